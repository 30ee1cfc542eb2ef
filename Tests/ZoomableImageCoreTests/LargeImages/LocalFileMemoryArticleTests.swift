import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The peaks the Kit's articles "Deep zoom" ("Large local files") and "Large images" give for
/// local files, computed by the plan they are derived from: each file at maximum zoom 8 on a
/// 393 × 852 pt @3x screen, the view's 128 MiB budget, then one strip of at most 32 MiB.
@Suite struct LocalFileMemoryArticleTests {
    static let screen = DecodeRequest(generation: 1, containerSize: CGSize(width: 393, height: 852), screenScale: 3,
                                      maximumZoomScale: 8, contentMode: .scaleAspectFit)
    static let budget = TileCacheConfiguration.defaultByteBudget

    /// The largest strip a tile of any level of the file reads, at the sizes ImageIO returns
    /// when it subsamples as asked.
    static func peakStrip(_ pyramid: TilePyramid, _ file: ImageFileTraits) -> Int {
        (0..<pyramid.levelCount).compactMap { level in
            FileRegionRead(tile: TileID(level: level, column: 0, row: 0), pyramid: pyramid, file: file)
                .flatMap { $0.peakStripBytes(decodedSize: $0.expectedDecodedSize) }
        }.max() ?? 0
    }

    @Test func aTwentyThousandPixelJPEG() throws {
        let original = OriginalImage(pixelSize: CGSize(width: 20_000, height: 20_000), orientation: .up)
        let tiling = try #require(Self.screen.tiling(for: original, file: .baselineJPEG))
        #expect(tiling.baseLevel == 4 && tiling.pyramid.byteCount(ofLevel: 4) == 6_250_000)
        #expect(Self.screen.plan(for: original).decodedByteCount == 355_850_496)     // 9432² × 4: tiled
        #expect(Self.peakStrip(tiling.pyramid, .baselineJPEG) == 33_280_000)         // 416 rows × 80 000 B
        #expect(Self.budget + 33_280_000 == 167_497_728)
        let progressive = ImageFileTraits(typeIdentifier: "public.jpeg", isProgressive: true, pngInterlaceType: nil)
        #expect(Self.peakStrip(tiling.pyramid, progressive) == 25_000_000)
        #expect(Self.budget + 25_000_000 == 159_217_728)
    }

    @Test func aHundredMegapixelHEIC() throws {
        let original = OriginalImage(pixelSize: CGSize(width: 12_288, height: 8_192), orientation: .up)
        let heic = ImageFileTraits(typeIdentifier: "public.heic", isProgressive: nil, pngInterlaceType: nil)
        let tiling = try #require(Self.screen.tiling(for: original, file: heic))
        #expect(tiling.baseLevel == 3 && tiling.basePixelSize == CGSize(width: 1536, height: 1024))
        #expect(tiling.pyramid.byteCount(ofLevel: 3) == 6_291_456)
        #expect(Self.peakStrip(tiling.pyramid, heic) == 25_165_824)                  // 512 rows × 49 152 B
        #expect(Self.budget + 25_165_824 == 159_383_552)
    }

    /// "Large images": a 20 000 px wide JPEG reads 416 rows a strip; a Live Text region is at
    /// most 4096 px long (64 MiB).
    @Test func theLargeImagesArticle() {
        #expect(FileRegionRead(region: CGRect(x: 0, y: 0, width: 20_000, height: 1000), outputSize: CGSize(width: 20_000, height: 1000),
                               storedSize: CGSize(width: 20_000, height: 20_000), file: .baselineJPEG)?
            .stripRows(decodedSize: CGSize(width: 20_000, height: 20_000)) == 416)
        #expect(Int(LiveTextAnalysisTarget.defaultMaximumDecodePixelSide * LiveTextAnalysisTarget.defaultMaximumDecodePixelSide) * 4 == 64 << 20)
        #expect(FileRegionRead.defaultMaximumStripBytes == 33_554_432)
    }
}
