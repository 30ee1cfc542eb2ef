#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A ``ZoomableImageView``'s pixel tools on screen: the magnification filter, the pixel grid (a
/// shape layer in the view's image canvas, carried by the canvas and the view's transform) and
/// the markers pinned to pixels
/// (siblings of the view in its container, placed at every geometry write — inside the settle
/// animation's block when the write is the animation's, so they move in the same animation).
/// What to draw and where comes from ``ZoomInteraction/pixelPresentation(from:to:options:containerOriginInWindow:)``
/// and ``ZoomInteraction/overlayPlacement(forPixel:scalesWithImage:at:)``.
@MainActor
final class PixelDecorations {
    /// A marker and the pixel it is pinned to.
    struct Overlay {
        let view: UIView
        var pixel: CGPoint
        var scalesWithImage: Bool
    }

    /// Magnification and grid options.
    var options = PixelPresentationOptions()
    /// The grid's colour.
    var gridColor = ZoomableImageView.defaultPixelGridColor
    /// The markers, bottom to top.
    var overlays: [Overlay] = []
    /// The grid: a sublayer of the image canvas (``ZoomableImageView/imageCanvas``) as large as
    /// it, in stored pixels, with no implicit animations: the canvas carries it through the
    /// layout and the view's transform through the zoom. Its lines are filled rects, one device
    /// pixel across in view space, so the canvas's scale (unequal per axis when the content mode
    /// stretches) cannot thicken them as it would a stroke.
    let gridLayer: CAShapeLayer = {
        let layer = CAShapeLayer()
        layer.strokeColor = nil
        layer.lineWidth = 0
        layer.actions = ["path": NSNull(), "hidden": NSNull(), "bounds": NSNull(), "position": NSNull(),
                         "fillColor": NSNull()]
        return layer
    }()

    /// Brings filter, grid and markers to a geometry of the view.
    ///
    /// - Parameters:
    ///   - view: the zoomable view.
    ///   - target: the geometry being written (or the view's own).
    func update(_ view: ZoomableImageView, target: ShownGeometry) {
        let interaction = view.host.interaction
        let presentation = interaction.pixelPresentation(
            from: view.shownGeometry, to: target, options: options,
            containerOriginInWindow: view.superview.map { $0.convert(CGPoint.zero, to: nil) })
        view.layer.magnificationFilter = CALayerContentsFilter(rawValue: presentation.magnificationFilter.rawValue)
        draw(presentation.grid, in: view)
        overlays.forEach { place($0, in: interaction, at: target) }
    }

    /// Moves one marker to its pixel at a geometry.
    func place(_ overlay: Overlay, in interaction: ZoomInteraction, at target: ShownGeometry) {
        let placement = interaction.overlayPlacement(forPixel: overlay.pixel, scalesWithImage: overlay.scalesWithImage,
                                                     at: target)
        overlay.view.center = placement.center
        overlay.view.transform = placement.transform
        overlay.view.isHidden = placement.isHidden
        overlay.view.accessibilityElementsHidden = !placement.isInCoverage
    }

    /// Fills the grid lines, computed in the view's own space, in the image canvas's.
    func draw(_ grid: PixelGridLines, in view: ZoomableImageView) {
        let canvas = view.host.interaction.imageCanvasPlacement
        let viewToCanvas = canvas.viewToCanvasTransform
        let path = CGMutablePath()
        grid.forEachLineRect { path.addRect($0, transform: viewToCanvas) }
        gridLayer.bounds = canvas.bounds
        gridLayer.position = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
        gridLayer.path = path
        gridLayer.fillColor = gridColor.resolvedColor(with: view.traitCollection).cgColor
        gridLayer.isHidden = grid.isHidden
    }

    /// Puts the markers in the view's container, just above the view, in order (a marker already
    /// there is moved; without a container they stay out of any). O(N).
    func install(above view: ZoomableImageView) {
        overlays.reversed().forEach { view.superview?.insertSubview($0.view, aboveSubview: view) }
    }

    /// Pins markers above those pinned, in order, and places only them: O(k) for k markers —
    /// the markers already pinned are neither re-stacked nor placed again. The views must not be
    /// pinned yet.
    func append(_ new: [Overlay], on view: ZoomableImageView) {
        // The topmost marker, or the view itself when there is none.
        var anchor: UIView = overlays.suffix(1).map(\.view).reduce(view) { $1 }
        overlays += new
        let interaction = view.host.interaction
        let target = view.modelGeometry
        UIView.performWithoutAnimation {
            for overlay in new {
                view.superview?.insertSubview(overlay.view, aboveSubview: anchor)
                anchor = overlay.view
                place(overlay, in: interaction, at: target)
            }
        }
    }

    /// Unpins markers: one pass over the markers, O(N + k).
    func remove(_ views: [UIView]) {
        let removed = Set(views.map(ObjectIdentifier.init))
        overlays.filter { removed.contains(ObjectIdentifier($0.view)) }.forEach(Self.release)
        overlays.removeAll { removed.contains(ObjectIdentifier($0.view)) }
    }

    /// Changes how markers are pinned and places only them, in their own animation: one pass
    /// over the markers, O(N + k). Views that are not pinned are ignored.
    func repin(_ changes: [ObjectIdentifier: (inout Overlay) -> Void], on view: ZoomableImageView, animated: Bool) {
        var moved: [Overlay] = []
        for index in overlays.indices {
            _ = changes[ObjectIdentifier(overlays[index].view)].map { change in
                change(&overlays[index])
                moved.append(overlays[index])
            }
        }
        let interaction = view.host.interaction
        let target = view.modelGeometry
        // Its own duration, never an enclosing block's (a zero duration inside a rotation's
        // animation would otherwise inherit the rotation's): 0 makes no animation.
        UIView.animate(withDuration: PixelOverlayPlacement.moveDuration(animated: animated), delay: 0,
                       options: [.overrideInheritedDuration, .overrideInheritedCurve, .beginFromCurrentState]) {
            moved.forEach { self.place($0, in: interaction, at: target) }
        }
    }

    /// Puts the markers in the order of `views` (bottom to top) and re-stacks them in the
    /// container: O(N). Markers missing from `views` keep their place below; views that are not
    /// pinned are ignored.
    func restack(_ views: [UIView], on view: ZoomableImageView) {
        let byView = Dictionary(overlays.map { (ObjectIdentifier($0.view), $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = views.compactMap { byView[ObjectIdentifier($0)] }
        let listed = Set(ordered.map { ObjectIdentifier($0.view) })
        overlays = overlays.filter { !listed.contains(ObjectIdentifier($0.view)) } + ordered
        install(above: view)
    }

    /// Unpins a marker: out of its superview, its transform and visibility back to UIView's
    /// defaults.
    static func release(_ overlay: Overlay) {
        overlay.view.removeFromSuperview()
        overlay.view.transform = .identity
        overlay.view.isHidden = false
        overlay.view.accessibilityElementsHidden = false
    }

    /// Takes the markers out of whatever container they are in.
    func uninstall() {
        overlays.forEach { $0.view.removeFromSuperview() }
    }
}
#endif
