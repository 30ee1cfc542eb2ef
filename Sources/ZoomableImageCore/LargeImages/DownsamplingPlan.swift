import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How large to decode a big image so that nothing visible is lost, even at maximum zoom.
///
/// A 48 MP photo (8064 × 6048) decodes to 8064 · 6048 · 4 B ≈ 195 MB — where other viewers crash.
/// A screen can't show all of it: aspect-fit in a 390 × 844 pt container on a @3x screen, zoomed
/// in 4×, the photo's width covers 390 · 4 · 3 = 4680 device pixels. Decoding a copy of that size
/// (ImageIO's `CGImageSourceCreateThumbnailAtIndex` with ``maximumPixelSize``) loses nothing on
/// screen; the view keeps the original's pixel size and orientation in its ``ImageLayout``, so
/// taps, visible rects and crops are still reported in the original's pixels.
///
/// ```swift
/// let plan = DownsamplingPlan(sourcePixelSize: CGSize(width: 8064, height: 6048), sourceOrientation: .up,
///                             containerSize: CGSize(width: 390, height: 844), screenScale: 3,
///                             maximumZoomScale: 4)
/// plan.maximumPixelSize     // 4680
/// plan.decodedPixelSize     // 4680 × 3510: 65.7 MB instead of 195.1 MB
/// ```
public struct DownsamplingPlan: Equatable, Sendable {
    /// The original's stored pixel size (its width and height in the file).
    public let sourcePixelSize: CGSize
    /// The original's orientation (EXIF).
    public let sourceOrientation: ImageOrientation
    /// The longest side, in pixels, of the copy to decode: pass it as
    /// `kCGImageSourceThumbnailMaxPixelSize`. The original's longest side when no downsampling
    /// is needed. Saturates at `Int.max` for sides beyond it.
    public let maximumPixelSize: Int
    /// The decoded copy's size in oriented pixels (upright, as a thumbnail created with its
    /// transform), rounded to whole pixels the way ImageIO scales the shorter side.
    public let decodedPixelSize: CGSize

    /// Bytes per pixel of a decoded bitmap (8-bit RGBA).
    public static let bytesPerPixel = 4

    /// Plans the decode. `sourcePixelSize` and `sourceOrientation` are the original's
    /// (`kCGImagePropertyPixelWidth` / `Height`, `kCGImagePropertyOrientation`); `containerSize` is
    /// the size the image is laid out in, points (the view's bounds); `screenScale` is device
    /// pixels per point (`traitCollection.displayScale`); `contentMode` is `.scaleAspectFit` by
    /// default.
    ///
    /// Zero, negative or non-finite inputs (a view before layout) plan no downsampling: the copy
    /// is the original's size.
    public init(sourcePixelSize: CGSize, sourceOrientation: ImageOrientation, containerSize: CGSize,
                screenScale: CGFloat, maximumZoomScale: CGFloat, contentMode: ImageContentMode = .scaleAspectFit) {
        self.sourcePixelSize = sourcePixelSize
        self.sourceOrientation = sourceOrientation
        let oriented = sourceOrientation.orientedSize(forStoredSize: sourcePixelSize)
        guard oriented.isPositiveAndFinite else {
            maximumPixelSize = 0
            decodedPixelSize = .zero
            return
        }
        let longest = max(oriented.width, oriented.height)
        // The drawn size in points, as the view lays out the original (1 image point per pixel).
        let drawn = ImageLayout(imageSize: oriented, contentMode: contentMode,
                                bounds: CGRect(origin: .zero, size: containerSize)).imageFrame.size
        let perPoint = screenScale * maximumZoomScale
        // The fraction of the original's pixels a screen can show at maximum zoom, per axis; the
        // copy keeps the larger (so neither axis loses detail), never more than the original.
        var ratio: CGFloat = 1
        if drawn.isPositiveAndFinite, perPoint.isFinite, perPoint > 0 {
            ratio = min(1, max(drawn.width * perPoint / oriented.width, drawn.height * perPoint / oriented.height))
        }
        maximumPixelSize = Self.saturatingInt((longest * ratio - 1e-9).rounded(.up))
        let scale = CGFloat(maximumPixelSize) / longest
        decodedPixelSize = CGSize(width: (oriented.width * scale).rounded(), height: (oriented.height * scale).rounded())
    }

    /// Whether the copy is smaller than the original.
    public var downsamples: Bool {
        decodedPixelSize.width < sourceOrientation.orientedSize(forStoredSize: sourcePixelSize).width
    }

    /// The decoded copy's memory, in bytes; `Int.max` when that does not fit an `Int`.
    public var decodedByteCount: Int {
        Self.byteCount(decodedPixelSize)
    }

    /// What decoding the original would take, in bytes; `Int.max` when that does not fit an
    /// `Int`.
    public var sourceByteCount: Int {
        Self.byteCount(sourcePixelSize)
    }

    /// Bytes of a bitmap of `size` pixels: 0 for a bad size, `Int.max` when it does not fit.
    static func byteCount(_ size: CGSize) -> Int {
        guard size.isPositiveAndFinite else { return 0 }
        let (pixels, overflow) = saturatingInt(size.width.rounded(.down))
            .multipliedReportingOverflow(by: saturatingInt(size.height.rounded(.down)))
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        return overflow || overflow2 ? .max : bytes
    }

    /// `value` as an `Int`, clamped to 0 … `Int.max` (0 for NaN): never traps.
    static func saturatingInt(_ value: CGFloat) -> Int {
        guard value > 0 else { return 0 }
        return value < CGFloat(Int.max) ? Int(value) : .max
    }
}
