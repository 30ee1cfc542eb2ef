#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What a load decodes its copies with: a large file's (or bytes') ImageIO source, or a tile
/// source. Runs off the main thread, for the request the interaction made; a large file's runs
/// again for a copy of another size.
typealias CopyDecoder = @Sendable (DecodeRequest) async throws -> DecodedCopy

/// A copy decoded for a load: the bitmap the view shows, what the interaction is told of it,
/// where full-resolution pixels are read from (a file, or a tile source's level 0), and how its
/// tiles load when it is tiled.
struct DecodedCopy: Sendable {
    /// The upright bitmap: a downsampled copy, or a tiled image's base copy.
    let bitmap: OriginalImageSource.Bitmap
    /// Its size, scale 1, upright, with the original's size and orientation and, for a tiled
    /// image, its tiling.
    let description: ImageDescription
    /// The large file the copy was decoded from (crops, colours, Live Text and animation read
    /// it); `nil` for a tile source.
    let source: OriginalImageSource?
    /// A tile source's level-0 pixels, where crops and colours are read; `nil` for a file.
    let tiledPixels: TiledPixels?
    /// Loads one tile (used only when the description has a tiling).
    let tiles: TileLoader<OriginalImageSource.Bitmap>.Load

    /// Decodes a large file's copy: its header first, then the copy as large as the request needs
    /// (``DecodeRequest/copyPixelSide(for:frameCount:byteBudget:)``) — tiled, when even the copy
    /// that covers the maximum zoom would not fit the budget (never for an animation).
    /// Cancellation is checked around each ImageIO call, which can't be interrupted.
    ///
    /// - Parameter makeSource: opens the file or bytes anew.
    static func file(_ makeSource: @escaping @Sendable () -> CGImageSource?) -> CopyDecoder {
        { request in
            try Task.checkCancellation()
            var source = try OriginalImageSource.open(makeSource)
            try Task.checkCancellation()
            // Every frame of an animation is decoded at the copy's size (its ImageIO thumbnail).
            source.copyMaximumPixelSize = max(1, request.copyPixelSide(for: source.original,
                                                                       frameCount: source.sequence.timeline.frameCount))
            let bitmap = try makeSource().flatMap { source.decodeCopy(from: $0, imageIndex: source.imageIndex) }
                .orThrow(ImageLoadingError.unreadableImage)
            try Task.checkCancellation()
            let tiles = ImageFileTiles(source: source, pyramid: TilePyramid(storedPixelSize: source.original.pixelSize,
                                                                            tileSize: DecodeRequest.fileTileSize))
            return DecodedCopy(bitmap: bitmap,
                               description: ImageDescription(size: bitmap.pixelSize, scale: 1, orientation: .up,
                                                             original: source.original,
                                                             tiling: request.tiling(for: source.original, file: source.traits,
                                                                                     frameCount: source.sequence.timeline.frameCount)),
                               source: source, tiledPixels: nil, tiles: { tile in
                                   // One read of a large file at a time in the app: each holds
                                   // one strip's decode. A tile cancelled while it waits is
                                   // skipped.
                                   try await OriginalReadQueue.shared.run { try? tiles.load(tile) }
                                       .orThrow(ImageLoadingError.unreadableImage)
                               })
        }
    }

    /// Loads a tile source's pyramid and stitches its base copy (``TileStitch/init(base:)``) from
    /// the tiles of the level the request needs at rest, each retried like any tile; a tile that
    /// fails for good stays transparent in the base, and a base none of whose tiles arrived
    /// fails the load (``ImageLoadingError/unreadableImage``).
    ///
    /// - Parameter source: the tile source.
    static func tiled<Source: TileSource>(_ source: Source) -> CopyDecoder {
        { request in
            let pyramid = try await source.loadPyramid()
            // Only an IIIF service lists the levels it has; every other source has them all.
            let levels = try await (source as? IIIFImage)?.availableLevels()
            let tiling = request.tiling(of: pyramid, listedLevels: levels)
            let load: TileLoader<OriginalImageSource.Bitmap>.Load = { tile in
                let image = try await source.image(for: tile)
                // What the bitmap holds, row padding and wide-colour formats included (a row's
                // bytes times the rows). https://developer.apple.com/documentation/coregraphics/cgimage/bytesperrow
                return (OriginalImageSource.Bitmap(cgImage: image), image.bytesPerRow * image.height)
            }
            let base = try await TileStitcher.stitch(TileStitch(base: tiling)) { tile in
                await TileLoader<OriginalImageSource.Bitmap>.load(tile, load)?.tile
            }.orThrow(ImageLoadingError.unreadableImage)
            try Task.checkCancellation()
            let original = OriginalImage(pixelSize: pyramid.storedPixelSize, orientation: .up)
            return DecodedCopy(bitmap: base,
                               description: ImageDescription(size: base.pixelSize, scale: 1, orientation: .up,
                                                             original: original, tiling: tiling),
                               source: nil, tiledPixels: TiledPixels(source: source, tiling: tiling), tiles: load)
        }
    }
}

extension OriginalImageSource.Bitmap {
    /// The bitmap's width and height in pixels.
    var pixelSize: CGSize { CGSize(width: cgImage.width, height: cgImage.height) }
}
#endif
