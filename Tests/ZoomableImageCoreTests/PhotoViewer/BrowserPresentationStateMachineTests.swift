import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The SwiftUI photo browser's presentation: a selection presents, paging writes it, a dismissal
/// writes `nil`, and every echo of a write is answered with nothing (no loops, no double
/// presentation). Expectations follow the rules in the type's documentation.
@Suite struct BrowserPresentationStateMachineTests {
    /// Tap on cell 3 of 12, page to 4, the echo, drag down: present, write 4, nothing, write nil.
    @Test func aSelectionPresentsPagingWritesItAndADismissalWritesNil() {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.selectionChanged(to: 3, count: 12) == .present(at: 3))
        #expect(machine.presentedIndex == 3)
        #expect(machine.selectionChanged(to: 3, count: 12) == .none)          // another update, same selection
        #expect(machine.browserShowed(index: 4) == .writeSelection(4))
        #expect(machine.selectionChanged(to: 4, count: 12) == .none)          // the echo of the write
        #expect(machine.browserShowed(index: 4) == .none)
        #expect(machine.browserDismissed() == .writeSelection(nil))
        #expect(machine.presentedIndex == nil)
        #expect(machine.selectionChanged(to: nil, count: 12) == .none)        // the echo of nil
    }

    /// The app drives it: a new selection pages the browser up, `nil` dismisses it, and the
    /// browser's own report of that dismissal (UIKit calls the delegate) writes nothing more.
    @Test func theAppsSelectionPagesAndItsNilDismissesOnce() {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 0, count: 5)
        #expect(machine.selectionChanged(to: 2, count: 5) == .scroll(to: 2))
        #expect(machine.browserShowed(index: 2) == .none)                    // where it was told
        #expect(machine.selectionChanged(to: nil, count: 5) == .dismiss)
        #expect(machine.browserDismissed() == .none)
        #expect(machine.selectionChanged(to: nil, count: 5) == .none)
    }

    /// Out of range or missing is no selection: it never presents, and dismisses a browser that
    /// is up (the item was deleted). Count 0 and a negative count have no valid index.
    @Test(arguments: [(5, 3), (-1, 3), (0, 0), (0, -2), (Int.max, 4)])
    func anIndexOutsideTheItemsNeverPresents(index: Int, count: Int) {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.selectionChanged(to: index, count: count) == .none)
        #expect(machine.presentedIndex == nil)
        var up = BrowserPresentationStateMachine()
        _ = up.selectionChanged(to: 0, count: 1)
        #expect(up.selectionChanged(to: index, count: count) == .dismiss)
    }

    /// No browser up: a late page report writes nothing.
    @Test func reportsWithoutABrowserWriteNothing() {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.browserShowed(index: 2) == .none)
        #expect(machine.browserDismissed() == .none)
    }

    /// Ids ↔ indices: "c" is at 2 in [a, b, c, d]; a missing id and nil are nil; a repeated id
    /// maps to its first place; an index outside 0..<4 has no id.
    @Test func selectionsMapToIndicesAndBack() {
        let ids = ["a", "b", "c", "d", "c"]
        #expect(BrowserPresentationStateMachine.index(of: "c", in: ids) == 2)
        #expect(BrowserPresentationStateMachine.index(of: "z", in: ids) == nil)
        #expect(BrowserPresentationStateMachine.index(of: String?.none, in: ids) == nil)
        #expect(BrowserPresentationStateMachine.id(at: 3, in: ids) == "d")
        #expect(BrowserPresentationStateMachine.id(at: 5, in: ids) == nil)
        #expect(BrowserPresentationStateMachine.id(at: -1, in: ids) == nil)
        #expect(BrowserPresentationStateMachine.id(at: nil, in: ids) == nil)
    }
}
