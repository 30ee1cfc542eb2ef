import Foundation

/// What performs a ``PagerSelectionStateMachine`` action: the bridge of SwiftUI's
/// `ZoomableImagePager`, which pages and rebuilds its pages and writes the app's selection
/// binding. The machine decides; the host only does.
///
/// ```swift
/// PagerSelectionStateMachine.perform(pager.pageShown(at: 4), on: bridge)
/// // → bridge.writeSelection(items[4].id)
/// ```
@_spi(Internals) @MainActor
public protocol PagerHost<ID>: AnyObject {
    associatedtype ID: Hashable
    /// Pages to item `index` (sliding to a neighbour, at once farther away).
    func showPage(at index: Int)
    /// Rebuilds the pages for changed items.
    func reloadPages(_ reload: PagerReload<ID>)
    /// Writes the app's selection binding.
    func writeSelection(_ id: ID)
    /// Calls the app's load-more action.
    func askForMoreItems()
    /// Runs `work` after SwiftUI's update (writing state during one is not allowed).
    func afterUpdate(_ work: @escaping @MainActor () -> Void)
    /// The item the pager shows now: its machine's (``PagerSelectionStateMachine/currentID``).
    var shownItemID: ID? { get }
}

@_spi(Internals)
extension PagerSelectionStateMachine {
    /// Performs an update's action on `host`: the pages change at once; the binding is written
    /// and more items are asked for after the update. A write that waited is dropped when the
    /// pager no longer shows its item by then: a swipe in between wrote its own, which stands.
    @MainActor
    public static func perform<Host: PagerHost>(_ action: UpdateAction, on host: Host) where Host.ID == ID {
        switch action {
        case .none:
            break
        case .show(let index, let asksForMore):
            host.showPage(at: index)
            askForMore(asksForMore, on: host)
        case .writeSelection(let id):
            host.afterUpdate { writeSelection(id, ifStillShownOn: host) }
        case .reload(let reload):
            host.reloadPages(reload)
            if let id = reload.selectionToWrite {
                host.afterUpdate { writeSelection(id, ifStillShownOn: host) }
            }
            askForMore(reload.asksForMore, on: host)
        }
    }

    /// Performs a swipe's action on `host`, at once (a swipe is no SwiftUI update).
    @MainActor
    public static func perform<Host: PagerHost>(_ action: PageShownAction, on host: Host) where Host.ID == ID {
        switch action {
        case .none:
            break
        case .writeSelection(let id, let asksForMore):
            host.writeSelection(id)
            if asksForMore {
                host.askForMoreItems()
            }
        }
    }

    /// Writes `id` to the binding unless the pager has moved on from it since the write was asked.
    @MainActor
    static func writeSelection<Host: PagerHost>(_ id: ID, ifStillShownOn host: Host) where Host.ID == ID {
        if host.shownItemID == id {
            host.writeSelection(id)
        }
    }

    /// Asks for more items after the update, when `asks`.
    @MainActor
    static func askForMore<Host: PagerHost>(_ asks: Bool, on host: Host) {
        if asks {
            host.afterUpdate { host.askForMoreItems() }
        }
    }
}

@_spi(Internals)
extension PagerSelectionStateMachine {
    /// The element at `index` of `items`, for a page's load.
    ///
    /// - Throws: ``ImageLoadingError/unreadableImage`` for an index outside the items (a page
    ///   asked for an item the app has since removed: the page shows its error until the reload
    ///   that follows releases it).
    public static func element<Element>(at index: Int, in items: [Element]) throws -> Element {
        guard items.indices.contains(index) else { throw ImageLoadingError.unreadableImage }
        return items[index]
    }
}

/// What performs a ``PagerZoomMemory`` action on a page's view: the inline pager's bridge.
@_spi(Internals) @MainActor
public protocol PagerZoomHost: AnyObject {
    /// A page's view (the Kit's `ZoomableImageView`).
    associatedtype PageView
    /// Zooms `view` to what it showed when its page was released, without animation.
    func restoreZoom(_ zoom: KeptZoom, on view: PageView)
    /// Returns `view` to rest, without animation.
    func resetZoom(on view: PageView)
}

@_spi(Internals)
extension PagerZoomMemory {
    /// Performs a loaded page's action on its view.
    @MainActor
    public static func perform<Host: PagerZoomHost>(_ action: LoadedAction, on host: Host, view: Host.PageView) {
        switch action {
        case .none: break
        case .restore(let zoom): host.restoreZoom(zoom, on: view)
        }
    }

    /// Performs a settled page's action on its view.
    @MainActor
    public static func perform<Host: PagerZoomHost>(_ action: SettledAction, on host: Host, view: Host.PageView) {
        switch action {
        case .resetZoom: host.resetZoom(on: view)
        case .keepZoom: break
        }
    }
}
