import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which item the inline pager shows as the app's items and selection change, and which pages
/// keep their views. Every expectation is worked out by hand from the rules in
/// ``PagerSelectionStateMachine``'s documentation: the window is current ± 1, loaded current
/// first, then the page after, then the page before.
@Suite struct PagerSelectionStateMachineTests {
    typealias Machine = PagerSelectionStateMachine<String>

    /// A machine showing `selection` among `ids` (its first update).
    static func showing(_ ids: [String], _ selection: String, threshold: Int? = nil) -> Machine {
        var machine = Machine(loadMoreThreshold: threshold)
        _ = machine.update(ids: ids, selection: selection)
        return machine
    }

    static let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]

    @Test(arguments: [
        // ids, selection → current, loaded (current, next, previous), written back
        (["a", "b", "c", "d", "e"], "c", 2, [2, 3, 1], nil),
        (["a", "b", "c", "d", "e"], "e", 4, [4, 3], nil),       // the last: no page after
        (["a", "b", "c", "d", "e"], "q", 0, [0, 1], "a"),       // names none: the first, written back
        (["a"], "a", 0, [0], nil),
    ] as [([String], String, Int, [Int], String?)])
    func theFirstItemsLoadTheSelectionAndItsNeighbours(ids: [String], selection: String, current: Int,
                                                      loaded: [Int], written: String?) {
        var machine = Machine()
        let action = machine.update(ids: ids, selection: selection)
        #expect(action == .reload(PagerReload(currentIndex: current, pageCount: ids.count, keptPages: [:],
                                              releasedPages: [], loadedPages: loaded,
                                              selectionToWrite: written, asksForMore: false)))
        #expect(machine.currentIndex == current)
    }

    @Test func withoutItemsNothingLoadsAndNothingIsWritten() {
        var machine = Machine()
        let answer1 = machine.update(ids: [], selection: "a")
        #expect(answer1 == .none)
        #expect(machine.currentIndex == nil)
        let answer2 = machine.pageShown(at: 0)
        #expect(answer2 == .none)
    }

    /// A swipe from 2 to 3 writes "d"; the update that carries "d" back is its echo; the app then
    /// selects "h" (page 7) and the pager pages there; a selection no item has is written back.
    @Test func theBindingAndTheSwipesNeverChaseEachOther() {
        var machine = Self.showing(Self.letters, "c")
        let answer3 = machine.pageShown(at: 3)
        #expect(answer3 == .writeSelection("d", asksForMore: false))
        let answer4 = machine.update(ids: Self.letters, selection: "d")
        #expect(answer4 == .none)
        let answer5 = machine.update(ids: Self.letters, selection: "h")
        #expect(answer5 == .show(index: 7, asksForMore: false))
        #expect(machine.currentIndex == 7)
        let answer6 = machine.update(ids: Self.letters, selection: "zz")
        #expect(answer6 == .writeSelection("h"))
        #expect(machine.currentIndex == 7)
        let answer7 = machine.pageShown(at: 7)
        #expect(answer7 == .none)                      // current already
        let answer8 = machine.pageShown(at: 10)
        #expect(answer8 == .none)                      // no item's page
        let answer9 = machine.pageShown(at: -1)
        #expect(answer9 == .none)
    }

    @Test(arguments: [
        // Shown "c" (page 2 of a…j: window 2, 3, 1). Each row: new ids, selection → the reload.
        // An insert before it: "c" moves to 3; b, c, d move up one and stay; nothing loads.
        (["z"] + letters, "c", PagerReload<String>(currentIndex: 3, pageCount: 11, keptPages: [1: 2, 2: 3, 3: 4],
                                                  releasedPages: [], loadedPages: [], selectionToWrite: nil,
                                                  asksForMore: false)),
        // An insert right after it: "c" stays 2, "d" is now 4 (out of the window); the new item
        // at 3 loads.
        (["a", "b", "c", "n"] + letters.dropFirst(3), "c",
         PagerReload(currentIndex: 2, pageCount: 11, keptPages: [2: 2, 1: 1], releasedPages: [3],
                     loadedPages: [3], selectionToWrite: nil, asksForMore: false)),
        // "c" deleted: its place (2) goes to "d"; "d" kept (3 → 2), "b" stays 1, "e" (now 3) loads;
        // the binding, still "c", gets "d".
        (["a", "b", "d", "e", "f", "g", "h", "i", "j"], "c",
         PagerReload(currentIndex: 2, pageCount: 9, keptPages: [1: 1, 3: 2], releasedPages: [2],
                     loadedPages: [3], selectionToWrite: "d", asksForMore: false)),
        // Appended: nothing moves.
        (letters + ["k", "l"], "c",
         PagerReload(currentIndex: 2, pageCount: 12, keptPages: [1: 1, 2: 2, 3: 3], releasedPages: [],
                     loadedPages: [], selectionToWrite: nil, asksForMore: false)),
        // Reversed: "c" is 7, "d" 6, "b" 8 — all three kept, swapped sides.
        (letters.reversed(), "c",
         PagerReload(currentIndex: 7, pageCount: 10, keptPages: [1: 8, 2: 7, 3: 6], releasedPages: [],
                     loadedPages: [], selectionToWrite: nil, asksForMore: false)),
        // Inserted and selected at once: the binding wins ("n" at 1); "a" (0) and "c" (3 now)
        // are out of… no: the window of 1 is 1, 2, 0 — "b" 1 → 2 kept, "c" 2 → 3 out, "d" out.
        (["a", "n", "b", "c", "d"], "n",
         PagerReload(currentIndex: 1, pageCount: 5, keptPages: [1: 2], releasedPages: [2, 3],
                     loadedPages: [1, 0], selectionToWrite: nil, asksForMore: false)),
        // Everything gone: no current page, the window released.
        ([], "c", PagerReload(currentIndex: nil, pageCount: 0, keptPages: [:], releasedPages: [1, 2, 3],
                              loadedPages: [], selectionToWrite: nil, asksForMore: false)),
    ] as [([String], String, PagerReload<String>)])
    func changedItemsKeepTheSelectedItemOnScreen(ids: [String], selection: String, expected: PagerReload<String>) {
        var machine = Self.showing(Self.letters, "c")
        let answer10 = machine.update(ids: ids, selection: selection)
        #expect(answer10 == .reload(expected))
        #expect(machine.currentIndex == expected.currentIndex)
    }

    /// The last item "e" of five is shown and deleted: the new last, "d" (3), is current; it was
    /// the page before, so it keeps its view; "c" (2) loads; "e" is released and "d" written.
    @Test func deletingTheLastItemShowsTheNewLast() {
        var machine = Self.showing(["a", "b", "c", "d", "e"], "e")
        let action = machine.update(ids: ["a", "b", "c", "d"], selection: "e")
        #expect(action == .reload(PagerReload(currentIndex: 3, pageCount: 4, keptPages: [3: 3], releasedPages: [4],
                                              loadedPages: [2], selectionToWrite: "d", asksForMore: false)))
    }

    /// Ids that repeat: "x" twice stands for its first item (1); the old pages 1 and 3 both hold
    /// an "x" and map onto page 1 — only the first keeps it, the other is released.
    @Test func aRepeatedIDStandsForItsFirstItem() {
        var machine = Self.showing(["a", "x", "c", "x", "e"], "c")
        let action = machine.update(ids: ["a", "x", "c", "x", "e", "f"], selection: "c")
        #expect(action == .reload(PagerReload(currentIndex: 2, pageCount: 6, keptPages: [1: 1, 2: 2],
                                              releasedPages: [3], loadedPages: [3], selectionToWrite: nil,
                                              asksForMore: false)))
    }

    /// Load more, three pages before the end of 10: paging from 5 to 6 asks (3 pages follow 6);
    /// 7 asks no more at 10 items; 12 items appended while on 7 (5 follow) ask nothing; the app
    /// selecting "l" (11 of 12) asks again; a reload that appends nothing new asks no more.
    @Test func loadMoreIsAskedNearTheEndOncePerCount() {
        var machine = Self.showing(Self.letters, "f", threshold: 3)
        let answer11 = machine.pageShown(at: 6)
        #expect(answer11 == .writeSelection("g", asksForMore: true))
        let answer12 = machine.pageShown(at: 7)
        #expect(answer12 == .writeSelection("h", asksForMore: false))
        let appended = Self.letters + ["k", "l"]
        let answer13 = machine.update(ids: appended, selection: "h")
        #expect(answer13 == .reload(PagerReload(currentIndex: 7, pageCount: 12, keptPages: [6: 6, 7: 7, 8: 8], releasedPages: [],
                                   loadedPages: [], selectionToWrite: nil, asksForMore: false)))
        let answer14 = machine.update(ids: appended, selection: "l")
        #expect(answer14 == .show(index: 11, asksForMore: true))
        let answer15 = machine.pageShown(at: 10)
        #expect(answer15 == .writeSelection("k", asksForMore: false))
    }
}
