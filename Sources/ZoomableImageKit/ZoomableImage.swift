#if canImport(UIKit)
import SwiftUI
import UIKit
import ZoomableImageCore

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
/// What it bridges: pinch, pan, double tap and their settle animations run in UIKit, exactly as
/// in ``ZoomableImageView``. The binding follows every zoom change (gestures included); setting
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

    /// Creates a zoomable image.
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
        container.imageView.delegate = context.coordinator
        let coordinator = context.coordinator
        container.didLayout = { [weak coordinator, weak container] in
            guard let coordinator, let container else { return }
            coordinator.applyPendingZoomScale(to: container.imageView)
        }
        return container
    }

    /// Brings the image view up to date with this value: image, content mode, configuration,
    /// and a zoom scale set through the binding.
    ///
    /// A bound value the app changed is applied (clamped to the limits, the binding corrected);
    /// otherwise the binding follows the view — so a new image starts at rest and the binding
    /// goes to 1, unless the same update also changed the binding (then that scale applies to the
    /// new image). A scale bound before the view has a size is applied at its first layout pass.
    public func updateUIView(_ container: ZoomableImageContainerView, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        coordinator.isUpdatingView = true
        defer { coordinator.isUpdatingView = false }
        let view = container.imageView
        if view.image !== image { view.image = image }
        if view.contentMode != contentMode { view.contentMode = contentMode }
        if view.zoomConfiguration != configuration { view.zoomConfiguration = configuration }
        view.isDoubleTapZoomEnabled = isDoubleTapZoomEnabled
        guard let binding = zoomScale else { return }
        let wanted = binding.wrappedValue
        let bindingChanged = coordinator.syncedZoomScale.map { !Coordinator.isSame($0, wanted) } ?? true
        coordinator.syncedZoomScale = wanted
        guard bindingChanged else {
            // Nothing asked for: reflect the view back into the binding where they differ (a new
            // image starts at rest; a stale value must not zoom it). A scale still waiting for the
            // first layout is not a difference.
            if coordinator.pendingZoomScale == nil, !view.isZooming, !Coordinator.isSame(wanted, view.zoomScale) {
                coordinator.correctBinding(to: view.zoomScale)
            }
            return
        }
        guard !view.isZooming, !Coordinator.isSame(wanted, view.zoomScale) else { return }
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        coordinator.apply(wanted, to: view, animated: animated)
    }

    /// The delegate that forwards the view's reports to the binding and closures.
    public func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    /// Forwards a ``ZoomableImageView``'s reports to a ``ZoomableImage``'s binding and closures.
    @MainActor
    public final class Coordinator: ZoomableImageViewDelegate {
        var parent: ZoomableImage
        /// Set while SwiftUI updates the view: changes made then come from the binding itself.
        var isUpdatingView = false
        /// The value the binding is known to hold (`nil` before the first update): a bound value
        /// different from it was set by the app.
        var syncedZoomScale: CGFloat?
        /// A bound scale that arrived before the view could zoom (no size yet): applied at the
        /// next layout pass.
        var pendingZoomScale: CGFloat?

        init(parent: ZoomableImage) {
            self.parent = parent
        }

        /// Whether two scales are the same zoom (within 1e-9).
        static func isSame(_ a: CGFloat, _ b: CGFloat) -> Bool {
            abs(a - b) <= 1e-9
        }

        /// Reports the tap to `onTapImagePixel`.
        public func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
            parent.onTapImagePixel?(pixel)
        }

        /// Writes the new scale to the binding (unless SwiftUI itself is setting it).
        public func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
            guard !isUpdatingView else { return }
            syncedZoomScale = zoomScale
            parent.zoomScale?.wrappedValue = zoomScale
        }

        /// Writes the settled scale to the binding and reports it to `onZoomEnd` — after the
        /// update when SwiftUI's own update ended the zoom (a new image or new limits cutting a
        /// settle short), since app state must not change during one.
        public func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
            guard !isUpdatingView else {
                if let onZoomEnd = parent.onZoomEnd {
                    Task { @MainActor in onZoomEnd(zoomScale) }
                }
                return
            }
            syncedZoomScale = zoomScale
            parent.zoomScale?.wrappedValue = zoomScale
            parent.onZoomEnd?(zoomScale)
        }

        /// Zooms `view` to a bound scale, or keeps it for the first layout pass when the view
        /// cannot zoom yet; corrects the binding when the view clamped it.
        func apply(_ scale: CGFloat, to view: ZoomableImageView, animated: Bool) {
            guard view.canZoom else {
                pendingZoomScale = scale
                return
            }
            pendingZoomScale = nil
            view.setZoomScale(scale, animated: animated)
            if !Self.isSame(scale, view.zoomScale) { correctBinding(to: view.zoomScale) }
        }

        /// After a layout pass: applies a bound scale that was waiting for the view's size.
        func applyPendingZoomScale(to view: ZoomableImageView) {
            guard let scale = pendingZoomScale, view.canZoom, !view.isZooming else { return }
            apply(scale, to: view, animated: false)
        }

        /// A bound value the view clamped (or a new image reset): corrected after the update,
        /// since SwiftUI state must not change during one. What the binding holds afterwards is
        /// read back (a constant binding keeps its value).
        func correctBinding(to zoomScale: CGFloat) {
            guard let binding = parent.zoomScale else { return }
            Task { @MainActor [weak self] in
                binding.wrappedValue = zoomScale
                self?.syncedZoomScale = binding.wrappedValue
            }
        }
    }
}
#endif
