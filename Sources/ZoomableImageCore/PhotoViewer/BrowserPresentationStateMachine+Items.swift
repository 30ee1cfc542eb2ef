import Foundation

// The items changing under the browser (issue 33, defect 2). The browser holds the old count and
// its pages the old items: an insert before the selected item showed another photo while the
// binding named it, and appended items could not be reached. Now the bridge reloads it and puts
// the selected item back on screen without a slide.
//
// The selected item gone, the browser goes and the binding is cleared: the binding names the
// item shown, and no item is left to show. An app that would rather show a neighbour sets the
// selection to it in the same update as the deletion; the browser then reloads there.

@_spi(Internals)
extension BrowserPresentationStateMachine {
    /// An update: the items' ids changed (``ItemIDIndex/update(_:)`` says so) or only the
    /// selection did.
    ///
    /// - Parameters:
    ///   - selection: the selection's index among the items now, or `nil`.
    ///   - count: the number of items now.
    ///   - itemsChanged: whether the ids differ from the last update's.
    /// - Returns: what ``itemsChanged(selection:count:)`` or ``selectionChanged(to:count:)`` answers.
    public mutating func update(selection: Int?, count: Int, itemsChanged: Bool) -> SelectionAction {
        itemsChanged ? self.itemsChanged(selection: selection, count: count)
                     : selectionChanged(to: selection, count: count)
    }

    /// The items changed (inserted, deleted, moved, appended, replaced). A browser up (or being
    /// presented) reloads at the selection's new index; with the selection gone from the items it
    /// is dismissed and the selection cleared. No browser up: a selection the new items hold is
    /// presented (items that arrived after it was set); while a refused presentation waits, the
    /// retry takes the new index; while a refused dismissal waits, a selection still among the
    /// items keeps the browser, reloaded.
    ///
    /// - Parameters:
    ///   - selection: the selection's index among the new items, or `nil` (none, or gone).
    ///   - count: the number of new items.
    /// - Returns: reload, present, dismiss and clear, or nothing.
    public mutating func itemsChanged(selection: Int?, count: Int) -> SelectionAction {
        switch (state, Self.wanted(selection, count: count)) {
        case (.dismissed, nil):
            return .none
        case (.dismissed, let index?), (.dismissing, let index?):
            state = .presenting(index: index, isRetry: false)
            return .present(at: index)
        case (.presenting(_, let isRetry), let index?):
            state = .presenting(index: index, isRetry: isRetry)
            return .reload(showing: index)
        case (.presented, let index?), (.waitingToDismiss, let index?):
            // Waiting to dismiss, the browser is still up: it stays, reloaded.
            state = .presented(index: index)
            return .reload(showing: index)
        case (.presenting(let shown, _), nil), (.presented(let shown), nil):
            state = .dismissing(index: shown, isRetry: false)
            return .dismissClearingSelection
        case (.waitingForTransition, nil):
            // Waiting: no browser to dismiss, but the binding names a missing item all the same.
            state = .dismissed
            return .dismissClearingSelection
        case (.dismissing, nil), (.waitingToDismiss, nil):
            // Its dismissal is under way or waits to be retried, and the binding was cleared with it.
            return .none
        case (.waitingForTransition, let index?):
            state = .waitingForTransition(index: index)
            return .none
        }
    }

    /// The element at the index the browser shows, or `nil` when none is up or the index is
    /// outside `items` (what the SwiftUI chrome is given).
    ///
    /// - Parameter items: the app's items now.
    /// - Returns: the element, or `nil`.
    public func presentedElement<Element>(in items: [Element]) -> Element? {
        presentedIndex.flatMap { Self.element(at: $0, in: items) }
    }
}
