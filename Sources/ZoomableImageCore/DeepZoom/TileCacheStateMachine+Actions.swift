import Foundation

// What each event of a ``TileCacheStateMachine`` asks the view to do: only the lists that event
// can fill. Each shares its storage with the machine (see ``TileCacheAction``), and becomes the
// view's ``TileCacheAction`` through `TileCacheAction.init(_:)`.

extension TileCacheStateMachine {
    /// What ``newImage(_:baseLevel:baseByteCount:availableLevels:)`` asks: drop the previous
    /// image's loads and tiles.
    public struct NewImageAction: Equatable, Sendable {
        /// The previous image's loads.
        public let cancel: [TileID]
        /// The previous image's resident tiles (shown ones included: their layers go with them).
        public let evict: [TileID]

        init(_ work: TileCacheAction) {
            cancel = work.cancel
            evict = work.evict
        }
    }

    /// What ``plan(_:motion:)`` asks: the loads that left the plan, the tiles evicted to make
    /// room (or trimmed as the view settles), what comes on and goes off screen, and the loads
    /// to start. Nothing arrives, so nothing fades in and nothing fails.
    public struct PlanAction: Equatable, Sendable {
        /// Loads to cancel.
        public let cancel: [TileID]
        /// Resident tiles to release.
        public let evict: [TileID]
        /// Shown tiles to take off screen.
        public let hide: [TileID]
        /// Resident tiles to put on screen at once.
        public let show: [TileID]
        /// Tiles to start loading, in priority order.
        public let load: [TileID]

        /// Nothing to do.
        public static let none = PlanAction(TileCacheAction())

        init(_ work: TileCacheAction) {
            cancel = work.cancel
            evict = work.evict
            hide = work.hide
            show = work.show
            load = work.load
        }

        /// Whether there is nothing to do.
        public var isEmpty: Bool { cancel.isEmpty && evict.isEmpty && hide.isEmpty && show.isEmpty && load.isEmpty }
    }

    /// What ``tileLoaded(_:generation:bytes:)`` asks: the arrival fading in (when visible) over
    /// the tiles it replaces, the room made for it and for the loads it lets start — or its
    /// failure, when it does not fit.
    public struct ArrivalAction: Equatable, Sendable {
        /// Margin loads cancelled for visible ones.
        public let cancel: [TileID]
        /// Resident tiles released to make room (or trimmed as the view settles).
        public let evict: [TileID]
        /// The tile that arrived, when it is visible: at most one.
        public let fadeIn: [TileID]
        /// The shown tiles it replaces, to take off screen once it has faded in.
        public let hideAfterFade: [TileID]
        /// Tiles to start loading, in priority order.
        public let load: [TileID]
        /// The tile that arrived, when its image did not fit: at most one.
        public let failed: [TileID]

        /// Nothing to do: a stale completion.
        public static let none = ArrivalAction(TileCacheAction())

        init(_ work: TileCacheAction) {
            cancel = work.cancel
            evict = work.evict
            fadeIn = work.fadeIn
            hideAfterFade = work.hideAfterFade
            load = work.load
            failed = work.failed
        }

        /// Whether there is nothing to do.
        public var isEmpty: Bool {
            cancel.isEmpty && evict.isEmpty && fadeIn.isEmpty && hideAfterFade.isEmpty && load.isEmpty && failed.isEmpty
        }
    }

    /// What ``tileFailed(_:generation:)`` asks: report the failure, and start the loads it lets
    /// start (making room for them, or trimming as the view settles). Nothing comes on or goes
    /// off screen: what stood in for the tile stays.
    public struct FailureAction: Equatable, Sendable {
        /// Margin loads cancelled for visible ones.
        public let cancel: [TileID]
        /// Resident tiles released.
        public let evict: [TileID]
        /// Tiles to start loading, in priority order.
        public let load: [TileID]
        /// The tile that failed: one, or none for a stale completion.
        public let failed: [TileID]

        /// Nothing to do: a stale completion.
        public static let none = FailureAction(TileCacheAction())

        init(_ work: TileCacheAction) {
            cancel = work.cancel
            evict = work.evict
            load = work.load
            failed = work.failed
        }

        /// Whether there is nothing to do.
        public var isEmpty: Bool { cancel.isEmpty && evict.isEmpty && load.isEmpty && failed.isEmpty }
    }

    /// What ``memoryWarning()`` asks: drop everything but the visible tiles, and start the
    /// visible loads the freed slots allow. The evicted tiles' layers go with them.
    public struct MemoryWarningAction: Equatable, Sendable {
        /// Every load but the visible tiles'.
        public let cancel: [TileID]
        /// Every resident tile but the visible ones.
        public let evict: [TileID]
        /// Visible tiles to start loading, in priority order.
        public let load: [TileID]

        /// Nothing to do: no image.
        public static let none = MemoryWarningAction(TileCacheAction())

        init(_ work: TileCacheAction) {
            cancel = work.cancel
            evict = work.evict
            load = work.load
        }
    }
}

extension TileCacheAction {
    /// What the view does after a new image.
    @_spi(Internals) public init(_ action: TileCacheStateMachine.NewImageAction) {
        self.init(cancel: action.cancel, evict: action.evict, hide: [], show: [], fadeIn: [], hideAfterFade: [],
                  load: [], failed: [])
    }

    /// What the view does after a plan.
    @_spi(Internals) public init(_ action: TileCacheStateMachine.PlanAction) {
        self.init(cancel: action.cancel, evict: action.evict, hide: action.hide, show: action.show, fadeIn: [],
                  hideAfterFade: [], load: action.load, failed: [])
    }

    /// What the view does after a tile arrived.
    @_spi(Internals) public init(_ action: TileCacheStateMachine.ArrivalAction) {
        self.init(cancel: action.cancel, evict: action.evict, hide: [], show: [], fadeIn: action.fadeIn,
                  hideAfterFade: action.hideAfterFade, load: action.load, failed: action.failed)
    }

    /// What the view does after a tile failed.
    @_spi(Internals) public init(_ action: TileCacheStateMachine.FailureAction) {
        self.init(cancel: action.cancel, evict: action.evict, hide: [], show: [], fadeIn: [], hideAfterFade: [],
                  load: action.load, failed: action.failed)
    }

    /// What the view does after a memory warning.
    @_spi(Internals) public init(_ action: TileCacheStateMachine.MemoryWarningAction) {
        self.init(cancel: action.cancel, evict: action.evict, hide: [], show: [], fadeIn: [], hideAfterFade: [],
                  load: action.load, failed: [])
    }
}
