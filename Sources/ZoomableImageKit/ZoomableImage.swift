#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A zoomable image for SwiftUI: a ``ZoomableImageView`` in a clipping container, with the zoom
/// scale as a binding and taps reported in image pixels.
///
/// ```swift
/// struct PhotoScreen: View {
///     let photo: UIImage
///     @State private var zoom: CGFloat = 1
///     var body: some View {
///         ZoomableImage(photo, zoomScale: $zoom) { pixel in
///             print("tapped pixel", Int(pixel.x), Int(pixel.y))
///         }
///         .zoomLimits(minimum: 1, maximum: 6)
///         .overlay(alignment: .bottom) { Text("\(Int(zoom * 100)) %") }
///     }
/// }
/// ```
///
/// What it bridges: pinch, pan, double tap, trackpad and mouse-wheel scrolls and their settle
/// animations run in UIKit, exactly as in ``ZoomableImageView``; its key commands too, once
/// ``takesKeyboardFocus(_:)`` lets it take the keyboard. The binding follows every zoom change (gestures included); setting
/// it zooms around the centre, animated when the change happens inside `withAnimation`. Values
/// outside the limits are clamped, and the binding is corrected to the clamped value.
/// Configuration comes from the modifiers; the view fills the space SwiftUI offers it.
public struct ZoomableImage: UIViewRepresentable {
    var image: UIImage?
    var zoomScale: Binding<CGFloat>?
    var onTapImagePixel: ((CGPoint) -> Void)?
    var onZoomEnd: ((CGFloat) -> Void)?
    var configuration = ZoomConfiguration()
    var contentMode: UIView.ContentMode = .scaleAspectFit
    var isDoubleTapZoomEnabled = true
    var pixelOptions = PixelPresentationOptions()
    var pixelGridColor = ZoomableImageView.defaultPixelGridColor
    var onTapImageColor: ((CGPoint, UIColor?) -> Void)?
    var overlayItems: [PixelOverlayItem] = []
    var takesKeyboardFocus = false
    var scrollZoomModifiers: UIKeyModifierFlags = .command

    /// Creates a zoomable image.
    ///
    /// Images are told apart by identity: keep the `UIImage` in your model or state rather than
    /// making it in `body` (`UIImage(data:)` there is a new object on every update, and each new
    /// image returns the view to rest — with a zoom binding, on every pinch event).
    ///
    /// - Parameters:
    ///   - image: the image to show; a new image returns the view to rest.
    ///   - zoomScale: a binding to the zoom scale (1 is the fitted image), or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the oriented pixel position of a tap on the image
    ///     (continuous; floor for the index), or `nil`. Default `nil`.
    public init(_ image: UIImage?, zoomScale: Binding<CGFloat>? = nil,
                onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.image = image
        self.zoomScale = zoomScale
        self.onTapImagePixel = onTapImagePixel
    }

    /// Makes the container and its image view, with the coordinator as the view's delegate.
    public func makeUIView(context: Context) -> ZoomableImageContainerView {
        let container = ZoomableImageContainerView()
        let coordinator = context.coordinator.bridge
        coordinator.view = container.imageView
        container.imageView.delegate = coordinator
        container.didLayout = { [weak coordinator] in
            coordinator?.viewDidLayout()
        }
        return container
    }

    /// Brings the image view up to date with this value: image, content mode, configuration,
    /// and a zoom scale set through the binding.
    ///
    /// A bound value the app changed is applied (clamped to the limits, the binding corrected),
    /// also while a settle animation runs (it then heads to the bound value); during a pinch or
    /// pan the fingers win and the binding is corrected to the view's scale. Otherwise the
    /// binding follows the view — so a new image starts at rest and the binding goes to 1, unless
    /// the same update also changed the binding (then that scale applies to the new image). A
    /// scale bound before the view has a size is applied at its first layout pass.
    public func updateUIView(_ container: ZoomableImageContainerView, context: Context) {
        let coordinator = context.coordinator.bridge
        coordinator.parent = self
        coordinator.beginUpdate()
        defer { coordinator.endUpdate() }
        let view = container.imageView
        view.image = image
        view.contentMode = contentMode
        view.zoomConfiguration = configuration
        view.isDoubleTapZoomEnabled = isDoubleTapZoomEnabled
        view.setPixelPresentation(pixelOptions, gridColor: pixelGridColor)
        coordinator.updateOverlays(overlayItems, animated: context.transaction.animation != nil)
        view.scrollZoomModifierFlags = scrollZoomModifiers
        container.takesKeyboardFocus = takesKeyboardFocus
        coordinator.updateBinding(hasAnimation: context.transaction.animation != nil,
                                  disablesAnimations: context.transaction.disablesAnimations)
    }

    /// What SwiftUI keeps for the view between updates; it has nothing for the app to use.
    public func makeCoordinator() -> Coordinator {
        Coordinator(bridge: ZoomableImageBridge(parent: self))
    }

    /// What SwiftUI keeps for a ``ZoomableImage`` between updates. It has no members for the app:
    /// the view's reports reach the binding and closures through an internal bridge.
    @MainActor
    public final class Coordinator {
        /// Forwards the view's reports and applies the binding.
        let bridge: ZoomableImageBridge

        init(bridge: ZoomableImageBridge) {
            self.bridge = bridge
        }
    }
}

/// Forwards a ``ZoomableImageView``'s reports to a ``ZoomableImage``'s binding and closures, and
/// applies the binding to the view; the rules are ``ZoomBinding``'s.
@MainActor
final class ZoomableImageBridge: ZoomableImageViewDelegate, ZoomBindingHost {
    var parent: ZoomableImage
    /// The image view, once made.
    weak var view: ZoomableImageView?
    /// The bridge's state.
    var binding = ZoomBinding()
    /// The markers made for `pixelOverlays` items, by item identity, and their order.
    var overlayHosts: [AnyHashable: UIHostingController<AnyView>] = [:]
    var overlayOrder: [AnyHashable] = []

    init(parent: ZoomableImage) {
        self.parent = parent
    }

    /// The image view's interaction (a fresh one before the view exists).
    var viewInteraction: ZoomInteraction {
        view?.interactionState ?? ZoomInteraction()
    }

    /// The bound zoom scale, `nil` without a binding.
    var boundValue: CGFloat? {
        parent.zoomScale?.wrappedValue
    }

    /// Zooms the image view.
    func zoomView(to scale: CGFloat, animated: Bool) {
        view?.setZoomScale(scale, animated: animated)
    }

    /// Writes the binding.
    func writeBinding(_ value: CGFloat) {
        parent.zoomScale?.wrappedValue = value
    }

    /// Runs `work` on the main actor after SwiftUI's update.
    func afterUpdate(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    /// Calls `onZoomEnd`.
    func deliverZoomEnd(_ zoomScale: CGFloat) {
        parent.onZoomEnd?(zoomScale)
    }

    /// Reports the tap to `onTapImagePixel`, and with the pixel's colour to `onTapImageColor`
    /// (the colour is read only when that is set).
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        parent.onTapImagePixel?(pixel)
        parent.onTapImageColor.map { $0(pixel, view.color(atImagePixel: pixel)) }
    }

    /// Writes the new scale to the binding (unless SwiftUI itself is updating the view).
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        viewDidChangeZoomScale(zoomScale)
    }

    /// Writes the settled scale to the binding and reports it to `onZoomEnd` — after the
    /// update when SwiftUI's own update ended the zoom.
    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        viewDidEndZooming(at: zoomScale)
    }
}
#endif
