#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Where a view reads full-resolution pixels from — crops, exact colours, Live Text regions —
/// whatever shows them: the image's own bitmap, a large file shown as a copy or tiled
/// (``OriginalImageSource``), or a tile source's tiles (``TiledPixels``). Every read runs on any
/// thread.
protocol OriginalPixels: Sendable {
    /// The crop of a region, from the full-resolution pixels, with the scale and orientation to
    /// show it with — at once on the calling thread; `nil` when the pixels cannot be read now (a
    /// tile source's must be fetched: use ``crop(_:)``).
    func cropNow(_ region: CropRegion) -> CropResult?
    /// The crop of a region, read off the main thread.
    func crop(_ region: CropRegion) async -> CropResult?
    /// The exact colour of a pixel, read off the main thread.
    func color(of sample: PixelSample) async -> PixelReader.Color?
    /// A Live Text region's pixels, in stored orientation at its decode size (width and height
    /// swapped for the left and right orientations), read off the main thread; `nil` when they
    /// cannot be read.
    func liveTextRegion(_ region: LiveTextAnalysisRegion) async -> OriginalImageSource.Bitmap?
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

    /// The region cut out of the bitmap and drawn at its decode size. (A view plans a region
    /// only for a copy coarser than its original, which an image's own bitmap never is.)
    func liveTextRegion(_ region: LiveTextAnalysisRegion) async -> OriginalImageSource.Bitmap? {
        let size = region.orientation.storedSize(forOrientedSize: region.decodePixelSize)
        return bitmap?.cgImage.cropping(to: region.pixels.cgImagePixelRect).flatMap { cut in
            let context = OriginalImageSource.context(width: Int(size.width), height: Int(size.height), like: cut)
            context?.interpolationQuality = .high
            context?.draw(cut, in: CGRect(origin: .zero, size: size))
            return context?.makeImage().map(OriginalImageSource.Bitmap.init(cgImage:))
        }
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

    /// The region read from the file in strips at its decode size, on the queue of original
    /// reads (``decodeRegion(_:scaledTo:)``).
    func liveTextRegion(_ region: LiveTextAnalysisRegion) async -> OriginalImageSource.Bitmap? {
        let size = region.orientation.storedSize(forOrientedSize: region.decodePixelSize)
        return await OriginalReadQueue.shared.run { decodeRegion(region.pixels.cgImagePixelRect, scaledTo: size) }
    }
}
#endif
