import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// After an inline pager's `onDismiss`: gone without a window, wait while a transition runs (a
/// cover sliding away, a pop), kept on screen otherwise — and each answer is one host call.
@MainActor
@Suite struct InlineDismissalCheckTests {
    final class Recorder: InlineDismissalHost {
        var calls: [String] = []
        func checkAfterTransition() { calls.append("wait") }
        func endPageDismissal() { calls.append("end") }
    }

    @Test(arguments: [
        (false, false, InlineDismissalCheck.pagerGone, [String]()),
        (false, true, .pagerGone, []),
        (true, true, .waitForTransition, ["wait"]),
        (true, false, .pageKept, ["end"]),
    ])
    func onlyAPagerOnScreenWithNoTransitionWasKept(isInWindow: Bool, transitionRunning: Bool,
                                                  expected: InlineDismissalCheck, calls: [String]) {
        let check = InlineDismissalCheck(isInWindow: isInWindow, transitionRunning: transitionRunning)
        #expect(check == expected)
        let host = Recorder()
        check.perform(on: host)
        #expect(host.calls == calls)
    }
}
