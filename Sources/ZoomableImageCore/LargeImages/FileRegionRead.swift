import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How to read a rect of a large local file's stored pixels into a bitmap with bounded memory —
/// a tile of a file shown tiled, a crop, a Live Text region — in strips, as Apple's sample *Large
/// Image Downsizing* reads a large image: each strip a full-width band of rows of the (subsampled)
/// image, cut out (`CGImage.cropping(to:)`) and drawn into the bitmap, its decode let go before
/// the next (a new image of a new source for each: a released image keeps no decoded rows).
///
/// ImageIO decodes a band at full width whatever part of it is drawn (``ImageFileTraits``), so a
/// strip's decode costs the decoded image's width × its rows × 4 bytes; the strips are as tall as
/// ``maximumStripBytes`` allows (whole multiples of 16 rows, a JPEG's tallest block row, on a grid
/// from the image's top), and the read's peak is one strip plus the bitmap. A format that does
/// not decode in bands is read in one strip, the whole decoded image, and only when that fits.
///
/// ```swift
/// let read = FileRegionRead(tile: tile, pyramid: pyramid, file: traits)!   // nil: not within the cap
/// let image = CGImageSourceCreateImageAtIndex(source, index, [kCGImageSourceSubsampleFactor: read.subsampleFactor, …])
/// for strip in read.strips(decodedSize: CGSize(width: image.width, height: image.height)) ?? [] {
///     context.draw(freshImage().cropping(to: strip.crop)!, in: strip.drawRect)
/// }
/// ```
@_spi(Internals) public struct FileRegionRead: Equatable, Sendable {
    /// One strip: where to cut in the decoded image, and where that goes in the bitmap.
    public struct Strip: Equatable, Sendable {
        /// The cut, in the decoded image's pixels, origin top left (`cropping(to:)`): whole pixels.
        public var crop: CGRect
        /// Where the cut goes in the bitmap: Core Graphics coordinates (pixels, origin bottom
        /// left); past the bitmap's edges by less than a pixel where the cut was widened to whole
        /// pixels.
        public var drawRect: CGRect
    }

    /// The most a strip's decode may take by default, in bytes: 32 MiB (33 554 432).
    public static let defaultMaximumStripBytes = 32 << 20
    /// The most strips a read makes: 4096 (a 65 535 px tall JPEG in strips of 16 rows).
    public static let maximumStripCount = 4096

    /// The stored pixels read: whole pixels inside the image.
    public let region: CGRect
    /// The bitmap's size, whole pixels.
    public let outputSize: CGSize
    /// The factor to ask ImageIO to subsample by (`kCGImageSourceSubsampleFactor`): 1, 2, 4 or 8.
    public let subsampleFactor: Int
    /// The most bytes one strip's decode may take.
    public let maximumStripBytes: Int
    /// The file's stored size, pixels.
    let storedSize: CGSize
    /// Whether the format decodes a band without the rest.
    let decodesInBands: Bool

    /// A read of `region` (stored pixels, snapped outward to whole pixels and cut to the image)
    /// into a bitmap of `outputSize` (pixels, whole, at least 1 × 1); `nil` for an empty or
    /// unusable region or output size. `subsampleFactor` is what to ask ImageIO for (1 when the
    /// file does not subsample); by default the largest of 1, 2, 4, 8 no larger than the region's
    /// stored pixels per output pixel (the finer axis), so nothing is lost. `maximumStripBytes` is
    /// 32 MiB by default.
    public init?(region: CGRect, outputSize: CGSize, storedSize: CGSize, subsampleFactor: Int? = nil,
                 file: ImageFileTraits, maximumStripBytes: Int = defaultMaximumStripBytes) {
        let image = CGRect(origin: .zero, size: storedSize)
        guard region.isFiniteRect, storedSize.isPositiveAndFinite, outputSize.isPositiveAndFinite,
              outputSize.width.rounded() == outputSize.width, outputSize.height.rounded() == outputSize.height else { return nil }
        let snapped = CGRect(x: region.minX.rounded(.down), y: region.minY.rounded(.down),
                             width: region.maxX.rounded(.up) - region.minX.rounded(.down),
                             height: region.maxY.rounded(.up) - region.minY.rounded(.down)).intersection(image)
        guard !snapped.isNull, snapped.width >= 1, snapped.height >= 1 else { return nil }
        let perOutputPixel = min(snapped.width / outputSize.width, snapped.height / outputSize.height)
        let factor = subsampleFactor ?? [8, 4, 2, 1].first { CGFloat($0) <= perOutputPixel + 1e-9 } ?? 1
        self.region = snapped
        self.outputSize = outputSize
        self.subsampleFactor = file.subsamples ? min(max(factor, 1), 8) : 1
        self.maximumStripBytes = maximumStripBytes
        self.storedSize = storedSize
        decodesInBands = file.decodesInBands
    }

    /// A tile of a file shown tiled: its ``TilePyramid/storedPixelRect(of:)`` into a bitmap of its
    /// ``TilePyramid/pixelRect(of:)``'s size, subsampled by 2^level (at most 8); `nil` for a tile
    /// outside the pyramid.
    public init?(tile: TileID, pyramid: TilePyramid, file: ImageFileTraits,
                 maximumStripBytes: Int = defaultMaximumStripBytes) {
        self.init(region: pyramid.storedPixelRect(of: tile), outputSize: pyramid.pixelRect(of: tile).size,
                  storedSize: CGSize(width: pyramid.width, height: pyramid.height),
                  subsampleFactor: 1 << min(max(tile.level, 0), 3), file: file, maximumStripBytes: maximumStripBytes)
    }

    /// The size ImageIO returns when it subsamples as asked: ⌈stored / factor⌉ on each axis.
    public var expectedDecodedSize: CGSize {
        let factor = CGFloat(subsampleFactor)
        return CGSize(width: (storedSize.width / factor).rounded(.up), height: (storedSize.height / factor).rounded(.up))
    }
}
