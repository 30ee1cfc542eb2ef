import Foundation

/// What a ``TileCacheStateMachine`` event asks the caller to do, in this order: cancel loads,
/// release evicted tiles, hide and show tile layers, start loads, report failures.
///
/// ```swift
/// let action = cache.plan(viewport)
/// action.cancel.forEach { tasks[$0]?.cancel() }
/// action.evict.forEach { images[$0] = nil; layers[$0]?.removeFromSuperlayer() }
/// action.hide.forEach { layers[$0]?.isHidden = true }
/// action.show.forEach { showLayer(for: $0) }
/// action.load.forEach { startLoading($0, generation: cache.generation) }
/// action.failed.forEach(report)
/// ```
///
/// Only ``load`` has a meaningful order (the plan's: visible first, nearest the centre first);
/// the other lists are in no particular order. An action shares its storage with the machine
/// that made it, so performing it and letting it go before the next event keeps every event
/// free of allocations.
@_spi(Internals) public struct TileCacheAction: Equatable, Sendable {
    /// Loads to cancel: their tiles left the plan, or a memory warning dropped them. A completion
    /// that still arrives for one is ignored.
    public internal(set) var cancel: [TileID] = []
    /// Resident tiles to release: their images and, when shown, their layers.
    public internal(set) var evict: [TileID] = []
    /// Shown tiles to take off screen; their images stay resident.
    public internal(set) var hide: [TileID] = []
    /// Resident tiles to put on screen, each in its stored-pixel rect
    /// (``TilePyramid/storedPixelRect(of:)``), finer levels above coarser ones.
    public internal(set) var show: [TileID] = []
    /// Tiles to start loading, in priority order, tagged with the machine's current
    /// ``TileCacheStateMachine/generation``.
    public internal(set) var load: [TileID] = []
    /// Tiles that failed for good (or whose image did not fit the budget), each reported once;
    /// the coarser tiles or the base stay in their place.
    public internal(set) var failed: [TileID] = []

    /// Nothing to do.
    public static let none = TileCacheAction()

    /// Whether there is nothing to do.
    public var isEmpty: Bool {
        cancel.isEmpty && evict.isEmpty && hide.isEmpty && show.isEmpty && load.isEmpty && failed.isEmpty
    }

    /// Adds another action's lists after this one's: two events' actions performed as one.
    ///
    /// - Parameter other: the later action.
    mutating func append(_ other: TileCacheAction) {
        cancel += other.cancel
        evict += other.evict
        hide += other.hide
        show += other.show
        load += other.load
        failed += other.failed
    }

    /// Empties every list, keeping the storage.
    mutating func removeAll() {
        cancel.removeAll(keepingCapacity: true)
        evict.removeAll(keepingCapacity: true)
        hide.removeAll(keepingCapacity: true)
        show.removeAll(keepingCapacity: true)
        load.removeAll(keepingCapacity: true)
        failed.removeAll(keepingCapacity: true)
    }
}
