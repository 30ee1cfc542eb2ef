import Foundation

/// When SwiftUI's `zoomableImageBrowser(…)` presents, pages, reloads and dismisses the photo
/// browser, and when it writes the app's selection binding — every decision of that modifier, so
/// its bridge only performs them.
///
/// The selection binding is both input and output: a non-nil selection presents, paging writes
/// the page's item, and the browser's own dismissal (a drag, Escape) writes `nil`. Each write
/// comes back as the next update's selection; the machine answers an echo with `.none`, so the
/// binding and the browser never chase each other, and the browser is never presented twice.
///
/// Items that change while the browser is up reload it, showing the selected item where it now
/// is, without a slide; the selected item gone, the browser goes and the selection is cleared
/// (``itemsChanged(selection:count:)``). A presentation UIKit refuses — it only logs one made
/// while another runs — is retried once after the running transition, or the selection is
/// cleared (``presentAttempted(_:)``), so the machine never believes in a browser that is not up.
/// A dismissal UIKit refuses — it drops one asked for while the browser's own presentation runs
/// — is retried once after that transition (``dismissAttempted(_:)``), so the machine never
/// believes a browser gone that is still up either.
///
/// ```swift
/// var presentation = BrowserPresentationStateMachine()
/// presentation.selectionChanged(to: 3, count: 12)    // .present(at: 3)
/// presentation.presentAttempted(.accepted)           // .none: it is up
/// presentation.browserShowed(index: 4)               // .writeSelection(4): the person paged
/// presentation.selectionChanged(to: 4, count: 12)    // .none: the echo of that write
/// presentation.browserDismissed()                    // .writeSelection(nil)
/// ```
@_spi(Internals)
public struct BrowserPresentationStateMachine: Equatable, Sendable {
    /// Whether the browser is up, and at which index.
    enum State: Equatable, Sendable {
        case dismissed
        /// `present` is asked for (or was just called): UIKit's answer is not known yet. A
        /// browser object exists once the bridge performs it, so paging and reloads reach it.
        case presenting(index: Int, isRetry: Bool)
        /// UIKit refused the first attempt: present again when the running transition ends.
        case waitingForTransition(index: Int)
        case presented(index: Int)
        /// `dismiss` is asked for (or was just called) on the browser showing `index`: UIKit's
        /// answer is not known yet.
        case dismissing(index: Int, isRetry: Bool)
        /// UIKit refused the first dismissal: the browser is still up, showing `index`; dismiss
        /// again when the running transition ends.
        case waitingToDismiss(index: Int)
    }

    var state = State.dismissed

    /// A machine with no browser up.
    public init() {}

    /// The index the browser shows (or is being presented at), or `nil` when none is up —
    /// waiting to retry a refused presentation and a dismissal asked for included. A browser whose
    /// dismissal UIKit refused is still up while the retry waits: its index.
    public var presentedIndex: Int? {
        switch state {
        case .presenting(let index, _), .presented(let index), .waitingToDismiss(let index): index
        case .dismissed, .waitingForTransition, .dismissing: nil
        }
    }

    /// An update carried this selection, the items unchanged. An index outside `0..<count` (or
    /// `nil`: no selection, or an id not among the items) is no selection: it dismisses a browser
    /// that is up. While a refused presentation waits to be retried, the selection only moves
    /// what the retry presents (`nil`: nothing). While a refused dismissal waits to be retried,
    /// a selection keeps the browser, which never went, and pages it there.
    ///
    /// - Parameters:
    ///   - index: the selection's index among the items (``index(of:in:)``), or `nil`.
    ///   - count: the number of items.
    /// - Returns: present, page, dismiss, or nothing (the selection is what the browser shows).
    public mutating func selectionChanged(to index: Int?, count: Int) -> SelectionAction {
        switch (state, Self.wanted(index, count: count)) {
        case (.dismissed, nil):
            return .none
        case (.dismissed, let index?), (.dismissing, let index?):
            // After a dismissal asked for, a new selection is a new presentation (UIKit's answer
            // to the dismissal then changes nothing).
            state = .presenting(index: index, isRetry: false)
            return .present(at: index)
        case (.presenting(let shown, _), nil), (.presented(let shown), nil):
            state = .dismissing(index: shown, isRetry: false)
            return .dismiss
        case (.dismissing, nil), (.waitingToDismiss, nil):
            // The dismissal is under way, or waits to be retried: nothing more.
            return .none
        case (.waitingToDismiss(let shown), let index?):
            state = .presented(index: index)
            return shown == index ? .none : .scroll(to: index)
        case (.presenting(let shown, let isRetry), let index?):
            state = .presenting(index: index, isRetry: isRetry)
            return shown == index ? .none : .scroll(to: index)
        case (.presented(let shown), let index?):
            state = .presented(index: index)
            return shown == index ? .none : .scroll(to: index)
        case (.waitingForTransition, nil):
            state = .dismissed
            return .none
        case (.waitingForTransition, let index?):
            state = .waitingForTransition(index: index)
            return .none
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
            state = .presented(index: index)
            return shown == index ? .none : .writeSelection(index)
        case .presenting(let shown, let isRetry):
            // Its first layout can clamp the start page and report it.
            state = .presenting(index: index, isRetry: isRetry)
            return shown == index ? .none : .writeSelection(index)
        case .dismissing(_, let isRetry):
            // Its dismissal is asked for: the binding is `nil` already and stays so.
            state = .dismissing(index: index, isRetry: isRetry)
            return .none
        case .waitingToDismiss:
            state = .waitingToDismiss(index: index)
            return .none
        case .dismissed, .waitingForTransition:
            // A late report from a browser already gone, or from one UIKit refused.
            return .none
        }
    }

    /// The browser went away by itself (drag to dismiss, Escape, its close button).
    ///
    /// - Returns: write `nil` to the binding; nothing if the app had already dismissed it (its
    /// dismissal taken at once, or retried).
    public mutating func browserDismissed() -> WriteAction {
        switch state {
        case .presented, .presenting:
            state = .dismissed
            return .writeSelection(nil)
        case .dismissing, .waitingToDismiss:
            state = .dismissed
            return .none
        case .dismissed, .waitingForTransition:
            return .none
        }
    }

    /// `index` when it is inside `0..<count`, else `nil`.
    static func wanted(_ index: Int?, count: Int) -> Int? {
        index.flatMap { (0..<max(count, 0)).contains($0) ? $0 : nil }
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
