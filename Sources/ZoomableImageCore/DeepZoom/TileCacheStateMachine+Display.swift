import Foundation

extension TileCacheStateMachine {
    /// After a re-plan: hides the shown tiles the new plan no longer needs, shows its resident
    /// tiles that were not planned before, and shows each resident coarser tile over a visible
    /// cell still missing at the planned level. A shown finer tile stays while the visible cell
    /// over it is missing (zooming out keeps what was sharp until the coarser tile arrives).
    /// Tiles taken off screen are marked used now.
    ///
    /// Works on the changes only — tiles that stay planned stay shown — so a pan costs what
    /// enters and leaves the plan, not what it holds.
    /// Also counts the tiles entering the plan that are absent.
    mutating func updateShown(replanningFrom previous: TileRange) {
        let hiddenFrom = action.hide.count
        for tile in shown where !stillShown(tile) { action.hide.append(tile) }
        for index in hiddenFrom..<action.hide.count { takeOffScreen(action.hide[index]) }
        guard case .tiles(let level, _, _) = plan.range, let top = baseTop else { return }
        for tile in plan where !previous.isPlanned(tile) {
            switch tiles[tile] {
            case nil: absentCount += 1
            case .resident: putOnScreen(tile)
            case .loading, .failed: break
            }
        }
        guard residentCounts[min(level + 1, top)..<top].contains(where: { $0 > 0 }) else { return }
        for (tile, state) in tiles where tile.level > level && state.isResident && !shown.contains(tile)
            && coversMissingCell(tile) {
            putOnScreen(tile)
        }
    }

    /// After `tile` became resident: shows it, and hides the coarser tiles over it whose visible
    /// cells are now all resident and the finer tiles shown under it.
    mutating func updateShown(arrivalOf tile: TileID) {
        guard plan.range.isPlanned(tile) else { return }
        putOnScreen(tile)
        guard plan.range.isVisible(tile), let top = baseTop else { return }
        let hiddenFrom = action.hide.count
        for finer in shown where finer.level < tile.level && cell(over: finer, atLevel: tile.level) == tile {
            action.hide.append(finer)
        }
        for index in hiddenFrom..<action.hide.count { takeOffScreen(action.hide[index]) }
        for level in stride(from: tile.level + 1, to: top, by: 1) {
            let over = cell(over: tile, atLevel: level)
            if shown.contains(over) && !coversMissingCell(over) {
                takeOffScreen(over)
                action.hide.append(over)
            }
        }
    }

    /// The first level no tile is planned at: the base's, or the top of the pyramid.
    private var baseTop: Int? {
        image.map { min($0.planner.baseLevel, $0.planner.pyramid.levelCount) }
    }

    /// Whether a shown tile stays shown under the current plan: a planned tile, a coarser one
    /// over a missing visible cell, or a finer one under a missing visible cell.
    private func stillShown(_ tile: TileID) -> Bool {
        guard let level = plan.range.level else { return false }
        if tile.level < level {
            let over = cell(over: tile, atLevel: level)
            return plan.range.isVisible(over) && !isResident(over)
        }
        return plan.range.isPlanned(tile) || (tile.level > level && coversMissingCell(tile))
    }

    /// The tile of a coarser `level` that `tile` lies under.
    private func cell(over tile: TileID, atLevel level: Int) -> TileID {
        let shift = level - tile.level
        return TileID(level: level, column: tile.column >> shift, row: tile.row >> shift)
    }

    private mutating func putOnScreen(_ tile: TileID) {
        shown.insert(tile)
        action.show.append(tile)
    }

    /// Hides a tile and marks it used until now.
    private mutating func takeOffScreen(_ tile: TileID) {
        shown.remove(tile)
        if case .resident(let bytes, _) = tiles[tile] { tiles[tile] = .resident(bytes: bytes, lastUse: clock) }
    }

    /// Whether a coarser tile lies over a visible cell of the planned level whose tile is not
    /// resident.
    private func coversMissingCell(_ tile: TileID) -> Bool {
        guard case .tiles(let level, let visible, _) = plan.range, let pyramid else { return false }
        let cells = pyramid.cells(under: tile, atLevel: level)
        for row in cells.rows.clamped(to: visible.rows) {
            for column in cells.columns.clamped(to: visible.columns)
            where !isResident(TileID(level: level, column: column, row: row)) {
                return true
            }
        }
        return false
    }
}
