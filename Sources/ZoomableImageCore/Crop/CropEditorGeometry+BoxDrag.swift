import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Dragging a corner or an edge of the box: the opposite corner or edge stays put, a locked
/// ratio is kept, the box keeps its minimum size and stays inside both the available space and
/// the image as shown. The image does not move.
///
/// - A free corner follows the finger across (its vertical edge) first, then up or down with the
///   new width: each step is one ``CropBoxFamily``, so the box slides along a limit it meets on
///   one axis and still follows the finger on the other.
/// - A locked corner moves along the diagonal through the fixed corner: to the point of that
///   line nearest the finger, λ = (vₓ·σₓ·r + v_y·σ_y) / (r² + 1) for the height, v the finger's
///   corner from the fixed one, σ the corner's signs and r the ratio.
/// - A locked edge moves with the finger and the other side follows the ratio, centred on the
///   box's middle line across it.
extension CropEditorGeometry {
    /// The box after dragging `handle` by `translation` from where it was in this geometry (the
    /// one at the drag's start: the translation is the gesture's total, so the box follows the
    /// finger back exactly).
    ///
    /// - Parameters:
    ///   - handle: the corner or edge.
    ///   - translation: the finger's movement since the drag began, container space (points).
    ///     Not finite: the box stays.
    ///   - ratio: the locked width / height, or `nil` for a free box.
    public func draggingBox(_ handle: CropHandle, by translation: CGPoint, ratio: CGFloat?) -> CropEditorGeometry {
        var dragged = self
        guard translation.isFinite else { return dragged }
        let planes = halfPlanes
        let minimumSide = limits.minimumBoxSide
        guard let ratio, ratio.isPositiveAndFinite else {
            for (axis, side) in [(0, handle.horizontal), (1, handle.vertical)] where side != 0 {
                let family = Self.freeFamily(box: dragged.box, axis: axis, side: side)
                let start = axis == 0 ? (side > 0 ? box.maxX : box.minX) : (side > 0 ? box.maxY : box.minY)
                let proposed = start + (axis == 0 ? translation.x : translation.y)
                dragged.box = family.box(at: family.clamp(proposed, from: start, keeping: planes, minimumSide: minimumSide))
            }
            return dragged
        }
        let (family, start, proposed) = Self.lockedFamily(box: box, handle: handle, ratio: ratio, translation: translation)
        dragged.box = family.box(at: family.clamp(proposed, from: start, keeping: planes, minimumSide: minimumSide))
        return dragged
    }

    /// The limits every corner keeps while the box is dragged: the image's four edges as shown
    /// and the available space's four, each as n · q ≤ b.
    var halfPlanes: [CropHalfPlane] {
        let (cos, sin) = rotation
        let center = imageAxes(imageCenter)
        let half = CGSize(width: scale * editedSize.width / 2, height: scale * editedSize.height / 2)
        let space = availableRect
        return [
            CropHalfPlane(normal: CGPoint(x: cos, y: sin), offset: center.x + half.width),
            CropHalfPlane(normal: CGPoint(x: -cos, y: -sin), offset: -(center.x - half.width)),
            CropHalfPlane(normal: CGPoint(x: -sin, y: cos), offset: center.y + half.height),
            CropHalfPlane(normal: CGPoint(x: sin, y: -cos), offset: -(center.y - half.height)),
            CropHalfPlane(normal: CGPoint(x: 1, y: 0), offset: space.maxX),
            CropHalfPlane(normal: CGPoint(x: -1, y: 0), offset: -space.minX),
            CropHalfPlane(normal: CGPoint(x: 0, y: 1), offset: space.maxY),
            CropHalfPlane(normal: CGPoint(x: 0, y: -1), offset: -space.minY),
        ]
    }

    /// One free edge of `box` moving on `axis` (0 across, 1 up and down), λ its coordinate:
    /// `side` −1 the minimum edge, 1 the maximum one.
    static func freeFamily(box: CGRect, axis: Int, side: Int) -> CropBoxFamily {
        let corners = corners(of: box)
        // Top-left, top-right, bottom-right, bottom-left: which two move, and along which axis.
        let moves: [Bool] = axis == 0
            ? [side < 0, side > 0, side > 0, side < 0]
            : [side < 0, side < 0, side > 0, side > 0]
        let direction = axis == 0 ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1)
        let bases = zip(corners, moves).map { corner, moving in
            moving ? (axis == 0 ? CGPoint(x: 0, y: corner.y) : CGPoint(x: corner.x, y: 0)) : corner
        }
        let directions = moves.map { $0 ? direction : .zero }
        let (fixed, length) = axis == 0 ? (side > 0 ? box.minX : box.maxX, box.height)
                                        : (side > 0 ? box.minY : box.maxY, box.width)
        // The moving length is side · (λ − fixed).
        let movingBase = -CGFloat(side) * fixed
        let movingSlope = CGFloat(side)
        return axis == 0
            ? CropBoxFamily(bases: bases, directions: directions, widthBase: movingBase, widthSlope: movingSlope,
                            heightBase: length, heightSlope: 0)
            : CropBoxFamily(bases: bases, directions: directions, widthBase: length, widthSlope: 0,
                            heightBase: movingBase, heightSlope: movingSlope)
    }

    /// The family of a drag with a locked `ratio`, its λ at the start and the λ the finger asks
    /// for: the height for a corner or a horizontal edge, the width for a vertical edge.
    static func lockedFamily(box: CGRect, handle: CropHandle, ratio: CGFloat, translation: CGPoint)
        -> (family: CropBoxFamily, start: CGFloat, proposed: CGFloat) {
        let sx = CGFloat(handle.horizontal)
        let sy = CGFloat(handle.vertical)
        let fixedX = sx > 0 ? box.minX : box.maxX
        let fixedY = sy > 0 ? box.minY : box.maxY
        guard handle.isCorner else {
            if sx != 0 {
                // λ = width; the height λ / ratio about the middle line y = midY.
                let anchor = CGPoint(x: fixedX, y: box.midY)
                let half = 1 / (2 * ratio)
                let family = CropBoxFamily(
                    bases: [anchor, anchor, anchor, anchor],
                    directions: [CGPoint(x: 0, y: -half), CGPoint(x: sx, y: -half), CGPoint(x: sx, y: half),
                                 CGPoint(x: 0, y: half)],
                    widthBase: 0, widthSlope: 1, heightBase: 0, heightSlope: 1 / ratio)
                return (family, box.width, box.width + sx * translation.x)
            }
            // λ = height; the width ratio · λ about the middle line x = midX.
            let anchor = CGPoint(x: box.midX, y: fixedY)
            let half = ratio / 2
            let family = CropBoxFamily(
                bases: [anchor, anchor, anchor, anchor],
                directions: [CGPoint(x: -half, y: 0), CGPoint(x: half, y: 0), CGPoint(x: half, y: sy),
                             CGPoint(x: -half, y: sy)],
                widthBase: 0, widthSlope: ratio, heightBase: 0, heightSlope: 1)
            return (family, box.height, box.height + sy * translation.y)
        }
        // λ = height; the moving corner runs along fixed + λ · (sx · ratio, sy).
        let anchor = CGPoint(x: fixedX, y: fixedY)
        let family = CropBoxFamily(
            bases: [anchor, anchor, anchor, anchor],
            directions: [.zero, CGPoint(x: sx * ratio, y: 0), CGPoint(x: sx * ratio, y: sy), CGPoint(x: 0, y: sy)],
            widthBase: 0, widthSlope: ratio, heightBase: 0, heightSlope: 1)
        let finger = CGPoint(x: (sx > 0 ? box.maxX : box.minX) + translation.x - anchor.x,
                             y: (sy > 0 ? box.maxY : box.minY) + translation.y - anchor.y)
        return (family, box.height, (finger.x * sx * ratio + finger.y * sy) / (ratio * ratio + 1))
    }
}
