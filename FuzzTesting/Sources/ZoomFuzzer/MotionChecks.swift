import Foundation
@_spi(Internals) import ZoomableImageCore

/// What a zoom around a point and a settle spring must do, written from UIKit's rules
/// (ARCHITECTURE.md) and ``SettleAnimation``'s documentation rather than with the core's helpers:
/// each returns a description of the first violation, or `nil`.
enum MotionChecks {
    static let relativeTolerance = EngineChecks.relativeTolerance
    /// The distance, in points, under which a move is not animated (``SettleAnimation``'s docs).
    static let visibleDistance: CGFloat = 0.5

    /// A zoom around a point — a pinch's centroid, a scroll-zoom's pointer — takes the image
    /// point under `baseline` (the previous centroid, or this one at a pinch's first event or
    /// after a touch-count change) to `target`: "the image point under the fingers stays under
    /// them, and a moving centroid pans". Checked by the caller in the engine's band; here at
    /// scales within [1e-5, 1e5], where 1e-9 of the magnitudes is attainable.
    static func keepsPoint(from b: ViewGeometry, to a: ViewGeometry, baseline: CGPoint, target: CGPoint) -> String? {
        guard [b.transform.a, a.transform.a].allSatisfy({ $0 >= 1e-5 && $0 <= 1e5 }) else { return nil }
        // View → container per UIKit: p − anchor, × scale, + center; and back.
        func anchor(_ g: ViewGeometry) -> CGPoint {
            CGPoint(x: g.bounds.minX + g.anchorPoint.x * g.bounds.width, y: g.bounds.minY + g.anchorPoint.y * g.bounds.height)
        }
        let imagePoint = CGPoint(x: (baseline.x - b.center.x) / b.transform.a + anchor(b).x,
                                 y: (baseline.y - b.center.y) / b.transform.a + anchor(b).y)
        let landed = CGPoint(x: (imagePoint.x - anchor(a).x) * a.transform.a + a.center.x,
                             y: (imagePoint.y - anchor(a).y) * a.transform.a + a.center.y)
        let magnitude = max(abs(target.x), abs(target.y), abs(baseline.x), abs(baseline.y),
                            abs(landed.x), abs(landed.y), abs(a.center.x), abs(a.center.y),
                            abs(b.center.x), abs(b.center.y),
                            abs(anchor(a).x * a.transform.a), abs(anchor(a).y * a.transform.a),
                            abs(imagePoint.x * a.transform.a), abs(imagePoint.y * a.transform.a),
                            EngineChecks.magnitudeFloor)
        let tolerance = relativeTolerance * magnitude
        guard abs(landed.x - target.x) <= tolerance, abs(landed.y - target.y) <= tolerance else {
            return "the zoom moved the image point under \(baseline) to \(landed), not to \(target); "
                + "tolerance \(tolerance)"
        }
        return nil
    }

    /// How far a move from `from` to `to` visibly goes: the centre's distance per axis and the
    /// scale's change across half the view's longer side (the bounds of `to`), or `nil` when
    /// that is not finite.
    static func visibleMove(from: ShownGeometry, to: ViewGeometry) -> (dx: CGFloat, dy: CGFloat, scale: CGFloat)? {
        let dx = to.center.x - from.center.x
        let dy = to.center.y - from.center.y
        let scale = abs(to.transform.a - from.transform.a) * max(to.bounds.width, to.bounds.height) / 2
        return [dx, dy, scale].allSatisfy(\.isFinite) ? (dx, dy, scale) : nil
    }

    /// A spring started from what UIKit shows (`from`) to the settled geometry: a critically
    /// damped spring of mass 1 with finite, positive values and a duration of at most 10 s (plus
    /// rounding); no initial velocity on an axis that moves less than 0.5 pt, when the scale
    /// visibly changes, or under Reduce Motion; and only for a visible move.
    static func spring(_ spring: SettleAnimation, from: ShownGeometry, to: ViewGeometry, reduceMotion: Bool) -> String? {
        guard spring.mass == 1, spring.stiffness.isFinite, spring.stiffness > 0,
              spring.damping.isFinite, spring.damping > 0,
              abs(spring.damping / (2 * spring.stiffness.squareRoot()) - 1) <= 1e-9,
              spring.initialVelocity.x.isFinite, spring.initialVelocity.y.isFinite,
              spring.duration.isFinite, spring.duration >= 0, spring.duration <= 10.02
        else { return "the spring has bad values: \(spring)" }
        if reduceMotion, spring.initialVelocity != .zero {
            return "the spring carries velocity \(spring.initialVelocity) under Reduce Motion"
        }
        guard let move = visibleMove(from: from, to: to) else { return nil }
        if max(abs(move.dx), abs(move.dy), move.scale) < visibleDistance {
            return "a spring started for a move UIKit would not show: \(move)"
        }
        if move.scale >= visibleDistance, spring.initialVelocity != .zero {
            return "the spring carries velocity \(spring.initialVelocity) while the scale changes"
        }
        if (abs(move.dx) < visibleDistance && spring.initialVelocity.x != 0)
            || (abs(move.dy) < visibleDistance && spring.initialVelocity.y != 0) {
            return "the spring carries velocity \(spring.initialVelocity) on an axis that does not move: \(move)"
        }
        return nil
    }

    /// A gesture's end that started no spring moved UIKit by less than 0.5 pt (an invisible
    /// move is applied at once; any other is animated).
    static func endWithoutSpring(from: ShownGeometry, to: ViewGeometry) -> String? {
        guard let move = visibleMove(from: from, to: to),
              max(abs(move.dx), abs(move.dy), move.scale) >= visibleDistance else { return nil }
        return "the gesture ended with a jump of \(move) and no spring"
    }
}
