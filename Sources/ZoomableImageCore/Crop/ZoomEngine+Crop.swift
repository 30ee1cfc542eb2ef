import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// The coverage rect (a crop opening) in view space (points, with the bounds at the origin):
    /// the part of the view under it, not clipped to the view. `.zero` when the engine is empty.
    public var coverageRectInView: CGRect {
        guard !isEmpty, let inverse = geometry.viewToSuperviewTransform.finiteInverse else { return .zero }
        return coverageRect.applying(inverse)
    }

    /// The pixels of the image under the coverage rect: what a crop through the opening takes.
    ///
    /// - Parameter layout: the view's image layout, laid out in bounds at the origin (its
    ///   `imageFrame` is this engine's ``contentFrame``).
    /// - Returns: the region in oriented and stored pixels, whole pixels clipped to the image;
    ///   `nil` when the engine is empty or the opening misses the image.
    public func cropRegion(in layout: ImageLayout) -> CropRegion? {
        guard !isEmpty else { return nil }
        return CropRegion(viewRect: coverageRectInView, layout: layout)
    }
}
