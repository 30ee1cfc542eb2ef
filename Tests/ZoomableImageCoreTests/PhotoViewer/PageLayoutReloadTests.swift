import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Items change while the pager shows page 4 of 5 in a 393 × 852 pt viewer (stride 393 + 20 =
/// 413 pt, page i at 413 · i left to right; right to left page i is in slot count − 1 − i). The
/// offset is left alone only during a swipe, and only when the page shown keeps its offset.
@Suite struct PageLayoutReloadTests {
    static let portrait = CGSize(width: 393, height: 852)

    static func layout(_ count: Int, _ direction: PageLayoutDirection = .leftToRight,
                       size: CGSize = portrait) -> PageLayout {
        PageLayout(containerSize: size, pageCount: count, direction: direction)
    }

    @Test(arguments: [
        // Four appended ("load more"): page 4 stays at 4 · 413 = 1652; a deceleration or a
        // finger's drag goes on, a still pager is put on the page (where it is already).
        (layout(5), 4, layout(9), 4, false, true, nil),
        (layout(5), 4, layout(9), 4, true, false, nil),
        (layout(5), 4, layout(9), 4, true, true, nil),
        (layout(5), 4, layout(9), 4, false, false, CGPoint(x: 1652, y: 0)),
        // One inserted before: the item is page 5 now, at 5 · 413 = 2065: the pager goes there.
        (layout(5), 4, layout(6), 5, false, true, CGPoint(x: 2065, y: 0)),
        // One removed before: page 3, at 3 · 413 = 1239, even under a finger.
        (layout(5), 4, layout(4), 3, true, false, CGPoint(x: 1239, y: 0)),
        // Right to left, four appended: page 4 was in slot 0 (offset 0), now in slot 9 − 1 − 4 =
        // 4, at 1652.
        (layout(5, .rightToLeft), 4, layout(9, .rightToLeft), 4, false, true, CGPoint(x: 1652, y: 0)),
        // Right to left, page 0 with one appended: slot 4 (1652) before, slot 5 (2065) now.
        (layout(5, .rightToLeft), 0, layout(6, .rightToLeft), 0, true, false, CGPoint(x: 2065, y: 0)),
        // Right to left, page 2 of 5 with one removed after it (page 4): slot 2 (826) before,
        // slot 4 − 1 − 2 = 1 (413) now.
        (layout(5, .rightToLeft), 2, layout(4, .rightToLeft), 2, false, true, CGPoint(x: 413, y: 0)),
        // Right to left, page 3 with page 4 replaced (same count): slot 1 before and after.
        (layout(5, .rightToLeft), 3, layout(5, .rightToLeft), 3, false, true, nil),
        // Page 0 rotated in the same pass (852 × 393, stride 872): both at 0, but the strides
        // differ, so the swipe's offset means another place: set.
        (layout(5), 0, layout(9, size: CGSize(width: 852, height: 393)), 0, false, true, CGPoint.zero),
        // No size yet (stride 0) and no items left: every page at 0, set.
        (layout(5), 0, layout(9, size: .zero), 0, false, true, CGPoint.zero),
        (layout(5), 0, layout(0), 0, true, true, CGPoint.zero),
    ] as [(PageLayout, Int, PageLayout, Int, Bool, Bool, CGPoint?)])
    func aSwipeGoesOnOnlyWhenThePageShownStaysPut(old: PageLayout, previous: Int, new: PageLayout, current: Int,
                                                  isDragging: Bool, isDecelerating: Bool, expected: CGPoint?) {
        #expect(new.contentOffsetAfterReload(from: old, previousIndex: previous, currentIndex: current,
                                             isDragging: isDragging, isDecelerating: isDecelerating) == expected)
    }
}
