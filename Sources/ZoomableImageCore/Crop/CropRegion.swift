import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The exact pixels a crop takes: a rect of the displayed image, snapped outward to whole pixels
/// and clipped to the image, in oriented pixels and in the stored buffer's own pixels.
///
/// For a rotated or mirrored photo the two differ: a square at the top-left of what you see may
/// be at the bottom-left of the buffer. ``cgImagePixelRect`` is the one to pass to
/// `CGImage.cropping(to:)`; wrap the result with the original scale and orientation and it shows
/// exactly ``pixelRect``, with no re-rendering.
///
/// ```swift
/// // A portrait photo stored 4032 × 3024 with orientation .right:
/// let region = CropRegion(pixelRect: CGRect(x: 0, y: 0, width: 3024, height: 3024), layout: layout)
/// region?.cgImagePixelRect    // (0, 0, 3024, 3024): the top of the portrait is the buffer's left
/// ```
public struct CropRegion: Equatable, Sendable, Codable {
    /// The region in oriented pixels (what you see, origin top-left): whole pixels, inside the image.
    public let pixelRect: CGRect
    /// The same pixels in the stored (`cgImage`) buffer: whole pixels, inside the buffer.
    public let cgImagePixelRect: CGRect

    /// The region of `layout`'s image under a rect of the view.
    ///
    /// - Parameters:
    ///   - viewRect: a rect in the view's space (points, untransformed), e.g. a crop opening
    ///     converted into the view.
    ///   - layout: the view's image layout.
    /// - Returns: `nil` when the layout is empty or the rect misses the image.
    public init?(viewRect: CGRect, layout: ImageLayout) {
        guard !layout.isEmpty, viewRect.isFiniteRect, !viewRect.isNull else { return nil }
        self.init(pixelRect: layout.pixelRect(forViewRect: viewRect), layout: layout)
    }

    /// The region of `layout`'s image for a rect in oriented pixels.
    ///
    /// - Parameters:
    ///   - pixelRect: a rect in oriented pixels, possibly fractional or partly outside the image.
    ///   - layout: the image's layout (only its pixel size and orientation are used, so the
    ///     bounds may be empty).
    /// - Returns: `nil` when the image has no pixels or the rect misses it.
    public init?(pixelRect: CGRect, layout: ImageLayout) {
        guard layout.pixelSize.isPositiveAndFinite, pixelRect.isFiniteRect, !pixelRect.isNull else { return nil }
        // A finite rect can still overflow once standardized (an origin and a negative size
        // near ±1.8e308 add up to ∞): such a region is no region.
        let outward = Self.snappedOutward(pixelRect.standardized)
        guard outward.isFiniteRect else { return nil }
        let snapped = outward.intersectionOrNull(CGRect(origin: .zero, size: layout.pixelSize))
        guard !snapped.isNull, snapped.width > 0, snapped.height > 0 else { return nil }
        self.pixelRect = snapped
        // The orientation map sends whole-pixel rects to whole-pixel rects; rounding only removes
        // the last bit of floating-point noise.
        let stored = snapped.applying(layout.pixelToCGImagePixelTransform)
        cgImagePixelRect = CGRect(x: stored.minX.rounded(), y: stored.minY.rounded(),
                                  width: stored.width.rounded(), height: stored.height.rounded())
    }

    /// `rect` (standardized) grown to whole pixels: the floor of its minimum edges, the ceiling of
    /// its maximum edges, ignoring differences below 10⁻⁶ px (so 99.9999999 is 100, not a 101st
    /// pixel). Never negative: the two tolerances together are far below one pixel. A rect
    /// thinner than the tolerance on a pixel line snaps to zero width or height, which the
    /// caller rejects with every other empty region.
    static func snappedOutward(_ rect: CGRect) -> CGRect {
        let tolerance: CGFloat = 1e-6
        let minX = (rect.minX + tolerance).rounded(.down)
        let minY = (rect.minY + tolerance).rounded(.down)
        let maxX = (rect.maxX - tolerance).rounded(.up)
        let maxY = (rect.maxY - tolerance).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
