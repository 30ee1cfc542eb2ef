import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the interaction model needs to know about the view's image: `UIImage`'s size, scale and
/// orientation, and — for a large image shown as a downsampled copy — the original's pixels.
///
/// ```swift
/// let image = ImageDescription(size: uiImage?.size, scale: uiImage?.scale,
///                              orientationRawValue: uiImage?.imageOrientation.rawValue)
/// ```
@_spi(Internals)
public struct ImageDescription: Equatable, Sendable {
    /// The image's oriented size in points (`UIImage.size`). `.zero` for no image.
    public var size: CGSize
    /// Pixels per point (`UIImage.scale`). 1 for no image.
    public var scale: CGFloat
    /// How the stored pixels are displayed (`UIImage.imageOrientation`). `.up` for no image.
    public var orientation: ImageOrientation
    /// The large original this image is a downsampled, upright copy of, or `nil` (the default)
    /// for an image that is its own original.
    public var original: OriginalImage?
    /// For the base copy of a tiled image (deep zoom), how its tiles are planned; `nil` (the
    /// default) for an image drawn whole. The original is then the pyramid's level 0.
    public var tiling: ImageTiling?
    /// Whether this describes content that is not an image — a view of any kind, zoomed by a
    /// `ZoomableView` or `.zoomable()`: ``size`` points at scale 1, orientation up, so that its
    /// "pixels" are content points. Image-only features (the pixel grid and sharp magnification,
    /// pixel colours, decoded copies, tiles) stay off, and the content is drawn again at the
    /// shown resolution at rest (``ContentRenderScale``). `false` by default; see
    /// ``content(size:)``.
    public var isContent = false

    /// No image: lays out as an empty ``ImageLayout``.
    public static let none = ImageDescription(size: .zero, scale: 1, orientation: .up)

    /// Describes an image from `UIImage`'s `size` (points), `scale` and `imageOrientation`;
    /// `original` (of a downsampled copy) and `tiling` (the tiles of a tiled image's base copy) are
    /// `nil` by default.
    public init(size: CGSize, scale: CGFloat, orientation: ImageOrientation, original: OriginalImage? = nil,
                tiling: ImageTiling? = nil) {
        self.size = size
        self.scale = scale
        self.orientation = orientation
        self.original = original
        self.tiling = tiling
    }

    /// Describes an optional image from its optional values, as a view reads them
    /// (`image?.size`, `image?.scale`, `image?.imageOrientation.rawValue`): `nil` values are those
    /// of ``none``. `original` (of a downsampled copy) is `nil` by default.
    public init(size: CGSize?, scale: CGFloat?, orientationRawValue: Int?, original: OriginalImage? = nil) {
        self.init(size: size ?? .zero, scale: scale ?? 1,
                  orientation: ImageOrientation(uiKitRawValue: orientationRawValue ?? 0), original: original)
    }

    /// The layout a `UIImageView` gives this image in `bounds` (view space, points), with the
    /// original's pixels for a copy.
    public func layout(contentMode: ImageContentMode, bounds: CGRect) -> ImageLayout {
        guard let original else {
            return ImageLayout(imageSize: size, imageScale: scale, orientation: orientation, contentMode: contentMode,
                               bounds: bounds)
        }
        return ImageLayout(imageSize: size, imageScale: scale, contentMode: contentMode, bounds: bounds,
                           sourcePixelSize: original.pixelSize, sourceOrientation: original.orientation)
    }

    /// The longest side of the image in pixels (size × scale): for a downsampled copy, how much
    /// detail it holds. 0 for no image or bad values.
    var longestPixelSide: CGFloat {
        let side = max(size.width, size.height) * scale
        return side.isFinite && side > 0 ? side : 0
    }
}

/// A large image file shown as a downsampled copy: its stored pixel size and orientation, as
/// ImageIO reads them from the file's header.
@_spi(Internals)
public struct OriginalImage: Equatable, Sendable {
    /// The stored pixel size (`kCGImagePropertyPixelWidth` × `kCGImagePropertyPixelHeight`).
    public var pixelSize: CGSize
    /// The orientation (`kCGImagePropertyOrientation`).
    public var orientation: ImageOrientation

    /// Describes an original: its stored pixel size, before orientation, and the file's
    /// orientation.
    public init(pixelSize: CGSize, orientation: ImageOrientation) {
        self.pixelSize = pixelSize
        self.orientation = orientation
    }

    /// Reads an original from an image file's properties (`CGImageSourceCopyPropertiesAtIndex`),
    /// keyed by the property names ("PixelWidth", "PixelHeight", "Orientation") with numeric
    /// values. `nil` when the width or height is missing, not finite or not positive; a missing or
    /// unknown orientation is `.up`.
    public init?(properties: [String: Double]) {
        guard let width = properties["PixelWidth"], let height = properties["PixelHeight"],
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let exif = properties["Orientation"].flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil } ?? 1
        self.init(pixelSize: CGSize(width: width, height: height),
                  orientation: ImageOrientation(exifOrientation: exif) ?? .up)
    }
}
