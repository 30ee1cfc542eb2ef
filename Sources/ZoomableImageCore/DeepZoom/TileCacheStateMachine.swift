import Foundation

/// Which tiles of a deep-zoom image are loading, resident and shown, under a byte budget: every
/// decision of tiled drawing, as a value whose events each return the action to perform.
///
/// The view feeds it five events and performs what comes back (through ``TileCacheAction``):
/// - ``newImage(_:baseLevel:baseByteCount:availableLevels:)`` when the image changes: everything
///   of the old one is cancelled and evicted, and the ``generation`` moves on.
/// - ``plan(_:motion:)`` on every geometry write, with the viewport of the geometry written (while
///   an animation runs, the one it heads to) and what the view is doing. When neither the
///   ``range`` nor what is prefetched changes it returns at once.
/// - ``tileLoaded(_:generation:bytes:)`` and ``tileFailed(_:generation:)`` when a load ends.
///   A completion for another generation, or for a tile no longer loading (cancelled), changes
///   nothing.
/// - ``memoryWarning()``: back to the base copy and the visible tiles.
///
/// ```swift
/// var cache = TileCacheStateMachine()
/// _ = cache.newImage(pyramid, baseLevel: 4)
/// let action = cache.plan(viewport, motion: .animating)  // load: the visible tiles, nearest the centre first
/// // … later, for each tile in action.load:
/// let next = cache.tileLoaded(tile, generation: generation, bytes: 262_144)  // fadeIn: [tile]
/// ```
///
/// The rules, each pinned by a test:
/// - **Prefetch where it pays** (``TileMotion``). A zoom or an animation plans the visible tiles
///   only. A pan plans one tile ahead on each axis it moves along. At rest the visible tiles come
///   first; once every one of them has arrived (or failed), a ring around them is prefetched,
///   and cancelled the moment the view moves away. Margin tiles are never shown before they are
///   on screen.
/// - **Trim at rest.** When the view has settled (at rest, every visible tile arrived), resident
///   tiles that are neither visible nor shown are released, least recently used first (the
///   ring's last), until they hold at most ``TileCacheConfiguration/restingAllowance``; the ring
///   loads within that allowance.
/// - The base copy is always resident and is not the machine's to evict; the tiles get the
///   budget it leaves. Resident and reserved (loading) bytes never exceed that.
/// - Loads start in plan order (visible tiles first, each group nearest the centre first), at
///   most ``TileCacheConfiguration/maximumConcurrentLoads`` at once. A tile is reserved its
///   decoded bytes when its load starts.
/// - Room is made by evicting resident tiles that matter less than the one arriving — first
///   tiles neither planned nor shown, then margin tiles, then coarser tiles shown in place of
///   missing ones — each kind least recently used first. A visible tile may evict all three
///   kinds and cancel margin loads; a margin tile only the first.
/// - Shown: the resident visible tiles, and every resident coarser tile over a visible cell whose
///   tile at the planned level is not resident yet (or failed) — so no hole opens while finer
///   tiles arrive. A finer tile already shown stays while the visible cell over it is missing (a
///   zoom-out keeps its sharp tiles until the coarser one arrives); others are hidden. A tile
///   that arrives on screen fades in; the tiles it replaces go once it has. Every tile an action
///   shows is resident after it.
/// - A tile leaving the plan while loading is cancelled; a failed tile is reported once and not
///   asked for again for this image.
///
/// Each event is one `switch` over ``State``: without an image, only ``newImage(_:baseLevel:baseByteCount:availableLevels:)``
/// does anything, and a load's end is stale by definition (no load runs without an image).
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

    /// What the plan fetches beyond the visible tiles, and how much the tiles may hold.
    enum Prefetch: Equatable, Sendable {
        /// A zoom or an animation (or a pan standing still): the visible tiles only.
        case visibleOnly
        /// A pan: the visible tiles and one tile ahead in the direction it moves.
        case ahead(TileDirection)
        /// At rest, visible tiles still to arrive: the visible tiles only.
        case settling
        /// At rest with every visible tile arrived: trimmed, and the ring prefetched, within
        /// `limit` bytes of tiles (the visible and shown ones' and the resting allowance).
        case settled(limit: Int)
        /// After a memory warning: the visible tiles only, until they change.
        case lowMemory

        /// The tiles planned beyond the visible ones.
        var margin: TileMargin {
            switch self {
            case .visibleOnly, .settling, .lowMemory: .none
            case .ahead(let direction): .ahead(direction)
            case .settled: .ring
            }
        }
    }

    /// The machine's state: whether there is an image, and what its plan prefetches.
    enum State: Equatable, Sendable {
        /// Before the first image: nothing planned, loading or held.
        case noImage
        /// An image, planned with a prefetch.
        case tiled(TiledImage, Prefetch)
    }

    /// The limits.
    public private(set) var configuration: TileCacheConfiguration
    /// Whether there is an image and what its plan prefetches.
    var state = State.noImage
    /// Counts images: a load carries the generation it was started in, and a completion for
    /// another one is dropped. 0 before the first image.
    public internal(set) var generation = 0
    /// Every tile the machine knows of.
    var tiles: [TileID: TileState] = [:]
    /// The current plan, in load order.
    public internal(set) var plan = TilePlan()
    /// The viewport the plan was made for: its centre orders the plan, and the ring planned when
    /// the view settles.
    var plannedViewport = TileViewport.none
    /// How many of the plan's tiles the machine knows nothing of (neither loading, resident nor
    /// failed): when none, there is nothing to start and no need to look.
    var absentCount = 0
    /// How many visible tiles have not arrived (neither resident nor failed): at rest, the view
    /// settles when none is left.
    var missingVisibleCount = 0
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
    /// The lists the event under way assembles (their storage is reused from event to event).
    var work = TileCacheAction()

    /// A machine with no image, with the default ``TileCacheConfiguration`` unless given.
    public init(configuration: TileCacheConfiguration = TileCacheConfiguration()) {
        self.configuration = configuration
    }

    // MARK: - Events

    /// A new image: cancels every load and evicts every tile of the previous one, and starts a new
    /// generation with nothing planned, loading or held. `baseLevel` is the level the base copy is
    /// at least as sharp as (``TilePlanner/baseLevel(for:devicePixelsPerStoredPixelAtRest:)``):
    /// tiles are planned at finer levels only. `baseByteCount` defaults to the base level's
    /// (``TilePyramid/byteCount(ofLevel:)``); `availableLevels` (one bit per level) to all.
    public mutating func newImage(_ pyramid: TilePyramid, baseLevel: Int, baseByteCount: Int? = nil,
                                  availableLevels: UInt64 = .max) -> NewImageAction {
        work.removeAll()
        switch state {
        case .noImage:
            break                               // nothing loads or is held before an image
        case .tiled:
            for (tile, state) in tiles {
                switch state {
                case .loading: work.cancel.append(tile)
                case .resident: work.evict.append(tile)
                case .failed: break
                }
            }
        }
        tiles.removeAll(keepingCapacity: true)
        shown.removeAll(keepingCapacity: true)
        for level in residentCounts.indices { residentCounts[level] = 0 }
        residentBytes = 0
        reservedBytes = 0
        loadingCount = 0
        absentCount = 0
        missingVisibleCount = 0
        clock = 0
        generation += 1
        let baseBytes = max(0, baseByteCount ?? pyramid.byteCount(ofLevel: baseLevel))
        let budget = configuration.byteBudget > baseBytes ? configuration.byteBudget - baseBytes : 0
        let planner = TilePlanner(pyramid: pyramid, baseLevel: baseLevel, tileByteBudget: budget,
                                  maximumTileCount: configuration.maximumTileCount, availableLevels: availableLevels)
        state = .tiled(TiledImage(planner: planner, baseByteCount: baseBytes), .visibleOnly)
        plannedViewport = .none
        plan.update(range: .baseOnly, viewport: .none, pyramid: pyramid)
        return NewImageAction(work)
    }

    /// Plans for a viewport and what the view does: when the ``range`` or what is prefetched
    /// changes, re-plans, cancels the loads that left the plan, updates what is shown and starts
    /// loads. At rest with every visible tile arrived, it also trims and prefetches the ring.
    /// `viewport` is what the screen shows — for an animation, where it ends. Nothing changes
    /// without an image.
    public mutating func plan(_ viewport: TileViewport, motion: TileMotion) -> PlanAction {
        switch state {
        case .noImage:
            return .none
        case .tiled(let image, let prefetch):
            let bare = image.planner.range(for: viewport)
            let next = prefetch.next(for: motion, showingTheSameTiles: bare.showsTheSameTiles(as: plan.range))
            let range = image.planner.range(bare, margin: next.margin)
            guard range != plan.range || next != prefetch else { return .none }
            work.removeAll()
            state = .tiled(image, next)
            replan(to: range, viewport: viewport, pyramid: image.planner.pyramid)
            settleIfArrived(image)
            startLoads()
            return PlanAction(work)
        }
    }

    /// Replaces the plan: cancels the loads leaving it, counts what is absent and missing, and
    /// updates what is shown.
    mutating func replan(to range: TileRange, viewport: TileViewport, pyramid: TilePyramid) {
        clock += 1
        // Only planned tiles load, so the loads to cancel are among the old plan's; the tiles
        // leaving it no longer count as absent (cancelled ones once cancelled).
        var leavingAbsent = 0
        let cancelledFrom = work.cancel.count
        for tile in plan where !range.isPlanned(tile) {
            switch tiles[tile] {
            case nil: leavingAbsent += 1
            case .loading: work.cancel.append(tile); leavingAbsent += 1
            case .resident, .failed: break
            }
        }
        for index in cancelledFrom..<work.cancel.count { cancelLoad(work.cancel[index]) }
        absentCount -= leavingAbsent
        let previous = plan.range
        plannedViewport = viewport
        plan.update(range: range, viewport: viewport, pyramid: pyramid)
        updateShown(replanningFrom: previous)
    }
}
