import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The editor's one rule: the image, straightened, covers the box.
///
/// In the image's own axes (the container rotated by −θ) the image is an axis-aligned rect of
/// scale · W′ × scale · H′ about its centre, and the box is a rect turned by −θ whose bounding
/// box is (w·|cos θ| + h·|sin θ|) × (w·|sin θ| + h·|cos θ|). A convex shape lies in an
/// axis-aligned rect exactly when its bounding box does, so:
///
/// - the image can cover the box from some position exactly when
///   scale ≥ max((w|cos θ| + h|sin θ|) / W′, (w|sin θ| + h|cos θ|) / H′) (``minimumScale``);
/// - at a given scale the centres that cover it form, in the image's axes, the rect
///   [max uᵢ − scale·W′/2, min uᵢ + scale·W′/2] × (the same for y), uᵢ the box's corners in those
///   axes — clamping the centre into it per axis is the nearest covering position
///   (``clampedImageCenter(_:scale:)``).
extension CropEditorGeometry {
    /// The smallest scale, points per pixel, at which an image of `editedSize` pixels, turned by
    /// `angleDegrees`, contains a box of `boxSize` points: centred on its limiting axis.
    public static func minimumScale(boxSize: CGSize, angleDegrees: CGFloat, editedSize: CGSize) -> CGFloat {
        let (cos, sin) = rotation(degrees: angleDegrees)
        let (c, s) = (abs(cos), abs(sin))
        return Swift.max((boxSize.width * c + boxSize.height * s) / editedSize.width,
                         (boxSize.width * s + boxSize.height * c) / editedSize.height)
    }

    /// The smallest scale at which the image covers the box at the current angle.
    public var minimumScale: CGFloat {
        Self.minimumScale(boxSize: box.size, angleDegrees: angleDegrees, editedSize: editedSize)
    }

    /// The largest scale a gesture settles at: the limit, or the minimum if that is larger.
    public var maximumScale: CGFloat { Swift.max(limits.maximumScale, minimumScale) }

    /// A container point in the image's axes: R(−θ) · point.
    func imageAxes(_ point: CGPoint) -> CGPoint {
        let (cos, sin) = rotation
        return CGPoint(x: cos * point.x + sin * point.y, y: -sin * point.x + cos * point.y)
    }

    /// A point in the image's axes back in the container: R(θ) · point.
    func containerAxes(_ point: CGPoint) -> CGPoint {
        let (cos, sin) = rotation
        return CGPoint(x: cos * point.x - sin * point.y, y: sin * point.x + cos * point.y)
    }

    /// Per image axis, the positions of the image's centre (in the image's axes) that cover the
    /// box at `scale`; a single middle position where the scale is too small to cover.
    func coveringCenterRanges(scale: CGFloat) -> (x: CenterRange, y: CenterRange) {
        let corners = boxCorners.map(imageAxes)
        let size = editedSize
        func range(_ values: [CGFloat], halfLength: CGFloat) -> CenterRange {
            let lower = values.max()! - halfLength
            let upper = values.min()! + halfLength
            guard lower <= upper else { return CenterRange(lower: (lower + upper) / 2, upper: (lower + upper) / 2) }
            return CenterRange(lower: lower, upper: upper)
        }
        return (range(corners.map(\.x), halfLength: scale * size.width / 2),
                range(corners.map(\.y), halfLength: scale * size.height / 2))
    }

    /// The covering position nearest `center` at `scale` (container space): the centre clamped,
    /// per image axis, into ``coveringCenterRanges(scale:)``.
    public func clampedImageCenter(_ center: CGPoint, scale: CGFloat) -> CGPoint {
        let ranges = coveringCenterRanges(scale: scale)
        let rotated = imageAxes(center)
        return containerAxes(CGPoint(x: ranges.x.clamp(rotated.x), y: ranges.y.clamp(rotated.y)))
    }

    /// How far the box reaches outside the image, in points along the image's axes: 0 when the
    /// image covers it.
    public var uncoveredDistance: CGFloat {
        let size = editedSize
        return boxCorners.map { corner in
            let pixel = editedPixel(forContainerPoint: corner)
            return Swift.max(0, -pixel.x, pixel.x - size.width, -pixel.y, pixel.y - size.height) * scale
        }.max()!
    }

    /// Whether the image covers the box, to within a billionth of the box's size (rounding).
    public var coversBox: Bool {
        uncoveredDistance <= 1e-9 * Swift.max(1, box.width, box.height, abs(box.maxX), abs(box.maxY))
    }

    /// The same geometry with the image at the covering position nearest its own, at a scale
    /// clamped into [``minimumScale``, ``maximumScale``] about `focus` (container space).
    public func settled(around focus: CGPoint) -> CropEditorGeometry {
        var settled = self
        let clampedScale = Swift.min(Swift.max(scale, minimumScale), maximumScale)
        let ratio = clampedScale / scale
        settled.scale = clampedScale
        settled.imageCenter = clampedImageCenter(
            CGPoint(x: focus.x + (imageCenter.x - focus.x) * ratio, y: focus.y + (imageCenter.y - focus.y) * ratio),
            scale: clampedScale)
        return settled
    }
}
