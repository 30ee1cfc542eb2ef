import Foundation

extension PagerSelectionStateMachine {
    /// What ``update(ids:selection:)`` answers. Writes and requests it asks for are made after
    /// SwiftUI's update (``PagerHost/afterUpdate(_:)``).
    public enum UpdateAction {
        /// Nothing: the items are the same and the selection is the page shown.
        case none
        /// The app selected another item: page to it, and ask for more items when it is near
        /// the end.
        case show(index: Int, asksForMore: Bool)
        /// The selection names none of the items: write back the item shown.
        case writeSelection(ID)
        /// The items changed: rebuild the pages.
        case reload(PagerReload<ID>)
    }

    /// What ``pageShown(at:)`` answers: a swipe only ever writes the binding.
    public enum PageShownAction {
        /// Nothing: the page was current already, or is no item's.
        case none
        /// Write this item to the selection binding, and ask for more items when it is near
        /// the end.
        case writeSelection(ID, asksForMore: Bool)
    }
}

extension PagerSelectionStateMachine.UpdateAction: Equatable {}
extension PagerSelectionStateMachine.UpdateAction: Sendable where ID: Sendable {}
extension PagerSelectionStateMachine.PageShownAction: Equatable {}
extension PagerSelectionStateMachine.PageShownAction: Sendable where ID: Sendable {}
extension PagerReload: Sendable where ID: Sendable {}

/// How an inline pager's pages change when its items do: which page is current, which pages
/// keep their view (and so their image and zoom) at a new index, which are released and which
/// are loaded. Indices before the change are the old items', after it the new items'.
@_spi(Internals)
public struct PagerReload<ID: Hashable>: Equatable {
    /// The current page among the new items; `nil` without items.
    public var currentIndex: Int?
    /// How many items there are now.
    public var pageCount: Int
    /// Pages held before whose item is in the new window: old index → new index.
    public var keptPages: [Int: Int]
    /// Pages held before that are released (old indices, ascending): their item went away or left
    /// the window.
    public var releasedPages: [Int]
    /// Pages of the new window to load (new indices, the current one first).
    public var loadedPages: [Int]
    /// The item to write to the selection binding: the one now current when the binding names
    /// another (its item was deleted, or named none); `nil` to leave the binding.
    public var selectionToWrite: ID?
    /// Whether to ask the app for more items (``PagerLoadMore``).
    public var asksForMore: Bool

    /// The page the pager's scroll view shows: ``currentIndex``, 0 without items.
    public var currentPage: Int {
        currentIndex ?? 0
    }

    /// Describes a reload.
    public init(currentIndex: Int?, pageCount: Int, keptPages: [Int: Int], releasedPages: [Int],
                loadedPages: [Int], selectionToWrite: ID?, asksForMore: Bool) {
        self.currentIndex = currentIndex
        self.pageCount = pageCount
        self.keptPages = keptPages
        self.releasedPages = releasedPages
        self.loadedPages = loadedPages
        self.selectionToWrite = selectionToWrite
        self.asksForMore = asksForMore
    }
}
