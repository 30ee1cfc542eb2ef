import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Deep Zoom's level and tile arithmetic, on a 700 × 300 px image (non-square, and a multiple of
/// the 256 px tile size on neither axis, so edge tiles are narrower and shorter). Expectations
/// are worked out by hand from Deep Zoom's rules: level k is ceil(size / 2^k) per axis down to
/// 1 × 1, tiles are 256 px cells from the top left, and each repeats `overlap` pixels of its
/// neighbours on inner edges.
@Suite struct TilePyramidTests {
    static let strip = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)

    @Test func levelsHalveAndRoundUpDownToOnePixel() {
        // 700 → 350 → 175 → 88 → 44 → 22 → 11 → 6 → 3 → 2 → 1; 300 → 150 → 75 → 38 → 19 → 10 → 5
        // → 3 → 2 → 1 → 1. 2^10 = 1024 ≥ 700 > 512: eleven levels.
        let widths = [700, 350, 175, 88, 44, 22, 11, 6, 3, 2, 1]
        let heights = [300, 150, 75, 38, 19, 10, 5, 3, 2, 1, 1]
        #expect(Self.strip.levelCount == 11)
        for level in 0..<11 {
            #expect(Self.strip.pixelSize(ofLevel: level) == CGSize(width: widths[level], height: heights[level]))
        }
        #expect(Self.strip.pixelSize(ofLevel: 11) == .zero)
        #expect(Self.strip.pixelSize(ofLevel: -1) == .zero)
    }

    @Test(arguments: [
        (CGSize(width: 1, height: 1), 1),          // already 1 × 1
        (CGSize(width: 2, height: 1), 2),          // 2 → 1
        (CGSize(width: 256, height: 256), 9),      // 2^8 = 256: 256, 128, … 1
        (CGSize(width: 10, height: 257), 10),      // 2^9 = 512 ≥ 257 > 256
        (CGSize(width: 1_000_000, height: 500), 21), // 2^20 = 1 048 576 ≥ 10^6 > 2^19
        (CGSize(width: 699.6, height: 300.4), 11), // rounded to 700 × 300
    ])
    func levelCountIsOnePlusTheHalvingsToOnePixel(size: CGSize, count: Int) {
        #expect(TilePyramid(storedPixelSize: size).levelCount == count)
    }

    // The largest tile is an inner one: its size plus the overlap on both sides, as
    // pixelRect(of:) gives it (inner tile of 254 + 1 + 1 = 256; of 256 without overlap: 256).
    @Test(arguments: [(254, 1, 256), (256, 0, 256), (510, 2, 514)])
    func theLongestTileSideIsTheSizePlusBothOverlaps(tileSize: Int, overlap: Int, expected: Int) {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 3000, height: 2000), tileSize: tileSize, overlap: overlap)
        #expect(pyramid.maximumTilePixelSide == expected)
        // An inner tile's rect at level 0 is that long on both axes.
        #expect(pyramid.pixelRect(of: TileID(level: 0, column: 1, row: 1)).width == CGFloat(expected))
    }

    @Test func gridsCountTilesOfTheLevelRoundedUp() {
        // 700/256 → 3 columns, 300/256 → 2 rows; 350 × 150 → 2 × 1; 175 × 75 and smaller → 1 × 1.
        #expect(Self.strip.tileGrid(ofLevel: 0) == (3, 2))
        #expect(Self.strip.tileGrid(ofLevel: 1) == (2, 1))
        #expect(Self.strip.tileGrid(ofLevel: 2) == (1, 1))
        #expect(Self.strip.tileGrid(ofLevel: 10) == (1, 1))
        #expect(Self.strip.tileGrid(ofLevel: 11) == (0, 0))
    }

    @Test(arguments: [
        // Column 0 reaches 1 px right into column 1: 0 ..< 257. Column 1 starts 1 px early and
        // ends 1 px late: 255 ..< 513. Column 2 starts 1 px early and stops at the edge: 511 ..< 700.
        (TileID(level: 0, column: 0, row: 0), CGRect(x: 0, y: 0, width: 257, height: 257)),
        (TileID(level: 0, column: 1, row: 0), CGRect(x: 255, y: 0, width: 258, height: 257)),
        (TileID(level: 0, column: 2, row: 0), CGRect(x: 511, y: 0, width: 189, height: 257)),
        // Row 1: 255 ..< 300.
        (TileID(level: 0, column: 0, row: 1), CGRect(x: 0, y: 255, width: 257, height: 45)),
        (TileID(level: 0, column: 2, row: 1), CGRect(x: 511, y: 255, width: 189, height: 45)),
        // Level 1 is 350 × 150: column 1 is 255 ..< 350, the one row 0 ..< 150.
        (TileID(level: 1, column: 1, row: 0), CGRect(x: 255, y: 0, width: 95, height: 150)),
        (TileID(level: 10, column: 0, row: 0), CGRect(x: 0, y: 0, width: 1, height: 1)),
    ])
    func tileRectsIncludeTheOverlapOnInnerEdgesOnly(tile: TileID, rect: CGRect) {
        #expect(Self.strip.pixelRect(of: tile) == rect)
        // Decoded RGBA: 4 bytes per pixel of the rect.
        #expect(Self.strip.byteCount(of: tile) == Int(rect.width * rect.height) * 4)
    }

    @Test(arguments: [TileID(level: 0, column: 3, row: 0), TileID(level: 0, column: 0, row: 2),
                      TileID(level: 0, column: -1, row: 0), TileID(level: 11, column: 0, row: 0),
                      TileID(level: -1, column: 0, row: 0)])
    func aTileOffTheGridHasNoRect(tile: TileID) {
        #expect(Self.strip.pixelRect(of: tile) == .zero)
        #expect(Self.strip.byteCount(of: tile) == 0)
        #expect(Self.strip.storedPixelRect(of: tile) == .zero)
    }

    @Test func withoutOverlapTilesAreTheirCells() {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300))
        #expect(pyramid.tileSize == 256 && pyramid.overlap == 0)
        #expect(pyramid.pixelRect(of: TileID(level: 0, column: 1, row: 1)) == CGRect(x: 256, y: 256, width: 256, height: 44))
        #expect(pyramid.pixelRect(of: TileID(level: 0, column: 2, row: 0)) == CGRect(x: 512, y: 0, width: 188, height: 256))
    }

    @Test(arguments: [
        // Level 1's column 1 (255 ..< 350) is stored 510 ..< 700; its 150 rows are all 300.
        (TileID(level: 1, column: 1, row: 0), CGRect(x: 510, y: 0, width: 190, height: 300)),
        // Level 2 (175 × 75) is the whole image at 4×.
        (TileID(level: 2, column: 0, row: 0), CGRect(x: 0, y: 0, width: 700, height: 300)),
        // Level 10's one pixel stands for 1024 × 1024 stored pixels, clipped to the image.
        (TileID(level: 10, column: 0, row: 0), CGRect(x: 0, y: 0, width: 700, height: 300)),
        (TileID(level: 0, column: 2, row: 1), CGRect(x: 511, y: 255, width: 189, height: 45)),
    ])
    func storedRectsScaleByTwoToTheLevelAndStopAtTheImage(tile: TileID, rect: CGRect) {
        #expect(Self.strip.storedPixelRect(of: tile) == rect)
    }

    @Test func aLevelsBytesAreItsPixelsTimesFour() {
        // 175 × 75 × 4 = 52 500.
        #expect(Self.strip.byteCount(ofLevel: 2) == 52_500)
        #expect(Self.strip.byteCount(ofLevel: 11) == 0)
    }

    @Test(arguments: [
        (CGSize(width: CGFloat.nan, height: 300), 256, 0),
        (CGSize(width: 700, height: 0), 256, 0),
        (CGSize(width: -700, height: 300), 256, 0),
        (CGSize(width: CGFloat.infinity, height: 300), 256, 0),
        (CGSize(width: 0.4, height: 300), 256, 0),                       // rounds to 0
        (CGSize(width: CGFloat(1 << 31) + 1, height: 300), 256, 0),      // above the largest side
        (CGSize(width: 700, height: 300), 0, 0),
        (CGSize(width: 700, height: 300), -256, 0),
        (CGSize(width: 700, height: 300), 70_000, 0),
        (CGSize(width: 700, height: 300), 256, -1),
    ])
    func aBadSizeTileSizeOrOverlapGivesAnEmptyPyramid(size: CGSize, tileSize: Int, overlap: Int) {
        let pyramid = TilePyramid(storedPixelSize: size, tileSize: tileSize, overlap: overlap)
        #expect(pyramid.levelCount == 0 && pyramid.isEmpty)
        #expect(pyramid.pixelSize(ofLevel: 0) == .zero)
        #expect(pyramid.tileGrid(ofLevel: 0) == (0, 0))
        #expect(pyramid.pixelRect(of: TileID(level: 0, column: 0, row: 0)) == .zero)
    }

    @Test func theLargestSideHasThirtyTwoLevels() {
        // 2^31 px: 2^31, 2^30, … 1 — 32 levels, and its top level's arithmetic does not overflow.
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: CGFloat(1 << 31), height: 3))
        #expect(pyramid.levelCount == 32)
        #expect(pyramid.pixelSize(ofLevel: 31) == CGSize(width: 1, height: 1))
        #expect(pyramid.tileGrid(ofLevel: 0) == (1 << 23, 1))
    }

    @Test func codingKeepsTheThreeValuesAndDefaultsTheMissingOnes() throws {
        let data = try JSONEncoder().encode(Self.strip)
        #expect(try JSONDecoder().decode(TilePyramid.self, from: data) == Self.strip)
        // Only the size: tile size 256 and overlap 0, the initializer's defaults.
        let sizeOnly = try JSONDecoder().decode(TilePyramid.self, from: Data(#"{"storedPixelSize":[700,300]}"#.utf8))
        #expect(sizeOnly == TilePyramid(storedPixelSize: CGSize(width: 700, height: 300)))
        // A bad value decodes to an empty pyramid, as the initializer gives, rather than a trap.
        let bad = try JSONDecoder().decode(TilePyramid.self, from: Data(#"{"storedPixelSize":[700,300],"tileSize":0}"#.utf8))
        #expect(bad.levelCount == 0)
    }
}
