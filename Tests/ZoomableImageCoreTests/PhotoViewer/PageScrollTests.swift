import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Five pages of 390 × 844 pt with the default 20 pt gap: a stride of 410 pt, page i at offset
/// 410 · i (PageLayoutTests pins the layout).
@Suite struct PageScrollTests {
    static let sized = PageLayout(containerSize: CGSize(width: 390, height: 844), pageCount: 5)

    /// Animated from page 1 (offset 410) to its neighbours: the pager slides to 2 · 410 = 820 or
    /// to 0, and the slide makes the page current. Displaced to 500 on page 1, it slides back to
    /// 410.
    @Test func anAnimatedScrollToANeighbourSlidesAndLeavesTheCurrentPageToTheSlide() {
        #expect(Self.sized.scroll(toIndex: 2, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: nil, contentOffset: CGPoint(x: 820, y: 0), slides: true))
        #expect(Self.sized.scroll(toIndex: 0, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: nil, contentOffset: .zero, slides: true))
        #expect(Self.sized.scroll(toIndex: 1, current: 1, from: CGPoint(x: 500, y: 0), animated: true)
            == PageScroll(pageToShow: nil, contentOffset: CGPoint(x: 410, y: 0), slides: true))
    }

    /// Animated from page 1 to page 3, two away: no slide through page 2 (it would be made
    /// current, loaded and reported); page 3 is current at once at 3 · 410 = 1230. Index 9 is
    /// clamped to page 4 (1640), and from page 4 back to 0 is as far.
    @Test func anAnimatedScrollFartherThanANeighbourJumps() {
        #expect(Self.sized.scroll(toIndex: 3, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: 3, contentOffset: CGPoint(x: 1230, y: 0), slides: false))
        #expect(Self.sized.scroll(toIndex: 9, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: 4, contentOffset: CGPoint(x: 1640, y: 0), slides: false))
        #expect(Self.sized.scroll(toIndex: 0, current: 4, from: CGPoint(x: 1640, y: 0), animated: true)
            == PageScroll(pageToShow: 0, contentOffset: .zero, slides: false))
        // A current page at Int's ends is far from every page, without trapping.
        #expect(Self.sized.scroll(toIndex: 4, current: .min, from: .zero, animated: true).slides == false)
        #expect(Self.sized.scroll(toIndex: 0, current: .max, from: .zero, animated: true).slides == false)
    }

    /// Not animated, or already at the target offset: the target is current at once and nothing
    /// slides (an animated scroll to where the pager is would never report its end).
    @Test func withoutASlideTheTargetIsCurrentAtOnce() {
        #expect(Self.sized.scroll(toIndex: 3, current: 1, from: CGPoint(x: 410, y: 0), animated: false)
            == PageScroll(pageToShow: 3, contentOffset: CGPoint(x: 1230, y: 0), slides: false))
        #expect(Self.sized.scroll(toIndex: 1, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: nil, contentOffset: CGPoint(x: 410, y: 0), slides: false))
    }

    /// The dismiss drag waits for a still pager: a slide is not still, nor a jump while a finger
    /// drags the pager or it decelerates from a swipe; a jump otherwise is.
    @Test func onlyAJumpWithNoSwipeGoingOnLeavesThePagerStill() {
        let slide = Self.sized.scroll(toIndex: 2, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
        let jump = Self.sized.scroll(toIndex: 4, current: 1, from: CGPoint(x: 410, y: 0), animated: true)
        #expect(slide.slides && !jump.slides)
        #expect(!slide.leavesPagerStill(isDragging: false, isDecelerating: false))
        #expect(jump.leavesPagerStill(isDragging: false, isDecelerating: false))
        #expect(!jump.leavesPagerStill(isDragging: true, isDecelerating: false))
        #expect(!jump.leavesPagerStill(isDragging: false, isDecelerating: true))
    }

    /// Before the viewer has a size every page sits at 0 (stride 0): the target becomes current
    /// at once, animated or not, clamped (−2 → 0); without pages there is nothing to show.
    @Test func beforeASizeTheIndexIsSetDirectly() {
        let sizeless = PageLayout(containerSize: .zero, pageCount: 5)
        #expect(sizeless.scroll(toIndex: 3, current: 0, from: .zero, animated: true)
            == PageScroll(pageToShow: 3, contentOffset: .zero, slides: false))
        #expect(sizeless.scroll(toIndex: -2, current: 3, from: .zero, animated: false)
            == PageScroll(pageToShow: 0, contentOffset: .zero, slides: false))
        let empty = PageLayout(containerSize: CGSize(width: 390, height: 844), pageCount: 0)
        #expect(empty.scroll(toIndex: 2, current: 0, from: .zero, animated: true)
            == PageScroll(pageToShow: nil, contentOffset: .zero, slides: false))
        // The pager still away from 0 (its last offset before the size went, or the pages): no
        // slide, animated or not — no size tells where pages are, and no pages none to slide to.
        #expect(sizeless.scroll(toIndex: 1, current: 0, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: 1, contentOffset: .zero, slides: false))
        #expect(empty.scroll(toIndex: 2, current: 0, from: CGPoint(x: 410, y: 0), animated: true)
            == PageScroll(pageToShow: nil, contentOffset: .zero, slides: false))
    }
}
