#if canImport(UIKit)
import UIKit

/// What a ``ZoomableView`` reports: taps on the content in content points, zoom changes, and the
/// end of zooming. Every method has an empty default, so adopt only what you need.
///
/// ```swift
/// extension SeatingViewController: ZoomableViewDelegate {
///     func zoomableView(_ view: ZoomableView, didTapContentAt point: CGPoint) {
///         selectSeat(at: point)       // the seating map's own coordinates, whatever the zoom
///     }
/// }
/// ```
///
/// Callbacks arrive on the main actor after the view's state is complete, so they may call back
/// into the view (change the content, reset the zoom, start another zoom).
@MainActor
public protocol ZoomableViewDelegate: AnyObject {
    /// A single tap landed on the content (not beside it).
    ///
    /// - Parameters:
    ///   - view: the view that was tapped.
    ///   - point: the tap's position in the content's own coordinates (points; origin top-left
    ///     of the content view's bounds), as `location(in: view.contentView)` would give it.
    func zoomableView(_ view: ZoomableView, didTapContentAt point: CGPoint)

    /// The zoom scale changed: on every pinch event, and when a command or double tap sets a new
    /// target (animated or not).
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - zoomScale: the new ``ZoomableView/zoomScale``.
    func zoomableView(_ view: ZoomableView, didChangeZoomScale zoomScale: CGFloat)

    /// A gesture, double tap or animated command finished settling; the content has been drawn
    /// again at the new resolution.
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - zoomScale: the settled zoom scale.
    func zoomableView(_ view: ZoomableView, didEndZoomingAt zoomScale: CGFloat)
}

extension ZoomableViewDelegate {
    /// Does nothing.
    public func zoomableView(_ view: ZoomableView, didTapContentAt point: CGPoint) {}
    /// Does nothing.
    public func zoomableView(_ view: ZoomableView, didChangeZoomScale zoomScale: CGFloat) {}
    /// Does nothing.
    public func zoomableView(_ view: ZoomableView, didEndZoomingAt zoomScale: CGFloat) {}
}

extension ZoomableView {
    /// Tells the delegate and the closure about a tap on the content.
    func reportTap(atContentPoint point: CGPoint) {
        delegate?.zoomableView(self, didTapContentAt: point)
        onTapContent?(point)
    }

    /// Tells the delegate and the closure about a new zoom scale.
    func reportZoomChange(_ zoomScale: CGFloat) {
        delegate?.zoomableView(self, didChangeZoomScale: zoomScale)
        onZoomScaleChange?(zoomScale)
    }

    /// Tells the delegate and the closure that zooming ended.
    func reportZoomEnd(_ zoomScale: CGFloat) {
        delegate?.zoomableView(self, didEndZoomingAt: zoomScale)
        onZoomEnd?(zoomScale)
    }
}
#endif
