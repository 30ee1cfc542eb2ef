#if canImport(UIKit)
import ImageIO
import UIKit
import ZoomableImageCore

/// A large image file (or its bytes) shown downsampled: where to read it again, and what the
/// original is — its stored pixel size and orientation.
struct OriginalImageSource: Sendable, Equatable {
    enum Location: Sendable, Equatable {
        case url(URL)
        case data(Data)
    }

    let location: Location
    /// The stored pixel size in the file (before orientation).
    let pixelSize: CGSize
    /// The file's orientation (EXIF).
    let orientation: ImageOrientation

    /// A decoded bitmap. `CGImage` is immutable and safe to share between threads; ImageIO's
    /// SDK annotations for iOS 15 don't say so.
    struct Bitmap: @unchecked Sendable {
        let cgImage: CGImage
    }

    /// Reads the file's header: size and orientation, without decoding pixels.
    nonisolated static func open(_ location: Location) throws -> OriginalImageSource {
        guard let source = makeSource(location),
              let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
              let width = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.doubleValue,
              let height = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.doubleValue,
              width > 0, height > 0 else {
            throw ZoomableImageView.LoadingError.unreadableImage
        }
        let exif = (properties[kCGImagePropertyOrientation] as? NSNumber)?.intValue ?? 1
        return OriginalImageSource(location: location, pixelSize: CGSize(width: width, height: height),
                                   orientation: ImageOrientation(exifOrientation: exif) ?? .up)
    }

    /// Decodes an upright copy whose longest side is at most `maximumPixelSize`.
    nonisolated func decodeCopy(maximumPixelSize: Int) throws -> Bitmap {
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,      // upright, like the original shown
            kCGImageSourceThumbnailMaxPixelSize: max(1, maximumPixelSize),
            kCGImageSourceShouldCacheImmediately: true,            // decode now, off the main thread
        ]
        guard let source = Self.makeSource(location),
              let copy = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
            throw ZoomableImageView.LoadingError.unreadableImage
        }
        return Bitmap(cgImage: copy)
    }

    /// Reads a rect of the original's stored pixels into a bitmap of its own (so the result does
    /// not keep the whole decoded original alive).
    nonisolated func decodeRegion(_ storedRect: CGRect) -> Bitmap? {
        guard let source = Self.makeSource(location),
              let full = CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceShouldCache: false] as CFDictionary),
              let region = full.cropping(to: storedRect) else { return nil }
        let width = region.width
        let height = region.height
        let rgb = CGColorSpace(name: CGColorSpace.sRGB)
        let space = region.colorSpace.flatMap { $0.model == .rgb ? $0 : nil } ?? rgb
        guard let space, let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                                 bytesPerRow: 0, space: space,
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.draw(region, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage().map(Bitmap.init(cgImage:))
    }

    private nonisolated static func makeSource(_ location: Location) -> CGImageSource? {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        switch location {
        case .url(let url): return CGImageSourceCreateWithURL(url as CFURL, options)
        case .data(let data): return CGImageSourceCreateWithData(data as CFData, options)
        }
    }
}
#endif
