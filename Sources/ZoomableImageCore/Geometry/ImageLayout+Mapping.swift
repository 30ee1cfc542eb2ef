import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ImageLayout {
    /// The affine map from view space (points) to oriented pixels.
    ///
    /// Compose it with ``ViewGeometry/viewToSuperviewTransform``'s inverse to get one matrix
    /// from container space to pixels, built once and applied to many points. Identity when
    /// ``isEmpty`` (the mapping functions return `.zero` then; this transform does not).
    public var viewToPixelTransform: CGAffineTransform { viewToPixel }

    /// The affine map from oriented pixels to view space (points). Identity when ``isEmpty``.
    public var pixelToViewTransform: CGAffineTransform { pixelToView }

    /// The affine map from oriented pixels to stored (`cgImage`) pixels: the orientation table
    /// of ``ImageOrientation``. Valid even when the bounds are empty.
    public var pixelToCGImagePixelTransform: CGAffineTransform { pixelToCGImagePixel }

    /// The oriented pixel position under a view-space point (e.g. `touch.location(in: view)`),
    /// continuous: take the floor for the pixel's index. Points outside ``imageFrame`` map outside
    /// `0..<pixelSize` on purpose, so callers can tell. `.zero` when ``isEmpty``; non-finite input
    /// gives non-finite output.
    public func pixel(forViewPoint viewPoint: CGPoint) -> CGPoint {
        isEmpty ? .zero : viewPoint.applying(viewToPixel)
    }

    /// The view-space point over an oriented pixel position (continuous: the centre of pixel (i, j)
    /// is (i + 0.5, j + 0.5)); the inverse of ``pixel(forViewPoint:)``. `.zero` when ``isEmpty``.
    public func viewPoint(forPixel pixel: CGPoint) -> CGPoint {
        isEmpty ? .zero : pixel.applying(pixelToView)
    }

    /// The stored-buffer (`cgImage`) pixel position under a point of the view: what Core Image,
    /// Vision and `CGImage.cropping(to:)` expect for a rotated or mirrored image. Continuous, from
    /// a view-space point; `.zero` when ``isEmpty``.
    public func cgImagePixel(forViewPoint viewPoint: CGPoint) -> CGPoint {
        isEmpty ? .zero : viewPoint.applying(viewToPixel).applying(pixelToCGImagePixel)
    }

    /// The view point over a stored-buffer (`cgImage`) pixel position; the inverse of
    /// ``cgImagePixel(forViewPoint:)``. `.zero` when ``isEmpty``.
    public func viewPoint(forCGImagePixel cgImagePixel: CGPoint) -> CGPoint {
        isEmpty ? .zero : cgImagePixel.applying(cgImagePixelToPixel).applying(pixelToView)
    }

    /// The oriented pixel rect under a view-space rect: the bounding box of its mapped corners, not
    /// clipped to the image and not rounded. `.zero` when ``isEmpty``; a null rect stays null.
    public func pixelRect(forViewRect viewRect: CGRect) -> CGRect {
        isEmpty ? .zero : viewRect.applying(viewToPixel)
    }

    /// The view-space rect over an oriented pixel rect; the inverse of ``pixelRect(forViewRect:)``.
    /// `.zero` when ``isEmpty``; null stays null.
    public func viewRect(forPixelRect pixelRect: CGRect) -> CGRect {
        isEmpty ? .zero : pixelRect.applying(pixelToView)
    }

    /// The stored-buffer (`cgImage`) pixel rect under a view-space rect: the bounding box of its
    /// mapped corners, in the buffer's own (unrotated) coordinates, not clipped and not rounded.
    /// `.zero` when ``isEmpty``.
    public func cgImagePixelRect(forViewRect viewRect: CGRect) -> CGRect {
        isEmpty ? .zero : viewRect.applying(viewToPixel.concatenating(pixelToCGImagePixel))
    }

    /// The view-space rect over a stored-buffer (`cgImage`) pixel rect. `.zero` when ``isEmpty``.
    public func viewRect(forCGImagePixelRect cgImagePixelRect: CGRect) -> CGRect {
        isEmpty ? .zero : cgImagePixelRect.applying(cgImagePixelToPixel.concatenating(pixelToView))
    }

    /// Whether a view-space point lies on the drawn image (inside ``imageFrame``, right and bottom
    /// edges excluded, like pixel indices). Always `false` when ``isEmpty``.
    public func imageContains(viewPoint: CGPoint) -> Bool {
        guard !isEmpty else { return false }
        let pixel = viewPoint.applying(viewToPixel)
        return pixel.x >= 0 && pixel.y >= 0 && pixel.x < pixelSize.width && pixel.y < pixelSize.height
    }
}
