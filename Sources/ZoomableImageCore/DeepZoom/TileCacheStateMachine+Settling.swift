import Foundation

extension TileCacheStateMachine.Prefetch {
    /// What a plan for `motion` prefetches after this one: a view that keeps resting over the
    /// same tiles keeps where its settling got to, a memory warning holds until the visible tiles
    /// change, and otherwise the motion decides.
    ///
    /// - Parameter same: whether the new plan shows the same tiles (level and visible) as the last.
    func next(for motion: TileMotion, showingTheSameTiles same: Bool) -> Self {
        switch self {
        case .lowMemory:
            if same { return .lowMemory }
        case .settling, .settled:
            if same, motion == .resting { return self }
        case .visibleOnly, .ahead:
            break
        }
        switch motion {
        case .resting: return .settling
        case .zooming, .animating: return .visibleOnly
        case .panning(let direction): return direction == .none ? .visibleOnly : .ahead(direction)
        }
    }
}

extension TileCacheStateMachine {
    /// Settles a view at rest whose visible tiles have all arrived (or failed): plans the ring,
    /// then releases the resident tiles neither visible nor shown — those left behind by earlier
    /// plans first, the ring's last, each least recently used first — until they hold at most
    /// the resting allowance. The ring then loads within the bytes kept and that allowance.
    /// Nothing happens in any other state, or while a visible tile is still missing.
    ///
    /// No load runs when it does: the plan was the visible tiles alone, all of them in.
    mutating func settleIfArrived(_ image: TiledImage) {
        switch state {
        case .tiled(_, .settling) where missingVisibleCount == 0:
            let ring = image.planner.range(plan.range, margin: .ring)
            if ring != plan.range { replan(to: ring, viewport: plannedViewport, pyramid: image.planner.pyramid) }
            var held = 0
            for (tile, state) in tiles {
                if case .resident(let bytes, _) = state, priority(of: tile) < .fallback { held += bytes }
            }
            let allowance = max(0, configuration.restingAllowance)
            while held > allowance, let victim = leastRecentlyUsed(below: .fallback) {
                held -= residentByteCount(of: victim)
                release(victim)
                work.evict.append(victim)
            }
            let limit = min(image.planner.tileByteBudget, residentBytes - held + allowance)
            state = .tiled(image, .settled(limit: limit))
        case .noImage, .tiled(_, .visibleOnly), .tiled(_, .ahead), .tiled(_, .settling), .tiled(_, .settled),
             .tiled(_, .lowMemory):
            break
        }
    }

    /// The bytes a resident tile holds; 0 for any other.
    func residentByteCount(of tile: TileID) -> Int {
        if case .resident(let bytes, _) = tiles[tile] { return bytes }
        return 0
    }
}
