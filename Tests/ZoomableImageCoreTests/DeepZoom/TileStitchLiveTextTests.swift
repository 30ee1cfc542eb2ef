import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Where a tiled image's Live Text region is read: issue 32's sixth defect, region analysis never
/// worked for a tiled image — the view read the region from a decoded original a tile source
/// does not have. It is stitched from the tiles of the level its decode size needs, by hand. The
/// image: 20 000 × 20 000 px in 254 px tiles with 1 px overlap, as `vips dzsave` writes it.
@Suite struct TileStitchLiveTextTests {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 254, overlap: 1)

    /// A region of 4000 × 2000 px at (1000, 1000), decoded at `decode`.
    static func region(decode: CGSize, orientation: ImageOrientation = .up) -> LiveTextAnalysisRegion {
        let layout = ImageLayout(imageSize: CGSize(width: 20_000, height: 20_000), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        let pixels = CropRegion(pixelRect: CGRect(x: 1000, y: 1000, width: 4000, height: 2000), layout: layout)!
        return LiveTextAnalysisRegion(pixels: pixels, orientation: orientation, decodePixelSize: decode,
                                      viewRect: .zero, contentsRect: .zero)
    }

    /// Decoded at a quarter (1000 × 500): level 2's tiles (0.25 device px a stored px), its
    /// cells 1016 px of level 0 each: columns ⌊1000/1016⌋ = 0 … ⌊4999/1016⌋ = 4, rows 0 …
    /// ⌊2999/1016⌋ = 2, 5 × 3 tiles. Canvas 1000 × 500.
    @Test func aRegionReadAtAQuarterIsStitchedFromLevelTwo() {
        let stitch = TileStitch(liveTextRegion: Self.region(decode: CGSize(width: 1000, height: 500)),
                                tiling: ImageTiling(pyramid: Self.pyramid, baseLevel: 4))
        #expect(stitch.level == 2 && stitch.scale == 0.25)
        #expect(stitch.canvasSize == CGSize(width: 1000, height: 500))
        #expect(stitch.region == CGRect(x: 1000, y: 1000, width: 4000, height: 2000))
        #expect(stitch.tiles.first == TileID(level: 2, column: 0, row: 0) && stitch.tiles.last == TileID(level: 2, column: 4, row: 2))
        #expect(stitch.tiles.count == 15)
    }

    /// At full size (4000 × 2000, 1 device px a stored px) level 0: cells of 254 px, columns
    /// ⌊1000/254⌋ = 3 … ⌊4999/254⌋ = 19, rows 3 … ⌊2999/254⌋ = 11: 17 × 9 tiles.
    @Test func aRegionReadAtFullSizeIsStitchedFromLevelZero() {
        let stitch = TileStitch(liveTextRegion: Self.region(decode: CGSize(width: 4000, height: 2000)),
                                tiling: ImageTiling(pyramid: Self.pyramid, baseLevel: 4))
        #expect(stitch.level == 0 && stitch.scale == 1 && stitch.tiles.count == 17 * 9)
    }

    /// A source that lists only levels 0 and 3 (an IIIF service): the quarter reads level 0 (the
    /// coarsest not coarser than 2); one that lists only 3 and 4 reads level 3 (its finest).
    @Test(arguments: [([0, 3], 0), ([3, 4], 3)])
    func onlyTheSourcesLevelsAreRead(levels: [Int], expected: Int) {
        let stitch = TileStitch(liveTextRegion: Self.region(decode: CGSize(width: 1000, height: 500)),
                                tiling: ImageTiling(pyramid: Self.pyramid, baseLevel: 4, availableLevels: TilePlanner.levelSet(levels)))
        #expect(stitch.level == expected && stitch.canvasSize == CGSize(width: 1000, height: 500))
    }

    /// The whole image at full size would be 79 × 79 = 6241 tiles, over the 4096 a stitch
    /// fetches: nothing is read (the analysis fails, and is not retried until another target).
    @Test func aRegionTooLargeToFetchReadsNothing() {
        let layout = ImageLayout(imageSize: CGSize(width: 20_000, height: 20_000), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        let whole = LiveTextAnalysisRegion(pixels: CropRegion(pixelRect: CGRect(x: 0, y: 0, width: 20_000, height: 20_000), layout: layout)!,
                                           orientation: .up, decodePixelSize: CGSize(width: 20_000, height: 20_000),
                                           viewRect: .zero, contentsRect: .zero)
        #expect(TileStitch(liveTextRegion: whole, tiling: ImageTiling(pyramid: Self.pyramid, baseLevel: 4)).tiles.isEmpty)
    }
}
