#if canImport(UIKit)
import SwiftUI
import UIKit
import ZoomableImageCore

/// A zoomable image for SwiftUI: a ``ZoomableImageView`` in a clipping container, with the zoom
/// scale as a binding and taps reported in image pixels.
///
/// ```swift
/// struct PhotoScreen: View {
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
        return container
    }

    /// Brings the image view up to date with this value: image, content mode, configuration,
    /// and a zoom scale set through the binding.
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
        guard let binding = zoomScale, !view.isZooming, abs(binding.wrappedValue - view.zoomScale) > 1e-9 else { return }
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        view.setZoomScale(binding.wrappedValue, animated: animated)
        if abs(binding.wrappedValue - view.zoomScale) > 1e-9 {
            coordinator.correctBinding(to: view.zoomScale)
        }
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

        init(parent: ZoomableImage) {
            self.parent = parent
        }

        /// Reports the tap to `onTapImagePixel`.
        public func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
            parent.onTapImagePixel?(pixel)
        }

        /// Writes the new scale to the binding (unless SwiftUI itself is setting it).
        public func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
            guard !isUpdatingView else { return }
            parent.zoomScale?.wrappedValue = zoomScale
        }

        /// Writes the settled scale to the binding and reports it to `onZoomEnd`.
        public func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
            if !isUpdatingView { parent.zoomScale?.wrappedValue = zoomScale }
            parent.onZoomEnd?(zoomScale)
        }

        /// A bound value the view clamped: corrected after the update, since SwiftUI state must
        /// not change during one.
        func correctBinding(to zoomScale: CGFloat) {
            guard let binding = parent.zoomScale else { return }
            Task { @MainActor in binding.wrappedValue = zoomScale }
        }
    }
}
#endif
