import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a photo viewer's pages go: side by side with a gap between them, as in Photos, in a
/// paging scroll view one gap wider than the container.
///
/// Each page is as large as the container. The pager (the paging `UIScrollView`) is the
/// container widened by half a gap on each side, so one page plus one gap — the *page stride* — is
/// exactly one page of scrolling, and a page at rest fills the container while the gap shows
/// only during a swipe:
///
/// - pager frame = (container.minX − gap/2, container.minY, width + gap, height);
/// - page in slot s = (s · stride + gap/2, 0, width, height) in the pager's content;
/// - content offset for slot s = (s · stride, 0); content size = (count · stride, height),
///   with stride = width + gap (``pageStride``).
///
/// Slots count from the left. Left to right, page i is in slot i; right to left, the direction
/// mirrors and page i is in slot count − 1 − i, so the first page is on the right and the next
/// one is reached by swiping right.
///
/// ```swift
/// let layout = PageLayout(containerSize: CGSize(width: 390, height: 844), pageCount: 24)
/// layout.contentOffset(forIndex: 3)                                    // (1230, 0): 3 · 410
/// layout.index(forContentOffset: CGPoint(x: 1400, y: 0), current: 3)   // 3: 3.41 pages, nearest 3
/// ```
@_spi(Internals) public struct PageLayout: Equatable, Sendable {
    /// The gap between pages, points: 20, as in Photos.
    public static let defaultGap: CGFloat = 20

    /// The size of each page, points: the container's. `.zero` when the container's is unusable
    /// (zero, negative, non-finite, or beyond ±1e150 pt).
    public let pageSize: CGSize
    /// How many pages there are; a negative count is 0.
    public let pageCount: Int
    /// The gap between pages, points; a negative or non-finite one, or one beyond 1e150 pt, is 0,
    /// and so is any without a usable container.
    public let gap: CGFloat
    /// Which way the pages run.
    public let direction: PageLayoutDirection

    /// A layout of `pageCount` pages as large as the container.
    ///
    /// - Parameters:
    ///   - containerSize: the viewer's size, points.
    ///   - pageCount: how many pages there are.
    ///   - gap: the gap between pages, points. Default ``defaultGap``.
    ///   - direction: which way the pages run: the layout direction
    ///     (`effectiveUserInterfaceLayoutDirection`). Default `.leftToRight`.
    public init(containerSize: CGSize, pageCount: Int, gap: CGFloat = PageLayout.defaultGap,
                direction: PageLayoutDirection = .leftToRight) {
        let limit = CGRect.largestZoomableCoordinate
        pageSize = containerSize.isPositiveAndFinite && containerSize.width <= limit && containerSize.height <= limit
            ? containerSize : .zero
        self.pageCount = max(pageCount, 0)
        self.gap = pageSize != .zero && gap.isFinite && gap > 0 && gap <= limit ? gap : 0
        self.direction = direction
    }

    /// One page and one gap, points: how far one page of scrolling goes. 0 without a usable
    /// container (every page then sits at 0, and no offset changes the page).
    public var pageStride: CGFloat { pageSize.width + gap }

    /// The pager's frame, container space (points): the container widened by half a gap each side.
    ///
    /// - Parameter containerBounds: the container's bounds, container space (points).
    public func pagerFrame(in containerBounds: CGRect) -> CGRect {
        CGRect(x: containerBounds.minX - gap / 2, y: containerBounds.minY, width: pageStride, height: pageSize.height)
    }

    /// The pager's content size, points: count · stride wide, one page tall.
    public var contentSize: CGSize {
        CGSize(width: CGFloat(pageCount) * pageStride, height: pageSize.height)
    }

    /// `index` clamped into the pages, or `nil` when there are none.
    ///
    /// - Parameter index: any index.
    public func clampedIndex(_ index: Int) -> Int? {
        pageCount > 0 ? min(max(index, 0), pageCount - 1) : nil
    }

    /// The slot (position from the left, 0-based) of page `index`, clamped into the pages; `nil`
    /// when there are none.
    ///
    /// - Parameter index: the page's index.
    public func slot(forIndex index: Int) -> Int? {
        guard let index = clampedIndex(index) else { return nil }
        return direction == .leftToRight ? index : pageCount - 1 - index
    }

    /// The page in `slot` (position from the left): the slot mirrored right to left.
    func index(forSlot slot: Int) -> Int {
        direction == .leftToRight ? slot : pageCount - 1 - slot
    }

    /// Page `index`'s frame in the pager's content, pager content space (points); the index is
    /// clamped into the pages. `.zero` when there are none.
    ///
    /// - Parameter index: the page's index.
    public func pageFrame(forIndex index: Int) -> CGRect {
        guard let slot = slot(forIndex: index) else { return .zero }
        return CGRect(x: CGFloat(slot) * pageStride + gap / 2, y: 0, width: pageSize.width, height: pageSize.height)
    }

    /// The pager's content offset that shows page `index`, pager content space (points); the
    /// index is clamped into the pages. `.zero` when there are none.
    ///
    /// - Parameter index: the page's index.
    public func contentOffset(forIndex index: Int) -> CGPoint {
        guard let slot = slot(forIndex: index) else { return .zero }
        return CGPoint(x: CGFloat(slot) * pageStride, y: 0)
    }

    /// The page a content offset shows: the one whose slot is nearest offset.x / ``pageStride``.
    ///
    /// Exactly halfway between two pages the current page stays, when it is one of the two (so a
    /// swipe held at the middle does not flip back and forth); otherwise the left one. Past the
    /// first or last page (a bounce), the end page. An offset or layout that gives no number
    /// (NaN, no page width) keeps the current page.
    ///
    /// - Parameters:
    ///   - contentOffset: the pager's `contentOffset`, pager content space (points).
    ///   - current: the page shown until now, or `nil`.
    /// - Returns: the page's index; `nil` when there are no pages.
    public func index(forContentOffset contentOffset: CGPoint, current: Int?) -> Int? {
        guard pageCount > 0 else { return nil }
        let position = contentOffset.x / pageStride
        guard position.isFinite else { return clampedIndex(current ?? 0) }
        let left = position.rounded(.down)
        var slot = left
        if position - left > 0.5 {
            slot = left + 1
        } else if position - left == 0.5, let current, let currentSlot = self.slot(forIndex: current),
                  CGFloat(currentSlot) == left + 1 {
            slot = left + 1
        }
        // Clamp in floating point: a huge offset must not reach Int's conversion.
        let last = pageCount - 1
        if slot <= 0 { return index(forSlot: 0) }
        if slot >= CGFloat(last) { return index(forSlot: last) }
        return index(forSlot: Int(slot))
    }

    /// The content offset that keeps the page shown before a resize (a rotation): the page the
    /// old layout showed at `oldContentOffset`, at its offset in this layout.
    ///
    /// - Parameters:
    ///   - old: the layout before the resize.
    ///   - oldContentOffset: the pager's content offset before the resize (read it before UIKit
    ///     changes the pager's frame, e.g. in `viewWillTransition(to:with:)`).
    ///   - current: the page shown before the resize.
    /// - Returns: this layout's content offset for that page.
    public func contentOffset(keepingPageOf old: PageLayout, at oldContentOffset: CGPoint, current: Int?) -> CGPoint {
        guard let index = old.index(forContentOffset: oldContentOffset, current: current) else { return .zero }
        return contentOffset(forIndex: index)
    }
}

extension PageLayout {
    /// The inset of a page's message (its load error) from each edge, points: 20.
    public static let messageInset: CGFloat = 20

    /// Where a page's message goes in the page's bounds (page space, points): inset by
    /// ``messageInset`` on each side — less on a page too small for it, the message then a line
    /// of no width or height in the middle, never a null or non-finite rect (which
    /// `CGRect.insetBy` returns for a page under 40 pt, putting a view at infinity). Unusable
    /// bounds give `.zero`.
    ///
    /// ```swift
    /// PageLayout.messageFrame(in: CGRect(x: 0, y: 0, width: 393, height: 852))   // (20, 20, 353, 812)
    /// PageLayout.messageFrame(in: CGRect(x: 0, y: 0, width: 30, height: 852))    // (15, 20, 0, 812)
    /// ```
    public static func messageFrame(in pageBounds: CGRect) -> CGRect {
        guard pageBounds.isFiniteRect else { return .zero }
        let bounds = pageBounds.standardized
        let dx = min(messageInset, bounds.width / 2)
        let dy = min(messageInset, bounds.height / 2)
        return CGRect(x: bounds.minX + dx, y: bounds.minY + dy, width: bounds.width - 2 * dx, height: bounds.height - 2 * dy)
    }
}

/// Which way a viewer's pages run: the user interface's layout direction.
@_spi(Internals) public enum PageLayoutDirection: Equatable, Sendable, CaseIterable {
    /// The first page on the left; the next one is to the right.
    case leftToRight
    /// The first page on the right; the next one is to the left (Arabic, Hebrew).
    case rightToLeft
}
