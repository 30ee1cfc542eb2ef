import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Whether a release dismisses: the vertical position projected with UIScrollView's deceleration
/// (0.998 per ms: v/1000 · 0.998/0.002 = 0.499 s × v further), at least min(100, ¼ · height) from
/// rest, up or down — on the side the image was dragged to: a throw back through rest cancels.
@Suite struct DismissDragReleaseTests {
    static let portrait = CGSize(width: 390, height: 844)      // threshold min(100, 211) = 100

    @Test(arguments: [
        (100.0, 0.0, true),       // far enough, let go still: 100 ≥ 100 (inclusive)
        (99.0, 0.0, false),       // just short
        (40.0, 300.0, true),      // 40 + 0.499 · 300 = 189.7
        (0.0, 200.0, false),      // 0.499 · 200 = 99.8: a flick just too weak
        (0.0, 201.0, true),       // 0.499 · 201 = 100.299
        (150.0, -300.0, false),   // thrown back: 150 − 149.7 = 0.3
        (-120.0, 0.0, true),      // up works too
        (-20.0, -200.0, true),    // −20 − 99.8 = −119.8
        (300.0, -1000.0, false),  // thrown back through rest: 300 − 499 = −199, on the other side
        (300.0, -100.0, true),    // drifting back but still far: 300 − 49.9 = 250.1, the same side
        (-150.0, 1500.0, false),  // dragged up, thrown back down: −150 + 748.5 = 598.5
        (0.0, -201.0, true),      // a flick from rest has no side yet: −100.299
        (60.0, -60.0, false),     // 60 − 29.94 = 30.06
    ] as [(CGFloat, CGFloat, Bool)])
    func aReleaseDismissesWhenItsProjectionIsFarEnough(offsetY: CGFloat, velocityY: CGFloat, dismisses: Bool) {
        // A sideways component changes nothing: only the vertical projection counts.
        let result = DismissDragRelease.dismisses(offset: CGPoint(x: 37, y: offsetY),
                                                  velocity: CGPoint(x: -800, y: velocityY),
                                                  containerSize: Self.portrait)
        #expect(result == dismisses)
    }

    /// The review's case: on an iPhone 16's 393 × 852 pt page (threshold min(100, 213) = 100),
    /// dragged 150 pt down and flung back up at −1 500 pt/s, the image would coast to
    /// 150 − 0.499 · 1 500 = −598.5 pt: far enough in size, but above rest, where the drag never
    /// went. Photos cancels a throw back: it springs back.
    @Test func aThrowBackTowardsRestSpringsBackHoweverFarItWouldCoast() {
        let page = CGSize(width: 393, height: 852)
        #expect(isClose(DismissDragRelease.projectedOffset(offset: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: -1500)),
                        -598.5))
        #expect(!DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: -1500),
                                              containerSize: page))
        // Thrown on down instead, the same drag dismisses: 150 + 748.5 = 898.5.
        #expect(DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: 1500),
                                             containerSize: page))
    }

    @Test func theProjectionIsMomentums() {
        // 40 + 300 · 0.998 / (1 − 0.998) / 1000 = 40 + 149.7 = 189.7.
        #expect(isClose(DismissDragRelease.projectedOffset(offset: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 300)),
                        189.7))
    }

    /// min(100, ¼ · height): landscape phones and slide-over windows need less travel.
    @Test(arguments: [
        (844.0, 100.0),    // portrait phone: 211 > 100
        (400.0, 100.0),    // exactly 100
        (390.0, 97.5),     // landscape phone
        (200.0, 50.0),
        (0.0, 100.0),      // unusable heights: the plain distance
        (-390.0, 100.0),
        (Double.nan, 100.0),
        (Double.infinity, 100.0),
    ] as [(Double, Double)])
    func theThresholdIsAQuarterOfAShortContainer(height: Double, threshold: Double) {
        #expect(DismissDragRelease.threshold(containerHeight: CGFloat(height)) == CGFloat(threshold))
    }

    @Test func inALandscapeViewerAQuarterOfTheHeightIsEnough() {
        let landscape = CGSize(width: 844, height: 390)                          // threshold 97.5
        #expect(DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 98), velocity: .zero, containerSize: landscape))
        #expect(!DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 97), velocity: .zero, containerSize: landscape))
    }

    @Test func aNonFiniteVelocityLeavesThePositionToDecide() {
        for velocity in [CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 0),
                         CGPoint(x: 0, y: -CGFloat.infinity)] {
            #expect(DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 120), velocity: velocity,
                                                 containerSize: Self.portrait))
            #expect(!DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 50), velocity: velocity,
                                                  containerSize: Self.portrait))
        }
    }

    @Test func anOverflowingProjectionFallsBackToThePosition() {
        // 1.5e308 + 0.499 · 1e308 = 1.999e308 overflows (the largest double is 1.798e308): the
        // position alone (1.5e308) is used.
        #expect(DismissDragRelease.projectedOffset(offset: CGPoint(x: 0, y: 1.5e308), velocity: CGPoint(x: 0, y: 1e308))
            == 1.5e308)
        // A non-finite offset is no offset: 0 + 0.499 · 100 = 49.9.
        #expect(isClose(DismissDragRelease.projectedOffset(offset: CGPoint(x: 0, y: CGFloat.nan),
                                                           velocity: CGPoint(x: 0, y: 100)), 49.9))
    }
}
