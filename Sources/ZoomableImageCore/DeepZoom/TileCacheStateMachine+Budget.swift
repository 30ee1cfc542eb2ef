import Foundation

extension TileCacheStateMachine {
    /// How much a tile matters when room is made: a tile may evict only tiles that matter less.
    enum Priority: Int, Comparable {
        /// Resident but neither planned nor shown (left behind by an earlier plan).
        case unused
        /// In the plan's margin (never shown: it is off screen).
        case margin
        /// Shown in place of missing tiles of the planned level.
        case fallback
        /// Under the visible rect at the planned level.
        case visible

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How much a tile matters now.
    func priority(of tile: TileID) -> Priority {
        if plan.range.isVisible(tile) { return .visible }
        if shown.contains(tile) { return .fallback }
        return plan.range.isPlanned(tile) ? .margin : .unused
    }

    /// The bytes the tiles may take now: the tile budget, or once the view has settled, the
    /// bytes kept then and the resting allowance.
    var byteLimit: Int {
        switch state {
        case .noImage: 0
        case .tiled(_, .settled(let limit)): limit
        case .tiled(let image, .visibleOnly), .tiled(let image, .ahead), .tiled(let image, .settling),
             .tiled(let image, .lowMemory):
            image.planner.tileByteBudget
        }
    }

    /// Starts loads in plan order while fewer than the limit run and the next tile's bytes fit.
    /// Stops at the first tile that cannot be made room for, so the order holds.
    mutating func startLoads() {
        guard let pyramid else { return }
        var index = 0
        while absentCount > 0, loadingCount < configuration.maximumConcurrentLoads, index < plan.count {
            let tile = plan[index]
            index += 1
            guard tiles[tile] == nil else { continue }
            let bytes = pyramid.byteCount(of: tile)
            guard makeRoom(for: bytes, priority: index <= plan.visibleCount ? .visible : .margin) else { return }
            tiles[tile] = .loading(reservedBytes: bytes)
            reservedBytes += bytes
            loadingCount += 1
            absentCount -= 1
            work.load.append(tile)
        }
    }

    /// Evicts (and, for a visible tile, cancels margin loads) until `bytes` more fit the
    /// ``byteLimit``; `false`, having evicted nothing more than needed, when they cannot.
    mutating func makeRoom(for bytes: Int, priority: Priority) -> Bool {
        let budget = byteLimit
        guard bytes <= budget else { return false }
        while residentBytes + reservedBytes > budget - bytes {
            if let victim = leastRecentlyUsed(below: priority) {
                release(victim)
                work.evict.append(victim)
            } else if priority == .visible, let load = lastMarginLoad() {
                cancelLoad(load)
                work.cancel.append(load)
            } else {
                return false
            }
        }
        return true
    }

    /// The resident tile to evict first among those that matter less than `priority`: the
    /// least important kind, and within it the one used longest ago; ties go to the finer
    /// level, then the lower row and column, so the choice is the same everywhere.
    func leastRecentlyUsed(below priority: Priority) -> TileID? {
        var best: (tile: TileID, priority: Priority, lastUse: UInt64)?
        for (tile, state) in tiles {
            guard case .resident(_, let lastUse) = state else { continue }
            let kind = self.priority(of: tile)
            guard kind < priority else { continue }
            if let current = best {
                let first = kind != current.priority ? kind < current.priority
                    : lastUse != current.lastUse ? lastUse < current.lastUse
                    : tile.level != current.tile.level ? tile.level < current.tile.level
                    : tile.row != current.tile.row ? tile.row < current.tile.row
                    : tile.column < current.tile.column
                if !first { continue }
            }
            best = (tile, kind, lastUse)
        }
        return best?.tile
    }

    /// The margin tile loading that comes last in the plan, or `nil`.
    func lastMarginLoad() -> TileID? {
        var index = plan.count
        while index > plan.visibleCount {
            index -= 1
            if isLoading(plan[index]) { return plan[index] }
        }
        return nil
    }

    /// Forgets a loading tile and frees its reservation.
    mutating func cancelLoad(_ tile: TileID) {
        guard case .loading(let reserved) = tiles[tile] else { return }
        forget(tile)
        reservedBytes -= reserved
        loadingCount -= 1
    }

    /// Forgets a resident tile, frees its bytes and takes it off screen: the caller reports it
    /// as evicted, which removes its layer, so the event's action no longer shows it.
    mutating func release(_ tile: TileID) {
        guard case .resident(let bytes, _) = tiles[tile] else { return }
        forget(tile)
        residentBytes -= bytes
        residentCounts[tile.level] -= 1
        if plan.range.isVisible(tile) { missingVisibleCount += 1 }
        shown.remove(tile)
        work.withdrawShowing(tile)
    }

    /// Removes a tile's state; a planned tile becomes absent (to be loaded again).
    private mutating func forget(_ tile: TileID) {
        tiles[tile] = nil
        if plan.range.isPlanned(tile) { absentCount += 1 }
    }
}
