#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A ``ZoomableImageView``'s image canvas on screen: the subview that holds the tiles and then
/// the pixel grid in the image's stored pixels, laid over the drawn image
/// (``ImageCanvasPlacement``). It performs what ``ImageCanvasStateMachine`` decides: off screen
/// while a layout animates it — UIKit re-fits the base image to the bounds in flight on a curve
/// of its own, which an interpolated canvas does not follow — and back, fading in, when that
/// animation ends.
@MainActor
final class ImageCanvas: ImageCanvasHost {
    /// The key of the fade-in's animation on the canvas's layer.
    static let fadeInKey = "imageCanvasFadeIn"

    var canvasState = ImageCanvasStateMachine()
    /// The canvas: a view, so that its geometry, written where the image view's own is, animates
    /// in the same animation block.
    let view: UIView = {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.accessibilityElementsHidden = true
        return view
    }()
    /// The tiles' layers, whose container the canvas sizes.
    private let tileLayers: TileLayers

    /// A canvas holding the tiles' container and, above it, the grid, written at the state's
    /// first placement (``ImageCanvasPlacement/hidden``).
    init(tileLayers: TileLayers, gridLayer: CALayer) {
        self.tileLayers = tileLayers
        view.layer.addSublayer(tileLayers.container)
        view.layer.addSublayer(gridLayer)
        placeCanvas(canvasState.placement)
    }

    /// Plain writes: inside the layout's animation block they animate with it, as the base image
    /// does along the same path.
    func moveCanvas(_ placement: ImageCanvasPlacement) {
        write(placement)
    }

    func placeCanvas(_ placement: ImageCanvasPlacement) {
        UIView.performWithoutAnimation { write(placement) }
    }

    /// Called inside the layout's animation block: a nested block inherits the enclosing one's
    /// duration ("If this option isn't present, the animation inherits the remaining
    /// duration of the in-flight animation"), and its completion runs "when the animation
    /// sequence ends", with `finished` false when it was cut short — so it always comes.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedduration
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    func placeCanvas(_ placement: ImageCanvasPlacement, in animation: ImageCanvasStateMachine.LayoutAnimation) {
        // Its own options, not the enclosing block's (a `.repeat` there would repeat this block
        // and never complete it); the canvas is off screen meanwhile, so the curve is no matter.
        UIView.animate(withDuration: animation.duration, delay: 0, options: [.overrideInheritedOptions],
                       animations: { self.write(placement) },
                       completion: { [weak self] _ in self?.layoutAnimationEnded(animation) })
    }

    /// `alpha`, not `isHidden`, which is not animatable and leaves the fade-in's animation running.
    func hideCanvas() {
        view.layer.removeAnimation(forKey: Self.fadeInKey)
        UIView.performWithoutAnimation { view.alpha = 0 }
    }

    /// An explicit animation under its own key, which ``hideCanvas()`` can take off.
    /// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    func showCanvas(fadingInOver duration: TimeInterval) {
        UIView.performWithoutAnimation { view.alpha = 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = duration
        view.layer.add(fade, forKey: Self.fadeInKey)
    }

    /// Writes the canvas's geometry in the current animation context and sizes the tiles'
    /// container to it.
    private func write(_ placement: ImageCanvasPlacement) {
        view.bounds = placement.bounds
        view.center = placement.center
        view.transform = placement.transform
        view.isHidden = placement.isHidden
        tileLayers.fitCanvas(placement)
    }
}
#endif
