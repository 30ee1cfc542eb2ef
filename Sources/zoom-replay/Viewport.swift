import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The part of container space one frame draws, and the scale it is drawn at: the drawing's
/// `viewBox` is ``region`` and its size is ``pixelSize`` CSS pixels, so one CSS pixel is
/// ``unit`` points. Stroke widths, font sizes and offsets are given in CSS pixels and multiplied
/// by ``unit``, so they look the same in every frame whatever its zoom.
struct Viewport: Equatable {
    /// The region of container space shown (points).
    let region: CGRect
    /// The drawing's size in CSS pixels.
    let pixelSize: CGSize

    /// Container points per CSS pixel.
    var unit: CGFloat {
        let unit = region.width / pixelSize.width
        return unit.isFinite && unit > 0 ? unit : 1
    }

    /// `pixels` CSS pixels as a length in container points.
    func length(_ pixels: CGFloat) -> CGFloat {
        pixels * unit
    }

    /// A dash pattern of `on` and `off` CSS pixels.
    func dash(_ on: CGFloat, _ off: CGFloat) -> String {
        "\(SVGBuilder.n(length(on))) \(SVGBuilder.n(length(off)))"
    }
}
