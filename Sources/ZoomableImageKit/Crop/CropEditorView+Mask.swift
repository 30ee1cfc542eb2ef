#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// The shape a crop editor shows its crop as — the box, the box with rounded corners, or a
    /// circle for an avatar. The output is the box's pixels whatever the mask: it is how the
    /// app will draw them.
    public struct Mask: Equatable, Sendable {
        let shape: CropMask

        /// The box itself. The default.
        public static let rectangle = Mask(shape: .rectangle)

        /// The circle in the box, which the editor holds square (other presets are ignored).
        public static let circle = Mask(shape: .circle)

        /// The box with corners of `cornerRadius` points (at most half its shorter side; a radius
        /// that is not finite and positive gives square corners).
        public static func roundedRectangle(cornerRadius: CGFloat) -> Mask {
            Mask(shape: .roundedRectangle(cornerRadius: cornerRadius))
        }
    }
}
#endif
