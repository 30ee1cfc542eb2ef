import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Moving the image under the box with one finger or two. The box never uncovers: a pan or a
/// pinch that would bare a corner stops at the edge (the image slides along it), and a pinch
/// stops at ``minimumScale``. Past ``maximumScale`` a pinch rubber-bands like a scroll view,
/// shown = max · (1 + f(raw / max − 1)) with f UIScrollView's band on dimension 1, and
/// ``settled(around:)`` brings it back — zooming in never uncovers, so the band may run there.
extension CropEditorGeometry {
    /// The image moved by `translation` (container space, points), stopped where it would bare a
    /// corner. Not finite: unchanged.
    public func panned(by translation: CGPoint) -> CropEditorGeometry {
        guard translation.isFinite else { return self }
        var panned = self
        panned.imageCenter = clampedImageCenter(
            CGPoint(x: imageCenter.x + translation.x, y: imageCenter.y + translation.y), scale: scale)
        return panned
    }

    /// The image zoomed by `factor` about the fingers: the image point under `previousFocalPoint`
    /// goes under `focalPoint` (so moving fingers pan), scaled about it; then the scale is held
    /// at ``minimumScale`` or banded past ``maximumScale``, and the image stopped where it would
    /// bare a corner.
    ///
    /// - Parameters:
    ///   - factor: the pinch's scale since the last event. Not finite and positive: unchanged.
    ///   - focalPoint: the fingers' centroid now, container space.
    ///   - previousFocalPoint: the centroid at the last event (this one's at a pinch's first).
    public func pinched(by factor: CGFloat, around focalPoint: CGPoint, from previousFocalPoint: CGPoint)
        -> CropEditorGeometry {
        guard factor.isPositiveAndFinite, focalPoint.isFinite, previousFocalPoint.isFinite else { return self }
        let newScale = Swift.max(bandedScale(forRawScale: rawScale(forShownScale: scale, factor: factor)), minimumScale)
        let ratio = newScale / scale
        guard ratio.isPositiveAndFinite else { return self }
        var pinched = self
        pinched.scale = newScale
        pinched.imageCenter = clampedImageCenter(
            CGPoint(x: focalPoint.x - (previousFocalPoint.x - imageCenter.x) * ratio,
                    y: focalPoint.y - (previousFocalPoint.y - imageCenter.y) * ratio),
            scale: newScale)
        return pinched
    }

    /// The scale the fingers ask for, from the one shown, times `factor`: the band undone past
    /// the maximum. A shown scale beyond the band's reach (2 × max, after an outside change)
    /// follows only factors below 1.
    func rawScale(forShownScale shown: CGFloat, factor: CGFloat) -> CGFloat {
        let maximum = maximumScale
        guard let overshoot = RubberBand.overshoot(forOffset: Swift.max(0, shown / maximum - 1), dimension: 1) else {
            return shown * Swift.min(factor, 1)
        }
        return Swift.min(shown, maximum) * (1 + overshoot) * factor
    }

    /// The band past the maximum: the raw scale itself below it.
    func bandedScale(forRawScale raw: CGFloat) -> CGFloat {
        let maximum = maximumScale
        return Swift.min(raw, maximum) * (1 + RubberBand.offset(forOvershoot: Swift.max(0, raw / maximum - 1), dimension: 1))
    }
}
