import Foundation

/// When an inline pager asks the app for more items: once the current page comes within
/// ``threshold`` pages of the last, and once per item count — so the request is not repeated on
/// every swipe near the end while the app fetches, and is made again near the new end after the
/// app appended.
///
/// A page is within the threshold when at most `threshold` pages follow it: with 50 items and a
/// threshold of 3, pages 46 to 49. Without items there is no current page and nothing is asked
/// (the app loads its first items itself). When the app has nothing more to give, the count
/// stays and the pager asks no more.
///
/// ```swift
/// var loadMore = PagerLoadMore(threshold: 3)
/// loadMore.pageShown(at: 45, pageCount: 50)   // false: four pages follow
/// loadMore.pageShown(at: 46, pageCount: 50)   // true: three follow
/// loadMore.pageShown(at: 47, pageCount: 50)   // false: asked already at 50 items
/// loadMore.pageShown(at: 47, pageCount: 70)   // false: far from the new end
/// ```
@_spi(Internals)
public struct PagerLoadMore: Equatable, Sendable {
    /// How many pages may follow the current one when the pager asks, ≥ 0 (a negative
    /// threshold is 0: only the last page asks); `nil` when the app asks for nothing.
    public var threshold: Int?
    /// The item count the pager last asked at, `nil` before it first asked.
    private(set) var askedAtCount: Int?

    /// A pager that asks `threshold` pages before the end, or never (`nil`).
    public init(threshold: Int?) {
        self.threshold = threshold
    }

    /// The current page is `index` of `pageCount` (after a swipe, a selection the app set, or the
    /// items changing).
    ///
    /// - Parameters:
    ///   - index: the current page, or `nil` without pages.
    ///   - pageCount: how many pages there are.
    /// - Returns: whether to ask the app for more items now.
    public mutating func pageShown(at index: Int?, pageCount: Int) -> Bool {
        guard let index, let threshold, (0..<pageCount).contains(index), askedAtCount != pageCount else {
            return false
        }
        // pageCount − 1 − index cannot overflow: index is in 0..<pageCount.
        guard pageCount - 1 - index <= max(threshold, 0) else { return false }
        askedAtCount = pageCount
        return true
    }
}
