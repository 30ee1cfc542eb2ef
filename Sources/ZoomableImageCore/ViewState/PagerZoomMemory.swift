import Foundation

/// Whether an inline pager's pages keep their zoom when the person pages away, and the zoom of
/// each item whose page was released, to bring back when its page is loaded again.
///
/// By default the pager follows Photos: a page left behind returns to rest once the swipe
/// settles. When the app asks (``keepsZoom``), a page left behind stays zoomed while it is held
/// (the current page ± 1), and a page released from that window keeps its zoom here — the
/// visible rect in the original's pixels, which a copy decoded again for another size shows the
/// same (``KeptZoom``) — and gets it back when its image is loaded again.
///
/// Each page view is followed by its object identity from the moment its load starts:
/// ``PageState`` says whether its image has loaded. A page released before its image loaded
/// has nothing to keep, and leaves an item's kept zoom as it was; a page released at rest
/// forgets its item's.
///
/// ```swift
/// var memory = PagerZoomMemory<String>(keepsZoom: true)
/// memory.pageLoading(view: 7, id: "harbour")
/// memory.pageLoaded(view: 7)                                         // .none: nothing kept
/// memory.pageReleased(view: 7, zoom: KeptZoom(zoomScale: 2.5, visibleImagePixelRect: rect))
/// memory.pageLoading(view: 9, id: "harbour")
/// memory.pageLoaded(view: 9)                                         // .restore(that zoom)
/// ```
@_spi(Internals)
public struct PagerZoomMemory<ID: Hashable> {
    /// Where a page view is: its image loading, or loaded (each for an item).
    enum PageState: Equatable {
        case loading(ID)
        case loaded(ID)
    }

    /// What ``pageLoaded(view:)`` answers.
    public enum LoadedAction: Equatable, Sendable {
        /// Nothing to bring back.
        case none
        /// Zoom the page's view to this (without animation: it is not on screen yet, or is
        /// appearing).
        case restore(KeptZoom)
    }

    /// What ``leftPageSettled()`` answers for a page other than the current one once a swipe
    /// comes to rest.
    public enum SettledAction: Equatable, Sendable {
        /// Photos' rule: the page returns to rest.
        case resetZoom
        /// The app keeps zoom: the page stays as it was left.
        case keepZoom
    }

    /// Whether pages keep their zoom. `false` by default.
    public var keepsZoom: Bool
    /// The page views followed, by object identity.
    var pages: [UInt: PageState] = [:]
    /// The zoom of items whose zoomed page was released.
    var kept: [ID: KeptZoom] = [:]

    /// A memory that keeps zoom or not.
    public init(keepsZoom: Bool = false) {
        self.keepsZoom = keepsZoom
    }

    /// A page view's load of item `id` starts.
    ///
    /// - Parameters:
    ///   - view: the page view's object identity.
    ///   - id: the item loaded into it.
    public mutating func pageLoading(view: UInt, id: ID) {
        switch pages[view] {
        case nil:
            pages[view] = .loading(id)
        case .loading?, .loaded?:
            // The browser makes a new view for every page it loads; a view loaded again (by
            // the app, from its own code) starts over.
            pages[view] = .loading(id)
        }
    }

    /// A page view's image loaded.
    ///
    /// - Parameter view: the page view's object identity.
    /// - Returns: the zoom to bring back, when zoom is kept and its item has one; nothing for a
    ///   view not followed (a load that ended after its page was released).
    public mutating func pageLoaded(view: UInt) -> LoadedAction {
        switch pages[view] {
        case nil, .loaded?:
            // Not followed, or loaded again by the app: the view shows what it shows.
            return .none
        case .loading(let id)?:
            pages[view] = .loaded(id)
            guard keepsZoom, let zoom = kept.removeValue(forKey: id) else { return .none }
            return .restore(zoom)
        }
    }

    /// A page view is released (it left the window, its item went away, the pager closed),
    /// showing `zoom`.
    ///
    /// - Parameters:
    ///   - view: the page view's object identity.
    ///   - zoom: what it shows now.
    public mutating func pageReleased(view: UInt, zoom: KeptZoom) {
        switch pages.removeValue(forKey: view) {
        case nil, .loading?:
            // Never loaded: nothing it shows is the item's zoom.
            break
        case .loaded(let id)?:
            kept[id] = keepsZoom && zoom.isZoomed ? zoom : nil
        }
    }

    /// A page other than the current one, when a swipe comes to rest.
    ///
    /// - Returns: reset it, or keep its zoom.
    public func leftPageSettled() -> SettledAction {
        keepsZoom ? .keepZoom : .resetZoom
    }
}
