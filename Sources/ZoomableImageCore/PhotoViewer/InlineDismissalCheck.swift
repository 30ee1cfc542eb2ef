import Foundation

/// What an inline pager does once its app's `onDismiss` has had its turn: the pager was taken
/// away, is being taken away by a transition, or is still on screen — the app kept it (a
/// confirmation alert, a reset) — and its page must spring back (``ZoomInput/dismissalEnded``).
///
/// The pager looks on the main queue's next turn after `onDismiss` returns, so that a dismissal
/// or pop the app started there has begun: a transition coordinator exists while a presentation,
/// dismissal or navigation transition runs ("If there is no in-progress transition associated
/// with the current view controller, UIKit checks the view controller's ancestors",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator). It
/// then looks again when that transition ends (an interactive pop may be cancelled).
///
/// ```swift
/// InlineDismissalCheck(isInWindow: true, transitionRunning: false)    // .pageKept
/// InlineDismissalCheck(isInWindow: true, transitionRunning: true)     // .waitForTransition
/// ```
@_spi(Internals) public enum InlineDismissalCheck: Equatable, Sendable {
    /// The pager is gone (its view has no window): nothing to restore.
    case pagerGone
    /// A transition runs: look again when it ends.
    case waitForTransition
    /// The pager is on screen with no transition: the app kept it; end the page's dismissal.
    case pageKept

    /// What the pager's state says.
    ///
    /// - Parameters:
    ///   - isInWindow: whether the pager's view is in a window.
    ///   - transitionRunning: whether the pager's controller (or an ancestor) has a transition
    ///     coordinator.
    public init(isInWindow: Bool, transitionRunning: Bool) {
        switch (isInWindow, transitionRunning) {
        case (false, _): self = .pagerGone
        case (true, true): self = .waitForTransition
        case (true, false): self = .pageKept
        }
    }

    /// Performs this answer on `host`: one host call, none when the pager is gone.
    @MainActor
    public func perform(on host: some InlineDismissalHost) {
        switch self {
        case .pagerGone: break
        case .waitForTransition: host.checkAfterTransition()
        case .pageKept: host.endPageDismissal()
        }
    }
}

/// What performs an ``InlineDismissalCheck``: the inline pager's controller.
@_spi(Internals) @MainActor
public protocol InlineDismissalHost: AnyObject {
    /// Asks the running transition to call back at its end, then checks again.
    func checkAfterTransition()
    /// Tells the dismissed page's image view its dismissal ended (``ZoomInput/dismissalEnded``).
    func endPageDismissal()
}
