#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

extension OriginalImageSource {
    /// Reads a region of the file into a bitmap strip by strip, as ``FileRegionRead`` plans it —
    /// the way Apple's sample *Large Image Downsizing* reads a large image: for each strip a new
    /// source and a new lazy image (subsampled by the read's factor, uncached), the strip cut out
    /// and drawn, then let go, so that at most one strip's decode is alive at a time.
    ///
    /// Apple, in that sample: "iOS must decode an image from disk in full width 'bands', even if
    /// current graphics context is clipped to a subrect within that band", and "while
    /// CGImageCreateWithImageInRect lazily loads just the image data defined by the argument rect,
    /// that data is finally decoded from disk to mem when CGContextDrawImage is called … that
    /// original image both, houses and caches that portion of decoded mem" — hence one image per
    /// strip.
    /// https://developer.apple.com/library/archive/samplecode/LargeImageDownsizing/Introduction/Intro.html
    /// `kCGImageSourceSubsampleFactor`: "If the image doesn't support the specified scale factor,
    /// the image source provides a larger or full-size normal image" — the strips are planned
    /// from the size it did provide. https://developer.apple.com/documentation/imageio/kcgimagesourcesubsamplefactor
    /// `kCGImageSourceShouldCache` false: the image keeps no decoded copy of its own.
    /// https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcache
    ///
    /// - Throws: `CancellationError` between strips, or ``ImageLoadingError/unreadableImage`` when
    ///   the file can no longer be read or the read does not fit the strip's cap.
    nonisolated func bitmap(of read: FileRegionRead) throws -> Bitmap {
        let strips = try decodedSize(subsampledBy: read.subsampleFactor).flatMap(read.strips(decodedSize:))
            .orThrow(ImageLoadingError.unreadableImage)
        let context = try subsampledImage(read.subsampleFactor)
            .flatMap { Self.context(width: Int(read.outputSize.width), height: Int(read.outputSize.height), like: $0) }
            .orThrow(ImageLoadingError.unreadableImage)
        context.interpolationQuality = .high
        // Strips meet on fractional output rows when the read scales: with antialiasing each
        // strip would cover the shared row only partly, leaving a faint translucent line. Off,
        // a pixel belongs to the strip whose rect holds its centre (`setShouldAntialias(_:)`:
        // "Sets antialiasing on or off for a graphics context"; on by default for bitmaps).
        context.setShouldAntialias(false)
        for strip in strips {
            try Task.checkCancellation()
            // The sample drains ImageIO's autoreleased objects after every band, too.
            try autoreleasepool {
                let image = try subsampledImage(read.subsampleFactor).orThrow(ImageLoadingError.unreadableImage)
                _ = image.cropping(to: strip.crop).map { context.draw($0, in: strip.drawRect) }
            }
        }
        return try context.makeImage().map(Bitmap.init(cgImage:)).orThrow(ImageLoadingError.unreadableImage)
    }

    /// The size of the image on screen subsampled by `factor`, as ImageIO returns it (nothing is
    /// decoded to learn it).
    nonisolated func decodedSize(subsampledBy factor: Int) -> CGSize? {
        subsampledImage(factor).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// The image on screen (``imageIndex``) subsampled by `factor`, from a new source, not decoded
    /// yet (it decodes where it is drawn) and not cached by ImageIO.
    nonisolated func subsampledImage(_ factor: Int) -> CGImage? {
        let options: [CFString: Any] = [kCGImageSourceShouldCache: false, kCGImageSourceSubsampleFactor: factor]
        return makeSource().flatMap { CGImageSourceCreateImageAtIndex($0, imageIndex, options as CFDictionary) }
    }
}
#endif
