import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The mappings a view answers with optionals: `nil` where there is no pixel (no image, the
// letterbox, outside the view), instead of the `.zero` the plain mappings give an empty layout.

extension ImageLayout {
    /// The oriented pixel under a view point, when the point lies on the drawn image.
    ///
    /// - Parameter viewPoint: a point in view space (points, the untransformed view).
    /// - Returns: the position in oriented pixels, continuous; `nil` without an image or off it.
    public func pixelOnImage(atViewPoint viewPoint: CGPoint) -> CGPoint? {
        imageContains(viewPoint: viewPoint) ? pixel(forViewPoint: viewPoint) : nil
    }

    /// The stored (`cgImage`) pixel under a view point, when the point lies on the drawn image.
    ///
    /// - Parameter viewPoint: a point in view space (points).
    /// - Returns: the position in stored pixels, continuous; `nil` without an image or off it.
    public func cgImagePixelOnImage(atViewPoint viewPoint: CGPoint) -> CGPoint? {
        imageContains(viewPoint: viewPoint) ? cgImagePixel(forViewPoint: viewPoint) : nil
    }

    /// The view point over an oriented pixel position, when there is an image laid out.
    ///
    /// - Parameter pixel: a position in oriented pixels (any, inside the image or not).
    /// - Returns: the point in view space (points); `nil` for an empty layout.
    public func laidOutViewPoint(forPixel pixel: CGPoint) -> CGPoint? {
        isEmpty ? nil : viewPoint(forPixel: pixel)
    }

    /// The view point over a stored (`cgImage`) pixel position, when there is an image laid out.
    ///
    /// - Parameter cgImagePixel: a position in stored pixels.
    /// - Returns: the point in view space (points); `nil` for an empty layout.
    public func laidOutViewPoint(forCGImagePixel cgImagePixel: CGPoint) -> CGPoint? {
        isEmpty ? nil : viewPoint(forCGImagePixel: cgImagePixel)
    }
}
