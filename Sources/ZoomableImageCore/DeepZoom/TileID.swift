import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One tile of a ``TilePyramid``: its level and its place in that level's grid.
///
/// Levels count from the stored pixels: level 0 is the full-resolution image, level k is
/// ceil(size / 2^k) on each axis, up to the 1 × 1 px level at the top (``TilePyramid/levelCount``
/// − 1). Columns count from the left edge and rows from the top edge of the *stored* pixels
/// (before the image's orientation is applied), both from 0, in tiles of
/// ``TilePyramid/tileSize`` level pixels.
///
/// ```swift
/// // The tile under stored pixel (600, 100) of a 700 × 300 px image at full resolution:
/// let tile = TileID(level: 0, column: 2, row: 0)    // 600 / 256 = 2, 100 / 256 = 0
/// ```
///
/// A `TileID` is a plain value: it says nothing about whether the tile exists. A column or row
/// outside ``TilePyramid/tileGrid(ofLevel:)`` has an empty ``TilePyramid/pixelRect(of:)``.
public struct TileID: Hashable, Sendable, Codable {
    /// The level: 0 is the stored pixels, each level up halves both sides (rounding up).
    public var level: Int
    /// The column, counted from the left edge of the level, in tiles.
    public var column: Int
    /// The row, counted from the top edge of the level, in tiles.
    public var row: Int

    /// Names a tile: see ``level``, ``column`` and ``row``.
    public init(level: Int, column: Int, row: Int) {
        self.level = level
        self.column = column
        self.row = row
    }
}

extension TileID {
    /// Hashes the tile as one 64-bit word when its level, column and row fit 5, 29 and 29 bits
    /// (every tile of a pyramid with fewer than 2^29 tiles a side), else as the three numbers:
    /// tile caches hash a tile several times per plan.
    public func hash(into hasher: inout Hasher) {
        let columnsAndRows = 0..<(1 << 29)
        if (0..<32).contains(level), columnsAndRows.contains(column), columnsAndRows.contains(row) {
            hasher.combine(UInt64(level) << 58 | UInt64(column) << 29 | UInt64(row))
        } else {
            hasher.combine(level)
            hasher.combine(column)
            hasher.combine(row)
        }
    }
}

extension TileID: CustomStringConvertible {
    /// `level/column_row`, as in a Deep Zoom path but with the level counted from the stored
    /// pixels: `0/2_1`.
    public var description: String { "\(level)/\(column)_\(row)" }
}
