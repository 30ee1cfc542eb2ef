import Foundation

/// What a large local file's format lets ImageIO do when part of it is read: decode it
/// subsampled, and decode a band of rows without the rest (``FileRegionRead``).
///
/// - **Subsampling.** `kCGImageSourceSubsampleFactor` "scales down the image data by the
///   specified numerical factor … 2, 4, or 8 … only for JPEG, HEIF, TIFF, and PNG images"
///   (Apple's ImageIO documentation).
/// - **Bands.** Apple's sample *Large Image Downsizing* reads a large image in full-width strips,
///   each decoded and let go before the next, because "iOS must decode an image from disk in full
///   width 'bands', even if current graphics context is clipped to a subrect within that band";
///   it supports "PNG, TIFF, JPEG. Unsupported formats: GIF, BMP, interlaced images". So a
///   baseline JPEG, a PNG that is not interlaced and a TIFF decode in bands; a progressive JPEG
///   (every scan covers the whole image) and an interlaced PNG do not. HEIF is taken to decode in
///   bands too — an HEIC photo is a grid of independently coded 512 px cells — which the sample,
///   older than HEIF, does not say, and which is not measured on a device here.
///
/// ```swift
/// let traits = ImageFileTraits(typeIdentifier: "public.jpeg", isProgressive: false, pngInterlaceType: nil)
/// traits.subsamples      // true
/// traits.decodesInBands  // true
/// ```
@_spi(Internals) public struct ImageFileTraits: Equatable, Sendable {
    /// Whether ImageIO decodes the file subsampled by 2, 4 or 8 when asked.
    public var subsamples: Bool
    /// Whether a band of rows decodes without the rows outside it.
    public var decodesInBands: Bool

    /// Describes a format directly.
    public init(subsamples: Bool, decodesInBands: Bool) {
        self.subsamples = subsamples
        self.decodesInBands = decodesInBands
    }

    /// A baseline JPEG's: subsampled, in bands. What a file is taken for when nothing is known.
    public static let baselineJPEG = ImageFileTraits(subsamples: true, decodesInBands: true)

    /// The traits of a file as ImageIO describes it. By `CGImageSourceGetType`, `public.jpeg`,
    /// `public.heic`, `public.heif`, `public.png` and `public.tiff` subsample and decode in bands;
    /// any other (GIF, BMP, WebP, RAW …), or `nil`, does neither. A progressive JPEG
    /// (`kCGImagePropertyJFIFIsProgressive` `true`) decodes whole, `nil` (not reported) reading as
    /// baseline; an Adam7 PNG (`kCGImagePropertyPNGInterlaceType` 1) decodes whole, 0 or `nil` in
    /// bands.
    public init(typeIdentifier: String?, isProgressive: Bool?, pngInterlaceType: Int?) {
        switch typeIdentifier {
        case "public.jpeg":
            self.init(subsamples: true, decodesInBands: isProgressive != true)
        case "public.png":
            self.init(subsamples: true, decodesInBands: pngInterlaceType != 1)
        case "public.heic", "public.heif", "public.tiff":
            self.init(subsamples: true, decodesInBands: true)
        default:
            self.init(subsamples: false, decodesInBands: false)
        }
    }
}
