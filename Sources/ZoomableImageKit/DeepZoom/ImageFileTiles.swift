#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The tiles of a large local image file shown tiled (``ZoomableImageView/loadImage(contentsOf:)``
/// of a file whose full decode would pass the byte budget): each decoded on its own from the file,
/// as ``TileRegionDecode`` plans — the image opened lazily and uncached, subsampled for coarser
/// levels, the tile's region cut out and drawn into a bitmap of the tile's size.
///
/// ImageIO has no region decode: drawing the cut-out decodes what the draw needs, through the
/// lazy image's data provider, and keeps nothing (`kCGImageSourceShouldCache` false). What that
/// costs per format is in the article "Deep zoom".
struct ImageFileTiles: Sendable {
    let source: OriginalImageSource
    let pyramid: TilePyramid

    /// Decodes one tile, in the file's stored orientation (the layers turn it).
    ///
    /// - Throws: `CancellationError` when the load was cancelled before the decode started, or
    ///   ``ImageLoadingError/unreadableImage`` when the file can no longer be read.
    func load(_ tile: TileID) throws -> (tile: OriginalImageSource.Bitmap, bytes: Int) {
        try Task.checkCancellation()
        // kCGImageSourceSubsampleFactor: "the image source scales down the image data by the
        // specified numerical factor … 2, 4, or 8 … only for JPEG, HEIF, TIFF, and PNG images"; a
        // format that can't returns a larger image, which the plan measures.
        // https://developer.apple.com/documentation/imageio/kcgimagesourcesubsamplefactor
        let options: [CFString: Any] = [kCGImageSourceShouldCache: false,
                                        kCGImageSourceSubsampleFactor: TileRegionDecode.subsampleFactor(forLevel: tile.level)]
        let image = try source.makeSource().flatMap {
            CGImageSourceCreateImageAtIndex($0, CGImageSourceGetPrimaryImageIndex($0), options as CFDictionary)
        }.orThrow(ImageLoadingError.unreadableImage)
        let plan = TileRegionDecode(tile: tile, pyramid: pyramid, decodedSize: CGSize(width: image.width, height: image.height))
        let spaces = [image.colorSpace.flatMap(OriginalImageSource.drawable(_:)), CGColorSpace(name: CGColorSpace.sRGB)]
        let context = try spaces.lazy.compactMap { $0 }.compactMap {
            CGContext(data: nil, width: Int(plan.tileSize.width), height: Int(plan.tileSize.height), bitsPerComponent: 8,
                      bytesPerRow: 0, space: $0, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }.first.orThrow(ImageLoadingError.unreadableImage)
        _ = image.cropping(to: plan.crop).map { context.draw($0, in: plan.drawRect) }
        let bitmap = try context.makeImage().orThrow(ImageLoadingError.unreadableImage)
        return (OriginalImageSource.Bitmap(cgImage: bitmap), bitmap.bytesPerRow * bitmap.height)
    }
}
#endif
