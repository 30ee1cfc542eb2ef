import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Decoding a local file's tile: which region of the (subsampled) decoded image, drawn where in
/// the tile's bitmap — for whatever size ImageIO hands back. A 700 × 300 px file, 256 px tiles.
@Suite struct TileRegionDecodeTests {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256)

    @Test(arguments: [(0, 1), (1, 2), (2, 4), (3, 8), (4, 8), (20, 8), (-1, 1)])
    func levelsDecodeSubsampledByTwoToTheLevelUpToEight(level: Int, factor: Int) {
        #expect(TileRegionDecode.subsampleFactor(forLevel: level) == factor)
    }

    /// Tile (1, 1, 0) is level pixels (256, 0, 94 × 150), stored (512, 0, 188 × 300). Decoded at
    /// half size (350 × 150) it is exactly (256, 0, 94 × 150): cut and drawn 1:1. Decoded whole
    /// (a format that cannot subsample), (512, 0, 188 × 300), drawn at half size.
    @Test func aLevelsTileIsCutFromWhateverSizeTheDecoderReturned() {
        let tile = TileID(level: 1, column: 1, row: 0)
        let half = TileRegionDecode(tile: tile, pyramid: Self.pyramid, decodedSize: CGSize(width: 350, height: 150))
        #expect(half.tileSize == CGSize(width: 94, height: 150))
        #expect(half.crop == CGRect(x: 256, y: 0, width: 94, height: 150))
        #expect(half.drawRect == CGRect(x: 0, y: 0, width: 94, height: 150))
        let whole = TileRegionDecode(tile: tile, pyramid: Self.pyramid, decodedSize: CGSize(width: 700, height: 300))
        #expect(whole.crop == CGRect(x: 512, y: 0, width: 188, height: 300))
        #expect(whole.drawRect == CGRect(x: 0, y: 0, width: 94, height: 150))
    }

    /// Level 3 is ⌈700 / 8⌉ × ⌈300 / 8⌉ = 88 × 38 px. A decoder that rounded down (87 × 37) still
    /// fills the tile: the whole decoded image, stretched to 88 × 38.
    @Test func aDecodeRoundedDownStillFillsTheTile() {
        let plan = TileRegionDecode(tile: TileID(level: 3, column: 0, row: 0), pyramid: Self.pyramid,
                                    decodedSize: CGSize(width: 87, height: 37))
        #expect(plan.tileSize == CGSize(width: 88, height: 38))
        #expect(plan.crop == CGRect(x: 0, y: 0, width: 87, height: 37))
        #expect(plan.drawRect.origin == .zero)
        #expect(abs(plan.drawRect.width - 88) < 1e-9 && abs(plan.drawRect.height - 38) < 1e-9)
    }

    /// An odd scale, 233 × 100 (x: 233/700, y: 1/3). Tile (0, 1, 0), stored (256, 0, 256 × 256),
    /// is decoded x 59 648/700 = 85.2114… wide from 85.2114…, y 0 … 85.33…: cut out to
    /// (85, 0, 86 × 86). Back in tile pixels (×700/233 across, ×3 down): x = (85 − 85.2114…) ·
    /// 700/233 = −148/233, width 86 · 700/233 = 60 200/233; height 258, so y = 256 − 258 = −2.
    @Test func aRegionIsCutOutwardToWholePixelsAndPlacedExactly() {
        let plan = TileRegionDecode(tile: TileID(level: 0, column: 1, row: 0), pyramid: Self.pyramid,
                                    decodedSize: CGSize(width: 233, height: 100))
        #expect(plan.crop == CGRect(x: 85, y: 0, width: 86, height: 86))
        #expect(abs(plan.drawRect.minX - -148.0 / 233) < 1e-9 && abs(plan.drawRect.width - 60_200.0 / 233) < 1e-9)
        #expect(abs(plan.drawRect.minY - -2) < 1e-9 && abs(plan.drawRect.height - 258) < 1e-9)
    }

    @Test(arguments: [CGSize.zero, CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10),
                      CGSize(width: CGFloat.infinity, height: 10)])
    func aDecodedSizeThatIsNoImageDecodesNothing(size: CGSize) {
        let plan = TileRegionDecode(tile: TileID(level: 0, column: 0, row: 0), pyramid: Self.pyramid, decodedSize: size)
        #expect(plan.tileSize == .zero && plan.crop == .zero)
    }

    @Test func aTileOutsideThePyramidDecodesNothing() {
        let plan = TileRegionDecode(tile: TileID(level: 0, column: 5, row: 0), pyramid: Self.pyramid,
                                    decodedSize: CGSize(width: 700, height: 300))
        #expect(plan.tileSize == .zero && plan.crop == .zero)
    }
}
