import Foundation

extension TileCacheStateMachine {
    /// A load finished: the tile becomes resident (room is made by eviction) and, when it is
    /// visible, fades in over what stood in for it — unless its image does not fit, which counts as
    /// a failure. The last visible tile to arrive at rest settles the view (trim, then ring). A
    /// stale completion (another generation, or a tile not loading) changes nothing. `bytes` is the
    /// decoded image's (its rows' bytes × its height); a negative count counts as 0.
    public mutating func tileLoaded(_ tile: TileID, generation: Int, bytes: Int) -> ArrivalAction {
        switch state {
        case .noImage:
            return .none                        // no load runs without an image
        case .tiled(let image, _):
            guard generation == self.generation, case .loading(let reserved) = tiles[tile] else { return .none }
            work.removeAll()
            tiles[tile] = nil
            reservedBytes -= reserved
            loadingCount -= 1
            let bytes = max(0, bytes)
            let isVisible = plan.range.isVisible(tile)
            if makeRoom(for: bytes, priority: isVisible ? .visible : .margin) {
                tiles[tile] = .resident(bytes: bytes, lastUse: clock)
                residentBytes += bytes
                residentCounts[tile.level] += 1
                if isVisible { updateShown(arrivalOf: tile) }
            } else {
                tiles[tile] = .failed
                work.failed.append(tile)
            }
            if isVisible { missingVisibleCount -= 1 }
            settleIfArrived(image)
            startLoads()
            return ArrivalAction(work)
        }
    }

    /// A load failed for good (after its retries): the tile is reported once and not asked for
    /// again; coarser tiles or the base stay in its place. The last visible tile to arrive at rest
    /// (a failure counts as arrived) settles the view. A stale completion changes nothing.
    public mutating func tileFailed(_ tile: TileID, generation: Int) -> FailureAction {
        switch state {
        case .noImage:
            return .none                        // no load runs without an image
        case .tiled(let image, _):
            guard generation == self.generation, case .loading(let reserved) = tiles[tile] else { return .none }
            work.removeAll()
            reservedBytes -= reserved
            loadingCount -= 1
            tiles[tile] = .failed
            work.failed.append(tile)
            if plan.range.isVisible(tile) { missingVisibleCount -= 1 }
            settleIfArrived(image)
            startLoads()
            return FailureAction(work)
        }
    }

    /// The system is short of memory: keeps the base copy and the visible tiles, cancels every
    /// other load and evicts every other tile; nothing beyond the visible tiles is planned until
    /// they change.
    public mutating func memoryWarning() -> MemoryWarningAction {
        switch state {
        case .noImage:
            return .none                        // nothing loads or is held before an image
        case .tiled(let image, _):
            work.removeAll()
            for (tile, state) in tiles where !plan.range.isVisible(tile) {
                switch state {
                case .loading: work.cancel.append(tile)
                case .resident: work.evict.append(tile)
                case .failed: break
                }
            }
            for tile in work.cancel { cancelLoad(tile) }
            for tile in work.evict { release(tile) }
            state = .tiled(image, .lowMemory)
            let visibleOnly = image.planner.range(plan.range, margin: .none)
            if visibleOnly != plan.range {
                replan(to: visibleOnly, viewport: plannedViewport, pyramid: image.planner.pyramid)
            }
            startLoads()
            return MemoryWarningAction(work)
        }
    }
}
