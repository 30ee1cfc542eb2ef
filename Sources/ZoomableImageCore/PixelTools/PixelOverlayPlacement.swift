import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a marker pinned to an image pixel goes: its `center` and `transform` in the container,
/// and whether it shows.
///
/// A marker is a sibling of the zoomable view in the container, not a subview of it, so that it
/// keeps its own size while the image zooms. Its centre is the pixel's point under the view's
/// geometry: `center + T · (point − anchor)`, with T the zoom. That is linear in the geometry's
/// centre and scale, and a settle animation moves both along the same spring curve — so a marker
/// written in the same animation as the view's geometry stays on its pixel at every frame of it.
///
/// ```swift
/// let placement = PixelOverlayPlacement(pixel: CGPoint(x: 120.5, y: 80.5), scalesWithImage: false,
///                                       layout: layout, geometry: geometry)
/// marker.center = placement.center       // container space
/// ```
@_spi(Internals)
public struct PixelOverlayPlacement: Equatable, Sendable {
    /// The marker's centre, container space (points): over the pixel position.
    public var center: CGPoint
    /// The marker's transform: `.identity` (constant on-screen size), or the zoom's scale for a
    /// marker that scales with the image.
    public var transform: CGAffineTransform
    /// Whether the marker is hidden: its pixel is outside the image (or not finite), or there is
    /// no image. A hidden marker still gets a finite centre (so that showing it again never
    /// animates from a stray place).
    public var isHidden: Bool
    /// Whether the marker's centre is inside the coverage rect (the container): where a person
    /// can see it. A marker whose pixel is panned out of the container is clipped like the image
    /// but would still be found by VoiceOver off screen; the view hides it from accessibility
    /// then. `false` when hidden or without a coverage rect.
    public var isInCoverage: Bool

    /// Places a marker at `pixel`, in oriented pixels (the centre of pixel (i, j) is (i + 0.5, j +
    /// 0.5)); positions on the image's edges count as on the image. A marker that `scalesWithImage`
    /// grows and shrinks with the zoom (its size at zoom 1 is its own); otherwise it keeps its
    /// on-screen size. `layout` is in view space; `geometry` is what is written, or what an
    /// animation shows; `coverage` is the rect the image is seen through, container space (points):
    /// `nil` (no container, the default) counts as nowhere.
    public init(pixel: CGPoint, scalesWithImage: Bool, layout: ImageLayout, geometry: ViewGeometry,
                coverage: CGRect? = nil) {
        let onImage = pixel.isFinite && !layout.isEmpty
            && CGRect(origin: .zero, size: layout.pixelSize).insetBy(dx: -1e-9, dy: -1e-9).contains(pixel)
        let viewPoint = pixel.isFinite && !layout.isEmpty ? layout.viewPoint(forPixel: pixel) : geometry.anchorInView
        let placed = geometry.convertToSuperview(viewPoint)
        let zoom = geometry.transform
        let scale = CGAffineTransform(a: zoom.a, b: zoom.b, c: zoom.c, d: zoom.d, tx: 0, ty: 0)
        // Written out rather than as an array's `allSatisfy`: this runs for every marker on every
        // geometry write, and an array literal allocates (the benchmark "Marker placement").
        let scaleIsUsable = scale.a.isFinite && scale.b.isFinite && scale.c.isFinite && scale.d.isFinite
            && scale.isInvertible
        center = placed.isFinite ? placed : geometry.center.isFinite ? geometry.center : .zero
        transform = scalesWithImage && scaleIsUsable ? scale : .identity
        isHidden = !onImage || !placed.isFinite
        isInCoverage = !isHidden && (coverage?.contains(placed) ?? false)
    }

    /// How long moving a marker to another pixel takes, seconds: 0.25 when animated, 0 (at once:
    /// UIKit makes no animation for a zero duration) when not.
    public static func moveDuration(animated: Bool) -> TimeInterval {
        animated ? 0.25 : 0
    }
}
