import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The part of the original to analyse for Live Text after the view settles, when the shown copy
/// is too coarse for small text: which pixels, how large to decode them, and where they are in
/// the view.
///
/// VisionKit analyses an upright image: crop ``pixels``' `cgImagePixelRect` from the original's
/// stored buffer (`CGImage.cropping(to:)`), draw it at ``decodePixelSize`` (with width and height
/// swapped for the left/right orientations: the drawing is stored pixels), and analyse it with
/// ``orientation`` (`ImageAnalyzer.analyze(_:orientation:configuration:)` with a `UIImage` takes
/// a `UIImage.Orientation`, whose raw values are ``ImageOrientation``'s). Then answer the
/// interaction delegate's `contentsRect(for:)` with ``contentsRect`` (call
/// `setContentsRectNeedsUpdate()`), so the highlights sit on the region in the view — and, since
/// the interaction lives in the view's own space, follow every later zoom and pan.
///
/// ```swift
/// guard case .region(let region) = LiveTextAnalysisTarget(layout: layout, geometry: shown,
///     visibleContainerRect: container.bounds, screenScale: 3, isAtRest: true) else { return }
/// let crop = original.cropping(to: region.pixels.cgImagePixelRect)
/// // draw `crop` at region.decodePixelSize (stored orientation), analyse with region.orientation,
/// // and return region.contentsRect from contentsRect(for:)
/// ```
@_spi(Internals) public struct LiveTextAnalysisRegion: Equatable, Sendable {
    /// The original's pixels to analyse: the visible part of the image snapped outward to whole
    /// pixels and clipped to it, in oriented pixels (`pixelRect`) and in the stored buffer
    /// (`cgImagePixelRect`, for `CGImage.cropping(to:)`).
    public let pixels: CropRegion
    /// How the stored crop is turned for display: the original's orientation.
    public let orientation: ImageOrientation
    /// The size to decode the region at, in oriented pixels: about its size on screen in device
    /// pixels (rounded up), never more pixels than the region has, its longest side at most the
    /// cap the target was given. Whole pixels, at least 1 × 1.
    public let decodePixelSize: CGSize
    /// Where the region lies in the view, in view space (points, untransformed): the snapped
    /// pixels' rect, so a little larger than the visible part.
    public let viewRect: CGRect
    /// ``viewRect`` in unit coordinates of the view's bounds (0…1 across, origin top-left):
    /// what `ImageAnalysisInteractionDelegate.contentsRect(for:)` returns.
    public let contentsRect: CGRect

    /// Creates a region; ``LiveTextAnalysisTarget`` computes one. Each argument sets the property
    /// of the same name (see each for its space and unit).
    public init(pixels: CropRegion, orientation: ImageOrientation, decodePixelSize: CGSize, viewRect: CGRect,
                contentsRect: CGRect) {
        self.pixels = pixels
        self.orientation = orientation
        self.decodePixelSize = decodePixelSize
        self.viewRect = viewRect
        self.contentsRect = contentsRect
    }

    /// `rect` in unit coordinates of `bounds`: (x − minX) / width, (y − minY) / height. The unit
    /// rect for bounds with no area (never NaN). Both rects are in view space, points.
    public static func contentsRect(for rect: CGRect, in bounds: CGRect) -> CGRect {
        guard bounds.hasPositiveFiniteArea, rect.isFiniteRect, !rect.isNull else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        return CGRect(x: (rect.minX - bounds.minX) / bounds.width, y: (rect.minY - bounds.minY) / bounds.height,
                      width: rect.width / bounds.width, height: rect.height / bounds.height)
    }
}
