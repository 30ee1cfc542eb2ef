import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The mappings a view answers with optionals: `nil` where there is no pixel (no image, the
// letterbox, outside the view), instead of the `.zero` the plain mappings give an empty layout.

extension ImageLayout {
    /// The oriented pixel position (continuous) under a point of the untransformed view's space,
    /// when it lies on the drawn image; `nil` without an image or off it.
    public func pixelOnImage(atViewPoint viewPoint: CGPoint) -> CGPoint? {
        imageContains(viewPoint: viewPoint) ? pixel(forViewPoint: viewPoint) : nil
    }

    /// The stored (`cgImage`) pixel position (continuous) under a view-space point, when it lies on
    /// the drawn image; `nil` without an image or off it.
    public func cgImagePixelOnImage(atViewPoint viewPoint: CGPoint) -> CGPoint? {
        imageContains(viewPoint: viewPoint) ? cgImagePixel(forViewPoint: viewPoint) : nil
    }

    /// The view-space point over an oriented pixel position (inside the image or not); `nil` for an
    /// empty layout.
    public func laidOutViewPoint(forPixel pixel: CGPoint) -> CGPoint? {
        isEmpty ? nil : viewPoint(forPixel: pixel)
    }

    /// The view-space point over a stored (`cgImage`) pixel position; `nil` for an empty layout.
    public func laidOutViewPoint(forCGImagePixel cgImagePixel: CGPoint) -> CGPoint? {
        isEmpty ? nil : viewPoint(forCGImagePixel: cgImagePixel)
    }
}
