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
    /// image.
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
            let whole = CGSize(width: Swift.max(1, (size.width + 1e-6).rounded(.down)),
                               height: Swift.max(1, (size.height + 1e-6).rounded(.down)))
            rect = CGRect(x: center.x - whole.width / 2, y: center.y - whole.height / 2,
                          width: whole.width, height: whole.height)
        }
        return CropEditorResult(imagePixelSize: imagePixelSize, pixelRect: rect, angleDegrees: angle,
                                quarterTurns: orientation.quarterTurns, isMirrored: orientation.isMirrored)
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
