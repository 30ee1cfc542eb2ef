import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// 24 pages in a 390 × 844 pt viewer with a 20 pt gap: a stride of 410 pt, the pager 10 pt wider
/// than the container on each side.
@Suite struct PageLayoutTests {
    static let portrait = CGSize(width: 390, height: 844)
    static let layout = PageLayout(containerSize: portrait, pageCount: 24)
    static let mirrored = PageLayout(containerSize: portrait, pageCount: 24, direction: .rightToLeft)

    @Test func pagesSitSideBySideWithAGapAndAPageAtRestFillsTheContainer() {
        let layout = Self.layout
        #expect(layout.pageStride == 410)
        // A container at (0, 30) (under a bar): pager (−10, 30, 410, 844).
        #expect(layout.pagerFrame(in: CGRect(x: 0, y: 30, width: 390, height: 844))
            == CGRect(x: -10, y: 30, width: 410, height: 844))
        #expect(layout.contentSize == CGSize(width: 24 * 410, height: 844))
        // Page 3: 3 · 410 + 10 = 1240 in the content; shown at offset 3 · 410 = 1230, it is at
        // −10 + 1240 − 1230 = 0 in the container: exactly on it.
        #expect(layout.pageFrame(forIndex: 3) == CGRect(x: 1240, y: 0, width: 390, height: 844))
        #expect(layout.contentOffset(forIndex: 3) == CGPoint(x: 1230, y: 0))
        #expect(layout.contentOffset(forIndex: 0) == .zero)
    }

    @Test func rightToLeftMirrorsTheDirection() {
        let layout = Self.mirrored
        // Page i is in slot 23 − i: page 0 at the right end (23 · 410 = 9430), page 3 at 20 · 410.
        #expect(layout.contentOffset(forIndex: 0) == CGPoint(x: 9430, y: 0))
        #expect(layout.contentOffset(forIndex: 3) == CGPoint(x: 8200, y: 0))
        #expect(layout.pageFrame(forIndex: 3) == CGRect(x: 8210, y: 0, width: 390, height: 844))
        #expect(layout.slot(forIndex: 23) == 0)
        // The next page (4) is to the left: a smaller offset, reached by swiping right.
        #expect(layout.contentOffset(forIndex: 4).x < layout.contentOffset(forIndex: 3).x)
    }

    /// The nearest page; exactly halfway (1435 / 410 = 3.5) the current page stays when it is one
    /// of the two, otherwise the left one; past the ends, the end page.
    @Test(arguments: [
        (1230.0, 3, 3),                // on page 3
        (1434.0, 3, 3),                // 3.4976: still 3
        (1436.0, 3, 4),                // 3.5024: 4
        (1435.0, 3, 3),                // halfway, current 3 stays
        (1435.0, 4, 4),                // halfway, current 4 stays
        (1435.0, 7, 3),                // halfway, current elsewhere: the left one
        (-200.0, 3, 0),                // bouncing past the first page
        (99_999.0, 3, 23),             // past the last
        (Double.nan, 5, 5),            // no number: the current page
    ] as [(Double, Int, Int)])
    func theCurrentPageIsTheNearest(offset: Double, current: Int, expected: Int) {
        #expect(Self.layout.index(forContentOffset: CGPoint(x: CGFloat(offset), y: 0), current: current) == expected)
    }

    /// Right to left, slots count from the left: slot s shows page 23 − s.
    @Test(arguments: [
        (1230.0, 20, 20),              // slot 3
        (1436.0, 20, 19),              // slot 4
        (1435.0, 20, 20),              // halfway between slots 3 and 4 (pages 20, 19): current 20 stays
        (1435.0, 19, 19),
        (1435.0, 0, 20),               // current elsewhere: the left slot, 3 → page 20
        (-50.0, 20, 23),               // past the left end: the last page
    ] as [(Double, Int, Int)])
    func rightToLeftTheCurrentPageIsMirrored(offset: Double, current: Int, expected: Int) {
        #expect(Self.mirrored.index(forContentOffset: CGPoint(x: CGFloat(offset), y: 0), current: current) == expected)
    }

    @Test func aRotationKeepsTheCurrentPage() {
        let landscape = PageLayout(containerSize: CGSize(width: 844, height: 390), pageCount: 24)
        // Page 3 at rest: 3 · (844 + 20) = 2592 after turning.
        #expect(landscape.contentOffset(keepingPageOf: Self.layout, at: CGPoint(x: 1230, y: 0), current: 3)
            == CGPoint(x: 2592, y: 0))
        // Mid-swipe at 1400 (3.41 pages): page 3 is kept, at rest in the new size.
        #expect(landscape.contentOffset(keepingPageOf: Self.layout, at: CGPoint(x: 1400, y: 0), current: 3)
            == CGPoint(x: 2592, y: 0))
        // Right to left: page 3 is slot 20, 20 · 864 = 17 280.
        let mirroredLandscape = PageLayout(containerSize: CGSize(width: 844, height: 390), pageCount: 24,
                                           direction: .rightToLeft)
        #expect(mirroredLandscape.contentOffset(keepingPageOf: Self.mirrored, at: CGPoint(x: 8200, y: 0), current: 3)
            == CGPoint(x: 17_280, y: 0))
    }

    @Test func indicesOutOfRangeAreClampedAndNoPagesHaveNoIndex() {
        #expect(Self.layout.contentOffset(forIndex: -5) == .zero)
        #expect(Self.layout.contentOffset(forIndex: 99) == CGPoint(x: 9430, y: 0))
        #expect(Self.layout.clampedIndex(99) == 23)
        let empty = PageLayout(containerSize: Self.portrait, pageCount: 0)
        #expect(empty.index(forContentOffset: .zero, current: 0) == nil)
        #expect(empty.contentOffset(forIndex: 0) == .zero)
        #expect(empty.pageFrame(forIndex: 0) == .zero)
        #expect(empty.contentSize == CGSize(width: 0, height: 844))
        #expect(PageLayout(containerSize: Self.portrait, pageCount: -3).pageCount == 0)
        let single = PageLayout(containerSize: Self.portrait, pageCount: 1)
        #expect(single.index(forContentOffset: CGPoint(x: 300, y: 0), current: nil) == 0)
    }

    @Test func aHugeCountOrOffsetNeverTraps() {
        let huge = PageLayout(containerSize: Self.portrait, pageCount: Int.max)
        // The last page, Int.max − 1, whose offset CGFloat cannot hold exactly but can hold.
        #expect(huge.index(forContentOffset: CGPoint(x: 1e300, y: 0), current: 0) == Int.max - 1)
        #expect(huge.index(forContentOffset: CGPoint(x: CGFloat.infinity, y: 0), current: 7) == 7)
        #expect(huge.contentOffset(forIndex: Int.max).x == CGFloat(Int.max - 1) * 410)
        let mirrored = PageLayout(containerSize: Self.portrait, pageCount: Int.max, direction: .rightToLeft)
        #expect(mirrored.index(forContentOffset: CGPoint(x: 1e300, y: 0), current: 0) == 0)
        #expect(mirrored.slot(forIndex: Int.min) == Int.max - 1)
    }

    @Test func anUnusableContainerOrGapLaysOutNothingOrNoGap() {
        for size in [CGSize.zero, CGSize(width: CGFloat.nan, height: 844), CGSize(width: 390, height: -844),
                     CGSize(width: 1e200, height: 844)] {
            let layout = PageLayout(containerSize: size, pageCount: 24)
            #expect(layout.pageSize == .zero && layout.gap == 0 && layout.pageStride == 0)
            #expect(layout.contentOffset(forIndex: 5) == .zero)
            // 0 / 0: no number, the current page stays.
            #expect(layout.index(forContentOffset: CGPoint(x: 300, y: 0), current: 5) == 5)
        }
        for gap in [-20, CGFloat.nan, CGFloat.infinity] as [CGFloat] {
            #expect(PageLayout(containerSize: Self.portrait, pageCount: 24, gap: gap).pageStride == 390)
        }
    }

    /// A page's message sits 20 pt in from each edge; a page under 40 pt on a side gives it what
    /// there is (half of it from each edge: a line of no width in the middle); unusable bounds give
    /// `.zero`. By hand: 393 − 40 = 353, 852 − 40 = 812; a 30 pt wide page at x 10: 10 + 15 = 25,
    /// width 0; a negative width of −50 at 0 is the rect from −50, whose 50 pt give 10 pt.
    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: 393, height: 852), CGRect(x: 20, y: 20, width: 353, height: 812)),
        (CGRect(x: 10, y: 30, width: 30, height: 852), CGRect(x: 25, y: 50, width: 0, height: 812)),
        (CGRect(x: 0, y: 0, width: -50, height: 100), CGRect(x: -30, y: 20, width: 10, height: 60)),
        (CGRect.zero, CGRect.zero),
        (CGRect.null, CGRect.zero),
        (CGRect(x: CGFloat.nan, y: 0, width: 393, height: 852), CGRect.zero),
    ])
    func aPagesMessageIsInsetAndNeverNull(bounds: CGRect, expected: CGRect) {
        #expect(PageLayout.messageFrame(in: bounds) == expected)
    }
}
