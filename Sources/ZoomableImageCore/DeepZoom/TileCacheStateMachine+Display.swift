import Foundation

extension TileCacheStateMachine {
    /// Recomputes the shown tiles and adds the difference to the action: the plan's resident
    /// tiles, and each resident coarser tile over a visible cell still missing at the planned
    /// level. Everything shown is marked used now.
    mutating func updateShown() {
        nextShown.removeAll(keepingCapacity: true)
        if case .tiles(let level, let visible, let planned) = plan.range, let pyramid {
            for (tile, state) in tiles where state.isResident {
                if tile.level == level {
                    if planned.contains(column: tile.column, row: tile.row) { nextShown.insert(tile) }
                } else if tile.level > level,
                          coversMissingCell(pyramid.cells(under: tile, atLevel: level), visible: visible, level: level) {
                    nextShown.insert(tile)
                }
            }
        }
        for tile in shown where !nextShown.contains(tile) { action.hide.append(tile) }
        for tile in nextShown where !shown.contains(tile) { action.show.append(tile) }
        swap(&shown, &nextShown)
        for tile in shown {
            if case .resident(let bytes, _) = tiles[tile] { tiles[tile] = .resident(bytes: bytes, lastUse: clock) }
        }
    }

    /// Whether some cell of `cells` that is visible has no resident tile at `level`.
    private func coversMissingCell(_ cells: TileGridRect, visible: TileGridRect, level: Int) -> Bool {
        let columns = cells.columns.clamped(to: visible.columns)
        let rows = cells.rows.clamped(to: visible.rows)
        for row in rows {
            for column in columns where !isResident(TileID(level: level, column: column, row: row)) {
                return true
            }
        }
        return false
    }
}
