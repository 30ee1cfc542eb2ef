import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry as a ``CropEditorResult``, and back.
///
/// The box, seen in the oriented image, is a rect turned by the angle: its centre is the
/// oriented pixel under the box's centre, its sides are the box's divided by the scale (swapped
/// for odd turns), and its turn is the angle θ, or −θ when mirrored — the edit orientation's
/// linear part L satisfies L⁻¹ · R(−θ) = R(∓θ) · L⁻¹, a mirror reversing the turn.
extension CropEditorGeometry {
    /// What the editor shows, as a result: at an angle of 0 the whole pixels under the box
    /// (snapped outward, clipped to the image, like ``CropRegion``); otherwise whole-pixel sides
    /// (rounded down, within 10⁻⁶ px) about the exact centre, so the region stays inside the
    /// image — at least one pixel each: a region thinner than a pixel (a sliver of an image
    /// zoomed far in) is widened to one, its long side shortened and its centre moved just
    /// enough to stay inside.
    public var result: CropEditorResult {
        let center = editedPixel(forContainerPoint: boxCenter)
            .applying(orientation.transform(forImageOfSize: imagePixelSize).inverted())
        let size = orientation.editedSize(for: CGSize(width: box.width / scale, height: box.height / scale))
        let angle = orientation.isMirrored ? -angleDegrees : angleDegrees
        let exact = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                           width: size.width, height: size.height)
        let rect: CGRect
        if angle == 0 {
            let snapped = CropRegion.snappedOutward(exact).intersectionOrNull(CGRect(origin: .zero, size: imagePixelSize))
            rect = snapped.isNull ? exact : snapped
        } else {
            let (cos, sin) = Self.rotation(degrees: angle)
            let whole = Self.fitting(CGSize(width: Swift.max(1, (size.width + 1e-6).rounded(.down)),
                                            height: Swift.max(1, (size.height + 1e-6).rounded(.down))),
                                     turnedBy: (abs(cos), abs(sin)), in: imagePixelSize)
            // The turned rect's half extents; its centre kept where they fit in the image (a no-op
            // unless the one-pixel minimum widened it past the region).
            let half = CGSize(width: (whole.width * abs(cos) + whole.height * abs(sin)) / 2,
                              height: (whole.width * abs(sin) + whole.height * abs(cos)) / 2)
            let inside = CGPoint(x: Self.clamp(center.x, half.width, imagePixelSize.width - half.width),
                                 y: Self.clamp(center.y, half.height, imagePixelSize.height - half.height))
            rect = CGRect(x: inside.x - whole.width / 2, y: inside.y - whole.height / 2,
                          width: whole.width, height: whole.height)
        }
        return CropEditorResult(imagePixelSize: imagePixelSize, pixelRect: rect, angleDegrees: angle,
                                quarterTurns: orientation.quarterTurns, isMirrored: orientation.isMirrored)
    }

    /// `size` (whole pixels) with its longer side shortened, a whole pixel at a time, until the
    /// rect turned by an angle of cosine and sine `turn` fits `image`: its bounding box
    /// (w·c + h·s) × (w·s + h·c). Only a side widened to one pixel can make it not fit, by less
    /// than a pixel, so a step or two does; an image less than about two pixels across may still
    /// not hold it.
    static func fitting(_ size: CGSize, turnedBy turn: (c: CGFloat, s: CGFloat), in image: CGSize) -> CGSize {
        var size = size
        for _ in 0..<4 {
            let over = (x: size.width * turn.c + size.height * turn.s - image.width,
                        y: size.width * turn.s + size.height * turn.c - image.height)
            let widthIsLonger = size.width >= size.height
            // The longer side's share of each overflowing extent.
            let share = widthIsLonger ? (x: turn.c, y: turn.s) : (x: turn.s, y: turn.c)
            let cut = Swift.max(over.x > 1e-9 && share.x > 1e-9 ? (over.x / share.x).rounded(.up) : 0,
                                over.y > 1e-9 && share.y > 1e-9 ? (over.y / share.y).rounded(.up) : 0)
            guard cut > 0 else { return size }
            if widthIsLonger { size.width = Swift.max(1, size.width - cut) } else { size.height = Swift.max(1, size.height - cut) }
        }
        return size
    }

    /// `value` clamped into [low, high]; the middle when the range is empty.
    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        low <= high ? Swift.min(Swift.max(value, low), high) : (low + high) / 2
    }

    /// The editor as `result` left it, laid out in `availableRect`: the box the largest rect of
    /// the output's shape there, the image turned, mirrored, straightened and zoomed so the
    /// result's region is under it — then settled, so a result that does not fit the image (made
    /// for another one) still opens covered.
    ///
    /// A result made for another size of the same image (``CropEditorResult/imagePixelSize``)
    /// is scaled to this one, per axis.
    ///
    /// - Returns: `nil` when the image, the space or the result's region or size is unusable
    ///   (open from ``initial(imagePixelSize:availableRect:ratio:limits:)`` then).
    public init?(result: CropEditorResult, imagePixelSize: CGSize, availableRect: CGRect, limits: CropEditorLimits) {
        let from = result.imagePixelSize
        guard imagePixelSize.isPositiveAndFinite, availableRect.hasPositiveFiniteArea, from.isPositiveAndFinite,
              result.pixelRect.hasPositiveFiniteArea else { return nil }
        let sx = imagePixelSize.width / from.width
        let sy = imagePixelSize.height / from.height
        let rect = CGRect(x: result.pixelRect.minX * sx, y: result.pixelRect.minY * sy,
                          width: result.pixelRect.width * sx, height: result.pixelRect.height * sy)
        let orientation = CropEditOrientation(result)
        let cut = orientation.editedSize(for: rect.size)
        let box = CropOpening.largestCenteredRect(aspectRatio: cut.width / cut.height, in: availableRect)
        guard rect.hasPositiveFiniteArea, box.hasPositiveFiniteArea else { return nil }
        var geometry = CropEditorGeometry(
            imagePixelSize: imagePixelSize, orientation: orientation,
            angleDegrees: result.isMirrored ? -result.angleDegrees : result.angleDegrees,
            scale: box.width / cut.width, imageCenter: .zero, box: box, availableRect: availableRect, limits: limits)
        // The image's centre such that the edited pixel under the region's centre is at the box's.
        let pixel = CGPoint(x: rect.midX, y: rect.midY).applying(orientation.transform(forImageOfSize: imagePixelSize))
        let shown = geometry.containerPoint(forEditedPixel: pixel)
        geometry.imageCenter = CGPoint(x: box.midX - shown.x, y: box.midY - shown.y)
        self = geometry.settled(around: geometry.boxCenter)
    }
}
