import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How to animate a view from where a gesture left it to where ``ZoomEngine`` settled it: a
/// critically damped mass–spring, ready for UIKit's
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
///
/// ```swift
/// let target = engine.endInteraction(velocity: velocity)
/// if let animation = SettleAnimation(from: current, to: target, velocity: velocity,
///                                    reduceMotion: UIAccessibility.isReduceMotionEnabled) {
///     let spring = UISpringTimingParameters(
///         mass: animation.mass, stiffness: animation.stiffness, damping: animation.damping,
///         initialVelocity: CGVector(dx: animation.initialVelocity.x, dy: animation.initialVelocity.y))
///     let animator = UIViewPropertyAnimator(duration: animation.duration, timingParameters: spring)
///     animator.addAnimations { view.center = target.center; view.transform = target.transform }
///     animator.startAnimation()
/// }
/// ```
///
/// Three cases:
///
/// - **Glide.** A fling whose projected end point needed no clamping: the spring's natural
///   frequency is 1/τ, the decay rate of UIScrollView's deceleration (0.998 per ms), and its
///   initial velocity the finger's, so the view coasts exactly like a scroll view,
///   x(t) ≈ Δ · (1 − e^(−t/τ)).
/// - **Settle or bounce.** Anything else — a release past an edge, a scale pulled back into its
///   limits, a double tap — uses a stiffer spring (response 0.42 s). A fling into an edge keeps
///   its velocity (capped at 2 000 pt/s), so the image overshoots the edge a little and comes
///   back: the bounce.
/// - **Reduce Motion.** No initial velocity and the stiffer spring: a critically damped spring
///   from rest never overshoots.
///
/// When the scale changes, the initial velocity is zero (UIKit applies the velocity's magnitude to
/// non-position properties, which would make the scale overshoot).
public struct SettleAnimation: Equatable, Sendable {
    /// The spring's mass. Always 1.
    public let mass: CGFloat
    /// The spring's stiffness, k = ω² for mass 1 (ω the natural frequency in radians per second).
    public let stiffness: CGFloat
    /// The damping coefficient, 2 · ζ · ω for mass 1.
    public let damping: CGFloat
    /// The initial velocity of the view's `center` in UIKit's relative units, per axis: 1 means
    /// the axis's whole distance per second (`CGVector(dx: x, dy: y)` for UIKit).
    public let initialVelocity: CGPoint
    /// How long the spring takes to come within 0.5 pt of the target and stay there, in seconds.
    /// (UIKit derives its own from the spring; this is for timelines and tests.)
    public let duration: TimeInterval
    /// Whether this is a momentum glide: a fling whose projected end needed no clamping, coasting
    /// like a scroll view. A touch stops a glide where it catches it; any other settle resumes
    /// towards its target when the touch lifts without a gesture.
    public let isGlide: Bool

    /// The damping ratio ζ = damping / (2 √(k · m)) with m = 1: 1, critically damped (no
    /// oscillation).
    public var dampingRatio: CGFloat { damping / (2 * stiffness.squareRoot()) }

    /// The natural frequency of the settle-or-bounce spring: 2π / 0.42 s, in radians per second.
    static let settleFrequency: CGFloat = 2 * .pi / 0.42
    /// The fastest fling carried into a bounce, in points per second.
    static let maximumBounceSpeed: CGFloat = 2000
    /// The distance, in points, under which a move is not worth animating.
    static let threshold: CGFloat = 0.5

    /// Describes the animation from `from` to `to`, or returns `nil` when nothing would visibly
    /// move (every point of the view stays within 0.5 pt): apply `to` directly then.
    /// `from` is the geometry on screen when the gesture ended, `to` the settled one
    /// (``ZoomEngine/endInteraction(velocity:)``); `velocity` is the view centre's at release, in
    /// container space (points per second), non-finite counting as zero; `reduceMotion` (default
    /// `false`) is `UIAccessibility.isReduceMotionEnabled`.
    public init?(from: ViewGeometry, to: ViewGeometry, velocity: CGPoint, reduceMotion: Bool = false) {
        let delta = CGPoint(x: to.center.x - from.center.x, y: to.center.y - from.center.y)
        let halfExtent = max(from.bounds.width, from.bounds.height) / 2
        let scaleDistance = abs(to.transform.a - from.transform.a) * halfExtent
        guard delta.isFinite, scaleDistance.isFinite,
              max(abs(delta.x), abs(delta.y), scaleDistance) >= Self.threshold else { return nil }
        let velocity = velocity.isFinite ? velocity : .zero
        let scaleChanges = scaleDistance >= Self.threshold

        let coast = Momentum.projectedDistance(forVelocity: velocity)
        // How far the fling's own end point misses the target, on the axis where it misses more.
        let miss = max(abs(from.center.x + coast.x - to.center.x), abs(from.center.y + coast.y - to.center.y))
        let glides = !reduceMotion && !scaleChanges && velocity != .zero && miss < Self.threshold
        let frequency = glides ? 1 / Momentum.timeConstant : Self.settleFrequency

        var carried = CGPoint.zero
        if !reduceMotion && !scaleChanges {
            let cap = glides ? CGFloat.infinity : Self.maximumBounceSpeed
            carried = CGPoint(x: min(max(velocity.x, -cap), cap), y: min(max(velocity.y, -cap), cap))
        }
        mass = 1
        isGlide = glides
        stiffness = frequency * frequency
        damping = 2 * frequency
        initialVelocity = CGPoint(
            x: abs(delta.x) >= Self.threshold ? carried.x / delta.x : 0,
            y: abs(delta.y) >= Self.threshold ? carried.y / delta.y : 0)
        duration = max(
            Self.settlingTime(distance: delta.x, velocity: abs(delta.x) >= Self.threshold ? carried.x : 0, frequency: frequency),
            Self.settlingTime(distance: delta.y, velocity: abs(delta.y) >= Self.threshold ? carried.y : 0, frequency: frequency),
            Self.settlingTime(distance: scaleDistance, velocity: 0, frequency: frequency))
    }

    /// A spring with these values, as a trace file wrote them.
    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGPoint, duration: TimeInterval,
         isGlide: Bool) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.isGlide = isGlide
    }

    /// The offset from the target, in points, of a critically damped spring at time `t` that
    /// starts `distance` away and moves at `velocity` towards the target's side:
    /// x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ω t) with x₀ = −distance.
    static func offset(at t: CGFloat, distance: CGFloat, velocity: CGFloat, frequency: CGFloat) -> CGFloat {
        let start = -distance
        return (start + (velocity + frequency * start) * t) * CGFloat(Foundation.exp(Double(-frequency * t)))
    }

    /// The time after which ``offset(at:distance:velocity:frequency:)`` stays within
    /// ``threshold``, in seconds, up to 10 s: the last 10 ms step at which the offset is outside
    /// it, then refined to 1 ms by stepping back from the next coarse step.
    ///
    /// x(t) = (x₀ + a t) e^(−ωt), a = v₀ + ω x₀, has at most one zero crossing (t = −x₀ / a) and
    /// one extremum (t = v₀ / (ω a)); after both, |x| only shrinks. So from there a binary search
    /// finds the last step outside the threshold, and only the steps before it — a fraction of a
    /// second — are scanned one by one: the same answer as scanning all 1 001 steps, at a tenth
    /// of the cost.
    static func settlingTime(distance: CGFloat, velocity: CGFloat, frequency: CGFloat) -> TimeInterval {
        func isOutside(_ t: CGFloat) -> Bool {
            abs(offset(at: t, distance: distance, velocity: velocity, frequency: frequency)) >= threshold
        }
        guard abs(distance) >= threshold || velocity != 0 else { return 0 }
        let coarse = lastStep(through: 1000, outside: { isOutside(CGFloat($0) / 100) },
                              monotoneFrom: monotoneStart(distance: distance, velocity: velocity, frequency: frequency) * 100)
        guard coarse >= 0 else { return 0 }
        // The coarse sample itself (coarse / 100 s, the same number as 10 · coarse / 1000 s) is
        // outside, so the search stops there at the latest.
        var fine = coarse * 10 + 10
        while !isOutside(CGFloat(fine) / 1000) {
            fine -= 1
        }
        return TimeInterval(fine + 1) / 1000
    }

    /// The time, in seconds, after which the spring's offset keeps its sign and only shrinks:
    /// after its zero crossing and its extremum, 0 when it has neither.
    static func monotoneStart(distance: CGFloat, velocity: CGFloat, frequency: CGFloat) -> CGFloat {
        let start = -distance
        let slope = velocity + frequency * start
        guard slope != 0, frequency > 0 else { return 0 }
        let zero = -start / slope
        let extremum = velocity / (frequency * slope)
        let latest = max(0, zero.isFinite ? zero : 0, extremum.isFinite ? extremum : 0)
        return latest
    }

    /// The largest step in 0…`last` at which `outside` holds, or −1: a binary search over the
    /// steps from `monotoneFrom` on (where `outside` can only turn from true to false), a scan
    /// of the steps before.
    static func lastStep(through last: Int, outside: (Int) -> Bool, monotoneFrom: CGFloat) -> Int {
        let first = monotoneFrom.isFinite ? Int(min(max(monotoneFrom.rounded(.up), 0), CGFloat(last + 1))) : last + 1
        if first <= last, outside(first) {
            var (low, high) = (first, last)          // outside(low) holds
            while low < high {
                let middle = (low + high + 1) / 2
                if outside(middle) { low = middle } else { high = middle - 1 }
            }
            return low
        }
        for step in stride(from: min(first - 1, last), through: 0, by: -1) where outside(step) {
            return step
        }
        return -1
    }
}
