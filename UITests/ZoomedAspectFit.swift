import Foundation

/// Where an aspect-fit image zoomed from rest settles in the container it fills at rest,
/// computed here from first principles — independently of the library — from the container's
/// frame on screen, the image's oriented pixel size and the zoom scale, so that a test's
/// expectation follows the destination's real sizes.
///
/// Zooming by `zoom` around a screen point keeps the image point under it there; then, per
/// axis, the settle rule moves the image just enough that the drawn image covers the container
/// edge to edge, or is centred on it where it is shorter. Said of the pixel at the container's
/// centre: along an axis where the drawn image (`pixels · k`, `k` points per pixel at this
/// zoom) is at least the container's length `L`, that pixel lies in
/// [L / 2k, pixels − L / 2k]; along a shorter axis it is the image's middle, pixels / 2.
///
/// ```swift
/// // The photo browser on an iPhone 16 in landscape: a page of 852 × 266 pt, the 4000 × 3000 px
/// // photo at ×2.5 (k = 2.5 · 266 / 3000): the page can centre pixels 1921.8…2078.2 across
/// // and 600…2400 down, however far off-centre it was zoomed in portrait.
/// let page = AspectFitMapping(viewFrame: pageFrame, imagePixelSize: CGSize(width: 4000, height: 3000))
/// ZoomedAspectFit(rest: page, zoom: 2.5).centrePixelRange.x   // 1921.8...2078.2
/// ```
struct ZoomedAspectFit {
    /// The image at rest in the container (its `viewFrame` is the container's frame on screen).
    let rest: AspectFitMapping
    /// The zoom scale, 1 at rest.
    let zoom: CGFloat

    /// Points per image pixel at this zoom.
    var pointsPerPixel: CGFloat {
        rest.pointsPerPixel * zoom
    }

    /// The pixels that can be at the container's centre once settled at this zoom: a range per
    /// axis, a single value where the drawn image is shorter than the container.
    var centrePixelRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        (Self.centreRange(length: rest.viewFrame.width, pixels: rest.imagePixelSize.width, pointsPerPixel: pointsPerPixel),
         Self.centreRange(length: rest.viewFrame.height, pixels: rest.imagePixelSize.height, pointsPerPixel: pointsPerPixel))
    }

    /// How far the drawn image reaches beyond the container on each side when it is centred on
    /// it, in points: how far a pan can move it from there before an edge comes in (0 along an
    /// axis where it is shorter than the container).
    var reachWhenCentred: CGSize {
        let frame = rest.viewFrame
        let drawn = CGSize(width: rest.imagePixelSize.width * pointsPerPixel,
                           height: rest.imagePixelSize.height * pointsPerPixel)
        return CGSize(width: max(0, (drawn.width - frame.width) / 2), height: max(0, (drawn.height - frame.height) / 2))
    }

    /// `pixel` moved into ``centrePixelRange``: where the settle rule leaves a wanted centre.
    func clampedCentrePixel(_ pixel: CGPoint) -> CGPoint {
        let range = centrePixelRange
        return CGPoint(x: min(max(pixel.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(pixel.y, range.y.lowerBound), range.y.upperBound))
    }

    /// The continuous pixel at the container's centre after zooming from rest to ``zoom`` around
    /// `screenPoint`, settled: the tapped pixel stays under the point, so the centre shows the
    /// pixel (centre − point) / k beyond it, then clamped.
    func centrePixel(afterZoomingAround screenPoint: CGPoint) -> CGPoint {
        let frame = rest.viewFrame
        let tapped = rest.pixel(atScreenPoint: screenPoint)
        return clampedCentrePixel(CGPoint(x: tapped.x + (frame.midX - screenPoint.x) / pointsPerPixel,
                                          y: tapped.y + (frame.midY - screenPoint.y) / pointsPerPixel))
    }

    /// The screen point, rounded to whole points, to zoom from rest around so that `pixel` comes
    /// to the container's centre (where the settle rule leaves it if `pixel` is in
    /// ``centrePixelRange``): a point at `s` at rest goes to `p + (s − p) · zoom` zooming around
    /// `p`, which is the centre `m` for `p = (zoom · s − m) / (zoom − 1)`. Needs `zoom` > 1.
    func zoomPoint(bringingToCentre pixel: CGPoint) -> CGPoint {
        let frame = rest.viewFrame
        let atRest = rest.screenPoint(atPixel: pixel)
        return CGPoint(x: ((zoom * atRest.x - frame.midX) / (zoom - 1)).rounded(),
                       y: ((zoom * atRest.y - frame.midY) / (zoom - 1)).rounded())
    }

    /// One axis of ``centrePixelRange``.
    private static func centreRange(length: CGFloat, pixels: CGFloat, pointsPerPixel: CGFloat) -> ClosedRange<CGFloat> {
        guard pixels * pointsPerPixel >= length else { return pixels / 2 ... pixels / 2 }
        let half = length / 2 / pointsPerPixel
        return half ... pixels - half
    }
}
