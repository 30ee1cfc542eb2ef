import Foundation

/// What a view does with its tiles after one input — the actions of the
/// ``TileCacheStateMachine``'s events the input caused, together — in this order: cancel loads,
/// release evicted tiles, hide tile layers, show tile layers (fading in those that just arrived,
/// and hiding the tiles they replace once they have), start loads, report failures.
///
/// ```swift
/// let action = interaction.tileAction
/// action.cancel.forEach { tasks[$0]?.cancel() }
/// action.evict.forEach { images[$0] = nil; layers[$0]?.removeFromSuperlayer() }
/// action.hide.forEach { layers[$0]?.removeFromSuperlayer() }
/// action.show.forEach { addLayer(for: $0) }
/// action.fadeIn.forEach { addLayer(for: $0, fadingInOver: TileCacheAction.fadeDuration) }
/// action.hideAfterFade.forEach { removeLayerWhenTheFadeEnds($0) }
/// action.load.forEach { startLoading($0, generation: cache.generation) }
/// action.failed.forEach(report)
/// ```
///
/// Only ``load`` has a meaningful order (the plan's: visible first, nearest the centre first);
/// the other lists are in no particular order. Every tile in ``show`` and ``fadeIn`` is resident
/// when the action is performed. An action shares its storage with the machine that made it,
/// so performing it and letting it go before the next event keeps every event free of
/// allocations.
@_spi(Internals) public struct TileCacheAction: Equatable, Sendable {
    /// How long an arriving tile takes to fade in, seconds: 0.2 s. Like OpenSeadragon's
    /// `blendTime`, it blends the new tile over the coarser one standing in — no other level is
    /// requested for it.
    public static let fadeDuration: TimeInterval = 0.2

    /// Loads to cancel: their tiles left the plan, or a memory warning or a new image dropped
    /// them. A completion that still arrives for one is ignored.
    public internal(set) var cancel: [TileID] = []
    /// Resident tiles to release: their images and, when shown, their layers.
    public internal(set) var evict: [TileID] = []
    /// Shown tiles to take off screen at once; their images stay resident.
    public internal(set) var hide: [TileID] = []
    /// Resident tiles to put on screen at once (they were in memory already), each in its
    /// stored-pixel rect (``TilePyramid/storedPixelRect(of:)``), finer levels above coarser ones.
    public internal(set) var show: [TileID] = []
    /// Tiles that just arrived, on screen: put them there fading in over ``fadeDuration``.
    public internal(set) var fadeIn: [TileID] = []
    /// Shown tiles that the tiles fading in replace: take them off screen once the fades end
    /// (until then they show under or over the arrival).
    public internal(set) var hideAfterFade: [TileID] = []
    /// Tiles to start loading, in priority order, tagged with the machine's current
    /// ``TileCacheStateMachine/generation``.
    public internal(set) var load: [TileID] = []
    /// Tiles that failed for good (or whose image did not fit the budget), each reported once;
    /// the coarser tiles or the base stay in their place.
    public internal(set) var failed: [TileID] = []

    /// Nothing to do.
    public static let none = TileCacheAction()

    init() {}

    init(cancel: [TileID], evict: [TileID], hide: [TileID], show: [TileID], fadeIn: [TileID],
         hideAfterFade: [TileID], load: [TileID], failed: [TileID]) {
        self.cancel = cancel
        self.evict = evict
        self.hide = hide
        self.show = show
        self.fadeIn = fadeIn
        self.hideAfterFade = hideAfterFade
        self.load = load
        self.failed = failed
    }

    /// Whether there is nothing to do.
    public var isEmpty: Bool {
        cancel.isEmpty && evict.isEmpty && hide.isEmpty && show.isEmpty && fadeIn.isEmpty && hideAfterFade.isEmpty
            && load.isEmpty && failed.isEmpty
    }

    /// Adds another action's lists after this one's: two events' actions performed as one.
    mutating func append(_ other: TileCacheAction) {
        cancel += other.cancel
        evict += other.evict
        hide += other.hide
        show += other.show
        fadeIn += other.fadeIn
        hideAfterFade += other.hideAfterFade
        load += other.load
        failed += other.failed
    }

    /// Empties every list, keeping the storage.
    mutating func removeAll() {
        cancel.removeAll(keepingCapacity: true)
        evict.removeAll(keepingCapacity: true)
        hide.removeAll(keepingCapacity: true)
        show.removeAll(keepingCapacity: true)
        fadeIn.removeAll(keepingCapacity: true)
        hideAfterFade.removeAll(keepingCapacity: true)
        load.removeAll(keepingCapacity: true)
        failed.removeAll(keepingCapacity: true)
    }

    /// Takes a tile out of the lists that put it on screen: it was released in the same event,
    /// so nothing is shown without its image. (It was off screen before the event, or its
    /// eviction removes its layer.)
    mutating func withdrawShowing(_ tile: TileID) {
        show.removeAll { $0 == tile }
        fadeIn.removeAll { $0 == tile }
    }
}
