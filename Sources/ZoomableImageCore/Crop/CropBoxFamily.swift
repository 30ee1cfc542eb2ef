import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The boxes one drag can make, as a function of one number λ: corner i is at
/// baseᵢ + λ · directionᵢ, the width is widthBase + λ · widthSlope, the height likewise.
///
/// Every limit on a box is a half-plane n · q ≤ b that each corner must keep (the image's four
/// edges, the available space's four) or a minimum width and height; each is linear in λ, so the
/// boxes that keep them all are an interval of λ, and clamping the finger's λ into it is the
/// drag's answer — exact, with no search.
struct CropBoxFamily {
    var bases: [CGPoint]
    var directions: [CGPoint]
    var widthBase: CGFloat
    var widthSlope: CGFloat
    var heightBase: CGFloat
    var heightSlope: CGFloat

    /// The box at `lambda`: the bounding rect of the corners.
    func box(at lambda: CGFloat) -> CGRect {
        let corners = zip(bases, directions).map { CGPoint(x: $0.x + lambda * $1.x, y: $0.y + lambda * $1.y) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `proposed` clamped into the λ whose boxes keep every half-plane and the minimum side.
    /// The start, `current`, is always kept in the interval, so rounding at the start never
    /// moves the box, and limits that cannot all hold leave it where it started; a proposal that
    /// is not finite is the start.
    func clamp(_ proposed: CGFloat, from current: CGFloat, keeping halfPlanes: [CropHalfPlane],
               minimumSide: CGFloat) -> CGFloat {
        guard proposed.isFinite else { return current }
        var lower = -CGFloat.infinity
        var upper = CGFloat.infinity
        func keep(base: CGFloat, slope: CGFloat, atMost limit: CGFloat) {
            // base + λ · slope ≤ limit.
            if slope > 1e-12 {
                upper = Swift.min(upper, (limit - base) / slope)
            } else if slope < -1e-12 {
                lower = Swift.max(lower, (limit - base) / slope)
            }
        }
        for plane in halfPlanes {
            for (base, direction) in zip(bases, directions) {
                keep(base: plane.normal.x * base.x + plane.normal.y * base.y,
                     slope: plane.normal.x * direction.x + plane.normal.y * direction.y, atMost: plane.offset)
            }
        }
        // width ≥ minimum ⟺ −widthBase − λ · widthSlope ≤ −minimum.
        keep(base: -widthBase, slope: -widthSlope, atMost: -minimumSide)
        keep(base: -heightBase, slope: -heightSlope, atMost: -minimumSide)
        lower = Swift.min(lower, current)
        upper = Swift.max(upper, current)
        return Swift.min(Swift.max(proposed, lower), upper)
    }
}

/// The points q with normal · q ≤ offset, container space.
struct CropHalfPlane: Equatable, Sendable {
    var normal: CGPoint
    var offset: CGFloat
}
