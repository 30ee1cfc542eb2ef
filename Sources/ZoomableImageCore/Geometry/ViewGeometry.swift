import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The four values UIKit keeps to place a view in its superview — `bounds`, `center`,
/// `transform` and the layer's `anchorPoint` — and the conversions they imply.
///
/// A view's `transform` is not applied about the superview's origin: UIKit wraps it in a hidden
/// prefix and suffix. A point of the view reaches the superview by
///
/// 1. translating by −(bounds.origin + anchorPoint · bounds.size), which puts the anchor point
///    (by default the centre of the bounds) at the origin,
/// 2. applying `transform`,
/// 3. translating by `center` (the anchor's position in the superview).
///
/// ``viewToSuperviewTransform`` is that whole chain, the "effective transform". `frame` is the
/// bounding box of the transformed bounds; `bounds` never change with the transform, which is
/// why a zooming view must never have its `frame` set while transformed.
///
/// ```swift
/// var geometry = ViewGeometry(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
/// geometry.transform = CGAffineTransform(scaleX: 2, y: 2)
/// geometry.frame                                        // (-80, -10, 400, 200): about the centre
/// geometry.convertToSuperview(CGPoint(x: 0, y: 0))      // (-80, -10)
/// ```
///
/// `Codable` with Foundation's formats for the CoreGraphics types (rects `[[x, y], [w, h]]`,
/// transforms `[a, b, c, d, tx, ty]`), so geometry recorded on a device decodes on Linux.
public struct ViewGeometry: Equatable, Sendable {
    /// The view's bounds, in view space (points). Its origin shifts the view's content; its
    /// size is the view's untransformed size.
    public var bounds: CGRect
    /// The anchor point's position in the superview, in container space (points): UIKit's
    /// `center` (the layer's `position`).
    public var center: CGPoint
    /// The transform applied about the anchor point, UIKit's `transform`. Default `.identity`.
    public var transform: CGAffineTransform
    /// The point of the bounds that `center` positions and `transform` turns about, in unit
    /// coordinates of the bounds (the layer's `anchorPoint`). Default (0.5, 0.5), the centre.
    public var anchorPoint: CGPoint

    /// Creates a geometry from UIKit's four values. Each argument sets the property of the same
    /// name (see each for its space); `transform` is `.identity` and `anchorPoint` (0.5, 0.5) by
    /// default.
    public init(
        bounds: CGRect,
        center: CGPoint,
        transform: CGAffineTransform = .identity,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    ) {
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.anchorPoint = anchorPoint
    }

    /// Creates the geometry of an untransformed view with this frame: bounds at the origin with
    /// the frame's size, centre at the frame's midpoint, identity transform, centred anchor.
    /// `frame` is in container space (points); a negative size is standardized first, as UIKit
    /// does.
    public init(frame: CGRect) {
        let frame = frame.standardized
        self.init(bounds: CGRect(origin: .zero, size: frame.size),
                  center: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The anchor point in view space (points): bounds.origin + anchorPoint · bounds.size.
    var anchorInView: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width,
                y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The effective transform from view space to container (superview) space: the hidden
    /// prefix (anchor to the origin), then ``transform``, then the suffix (to ``center``).
    public var viewToSuperviewTransform: CGAffineTransform {
        let anchor = anchorInView
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The view's frame, in container space (points): the bounding box of ``bounds`` under
    /// ``viewToSuperviewTransform``, as UIKit computes it.
    public var frame: CGRect {
        bounds.applying(viewToSuperviewTransform)
    }

    /// Converts a point from view space to container space, like
    /// `view.convert(point, to: view.superview)`.
    public func convertToSuperview(_ point: CGPoint) -> CGPoint {
        point.applying(viewToSuperviewTransform)
    }

    /// Converts a point from container space to view space, like
    /// `view.convert(point, from: view.superview)`. The input comes back unchanged when the
    /// effective transform is singular or non-finite (a zero scale), rather than NaN.
    public func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        guard let inverse = viewToSuperviewTransform.finiteInverse else { return point }
        return point.applying(inverse)
    }

    /// The value to assign to ``transform`` so that the view's effective transform becomes
    /// `effectiveTransform`, with ``bounds``, ``center`` and ``anchorPoint`` unchanged.
    ///
    /// UIKit's `transform` "lies": assigning a matrix M gives the effective transform
    /// prefix · M · suffix. This cancels the prefix and suffix: it returns
    /// prefix⁻¹ · effectiveTransform · suffix⁻¹.
    ///
    /// `effectiveTransform` maps view space to container space.
    public func assignableTransform(forEffectiveTransform effectiveTransform: CGAffineTransform)
        -> CGAffineTransform
    {
        let anchor = anchorInView
        return CGAffineTransform(translationX: anchor.x, y: anchor.y)
            .concatenating(effectiveTransform)
            .concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
    }
}
