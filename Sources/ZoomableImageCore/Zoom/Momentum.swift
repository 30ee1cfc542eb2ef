import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIScrollView's deceleration: where a fling would coast to.
///
/// With deceleration rate r per millisecond (0.998, `UIScrollView.DecelerationRate.normal`),
/// velocity decays as v · r^t; the distance it covers before stopping is the geometric series
/// v/1000 · r / (1 − r) = 0.499 s × v.
@_spi(Internals)
public enum Momentum {
    /// The fraction of velocity kept per millisecond: 0.998, UIScrollView's normal rate.
    public static let decelerationRate: CGFloat = 0.998

    /// The distance a fling coasts, in the velocity's unit × seconds (points for points/second).
    ///
    /// - Returns: velocity / 1000 · r / (1 − r) per axis; `.zero` for a non-finite velocity.
    public static func projectedDistance(forVelocity velocity: CGPoint) -> CGPoint {
        guard velocity.isFinite else { return .zero }
        let factor = decelerationRate / (1 - decelerationRate) / 1000
        return CGPoint(x: velocity.x * factor, y: velocity.y * factor)
    }

    /// The time constant τ of the decay, in seconds: velocity falls by e every τ.
    /// τ = −1 / (1000 · ln r) ≈ 0.4995 s.
    static var timeConstant: CGFloat {
        -1 / (1000 * CGFloat(Foundation.log(Double(decelerationRate))))
    }
}
