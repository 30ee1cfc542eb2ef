import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DecodeRequest {
    /// The side of a local file's tiles, in pixels: 512, the grid cell of the HEIC photos iPhones
    /// take (so each tile decodes one of the file's own tiles) and a quarter of the region
    /// decodes 256 px tiles would need for a JPEG.
    @_spi(Internals) public static let fileTileSize = 512

    /// Whether a large local file is shown tiled, and how: tiled when decoding it whole at full
    /// resolution (4 bytes per stored pixel) would take more than `byteBudget` — then the view
    /// shows a base copy and tiles of ``fileTileSize`` px without overlap, planned like any
    /// pyramid; otherwise (`nil`) a downsampled copy as ``plan(for:)`` sizes it.
    ///
    /// A 48 MP photo (8064 × 6048 × 4 = 195 084 288 bytes) is tiled under the default 128 MiB
    /// (134 217 728 bytes); a 24 MP one (6000 × 4000 × 4 = 96 000 000 bytes) is not.
    ///
    /// - Parameters:
    ///   - original: the file's stored pixel size and orientation.
    ///   - byteBudget: the view's byte budget. Default ``TileCacheConfiguration/defaultByteBudget``.
    /// - Returns: the tiling, its base level for this request's container; `nil` to decode a copy.
    @_spi(Internals) public func tiling(for original: OriginalImage,
                                        byteBudget: Int = TileCacheConfiguration.defaultByteBudget) -> ImageTiling? {
        let pyramid = TilePyramid(storedPixelSize: original.pixelSize, tileSize: Self.fileTileSize)
        guard pyramid.byteCount(ofLevel: 0) > byteBudget else { return nil }
        return ImageTiling(pyramid: pyramid, orientation: original.orientation, for: self, byteBudget: byteBudget)
    }

    /// The longest side, in pixels, to decode a local file's copy at: the base level's for a
    /// tiled file (``tiling(for:byteBudget:)``), else the downsampling plan's.
    ///
    /// - Parameters:
    ///   - original: the file's stored pixel size and orientation.
    ///   - byteBudget: the view's byte budget. Default ``TileCacheConfiguration/defaultByteBudget``.
    @_spi(Internals) public func copyPixelSide(for original: OriginalImage,
                                               byteBudget: Int = TileCacheConfiguration.defaultByteBudget) -> Int {
        guard let tiling = tiling(for: original, byteBudget: byteBudget) else { return plan(for: original).maximumPixelSize }
        let base = tiling.basePixelSize
        return Int(max(base.width, base.height))
    }
}
