#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The tiles of a large local image file shown tiled (``ZoomableImageView/loadImage(contentsOf:)``
/// of a file whose full decode would pass the byte budget): each read from the file on its own in
/// strips of at most 32 MiB of decode (``FileRegionRead``, performed by
/// ``OriginalImageSource/bitmap(of:)``), subsampled for coarser levels, into a bitmap of the
/// tile's size. Only the levels whose tiles can be read so are planned
/// (``FileRegionRead/readableLevels(of:file:maximumStripBytes:)``). What that costs per format is
/// in the article "Deep zoom".
struct ImageFileTiles: Sendable {
    let source: OriginalImageSource
    let pyramid: TilePyramid

    /// Reads one tile, in the file's stored orientation (the layers turn it).
    ///
    /// - Throws: `CancellationError` when the load was cancelled before or between its strips, or
    ///   ``ImageLoadingError/unreadableImage`` when the file can no longer be read.
    func load(_ tile: TileID) throws -> (tile: OriginalImageSource.Bitmap, bytes: Int) {
        try Task.checkCancellation()
        let read = try FileRegionRead(tile: tile, pyramid: pyramid, file: source.traits)
            .orThrow(ImageLoadingError.unreadableImage)
        let bitmap = try source.bitmap(of: read)
        // What the bitmap holds (a row's bytes times the rows).
        return (bitmap, bitmap.cgImage.bytesPerRow * bitmap.cgImage.height)
    }
}
#endif
