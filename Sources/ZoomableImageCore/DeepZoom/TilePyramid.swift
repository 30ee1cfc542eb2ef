import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The levels and tiles of an image stored as a Deep Zoom style pyramid.
///
/// Level 0 is the stored pixels (the image's pixels before its orientation is applied). Level k
/// is ceil(size / 2^k) on each axis, down to the 1 × 1 px level at the top, as Deep Zoom's
/// levels are (Deep Zoom itself numbers them from the top: its level L is this level
/// ``levelCount`` − 1 − L). Each level is cut into square tiles of ``tileSize`` level pixels from
/// its top-left corner; the last column and row are narrower when the level is not a multiple
/// of the tile size. A tile's image also holds ``overlap`` pixels of its neighbours on each inner
/// edge, so that tiles drawn side by side show no seams.
///
/// ```swift
/// let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)
/// pyramid.levelCount                                        // 11: 700, 350, 175, 88, … 1 px wide
/// pyramid.pixelSize(ofLevel: 1)                             // 350 × 150
/// pyramid.tileGrid(ofLevel: 0)                              // 3 columns, 2 rows
/// pyramid.pixelRect(of: TileID(level: 0, column: 1, row: 0)) // (255, 0, 258 × 257)
/// ```
///
/// Sizes are rounded to whole pixels. A pyramid whose size is zero, negative, not finite or
/// larger than 2^31 on either axis, or whose tile size or overlap is out of range, is
/// *empty*: it has no levels, every size and rect is `.zero` and every grid is 0 × 0 — never a
/// trap.
public struct TilePyramid: Equatable, Sendable {
    /// The stored (level 0) image's size in pixels, as given.
    public let storedPixelSize: CGSize
    /// The side of a tile in level pixels, overlap not included. 256 by default (Deep Zoom's
    /// tools write 254 or 256).
    public let tileSize: Int
    /// Pixels each tile repeats from its neighbour on every inner edge. 0 by default (Deep Zoom
    /// tools usually write 1).
    public let overlap: Int

    /// Width and height of level 0 in whole pixels; 0 when the pyramid is empty.
    let width: Int
    let height: Int
    /// The number of levels; 0 when the pyramid is empty.
    public let levelCount: Int

    /// The largest side, in pixels, a pyramid may have: 2^31 (a 2-gigapixel-wide panorama).
    @_spi(Internals) public static let maximumSide = 1 << 31
    /// The largest tile size or overlap, in pixels: 65 536.
    @_spi(Internals) public static let maximumTileSize = 1 << 16

    /// Describes a pyramid.
    ///
    /// - Parameters:
    ///   - storedPixelSize: level 0's size in pixels (the stored image, before orientation);
    ///     rounded to whole pixels, each side 1 … 2^31.
    ///   - tileSize: a tile's side in level pixels, overlap not included, 1 … 65 536. Default 256.
    ///   - overlap: pixels repeated on each inner edge of a tile, 0 … 65 536. Default 0.
    public init(storedPixelSize: CGSize, tileSize: Int = 256, overlap: Int = 0) {
        self.storedPixelSize = storedPixelSize
        self.tileSize = tileSize
        self.overlap = overlap
        let w = Self.wholePixels(storedPixelSize.width)
        let h = Self.wholePixels(storedPixelSize.height)
        let valid = w > 0 && h > 0 && (1...Self.maximumTileSize).contains(tileSize)
            && (0...Self.maximumTileSize).contains(overlap)
        width = valid ? w : 0
        height = valid ? h : 0
        var count = 0
        if valid {
            // The top level is the first whose longer side, ceil(n / 2^k), is 1: 2^k ≥ n.
            count = 1
            while (1 << (count - 1)) < max(w, h) { count += 1 }
        }
        levelCount = count
    }

    /// `value` rounded to whole pixels, or 0 when it is not a usable side (NaN, ≤ 0, too large).
    private static func wholePixels(_ value: CGFloat) -> Int {
        let rounded = value.rounded()
        guard rounded >= 1, rounded <= CGFloat(maximumSide) else { return 0 }
        return Int(rounded)
    }

    /// Whether the pyramid has no levels (a bad size, tile size or overlap).
    @_spi(Internals) public var isEmpty: Bool { levelCount == 0 }

    /// Whether `level` is one of the pyramid's levels.
    @_spi(Internals) public func contains(level: Int) -> Bool { level >= 0 && level < levelCount }

    /// Level `level`'s width in pixels: ceil(width / 2^level); 0 for a level the pyramid lacks.
    func levelWidth(_ level: Int) -> Int {
        contains(level: level) ? (width + (1 << level) - 1) >> level : 0
    }

    /// Level `level`'s height in pixels: ceil(height / 2^level); 0 for a level the pyramid lacks.
    func levelHeight(_ level: Int) -> Int {
        contains(level: level) ? (height + (1 << level) - 1) >> level : 0
    }

    /// A level's size in its own pixels: ceil(size / 2^level) on each axis; `.zero` for a level the
    /// pyramid lacks.
    public func pixelSize(ofLevel level: Int) -> CGSize {
        CGSize(width: levelWidth(level), height: levelHeight(level))
    }

    /// How many tiles a level has across and down: ceil(level size / ``tileSize``); (0, 0) for a
    /// level the pyramid lacks.
    public func tileGrid(ofLevel level: Int) -> (columns: Int, rows: Int) {
        guard contains(level: level) else { return (0, 0) }
        return ((levelWidth(level) + tileSize - 1) / tileSize, (levelHeight(level) + tileSize - 1) / tileSize)
    }

    /// The tile's rect in its level's pixels, overlap included on inner edges (Deep Zoom's
    /// convention): a tile reaches ``overlap`` pixels past its cell into every neighbour, and not
    /// past the level's edges. Whole level pixels; `.zero` for a tile outside its level's grid or a
    /// level the pyramid lacks.
    public func pixelRect(of tile: TileID) -> CGRect {
        guard let x = span(of: tile.column, length: levelWidth(tile.level)),
              let y = span(of: tile.row, length: levelHeight(tile.level)) else { return .zero }
        return CGRect(x: x.lowerBound, y: y.lowerBound, width: x.count, height: y.count)
    }

    /// The level pixels a column (or row) `index` covers along an axis of `length` level pixels,
    /// overlap included on inner edges; `nil` outside the grid.
    func span(of index: Int, length: Int) -> Range<Int>? {
        // A level the pyramid lacks has length 0 (and an empty pyramid may hold a tile size of 0).
        guard length > 0, index >= 0, index < (length + tileSize - 1) / tileSize else { return nil }
        let start = index * tileSize
        let lower = max(0, start - overlap)
        let upper = min(length, start + tileSize + overlap)
        return lower..<upper
    }

    /// The memory a tile takes decoded, in bytes: its ``pixelRect(of:)`` at 4 bytes per pixel
    /// (8-bit RGBA); 0 for a tile outside the pyramid.
    @_spi(Internals) public func byteCount(of tile: TileID) -> Int {
        guard let x = span(of: tile.column, length: levelWidth(tile.level)),
              let y = span(of: tile.row, length: levelHeight(tile.level)) else { return 0 }
        return x.count * y.count * 4
    }

    /// The longest side, in pixels, any tile's image has: the tile size plus the overlap on both
    /// sides (an inner tile's). A source's answer larger than this is decoded no larger (a server
    /// that sends a whole image for a tile must not cost its full decode).
    @_spi(Internals) public var maximumTilePixelSide: Int { tileSize + 2 * overlap }

    /// The memory a level takes decoded whole, in bytes (4 per pixel), without overlap: what a
    /// base copy the size of that level costs. 0 for a level the pyramid lacks; at most
    /// `Int.max`.
    @_spi(Internals) public func byteCount(ofLevel level: Int) -> Int {
        let (pixels, overflow) = levelWidth(level).multipliedReportingOverflow(by: levelHeight(level))
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        return overflow || overflow2 ? .max : bytes
    }
}

extension TilePyramid {
    /// Where a tile goes on the image, in stored (level 0) pixels: its ``pixelRect(of:)``, overlap
    /// included, scaled by 2^level and clipped to the image — the rect to draw the tile's whole
    /// image into.
    ///
    /// A level's pixel i covers stored pixels [i · 2^k, (i + 1) · 2^k); the last one covers only
    /// what is left of the image (Deep Zoom's levels round up), hence the clipping: level 10 of a
    /// 700 × 300 px image is one pixel standing for all 700 × 300. `.zero` for a tile outside the
    /// pyramid.
    @_spi(Internals) public func storedPixelRect(of tile: TileID) -> CGRect {
        let rect = pixelRect(of: tile)
        guard !rect.isEmpty else { return .zero }
        let factor = CGFloat(1 << tile.level)
        let scaled = CGRect(x: rect.minX * factor, y: rect.minY * factor,
                            width: rect.width * factor, height: rect.height * factor)
        return scaled.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// The tiles of a finer level `level` under a tile of a coarser one, in that level's grid:
    /// a tile of level j spans 2^(j − k) columns and rows of level k.
    func cells(under tile: TileID, atLevel level: Int) -> TileGridRect {
        let shift = tile.level - level
        let grid = tileGrid(ofLevel: level)
        return TileGridRect(columns: min(grid.columns, tile.column << shift)..<min(grid.columns, (tile.column + 1) << shift),
                            rows: min(grid.rows, tile.row << shift)..<min(grid.rows, (tile.row + 1) << shift))
    }
}

extension TilePyramid: Codable {
    private enum CodingKeys: String, CodingKey {
        case storedPixelSize, tileSize, overlap
    }

    /// Decodes the three values a pyramid is made of; out-of-range values give an empty pyramid,
    /// as ``init(storedPixelSize:tileSize:overlap:)`` does. A missing tile size or overlap takes
    /// its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(storedPixelSize: try container.decode(CGSize.self, forKey: .storedPixelSize),
                  tileSize: try container.decodeIfPresent(Int.self, forKey: .tileSize) ?? 256,
                  overlap: try container.decodeIfPresent(Int.self, forKey: .overlap) ?? 0)
    }

    /// Encodes the size, tile size and overlap as given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(storedPixelSize, forKey: .storedPixelSize)
        try container.encode(tileSize, forKey: .tileSize)
        try container.encode(overlap, forKey: .overlap)
    }
}
