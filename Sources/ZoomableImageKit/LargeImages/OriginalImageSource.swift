#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A large image file (or its bytes) shown downsampled: how to read it again, and what the
/// original is — its stored pixel size and orientation, and its frames when it animates.
struct OriginalImageSource: Sendable {
    /// Opens the file (or bytes) anew for each read: ImageIO sources are not shared between
    /// threads.
    let makeSource: @Sendable () -> CGImageSource?
    /// The original's stored pixel size and orientation (EXIF).
    let original: OriginalImage
    /// The file's frames: one for a still; a GIF's, APNG's or HEIC sequence's when it animates.
    let sequence: ImageSequence
    /// The file's image on screen: the frame shown of an animation, the primary image of a
    /// still. Crops and exact colours read this one.
    var imageIndex: Int
    /// The longest side the copy on screen was decoded at, pixels: every frame is decoded at it,
    /// so that all have the copy's size.
    var copyMaximumPixelSize = 1
    /// What the file's format lets a read of part of it do: subsample, decode a band alone.
    var traits = ImageFileTraits.baselineJPEG

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
    /// several), and its frames' delays and loop count, without decoding pixels.
    nonisolated static func open(_ makeSource: @escaping @Sendable () -> CGImageSource?) throws -> OriginalImageSource {
        let source = makeSource()
        let properties = source.flatMap {
            CGImageSourceCopyPropertiesAtIndex($0, CGImageSourceGetPrimaryImageIndex($0), nil) as? [String: Any]
        } ?? [:]
        guard let source, let original = OriginalImage(properties: properties.compactMapValues { ($0 as? NSNumber)?.doubleValue }) else {
            throw ImageLoadingError.unreadableImage
        }
        let sequence = ImageSequence(
            imageCount: CGImageSourceGetCount(source), primaryImageIndex: CGImageSourceGetPrimaryImageIndex(source),
            fileProperties: CGImageSourceCopyProperties(source, nil) as? [String: Any],
            frameProperties: { CGImageSourceCopyPropertiesAtIndex(source, $0, nil) as? [String: Any] })
        // https://developer.apple.com/documentation/imageio/kcgimagepropertyjfifisprogressive
        // https://developer.apple.com/documentation/imageio/kcgimagepropertypnginterlacetype
        let jfif = properties[kCGImagePropertyJFIFDictionary as String] as? [String: Any]
        let png = properties[kCGImagePropertyPNGDictionary as String] as? [String: Any]
        let traits = ImageFileTraits(typeIdentifier: CGImageSourceGetType(source) as String?,
                                     isProgressive: jfif?[kCGImagePropertyJFIFIsProgressive as String] as? Bool,
                                     pngInterlaceType: png?[kCGImagePropertyPNGInterlaceType as String] as? Int)
        return OriginalImageSource(makeSource: makeSource, original: original, sequence: sequence,
                                   imageIndex: sequence.imageIndex(forFrame: 0), traits: traits)
    }

    /// Opens `makeSource` and decodes the copy `request` plans for it, checking for cancellation
    /// before and after each ImageIO call (a call itself can't be interrupted).
    ///
    /// - Throws: `CancellationError`, or ``ImageLoadingError/unreadableImage``.
    nonisolated static func decode(_ makeSource: @escaping @Sendable () -> CGImageSource?,
                                   for request: DecodeRequest) throws -> (source: OriginalImageSource, bitmap: Bitmap) {
        try Task.checkCancellation()
        var source = try open(makeSource)
        try Task.checkCancellation()
        source.copyMaximumPixelSize = max(1, request.plan(for: source.original).maximumPixelSize)
        guard let bitmap = makeSource().flatMap({ source.decodeCopy(from: $0, imageIndex: source.imageIndex) }) else {
            throw ImageLoadingError.unreadableImage
        }
        try Task.checkCancellation()
        return (source, bitmap)
    }

    /// Decodes image `imageIndex` of an open source as an upright copy whose longest side is at
    /// most ``copyMaximumPixelSize`` — the copy on screen, or a frame of an animation at its size
    /// (`CGImageSourceCreateThumbnailAtIndex` decodes the one image at that index, composited
    /// like `CGImageSourceCreateImageAtIndex`'s, and never upscales: a GIF within the plan comes
    /// back at its own size). `nil` when ImageIO decodes nothing.
    nonisolated func decodeCopy(from source: CGImageSource, imageIndex: Int) -> Bitmap? {
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,      // upright, like the original shown
            kCGImageSourceThumbnailMaxPixelSize: copyMaximumPixelSize,
            kCGImageSourceShouldCacheImmediately: true,            // decode now, off the main thread
        ]
        return CGImageSourceCreateThumbnailAtIndex(source, imageIndex, options as CFDictionary).map(Bitmap.init(cgImage:))
    }

    /// Reads a rect of the original's stored pixels into a bitmap of its own (so the result does
    /// not keep the whole decoded original alive), in strips (``FileRegionRead``): in the
    /// original's colour space when an 8-bit bitmap can be drawn in it (an RGB space for output,
    /// not extended range), else in sRGB. `nil` when the file can no longer be read, or not within
    /// a strip's cap.
    nonisolated func decodeRegion(_ storedRect: CGRect) -> Bitmap? {
        FileRegionRead(region: storedRect, outputSize: storedRect.size, storedSize: original.pixelSize, file: traits)
            .flatMap { try? bitmap(of: $0) }
    }

    /// Reads a rect of the original's stored pixels scaled to `storedSize` (whole pixels, at
    /// least 1 × 1, as ``LiveTextAnalysisRegion`` gives them), in strips, subsampled by ImageIO
    /// as far as nothing is lost: what Live Text analyses of a region.
    nonisolated func decodeRegion(_ storedRect: CGRect, scaledTo storedSize: CGSize) -> Bitmap? {
        FileRegionRead(region: storedRect, outputSize: storedSize, storedSize: original.pixelSize, file: traits)
            .flatMap { try? bitmap(of: $0) }
    }

    /// The colour of one of the original's stored pixels, exactly as stored (see
    /// ``PixelReader``); `nil` when the file can no longer be read, the pixel is outside it, or
    /// its decode would pass a strip's cap (``FileRegionRead/canRead(pixel:storedSize:file:maximumStripBytes:)``:
    /// drawing the pixel decodes its band, or a whole progressive JPEG).
    nonisolated func color(atStoredPixel pixel: PixelIndex) -> PixelReader.Color? {
        guard FileRegionRead.canRead(pixel: pixel, storedSize: original.pixelSize, file: traits) else { return nil }
        return fullImage().flatMap { PixelReader.color(of: $0, at: pixel) }
    }

    /// The original's image on screen (``imageIndex``: the frame shown of an animation) at full
    /// resolution, not decoded yet (it decodes where it is drawn) and not cached by ImageIO.
    nonisolated func fullImage() -> CGImage? {
        makeSource().flatMap {
            CGImageSourceCreateImageAtIndex($0, imageIndex, [kCGImageSourceShouldCache: false] as CFDictionary)
        }
    }

    /// `space` when an 8-bit RGB bitmap context can be drawn in it, else `nil`.
    nonisolated static func drawable(_ space: CGColorSpace) -> CGColorSpace? {
        [space].first { $0.model == .rgb && $0.supportsOutput && !CGColorSpaceUsesExtendedRange($0) }
    }

    /// An 8-bit, premultiplied RGBA bitmap context of `width` × `height` pixels in `image`'s colour
    /// space when drawable, else in sRGB.
    nonisolated static func context(width: Int, height: Int, like image: CGImage) -> CGContext? {
        [image.colorSpace.flatMap(drawable(_:)), CGColorSpace(name: CGColorSpace.sRGB)].lazy.compactMap { $0 }
            .compactMap { Self.context(width: width, height: height, in: $0) }.first
    }

    /// An 8-bit, premultiplied RGBA bitmap context of `width` × `height` pixels in `space`.
    nonisolated static func context(width: Int, height: Int, in space: CGColorSpace) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
}
#endif
