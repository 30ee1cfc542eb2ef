import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an image's stored pixels (its `cgImage`) are turned to be displayed: UIKit's
/// `UIImage.Orientation`, with the same cases and raw values.
///
/// A photo taken in portrait is usually stored landscape with orientation ``right``; UIKit
/// rotates it for display, and `UIImage.size` is the *displayed* (oriented) size. Everything a
/// person sees, and every pixel ZoomableImageKit reports by default, is in oriented pixels;
/// ``ImageLayout/cgImagePixel(forViewPoint:)`` converts to the stored buffer for Core Image,
/// Vision or `CGImage.cropping(to:)`.
///
/// With W × H the stored (cgImage) size in pixels, an oriented pixel position (dx, dy) is
/// found in the stored buffer at:
///
/// | orientation | stored position | displayed size |
/// |---|---|---|
/// | ``up`` | (dx, dy) | W × H |
/// | ``down`` | (W − dx, H − dy) | W × H |
/// | ``left`` | (W − dy, dx) | H × W |
/// | ``right`` | (dy, H − dx) | H × W |
/// | ``upMirrored`` | (W − dx, dy) | W × H |
/// | ``downMirrored`` | (dx, H − dy) | W × H |
/// | ``leftMirrored`` | (dy, dx) | H × W |
/// | ``rightMirrored`` | (W − dy, H − dx) | H × W |
public enum ImageOrientation: Int, CaseIterable, Sendable, Codable {
    /// The stored pixels are displayed as they are. The default.
    case up = 0
    /// The stored pixels are rotated 180° for display.
    case down = 1
    /// The stored pixels are rotated 90° counterclockwise for display.
    case left = 2
    /// The stored pixels are rotated 90° clockwise for display (a portrait iPhone photo).
    case right = 3
    /// The stored pixels are flipped horizontally for display.
    case upMirrored = 4
    /// The stored pixels are flipped vertically for display.
    case downMirrored = 5
    /// The stored pixels are transposed (flipped across the main diagonal) for display.
    case leftMirrored = 6
    /// The stored pixels are flipped across the anti-diagonal for display.
    case rightMirrored = 7

    /// Whether displaying swaps width and height (the four `left`/`right` orientations).
    public var swapsWidthAndHeight: Bool {
        switch self {
        case .up, .down, .upMirrored, .downMirrored: false
        case .left, .right, .leftMirrored, .rightMirrored: true
        }
    }

    /// The stored (cgImage) size in pixels for an oriented (displayed) size in pixels: width and
    /// height swapped for the `left`/`right` orientations.
    public func storedSize(forOrientedSize orientedSize: CGSize) -> CGSize {
        swapsWidthAndHeight
            ? CGSize(width: orientedSize.height, height: orientedSize.width)
            : orientedSize
    }

    /// The oriented (displayed) size in pixels for a stored size in pixels: the same swap.
    public func orientedSize(forStoredSize storedSize: CGSize) -> CGSize {
        self.storedSize(forOrientedSize: storedSize)
    }

    /// The orientation for an EXIF / TIFF orientation value (`kCGImagePropertyOrientation`,
    /// `CGImagePropertyOrientation`): 1 up, 2 up mirrored, 3 down, 4 down mirrored, 5 left
    /// mirrored, 6 right, 7 right mirrored, 8 left. `nil` for any other value.
    public init?(exifOrientation: Int) {
        switch exifOrientation {
        case 1: self = .up
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: return nil
        }
    }

    /// The affine map from oriented pixel coordinates to stored (cgImage) pixel coordinates of a
    /// buffer of `storedSize` (W × H pixels): an oriented position (dx, dy) goes to the stored
    /// position in the table above. Continuous coordinates: corners go to corners.
    public func orientedToStoredTransform(storedSize: CGSize) -> CGAffineTransform {
        let w = storedSize.width
        let h = storedSize.height
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty with (x, y) = (dx, dy).
        switch self {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .left: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        case .right: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
        }
    }
}
