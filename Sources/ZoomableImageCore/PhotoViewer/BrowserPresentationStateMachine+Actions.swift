import Foundation

@_spi(Internals)
extension BrowserPresentationStateMachine {
    /// Everything the bridge can be asked to do (``BrowserPresentationHost``); each event answers
    /// with the part of it made for that event (``SelectionAction``, ``WriteAction``,
    /// ``RefusalAction``, ``RetryAction``, ``DismissRefusalAction``). Presenting and writing the binding happen after
    /// SwiftUI's update.
    public enum Action: Equatable, Sendable {
        case none
        /// Present the browser at this item index, then report UIKit's answer.
        case present(at: Int)
        /// UIKit refused: ask the running transition to report its end.
        case retryAfterTransition
        /// UIKit refused the dismissal: ask the browser's running transition to report its end.
        case retryDismissalAfterTransition
        /// The browser is up: page it to this index (the app changed the selection).
        case scroll(to: Int)
        /// The items changed: reload the browser, showing this index without a slide.
        case reload(showing: Int)
        /// Dismiss the browser (the app set the selection to `nil`, or it names no item).
        case dismiss
        /// Dismiss the browser and write `nil` to the selection (its item went away).
        case dismissClearingSelection
        /// Write the item at this index to the selection binding; `nil` writes `nil`.
        case writeSelection(Int?)
    }

    /// What ``selectionChanged(to:count:)`` and ``itemsChanged(selection:count:)`` answer.
    public enum SelectionAction: Equatable, Sendable {
        /// Nothing: the selection is what the browser shows (or none, and none is up).
        case none
        /// Present the browser at this item index.
        case present(at: Int)
        /// The browser is up: page it to this index.
        case scroll(to: Int)
        /// The items changed under the browser: reload it at this index, without a slide.
        case reload(showing: Int)
        /// Dismiss the browser.
        case dismiss
        /// The selected item went away: dismiss the browser and write `nil` to the selection.
        case dismissClearingSelection
    }

    /// What ``browserShowed(index:)`` and ``browserDismissed()`` answer: the browser's own
    /// reports only ever write the binding — the page's item, or `nil` for a dismissal.
    public enum WriteAction: Equatable, Sendable {
        /// Nothing: the binding holds it already, or no browser is up.
        case none
        /// Write the item at this index to the selection binding; `nil` writes `nil`.
        case writeSelection(Int?)
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
        case .reload(let index): self = .reload(showing: index)
        case .dismiss: self = .dismiss
        case .dismissClearingSelection: self = .dismissClearingSelection
        }
    }

    /// The host call a browser report's action asks for.
    public init(_ action: BrowserPresentationStateMachine.WriteAction) {
        switch action {
        case .none: self = .none
        case .writeSelection(let index): self = .writeSelection(index)
        }
    }

    /// The host call UIKit's answer to `present` asks for.
    public init(_ action: BrowserPresentationStateMachine.RefusalAction) {
        switch action {
        case .none: self = .none
        case .retryAfterTransition: self = .retryAfterTransition
        case .clearSelection: self = .writeSelection(nil)
        }
    }

    /// The host call a retry asks for.
    public init(_ action: BrowserPresentationStateMachine.RetryAction) {
        switch action {
        case .none: self = .none
        case .present(let index): self = .present(at: index)
        case .dismiss: self = .dismiss
        }
    }

    /// The host call UIKit's answer to `dismiss` asks for.
    public init(_ action: BrowserPresentationStateMachine.DismissRefusalAction) {
        switch action {
        case .none: self = .none
        case .retryAfterTransition: self = .retryDismissalAfterTransition
        case .writeSelection(let index): self = .writeSelection(index)
        }
    }
}
