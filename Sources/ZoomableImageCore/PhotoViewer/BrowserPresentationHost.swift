import Foundation

/// What performs a ``BrowserPresentationStateMachine`` action: the SwiftUI modifier
/// `zoomableImageBrowser(_:selection:load:)`'s presenter, which presents, scrolls and dismisses
/// the browser and writes the app's selection binding. The machine decides; the host only does.
///
/// ```swift
/// BrowserPresentationStateMachine.perform(machine.browserShowed(index: 4), on: presenter)
/// // → presenter.writeSelection(4)
/// ```
@_spi(Internals) @MainActor
public protocol BrowserPresentationHost: AnyObject {
    /// Presents a browser starting at image `index` (an index into the app's items).
    func presentBrowser(at index: Int)
    /// Scrolls the browser up to image `index`.
    func scrollBrowser(to index: Int)
    /// Dismisses the browser up.
    func dismissBrowser()
    /// Writes the app's selection: the item at `index`, or `nil` for none.
    func writeSelection(_ index: Int?)
}

@_spi(Internals)
extension BrowserPresentationStateMachine {
    /// Performs `action` on `host`: one host call per action, none for ``Action/none``.
    ///
    /// - Parameters:
    ///   - action: what the machine answered.
    ///   - host: what performs it.
    @MainActor
    public static func perform(_ action: Action, on host: some BrowserPresentationHost) {
        switch action {
        case .none: break
        case .present(let index): host.presentBrowser(at: index)
        case .scroll(let index): host.scrollBrowser(to: index)
        case .dismiss: host.dismissBrowser()
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

@_spi(Internals)
extension BrowserPresentationStateMachine.Action {
    /// The host call an update's action asks for.
    public init(_ action: BrowserPresentationStateMachine.SelectionAction) {
        switch action {
        case .none: self = .none
        case .present(let index): self = .present(at: index)
        case .scroll(let index): self = .scroll(to: index)
        case .dismiss: self = .dismiss
        }
    }

    /// The host call a browser report's action asks for.
    public init(_ action: BrowserPresentationStateMachine.WriteAction) {
        switch action {
        case .none: self = .none
        case .writeSelection(let index): self = .writeSelection(index)
        }
    }
}
