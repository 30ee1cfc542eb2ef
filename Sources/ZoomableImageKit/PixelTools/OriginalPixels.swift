#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Where a view reads full-resolution pixels from — crops and exact colours — whatever shows
/// them: the image's own bitmap, a large file shown as a copy or tiled (``OriginalImageSource``),
/// or a tile source's level 0 (``TiledPixels``). Every read runs on any thread.
protocol OriginalPixels: Sendable {
    /// The crop of a region, from the full-resolution pixels, with the scale and orientation to
    /// show it with — at once on the calling thread; `nil` when the pixels cannot be read now (a
    /// tile source's must be fetched: use ``crop(_:)``).
    func cropNow(_ region: CropRegion) -> CropResult?
    /// The crop of a region, read off the main thread.
    func crop(_ region: CropRegion) async -> CropResult?
    /// The exact colour of a pixel, read off the main thread.
    func color(of sample: PixelSample) async -> PixelReader.Color?
}

/// A cropped bitmap with the scale and orientation to show it with.
struct CropResult: @unchecked Sendable {  // CGImage is immutable; iOS 15's SDK doesn't say Sendable
    let cgImage: CGImage
    let scale: CGFloat
    let orientation: UIImage.Orientation

    var image: UIImage { UIImage(cgImage: cgImage, scale: scale, orientation: orientation) }
}

/// An image's own bitmap, its own original: crops share its memory, colours are its pixels.
struct BitmapPixels: OriginalPixels {
    /// The bitmap; `nil` for an image without one (a `CIImage`-backed `UIImage`).
    let bitmap: OriginalImageSource.Bitmap?
    let scale: CGFloat
    let orientation: UIImage.Orientation


    /// The stored pixels under the region, cut out without a copy (`cropping(to:)`).
    func cropNow(_ region: CropRegion) -> CropResult? {
        bitmap?.cgImage.cropping(to: region.cgImagePixelRect)
            .map { CropResult(cgImage: $0, scale: scale, orientation: orientation) }
    }

    func crop(_ region: CropRegion) async -> CropResult? { cropNow(region) }

    func color(of sample: PixelSample) async -> PixelReader.Color? {
        bitmap.flatMap { PixelReader.color(of: $0.cgImage, at: sample.displayedPixel) }
    }
}

extension OriginalImageSource: OriginalPixels {
    /// The region decoded from the file at full resolution (scale 1, the file's orientation).
    func cropNow(_ region: CropRegion) -> CropResult? {
        decodeRegion(region.cgImagePixelRect).map {
            CropResult(cgImage: $0.cgImage, scale: 1, orientation: UIImage.Orientation(original.orientation))
        }
    }

    /// The region decoded on the queue of original reads: one read of a large file at a time.
    func crop(_ region: CropRegion) async -> CropResult? {
        await OriginalReadQueue.shared.run { cropNow(region) }
    }

    /// The original's pixel, on the queue of original reads.
    func color(of sample: PixelSample) async -> PixelReader.Color? {
        await OriginalReadQueue.shared.run { color(atStoredPixel: sample.originalPixel) }
    }
}
#endif
