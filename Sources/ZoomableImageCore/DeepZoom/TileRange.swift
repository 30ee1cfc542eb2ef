import Foundation

/// Which tiles a viewport needs: none beyond the base copy, or one level's visible tiles and the
/// margin planned around them (``TileMargin``).
///
/// Comparing two ranges is how a view tells, on every geometry write, whether its tile plan must
/// change: most writes (a pan within a tile, a pinch within a level) leave the range as it was.
///
/// ```swift
/// let range = planner.range(for: viewport)
/// if range != cache.range { action = cache.plan(viewport) }
/// ```
@_spi(Internals) public enum TileRange: Equatable, Hashable, Sendable {
    /// The base copy shows enough: no tiles. Also the answer for bad input (an empty pyramid, a
    /// viewport that shows nothing, a visible set that fits no level's budget).
    case baseOnly
    /// Tiles of one level.
    ///
    /// - level: the level chosen (0 for the stored pixels).
    /// - visible: the tiles under the visible rect.
    /// - planned: `visible` and the margin around it, clipped to the level's grid.
    case tiles(level: Int, visible: TileGridRect, planned: TileGridRect)

    /// Whether two ranges show the same tiles: the same level and visible tiles (both
    /// ``baseOnly`` included), whatever their margins.
    public func showsTheSameTiles(as other: TileRange) -> Bool {
        switch (self, other) {
        case (.baseOnly, .baseOnly): true
        case (.tiles(let level, let visible, _), .tiles(let otherLevel, let otherVisible, _)):
            level == otherLevel && visible == otherVisible
        case (.baseOnly, .tiles), (.tiles, .baseOnly): false
        }
    }

    /// The level chosen, or `nil` for ``baseOnly``.
    public var level: Int? {
        if case .tiles(let level, _, _) = self { return level }
        return nil
    }

    /// The visible tiles' rect; ``TileGridRect/empty`` for ``baseOnly``.
    public var visible: TileGridRect {
        if case .tiles(_, let visible, _) = self { return visible }
        return .empty
    }

    /// The planned (visible and margin) tiles' rect; ``TileGridRect/empty`` for ``baseOnly``.
    public var planned: TileGridRect {
        if case .tiles(_, _, let planned) = self { return planned }
        return .empty
    }

    /// Whether the tile is one of the visible tiles.
    public func isVisible(_ tile: TileID) -> Bool {
        guard case .tiles(let level, let visible, _) = self else { return false }
        return tile.level == level && visible.contains(column: tile.column, row: tile.row)
    }

    /// Whether the tile is one of the planned (visible or margin) tiles.
    public func isPlanned(_ tile: TileID) -> Bool {
        guard case .tiles(let level, _, let planned) = self else { return false }
        return tile.level == level && planned.contains(column: tile.column, row: tile.row)
    }
}
