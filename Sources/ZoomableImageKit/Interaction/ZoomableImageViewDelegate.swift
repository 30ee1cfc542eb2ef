#if canImport(UIKit)
import UIKit

/// What a ``ZoomableImageView`` reports: taps on the image in pixels, zoom changes, and the end
/// of zooming. Every method has an empty default, so adopt only what you need.
///
/// ```swift
/// extension MeasuringViewController: ZoomableImageViewDelegate {
///     func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
///         addMarker(atPixel: pixel)      // oriented pixels; floor(pixel) is the pixel's index
///     }
/// }
/// ```
///
/// Callbacks arrive on the main actor after the view's state is complete, so they may call back
/// into the view (set a new image, reset the zoom, start another zoom).
@MainActor
public protocol ZoomableImageViewDelegate: AnyObject {
    /// A single tap landed on the drawn image (not on the letterbox around it).
    ///
    /// - Parameters:
    ///   - view: the view that was tapped.
    ///   - pixel: the tap's position in oriented pixels (what you see; origin top-left),
    ///     continuous: pixel (i, j) covers [i, i + 1) × [j, j + 1). For the stored buffer, use
    ///     ``ZoomableImageView/cgImagePixel(at:in:)``.
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint)

    /// The zoom scale changed: on every pinch event, and when a command or double tap sets a new
    /// target (animated or not).
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - zoomScale: the new ``ZoomableImageView/zoomScale``.
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat)

    /// A gesture, double tap or animated command finished settling.
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - zoomScale: the settled zoom scale.
    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat)

    /// A tile of a tiled image failed for good — after its retries, or too large for the byte
    /// budget — and is not asked for again for this image; the coarser level stays in its place.
    /// Reported once per tile.
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - tile: the tile (level 0 is full resolution).
    func zoomableImageView(_ view: ZoomableImageView, didFailToLoadTile tile: TileID)
}

/// What the SwiftUI bridge hears of a ``ZoomableImageView`` beyond its delegate: every geometry
/// write (a pan moves the image without a zoom change), first-responder changes and window
/// moves. Internal: SwiftUI's `ZoomableImageState` and focus are built on it.
@MainActor
protocol ZoomableImageViewObserver: AnyObject {
    /// The view wrote its `center` and `transform` (a gesture event, an animation's start, a
    /// layout or image change).
    func viewDidWriteGeometry()
    /// `becomeFirstResponder()` or `resignFirstResponder()` ran (read `isFirstResponder`).
    func viewDidChangeFirstResponder()
    /// The view entered or left a window.
    func viewDidMoveToWindow()
    /// A gesture or animation that moved the image ended (the delegate's
    /// `zoomableImageView(_:didEndZoomingAt:)`): the view is at rest.
    func viewDidEndZooming()
}

extension ZoomableImageViewObserver {
    /// Does nothing: the SwiftUI bridge hears the end through its delegate.
    func viewDidEndZooming() {}
}

extension ZoomableImageView {
    /// Tells the delegate and the closure about a tap on the image.
    func reportTap(atPixel pixel: CGPoint) {
        delegate?.zoomableImageView(self, didTapImageAt: pixel)
        onTapImagePixel?(pixel)
    }

    /// Tells the delegate and the closure about a new zoom scale.
    func reportZoomChange(_ zoomScale: CGFloat) {
        delegate?.zoomableImageView(self, didChangeZoomScale: zoomScale)
        onZoomScaleChange?(zoomScale)
    }

    /// Tells the delegate and the closure that zooming ended, and Live Text that the view settled.
    func reportZoomEnd(_ zoomScale: CGFloat) {
        liveText?.viewSettled()
        observer?.viewDidEndZooming()
        delegate?.zoomableImageView(self, didEndZoomingAt: zoomScale)
        onZoomEnd?(zoomScale)
    }
}

extension ZoomableImageViewDelegate {
    /// Does nothing.
    public func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {}
    /// Does nothing.
    public func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {}
    /// Does nothing.
    public func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {}
    /// Does nothing.
    public func zoomableImageView(_ view: ZoomableImageView, didFailToLoadTile tile: TileID) {}
}
#endif
