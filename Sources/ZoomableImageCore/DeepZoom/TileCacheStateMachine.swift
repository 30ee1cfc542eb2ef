import Foundation

/// Which tiles of a deep-zoom image are loading, resident and shown, under a byte budget: every
/// decision of tiled drawing, as a value whose events return the ``TileCacheAction`` to perform.
///
/// The view feeds it four kinds of events and performs what comes back:
/// - ``newImage(_:baseLevel:baseByteCount:availableLevels:)`` when the image changes: everything
///   of the old one is cancelled and evicted, and the ``generation`` moves on.
/// - ``plan(_:)`` on every geometry write, with the viewport of the geometry written (while an
///   animation runs, the one it heads to). When the ``range`` is unchanged it returns at once.
/// - ``tileLoaded(_:generation:bytes:)`` and ``tileFailed(_:generation:)`` when a load ends.
///   A completion for another generation, or for a tile no longer loading (cancelled), changes
///   nothing.
/// - ``memoryWarning()``: back to the base copy and the visible tiles.
///
/// ```swift
/// var cache = TileCacheStateMachine()
/// _ = cache.newImage(pyramid, baseLevel: 4)
/// let action = cache.plan(viewport)       // load: the visible tiles nearest the centre first
/// // … later, for each tile in action.load:
/// let next = cache.tileLoaded(tile, generation: generation, bytes: 262_144)  // show: [tile]
/// ```
///
/// The rules, each pinned by a test:
/// - The base copy is always resident and is not the machine's to evict; the tiles get the
///   budget it leaves. Resident and reserved (loading) bytes never exceed that.
/// - Loads start in plan order (visible tiles first, each group nearest the centre first), at
///   most ``TileCacheConfiguration/maximumConcurrentLoads`` at once. A tile is reserved its
///   decoded bytes when its load starts.
/// - Room is made by evicting resident tiles that matter less than the one arriving — first
///   tiles neither planned nor shown, then margin tiles, then coarser tiles shown in place of
///   missing ones — each kind least recently used first. A visible tile may evict all three
///   kinds and cancel margin loads; a margin tile only the first.
/// - Shown: the resident tiles of the plan, and every resident coarser tile over a visible cell
///   whose tile at the planned level is not resident yet (or failed) — so no hole opens while
///   finer tiles arrive. A finer tile already shown stays while the visible cell over it is
///   missing (a zoom-out keeps its sharp tiles until the coarser one arrives); others are hidden.
/// - A tile leaving the plan while loading is cancelled; a failed tile is reported once and not
///   asked for again for this image.
@_spi(Internals) public struct TileCacheStateMachine: Equatable, Sendable {
    /// What a tile is to the machine. Absent tiles are neither loading, resident nor failed.
    enum TileState: Equatable, Sendable {
        /// Loading, with its decoded bytes reserved.
        case loading(reservedBytes: Int)
        /// Decoded and held, with the ``clock`` tick it arrived or was last taken off screen at
        /// (a tile on screen is in use now).
        case resident(bytes: Int, lastUse: UInt64)
        /// Failed for good (or too large for the budget): not asked for again.
        case failed
    }

    /// The image being tiled: how to plan it and what its base copy costs.
    struct TiledImage: Equatable, Sendable {
        var planner: TilePlanner
        var baseByteCount: Int
    }

    /// The limits.
    public private(set) var configuration: TileCacheConfiguration
    /// Counts images: a load carries the generation it was started in, and a completion for
    /// another one is dropped. 0 before the first image.
    public internal(set) var generation = 0
    /// The image, or `nil` before the first.
    var image: TiledImage?
    /// Every tile the machine knows of.
    var tiles: [TileID: TileState] = [:]
    /// The current plan, in load order.
    public internal(set) var plan = TilePlan()
    /// How many of the plan's first tiles may load: all of them, or only the visible ones after a
    /// memory warning (until the range changes).
    var loadableCount = 0
    /// How many of the plan's tiles the machine knows nothing of (neither loading, resident nor
    /// failed): when none, there is nothing to start and no need to look.
    var absentCount = 0
    /// The tiles on screen.
    public internal(set) var shown: Set<TileID> = []
    /// Resident tiles per level (levels 0 ..< 64), so that a plan looks for coarser tiles to
    /// show only when there are some.
    var residentCounts = [Int](repeating: 0, count: 64)
    /// Decoded bytes of the resident tiles.
    public internal(set) var residentBytes = 0
    /// Bytes reserved for the tiles loading.
    public internal(set) var reservedBytes = 0
    /// Tiles loading.
    public internal(set) var loadingCount = 0
    /// Ticks once per re-plan: the time of least-recently-used eviction.
    var clock: UInt64 = 0
    /// The action being assembled (its storage is reused from event to event).
    var action = TileCacheAction()

    /// A machine with no image.
    ///
    /// - Parameter configuration: the limits. Default ``TileCacheConfiguration/init(byteBudget:maximumConcurrentLoads:maximumTileCount:)``'s.
    public init(configuration: TileCacheConfiguration = TileCacheConfiguration()) {
        self.configuration = configuration
    }

    // MARK: - Events

    /// A new image: cancels every load and evicts every tile of the previous one, and starts a
    /// new generation.
    ///
    /// - Parameters:
    ///   - pyramid: the image's levels and tiles.
    ///   - baseLevel: the level the base copy is at least as sharp as
    ///     (``TilePlanner/baseLevel(for:devicePixelsPerStoredPixelAtRest:)``); tiles are planned
    ///     at finer levels only.
    ///   - baseByteCount: the base copy's decoded bytes; default the base level's
    ///     (``TilePyramid/byteCount(ofLevel:)``).
    ///   - availableLevels: the levels the source has, one bit each. Default all.
    /// - Returns: the loads to cancel and the tiles to evict.
    public mutating func newImage(_ pyramid: TilePyramid, baseLevel: Int, baseByteCount: Int? = nil,
                                  availableLevels: UInt64 = .max) -> TileCacheAction {
        action.removeAll()
        for (tile, state) in tiles {
            switch state {
            case .loading: action.cancel.append(tile)
            case .resident: action.evict.append(tile)
            case .failed: break
            }
        }
        tiles.removeAll(keepingCapacity: true)
        shown.removeAll(keepingCapacity: true)
        for level in residentCounts.indices { residentCounts[level] = 0 }
        residentBytes = 0
        reservedBytes = 0
        loadingCount = 0
        generation += 1
        let baseBytes = max(0, baseByteCount ?? pyramid.byteCount(ofLevel: baseLevel))
        let budget = configuration.byteBudget > baseBytes ? configuration.byteBudget - baseBytes : 0
        image = TiledImage(planner: TilePlanner(pyramid: pyramid, baseLevel: baseLevel, tileByteBudget: budget,
                                                maximumTileCount: configuration.maximumTileCount,
                                                availableLevels: availableLevels),
                           baseByteCount: baseBytes)
        plan.update(range: .baseOnly, viewport: .none, pyramid: pyramid)
        loadableCount = 0
        absentCount = 0
        return action
    }

    /// Plans for a viewport: when its ``TileRange`` differs from the last, re-plans, cancels the
    /// loads that left the plan, updates what is shown and starts loads.
    ///
    /// - Parameter viewport: what the screen shows — for an animation, where it ends.
    /// - Returns: what to do; ``TileCacheAction/none`` when the range is unchanged or there is
    ///   no image.
    public mutating func plan(_ viewport: TileViewport) -> TileCacheAction {
        guard let image else { return .none }
        let range = image.planner.range(for: viewport)
        guard range != plan.range else { return .none }
        action.removeAll()
        clock += 1
        // Only planned tiles load, so the loads to cancel are among the old plan's; the tiles
        // leaving it no longer count as absent (cancelled ones once cancelled).
        var leavingAbsent = 0
        for tile in plan where !range.isPlanned(tile) {
            switch tiles[tile] {
            case nil: leavingAbsent += 1
            case .loading: action.cancel.append(tile); leavingAbsent += 1
            case .resident, .failed: break
            }
        }
        for tile in action.cancel { cancelLoad(tile) }
        absentCount -= leavingAbsent
        let previous = plan.range
        plan.update(range: range, viewport: viewport, pyramid: image.planner.pyramid)
        loadableCount = plan.count
        updateShown(replanningFrom: previous)
        startLoads()
        return action
    }

    /// A load finished: the tile becomes resident (room is made by eviction), unless its image
    /// does not fit, which counts as a failure.
    ///
    /// - Parameters:
    ///   - tile: the tile.
    ///   - generation: the generation the load was started in.
    ///   - bytes: the decoded image's bytes (its rows' bytes × its height); negative counts as 0.
    /// - Returns: what to do; ``TileCacheAction/none`` for a stale completion (another
    ///   generation, or a tile not loading), which changes nothing.
    public mutating func tileLoaded(_ tile: TileID, generation: Int, bytes: Int) -> TileCacheAction {
        guard generation == self.generation, case .loading(let reserved) = tiles[tile] else { return .none }
        action.removeAll()
        tiles[tile] = nil
        reservedBytes -= reserved
        loadingCount -= 1
        let bytes = max(0, bytes)
        if makeRoom(for: bytes, priority: priority(of: tile)) {
            tiles[tile] = .resident(bytes: bytes, lastUse: clock)
            residentBytes += bytes
            residentCounts[tile.level] += 1
            updateShown(arrivalOf: tile)
        } else {
            tiles[tile] = .failed
            action.failed.append(tile)
        }
        startLoads()
        return action
    }

    /// A load failed for good (after its retries): the tile is reported once and not asked for
    /// again; coarser tiles or the base stay in its place.
    ///
    /// - Parameters:
    ///   - tile: the tile.
    ///   - generation: the generation the load was started in.
    /// - Returns: what to do; ``TileCacheAction/none`` for a stale completion.
    public mutating func tileFailed(_ tile: TileID, generation: Int) -> TileCacheAction {
        guard generation == self.generation, case .loading(let reserved) = tiles[tile] else { return .none }
        action.removeAll()
        reservedBytes -= reserved
        loadingCount -= 1
        tiles[tile] = .failed
        action.failed.append(tile)
        startLoads()
        return action
    }

    /// The system is short of memory: keeps the base copy and the visible tiles, cancels every
    /// other load and evicts every other tile. Margin tiles load again once the range changes.
    ///
    /// - Returns: the loads to cancel, the tiles to evict and what to hide.
    public mutating func memoryWarning() -> TileCacheAction {
        action.removeAll()
        for (tile, state) in tiles where !plan.range.isVisible(tile) {
            switch state {
            case .loading: action.cancel.append(tile)
            case .resident: action.evict.append(tile)
            case .failed: break
            }
        }
        for tile in action.cancel { cancelLoad(tile) }
        for tile in action.evict { release(tile) }
        loadableCount = plan.visibleCount
        startLoads()
        return action
    }
}
