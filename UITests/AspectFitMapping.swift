import Foundation

/// The expected pixel under a screen point of an aspect-fit image view at rest, computed here
/// from first principles — independently of the library — from the view's frame on screen and
/// the image's oriented pixel size.
///
/// Aspect fit draws the image at `k` points per pixel, `k = min(viewWidth / pixelWidth,
/// viewHeight / pixelHeight)`, centred in the view. The image's scale cancels out: `size` in
/// points is pixels / scale, and so is `k` × scale.
struct AspectFitMapping {
    /// The image view's frame at rest, in screen points.
    let viewFrame: CGRect
    /// The image's oriented pixel size (what a person sees).
    let imagePixelSize: CGSize

    /// Points per image pixel.
    var pointsPerPixel: CGFloat {
        min(viewFrame.width / imagePixelSize.width, viewFrame.height / imagePixelSize.height)
    }

    /// Where the image is drawn, in screen points.
    var drawnRect: CGRect {
        let k = pointsPerPixel
        let size = CGSize(width: imagePixelSize.width * k, height: imagePixelSize.height * k)
        return CGRect(x: viewFrame.midX - size.width / 2, y: viewFrame.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The screen point at a normalized offset of the view, rounded to whole points so that the
    /// synthesized touch lands exactly on it on every screen scale.
    func screenPoint(atNormalizedOffset offset: CGVector) -> CGPoint {
        CGPoint(x: (viewFrame.minX + offset.dx * viewFrame.width).rounded(),
                y: (viewFrame.minY + offset.dy * viewFrame.height).rounded())
    }

    /// The screen point over a continuous oriented pixel position, not rounded: the inverse of
    /// ``pixel(atScreenPoint:)``. The centre of pixel (i, j) is at (i + 0.5, j + 0.5).
    func screenPoint(atPixel pixel: CGPoint) -> CGPoint {
        let k = pointsPerPixel
        let drawn = drawnRect
        return CGPoint(x: drawn.minX + pixel.x * k, y: drawn.minY + pixel.y * k)
    }

    /// The continuous oriented pixel position under `screenPoint`.
    func pixel(atScreenPoint screenPoint: CGPoint) -> CGPoint {
        let k = pointsPerPixel
        let drawn = drawnRect
        return CGPoint(x: (screenPoint.x - drawn.minX) / k, y: (screenPoint.y - drawn.minY) / k)
    }
}
