import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A dismissal UIKit refuses while the browser's presentation runs (issue 33, item B). Before the
/// fix the machine said dismissed as soon as it asked, had no way to learn UIKit's answer, and the
/// browser stayed up under a `nil` binding with an empty chrome. Expectations follow the rules in
/// the type's documentation: retry once after the running transition, then give the binding the
/// shown item back.
extension BrowserPresentationStateMachineTests {
    /// The three ways a dismissal is asked for with the browser up at 3 of 12.
    enum DismissRequest: CaseIterable {
        case selectionCleared, itemDeleted, presenterRemoved

        func ask(_ machine: inout BrowserPresentationStateMachine) -> BrowserPresentationStateMachine.SelectionAction {
            switch self {
            case .selectionCleared: machine.selectionChanged(to: nil, count: 12)
            case .itemDeleted: machine.update(selection: nil, count: 11, itemsChanged: true)
            case .presenterRemoved: machine.presenterRemoved()
            }
        }

        var action: BrowserPresentationStateMachine.SelectionAction {
            switch self {
            case .selectionCleared, .presenterRemoved: .dismiss
            case .itemDeleted: .dismissClearingSelection
            }
        }
    }

    static func presentedAtThree() -> BrowserPresentationStateMachine {
        var machine = BrowserPresentationStateMachine()
        _ = machine.selectionChanged(to: 3, count: 12)
        _ = machine.presentAttempted(.accepted)
        return machine
    }

    /// Refused while the presentation runs: the browser is still up (the chrome keeps its item),
    /// the machine waits for the transition's end, dismisses once more, and UIKit takes it.
    @Test(arguments: DismissRequest.allCases)
    func aDismissalRefusedDuringThePresentationIsRetriedOnceItEnds(request: DismissRequest) {
        var machine = Self.presentedAtThree()
        #expect(request.ask(&machine) == request.action)
        #expect(machine.presentedIndex == nil)                                  // asked: the chrome goes
        #expect(machine.dismissAttempted(.refused(transitionRunning: true)) == .retryAfterTransition)
        #expect(machine.presentedIndex == 3)                                    // still up: its chrome stays
        #expect(machine.retryScheduled(queued: true) == .none)
        #expect(machine.transitionEnded() == .dismiss)
        #expect(machine.dismissAttempted(.accepted) == .none)
        #expect(machine.presentedIndex == nil)
        #expect(machine.browserDismissed() == .none)                            // the binding is nil already
        #expect(machine.selectionChanged(to: 5, count: 12) == .present(at: 5))
    }

    /// Refused again after the retry, or refused with no transition to wait for: the browser is up
    /// after all, so the binding names its item again (and its echo is nothing), and the app's
    /// next `nil` dismisses it.
    @Test(arguments: [true, false])
    func aDismissalRefusedWithNothingLeftToWaitForWritesTheShownItemBack(retried: Bool) {
        var machine = Self.presentedAtThree()
        _ = machine.selectionChanged(to: nil, count: 12)
        if retried {
            _ = machine.dismissAttempted(.refused(transitionRunning: true))
            _ = machine.transitionEnded()
        }
        #expect(machine.dismissAttempted(.refused(transitionRunning: retried)) == .writeSelection(3))
        #expect(machine.presentedIndex == 3)
        #expect(machine.selectionChanged(to: 3, count: 12) == .none)
        #expect(machine.selectionChanged(to: nil, count: 12) == .dismiss)
    }

    /// The coordinator would not queue the completion: dismiss again at once (still the one retry).
    @Test func aRetriedDismissalThatCannotWaitIsMadeAtOnce() {
        var machine = Self.presentedAtThree()
        _ = machine.selectionChanged(to: nil, count: 12)
        _ = machine.dismissAttempted(.refused(transitionRunning: true))
        #expect(machine.retryScheduled(queued: false) == .dismiss)
        #expect(machine.transitionEnded() == .none)
        #expect(machine.dismissAttempted(.refused(transitionRunning: true)) == .writeSelection(3))
    }

    /// While the retry waits the browser is up: a selection keeps it and pages it (5), or is what
    /// it shows (3: nothing), new items reload it; the transition's end then dismisses nothing.
    /// Its page reports write nothing while it waits (the binding is `nil`).
    @Test func aSelectionWhileADismissalWaitsKeepsTheBrowser() {
        var paged = Self.presentedAtThree()
        _ = paged.selectionChanged(to: nil, count: 12)
        _ = paged.dismissAttempted(.refused(transitionRunning: true))
        #expect(paged.browserShowed(index: 4) == .none)
        #expect(paged.presentedIndex == 4)
        #expect(paged.selectionChanged(to: 5, count: 12) == .scroll(to: 5))
        #expect(paged.transitionEnded() == .none)
        #expect(paged.presentedIndex == 5)

        var same = Self.presentedAtThree()
        _ = same.selectionChanged(to: nil, count: 12)
        _ = same.dismissAttempted(.refused(transitionRunning: true))
        #expect(same.selectionChanged(to: 3, count: 12) == .none)
        #expect(same.transitionEnded() == .none)

        var reloaded = Self.presentedAtThree()
        _ = reloaded.selectionChanged(to: nil, count: 12)
        _ = reloaded.dismissAttempted(.refused(transitionRunning: true))
        #expect(reloaded.update(selection: nil, count: 13, itemsChanged: true) == .none)
        #expect(reloaded.update(selection: 4, count: 13, itemsChanged: true) == .reload(showing: 4))
        #expect(reloaded.transitionEnded() == .none)
    }

    /// Answers for no dismissal under way change nothing: the chrome's close button (the browser
    /// presented), no browser at all, and a dismissal the app withdrew by selecting again (a new
    /// presentation is then under way).
    @Test func lateDismissOutcomesChangeNothing() {
        var closed = Self.presentedAtThree()
        #expect(closed.dismissAttempted(.refused(transitionRunning: true)) == .none)
        #expect(closed.presentedIndex == 3)

        var none = BrowserPresentationStateMachine()
        #expect(none.dismissAttempted(.refused(transitionRunning: false)) == .none)
        #expect(none.presenterRemoved() == .none)

        var withdrawn = Self.presentedAtThree()
        _ = withdrawn.selectionChanged(to: nil, count: 12)
        #expect(withdrawn.selectionChanged(to: 7, count: 12) == .present(at: 7))
        #expect(withdrawn.dismissAttempted(.refused(transitionRunning: true)) == .none)
        #expect(withdrawn.presentedIndex == 7)
    }

    /// What the bridge reads after `dismiss(animated:)`: refused only when the browser still has a
    /// presenting controller and is not being dismissed; a browser not presented had nothing to
    /// dismiss.
    @Test(arguments: [
        (true, false, true, BrowserPresentationStateMachine.DismissOutcome.refused(transitionRunning: true)),
        (true, false, false, .refused(transitionRunning: false)),
        (true, true, true, .accepted),
        (false, false, true, .accepted),
        (false, false, false, .accepted),
    ])
    func theDismissOutcomeIsReadFromWhatUIKitDid(isPresented: Bool, isBeingDismissed: Bool, transitionRunning: Bool,
                                                 expected: BrowserPresentationStateMachine.DismissOutcome) {
        #expect(BrowserPresentationStateMachine.DismissOutcome(browserIsPresented: isPresented,
                                                               browserIsBeingDismissed: isBeingDismissed,
                                                               transitionRunning: transitionRunning) == expected)
    }
}
