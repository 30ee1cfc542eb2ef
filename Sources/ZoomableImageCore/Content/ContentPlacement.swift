import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a zooming view puts the content view it carries: the content keeps its own coordinate
/// space — its bounds are `(0, 0)` and its size in points, whatever the zoom — and a transform
/// scales it into the frame its content mode gives it (``ImageLayout/imageFrame``). So a point
/// in the content view is a content point at every zoom, and the content lays its subviews out
/// once, at its own size.
///
/// ```swift
/// // A 600 × 400 pt diagram, aspect fit in a 300 × 500 pt view:
/// let layout = ImageDescription.content(size: CGSize(width: 600, height: 400))
///     .layout(contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
/// let placement = ContentPlacement(layout: layout)
/// placement.bounds         // (0, 0, 600, 400)
/// placement.center         // (150, 250)
/// placement.transform      // scale 0.5
/// ```
@_spi(Internals)
public struct ContentPlacement: Equatable, Sendable {
    /// The content view's bounds: its own space, `(0, 0)` and its size in points. `.zero` when
    /// the size is zero, negative or not finite.
    public var bounds: CGRect
    /// The content view's centre in the zooming view's bounds space (points): the middle of the
    /// frame it is drawn in. Before the zooming view has a size, the middle of the content's own
    /// bounds (untransformed, at the origin).
    public var center: CGPoint
    /// Scales the content's size to the frame it is drawn in, per axis (both the same except
    /// for `.scaleToFill`); `.identity` before the zooming view has a size.
    public var transform: CGAffineTransform

    /// Places content as `layout` lays it out. The bounds follow the content's size alone, so a
    /// zooming view that has no size yet (or loses it) never squeezes the content's subviews
    /// (autoresizing is lossy through a zero size).
    ///
    /// - Parameter layout: the content's layout in the zooming view (its ``ImageLayout/imageSize``
    ///   is the content's size).
    public init(layout: ImageLayout) {
        let size = layout.imageSize
        guard size.isPositiveAndFinite else {
            self.init(bounds: .zero, center: .zero, transform: .identity)
            return
        }
        let bounds = CGRect(origin: .zero, size: size)
        guard !layout.isEmpty else {
            self.init(bounds: bounds, center: CGPoint(x: bounds.midX, y: bounds.midY), transform: .identity)
            return
        }
        let frame = layout.imageFrame
        self.init(bounds: bounds, center: CGPoint(x: frame.midX, y: frame.midY),
                  transform: CGAffineTransform(scaleX: frame.width / size.width, y: frame.height / size.height))
    }

    /// Describes a placement.
    ///
    /// - Parameters:
    ///   - bounds: the content view's bounds.
    ///   - center: its centre, in the zooming view's bounds space.
    ///   - transform: its transform.
    public init(bounds: CGRect, center: CGPoint, transform: CGAffineTransform) {
        self.bounds = bounds
        self.center = center
        self.transform = transform
    }
}
