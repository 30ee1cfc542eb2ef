import Foundation

/// When SwiftUI's `zoomableImageBrowser(…)` presents, pages and dismisses the photo browser, and
/// when it writes the app's selection binding — every decision of that modifier, so its bridge
/// only performs them.
///
/// The selection binding is both input and output: a non-nil selection presents, paging writes
/// the page's item, and the browser's own dismissal (a drag, Escape) writes `nil`. Each write
/// comes back as the next update's selection; the machine answers an echo with `.none`, so the
/// binding and the browser never chase each other, and the browser is never presented twice.
///
/// ```swift
/// var presentation = BrowserPresentationStateMachine()
/// presentation.selectionChanged(to: 3, count: 12)    // .present(at: 3)
/// presentation.browserShowed(index: 4)               // .writeSelection(4): the person paged
/// presentation.selectionChanged(to: 4, count: 12)    // .none: the echo of that write
/// presentation.browserDismissed()                    // .writeSelection(nil)
/// ```
@_spi(Internals)
public struct BrowserPresentationStateMachine: Equatable, Sendable {
    /// Everything the bridge can be asked to do, one host call each
    /// (``BrowserPresentationHost``); each event answers with the part of it made for that event
    /// (``SelectionAction``, ``WriteAction``). Presenting and writing the binding happen after
    /// SwiftUI's update.
    public enum Action: Equatable, Sendable {
        case none
        /// Present the browser at this item index.
        case present(at: Int)
        /// The browser is up: page it to this index (the app changed the selection).
        case scroll(to: Int)
        /// Dismiss the browser (the app set the selection to `nil`, or its item went away).
        case dismiss
        /// Write the item at this index to the selection binding; `nil` writes `nil`.
        case writeSelection(Int?)
    }

    /// What ``selectionChanged(to:count:)`` answers: an update never writes the binding.
    public enum SelectionAction: Equatable, Sendable {
        /// Nothing: the selection is what the browser shows (or none, and none is up).
        case none
        /// Present the browser at this item index.
        case present(at: Int)
        /// The browser is up: page it to this index.
        case scroll(to: Int)
        /// Dismiss the browser.
        case dismiss
    }

    /// What ``browserShowed(index:)`` and ``browserDismissed()`` answer: the browser's own
    /// reports only ever write the binding — the page's item, or `nil` for a dismissal.
    public enum WriteAction: Equatable, Sendable {
        /// Nothing: the binding holds it already, or no browser is up.
        case none
        /// Write the item at this index to the selection binding; `nil` writes `nil`.
        case writeSelection(Int?)
    }

    /// Whether the browser is up, and at which index.
    enum State: Equatable, Sendable {
        case dismissed
        case presented(index: Int)
    }

    var state = State.dismissed

    /// A machine with no browser up.
    public init() {}

    /// The index the browser shows, or `nil` when none is up.
    public var presentedIndex: Int? {
        switch state {
        case .presented(let index): index
        case .dismissed: nil
        }
    }

    /// An update carried this selection. An index outside `0..<count` (or `nil`: no selection,
    /// or an id not among the items) is no selection: it dismisses a browser that is up.
    ///
    /// - Parameters:
    ///   - index: the selection's index among the items (``index(of:in:)``), or `nil`.
    ///   - count: the number of items.
    /// - Returns: present, page, dismiss, or nothing (the selection is what the browser shows).
    public mutating func selectionChanged(to index: Int?, count: Int) -> SelectionAction {
        let wanted = index.flatMap { (0..<max(count, 0)).contains($0) ? $0 : nil }
        switch (state, wanted) {
        case (.dismissed, nil):
            return .none
        case (.dismissed, let index?):
            state = .presented(index: index)
            return .present(at: index)
        case (.presented, nil):
            state = .dismissed
            return .dismiss
        case (.presented(let shown), let index?):
            state = .presented(index: index)
            return shown == index ? .none : .scroll(to: index)
        }
    }

    /// The browser settled on a page (the person paged, or it scrolled where it was told).
    ///
    /// - Parameter index: the page's index.
    /// - Returns: write that item to the binding, or nothing if the binding already holds it or
    ///   no browser is up.
    public mutating func browserShowed(index: Int) -> WriteAction {
        switch state {
        case .presented(let shown):
            guard shown != index else { return .none }
            state = .presented(index: index)
            return .writeSelection(index)
        case .dismissed:
            // A late report from a browser already gone: the binding says so already.
            return .none
        }
    }

    /// The browser went away by itself (drag to dismiss, Escape, its close button).
    ///
    /// - Returns: write `nil` to the binding; nothing if the app had already dismissed it.
    public mutating func browserDismissed() -> WriteAction {
        switch state {
        case .presented:
            state = .dismissed
            return .writeSelection(nil)
        case .dismissed:
            return .none
        }
    }

    /// The index of `selection` among `ids`, or `nil` for no selection or an id not among them
    /// (the first match when ids repeat).
    ///
    /// - Parameters:
    ///   - selection: the selection binding's id, or `nil`.
    ///   - ids: the items' ids, in the browser's order.
    /// - Returns: the index, or `nil`.
    public static func index<ID: Hashable>(of selection: ID?, in ids: [ID]) -> Int? {
        selection.flatMap { ids.firstIndex(of: $0) }
    }

    /// The id at `index`, or `nil` outside the items (a write the bridge makes for `nil`).
    ///
    /// - Parameters:
    ///   - index: an index, or `nil`.
    ///   - ids: the items' ids.
    /// - Returns: the id, or `nil`.
    public static func id<ID: Hashable>(at index: Int?, in ids: [ID]) -> ID? {
        index.flatMap { ids.indices.contains($0) ? ids[$0] : nil }
    }
}
