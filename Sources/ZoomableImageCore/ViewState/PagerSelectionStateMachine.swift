import Foundation

/// Which item an inline pager (SwiftUI's `ZoomableImagePager`) shows, and what it does when the
/// app's items or its selection binding change — every decision of the pager's bridge, so that
/// the bridge only performs them (``PagerHost``).
///
/// The selection binding is both input and output: the app sets it to page there, a swipe writes
/// the item swiped to, and each write comes back as the next update's selection, which the
/// machine answers with `.none`, so the binding and the pager never chase each other.
///
/// **Items that change keep the selected item on screen.** After an insert, a delete or an
/// append the current page is, in this order: the item the binding names, if it is among the new
/// items (the app may change both at once); else the item that was on screen, wherever it moved;
/// else — it was deleted — the item that took its place (the same index), or the new last one.
/// Pages whose item stays in the window keep their view, image and zoom (``PagerReload``); only
/// the others are released and loaded.
///
/// ```swift
/// var pager = PagerSelectionStateMachine<String>()
/// pager.update(ids: ["a", "b", "c"], selection: "b")        // .reload: page 1 of 3
/// pager.pageShown(at: 2)                                    // .writeSelection("c"): a swipe
/// pager.update(ids: ["a", "b", "c"], selection: "c")        // .none: the echo of that write
/// pager.update(ids: ["z", "a", "b", "c"], selection: "c")   // .reload: "c" is now page 3
/// ```
@_spi(Internals)
public struct PagerSelectionStateMachine<ID: Hashable> {
    /// Whether there are items, and which one is current.
    enum State: Equatable {
        case noItems
        case showing(index: Int)
    }

    var state = State.noItems
    /// The items shown, by id: those of the last update.
    public private(set) var items = ItemIDIndex<ID>()
    /// When to ask the app for more items.
    public var loadMore: PagerLoadMore

    /// A pager with no items yet.
    ///
    /// - Parameter loadMoreThreshold: ask for more items when at most this many pages follow the
    ///   current one; `nil` (the default) never asks.
    public init(loadMoreThreshold: Int? = nil) {
        loadMore = PagerLoadMore(threshold: loadMoreThreshold)
    }

    /// The page shown, in `0..<items.count`; `nil` without items.
    public var currentIndex: Int? {
        switch state {
        case .noItems: nil
        case .showing(let index): index
        }
    }

    /// The id of the item shown, `nil` without items.
    public var currentID: ID? {
        currentIndex.map { items.ids[$0] }
    }

    /// A SwiftUI update carried these items and this selection.
    ///
    /// A selection that names none of the items is not followed: the pager stays where it is and
    /// writes the item it shows back (without items there is nothing to write).
    ///
    /// - Parameters:
    ///   - ids: the items' ids, in order (a repeated id stands for its first item).
    ///   - selection: the selection binding's id.
    /// - Returns: nothing, page to the selection, write the selection back, or reload the pages.
    public mutating func update(ids: some Collection<ID>, selection: ID) -> UpdateAction {
        let previousIDs = items.ids
        let changed = items.update(ids)
        switch state {
        case .noItems:
            // No items before: an update with items reloads; one still without items is the same.
            return changed ? .reload(reload(from: nil, previousIDs: previousIDs, selection: selection)) : .none
        case .showing(let current) where changed:
            return .reload(reload(from: current, previousIDs: previousIDs, selection: selection))
        case .showing(let current):
            switch items.index(of: selection) {
            case nil:
                return .writeSelection(items.ids[current])
            case current:
                return .none
            case let index?:
                state = .showing(index: index)
                return .show(index: index, asksForMore: loadMore.pageShown(at: index, pageCount: items.count))
            }
        }
    }

    /// The pager made page `index` current (a swipe passed the middle between two pages).
    ///
    /// - Parameter index: the page now shown.
    /// - Returns: write its item to the binding (and maybe ask for more items), or nothing when it
    ///   was current already or is no item's page.
    public mutating func pageShown(at index: Int) -> PageShownAction {
        switch state {
        case .noItems:
            // A late report from pages the items no longer have: the binding is left alone.
            return .none
        case .showing(let current):
            guard index != current, items.ids.indices.contains(index) else { return .none }
            state = .showing(index: index)
            return .writeSelection(items.ids[index],
                                   asksForMore: loadMore.pageShown(at: index, pageCount: items.count))
        }
    }

    /// The reload after the items changed from `previousIDs` (current page `previous`, `nil`
    /// without items) to ``items``; moves the state to the new current page.
    mutating func reload(from previous: Int?, previousIDs: [ID], selection: ID) -> PagerReload<ID> {
        let count = items.count
        let current = count == 0 ? nil : items.index(of: selection)
            ?? previous.flatMap { items.index(of: previousIDs[$0]) }
            ?? min(previous ?? 0, count - 1)
        state = current.map { .showing(index: $0) } ?? .noItems
        let oldWindow = PageWindow(currentIndex: previous ?? 0, pageCount: previous == nil ? 0 : previousIDs.count)
        let newWindow = PageWindow(currentIndex: current ?? 0, pageCount: count)
        var kept: [Int: Int] = [:]
        var taken = Set<Int>()
        for old in oldWindow.indices.sorted() {
            // A repeated id maps two old pages onto one new one: the lower old page keeps it.
            guard let new = items.index(of: previousIDs[old]), newWindow.contains(new), !taken.contains(new) else {
                continue
            }
            kept[old] = new
            taken.insert(new)
        }
        let written = current.map { items.ids[$0] }.flatMap { $0 == selection ? nil : $0 }
        return PagerReload(currentIndex: current, pageCount: count, keptPages: kept,
                           releasedPages: oldWindow.indices.filter { kept[$0] == nil }.sorted(),
                           loadedPages: newWindow.indices.filter { !taken.contains($0) },
                           selectionToWrite: written,
                           asksForMore: loadMore.pageShown(at: current, pageCount: count))
    }
}
