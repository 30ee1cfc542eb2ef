import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Each action reaches its one host call (by the table in ``BrowserPresentationHost``'s
/// documentation); an index outside the items finds no element.
@MainActor
@Suite struct BrowserPresentationHostTests {
    final class Recorder: BrowserPresentationHost {
        var calls: [String] = []
        func presentBrowser(at index: Int) { calls.append("present \(index)") }
        func retryAfterTransition() { calls.append("retry") }
        func scrollBrowser(to index: Int) { calls.append("scroll \(index)") }
        func reloadBrowser(showing index: Int) { calls.append("reload \(index)") }
        func dismissBrowser() { calls.append("dismiss") }
        func retryDismissalAfterTransition() { calls.append("retry dismissal") }
        func writeSelection(_ index: Int?) { calls.append("select \(index.map(String.init) ?? "nil")") }
    }

    @Test(arguments: [
        (BrowserPresentationStateMachine.Action.none, [String]()),
        (.present(at: 3), ["present 3"]),
        (.retryAfterTransition, ["retry"]),
        (.retryDismissalAfterTransition, ["retry dismissal"]),
        (.scroll(to: 5), ["scroll 5"]),
        (.reload(showing: 4), ["reload 4"]),
        (.dismiss, ["dismiss"]),
        (.dismissClearingSelection, ["dismiss", "select nil"]),
        (.writeSelection(2), ["select 2"]),
        (.writeSelection(nil), ["select nil"]),
    ])
    func eachActionIsOneHostCall(action: BrowserPresentationStateMachine.Action, expected: [String]) {
        let host = Recorder()
        BrowserPresentationStateMachine.perform(action, on: host)
        #expect(host.calls == expected)
    }

    /// Cell 3 of 12 tapped, a swipe to 4, the echo of the written 4, a drag down: present at 3,
    /// write 4, nothing, write nil.
    @Test func aSessionFromACellReachesTheHostInOrder() {
        let host = Recorder()
        var machine = BrowserPresentationStateMachine()
        BrowserPresentationStateMachine.perform(machine.selectionChanged(to: 3, count: 12), on: host)
        BrowserPresentationStateMachine.perform(machine.browserShowed(index: 4), on: host)
        BrowserPresentationStateMachine.perform(machine.selectionChanged(to: 4, count: 12), on: host)
        BrowserPresentationStateMachine.perform(machine.browserDismissed(), on: host)
        #expect(host.calls == ["present 3", "select 4", "select nil"])
    }

    /// Cell 2 of 5 tapped while a sheet appears: UIKit refuses, the retry waits for the sheet's
    /// transition and presents; then a photo is inserted before it (reload at 3), and it is
    /// deleted (dismiss, then the binding cleared). A refusal of the retry gives up: `nil`.
    @Test func aRefusedPresentationAndChangingItemsReachTheHostInOrder() {
        let host = Recorder()
        var machine = BrowserPresentationStateMachine()
        BrowserPresentationStateMachine.perform(machine.selectionChanged(to: 2, count: 5), on: host)
        BrowserPresentationStateMachine.perform(machine.presentAttempted(.refused(transitionRunning: true)), on: host)
        BrowserPresentationStateMachine.perform(machine.retryScheduled(queued: true), on: host)
        BrowserPresentationStateMachine.perform(machine.transitionEnded(), on: host)
        BrowserPresentationStateMachine.perform(machine.presentAttempted(.accepted), on: host)
        BrowserPresentationStateMachine.perform(machine.update(selection: 3, count: 6, itemsChanged: true), on: host)
        BrowserPresentationStateMachine.perform(machine.update(selection: nil, count: 5, itemsChanged: true), on: host)
        #expect(host.calls == ["present 2", "retry", "present 2", "reload 3", "dismiss", "select nil"])

        let refused = Recorder()
        var again = BrowserPresentationStateMachine()
        BrowserPresentationStateMachine.perform(again.selectionChanged(to: 0, count: 1), on: refused)
        BrowserPresentationStateMachine.perform(again.presentAttempted(.refused(transitionRunning: false)), on: refused)
        #expect(refused.calls == ["present 0", "select nil"])
    }

    /// Cell 2 of 5 presented, the selection cleared while its presentation runs: UIKit refuses
    /// the dismissal, the retry waits for the browser's transition and dismisses again. Refused
    /// again, the shown item is written back to the binding.
    @Test func aRefusedDismissalReachesTheHostInOrder() {
        let host = Recorder()
        var machine = BrowserPresentationStateMachine()
        BrowserPresentationStateMachine.perform(machine.selectionChanged(to: 2, count: 5), on: host)
        BrowserPresentationStateMachine.perform(machine.presentAttempted(.accepted), on: host)
        BrowserPresentationStateMachine.perform(machine.selectionChanged(to: nil, count: 5), on: host)
        BrowserPresentationStateMachine.perform(machine.dismissAttempted(.refused(transitionRunning: true)), on: host)
        BrowserPresentationStateMachine.perform(machine.retryScheduled(queued: true), on: host)
        BrowserPresentationStateMachine.perform(machine.transitionEnded(), on: host)
        BrowserPresentationStateMachine.perform(machine.dismissAttempted(.refused(transitionRunning: false)), on: host)
        #expect(host.calls == ["present 2", "dismiss", "retry dismissal", "dismiss", "select 2"])
    }

    /// The chrome's item: the one the browser shows, none without a browser or past the items.
    @Test func thePresentedElementIsTheItemShown() {
        var machine = BrowserPresentationStateMachine()
        #expect(machine.presentedElement(in: ["a", "b", "c"]) == nil)
        _ = machine.selectionChanged(to: 2, count: 3)
        #expect(machine.presentedElement(in: ["a", "b", "c"]) == "c")
        #expect(machine.presentedElement(in: ["a", "b"]) == nil)
    }

    @Test(arguments: [(-1, nil), (0, "a"), (2, "c"), (3, nil), (Int.max, nil)] as [(Int, String?)])
    func anIndexOutsideTheItemsHasNoElement(index: Int, expected: String?) {
        #expect(BrowserPresentationStateMachine.element(at: index, in: ["a", "b", "c"]) == expected)
    }
}
