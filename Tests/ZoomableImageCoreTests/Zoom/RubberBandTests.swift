import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// UIScrollView's rubber band on one axis, f(x) = (1 − 1/(x·c/d + 1))·d with c = 0.55, and the
/// rules for a position the band cannot explain. The engine tests pull real images past real
/// edges; these pin each rule on its own, on an asymmetric range [100, 180] with d = 300, both
/// sides, so that a sign or a side swapped in one branch cannot hide behind the other.
@Suite struct RubberBandTests {
    static let (lower, upper, dimension): (CGFloat, CGFloat, CGFloat) = (100, 180, 300)

    static func moved(_ position: CGFloat, by translation: CGFloat, bounces: Bool = true) -> CGFloat {
        RubberBand.position(position, movedBy: translation, lower: lower, upper: upper, dimension: dimension,
                            bounces: bounces)
    }

    @Test func theBandStartsWithSlopeCAndNeverReachesTheDimension() {
        // f(100) with d = 300: (1 − 1/(55/300 + 1)) · 300 = 55/1.18333… = 46.4788…
        let expected: CGFloat = 55 / (1 + 55.0 / 300)
        #expect(isClose(RubberBand.offset(forOvershoot: 100, dimension: 300), expected))
        #expect(isClose(RubberBand.offset(forOvershoot: 0.001, dimension: 300), 0.00055, tolerance: 1e-6))
        #expect(RubberBand.offset(forOvershoot: 1e12, dimension: 300) < 300)
        #expect(RubberBand.offset(forOvershoot: 0, dimension: 300) == 0)
    }

    @Test func theInverseRecoversTheOvershootUpToTheBandsReach() throws {
        // f⁻¹(y) = y · d / ((d − y) · c): 46.4788… ↦ 100.
        let shown: CGFloat = 55 / (1 + 55.0 / 300)
        let overshoot = try #require(RubberBand.overshoot(forOffset: shown, dimension: 300))
        #expect(isClose(overshoot, 100))
        #expect(RubberBand.overshoot(forOffset: 0, dimension: 300) == 0)
        // At d the band would need an infinite pull; within 1e-9 of it the inverse has no
        // precision left either: both are "beyond reach".
        #expect(RubberBand.overshoot(forOffset: 300, dimension: 300) == nil)
        #expect(RubberBand.overshoot(forOffset: 300 * (1 - 5e-10), dimension: 300) == nil)
        let nearReach = try #require(RubberBand.overshoot(forOffset: 300 * (1 - 2e-9), dimension: 300))
        let expected: CGFloat = 300 / (2e-9 * 0.55)                   // y · d / ((d − y) · c), d − y = 6e-7
        #expect(isClose(nearReach, expected, tolerance: 1e-6))
    }

    @Test func pastEitherEndTheBandIsMeasuredFromThatEnd() {
        let band: CGFloat = 55 / (1 + 55.0 / 300)
        #expect(isClose(Self.moved(170, by: 110), Self.upper + band))        // 100 past 180
        #expect(isClose(Self.moved(110, by: -110), Self.lower - band))       // 100 past 100
        // And back: the finger's overshoot is reconstructed from the position on each side.
        #expect(isClose(Self.moved(Self.upper + band, by: -100), Self.upper))
        #expect(isClose(Self.moved(Self.lower - band, by: 100), Self.lower))
        #expect(isClose(Self.moved(Self.lower - band, by: 130), 130))
    }

    @Test func withoutBouncingAMoveStopsAtEitherEnd() {
        #expect(Self.moved(140, by: 20, bounces: false) == 160)
        #expect(Self.moved(140, by: 60, bounces: false) == Self.upper)
        #expect(Self.moved(140, by: -70, bounces: false) == Self.lower)
    }

    @Test func withoutBouncingAPositionOutsideMovesBackInButNotFurtherOut() {
        // Above the range (left there by a pinch): further up is ignored, down follows, and a
        // long move down still stops at the other end.
        #expect(Self.moved(220, by: 10, bounces: false) == 220)
        #expect(Self.moved(220, by: -10, bounces: false) == 210)
        #expect(Self.moved(220, by: -200, bounces: false) == Self.lower)
        // Below it, the mirror image.
        #expect(Self.moved(50, by: -10, bounces: false) == 50)
        #expect(Self.moved(50, by: 10, bounces: false) == 60)
        #expect(Self.moved(50, by: 300, bounces: false) == Self.upper)
    }

    @Test func aPositionBeyondTheBandsReachFollowsMovesBackOneToOneAndIgnoresMovesAway() {
        // 320 above the upper end and 320 below the lower end, more than d = 300: no finger
        // overshoot shows that, so there is nothing to reconstruct.
        #expect(Self.moved(500, by: 10) == 500)
        #expect(Self.moved(500, by: -10) == 490)
        #expect(Self.moved(-220, by: -10) == -220)
        #expect(Self.moved(-220, by: 10) == -210)
    }
}
