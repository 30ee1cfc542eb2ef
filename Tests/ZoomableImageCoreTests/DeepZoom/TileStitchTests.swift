import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Stitching tiles into one bitmap: a tile source's base copy, and a crop at full resolution.
/// Rects are Core Graphics' (origin bottom left), worked out by hand from the pyramid's rules.
@Suite struct TileStitchTests {
    /// The fixture's IIIF tile set: 700 × 300 px, 256 px tiles, no overlap, scale factors 1 and 2.
    static let iiif = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256)
    /// The fixture's Deep Zoom pyramid: the same image, 1 px of overlap.
    static let deepZoom = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)

    /// Base level 2 (175 × 75 px) from an IIIF server without factor 4: level 1's two tiles
    /// (350 × 150 px: 256 + 94 columns), stored (0, 0, 512 × 300) and (512, 0, 188 × 300), at a
    /// quarter: (0, 0, 128 × 75) and (128, 0, 47 × 75) — both as tall as the canvas, so y = 0.
    @Test func aBaseCopyIsStitchedFromTheCoarsestLevelTheServerHas() {
        let tiling = ImageTiling(pyramid: Self.iiif, baseLevel: 2, availableLevels: TilePlanner.levelSet([0, 1]))
        let stitch = TileStitch(base: tiling)
        #expect(stitch.level == 1 && stitch.canvasSize == CGSize(width: 175, height: 75))
        #expect(stitch.tiles == [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)])
        #expect(stitch.drawRect(for: stitch.tiles[0]) == CGRect(x: 0, y: 0, width: 128, height: 75))
        #expect(stitch.drawRect(for: stitch.tiles[1]) == CGRect(x: 128, y: 0, width: 47, height: 75))
    }

    /// A crop of stored (300.4, 100, 250 × 150.2), snapped out to (300, 100, 251 × 151): level 0
    /// columns ⌊300 / 256⌋ = 1 … ⌈551 / 256⌉ = 3, row 0. Tile (0, 1, 0) is pixel rect
    /// (255, 0, 258 × 257) with its overlap: x = 255 − 300 = −45, top 0 − 100 = −100, so
    /// y = 151 + 100 − 257 = −6. Tile (0, 2, 0) is (511, 0, 189 × 257): x = 211.
    @Test func aCropIsStitchedFromLevelZerosTilesOverlapIncluded() {
        let stitch = TileStitch(pyramid: Self.deepZoom, level: 0, region: CGRect(x: 300.4, y: 100, width: 250, height: 150.2),
                                scale: 1)
        #expect(stitch.region == CGRect(x: 300, y: 100, width: 251, height: 151))
        #expect(stitch.canvasSize == CGSize(width: 251, height: 151))
        #expect(stitch.tiles == [TileID(level: 0, column: 1, row: 0), TileID(level: 0, column: 2, row: 0)])
        #expect(stitch.drawRect(for: stitch.tiles[0]) == CGRect(x: -45, y: -6, width: 258, height: 257))
        #expect(stitch.drawRect(for: stitch.tiles[1]) == CGRect(x: 211, y: -6, width: 189, height: 257))
    }

    /// Rows come top first: a crop across the row boundary at 256 lists row 0 before row 1.
    @Test func tilesAreListedRowByRowFromTheTop() {
        let stitch = TileStitch(pyramid: Self.iiif, level: 0, region: CGRect(x: 600, y: 200, width: 50, height: 100), scale: 1)
        #expect(stitch.tiles == [TileID(level: 0, column: 2, row: 0), TileID(level: 0, column: 2, row: 1)])
        // Tile (0, 2, 1): stored (512, 256, 188 × 44): x = −88, top = 56, y = 100 − 56 − 44 = 0.
        #expect(stitch.drawRect(for: stitch.tiles[1]) == CGRect(x: -88, y: 0, width: 188, height: 44))
    }

    @Test(arguments: [
        CGRect(x: 800, y: 0, width: 10, height: 10),                 // outside the image
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
        CGRect(x: 10, y: 10, width: 0, height: 10),
    ])
    func aRegionWithoutPixelsStitchesNothing(region: CGRect) {
        let stitch = TileStitch(pyramid: Self.iiif, level: 0, region: region, scale: 1)
        #expect(stitch.tiles.isEmpty && stitch.canvasSize == .zero)
    }

    @Test func aBadScaleOrLevelStitchesNothing() {
        let whole = CGRect(x: 0, y: 0, width: 700, height: 300)
        #expect(TileStitch(pyramid: Self.iiif, level: 0, region: whole, scale: 0).tiles.isEmpty)
        #expect(TileStitch(pyramid: Self.iiif, level: 0, region: whole, scale: .nan).tiles.isEmpty)
        #expect(TileStitch(pyramid: Self.iiif, level: 11, region: whole, scale: 1).tiles.isEmpty)
        // No level to stitch the base from: nothing listed.
        #expect(TileStitch(base: ImageTiling(pyramid: Self.iiif, baseLevel: 2, availableLevels: 0)).tiles.isEmpty)
    }

    /// 1 px tiles: a 100 × 100 px crop would fetch 10 000 tiles, more than 4096.
    @Test func aStitchOfTooManyTilesStitchesNothing() {
        let tiny = TilePyramid(storedPixelSize: CGSize(width: 1000, height: 1000), tileSize: 1)
        #expect(TileStitch(pyramid: tiny, level: 0, region: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1).tiles.isEmpty)
        #expect(TileStitch(pyramid: tiny, level: 0, region: CGRect(x: 0, y: 0, width: 64, height: 64), scale: 1).tiles.count == 4096)
    }
}
