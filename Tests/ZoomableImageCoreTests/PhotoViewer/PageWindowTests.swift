import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which pages hold decoded images — the current one ± 1, at most three — and what to load and
/// release as the current page moves.
@Suite struct PageWindowTests {
    @Test(arguments: [
        (4, 24, [4, 5, 3]),            // current, next, previous
        (0, 24, [0, 1]),               // at the first page
        (23, 24, [23, 22]),            // at the last
        (0, 1, [0]),                   // a single photo
        (0, 2, [0, 1]),
        (0, 0, []),                    // no photos
        (-3, 24, [0, 1]),              // out of range: clamped
        (50, 24, [23, 22]),
        (5, -7, []),                   // a negative count is none
    ] as [(Int, Int, [Int])])
    func theCurrentPageAndItsNeighboursHoldImages(current: Int, count: Int, expected: [Int]) {
        let window = PageWindow(currentIndex: current, pageCount: count)
        #expect(window.indices == expected)
        #expect(window.currentIndex == expected.first)
        #expect(window.neighbourIndices == Array(expected.dropFirst()))
        #expect(window.indices.count <= 3)
    }

    /// Only the current page plays its animated image: on page 4 of 24 its neighbours 3 and 5
    /// hold theirs on a paused frame; swiped to 5, page 5 plays and 4 is held where it was.
    /// Without pages nothing plays.
    @Test func onlyTheCurrentPagePlaysItsAnimatedImage() {
        let window = PageWindow(currentIndex: 4, pageCount: 24)
        #expect(window.indices.map { window.pausesAnimatedImages(onPage: $0) } == [false, true, true])
        let swiped = PageWindow(currentIndex: 5, pageCount: 24)
        #expect(!swiped.pausesAnimatedImages(onPage: 5) && swiped.pausesAnimatedImages(onPage: 4))
        #expect(PageWindow(currentIndex: 0, pageCount: 0).pausesAnimatedImages(onPage: 0))
    }

    @Test func atIntsEndsNothingOverflows() {
        let window = PageWindow(currentIndex: Int.max, pageCount: Int.max)
        #expect(window.currentIndex == Int.max - 1)
        #expect(window.indices == [Int.max - 1, Int.max - 2])
        #expect(!window.contains(Int.max))
        #expect(!window.contains(Int.min))
        #expect(window.contains(Int.max - 2))
        let first = PageWindow(currentIndex: Int.min, pageCount: Int.max)
        #expect(first.indices == [0, 1])
        #expect(!first.contains(-1))
    }

    @Test(arguments: [
        (4, 5, [6], [3]),                       // a swipe forward: the page after next
        (5, 4, [3], [6]),                       // back: the page before
        (4, 6, [6, 7], [3, 4]),                 // two ahead: 3, 4, 5 → 6, 7, 5; 5 is kept
        (4, 10, [10, 11, 9], [3, 4, 5]),        // a jump forward: the one after first
        (10, 4, [4, 3, 5], [9, 10, 11]),        // a jump back: the one before first
        (4, 4, [], []),                         // nothing moved
    ] as [(Int, Int, [Int], [Int])])
    func movingTheCurrentPageLoadsAheadInTheDirectionOfTravel(from: Int, to: Int, load: [Int], release: [Int]) {
        let changes = PageWindow(currentIndex: to, pageCount: 24).changes(from: PageWindow(currentIndex: from, pageCount: 24))
        #expect(changes == PageWindowChanges(load: load, release: release))
    }

    @Test func toAndFromNoPages() {
        let empty = PageWindow(currentIndex: 0, pageCount: 0)
        let three = PageWindow(currentIndex: 0, pageCount: 3)
        #expect(empty.changes(from: PageWindow(currentIndex: 4, pageCount: 24))
            == PageWindowChanges(load: [], release: [3, 4, 5]))
        #expect(three.changes(from: empty) == PageWindowChanges(load: [0, 1], release: []))
    }

    /// The delegate hears of a current page only when it moved: 20 of 30 reloaded into 10 pages
    /// is clamped to the last, 9 (told); 2 of 5 into 5 stays 2 (not told); a start index 9 of 5
    /// is clamped to 4 (told); −3 of 5 to 0 (told); without pages there is nothing to show.
    @Test func theDelegateIsToldOnlyWhenTheCurrentPageMoved() {
        #expect(PageWindow(currentIndex: 20, pageCount: 30).reloaded(pageCount: 10).shownIndex(after: 20) == 9)
        #expect(PageWindow(currentIndex: 2, pageCount: 5).reloaded(pageCount: 5).shownIndex(after: 2) == nil)
        #expect(PageWindow(currentIndex: 9, pageCount: 5).shownIndex(after: 9) == 4)
        #expect(PageWindow(currentIndex: -3, pageCount: 5).shownIndex(after: -3) == 0)
        #expect(PageWindow(currentIndex: 3, pageCount: 0).shownIndex(after: 3) == nil)
    }

    @Test func reloadingWithFewerPagesClampsTheCurrentPage() {
        let window = PageWindow(currentIndex: 20, pageCount: 24)
        #expect(window.reloaded(pageCount: 10).currentIndex == 9)
        #expect(window.reloaded(pageCount: 10).indices == [9, 8])
        #expect(window.reloaded(pageCount: 30).currentIndex == 20)
        #expect(window.reloaded(pageCount: 0).currentIndex == nil)
        // From no pages, a reload with some starts at the first.
        #expect(PageWindow(currentIndex: 3, pageCount: 0).reloaded(pageCount: 5).currentIndex == 0)
    }
}
