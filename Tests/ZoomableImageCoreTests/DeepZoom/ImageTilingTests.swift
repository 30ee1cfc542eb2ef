import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A tiled image's base level, the level its base copy is made from, when a local file is
/// tiled, and how a tiling is written in a trace.
@Suite struct ImageTilingTests {
    /// 393 × 852 pt at @3x, aspect fit (the article's iPhone), maximum zoom 4.
    static let iPhone = DecodeRequest(generation: 1, containerSize: CGSize(width: 393, height: 852), screenScale: 3,
                                      maximumZoomScale: 4, contentMode: .scaleAspectFit)

    /// 20 000 px across 393 pt at 3 px/pt: 0.05895 device pixels per stored pixel, level 4
    /// (0.0625 ≥ 0.05895 > 0.03125): 1250 × 1250 px, the article's base copy.
    @Test func theBaseLevelIsTheLevelRuleAtRest() {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 256, overlap: 1)
        let tiling = ImageTiling(pyramid: pyramid, for: Self.iPhone)
        #expect(tiling.baseLevel == 4 && tiling.basePixelSize == CGSize(width: 1250, height: 1250))
    }

    /// A 1 000 000 × 1000 px panorama filling the height (aspect fill): 852 / 1000 · 3 = 2.556
    /// device pixels per stored pixel, level 0 by the rule — 4 000 000 000 bytes. Coarser until
    /// the base takes at most half the budget (67 108 864 B): level 1 1 000 000 000, level 2
    /// 250 000 000, level 3 125 000 × 125 × 4 = 62 500 000.
    @Test func aBaseThatWouldTakeMoreThanHalfTheBudgetIsMadeCoarser() {
        let panorama = TilePyramid(storedPixelSize: CGSize(width: 1_000_000, height: 1000))
        var request = Self.iPhone
        request.contentMode = .scaleAspectFill
        #expect(ImageTiling(pyramid: panorama, for: request).baseLevel == 3)
    }

    @Test func anEmptyPyramidHasBaseLevelZero() {
        let empty = TilePyramid(storedPixelSize: CGSize(width: CGFloat.nan, height: 10))
        #expect(ImageTiling(pyramid: empty, for: Self.iPhone).baseLevel == 0)
        #expect(ImageTiling(pyramid: empty, baseLevel: 0).baseSourceLevel == nil)
    }

    /// The fixture's 700 × 300 px image, base level 2; 20 000 × 20 000 px with 79 × 79 = 6241
    /// tiles at level 0, more than a stitch fetches (4096).
    @Test(arguments: [
        ([0, 1, 2], 2, 2),          // the base's own level
        ([0, 1], 2, 1),             // IIIF without factor 4: the coarsest finer one
        ([0], 2, 0),
        ([3, 5], 2, 3),             // only coarser ones: the finest of them
    ])
    func theBaseIsMadeFromTheCoarsestAvailableLevelNotCoarserThanIt(levels: [Int], base: Int, source: Int) {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300))
        let tiling = ImageTiling(pyramid: pyramid, baseLevel: base, availableLevels: TilePlanner.levelSet(levels))
        #expect(tiling.baseSourceLevel == source)
    }

    @Test func aFinerLevelOfTooManyTilesIsPassedOverForACoarserOne() {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000))
        #expect(ImageTiling(pyramid: pyramid, baseLevel: 4, availableLevels: TilePlanner.levelSet([0, 6])).baseSourceLevel == 6)
        #expect(ImageTiling(pyramid: pyramid, baseLevel: 4, availableLevels: TilePlanner.levelSet([0])).baseSourceLevel == nil)
    }

    // MARK: - Local files

    /// Shown `.right` (6048 × 8064 oriented) in 393 × 852 pt, aspect fit: 393 pt wide (393 / 6048
    /// < 852 / 8064), 524 pt tall. Maximum zoom 4 at @3x is 12 device px per point: the copy keeps
    /// 393 · 12 / 6048 = 0.7798 of the pixels, 4716 × 6288 px = 118 614 528 B ≤ 134 217 728: a copy,
    /// not tiles (a 48 MP JPEG tile would decode every row above it).
    @Test func a48MPPhotoWhoseCopyFitsTheBudgetIsNotTiled() {
        let original = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .right)
        #expect(Self.iPhone.tiling(for: original) == nil)
        #expect(Self.iPhone.copyPixelSide(for: original) == 6288)
    }

    /// Maximum zoom 8 (24 device px per point): 393 · 24 / 6048 > 1, so the copy is the whole
    /// original, 8064 × 6048 × 4 = 195 084 288 B > 134 217 728: tiled, 512 px tiles. At rest 393 /
    /// 6048 · 3 = 0.1949 device pixels per stored pixel, level 2 (0.25 ≥ 0.1949 > 0.125): a
    /// 2016 × 1512 px base copy, decoded 2016 px on its longest side.
    @Test func aFileWhoseCopyWouldPassTheBudgetIsTiled() throws {
        let original = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .right)
        var request = Self.iPhone
        request.maximumZoomScale = 8
        let tiling = try #require(request.tiling(for: original))
        #expect(tiling.pyramid == TilePyramid(storedPixelSize: original.pixelSize, tileSize: 512))
        #expect(tiling.baseLevel == 2 && tiling.basePixelSize == CGSize(width: 2016, height: 1512))
        #expect(request.copyPixelSide(for: original) == 2016)
        // An animation of that size is never tiled: its copy is the plan's, the whole original.
        #expect(request.tiling(for: original, frameCount: 12) == nil)
        #expect(request.copyPixelSide(for: original, frameCount: 12) == 8064)
        #expect(request.tiling(for: original, frameCount: 1) != nil)
    }

    /// 6000 × 4000, up: 393 pt wide, copy 4716 px across (393 · 12), 4716 × 3144 px = 59 308 416 B:
    /// a copy. Under a 32 MiB budget (33 554 432 B) that copy no longer fits: tiled.
    @Test func aFileThatFitsTheBudgetIsACopy() {
        let original = OriginalImage(pixelSize: CGSize(width: 6000, height: 4000), orientation: .up)
        #expect(Self.iPhone.tiling(for: original) == nil)
        #expect(Self.iPhone.copyPixelSide(for: original) == 4716)
        #expect(Self.iPhone.tiling(for: original, byteBudget: 32 << 20) != nil)
        #expect(Self.iPhone.tiling(for: original, byteBudget: 64 << 20) == nil)
    }

    /// A 20 000² px file at maximum zoom 8 is tiled (its copy, 393 · 24 = 9432 px square, would be
    /// 355 850 496 B). Read in strips of at most 32 MiB, a baseline JPEG offers every level; a
    /// progressive one, which decodes whole, only levels 3 … 15 (÷ 8: 2500² × 4 = 25 000 000 B;
    /// level 2 would be 100 000 000 B).
    @Test func aFileOffersTheLevelsItsFormatCanReadWithinAStrip() throws {
        let original = OriginalImage(pixelSize: CGSize(width: 20_000, height: 20_000), orientation: .up)
        var request = Self.iPhone
        request.maximumZoomScale = 8
        #expect(try #require(request.tiling(for: original, file: .baselineJPEG)).availableLevels == .max)
        let progressive = ImageFileTraits(typeIdentifier: "public.jpeg", isProgressive: true, pngInterlaceType: nil)
        let tiling = try #require(request.tiling(for: original, file: progressive))
        #expect(tiling.availableLevels == TilePlanner.levelSet(Array(3...15)))
    }

    /// A tile source that lists its levels (an IIIF service) is planned with those; one that
    /// lists none with all.
    @Test func aSourcesListedLevelsAreItsTilingsAndNoListIsEveryLevel() {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256)
        #expect(Self.iPhone.tiling(of: pyramid, listedLevels: nil).availableLevels == .max)
        #expect(Self.iPhone.tiling(of: pyramid, listedLevels: 0b11).availableLevels == 0b11)
        #expect(Self.iPhone.tiling(of: pyramid, listedLevels: 0b11) == ImageTiling(pyramid: pyramid, availableLevels: 0b11, for: Self.iPhone))
    }

    // MARK: - Traces

    @Test func aTilingIsWrittenWithItsLevelsByNumber() throws {
        let tiling = ImageTiling(pyramid: TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1),
                                 baseLevel: 2, availableLevels: TilePlanner.levelSet([0, 1]))
        let data = try GestureTrace.makeJSONEncoder().encode(tiling)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["baseLevel"] as? Int == 2 && object["availableLevels"] as? [Int] == [0, 1])
        #expect(try JSONDecoder().decode(ImageTiling.self, from: data) == tiling)
        // Every level: no list written, and none read means every level.
        let all = try GestureTrace.makeJSONEncoder().encode(ImageTiling(pyramid: tiling.pyramid, baseLevel: 2))
        #expect(!String(decoding: all, as: UTF8.self).contains("availableLevels"))
        #expect(try JSONDecoder().decode(ImageTiling.self, from: all).availableLevels == .max)
    }
}
