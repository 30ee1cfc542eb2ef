import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Each pager action reaches its host calls in order; what an update asks to write or request
/// waits until after the update (``PagerHost/afterUpdate(_:)``), what a swipe asks happens at once.
/// A write that waited is made only if the pager still shows its item then.
@MainActor
@Suite struct PagerHostTests {
    final class Recorder: PagerHost {
        var calls: [String] = []
        var deferred: [@MainActor () -> Void] = []
        /// What the pager shows (the machine's current id, set by each test).
        var shownItemID: String?
        func showPage(at index: Int) { calls.append("show \(index)") }
        func reloadPages(_ reload: PagerReload<String>) { calls.append("reload \(reload.currentIndex ?? -1)") }
        func writeSelection(_ id: String) { calls.append("select \(id)") }
        func askForMoreItems() { calls.append("more") }
        func afterUpdate(_ work: @escaping @MainActor () -> Void) {
            calls.append("(after update)")
            deferred.append(work)
        }

        /// Runs the deferred work, as the main queue's next turn does.
        func finishUpdate() {
            deferred.forEach { $0() }
            deferred = []
        }
    }

    typealias Machine = PagerSelectionStateMachine<String>

    nonisolated static func reload(write: String?, more: Bool) -> PagerReload<String> {
        PagerReload(currentIndex: 4, pageCount: 9, keptPages: [:], releasedPages: [], loadedPages: [4, 5, 3],
                    selectionToWrite: write, asksForMore: more)
    }

    /// The pager still shows the item to write ("b", "e") when the update has finished.
    @Test(arguments: [
        (Machine.UpdateAction.none, nil, [String](), [String]()),
        (.show(index: 6, asksForMore: false), "g", ["show 6"], []),
        (.show(index: 6, asksForMore: true), "g", ["show 6", "(after update)"], ["more"]),
        (.writeSelection("b"), "b", ["(after update)"], ["select b"]),
        (.reload(reload(write: nil, more: false)), "e", ["reload 4"], []),
        (.reload(reload(write: "e", more: true)), "e", ["reload 4", "(after update)", "(after update)"],
         ["select e", "more"]),
    ] as [(Machine.UpdateAction, String?, [String], [String])])
    func anUpdateChangesThePagesNowAndWritesAfterwards(action: Machine.UpdateAction, shown: String?,
                                                       during: [String], after: [String]) {
        let host = Recorder()
        host.shownItemID = shown
        Machine.perform(action, on: host)
        #expect(host.calls == during)
        host.calls = []
        host.finishUpdate()
        #expect(host.calls == after)
    }

    /// Items ["a", "b", "c"] shown at "b"; the app's selection becomes "x", which is not among
    /// them: the update asks to write "b" back, after it. A swipe to "c" lands first and writes
    /// "c" at once; the waiting "b" is then dropped — written, it would page back to "b". The
    /// same for a reload's write: items become ["z", "a", "b", "c"] with the selection "x", so
    /// the reload keeps "b" (now index 2) and asks to write it; the swipe to "c" wins.
    @Test(arguments: [["a", "b", "c"], ["z", "a", "b", "c"]])
    func aSwipeBeforeAWaitingWriteWins(secondItems: [String]) {
        var machine = Machine()
        let host = Recorder()
        Machine.perform(machine.update(ids: ["a", "b", "c"], selection: "b"), on: host)
        host.shownItemID = machine.currentID
        host.finishUpdate()
        host.calls = []
        Machine.perform(machine.update(ids: secondItems, selection: "x"), on: host)
        Machine.perform(machine.pageShown(at: secondItems.count - 1), on: host)
        host.shownItemID = machine.currentID
        host.finishUpdate()
        #expect(host.calls.filter { $0.hasPrefix("select") } == ["select c"])
        #expect(machine.currentID == "c")
    }

    @Test(arguments: [
        (Machine.PageShownAction.none, [String]()),
        (.writeSelection("c", asksForMore: false), ["select c"]),
        (.writeSelection("c", asksForMore: true), ["select c", "more"]),
    ])
    func aSwipeWritesAtOnce(action: Machine.PageShownAction, expected: [String]) {
        let host = Recorder()
        Machine.perform(action, on: host)
        #expect(host.calls == expected)
        #expect(host.deferred.isEmpty)
    }

    /// A page's load asks for item 2 of ["a", "b", "c"]: "c"; for 3, −1 or Int.max (items removed
    /// since) it throws, and the page shows its error.
    @Test(arguments: [(2, "c"), (0, "a"), (3, nil), (-1, nil), (Int.max, nil)] as [(Int, String?)])
    func aPageOutsideTheItemsThrows(index: Int, expected: String?) {
        let element = try? Machine.element(at: index, in: ["a", "b", "c"])
        #expect(element == expected)
    }
}
