import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The editor's buttons and dial, as geometry: each keeps the region under the box (turned,
/// mirrored or straightened with it) and the image covering the box.
extension CropEditorGeometry {
    /// Turns the image and the box together 90° counterclockwise about the box's centre b:
    /// the image's centre goes to b + (dy, −dx) for an offset (dx, dy) from b, the box becomes
    /// h × w about b. Refit afterwards (``refitted()``): the turned box may not fit.
    public func turnedCounterclockwise() -> CropEditorGeometry {
        var turned = self
        let center = boxCenter
        turned.orientation = orientation.turnedCounterclockwise()
        turned.imageCenter = CGPoint(x: center.x + (imageCenter.y - center.y), y: center.y - (imageCenter.x - center.x))
        turned.box = CGRect(x: center.x - box.height / 2, y: center.y - box.width / 2,
                            width: box.height, height: box.width)
        return turned
    }

    /// Mirrors what is shown across the box's vertical middle line (`horizontally`) or its
    /// horizontal one: the image's centre is reflected, the angle changes sign (a reflection
    /// reverses turning) and the edit orientation takes the mirror. The box stays.
    public func mirrored(horizontally: Bool) -> CropEditorGeometry {
        var mirrored = self
        let center = boxCenter
        mirrored.angleDegrees = -angleDegrees
        if horizontally {
            mirrored.orientation = orientation.mirroredHorizontally()
            mirrored.imageCenter.x = 2 * center.x - imageCenter.x
        } else {
            mirrored.orientation = orientation.mirroredVertically()
            mirrored.imageCenter.y = 2 * center.y - imageCenter.y
        }
        return mirrored
    }

    /// The image straightened to `degrees` from this geometry (a dial gesture's start, so that
    /// turning back returns exactly to it): turned about the box's centre b by the difference,
    /// then zoomed about b — keeping the image point under b — by the least factor k ≥ 1 at
    /// which it covers the box again.
    ///
    /// With p the edited pixel under b and dᵢ = R(−θ)(qᵢ − b) / scale for each box corner qᵢ,
    /// the corner is inside once p + dᵢ / k lies in [0, W′] × [0, H′]: k ≥ dᵢₓ / (W′ − pₓ) for
    /// dᵢₓ > 0, k ≥ −dᵢₓ / pₓ for dᵢₓ < 0, and likewise in y.
    ///
    /// - Parameter degrees: the new angle, clockwise; clamped to −45…45. Not finite: unchanged.
    public func straightened(toDegrees degrees: CGFloat) -> CropEditorGeometry {
        guard degrees.isFinite else { return self }
        let limit = CropEditorResult.maximumAngleDegrees
        var turned = self
        turned.angleDegrees = Swift.min(Swift.max(degrees, -limit), limit)
        let center = boxCenter
        let (cos, sin) = Self.rotation(degrees: turned.angleDegrees - angleDegrees)
        let offset = CGPoint(x: imageCenter.x - center.x, y: imageCenter.y - center.y)
        turned.imageCenter = CGPoint(x: center.x + cos * offset.x - sin * offset.y,
                                     y: center.y + sin * offset.x + cos * offset.y)
        let zoom = turned.coveringZoom(about: center)
        guard zoom.isFinite else { return turned.settled(around: center) }
        return turned.scaled(by: zoom, movingBoxTo: box)
    }

    /// The least zoom k ≥ 1 about `point` (the box's centre) at which the image covers the box;
    /// ∞ when the point is not strictly inside the image.
    func coveringZoom(about point: CGPoint) -> CGFloat {
        let pixel = editedPixel(forContainerPoint: point)
        let size = editedSize
        var zoom: CGFloat = 1
        func need(_ offset: CGFloat, before low: CGFloat, after high: CGFloat) {
            // The corner at pixel + offset / k must stay within [pixel − low, pixel + high].
            if offset > 0 { zoom = Swift.max(zoom, high > 0 ? offset / high : .infinity) }
            if offset < 0 { zoom = Swift.max(zoom, low > 0 ? -offset / low : .infinity) }
        }
        for corner in boxCorners {
            let offset = imageAxes(CGPoint(x: corner.x - point.x, y: corner.y - point.y))
            need(offset.x / scale, before: pixel.x, after: size.width - pixel.x)
            need(offset.y / scale, before: pixel.y, after: size.height - pixel.y)
        }
        return zoom
    }

    /// The box reshaped to `ratio` (width / height): the largest rect of that shape inside it,
    /// about the same centre, so the image still covers it. Refit afterwards. `nil`: unchanged.
    public func reshapingBox(toRatio ratio: CGFloat?) -> CropEditorGeometry {
        guard let ratio else { return self }
        let reshaped = CropOpening.largestCenteredRect(aspectRatio: ratio, in: box)
        guard reshaped.hasPositiveFiniteArea else { return self }
        var geometry = self
        geometry.box = reshaped
        return geometry
    }
}
