import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The spring handed to UIKit at the end of a gesture.
///
/// A critically damped spring (mass 1, stiffness ω², damping 2ω) starting x₀ from its target
/// with velocity v₀ moves as x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ω t). The tests evaluate that closed
/// form themselves from the parameters the type hands out.
@Suite struct SettleAnimationTests {
    static let bounds = CGRect(x: 0, y: 0, width: 300, height: 500)

    static func geometry(_ x: CGFloat, _ y: CGFloat, scale: CGFloat = 2) -> ViewGeometry {
        ViewGeometry(bounds: bounds, center: CGPoint(x: x, y: y), transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Offset from the target at time t, in points, from the parameters a UIKit spring would get.
    static func offset(_ animation: SettleAnimation, distance: CGFloat, relativeVelocity: CGFloat, at t: CGFloat) -> CGFloat {
        let omega = (animation.stiffness / animation.mass).squareRoot()
        let start = -distance
        let velocity = relativeVelocity * distance                    // UIKit's unit: distance per second
        return (start + (velocity + omega * start) * t) * CGFloat(exp(Double(-omega * t)))
    }

    @Test func nothingToAnimateGivesNoAnimation() {
        #expect(SettleAnimation(from: Self.geometry(100, 200), to: Self.geometry(100.2, 199.8), velocity: CGPoint(x: 900, y: 0)) == nil)
    }

    @Test func anUnclampedFlingGlidesLikeAScrollView() throws {
        // Released at 280 moving −400 pt/s; the engine projected 280 − 199.6 = 80.4 and kept it.
        let animation = try #require(SettleAnimation(from: Self.geometry(280, 250), to: Self.geometry(80.4, 250),
                                                     velocity: CGPoint(x: -400, y: 0)))
        // τ = −1 / (1000 · ln 0.998) = 0.49950 s; ω = 1/τ = 2.00200 rad/s; k = ω² = 4.00801.
        #expect(isClose(animation.stiffness, 4.008012, tolerance: 1e-6))
        #expect(isClose(animation.dampingRatio, 1))
        // UIKit's relative velocity: −400 / −199.6 = 2.004008 distances per second.
        #expect(isClose(animation.initialVelocity.x, 400 / 199.6))
        #expect(animation.initialVelocity.y == 0)
        // The spring retraces UIScrollView's deceleration, whose remaining distance after t is
        // 199.6 · 0.998^(1000 t), within 0.5 % of the distance.
        for t: CGFloat in [0.1, 0.25, 0.5, 1, 2] {
            let spring = -Self.offset(animation, distance: -199.6, relativeVelocity: animation.initialVelocity.x, at: t)
            let scrollView = -199.6 * CGFloat(pow(0.998, Double(1000 * t)))
            #expect(abs(spring - scrollView) < 0.005 * 199.6, "t = \(t): \(spring) vs \(scrollView)")
        }
        // It comes within 0.5 pt after about τ · ln(199.6 / 0.5) = 2.99 s.
        #expect(abs(animation.duration - 2.99) < 0.03)
    }

    @Test func aDiagonalFlingGlidesWhenItsProjectionNeedsNoClampingOnEitherAxis() throws {
        // −400 and +300 pt/s coast −199.6 and +149.7 pt (0.499 s × v); the engine kept that end point.
        let animation = try #require(SettleAnimation(from: Self.geometry(280, 100), to: Self.geometry(80.4, 249.7),
                                                     velocity: CGPoint(x: -400, y: 300)))
        #expect(isClose(animation.stiffness, 4.008012, tolerance: 1e-6))
        // Both axes at the finger's speed: −400 / −199.6 = 300 / 149.7 = 2.004008 distances per second.
        #expect(isClose(animation.initialVelocity, CGPoint(x: 400 / 199.6, y: 300 / 149.7)))
        // Clamped vertically by 10 pt, it is no glide: the stiffer spring.
        let clamped = try #require(SettleAnimation(from: Self.geometry(280, 100), to: Self.geometry(80.4, 239.7),
                                                   velocity: CGPoint(x: -400, y: 300)))
        #expect(isClose(clamped.stiffness, 223.80055, tolerance: 1e-6))
    }

    @Test func aFlingIntoANearEdgeBouncesWithTheStifferSpring() throws {
        // Released 60 pt from the edge moving −3000 pt/s: projected far beyond it, clamped to 0.
        let animation = try #require(SettleAnimation(from: Self.geometry(60, 250), to: Self.geometry(0, 250),
                                                     velocity: CGPoint(x: -3000, y: 0)))
        // ω = 2π / 0.42 = 14.959965 rad/s, k = ω² = 223.80055.
        #expect(isClose(animation.stiffness, 223.80055, tolerance: 1e-6))
        #expect(isClose(animation.dampingRatio, 1))
        // The fling is capped at 2000 pt/s: −2000 / −60 = 33.33 distances per second.
        #expect(isClose(animation.initialVelocity.x, 2000 / 60.0))
        // x(t) = (60 + (−2000 + ω·60) t) e^(−ωt) = (60 − 1102.40 t) e^(−ωt) crosses the edge and
        // bottoms out at t* = (b − ωa)/(ωb) = −2000 / (14.96 · −1102.40) = 0.12127 s, where
        // x = (60 − 133.69) · e^(−1.81421) = −12.008 pt: a 12 pt bounce past the edge.
        let deepest = (0...1000).map { Self.offset(animation, distance: -60, relativeVelocity: animation.initialVelocity.x,
                                                   at: CGFloat($0) / 2000) }.min() ?? 0
        #expect(abs(deepest + 12.008) < 0.01)
    }

    @Test func aFlingIntoTheTopEdgeBouncesLikeOneIntoASide() throws {
        // The vertical twin of the near-edge bounce: 60 pt above its target moving −3000 pt/s.
        let animation = try #require(SettleAnimation(from: Self.geometry(150, 60), to: Self.geometry(150, 0),
                                                     velocity: CGPoint(x: 0, y: -3000)))
        #expect(animation.initialVelocity.x == 0)
        #expect(isClose(animation.initialVelocity.y, 2000 / 60.0))
        // x(t) = (60 − 1102.40 t) e^(−ωt) dips to −12 pt and is last 0.5 pt away at t = 0.4531 s
        // (solving |x(t)| = 0.5 past the dip); the duration is that, to the next millisecond.
        #expect(abs(animation.duration - 0.454) < 0.0015)
    }

    @Test(arguments: [CGPoint(x: 100, y: 0), CGPoint(x: 0, y: -100)])
    func aMoveOfExactlyHalfAPointIsAnimatedWithItsVelocity(velocity: CGPoint) throws {
        // The threshold belongs to "visible": a release exactly 0.5 pt from the target on each axis
        // still animates, and the axis with the finger's 100 pt/s keeps it: 100 / 0.5 = 200
        // distances per second. One axis at a time, so that each axis's own rule shows.
        let animation = try #require(SettleAnimation(from: Self.geometry(100, 250), to: Self.geometry(100.5, 249.5),
                                                     velocity: velocity))
        #expect(animation.initialVelocity == CGPoint(x: velocity.x == 0 ? 0 : 200, y: velocity.y == 0 ? 0 : 200))
        // x(t) = (−0.5 + (100 − 0.5ω) t) e^(−ωt) overshoots to 2.1 pt and is last 0.5 pt away at
        // 0.2566 s; the other axis, from rest, is inside after 1 ms.
        #expect(abs(animation.duration - 0.257) < 0.0015)
    }

    @Test func aMoveOfExactlyHalfAPointFromRestTakesOneMillisecond() throws {
        // It starts exactly 0.5 pt away, outside "within 0.5 pt", and is inside after the first
        // millisecond: 0.5 · (1 + ω · 0.001) · e^(−ω · 0.001) = 0.49994.
        let still = try #require(SettleAnimation(from: Self.geometry(100, 250), to: Self.geometry(100.5, 250),
                                                 velocity: .zero))
        #expect(still.duration == 0.001)
    }

    @Test func aFlingFarFromTheEdgeIsCaughtWithoutOvershoot() throws {
        // 280 pt away at −3000 (capped to −2000) pt/s: ω·280 = 4188.8 > 2000, the spring wins.
        let animation = try #require(SettleAnimation(from: Self.geometry(280, 250), to: Self.geometry(0, 250),
                                                     velocity: CGPoint(x: -3000, y: 0)))
        #expect(isClose(animation.initialVelocity.x, 2000 / 280.0))
        for step in 0...400 {
            #expect(Self.offset(animation, distance: -280, relativeVelocity: animation.initialVelocity.x,
                                at: CGFloat(step) / 200) >= 0)
        }
    }

    @Test func reduceMotionNeverOvershoots() throws {
        let animation = try #require(SettleAnimation(from: Self.geometry(280, 250), to: Self.geometry(0, 250),
                                                     velocity: CGPoint(x: -3000, y: 0), reduceMotion: true))
        #expect(animation.initialVelocity == .zero)
        #expect(isClose(animation.dampingRatio, 1))
        // From rest, critically damped: the offset keeps its sign all the way.
        for step in 1...400 {
            #expect(Self.offset(animation, distance: -280, relativeVelocity: 0, at: CGFloat(step) / 200) >= 0)
        }
    }

    @Test func aSettleFromRestTakesHalfASecond() throws {
        let animation = try #require(SettleAnimation(from: Self.geometry(200, 250), to: Self.geometry(100, 250),
                                                     velocity: .zero))
        // 100 pt from rest: x(t) = −100 (1 + ωt) e^(−ωt) is within 0.5 pt when (1 + u) e^(−u) = 0.005,
        // u ≈ 7.429, t = 7.429 / 14.960 = 0.4966 s.
        #expect(abs(animation.duration - 0.4966) < 0.002)
        #expect(animation.initialVelocity == .zero)
    }

    @Test func aScaleChangeCarriesNoVelocity() throws {
        // A pinch released at 5.4 springs back to 4 with the fingers still moving: no velocity, or
        // UIKit would apply its magnitude to the transform too.
        let animation = try #require(SettleAnimation(from: Self.geometry(150, 250, scale: 5.4), to: Self.geometry(150, 250, scale: 4),
                                                     velocity: CGPoint(x: 300, y: 300)))
        #expect(animation.initialVelocity == .zero)
        #expect(animation.duration > 0.3 && animation.duration < 1)
    }

    @Test func aScaleChangeLastsUntilTheViewsFarEdgeIsWithinHalfAPoint() throws {
        // 5.4 → 4 on a 300 × 500 view: the far edge, half the longer side from the anchor, moves
        // (5.4 − 4) · 250 = 350 pt. From rest, (1 + u) e^(−u) = 0.5/350 at u = 8.837: 0.5907 s,
        // to the next millisecond.
        let animation = try #require(SettleAnimation(from: Self.geometry(150, 250, scale: 5.4),
                                                     to: Self.geometry(150, 250, scale: 4), velocity: .zero))
        #expect(abs(animation.duration - 0.591) < 0.0015)
    }

    @Test func aScaleChangeOfExactlyHalfAPointAlreadyCountsAsOne() throws {
        // A 256 × 512 view from scale 1 to 1 + 1/512: the far edge moves 256/512 = 0.5 pt exactly.
        // That is a scale change, so the fling's velocity is not carried into the move.
        let bounds = CGRect(x: 0, y: 0, width: 256, height: 512)
        let from = ViewGeometry(bounds: bounds, center: CGPoint(x: 100, y: 100))
        let to = ViewGeometry(bounds: bounds, center: CGPoint(x: 160, y: 100),
                              transform: CGAffineTransform(scaleX: 1 + 1.0 / 512, y: 1 + 1.0 / 512))
        let animation = try #require(SettleAnimation(from: from, to: to, velocity: CGPoint(x: 900, y: 0)))
        #expect(animation.initialVelocity == .zero)
    }

    @Test func aNonFiniteVelocityCountsAsNone() throws {
        let animation = try #require(SettleAnimation(from: Self.geometry(200, 250), to: Self.geometry(100, 250),
                                                     velocity: CGPoint(x: CGFloat.nan, y: 0)))
        #expect(animation.initialVelocity == .zero)
    }
}
