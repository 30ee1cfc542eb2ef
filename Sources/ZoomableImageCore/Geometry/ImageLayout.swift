import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where an image view draws its image, and the exact map between the view's points and the
/// image's pixels.
///
/// An `ImageLayout` reproduces UIKit's layout of a `UIImageView`'s image for all 13 content
/// modes, any `UIImage.scale` and all 8 `imageOrientation`s. It works in the view's own
/// (untransformed) coordinate space, so zoom transforms don't affect it: convert a touch with
/// `touch.location(in: imageView)` (which undoes the view's transform) and then ask the layout.
///
/// ```swift
/// // A 4000 × 3000 px photo at scale 1 in a 390 × 600 pt view, aspect fit:
/// let layout = ImageLayout(imageSize: CGSize(width: 4000, height: 3000),
///                          contentMode: .scaleAspectFit,
///                          bounds: CGRect(x: 0, y: 0, width: 390, height: 600))
/// layout.imageFrame                              // (0, 153.75, 390, 292.5)
/// layout.pixel(forViewPoint: CGPoint(x: 195, y: 300))   // (2000, 1500): the centre
/// ```
///
/// Pixel coordinates are continuous: (0, 0) is the top-left corner of the top-left pixel and
/// pixel (i, j) covers [i, i + 1) × [j, j + 1); the tapped pixel's index is the floor.
///
/// An empty layout (see ``isEmpty``) maps every point and rect to `.zero`: it never produces
/// NaN and never traps.
public struct ImageLayout: Equatable, Sendable {
    /// The image's size in points, as `UIImage.size` reports it: oriented (width and height
    /// already swapped for the `left`/`right` orientations) and divided by ``imageScale``.
    public let imageSize: CGSize
    /// Pixels per point of the image, as `UIImage.scale` (1, 2 or 3 for most images). Default 1.
    public let imageScale: CGFloat
    /// How the stored pixels are turned for display, as `UIImage.imageOrientation` (for a
    /// downsampled copy: the original's orientation). Default `.up`.
    public let orientation: ImageOrientation
    /// How the view lays out the image inside its bounds, as `UIView.contentMode`.
    public let contentMode: ImageContentMode
    /// The view's bounds, in view space (points). The origin need not be zero: the image is
    /// laid out inside this rectangle, as UIKit does.
    public let bounds: CGRect
    /// The stored pixel size of the original when the view shows a downsampled copy of it
    /// (see ``init(imageSize:imageScale:contentMode:bounds:sourcePixelSize:sourceOrientation:)``),
    /// or `nil` when the displayed image is the original. `nil` by default.
    public let sourcePixelSize: CGSize?

    /// Whether the layout has nothing to map: the image size, the scale or the bounds is zero,
    /// negative or non-finite (a view before its first layout pass, a view without an image),
    /// or the drawn frame is so thin against its pixels that the maps overflow (40 px in
    /// 1e-310 pt). An empty layout maps every point and rect to `.zero`.
    public let isEmpty: Bool
    /// Where the image is drawn, in view space (points). `.zero` when ``isEmpty``.
    public let imageFrame: CGRect
    /// The image's size in oriented pixels: ``imageSize`` × ``imageScale``, snapped to whole
    /// pixels when within rounding error (bitmaps have whole pixels) — or, for a downsampled
    /// copy, the original's ``sourcePixelSize`` oriented. `.zero` when the image size or scale
    /// (or the source size) is zero, negative or non-finite; it does not depend on the bounds.
    public let pixelSize: CGSize
    /// The stored buffer's (`cgImage`'s) size in pixels: ``pixelSize`` with width and height
    /// swapped for the `left`/`right` orientations. `.zero` like ``pixelSize``.
    public let cgImagePixelSize: CGSize

    /// View space (points) → oriented pixels. Identity when ``isEmpty``.
    let viewToPixel: CGAffineTransform
    /// Oriented pixels → view space (points). Identity when ``isEmpty``.
    let pixelToView: CGAffineTransform
    /// Oriented pixels → stored (cgImage) pixels.
    let pixelToCGImagePixel: CGAffineTransform
    /// Stored (cgImage) pixels → oriented pixels.
    let cgImagePixelToPixel: CGAffineTransform

    /// Creates the layout a `UIImageView` gives its image. Each argument sets the property of the
    /// same name (see each for its space and unit); `imageScale` is 1 and `orientation` `.up` by
    /// default.
    public init(
        imageSize: CGSize,
        imageScale: CGFloat = 1,
        orientation: ImageOrientation = .up,
        contentMode: ImageContentMode,
        bounds: CGRect
    ) {
        self.init(imageSize: imageSize, imageScale: imageScale, orientation: orientation, contentMode: contentMode,
                  bounds: bounds, sourcePixelSize: nil)
    }

    /// Creates the layout of a downsampled copy of a large original, with the pixels of the
    /// original: taps, visible rects and crops are reported in the original's pixels.
    ///
    /// A 48 MP photo decodes to about 195 MB; a view shows a copy decoded only as large as the
    /// screen can show at maximum zoom (see ``DownsamplingPlan``). Such a copy (an ImageIO
    /// thumbnail created with its transform) is already upright, so its own size and scale lay it
    /// out, while the original's stored size and orientation define the pixels.
    /// `imageSize` and `imageScale` (default 1) are the displayed copy's `UIImage` values;
    /// `sourcePixelSize` is the original's stored size (its width and height in the file, before
    /// orientation) and `sourceOrientation` its EXIF orientation: pixels are oriented by it and
    /// stored pixels are the file's.
    public init(
        imageSize: CGSize,
        imageScale: CGFloat = 1,
        contentMode: ImageContentMode,
        bounds: CGRect,
        sourcePixelSize: CGSize,
        sourceOrientation: ImageOrientation
    ) {
        self.init(imageSize: imageSize, imageScale: imageScale, orientation: sourceOrientation, contentMode: contentMode,
                  bounds: bounds, sourcePixelSize: Optional(sourcePixelSize))
    }

    init(
        imageSize: CGSize,
        imageScale: CGFloat,
        orientation: ImageOrientation,
        contentMode: ImageContentMode,
        bounds: CGRect,
        sourcePixelSize: CGSize?
    ) {
        self.imageSize = imageSize
        self.imageScale = imageScale
        self.orientation = orientation
        self.contentMode = contentMode
        self.bounds = bounds
        self.sourcePixelSize = sourcePixelSize

        let imageIsValid = imageSize.isPositiveAndFinite && imageScale.isFinite && imageScale > 0
        let pixels: CGSize
        if let sourcePixelSize {
            pixels = imageIsValid && sourcePixelSize.isPositiveAndFinite
                ? orientation.orientedSize(forStoredSize: sourcePixelSize) : .zero
        } else {
            pixels = imageIsValid
                ? CGSize(width: Self.wholePixels(imageSize.width * imageScale),
                         height: Self.wholePixels(imageSize.height * imageScale))
                : .zero
        }
        let pixelsAreValid = pixels.isPositiveAndFinite
        pixelSize = pixelsAreValid ? pixels : .zero
        cgImagePixelSize = orientation.storedSize(forOrientedSize: pixelSize)
        pixelToCGImagePixel = orientation.orientedToStoredTransform(storedSize: cgImagePixelSize)
        cgImagePixelToPixel = pixelToCGImagePixel.finiteInverse ?? .identity

        let frame = pixelsAreValid
            ? Self.imageFrame(imageSize: imageSize, contentMode: contentMode, bounds: bounds)
            : nil
        if let frame, let maps = Self.maps(pixelSize: pixelSize, frame: frame) {
            isEmpty = false
            imageFrame = frame
            viewToPixel = maps.viewToPixel
            pixelToView = maps.pixelToView
        } else {
            isEmpty = true
            imageFrame = .zero
            viewToPixel = .identity
            pixelToView = .identity
        }
    }

    /// The maps between view space and oriented pixels for an image of `pixelSize` drawn in
    /// `frame`, or `nil` when either is not finite and invertible: a frame so thin or so far out
    /// against its pixels that pixels per point (or its product with the origin) overflows or
    /// underflows. Such a layout is empty rather than mapping every point to NaN.
    static func maps(pixelSize: CGSize, frame: CGRect) -> (viewToPixel: CGAffineTransform, pixelToView: CGAffineTransform)? {
        // pixel = (point − frame.origin) · (pixels / frame.size), per axis.
        let sx = pixelSize.width / frame.width
        let sy = pixelSize.height / frame.height
        let viewToPixel = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -frame.minX * sx, ty: -frame.minY * sy)
        let pixelToView = CGAffineTransform(a: frame.width / pixelSize.width, b: 0, c: 0,
                                            d: frame.height / pixelSize.height, tx: frame.minX, ty: frame.minY)
        guard viewToPixel.isInvertible, pixelToView.isInvertible else { return nil }
        return (viewToPixel, pixelToView)
    }

    /// The rect the image occupies in `bounds`, or `nil` when any input (or the result) is
    /// zero, negative or non-finite.
    static func imageFrame(imageSize: CGSize, contentMode: ImageContentMode, bounds: CGRect) -> CGRect? {
        guard bounds.hasPositiveFiniteArea else { return nil }
        let size: CGSize
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let kx = bounds.width / imageSize.width
            let ky = bounds.height / imageSize.height
            let k = contentMode == .scaleAspectFit ? Swift.min(kx, ky) : Swift.max(kx, ky)
            // A limiting axis takes the bounds' length exactly, so "edge to edge" is exact — both
            // axes when the aspect ratios match (49 px × 1/49 is 1 − 2⁻⁵³, not 1).
            size = CGSize(width: kx == k ? bounds.width : imageSize.width * k,
                          height: ky == k ? bounds.height : imageSize.height * k)
        default:
            size = imageSize
        }
        let alignment = contentMode.alignment
        let frame = CGRect(
            x: bounds.minX + (bounds.width - size.width) * alignment.x,
            y: bounds.minY + (bounds.height - size.height) * alignment.y,
            width: size.width,
            height: size.height
        )
        return frame.hasPositiveFiniteArea ? frame : nil
    }

    /// `value` rounded to the nearest whole number when it is within rounding error of it.
    static func wholePixels(_ value: CGFloat) -> CGFloat {
        let rounded = value.rounded()
        return abs(value - rounded) <= 1e-9 * max(1, abs(value)) ? rounded : value
    }
}
