#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    // MARK: - Programmatic zoom

    /// Zooms to `scale` (clamped to the limits) around the centre of the container.
    ///
    /// Animated, the zoom starts from what is on screen — a running animation is taken over
    /// where it is — and the new scale is reported at once, the end when it lands. Not animated,
    /// it applies at once and reports its end at once. During a pinch or pan it applies at once
    /// and the gesture goes on from there. A scale the view already has (or is heading to)
    /// changes and reports nothing.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale, relative to the resting layout. Ignored unless finite and positive.
    ///   - animated: whether to animate with the settle spring.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        host.send(.setZoomScale(scale, animated: animated, shown: shownGeometry))
    }

    /// Zooms so that a rect of the image, in oriented pixels, fills the container as far as the
    /// limits allow, centred. Animates and reports like ``setZoomScale(_:animated:)``.
    ///
    /// - Parameters:
    ///   - pixelRect: the rect in oriented pixels (what you see, origin top-left). A zero-size
    ///     rect zooms to the maximum around its point.
    ///   - animated: whether to animate with the settle spring.
    public func zoom(toPixelRect pixelRect: CGRect, animated: Bool) {
        host.send(.zoomToPixelRect(pixelRect, animated: animated, shown: shownGeometry))
    }

    /// Returns to rest: the minimum zoom scale, settled in the container. Animates and reports
    /// like ``setZoomScale(_:animated:)``.
    ///
    /// - Parameter animated: whether to animate with the settle spring.
    public func resetZoom(animated: Bool) {
        host.send(.resetZoom(animated: animated, shown: shownGeometry))
    }
}
#endif
