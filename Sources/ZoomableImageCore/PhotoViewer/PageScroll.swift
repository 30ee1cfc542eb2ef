import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a photo viewer's "scroll to image" does: which page becomes current at once, where the
/// pager goes, and whether it slides there.
///
/// A slide makes its pages current as it passes the middle between them (the pager's scrolls,
/// ``PageLayout/index(forContentOffset:current:)``), so only a slide leaves the current page to
/// the scroll. Only a neighbouring page (or the current one, the pager displaced) slides: a
/// slide farther would make every page on the way current, start its load and report it shown,
/// for pages nobody asked to see. Anything else — not animated, farther than a neighbour,
/// already there, or no size yet (every page at 0, where no offset tells a page) — makes the
/// target current at once, so the index is right before the viewer has a size, and the first
/// layout then puts the pager on it.
///
/// ```swift
/// let layout = PageLayout(containerSize: CGSize(width: 390, height: 844), pageCount: 5)
/// layout.scroll(toIndex: 2, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
/// // PageScroll(pageToShow: nil, contentOffset: (820, 0), slides: true)
/// layout.scroll(toIndex: 4, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
/// // PageScroll(pageToShow: 4, contentOffset: (1640, 0), slides: false)
/// ```
@_spi(Internals) public struct PageScroll: Equatable, Sendable {
    /// The page to make current now; `nil` when the slide will, when it already is, or without
    /// pages.
    public let pageToShow: Int?
    /// The pager's content offset to go to, points: the target page's.
    public let contentOffset: CGPoint
    /// Whether the pager slides there (`setContentOffset(_:animated: true)`): the dismiss drag
    /// waits until it ends.
    public let slides: Bool

    /// Whether the pager is still once this scroll is made, so that a dismiss drag may begin:
    /// not when it slides, and not when a finger drags it or it decelerates from a swipe — a
    /// jump made during a person's swipe leaves that swipe going (its end makes the pager
    /// still). A finger merely resting on a page (`isTracking` without `isDragging`) is no
    /// swipe: no end of one would follow to make the pager still again.
    ///
    /// - Parameters:
    ///   - isDragging: the pager's `isDragging` (a finger has begun to scroll it).
    ///   - isDecelerating: its `isDecelerating`.
    public func leavesPagerStill(isDragging: Bool, isDecelerating: Bool) -> Bool {
        !slides && Self.pagerIsStill(isDragging: isDragging, isDecelerating: isDecelerating)
    }

    /// Whether a pager that is not sliding is still: no finger drags it and it does not
    /// decelerate (its `isDragging`, `isDecelerating`).
    public static func pagerIsStill(isDragging: Bool, isDecelerating: Bool) -> Bool {
        !isDragging && !isDecelerating
    }
}

extension PageLayout {
    /// Scrolling to page `index`.
    ///
    /// - Parameters:
    ///   - index: the page to show; clamped into the pages.
    ///   - current: the current page.
    ///   - offset: the pager's content offset now, points.
    ///   - animated: whether the caller asked for a slide.
    /// - Returns: a slide when animated, to the current page or a neighbour, with a size, and
    ///   the pager not already at the target offset; otherwise the target made current at once
    ///   (`nil` when it already is, or without pages) and the offset set without animation.
    public func scroll(toIndex index: Int, current: Int, from offset: CGPoint, animated: Bool) -> PageScroll {
        let target = clampedIndex(index)
        let contentOffset = contentOffset(forIndex: index)
        // The distance without trapping: `current` is the caller's, any Int.
        let distance = target.map { $0.subtractingReportingOverflow(current) }
        let isNeighbour = distance.map { !$0.overflow && (-1...1).contains($0.partialValue) } ?? false
        let slides = animated && isNeighbour && pageStride > 0 && contentOffset != offset
        let shown = slides || target == current ? nil : target
        return PageScroll(pageToShow: shown, contentOffset: contentOffset, slides: slides)
    }
}
