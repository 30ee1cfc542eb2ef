import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ImageDescription {
    /// Content that is not an image: a view of any kind, `size` points wide and high in its own
    /// coordinate space. It lays out and zooms exactly like an image of that point size at scale
    /// 1 and orientation up — so a tap's "pixel" is the content point under it, and a pixel rect
    /// a rect of content points — with ``isContent`` set, so that image-only features stay off.
    ///
    /// ```swift
    /// // A 600 × 400 pt diagram:
    /// let diagram = ImageDescription.content(size: CGSize(width: 600, height: 400))
    /// diagram.layout(contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
    ///     .imageFrame                 // (0, 150, 300, 200): drawn at half its size
    /// ```
    ///
    /// - Parameter size: the content's size in points. Zero, negative or non-finite: nothing to
    ///   zoom (an empty layout), as for an image of that size.
    /// - Returns: the description.
    public static func content(size: CGSize) -> ImageDescription {
        var description = ImageDescription(size: size, scale: 1, orientation: .up)
        description.isContent = true
        return description
    }
}
