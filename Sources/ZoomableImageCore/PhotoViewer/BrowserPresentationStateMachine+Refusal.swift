import Foundation

// A presentation UIKit refuses (issue 33, defect 4). `present(_:animated:completion:)` made while
// another presentation runs (a sheet appearing), from a controller that already presents, or from
// one not in a window, is dropped with only a log ("Attempt to present … which is already
// presenting"): no error, no completion. The bridge reads afterwards whether the browser has a
// presenting controller (``PresentOutcome``); refused while a transition runs, the machine waits
// for its end and presents once more; refused again, or with nothing to wait for, it gives up and
// clears the selection, so that the next selection presents.

@_spi(Internals)
extension BrowserPresentationStateMachine {
    /// What UIKit did with a `present` call.
    public enum PresentOutcome: Equatable, Sendable {
        /// The browser is being presented.
        case accepted
        /// UIKit dropped it; whether a transition (another presentation) was running then.
        case refused(transitionRunning: Bool)

        /// The outcome read after `present(_:animated:completion:)`: UIKit sets the presented
        /// controller's `presentingViewController` when it takes the presentation, and a
        /// transition coordinator exists only while a transition runs.
        ///
        /// - Parameters:
        ///   - browserIsPresented: whether the browser has a presenting controller.
        ///   - transitionRunning: whether the presenter has a transition coordinator.
        public init(browserIsPresented: Bool, transitionRunning: Bool) {
            self = browserIsPresented ? .accepted : .refused(transitionRunning: transitionRunning)
        }
    }

    /// What ``presentAttempted(_:)`` answers.
    public enum RefusalAction: Equatable, Sendable {
        /// Nothing: the browser is up, or the answer came for a presentation no longer wanted.
        case none
        /// Ask the running transition to report its end (``retryScheduled(queued:)``, then
        /// ``transitionEnded()``): the browser is presented again then.
        case retryAfterTransition
        /// Give up: write `nil` to the selection binding.
        case clearSelection
    }

    /// What ``retryScheduled(queued:)`` and ``transitionEnded()`` answer.
    public enum RetryAction: Equatable, Sendable {
        /// Nothing: waiting on, or no retry is wanted any more.
        case none
        /// Present the browser at this index (the one retry).
        case present(at: Int)
        /// Dismiss the browser (the one retry of a refused dismissal).
        case dismiss
    }

    /// The bridge called `present` and read what UIKit did. Only a presentation under way has an
    /// outcome; one for a presentation the app withdrew meanwhile (a `nil` selection whose
    /// dismissal is queued behind it), or any other late report, changes nothing.
    ///
    /// - Parameter outcome: accepted, or refused with or without a running transition.
    /// - Returns: nothing, retry after the transition, or clear the selection.
    public mutating func presentAttempted(_ outcome: PresentOutcome) -> RefusalAction {
        switch (state, outcome) {
        case (.presenting(let index, _), .accepted):
            state = .presented(index: index)
            return .none
        case (.presenting(let index, false), .refused(true)):
            state = .waitingForTransition(index: index)
            return .retryAfterTransition
        case (.presenting(_, true), .refused), (.presenting(_, false), .refused(false)):
            state = .dismissed
            return .clearSelection
        case (.dismissed, _), (.waitingForTransition, _), (.presented, _), (.dismissing, _), (.waitingToDismiss, _):
            return .none
        }
    }

    /// The bridge asked the running transition to call back at its end: `queued` is what the
    /// coordinator answered (`animate(alongsideTransition:completion:)` returns `false` when it
    /// will not run the completion). Not queued, the retry is made at once.
    ///
    /// - Parameter queued: whether the completion will run.
    /// - Returns: present or dismiss now, or nothing (wait for ``transitionEnded()``).
    public mutating func retryScheduled(queued: Bool) -> RetryAction {
        switch (state, queued) {
        case (.waitingForTransition(let index), false):
            state = .presenting(index: index, isRetry: true)
            return .present(at: index)
        case (.waitingToDismiss(let index), false):
            state = .dismissing(index: index, isRetry: true)
            return .dismiss
        case (.waitingForTransition, true), (.waitingToDismiss, true), (.dismissed, _), (.presenting, _), (.presented, _),
             (.dismissing, _):
            return .none
        }
    }

    /// The transition that made UIKit refuse ended (completed or cancelled): present again at the
    /// selection now, or dismiss again. Nothing if the selection changed meanwhile so that no
    /// retry is wanted (cleared while a presentation waited, set while a dismissal waited), or no
    /// retry waits.
    ///
    /// - Returns: present at the selection, dismiss, or nothing.
    public mutating func transitionEnded() -> RetryAction {
        switch state {
        case .waitingForTransition(let index):
            state = .presenting(index: index, isRetry: true)
            return .present(at: index)
        case .waitingToDismiss(let index):
            state = .dismissing(index: index, isRetry: true)
            return .dismiss
        case .dismissed, .presenting, .presented, .dismissing:
            return .none
        }
    }
}
