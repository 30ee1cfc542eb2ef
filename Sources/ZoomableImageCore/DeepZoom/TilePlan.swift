import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tiles a viewport needs, in the order to load them: the visible tiles first, then the
/// margin, each group nearest the centre of the visible rect first.
///
/// A plan keeps its storage: ``update(range:viewport:pyramid:)`` refills it in place, so once it
/// has held the largest plan a view needs, planning allocates nothing.
///
/// ```swift
/// var plan = TilePlan()
/// plan.update(range: planner.range(for: viewport), viewport: viewport, pyramid: pyramid)
/// plan.visibleCount     // the first tiles, all on screen
/// plan[0]               // the tile nearest the centre
/// ```
///
/// Distances are measured between the centre of each tile's cell (without overlap, clipped to
/// the image) and the centre of the visible rect, in stored pixels; ties go to the upper row,
/// then the left column, so the order is the same everywhere.
@_spi(Internals) public struct TilePlan: Equatable, Sendable, RandomAccessCollection {
    /// A planned tile and what it is ordered by.
    struct Entry: Equatable, Sendable {
        /// The group in the top bit (0 visible, 1 margin), then the squared distance from the
        /// cell's centre to the visible rect's centre (stored pixels²) as its bit pattern, which
        /// orders non-negative doubles as their values: one integer comparison orders by both.
        var key: UInt64
        var tile: TileID

        /// Whether this entry comes before `other`.
        func precedes(_ other: Entry) -> Bool {
            if key != other.key { return key < other.key }
            if tile.row != other.tile.row { return tile.row < other.tile.row }
            return tile.column < other.tile.column
        }
    }

    /// The planned tiles, in order.
    private(set) var entries: [Entry] = []
    /// The range the plan was made for. ``TileRange/baseOnly`` when empty.
    public private(set) var range: TileRange = .baseOnly
    /// How many of the first tiles are visible; the rest are margin.
    public private(set) var visibleCount = 0

    /// An empty plan.
    public init() {}

    /// 0: the first tile to load.
    public var startIndex: Int { 0 }
    /// The number of planned tiles, visible and margin.
    public var endIndex: Int { entries.count }

    /// The tile at a position in load order.
    public subscript(position: Int) -> TileID { entries[position].tile }

    /// Refills the plan for `range` (what ``TilePlanner/range(for:)`` answered for `viewport`), in
    /// load order: nearest the visible rect's centre first.
    public mutating func update(range: TileRange, viewport: TileViewport, pyramid: TilePyramid) {
        self.range = range
        entries.removeAll(keepingCapacity: true)
        visibleCount = 0
        guard case .tiles(let level, let visible, let planned) = range else { return }
        entries.reserveCapacity(planned.count)
        let centerX = viewport.visibleRect.midX
        let centerY = viewport.visibleRect.midY
        // Cells of tileSize · 2^level stored pixels, the last ones clipped by the image.
        let side = CGFloat(pyramid.tileSize << level)
        let width = CGFloat(pyramid.width)
        let height = CGFloat(pyramid.height)
        for row in planned.rows {
            let top = CGFloat(row) * side
            let dy = (top + Swift.min(height, top + side)) / 2 - centerY
            for column in planned.columns {
                let left = CGFloat(column) * side
                let dx = (left + Swift.min(width, left + side)) / 2 - centerX
                let isVisible = visible.contains(column: column, row: row)
                visibleCount += isVisible ? 1 : 0
                let key: UInt64 = (isVisible ? 0 : 1 << 63) | Double(dx * dx + dy * dy).bitPattern
                entries.append(Entry(key: key, tile: TileID(level: level, column: column, row: row)))
            }
        }
        entries.withUnsafeMutableBufferPointer { Self.heapSort($0) }
    }

    /// Sorts in place by ``Entry/precedes(_:)``: a heap sort, because the standard library's sort
    /// may allocate a merge buffer and planning must not allocate. The order is total, so
    /// stability does not matter.
    private static func heapSort(_ buffer: UnsafeMutableBufferPointer<Entry>) {
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while true {
                var child = 2 * root + 1
                guard child < end else { return }
                if child + 1 < end, buffer[child].precedes(buffer[child + 1]) { child += 1 }
                guard buffer[root].precedes(buffer[child]) else { return }
                buffer.swapAt(root, child)
                root = child
            }
        }
        let count = buffer.count
        guard count > 1 else { return }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            buffer.swapAt(0, end)
            siftDown(0, end)
        }
    }
}
