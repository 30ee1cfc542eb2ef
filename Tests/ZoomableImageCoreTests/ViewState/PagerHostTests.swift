import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Each pager action reaches its host calls in order; what an update asks to write or request
/// waits until after the update (``PagerHost/afterUpdate(_:)``), what a swipe asks happens at once.
@MainActor
@Suite struct PagerHostTests {
    final class Recorder: PagerHost {
        var calls: [String] = []
        var deferred: [@MainActor () -> Void] = []
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

    @Test(arguments: [
        (Machine.UpdateAction.none, [String](), [String]()),
        (.show(index: 6, asksForMore: false), ["show 6"], []),
        (.show(index: 6, asksForMore: true), ["show 6", "(after update)"], ["more"]),
        (.writeSelection("b"), ["(after update)"], ["select b"]),
        (.reload(reload(write: nil, more: false)), ["reload 4"], []),
        (.reload(reload(write: "e", more: true)), ["reload 4", "(after update)", "(after update)"],
         ["select e", "more"]),
    ])
    func anUpdateChangesThePagesNowAndWritesAfterwards(action: Machine.UpdateAction, during: [String],
                                                       after: [String]) {
        let host = Recorder()
        Machine.perform(action, on: host)
        #expect(host.calls == during)
        host.calls = []
        host.finishUpdate()
        #expect(host.calls == after)
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
