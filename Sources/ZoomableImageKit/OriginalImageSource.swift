#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A large image file (or its bytes) shown downsampled: how to read it again, and what the
/// original is — its stored pixel size and orientation.
struct OriginalImageSource: Sendable {
    /// Opens the file (or bytes) anew for each read: ImageIO sources are not shared between
    /// threads.
    let makeSource: @Sendable () -> CGImageSource?
    /// The original's stored pixel size and orientation (EXIF).
    let original: OriginalImage

    /// A decoded bitmap. `CGImage` is immutable and safe to share between threads; ImageIO's
    /// SDK annotations for iOS 15 don't say so.
    struct Bitmap: @unchecked Sendable {
        let cgImage: CGImage
    }

    /// A source that reads a file.
    static func url(_ url: URL) -> @Sendable () -> CGImageSource? {
        { CGImageSourceCreateWithURL(url as CFURL, [kCGImageSourceShouldCache: false] as CFDictionary) }
    }

    /// A source that reads encoded bytes.
    static func data(_ data: Data) -> @Sendable () -> CGImageSource? {
        { CGImageSourceCreateWithData(data as CFData, [kCGImageSourceShouldCache: false] as CFDictionary) }
    }

    /// Reads the file's header: size and orientation of its primary image (a HEIF file may hold
    /// several), without decoding pixels.
    nonisolated static func open(_ makeSource: @escaping @Sendable () -> CGImageSource?) throws -> OriginalImageSource {
        let properties = makeSource().flatMap {
            CGImageSourceCopyPropertiesAtIndex($0, CGImageSourceGetPrimaryImageIndex($0), nil) as? [String: Any]
        } ?? [:]
        guard let original = OriginalImage(properties: properties.compactMapValues { ($0 as? NSNumber)?.doubleValue }) else {
            throw ImageLoadingError.unreadableImage
        }
        return OriginalImageSource(makeSource: makeSource, original: original)
    }

    /// Opens `makeSource` and decodes the copy `request` plans for it, checking for cancellation
    /// before and after each ImageIO call (a call itself can't be interrupted).
    ///
    /// - Throws: `CancellationError`, or ``ImageLoadingError/unreadableImage``.
    nonisolated static func decode(_ makeSource: @escaping @Sendable () -> CGImageSource?,
                                   for request: DecodeRequest) throws -> (source: OriginalImageSource, bitmap: Bitmap) {
        try Task.checkCancellation()
        let source = try open(makeSource)
        try Task.checkCancellation()
        let bitmap = try source.decodeCopy(maximumPixelSize: request.plan(for: source.original).maximumPixelSize)
        try Task.checkCancellation()
        return (source, bitmap)
    }

    /// Decodes an upright copy whose longest side is at most `maximumPixelSize`.
    nonisolated func decodeCopy(maximumPixelSize: Int) throws -> Bitmap {
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,      // upright, like the original shown
            kCGImageSourceThumbnailMaxPixelSize: max(1, maximumPixelSize),
            kCGImageSourceShouldCacheImmediately: true,            // decode now, off the main thread
        ]
        guard let copy = makeSource().flatMap({
            CGImageSourceCreateThumbnailAtIndex($0, CGImageSourceGetPrimaryImageIndex($0), options as CFDictionary)
        }) else {
            throw ImageLoadingError.unreadableImage
        }
        return Bitmap(cgImage: copy)
    }

    /// Reads a rect of the original's stored pixels into a bitmap of its own (so the result does
    /// not keep the whole decoded original alive): in the original's colour space when an 8-bit
    /// bitmap can be drawn in it (an RGB space for output, not extended range), else in sRGB.
    nonisolated func decodeRegion(_ storedRect: CGRect) -> Bitmap? {
        let region = fullImage()?.cropping(to: storedRect)
        let own = region?.colorSpace.flatMap(Self.drawable(_:))
        let context = [own, CGColorSpace(name: CGColorSpace.sRGB)].lazy.compactMap { $0 }
            .compactMap { Self.context(for: region, in: $0) }.first
        _ = region.map { context?.draw($0, in: CGRect(x: 0, y: 0, width: $0.width, height: $0.height)) }
        return context?.makeImage().map(Bitmap.init(cgImage:))
    }

    /// The colour of one of the original's stored pixels, exactly as stored (see
    /// ``PixelReader``); `nil` when the file can no longer be read or the pixel is outside it.
    /// Drawing the pixel may decode up to the whole original.
    nonisolated func color(atStoredPixel pixel: PixelIndex) -> PixelReader.Color? {
        fullImage().flatMap { PixelReader.color(of: $0, at: pixel) }
    }

    /// The original at full resolution, not decoded yet (it decodes where it is drawn) and not
    /// cached by ImageIO.
    nonisolated func fullImage() -> CGImage? {
        makeSource().flatMap {
            CGImageSourceCreateImageAtIndex($0, CGImageSourceGetPrimaryImageIndex($0), [kCGImageSourceShouldCache: false] as CFDictionary)
        }
    }

    /// `space` when an 8-bit RGB bitmap context can be drawn in it, else `nil`.
    nonisolated static func drawable(_ space: CGColorSpace) -> CGColorSpace? {
        [space].first { $0.model == .rgb && $0.supportsOutput && !CGColorSpaceUsesExtendedRange($0) }
    }

    /// An 8-bit, premultiplied RGBA bitmap context of the region's size in `space`.
    nonisolated static func context(for region: CGImage?, in space: CGColorSpace) -> CGContext? {
        region.flatMap {
            CGContext(data: nil, width: $0.width, height: $0.height, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
    }
}
#endif
