#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A tile source's full-resolution pixels: crops stitched from level 0's tiles, colours read
/// from the level-0 tile that holds them, Live Text regions stitched from the level their decode
/// size needs — fetched from the source, so only off the main thread.
struct TiledPixels: OriginalPixels {
    let source: any TileSource
    /// The image's pyramid and the levels its source has.
    let tiling: ImageTiling

    var pyramid: TilePyramid { tiling.pyramid }

    /// `nil`: a tile source's pixels are fetched (``crop(_:)`` fetches them).
    func cropNow(_ region: CropRegion) -> CropResult? { nil }

    /// The region stitched from level 0's tiles (``TileStitch``), upright at scale 1; tiles that
    /// fail are left transparent.
    func crop(_ region: CropRegion) async -> CropResult? {
        let source = self.source
        let stitch = TileStitch(pyramid: pyramid, level: 0, region: region.cgImagePixelRect, scale: 1)
        return await TileStitcher.stitch(stitch) { tile in
            try? await OriginalImageSource.Bitmap(cgImage: source.image(for: tile))
        }.map { CropResult(cgImage: $0.cgImage, scale: 1, orientation: .up) }
    }

    func color(of sample: PixelSample) async -> PixelReader.Color? {
        try? await exactColor(of: sample)
    }

    /// The region stitched from the tiles of the level its decode size needs
    /// (``TileStitch/init(liveTextRegion:tiling:)``); tiles that fail are left transparent.
    func liveTextRegion(_ region: LiveTextAnalysisRegion) async -> OriginalImageSource.Bitmap? {
        let source = self.source
        return await TileStitcher.stitch(TileStitch(liveTextRegion: region, tiling: tiling)) { tile in
            try? await OriginalImageSource.Bitmap(cgImage: source.image(for: tile))
        }
    }

    /// The colour in the level-0 tile that holds the sample's stored pixel (``TilePixel``).
    private func exactColor(of sample: PixelSample) async throws -> PixelReader.Color {
        let read = try TilePixel(storedPixel: sample.originalPixel, level: 0, pyramid: pyramid)
            .orThrow(ImageLoadingError.unreadableImage)
        let tile = try await source.image(for: read.tile)
        return try PixelReader.color(of: tile, at: read.pixel).orThrow(ImageLoadingError.unreadableImage)
    }
}

/// Draws a ``TileStitch``'s tiles into one bitmap as they arrive, a few fetched at a time (as
/// many as the tile loader runs: ``TileCacheConfiguration/maximumConcurrentLoads``); each tile's
/// image is let go once drawn, so a stitch holds its canvas and at most that many tiles.
enum TileStitcher {
    /// The stitched bitmap: 8-bit RGBA in sRGB, the tiles drawn where the stitch says; `nil` for
    /// a stitch of nothing, one whose every tile failed (``TileStitch/Tally``), or a canvas Core
    /// Graphics cannot make.
    ///
    /// - Parameters:
    ///   - stitch: which tiles, where.
    ///   - load: one tile's image, `nil` when it cannot be had (left transparent).
    static func stitch(_ stitch: TileStitch,
                       load: @escaping @Sendable (TileID) async -> OriginalImageSource.Bitmap?) async
        -> OriginalImageSource.Bitmap? {
        let context = CGColorSpace(name: CGColorSpace.sRGB).flatMap {
            CGContext(data: nil, width: Int(stitch.canvasSize.width), height: Int(stitch.canvasSize.height),
                      bitsPerComponent: 8, bytesPerRow: 0, space: $0, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        let tally = await withTaskGroup(of: (TileID, OriginalImageSource.Bitmap?).self) { group in
            var tally = TileStitch.Tally()
            var waiting = stitch.tiles.makeIterator()
            for _ in 0..<TileCacheConfiguration().maximumConcurrentLoads {
                _ = waiting.next().map { tile in group.addTask { (tile, await load(tile)) } }
            }
            for await (tile, bitmap) in group {
                _ = bitmap.map { context?.draw($0.cgImage, in: stitch.drawRect(for: tile)) }
                tally.record(bitmap)
                _ = waiting.next().map { tile in group.addTask { (tile, await load(tile)) } }
            }
            return tally
        }
        return tally.stitched(context?.makeImage().map(OriginalImageSource.Bitmap.init(cgImage:)))
    }
}
#endif
