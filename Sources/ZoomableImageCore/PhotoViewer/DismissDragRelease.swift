import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether a released dismiss drag dismisses the viewer or springs back.
///
/// The image is thrown the way a scroll view throws its content: its vertical position is
/// projected with ``Momentum`` (deceleration 0.998 per ms, so a release at v points per second
/// coasts v/1000 · r/(1 − r) = 0.499 s × v further). The viewer dismisses when that projected
/// position is at least ``threshold(containerHeight:)`` from rest, up or down, on the side the
/// image was dragged to:
///
/// - a drag that went far enough and was let go without velocity dismisses (it projects to where
///   it is);
/// - a flick dismisses from anywhere once its projection is far enough (300 pt/s alone coasts
///   149.7 pt); from exactly rest it has no side yet, and its own direction counts;
/// - a throw back towards rest cancels, as in Photos: 150 pt down, released at −300 pt/s,
///   projects to 150 − 149.7 = 0.3 pt and springs back — and so does one thrown back hard
///   enough to pass rest (at −1 500 pt/s: 150 − 748.5 = −598.5 pt, above rest, where the drag
///   never went). A drag drifting back slowly while still far enough dismisses (300 pt down at
///   −100 pt/s: 250.1 pt), so a finger's tremor as it lifts does not cancel.
///
/// ```swift
/// DismissDragRelease.dismisses(offset: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 300),
///                              containerSize: CGSize(width: 390, height: 844))
/// // true: 40 + 0.499 · 300 = 189.7 ≥ 100
/// ```
@_spi(Internals) public enum DismissDragRelease {
    /// The projected distance from rest, in points, beyond which a release dismisses, in a tall
    /// enough container: 100.
    public static let dismissDistance: CGFloat = 100

    /// The projected distance from rest beyond which a release dismisses, points:
    /// min(``dismissDistance``, ¼ · container height), so that a short container (a phone in
    /// landscape is 390 pt tall, a slide-over window less) needs no more than a quarter of its
    /// height. ``dismissDistance`` for an unusable height (zero, negative, non-finite).
    ///
    /// - Parameter containerHeight: the viewer's height, points.
    public static func threshold(containerHeight: CGFloat) -> CGFloat {
        guard containerHeight.isFinite, containerHeight > 0 else { return dismissDistance }
        return min(dismissDistance, containerHeight / 4)
    }

    /// Where the image would coast to vertically, container space (points from rest):
    /// offset.y + ``Momentum/projectedDistance(forVelocity:)``.y.
    ///
    /// - Parameters:
    ///   - offset: the drag's translation when released, container space (points). Non-finite
    ///     counts as zero.
    ///   - velocity: the release velocity, container space (points per second). Non-finite
    ///     counts as zero: the position alone decides.
    public static func projectedOffset(offset: CGPoint, velocity: CGPoint) -> CGFloat {
        let y = offset.isFinite ? offset.y : 0
        let projected = y + Momentum.projectedDistance(forVelocity: velocity).y
        // Two finite values far apart can still overflow their sum (1e308 + 1e308).
        return projected.isFinite ? projected : y
    }

    /// Whether releasing the drag here dismisses the viewer.
    ///
    /// - Parameters:
    ///   - offset: the drag's translation when released, container space (points).
    ///   - velocity: the release velocity, container space (points per second).
    ///   - containerSize: the viewer's size, points.
    /// - Returns: |projected offset| ≥ ``threshold(containerHeight:)``, the projection on the
    ///   offset's side of rest (either side for a release from exactly rest).
    public static func dismisses(offset: CGPoint, velocity: CGPoint, containerSize: CGSize) -> Bool {
        let projected = projectedOffset(offset: offset, velocity: velocity)
        let y = offset.isFinite ? offset.y : 0
        // A product below zero: the two lie on opposite sides of rest.
        return y * projected >= 0 && abs(projected) >= threshold(containerHeight: containerSize.height)
    }
}
