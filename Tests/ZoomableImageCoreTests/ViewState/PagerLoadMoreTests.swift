import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// When the inline pager asks for more items: when at most `threshold` pages follow the current
/// one, once per item count.
@Suite struct PagerLoadMoreTests {
    @Test(arguments: [
        // threshold, index, count → asks (worked out: count − 1 − index pages follow)
        (3, 45, 50, false),      // 4 follow
        (3, 46, 50, true),       // 3 follow
        (3, 49, 50, true),       // the last page
        (0, 48, 50, false),      // 1 follows
        (0, 49, 50, true),
        (-4, 49, 50, true),      // a negative threshold is 0
        (-4, 48, 50, false),
        (7, 0, 5, true),         // fewer items than the threshold: the first page asks
        (3, 50, 50, false),      // no such page
        (3, -1, 50, false),
        (Int.max, 0, Int.max, true),
    ] as [(Int, Int, Int, Bool)])
    func asksWhenAtMostThresholdPagesFollow(threshold: Int, index: Int, count: Int, asks: Bool) {
        var loadMore = PagerLoadMore(threshold: threshold)
        let asked = loadMore.pageShown(at: index, pageCount: count)
        #expect(asked == asks)
    }

    @Test func withoutAThresholdOrPagesItNeverAsks() {
        var never = PagerLoadMore(threshold: nil)
        let neverAsks = never.pageShown(at: 49, pageCount: 50)
        var noPages = PagerLoadMore(threshold: 3)
        let asksWithoutPage = noPages.pageShown(at: nil, pageCount: 0)
        let asksAtNoPage = noPages.pageShown(at: 0, pageCount: 0)
        #expect(!neverAsks && !asksWithoutPage && !asksAtNoPage)
    }

    /// Asked at 50 items on page 46; 47, 48 and 49 ask no more; 20 appended (70): page 49 has
    /// 20 after it, nothing; page 66 (3 follow) asks; 70 items again (the app had none to give)
    /// asks no more; one deleted (69) asks again on 66 (2 follow).
    @Test func asksOncePerItemCount() {
        var loadMore = PagerLoadMore(threshold: 3)
        let steps = [(46, 50), (47, 50), (48, 50), (49, 50), (49, 70), (66, 70), (67, 70), (66, 69)]
        let asked = steps.map { loadMore.pageShown(at: $0.0, pageCount: $0.1) }
        #expect(asked == [true, false, false, false, false, true, false, true])
    }
}
