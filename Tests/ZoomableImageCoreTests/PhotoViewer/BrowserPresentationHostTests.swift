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
        func scrollBrowser(to index: Int) { calls.append("scroll \(index)") }
        func dismissBrowser() { calls.append("dismiss") }
        func writeSelection(_ index: Int?) { calls.append("select \(index.map(String.init) ?? "nil")") }
    }

    @Test(arguments: [
        (BrowserPresentationStateMachine.Action.none, [String]()),
        (.present(at: 3), ["present 3"]),
        (.scroll(to: 5), ["scroll 5"]),
        (.dismiss, ["dismiss"]),
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

    @Test(arguments: [(-1, nil), (0, "a"), (2, "c"), (3, nil), (Int.max, nil)] as [(Int, String?)])
    func anIndexOutsideTheItemsHasNoElement(index: Int, expected: String?) {
        #expect(BrowserPresentationStateMachine.element(at: index, in: ["a", "b", "c"]) == expected)
    }
}
