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

/// Defect 2 of issue 33: the items changing under a browser that is up. The expectations name
/// ids, so each index below is counted by hand in the arrays shown: the browser must reload (its
/// pages hold the old items, its count is the old count) and show the selected item at its new
/// index without a slide.
extension BrowserPresentationStateMachineTests {
    /// Five photos, "c" (index 2) on screen; each row changes the items, the selection still "c".
    @Test(arguments: [
        // One inserted before "c": it moves to 3. Before the fix this paged (animated) to 3 over
        // the old pages.
        (["x", "a", "b", "c", "d", "e"], BrowserPresentationStateMachine.SelectionAction.reload(showing: 3)),
        // Two appended: "c" stays at 2, and the new count must reach the browser (before the fix:
        // nothing, so "f" and "g" could not be paged to).
        (["a", "b", "c", "d", "e", "f", "g"], .reload(showing: 2)),
        // "a" deleted: "c" moves to 1.
        (["b", "c", "d", "e"], .reload(showing: 1)),
        // Reordered: "c" last.
        (["e", "d", "b", "a", "c"], .reload(showing: 4)),
        // "c" deleted: the browser goes and the binding is cleared (it named a missing item).
        (["a", "b", "d", "e"], .dismissClearingSelection),
        // Everything deleted.
        ([], .dismissClearingSelection),
    ] as [([String], BrowserPresentationStateMachine.SelectionAction)])
    func itemsChangingUnderTheBrowserReloadItAtTheSelectedItem(newIDs: [String],
                                                               expected: BrowserPresentationStateMachine.SelectionAction) {
        var ids = ItemIDIndex<String>()
        ids.update(["a", "b", "c", "d", "e"])
        var machine = BrowserPresentationStateMachine()
        _ = machine.update(selection: ids.index(of: "c"), count: ids.count, itemsChanged: true)
        _ = machine.presentAttempted(.accepted)
        let changed = ids.update(newIDs)
        #expect(changed)
        #expect(machine.update(selection: ids.index(of: "c"), count: ids.count, itemsChanged: changed) == expected)
        let expectedIndex: Int? = switch expected {
        case .reload(let index): index
        default: nil
        }
        #expect(machine.presentedIndex == expectedIndex)
    }

    /// After a reload at 3, the browser's own report of page 3 is its echo; the binding already
    /// says "c". A later swipe to 4 writes again.
    @Test func aReloadIsNotReportedBackAsPaging() {
        var machine = BrowserPresentationStateMachine()
        _ = machine.update(selection: 2, count: 5, itemsChanged: true)
        _ = machine.presentAttempted(.accepted)
        #expect(machine.update(selection: 3, count: 6, itemsChanged: true) == .reload(showing: 3))
        #expect(machine.browserShowed(index: 3) == .none)
        #expect(machine.browserShowed(index: 4) == .writeSelection(4))
    }

    /// The ids did not change: an update is only a selection (no reload), as before.
    @Test func unchangedItemsAreASelectionOnly() {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.update(selection: 1, count: 4, itemsChanged: false) == .present(at: 1))
        _ = machine.presentAttempted(.accepted)
        #expect(machine.update(selection: 1, count: 4, itemsChanged: false) == .none)
        #expect(machine.update(selection: 2, count: 4, itemsChanged: false) == .scroll(to: 2))
    }

    /// Items changing before UIKit has answered the retried `present`: the browser object exists,
    /// so it reloads (at 1: one item inserted before the selected one at 0); the reload does not
    /// make the retry a first attempt again — refused once more, the selection is cleared.
    @Test func itemsChangingDuringARetriedPresentationReloadItAndKeepTheOneRetry() {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 0, count: 2)
        _ = machine.presentAttempted(.refused(transitionRunning: true))
        _ = machine.transitionEnded()
        #expect(machine.update(selection: 1, count: 3, itemsChanged: true) == .reload(showing: 1))
        #expect(machine.presentedIndex == 1)
        #expect(machine.presentAttempted(.refused(transitionRunning: true)) == .clearSelection)
    }

    /// No browser up: new items holding the selection present it (items that arrive after the
    /// selection was set); items without it present nothing and write nothing.
    @Test func itemsChangingWithNoBrowserUpPresentOnlyASelectionTheyHold() {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.update(selection: nil, count: 0, itemsChanged: true) == .none)
        #expect(machine.update(selection: 4, count: 9, itemsChanged: true) == .present(at: 4))
    }
}

/// Defect 4 of issue 33: UIKit refusing the presentation (another one runs: a sheet appearing).
/// UIKit only logs it, so the bridge reports what it sees after `present`, and the machine
/// retries once after the running transition, or gives up and clears the selection.
extension BrowserPresentationStateMachineTests {
    /// Refused while a sheet appears: wait for its transition, present again, and this time it
    /// is up (the echo of its page writes nothing).
    @Test func aRefusalDuringATransitionRetriesOnceItEnds() {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.selectionChanged(to: 3, count: 12) == .present(at: 3))
        #expect(machine.presentAttempted(.refused(transitionRunning: true)) == .retryAfterTransition)
        #expect(machine.presentedIndex == nil)
        #expect(machine.retryScheduled(queued: true) == .none)
        #expect(machine.transitionEnded() == .present(at: 3))
        #expect(machine.presentAttempted(.accepted) == .none)
        #expect(machine.presentedIndex == 3)
        #expect(machine.browserShowed(index: 3) == .none)
    }

    /// Refused again after the retry, or refused with no transition to wait for (no window, a
    /// controller already presenting at rest): the selection is cleared, so the machine is not
    /// left believing a browser is up, and the next tap presents. Before the fix, the machine
    /// stayed "presented": the echo of nil dismissed nothing, and the next selection only
    /// "scrolled" a browser that was never there.
    @Test(arguments: [true, false])
    func aRefusalWithNothingLeftToWaitForClearsTheSelection(retried: Bool) {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 3, count: 12)
        if retried {
            _ = machine.presentAttempted(.refused(transitionRunning: true))
            _ = machine.transitionEnded()
        }
        #expect(machine.presentAttempted(.refused(transitionRunning: retried)) == .clearSelection)
        #expect(machine.presentedIndex == nil)
        #expect(machine.selectionChanged(to: nil, count: 12) == .none)      // the echo of the clear
        #expect(machine.selectionChanged(to: 5, count: 12) == .present(at: 5))
    }

    /// A second refusal even while a transition still runs: no third attempt.
    @Test func theRetryIsMadeOnlyOnce() {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 0, count: 2)
        _ = machine.presentAttempted(.refused(transitionRunning: true))
        _ = machine.transitionEnded()
        #expect(machine.presentAttempted(.refused(transitionRunning: true)) == .clearSelection)
    }

    /// The coordinator would not queue the completion: present again at once (still the one retry).
    @Test func aRetryThatCannotWaitPresentsAtOnce() {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 2, count: 4)
        _ = machine.presentAttempted(.refused(transitionRunning: true))
        #expect(machine.retryScheduled(queued: false) == .present(at: 2))
        #expect(machine.transitionEnded() == .none)                     // nothing waits any more
        #expect(machine.presentAttempted(.refused(transitionRunning: true)) == .clearSelection)
    }

    /// While it waits, the app moves the selection to 5 (presented there), or to nil (nothing is
    /// presented, nothing written: the binding already says nil), or the items change.
    @Test func theSelectionWhileWaitingIsWhatTheRetryPresents() {
        var moved = BrowserPresentationStateMachine()
        _ = moved.selectionChanged(to: 1, count: 9)
        _ = moved.presentAttempted(.refused(transitionRunning: true))
        #expect(moved.selectionChanged(to: 5, count: 9) == .none)
        #expect(moved.transitionEnded() == .present(at: 5))

        var cleared = BrowserPresentationStateMachine()
        _ = cleared.selectionChanged(to: 1, count: 9)
        _ = cleared.presentAttempted(.refused(transitionRunning: true))
        #expect(cleared.selectionChanged(to: nil, count: 9) == .none)
        #expect(cleared.transitionEnded() == .none)

        var inserted = BrowserPresentationStateMachine()
        _ = inserted.selectionChanged(to: 1, count: 9)
        _ = inserted.presentAttempted(.refused(transitionRunning: true))
        #expect(inserted.update(selection: 2, count: 10, itemsChanged: true) == .none)
        #expect(inserted.transitionEnded() == .present(at: 2))
    }

    /// The app set nil before its queued presentation ran: UIKit's answer changes nothing (the
    /// queued dismissal follows). Reports with no presentation pending change nothing either.
    @Test func lateOutcomesChangeNothing() {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 1, count: 3)
        _ = machine.selectionChanged(to: nil, count: 3)
        #expect(machine.presentAttempted(.accepted) == .none)
        #expect(machine.presentAttempted(.refused(transitionRunning: true)) == .none)
        #expect(machine.retryScheduled(queued: false) == .none)
        #expect(machine.transitionEnded() == .none)
        #expect(machine.presentedIndex == nil)
    }

    /// What the bridge reads after `present(_:animated:completion:)`: the browser has a presenting
    /// controller only when UIKit took it; a coordinator is there only while a transition runs.
    @Test(arguments: [
        (true, true, BrowserPresentationStateMachine.PresentOutcome.accepted),
        (true, false, .accepted),
        (false, true, .refused(transitionRunning: true)),
        (false, false, .refused(transitionRunning: false)),
    ])
    func theOutcomeIsReadFromWhatUIKitDid(isPresented: Bool, transitionRunning: Bool,
                                          expected: BrowserPresentationStateMachine.PresentOutcome) {
        #expect(BrowserPresentationStateMachine.PresentOutcome(browserIsPresented: isPresented,
                                                               transitionRunning: transitionRunning) == expected)
    }
}
