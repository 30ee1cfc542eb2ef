import Foundation

/// What performs a ``BrowserPresentationStateMachine`` action: the SwiftUI modifier
/// `zoomableImageBrowser(_:selection:load:)`'s presenter, which presents, scrolls, reloads and
/// dismisses the browser and writes the app's selection binding. The machine decides; the host
/// only does.
///
/// ```swift
/// BrowserPresentationStateMachine.perform(machine.browserShowed(index: 4), on: presenter)
/// // → presenter.writeSelection(4)
/// ```
@_spi(Internals) @MainActor
public protocol BrowserPresentationHost: AnyObject {
    /// Presents a browser starting at image `index` (an index into the app's items), then tells
    /// the machine what UIKit did (``BrowserPresentationStateMachine/presentAttempted(_:)``).
    func presentBrowser(at index: Int)
    /// Asks the running transition to report its end
    /// (``BrowserPresentationStateMachine/retryScheduled(queued:)``, then
    /// ``BrowserPresentationStateMachine/transitionEnded()``).
    func retryAfterTransition()
    /// Scrolls the browser up to image `index`.
    func scrollBrowser(to index: Int)
    /// Reloads the browser up from the app's items, showing image `index` without a slide.
    func reloadBrowser(showing index: Int)
    /// Dismisses the browser up, then tells the machine what UIKit did
    /// (``BrowserPresentationStateMachine/dismissAttempted(_:)``).
    func dismissBrowser()
    /// Asks the browser's running transition to report its end
    /// (``BrowserPresentationStateMachine/retryScheduled(queued:)``, then
    /// ``BrowserPresentationStateMachine/transitionEnded()``).
    func retryDismissalAfterTransition()
    /// Writes the app's selection: the item at `index`, or `nil` for none.
    func writeSelection(_ index: Int?)
}

@_spi(Internals)
extension BrowserPresentationStateMachine {
    /// Performs `action` on `host`: one host call per action — two for
    /// ``Action/dismissClearingSelection`` (dismiss, then write `nil`) — none for ``Action/none``.
    ///
    /// - Parameters:
    ///   - action: what the machine answered.
    ///   - host: what performs it.
    @MainActor
    public static func perform(_ action: Action, on host: some BrowserPresentationHost) {
        switch action {
        case .none: break
        case .present(let index): host.presentBrowser(at: index)
        case .retryAfterTransition: host.retryAfterTransition()
        case .retryDismissalAfterTransition: host.retryDismissalAfterTransition()
        case .scroll(let index): host.scrollBrowser(to: index)
        case .reload(let index): host.reloadBrowser(showing: index)
        case .dismiss: host.dismissBrowser()
        case .dismissClearingSelection:
            host.dismissBrowser()
            host.writeSelection(nil)
        case .writeSelection(let index): host.writeSelection(index)
        }
    }

    /// Performs an update's action on `host`.
    @MainActor
    public static func perform(_ action: SelectionAction, on host: some BrowserPresentationHost) {
        perform(Action(action), on: host)
    }

    /// Performs a browser report's action on `host`.
    @MainActor
    public static func perform(_ action: WriteAction, on host: some BrowserPresentationHost) {
        perform(Action(action), on: host)
    }

    /// Performs the action UIKit's answer to `present` asked for on `host`.
    @MainActor
    public static func perform(_ action: RefusalAction, on host: some BrowserPresentationHost) {
        perform(Action(action), on: host)
    }

    /// Performs a retry's action on `host`.
    @MainActor
    public static func perform(_ action: RetryAction, on host: some BrowserPresentationHost) {
        perform(Action(action), on: host)
    }

    /// Performs the action UIKit's answer to `dismiss` asked for on `host`.
    @MainActor
    public static func perform(_ action: DismissRefusalAction, on host: some BrowserPresentationHost) {
        perform(Action(action), on: host)
    }

    /// The element at `index` of `items`, or `nil` when the index is outside them (the app's
    /// items shrank while the browser was up).
    ///
    /// - Parameters:
    ///   - index: an index the browser asked about.
    ///   - items: the app's items now.
    /// - Returns: the element, or `nil`.
    public static func element<Element>(at index: Int, in items: [Element]) -> Element? {
        items.indices.contains(index) ? items[index] : nil
    }
}
