import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// The geometry at rest: the minimum zoom scale about the resting frame's centre, settled.
    /// For an aspect-fit view filling its container with a minimum of 1, that is the
    /// untransformed resting frame.
    public var restGeometry: ViewGeometry {
        guard !isEmpty else { return geometry }
        let scale = limits.minimum
        let restingCenter = CGPoint(x: restingFrame.midX, y: restingFrame.midY)
        return geometry(center: clampedCenter(restingCenter, scale: scale), scale: scale)
    }

    /// Whether the view is at rest: at the minimum zoom scale and settled where ``restGeometry``
    /// puts it (within 10⁻⁹ relative on the scale and 10⁻⁶ pt on the centre).
    public var isAtRest: Bool {
        let rest = restGeometry
        return abs(zoomScale - rest.transform.a) <= 1e-9 * rest.transform.a
            && abs(geometry.center.x - rest.center.x) <= 1e-6
            && abs(geometry.center.y - rest.center.y) <= 1e-6
    }

    /// Toggles the zoom with a double tap at `point`: from rest, zooms to
    /// ``ZoomConfiguration/doubleTapZoomScale`` around the tap; otherwise returns to rest.
    ///
    /// Zooming in keeps the tapped image point under the finger, then clamps: where an edge of
    /// the image would pull away from the coverage rect, the image moves just enough to close
    /// the gap, so the tapped point lands as close to the tap as the rules allow. (Zooming
    /// around the view's centre instead is the classic "double tap zooms to the wrong spot".)
    ///
    /// `point` is in container space (points) and ignored unless finite. Returns the new geometry,
    /// to animate to; ends any gesture in progress.
    @discardableResult
    public mutating func doubleTap(at point: CGPoint) -> ViewGeometry {
        guard !isEmpty, point.isFinite else { return geometry }
        let limits = self.limits
        if limits.isResting(zoomScale) || zoomScale < limits.minimum {
            return setZoomScale(limits.doubleTap, around: point)
        }
        return reset()
    }

    /// The factor one zoom step multiplies or divides the zoom scale by: 1.5. VoiceOver's swipe
    /// up and down and the keyboard's ⌘+ and ⌘− step by it.
    public static let zoomStep: CGFloat = 1.5

    /// The zoom scale `steps` steps of ×``zoomStep`` (1.5) from the current one, clamped to the
    /// limits: what VoiceOver's swipe up (+1) and down (−1) on an adjustable image, and ⌘+ and
    /// ⌘−, zoom to. Reaches the exact limit rather than stopping short of it; finite, within the
    /// limits. Positive `steps` zoom in, negative zoom out.
    public func zoomScale(steppedBy steps: Int) -> CGFloat {
        limits.clamp(zoomScale * CGFloat(Foundation.pow(Double(Self.zoomStep), Double(steps))))
    }

    /// Zooms to `scale` (clamped to the limits) keeping the image point at `point` fixed, then
    /// settles. `scale` is ignored unless finite and positive, `point` (container space, points)
    /// unless finite. Returns the new geometry, to animate to; ends any gesture in progress.
    @discardableResult
    public mutating func setZoomScale(_ scale: CGFloat, around point: CGPoint) -> ViewGeometry {
        guard !isEmpty, scale.isFinite, scale > 0, point.isFinite else { return geometry }
        let target = limits.clamp(scale)
        let ratio = target / zoomScale
        let center = CGPoint(x: point.x - (point.x - geometry.center.x) * ratio,
                             y: point.y - (point.y - geometry.center.y) * ratio)
        return adopt(center: center, scale: target)
    }

    /// Zooms so that `rect` of the view fills the coverage rect as far as the limits allow,
    /// centred on it, then settles. Use it to show a region: a face, a search hit, a pixel rect
    /// converted with `ImageLayout.viewRect(forPixelRect:)`. `rect` is in view space (points, the
    /// untransformed view); a zero-size one zooms to the maximum around its point, a non-finite one
    /// is ignored. Returns the new geometry, to animate to; ends any gesture in progress.
    @discardableResult
    public mutating func zoom(toViewRect rect: CGRect) -> ViewGeometry {
        guard !isEmpty, rect.isFiniteRect, !rect.isNull else { return geometry }
        let rect = rect.standardized
        let coverage = coverageRect
        // The scale at which the rect fits: the smaller of the two ratios. A zero length has an
        // infinite ratio, so the other axis (or the maximum) decides.
        let fit = min(rect.width > 0 ? coverage.width / rect.width : .infinity,
                      rect.height > 0 ? coverage.height / rect.height : .infinity)
        let scale = limits.clamp(fit)
        // Put the rect's centre on the coverage rect's centre: (mid − anchor) · scale + center = coverage mid.
        let anchor = self.anchor
        let center = CGPoint(x: coverage.midX - (rect.midX - anchor.x) * scale,
                             y: coverage.midY - (rect.midY - anchor.y) * scale)
        return adopt(center: center, scale: scale)
    }

    /// Returns to ``restGeometry`` and returns it, to animate to; ends any gesture in progress.
    @discardableResult
    public mutating func reset() -> ViewGeometry {
        guard !isEmpty else { return geometry }
        endGesture()
        geometry = restGeometry
        return geometry
    }

    /// Applies the current limits, coverage rect and policy now: the same as ending a gesture
    /// with no velocity. Use it after changing ``configuration``, ``coverageRect`` or
    /// ``coveragePolicy``.
    @discardableResult
    public mutating func settle() -> ViewGeometry {
        endInteraction(velocity: .zero)
    }

    /// Clamps `center` at `scale` and adopts the result if finite; ends any gesture.
    mutating func adopt(center: CGPoint, scale: CGFloat) -> ViewGeometry {
        // Commands end settled: inside the limits in force, even those changed while a finger
        // held a caught animation (which apply at the next settle).
        let scale = limits.clamp(scale)
        let clamped = clampedCenter(center, scale: scale)
        endGesture()
        guard clamped.isFinite, scale.isFinite, scale > 0 else { return geometry }
        geometry = geometry(center: clamped, scale: scale)
        return geometry
    }

    mutating func endGesture() {
        isInteracting = false
        focalPoint = nil
        lastFocalPoint = nil
        pinchTouchCount = nil
    }
}
