import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a dismiss drag shows: the image moved with the finger and shrunk a little, over a
/// background that fades with the distance.
///
/// The image point under the finger follows it exactly — the image moves by the drag's
/// translation (``offset``) — and the image shrinks about that point, so it never slides out
/// from under the finger. Only the vertical distance counts (a dismiss drag is vertical; moving
/// sideways does not bring the dismissal closer):
///
/// - ``progress`` = min(1, |offset.y| / (½ · container height)): half the viewer's height is
///   the whole way;
/// - ``scale`` = 1 − 0.25 · progress: from 1 down to 0.75, as in Photos, where the image gets a
///   quarter smaller by the time the background is gone;
/// - ``backgroundOpacity`` = 1 − progress: from opaque to clear.
///
/// ```swift
/// // 211 pt down in a 390 × 844 pt viewer: progress 211 / 422 = 0.5.
/// let look = DismissDragAppearance(offset: CGPoint(x: 12, y: 211), anchor: CGPoint(x: 195, y: 300),
///                                  containerSize: CGSize(width: 390, height: 844))
/// look.scale                  // 0.875
/// look.backgroundOpacity      // 0.5
/// ```
@_spi(Internals) public struct DismissDragAppearance: Equatable, Sendable {
    /// How far the image point under the finger has moved, container space (points). Finite.
    public let offset: CGPoint
    /// Where the drag began, container space (points): the image shrinks about this point, which
    /// the finger carries along. Finite.
    public let anchor: CGPoint
    /// How far the drag is towards its full effect, 0…1.
    public internal(set) var progress: CGFloat
    /// The image's scale relative to its resting size, 1…``minimumScale``.
    public internal(set) var scale: CGFloat
    /// The viewer background's opacity, 1…0.
    public internal(set) var backgroundOpacity: CGFloat

    /// The scale at full progress: 0.75.
    public static let minimumScale: CGFloat = 0.75

    /// The fraction of the container's height a drag travels to reach full progress: ½.
    public static let fullProgressFraction: CGFloat = 0.5

    /// The appearance for a drag moved by `offset` from `anchor`.
    ///
    /// - Parameters:
    ///   - offset: the drag's translation, container space (points). A non-finite one counts as
    ///     zero (nothing moves).
    ///   - anchor: where the drag began, container space (points). A non-finite one counts as
    ///     the origin (only the scale's centre depends on it).
    ///   - containerSize: the viewer's size, points. Without a usable height (zero, negative,
    ///     non-finite) the image follows the finger but neither shrinks nor fades.
    public init(offset: CGPoint, anchor: CGPoint, containerSize: CGSize) {
        self.offset = offset.isFinite ? offset : .zero
        self.anchor = anchor.isFinite ? anchor : .zero
        let distance = containerSize.height * Self.fullProgressFraction
        let progress = containerSize.isPositiveAndFinite ? min(1, abs(self.offset.y) / distance) : 0
        self.progress = progress
        scale = 1 - (1 - Self.minimumScale) * progress
        backgroundOpacity = 1 - progress
    }

    /// The resting appearance: no offset, full size, opaque background.
    ///
    /// - Parameter anchor: the point the image would shrink about, container space. Default the
    ///   origin.
    public static func resting(anchor: CGPoint = .zero) -> DismissDragAppearance {
        DismissDragAppearance(offset: .zero, anchor: anchor, containerSize: .zero)
    }

    /// Whether this is the resting appearance: no offset, scale 1, opaque background.
    public var isResting: Bool {
        offset == .zero && scale == 1 && backgroundOpacity == 1
    }

    /// The map the drag applies on top of the resting image, container space to container space:
    /// x ↦ anchor + offset + scale · (x − anchor).
    public var containerTransform: CGAffineTransform {
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                          tx: anchor.x + offset.x - scale * anchor.x, ty: anchor.y + offset.y - scale * anchor.y)
    }

    /// The geometry to show for an image view whose resting geometry is `geometry`: the drag's
    /// map applied after the view's own.
    ///
    /// The view's `transform` is scaled by ``scale`` and its `center` moved to
    /// anchor + offset + scale · (center − anchor); `bounds` and `anchorPoint` are kept. Feed it
    /// as the `shown` geometry of a pinch that takes over (``DismissDragStateMachine/TouchCountAction/handOverToPinch(_:)``)
    /// and as the start of the dismiss transition.
    ///
    /// - Parameter geometry: the image view's geometry at rest, container space.
    /// - Returns: the geometry that shows the drag.
    public func geometry(applyingTo geometry: ViewGeometry) -> ViewGeometry {
        var result = geometry
        result.center = CGPoint(x: anchor.x + offset.x + scale * (geometry.center.x - anchor.x),
                                y: anchor.y + offset.y + scale * (geometry.center.y - anchor.y))
        result.transform = geometry.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        return result
    }
}
