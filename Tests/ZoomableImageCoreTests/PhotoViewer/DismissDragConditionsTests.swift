import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// When a dismiss drag may begin: each refusal by itself, and the 45° split between the pager
/// and the dismiss drag.
@Suite struct DismissDragConditionsTests {
    /// A page at rest at a minimum of 1.5 (not 1, so a "scale == 1" shortcut would show), one
    /// finger moving mostly down in a portrait phone-sized viewer.
    static func atRest(velocity: CGPoint = CGPoint(x: 40, y: 600)) -> DismissDragConditions {
        DismissDragConditions(zoomScale: 1.5, minimumZoomScale: 1.5, isPinching: false, isSettling: false,
                              isPageSwiping: false, touchCount: 1, velocity: velocity,
                              containerSize: CGSize(width: 390, height: 844))
    }

    @Test func atRestWithOneFingerMovingDownADismissDragMayBegin() {
        #expect(Self.atRest().refusal == nil)
    }

    /// Each condition broken alone gives its own reason.
    @Test(arguments: [
        ("disabled", DismissDragRefusal.disabled),
        ("zoomed", .zoomed),
        ("pinching", .pinching),
        ("settling", .settling),
        ("pageSwiping", .pageSwiping),
        ("twoFingers", .notOneFinger),
        ("noFinger", .notOneFinger),
        ("sideways", .notMostlyVertical),
        ("noContainer", .noContainer),
    ] as [(String, DismissDragRefusal)])
    func eachBrokenConditionRefusesWithItsReason(change: String, expected: DismissDragRefusal) {
        var conditions = Self.atRest()
        switch change {
        case "disabled": conditions.isEnabled = false
        case "zoomed": conditions.zoomScale = 3          // twice the minimum of 1.5
        case "pinching": conditions.isPinching = true
        case "settling": conditions.isSettling = true
        case "pageSwiping": conditions.isPageSwiping = true
        case "twoFingers": conditions.touchCount = 2
        case "noFinger": conditions.touchCount = 0
        case "sideways": conditions.velocity = CGPoint(x: 600, y: 40)
        default: conditions.containerSize = CGSize(width: 390, height: 0)
        }
        #expect(conditions.refusal == expected)
    }

    /// |vy| > |vx|, down or up; an exact diagonal, no motion or a non-finite one go to the pager.
    @Test(arguments: [
        (CGPoint(x: 0, y: 600), true),          // straight down
        (CGPoint(x: 0, y: -600), true),         // straight up
        (CGPoint(x: -299, y: 300), true),       // 44.9° from vertical
        (CGPoint(x: 299, y: -300), true),
        (CGPoint(x: 300, y: 300), false),       // exactly 45°: the pager's
        (CGPoint(x: -300, y: -300), false),
        (CGPoint(x: 600, y: 0), false),         // straight sideways
        (CGPoint(x: 301, y: 300), false),
        (CGPoint.zero, false),                  // direction unknown
        (CGPoint(x: CGFloat.nan, y: 600), false),
        (CGPoint(x: 0, y: CGFloat.infinity), false),
    ] as [(CGPoint, Bool)])
    func mostlyVerticalMeansTheVerticalSpeedExceedsTheHorizontal(velocity: CGPoint, begins: Bool) {
        #expect((Self.atRest(velocity: velocity).refusal == nil) == begins)
    }

    /// "At rest" is the minimum within 1e-9 relative: 1.5 · (1 + 5e-10) is rest, 1.5 · (1 + 2e-9)
    /// is zoomed; a scale below the minimum (mid rubber band) is not rest either.
    @Test(arguments: [
        (1.5 * (1 + 5e-10), true),
        (1.5 * (1 - 5e-10), true),
        (1.5 * (1 + 2e-9), false),
        (1.2, false),
        (CGFloat.nan, false),
        (CGFloat.infinity, false),
    ] as [(CGFloat, Bool)])
    func atRestMeansTheMinimumWithinRoundingError(zoomScale: CGFloat, atRest: Bool) {
        var conditions = Self.atRest()
        conditions.zoomScale = zoomScale
        #expect((conditions.refusal == nil) == atRest)
        #expect(conditions.refusal == (atRest ? nil : .zoomed))
    }

    @Test func aBadMinimumScaleIsNeverRest() {
        for minimum in [0, -1, CGFloat.nan] as [CGFloat] {
            var conditions = Self.atRest()
            conditions.zoomScale = minimum
            conditions.minimumZoomScale = minimum
            #expect(conditions.refusal == .zoomed)
        }
    }

    @Test func anUnusableContainerRefuses() {
        for size in [CGSize.zero, CGSize(width: -390, height: 844), CGSize(width: 390, height: CGFloat.nan),
                     CGSize(width: CGFloat.infinity, height: 844)] {
            var conditions = Self.atRest()
            conditions.containerSize = size
            #expect(conditions.refusal == .noContainer)
        }
    }
}
