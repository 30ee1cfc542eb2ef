import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which way the part of the image on screen moves, in stored pixels, per axis: what a pan
/// prefetches ahead of (``TileMargin/ahead(_:)``).
///
/// Made from the pan's velocity as UIKit reports it (`velocity(in: container)`, points per
/// second, smoothed over the last touches). The image moves with the finger, so what is shown
/// moves the other way: a finger moving left brings the image's right part on screen (`dx` 1).
/// The view's geometry and the layout (orientation included) take the direction into stored
/// pixels, where tiles are cut.
///
/// ```swift
/// // A finger dragging left at 300 pt/s over a `.up` image:
/// TileDirection(containerVelocity: CGPoint(x: -300, y: 12), layout: layout, geometry: geometry)
/// // dx 1, dy 0: the vertical speed is under half the horizontal one
/// ```
@_spi(Internals) public struct TileDirection: Equatable, Hashable, Sendable {
    /// −1 towards the image's left edge, 1 towards its right edge, 0 neither (stored pixels).
    public var dx: Int
    /// −1 towards the image's top edge, 1 towards its bottom edge, 0 neither (stored pixels).
    public var dy: Int

    /// Standing still.
    public static let none = TileDirection(dx: 0, dy: 0)

    /// The speed, points per second in the container, below which a pan counts as standing
    /// still: 20 pt/s (a resting finger's velocity is jitter around zero).
    public static let minimumSpeed: CGFloat = 20

    /// Describes a direction along the stored pixels' axes; each value is taken by its sign.
    public init(dx: Int, dy: Int) {
        self.dx = dx.signum()
        self.dy = dy.signum()
    }

    /// The direction what is on screen moves while the image moves at `velocity`: an axis counts
    /// when its speed is at least half the faster one's, so a mostly horizontal pan leads only
    /// horizontally. `velocity` is the image's, in container space (points per second); the
    /// layout's stored pixels are the pyramid's. ``none`` below ``minimumSpeed``, for a non-finite
    /// velocity, an empty layout or a singular geometry.
    public init(containerVelocity velocity: CGPoint, layout: ImageLayout, geometry: ViewGeometry) {
        self = .none
        guard velocity.x.isFinite, velocity.y.isFinite, hypot(velocity.x, velocity.y) >= Self.minimumSpeed,
              !layout.isEmpty, let containerToView = geometry.viewToSuperviewTransform.finiteInverse else { return }
        let m = containerToView.concatenating(layout.viewToPixelTransform).concatenating(layout.pixelToCGImagePixelTransform)
        // A vector maps through the linear part only: x′ = a·x + c·y, y′ = b·x + d·y.
        let x = -(velocity.x * m.a + velocity.y * m.c)
        let y = -(velocity.x * m.b + velocity.y * m.d)
        let faster = max(abs(x), abs(y))
        guard faster.isFinite, faster > 0 else { return }
        dx = abs(x) * 2 >= faster ? (x > 0 ? 1 : -1) : 0
        dy = abs(y) * 2 >= faster ? (y > 0 ? 1 : -1) : 0
    }
}
