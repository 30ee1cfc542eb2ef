import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Reading a region of a large file in strips, each within 32 MiB (33 554 432 B) of decode, by
/// hand. The files: a 20 000 × 20 000 px JPEG (80 000 B a row at full size) and a 100 MP HEIC,
/// 12 288 × 8 192 px (49 152 B a row), both tiled in 512 px tiles.
@Suite struct FileRegionReadTests {
    static let jpeg = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 512)
    static let heic = TilePyramid(storedPixelSize: CGSize(width: 12_288, height: 8_192), tileSize: 512)
    static let progressive = ImageFileTraits(typeIdentifier: "public.jpeg", isProgressive: true, pngInterlaceType: nil)

    static func strip(_ crop: CGRect, _ drawRect: CGRect) -> FileRegionRead.Strip {
        FileRegionRead.Strip(crop: crop, drawRect: drawRect)
    }

    /// 33 554 432 / 80 000 = 419.4 rows, 416 in whole blocks of 16. Tile (0, 0, 0) is rows
    /// 0 … 512: strips 0 … 416 and 416 … 512, drawn from the bitmap's top (Core Graphics'
    /// y = 512 − top − height). The peak is the taller strip: 416 × 80 000 B.
    @Test func aFullResolutionTileOfAWideJPEGIsReadInStripsOfTheCap() throws {
        let read = try #require(FileRegionRead(tile: TileID(level: 0, column: 0, row: 0), pyramid: Self.jpeg, file: .baselineJPEG))
        #expect(read.subsampleFactor == 1 && read.expectedDecodedSize == CGSize(width: 20_000, height: 20_000))
        #expect(read.strips(decodedSize: read.expectedDecodedSize) == [
            Self.strip(CGRect(x: 0, y: 0, width: 512, height: 416), CGRect(x: 0, y: 96, width: 512, height: 416)),
            Self.strip(CGRect(x: 0, y: 416, width: 512, height: 96), CGRect(x: 0, y: 0, width: 512, height: 96)),
        ])
        #expect(read.peakStripBytes(decodedSize: read.expectedDecodedSize) == 33_280_000)
    }

    /// Tile (0, 1, 1) is rows 512 … 1024: the grid line at 832 (2 · 416) splits it into 320 and
    /// 192 rows.
    @Test func stripsFollowTheGridFromTheImagesTop() throws {
        let read = try #require(FileRegionRead(tile: TileID(level: 0, column: 1, row: 1), pyramid: Self.jpeg, file: .baselineJPEG))
        #expect(read.strips(decodedSize: read.expectedDecodedSize) == [
            Self.strip(CGRect(x: 512, y: 512, width: 512, height: 320), CGRect(x: 0, y: 192, width: 512, height: 320)),
            Self.strip(CGRect(x: 512, y: 832, width: 512, height: 192), CGRect(x: 0, y: 0, width: 512, height: 192)),
        ])
    }

    /// 33 554 432 / 49 152 = 682.7 rows, 672 in blocks of 16: a 512-row tile is one strip of
    /// 512 × 49 152 = 25 165 824 B.
    @Test func aFullResolutionTileOfA100MegapixelHEICIsOneStrip() throws {
        let heic = ImageFileTraits(typeIdentifier: "public.heic", isProgressive: nil, pngInterlaceType: nil)
        let read = try #require(FileRegionRead(tile: TileID(level: 0, column: 23, row: 0), pyramid: Self.heic, file: heic))
        let strips = try #require(read.strips(decodedSize: read.expectedDecodedSize))
        #expect(strips == [Self.strip(CGRect(x: 11_776, y: 0, width: 512, height: 512), CGRect(x: 0, y: 0, width: 512, height: 512))])
        #expect(read.peakStripBytes(decodedSize: read.expectedDecodedSize) == 25_165_824)
    }

    /// Level 6 is ⌈20 000 / 64⌉ = 313 px, one tile over the whole image; subsampled by 8 it is a
    /// 2500 × 2500 px decode (25 000 000 B, one strip: 3355 rows fit), drawn at 313 / 2500.
    @Test func aCoarseTileIsDecodedSubsampledByEightAndDrawnSmaller() throws {
        let read = try #require(FileRegionRead(tile: TileID(level: 6, column: 0, row: 0), pyramid: Self.jpeg, file: .baselineJPEG))
        #expect(read.subsampleFactor == 8 && read.outputSize == CGSize(width: 313, height: 313))
        #expect(read.strips(decodedSize: read.expectedDecodedSize) == [
            Self.strip(CGRect(x: 0, y: 0, width: 2500, height: 2500), CGRect(x: 0, y: 0, width: 313, height: 313)),
        ])
        #expect(read.peakStripBytes(decodedSize: read.expectedDecodedSize) == 25_000_000)
    }

    /// A level-1 tile asked subsampled by 2 from a decoder that returned the full 20 000 px (the
    /// documented fallback): the strips get the cap's 416 rows of the larger image, drawn at half
    /// size — (0, 0 … 416), (416 … 832), (832 … 1024), each 208, 208 and 96 bitmap rows.
    @Test func aDecoderThatDidNotSubsampleGetsMoreStripsWithinTheSameCap() throws {
        let read = try #require(FileRegionRead(tile: TileID(level: 1, column: 0, row: 0), pyramid: Self.jpeg, file: .baselineJPEG))
        #expect(read.subsampleFactor == 2)
        #expect(read.strips(decodedSize: CGSize(width: 20_000, height: 20_000)) == [
            Self.strip(CGRect(x: 0, y: 0, width: 1024, height: 416), CGRect(x: 0, y: 304, width: 512, height: 208)),
            Self.strip(CGRect(x: 0, y: 416, width: 1024, height: 416), CGRect(x: 0, y: 96, width: 512, height: 208)),
            Self.strip(CGRect(x: 0, y: 832, width: 1024, height: 192), CGRect(x: 0, y: 0, width: 512, height: 96)),
        ])
    }

    /// A progressive JPEG decodes whole: its level-0 tile would cost 1.6 GB and is refused;
    /// level 2 (÷ 4, 5000² × 4 = 100 000 000 B) too; level 3 (÷ 8, 25 000 000 B) is read in one.
    @Test func aFormatThatDoesNotDecodeInBandsIsReadWholeOnlyWhenItFits() throws {
        for level in 0...2 {
            let read = try #require(FileRegionRead(tile: TileID(level: level, column: 0, row: 0), pyramid: Self.jpeg, file: Self.progressive))
            #expect(read.strips(decodedSize: read.expectedDecodedSize) == nil)
        }
        let level3 = try #require(FileRegionRead(tile: TileID(level: 3, column: 1, row: 0), pyramid: Self.jpeg, file: Self.progressive))
        #expect(level3.strips(decodedSize: level3.expectedDecodedSize) == [
            Self.strip(CGRect(x: 512, y: 0, width: 512, height: 512), CGRect(x: 0, y: 0, width: 512, height: 512)),
        ])
        #expect(level3.peakStripBytes(decodedSize: level3.expectedDecodedSize) == 25_000_000)
    }

    /// The levels a view plans for each file: all of a baseline JPEG's and an HEIC's, a
    /// progressive JPEG's from 3 up (16 levels: 2^15 ≥ 20 000), none of a 20 000² GIF's (no
    /// subsampling, 1.6 GB whole: the base copy alone).
    @Test func onlyTheLevelsReadableWithinTheCapArePlanned() {
        let gif = ImageFileTraits(typeIdentifier: "com.compuserve.gif", isProgressive: nil, pngInterlaceType: nil)
        #expect(FileRegionRead.readableLevels(of: Self.jpeg, file: .baselineJPEG) == .max)
        #expect(FileRegionRead.readableLevels(of: Self.heic, file: .baselineJPEG) == .max)
        #expect(FileRegionRead.readableLevels(of: Self.jpeg, file: Self.progressive) == TilePlanner.levelSet(Array(3...15)))
        #expect(FileRegionRead.readableLevels(of: Self.jpeg, file: gif) == 0)
    }

    /// A crop at full resolution: the region snapped outward to whole pixels, read 1:1.
    @Test func aCropIsReadAtFullResolution() throws {
        let read = try #require(FileRegionRead(region: CGRect(x: 10.5, y: 20.2, width: 100, height: 50.3),
                                               outputSize: CGSize(width: 101, height: 51), storedSize: CGSize(width: 700, height: 300),
                                               file: .baselineJPEG))
        #expect(read.region == CGRect(x: 10, y: 20, width: 101, height: 51) && read.subsampleFactor == 1)
        #expect(read.strips(decodedSize: CGSize(width: 700, height: 300)) == [
            Self.strip(CGRect(x: 10, y: 20, width: 101, height: 51), CGRect(x: 0, y: 0, width: 101, height: 51)),
        ])
    }

    /// A Live Text region of 4000 × 2000 stored px decoded at 1000 × 500: 4 stored pixels an output
    /// pixel, so subsampled by 4 (5000² decoded); the region is (250, 250, 1000 × 500) there.
    @Test func aRegionReadSmallerIsSubsampledByTheLargestFactorThatLosesNothing() throws {
        let read = try #require(FileRegionRead(region: CGRect(x: 1000, y: 1000, width: 4000, height: 2000),
                                               outputSize: CGSize(width: 1000, height: 500), storedSize: Self.jpeg.storedPixelSize,
                                               file: .baselineJPEG))
        #expect(read.subsampleFactor == 4 && read.expectedDecodedSize == CGSize(width: 5000, height: 5000))
        #expect(read.strips(decodedSize: read.expectedDecodedSize) == [
            Self.strip(CGRect(x: 250, y: 250, width: 1000, height: 500), CGRect(x: 0, y: 0, width: 1000, height: 500)),
        ])
        let gif = ImageFileTraits(typeIdentifier: "com.compuserve.gif", isProgressive: nil, pngInterlaceType: nil)
        let unsubsampled = try #require(FileRegionRead(region: read.region, outputSize: read.outputSize,
                                                       storedSize: CGSize(width: 6000, height: 4000), file: gif))
        #expect(unsubsampled.subsampleFactor == 1)
    }

    /// Level 3 of a 700 × 300 px file is 88 × 38 px; a decoder that rounded down (87 × 37) still
    /// fills the tile.
    @Test func aDecodeRoundedDownStillFillsTheBitmap() throws {
        let small = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 512)
        let read = try #require(FileRegionRead(tile: TileID(level: 3, column: 0, row: 0), pyramid: small, file: .baselineJPEG))
        #expect(read.expectedDecodedSize == CGSize(width: 88, height: 38))
        let strips = try #require(read.strips(decodedSize: CGSize(width: 87, height: 37)))
        #expect(strips.count == 1 && strips[0].crop == CGRect(x: 0, y: 0, width: 87, height: 37))
        #expect(abs(strips[0].drawRect.width - 88) < 1e-9 && abs(strips[0].drawRect.height - 38) < 1e-9)
    }

    /// Nothing to read, or no read within the cap: `nil`, never a trap or an endless list.
    @Test func badInputReadsNothing() throws {
        let stored = CGSize(width: 700, height: 300)
        let output = CGSize(width: 10, height: 10)
        for region in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 800, y: 0, width: 10, height: 10),
                       CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)] {
            #expect(FileRegionRead(region: region, outputSize: output, storedSize: stored, file: .baselineJPEG) == nil)
        }
        for size in [CGSize.zero, CGSize(width: 10.5, height: 10), CGSize(width: CGFloat.nan, height: 1)] {
            #expect(FileRegionRead(region: CGRect(x: 0, y: 0, width: 10, height: 10), outputSize: size, storedSize: stored,
                                   file: .baselineJPEG) == nil)
        }
        #expect(FileRegionRead(tile: TileID(level: 0, column: 9, row: 0), pyramid: Self.jpeg.self, file: .baselineJPEG) != nil)
        #expect(FileRegionRead(tile: TileID(level: 0, column: 40, row: 0), pyramid: Self.jpeg, file: .baselineJPEG) == nil)
        let read = try #require(FileRegionRead(region: CGRect(x: 0, y: 0, width: 700, height: 300), outputSize: CGSize(width: 700, height: 300),
                                               storedSize: stored, file: .baselineJPEG, maximumStripBytes: 2_800))
        #expect(read.strips(decodedSize: CGSize(width: CGFloat.nan, height: 300)) == nil)
        #expect(read.strips(decodedSize: CGSize(width: 700.5, height: 300)) == nil)
        // 2800 B is one row of 700 px: 300 strips of one row.
        #expect(read.strips(decodedSize: stored)?.count == 300)
        // A row of 701 px is 2804 B: no strip fits.
        #expect(read.strips(decodedSize: CGSize(width: 701, height: 300)) == nil)
        // 5000 rows of one row each would be more than 4096 strips.
        let tall = try #require(FileRegionRead(region: CGRect(x: 0, y: 0, width: 700, height: 5000), outputSize: CGSize(width: 700, height: 5000),
                                               storedSize: CGSize(width: 700, height: 5000), file: .baselineJPEG, maximumStripBytes: 2_800))
        #expect(tall.strips(decodedSize: tall.expectedDecodedSize) == nil)
    }

    /// One pixel's colour is a one-row strip of a baseline JPEG (80 000 B); of a progressive one
    /// the whole 1.6 GB image, refused; of a 700 × 300 px progressive one 840 000 B, read.
    @Test func aPixelIsReadOnlyWhenItsDecodeFitsTheCap() {
        let size = Self.jpeg.storedPixelSize
        #expect(FileRegionRead.canRead(pixel: PixelIndex(x: 19_999, y: 19_999), storedSize: size, file: .baselineJPEG))
        #expect(!FileRegionRead.canRead(pixel: PixelIndex(x: 5, y: 5), storedSize: size, file: Self.progressive))
        #expect(FileRegionRead.canRead(pixel: PixelIndex(x: 5, y: 5), storedSize: CGSize(width: 700, height: 300), file: Self.progressive))
        #expect(!FileRegionRead.canRead(pixel: PixelIndex(x: 20_000, y: 5), storedSize: size, file: .baselineJPEG))
        #expect(!FileRegionRead.canRead(pixel: PixelIndex(x: -1, y: 5), storedSize: size, file: .baselineJPEG))
    }
}
