import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A reload performed on the pages the browser holds, which may lag the machine's window.
@Suite struct PagerReloadHeldPagesTests {
    typealias Machine = PagerSelectionStateMachine<String>

    static func ids(_ count: Int) -> [String] { (0..<count).map { "p\($0)" } }

    /// 20 items shown at p16: the browser holds 15, 16, 17. The app's "Next" selects p17: the
    /// machine moves at once, the browser slides and, before the slide passes the middle, still
    /// holds 15…17. Five items are appended: the machine's reload keeps its window 16…18 (old
    /// indices equal the new: nothing before changed). Worked by hand: the browser must release
    /// 15 (held, not kept) and load 18 (kept by the machine, never loaded by the browser).
    @Test func aReloadDuringAProgrammaticSlideReleasesAndLoadsWhatTheBrowserHolds() {
        var machine = Machine()
        _ = machine.update(ids: Self.ids(20), selection: "p16")
        #expect(machine.update(ids: Self.ids(20), selection: "p17") == .show(index: 17, asksForMore: false))
        guard case .reload(let reload) = machine.update(ids: Self.ids(25), selection: "p17") else {
            Issue.record("an append reloads")
            return
        }
        #expect(reload.keptPages == [16: 16, 17: 17, 18: 18])
        #expect(reload.releasedPages == [])
        #expect(reload.loadedPages == [])
        #expect(reload.pagesToRelease(held: [17, 15, 16]) == [15])
        // After the move: 16 and 17 held (kept, same indices).
        #expect(reload.pagesToLoad(held: [16, 17]) == [18])
    }

    /// When the browser holds exactly the machine's window, the reload's own lists are the answer:
    /// p2 shown (1, 2, 3 held), "new" inserted first: p1…p3 are 2…4, the window 2…4; the old page
    /// 0 is not held; nothing is released, page 2 → 3 etc. kept, nothing to load but what the
    /// reload says.
    @Test func inStepTheReloadsOwnListsStand() {
        let reload = PagerReload<String>(currentIndex: 3, pageCount: 6, keptPages: [1: 2, 2: 3, 3: 4], releasedPages: [],
                                         loadedPages: [], selectionToWrite: nil, asksForMore: false)
        #expect(reload.pagesToRelease(held: [1, 2, 3]) == [])
        #expect(reload.pagesToLoad(held: [2, 3, 4]) == [])
        let moved = PagerReload<String>(currentIndex: 0, pageCount: 3, keptPages: [4: 0], releasedPages: [3, 5],
                                        loadedPages: [1], selectionToWrite: nil, asksForMore: false)
        // Held 3, 4, 5 → release 3 and 5; after the move 0 is held: load 1 (the reload's), nothing else.
        #expect(moved.pagesToRelease(held: [5, 4, 3]) == [3, 5])
        #expect(moved.pagesToLoad(held: [0]) == [1])
    }

    /// No items left: everything held goes, nothing loads.
    @Test func withoutItemsEverythingGoesAndNothingLoads() {
        let empty = PagerReload<String>(currentIndex: nil, pageCount: 0, keptPages: [:], releasedPages: [0, 1],
                                        loadedPages: [], selectionToWrite: nil, asksForMore: false)
        #expect(empty.pagesToRelease(held: [1, 0, 2]) == [0, 1, 2])
        #expect(empty.pagesToLoad(held: []) == [])
    }
}
