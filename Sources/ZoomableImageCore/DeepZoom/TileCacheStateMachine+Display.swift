import Foundation

extension TileCacheStateMachine {
    /// After a re-plan: hides the shown tiles the new plan no longer needs, shows its visible
    /// tiles that are resident and were not visible before (margin tiles coming on screen), and
    /// shows each resident coarser tile over a visible cell still missing at the planned level. A
    /// shown finer tile stays while the visible cell over it is missing (zooming out keeps what
    /// was sharp until the coarser tile arrives). Tiles taken off screen are marked used now.
    ///
    /// Works on the changes only — the tiles entering the plan, and the visible ones leaving the
    /// screen — so a pan costs what enters and leaves, not what the plan holds. Also counts the
    /// tiles entering the plan that are absent, and keeps count of the visible tiles that have
    /// not arrived.
    mutating func updateShown(replanningFrom previous: TileRange) {
        let hiddenFrom = work.hide.count
        for tile in shown where !stillShown(tile) { work.hide.append(tile) }
        for index in hiddenFrom..<work.hide.count { takeOffScreen(work.hide[index]) }
        guard case .tiles(let level, let visible, _) = plan.range, let top = baseTop else {
            missingVisibleCount = 0
            return
        }
        if previous.level == level {
            let before = previous.visible
            for row in before.rows {
                for column in before.columns where !visible.contains(column: column, row: row) {
                    switch tiles[TileID(level: level, column: column, row: row)] {
                    case nil, .loading: missingVisibleCount -= 1
                    case .resident, .failed: break
                    }
                }
            }
        } else {
            missingVisibleCount = 0
        }
        for index in 0..<plan.count {
            let tile = plan[index]
            // A tile visible before is counted and, when resident, on screen already.
            guard index < plan.visibleCount, !previous.isVisible(tile) else {
                if !previous.isPlanned(tile), tiles[tile] == nil { absentCount += 1 }
                continue
            }
            switch tiles[tile] {
            case nil:
                missingVisibleCount += 1
                if !previous.isPlanned(tile) { absentCount += 1 }
            case .loading: missingVisibleCount += 1
            case .resident: if !shown.contains(tile) { putOnScreen(tile) }
            case .failed: break
            }
        }
        guard residentCounts[min(level + 1, top)..<top].contains(where: { $0 > 0 }) else { return }
        for (tile, state) in tiles where tile.level > level && state.isResident && !shown.contains(tile)
            && coversMissingCell(tile) {
            putOnScreen(tile)
        }
    }

    /// After visible `tile` became resident: fades it in, and hides — once it has faded in — the
    /// coarser tiles over it whose visible cells are now all resident and the finer tiles shown
    /// under it.
    mutating func updateShown(arrivalOf tile: TileID) {
        shown.insert(tile)
        work.fadeIn.append(tile)
        guard let top = baseTop else { return }
        let hiddenFrom = work.hideAfterFade.count
        for finer in shown where finer.level < tile.level && cell(over: finer, atLevel: tile.level) == tile {
            work.hideAfterFade.append(finer)
        }
        for level in stride(from: tile.level + 1, to: top, by: 1) {
            let over = cell(over: tile, atLevel: level)
            if shown.contains(over) && !coversMissingCell(over) { work.hideAfterFade.append(over) }
        }
        for index in hiddenFrom..<work.hideAfterFade.count { takeOffScreen(work.hideAfterFade[index]) }
    }

    /// The first level no tile is planned at: the base's, or the top of the pyramid.
    private var baseTop: Int? {
        image.map { min($0.planner.baseLevel, $0.planner.pyramid.levelCount) }
    }

    /// Whether a shown tile stays shown under the current plan: a visible tile, a coarser one
    /// over a missing visible cell, or a finer one under a missing visible cell. Margin tiles
    /// are off screen.
    private func stillShown(_ tile: TileID) -> Bool {
        guard let level = plan.range.level else { return false }
        if tile.level < level {
            let over = cell(over: tile, atLevel: level)
            return plan.range.isVisible(over) && !isResident(over)
        }
        return tile.level == level ? plan.range.isVisible(tile) : coversMissingCell(tile)
    }

    /// The tile of a coarser `level` that `tile` lies under.
    private func cell(over tile: TileID, atLevel level: Int) -> TileID {
        let shift = level - tile.level
        return TileID(level: level, column: tile.column >> shift, row: tile.row >> shift)
    }

    /// Shows a resident tile at once (it was in memory already: nothing arrives).
    private mutating func putOnScreen(_ tile: TileID) {
        shown.insert(tile)
        work.show.append(tile)
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
