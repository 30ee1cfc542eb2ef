import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The positions one coordinate of the view's `center` may settle at: [lower, upper].
/// A single point (lower == upper) where the drawn image is centred.
struct CenterRange: Equatable, Sendable {
    var lower: CGFloat
    var upper: CGFloat

    func clamp(_ value: CGFloat) -> CGFloat {
        min(max(value, lower), upper)
    }
}

extension ZoomEngine {
    /// Where the gesture would settle, without changing anything.
    ///
    /// In order: the scale is pulled back into the limits around the last focal point (the
    /// coverage rect's centre if there was none); a fling projects the centre by
    /// `Momentum/projectedDistance(forVelocity:)`; then each axis of `center` is clamped so
    /// the drawn image covers ``coverageRect`` edge to edge, or centred where it is shorter.
    ///
    /// `velocity` is the release velocity, `velocity(in: container)` of the pan, in container space
    /// (points per second); non-finite means zero. Settling a settled geometry with zero velocity
    /// returns it unchanged.
    public func settledGeometry(velocity: CGPoint) -> ViewGeometry {
        guard !isEmpty else { return geometry }
        var scale = zoomScale
        var center = geometry.center
        let settledScale = limits.clamp(scale)
        if settledScale != scale {
            let focus = lastFocalPoint ?? CGPoint(x: coverageRect.midX, y: coverageRect.midY)
            let ratio = settledScale / scale
            center = CGPoint(x: focus.x - (focus.x - center.x) * ratio, y: focus.y - (focus.y - center.y) * ratio)
            scale = settledScale
        }
        let coast = Momentum.projectedDistance(forVelocity: velocity)
        center.x += coast.x
        center.y += coast.y
        let settled = clampedCenter(center, scale: scale)
        guard settled.isFinite else { return geometry(center: clampedCenter(geometry.center, scale: scale), scale: scale) }
        return geometry(center: settled, scale: scale)
    }

    /// Ends the gesture: adopts ``settledGeometry(velocity:)`` and returns it for the view to
    /// animate to (see ``SettleAnimation``); `velocity` as there.
    @discardableResult
    public mutating func endInteraction(velocity: CGPoint) -> ViewGeometry {
        geometry = settledGeometry(velocity: velocity)
        endGesture()
        return geometry
    }

    /// Per axis, the range of `center` that keeps the drawn image covering the coverage rect,
    /// or the single centre where it is shorter than the rect, at `scale`.
    func centerRange(scale: CGFloat) -> (x: CenterRange, y: CenterRange) {
        let coverage = coverageRect
        let anchor = self.anchor
        return (
            x: Self.centerRange(contentMin: (contentFrame.minX - anchor.x) * scale,
                                contentMax: (contentFrame.maxX - anchor.x) * scale,
                                coverageMin: coverage.minX, coverageMax: coverage.maxX),
            y: Self.centerRange(contentMin: (contentFrame.minY - anchor.y) * scale,
                                contentMax: (contentFrame.maxY - anchor.y) * scale,
                                coverageMin: coverage.minY, coverageMax: coverage.maxY)
        )
    }

    /// One axis of ``centerRange(scale:)``: the drawn image spans center + contentMin …
    /// center + contentMax.
    static func centerRange(contentMin: CGFloat, contentMax: CGFloat,
                            coverageMin: CGFloat, coverageMax: CGFloat) -> CenterRange {
        if contentMax - contentMin >= coverageMax - coverageMin {
            // Covering: the image's min edge at or before the rect's, its max edge at or after.
            return CenterRange(lower: coverageMax - contentMax, upper: coverageMin - contentMin)
        }
        let centred = (coverageMin + coverageMax) / 2 - (contentMin + contentMax) / 2
        return CenterRange(lower: centred, upper: centred)
    }

    /// `center` clamped into ``centerRange(scale:)``.
    func clampedCenter(_ center: CGPoint, scale: CGFloat) -> CGPoint {
        let range = centerRange(scale: scale)
        return CGPoint(x: range.x.clamp(center.x), y: range.y.clamp(center.y))
    }
}
