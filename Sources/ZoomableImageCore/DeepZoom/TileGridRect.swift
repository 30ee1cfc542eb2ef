import Foundation

/// A rectangle of tiles in one level's grid: the columns and rows it spans, half-open.
///
/// ```swift
/// let rect = TileGridRect(columns: 1..<3, rows: 0..<2)
/// rect.count                          // 4 tiles
/// rect.contains(column: 2, row: 1)    // true
/// ```
@_spi(Internals) public struct TileGridRect: Equatable, Hashable, Sendable {
    /// The columns, counted from the level's left edge.
    public var columns: Range<Int>
    /// The rows, counted from the level's top edge.
    public var rows: Range<Int>

    /// Describes a rectangle of tiles; columns and rows are half-open.
    public init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }

    /// No tiles.
    public static let empty = TileGridRect(columns: 0..<0, rows: 0..<0)

    /// The number of tiles: columns × rows (both are bounded by a level's grid, so the product
    /// fits an `Int`).
    public var count: Int { columns.count * rows.count }

    /// Whether the rectangle has no tiles.
    public var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// Whether a tile's column and row are inside.
    public func contains(column: Int, row: Int) -> Bool {
        columns.contains(column) && rows.contains(row)
    }

    /// The rectangle grown by a margin's tiles on the sides it names, clipped to a grid of `grid`
    /// columns and rows.
    ///
    /// - Parameters:
    ///   - margin: which sides grow, by one tile each.
    ///   - grid: the level's grid.
    func expanded(by margin: TileMargin, within grid: (columns: Int, rows: Int)) -> TileGridRect {
        let edges = margin.edges
        return TileGridRect(columns: max(0, columns.lowerBound - edges.left)..<min(grid.columns, columns.upperBound + edges.right),
                            rows: max(0, rows.lowerBound - edges.top)..<min(grid.rows, rows.upperBound + edges.bottom))
    }
}
