import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

/// The tile cache's invariants, restated from the rules rather than with the cache's helpers:
/// a coarser tile's column under a finer cell is the cell's column shifted right by the level
/// difference; a cell's centre is its 256 · 2^k stored-pixel span clipped to the image; the rule
/// level is ⌊log2(1 / d)⌋; the margin is what the motion asks for, one tile wide.
enum TileCacheInvariants {
    /// The first violation, or `nil`.
    ///
    /// - Parameters:
    ///   - cache: the machine after a step.
    ///   - viewport: the viewport its plan was last made for (the one that changed the range).
    ///   - motion: what the view did at its last plan.
    static func violation(_ cache: TileCacheStateMachine, plannedFor viewport: TileViewport?,
                          motion: TileMotion = .animating) -> String? {
        guard let pyramid = cache.pyramid, let image = cache.image else { return nil }
        return budget(cache) ?? coverage(cache, pyramid, image) ?? plannedLevel(cache, viewport, image)
            ?? order(cache, pyramid, viewport) ?? prefetch(cache, pyramid, motion)
    }

    /// What is planned beyond the visible tiles is what the motion asks for: nothing for a zoom
    /// or an animation; one column or row ahead, on each axis moved along, for a pan; at rest,
    /// nothing until every visible tile has arrived (resident or failed), then a ring — and by
    /// then the tiles neither visible nor shown hold at most the resting allowance (loads
    /// included). A memory warning holds the visible tiles alone. Margins are clipped to the grid.
    static func prefetch(_ cache: TileCacheStateMachine, _ pyramid: TilePyramid, _ motion: TileMotion) -> String? {
        guard case .tiles(let level, let visible, let planned) = cache.range,
              case .tiled(_, let prefetch) = cache.state else { return nil }
        let arrived = visible.rows.allSatisfy { row in
            visible.columns.allSatisfy { column in
                let tile = TileID(level: level, column: column, row: row)
                return cache.isResident(tile) || cache.hasFailed(tile)
            }
        }
        var left = 0, right = 0, top = 0, bottom = 0
        switch (motion, prefetch) {
        case (_, .lowMemory), (.zooming, _), (.animating, _):
            break
        case (.panning(let direction), _):
            left = direction.dx < 0 ? 1 : 0; right = direction.dx > 0 ? 1 : 0
            top = direction.dy < 0 ? 1 : 0; bottom = direction.dy > 0 ? 1 : 0
        case (.resting, _):
            guard arrived == cache.isSettled else {
                return arrived ? "at rest with every visible tile in, yet not settled" : "settled with visible tiles missing"
            }
            (left, right, top, bottom) = arrived ? (1, 1, 1, 1) : (0, 0, 0, 0)
        }
        let grid = pyramid.tileGrid(ofLevel: level)
        let expected = TileGridRect(columns: max(0, visible.columns.lowerBound - left)..<min(grid.columns, visible.columns.upperBound + right),
                                    rows: max(0, visible.rows.lowerBound - top)..<min(grid.rows, visible.rows.upperBound + bottom))
        guard planned == expected else { return "planned \(planned) for \(motion), expected \(expected) around \(visible)" }
        if cache.isSettled {
            var held = cache.reservedBytes
            for (tile, state) in cache.tiles where !cache.range.isVisible(tile) && !cache.shown.contains(tile) {
                if case .resident(let bytes, _) = state { held += bytes }
            }
            guard held <= cache.configuration.restingAllowance else {
                return "settled, yet \(held) bytes beyond the visible and shown tiles (allowance \(cache.configuration.restingAllowance))"
            }
        }
        return nil
    }

    /// Resident and reserved bytes, summed from the tiles, within the tile budget; the whole
    /// (base included) within the budget; loads within the limit.
    static func budget(_ cache: TileCacheStateMachine) -> String? {
        var resident = 0
        var reserved = 0
        var loading = 0
        for state in cache.tiles.values {
            switch state {
            case .resident(let bytes, _): resident += bytes
            case .loading(let bytes): reserved += bytes; loading += 1
            case .failed: break
            }
        }
        guard resident == cache.residentBytes, reserved == cache.reservedBytes, loading == cache.loadingCount else {
            return "bookkeeping: resident \(resident) vs \(cache.residentBytes), reserved \(reserved) vs \(cache.reservedBytes)"
        }
        guard resident + reserved <= cache.tileByteBudget else {
            return "resident \(resident) + reserved \(reserved) > tile budget \(cache.tileByteBudget)"
        }
        let missing = cache.plan.prefix(cache.plan.visibleCount).filter { !cache.isResident($0) && !cache.hasFailed($0) }.count
        guard missing == cache.missingVisibleCount else {
            return "\(missing) visible tiles have not arrived, the count says \(cache.missingVisibleCount)"
        }
        guard cache.totalResidentBytes <= max(cache.configuration.byteBudget, cache.image?.baseByteCount ?? 0) else {
            return "total resident \(cache.totalResidentBytes) > budget \(cache.configuration.byteBudget)"
        }
        guard loading <= cache.configuration.maximumConcurrentLoads else { return "\(loading) loads at once" }
        let absent = cache.plan.filter { cache.tiles[$0] == nil }.count
        guard absent == cache.absentCount else { return "\(absent) planned tiles absent, the count says \(cache.absentCount)" }
        return nil
    }

    /// Every shown tile is resident, and finer than the plan only under a missing visible cell;
    /// of the planned level, exactly the resident visible tiles are shown (margin tiles are off
    /// screen); for every visible cell not resident at the planned level, every resident coarser
    /// tile over it (below the base) is shown — so the cell shows the best resident image, or
    /// the base.
    static func coverage(_ cache: TileCacheStateMachine, _ pyramid: TilePyramid,
                         _ image: TileCacheStateMachine.TiledImage) -> String? {
        for tile in cache.shown where !cache.isResident(tile) { return "shown but not resident: \(tile)" }
        guard case .tiles(let level, let visible, let planned) = cache.range else {
            return cache.shown.isEmpty ? nil : "base only, yet \(cache.shown.count) tiles shown"
        }
        for tile in cache.shown where tile.level < level {
            // Finer tiles stay only under a visible cell of the planned level that is missing.
            let shift = level - tile.level
            let column = tile.column >> shift, row = tile.row >> shift
            if !visible.columns.contains(column) || !visible.rows.contains(row)
                || cache.isResident(TileID(level: level, column: column, row: row)) {
                return "shown finer than level \(level) not under a missing visible cell: \(tile)"
            }
        }
        for (tile, state) in cache.tiles where state.isResident && tile.level == level
            && visible.columns.contains(tile.column) && visible.rows.contains(tile.row) && !cache.shown.contains(tile) {
            return "resident visible tile hidden: \(tile)"
        }
        for tile in cache.shown where tile.level == level
            && !(visible.columns.contains(tile.column) && visible.rows.contains(tile.row)) {
            return "shown off screen (planned \(planned)): \(tile)"
        }
        let top = min(image.planner.baseLevel, pyramid.levelCount)
        for row in visible.rows {
            for column in visible.columns where !cache.isResident(TileID(level: level, column: column, row: row)) {
                for coarser in (level + 1)..<max(level + 1, top) {
                    let shift = coarser - level
                    let over = TileID(level: coarser, column: column >> shift, row: row >> shift)
                    if cache.isResident(over) && !cache.shown.contains(over) {
                        return "cell (\(column), \(row)) of level \(level) is missing and resident \(over) is hidden"
                    }
                }
            }
        }
        return nil
    }

    /// The plan's level is never finer than the rule's; every planned or loading tile is at the
    /// plan's level, inside its planned rect.
    static func plannedLevel(_ cache: TileCacheStateMachine, _ viewport: TileViewport?,
                             _ image: TileCacheStateMachine.TiledImage) -> String? {
        guard case .tiles(let level, _, let planned) = cache.range, let viewport else { return nil }
        let rule = min(Int((-log2(Double(viewport.devicePixelsPerStoredPixel)) + 1e-9).rounded(.down)).clamped(0, 62),
                       image.planner.pyramid.levelCount - 1)
        if isAvailable(rule, image), level < rule {
            return "level \(level) finer than the rule's \(rule) at \(viewport.devicePixelsPerStoredPixel)"
        }
        for tile in cache.plan where tile.level != level || !planned.contains(column: tile.column, row: tile.row) {
            return "planned \(tile) outside level \(level)'s \(planned)"
        }
        for (tile, state) in cache.tiles {
            if case .loading = state, tile.level != level || !planned.contains(column: tile.column, row: tile.row) {
                return "loading \(tile) outside the plan"
            }
        }
        return nil
    }

    static func isAvailable(_ level: Int, _ image: TileCacheStateMachine.TiledImage) -> Bool {
        (0..<64).contains(level) && image.planner.availableLevels & (1 << UInt64(level)) != 0
    }

    /// Visible tiles first, then the margin; each group by non-decreasing distance from its
    /// cell's centre to the viewport's.
    static func order(_ cache: TileCacheStateMachine, _ pyramid: TilePyramid, _ viewport: TileViewport?) -> String? {
        guard let viewport, case .tiles = cache.range else { return nil }
        var previous: (group: Int, distance: CGFloat)?
        for (index, tile) in cache.plan.enumerated() {
            let group = cache.range.isVisible(tile) ? 0 : 1
            guard (index < cache.plan.visibleCount) == (group == 0) else { return "\(tile) at \(index) in the wrong group" }
            let side = CGFloat(pyramid.tileSize) * CGFloat(1 << tile.level)
            let size = pyramid.storedPixelSize
            let x0 = CGFloat(tile.column) * side
            let y0 = CGFloat(tile.row) * side
            let dx = (x0 + min(size.width, x0 + side)) / 2 - viewport.visibleRect.midX
            let dy = (y0 + min(size.height, y0 + side)) / 2 - viewport.visibleRect.midY
            let distance = dx * dx + dy * dy
            if let previous, previous.group == group, distance < previous.distance * (1 - 1e-12) {
                return "\(tile) at \(index) is nearer the centre than the tile before it"
            }
            previous = (group, distance)
        }
        return nil
    }
}

extension Comparable {
    func clamped(_ lower: Self, _ upper: Self) -> Self { Swift.min(Swift.max(self, lower), upper) }
}
