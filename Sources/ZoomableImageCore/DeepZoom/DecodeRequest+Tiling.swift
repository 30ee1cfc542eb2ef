import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DecodeRequest {
    /// The side of a local file's tiles, in pixels: 512, the grid cell of the HEIC photos iPhones
    /// take (so each tile decodes one of the file's own tiles) and a quarter of the region
    /// decodes 256 px tiles would need for a JPEG.
    @_spi(Internals) public static let fileTileSize = 512

    /// Whether a large local file is shown tiled, and how: tiled only when the downsampled copy
    /// that covers the maximum zoom (``plan(for:)``) would itself take more than `byteBudget`
    /// (4 bytes per pixel) — then the view shows a base copy and tiles of ``fileTileSize`` px
    /// without overlap, planned like any pyramid, at the levels whose tiles can be read within
    /// a strip's cap (``FileRegionRead/readableLevels(of:file:maximumStripBytes:)``: a 20 000 px
    /// wide progressive JPEG shows level 3 at most); otherwise (`nil`) that copy, which loses
    /// nothing the screen can show. ImageIO has no region decode (a tile decodes full-width
    /// bands, or a progressive JPEG all of itself), so tiling is kept for files no copy within
    /// the budget can show.
    ///
    /// A 48 MP photo (8064 × 6048) on a 393 × 852 pt @3x screen with maximum zoom 4 needs a 6288 ×
    /// 4716 copy (118 614 528 bytes): under the default 128 MiB (134 217 728 bytes) it is not
    /// tiled. With maximum zoom 8 the copy is the whole original (195 084 288 bytes): tiled. An
    /// animation (more than one frame) is never tiled: its frames play from copies of the whole
    /// image. Defaults: a baseline JPEG, one frame, ``TileCacheConfiguration/defaultByteBudget``.
    @_spi(Internals) public func tiling(for original: OriginalImage, file: ImageFileTraits = .baselineJPEG,
                                        frameCount: Int = 1,
                                        byteBudget: Int = TileCacheConfiguration.defaultByteBudget) -> ImageTiling? {
        let pyramid = TilePyramid(storedPixelSize: original.pixelSize, tileSize: Self.fileTileSize)
        guard frameCount <= 1, plan(for: original).decodedByteCount > byteBudget else { return nil }
        return ImageTiling(pyramid: pyramid, availableLevels: FileRegionRead.readableLevels(of: pyramid, file: file),
                           orientation: original.orientation, for: self, byteBudget: byteBudget)
    }

    /// The longest side, in pixels, to decode a local file's copy at: the base level's for a
    /// tiled file (``tiling(for:frameCount:byteBudget:)``), else the downsampling plan's; defaults
    /// as there.
    @_spi(Internals) public func copyPixelSide(for original: OriginalImage, frameCount: Int = 1,
                                               byteBudget: Int = TileCacheConfiguration.defaultByteBudget) -> Int {
        guard let tiling = tiling(for: original, frameCount: frameCount, byteBudget: byteBudget) else {
            return plan(for: original).maximumPixelSize
        }
        let base = tiling.basePixelSize
        return Int(max(base.width, base.height))
    }

    /// The tiling of a tile source's pyramid shown for this request
    /// (``ImageTiling/init(pyramid:availableLevels:orientation:for:byteBudget:)``): the levels a
    /// service lists (an IIIF server's; a bit set, one bit per level), or every level when it lists
    /// none (`nil`).
    @_spi(Internals) public func tiling(of pyramid: TilePyramid, listedLevels: UInt64?) -> ImageTiling {
        ImageTiling(pyramid: pyramid, availableLevels: listedLevels ?? .max, for: self)
    }
}
