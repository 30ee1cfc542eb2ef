import Foundation

// A dismissal UIKit refuses (issue 33, item B). `dismiss(animated:)` asked for while the browser's
// own presentation still runs — the selection set to `nil`, the selected item deleted, or the
// presenter removed within about 0.35 s of presenting — is dropped with only a log ("Attempt to
// dismiss … while a presentation or dismiss is in progress", observed, not documented). The
// machine said dismissed and the binding was `nil`, but the browser stayed up with an empty
// chrome. Now the bridge reads afterwards whether UIKit took the dismissal (``DismissOutcome``);
// refused while a transition runs, the machine waits for its end and dismisses once more; refused
// again, or with nothing to wait for, the browser is up after all: the binding names its item
// again, so the app's next `nil` dismisses it.

@_spi(Internals)
extension BrowserPresentationStateMachine {
    /// What UIKit did with a `dismiss` call.
    public enum DismissOutcome: Equatable, Sendable {
        /// The browser is being dismissed, or is not presented (nothing was left to dismiss).
        case accepted
        /// UIKit dropped it; whether a transition (the browser's presentation) was running then.
        case refused(transitionRunning: Bool)

        /// The outcome read after `dismiss(animated:)`: a browser still presented (it has a
        /// presenting controller) and not being dismissed was refused.
        ///
        /// - Parameters:
        ///   - browserIsPresented: whether the browser has a presenting controller.
        ///   - browserIsBeingDismissed: whether it is being dismissed.
        ///   - transitionRunning: whether the browser has a transition coordinator.
        public init(browserIsPresented: Bool, browserIsBeingDismissed: Bool, transitionRunning: Bool) {
            self = browserIsPresented && !browserIsBeingDismissed ? .refused(transitionRunning: transitionRunning)
                                                                  : .accepted
        }
    }

    /// What ``dismissAttempted(_:)`` answers.
    public enum DismissRefusalAction: Equatable, Sendable {
        /// Nothing: the browser goes, or the answer came for a dismissal no longer asked for.
        case none
        /// Ask the browser's running transition to report its end (``retryScheduled(queued:)``,
        /// then ``transitionEnded()``): the browser is dismissed again then.
        case retryAfterTransition
        /// Give up: the browser stays up at this index; write it to the selection binding.
        case writeSelection(Int)
    }

    /// The bridge called `dismiss` and read what UIKit did. Only a dismissal under way has an
    /// outcome; any other report (a dismissal the browser's chrome asked for, one the app
    /// withdrew by selecting again) changes nothing.
    ///
    /// - Parameter outcome: accepted, or refused with or without a running transition.
    /// - Returns: nothing, retry after the transition, or write the shown item back.
    public mutating func dismissAttempted(_ outcome: DismissOutcome) -> DismissRefusalAction {
        switch (state, outcome) {
        case (.dismissing, .accepted):
            state = .dismissed
            return .none
        case (.dismissing(let index, false), .refused(true)):
            state = .waitingToDismiss(index: index)
            return .retryAfterTransition
        case (.dismissing(let index, true), .refused), (.dismissing(let index, false), .refused(false)):
            state = .presented(index: index)
            return .writeSelection(index)
        case (.dismissed, _), (.presenting, _), (.waitingForTransition, _), (.presented, _), (.waitingToDismiss, _):
            return .none
        }
    }

    /// The modifier left the hierarchy (`dismantleUIViewController`): a browser up is dismissed,
    /// as when the selection goes to `nil` (a refusal retried the same way); a presentation
    /// waiting to be retried is dropped.
    ///
    /// - Returns: dismiss, or nothing.
    public mutating func presenterRemoved() -> SelectionAction {
        selectionChanged(to: nil, count: 0)
    }
}
