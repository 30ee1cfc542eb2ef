import Foundation

extension PixelColorSource {
    /// A colour space's model, by `CGColorSpaceModel`'s raw values.
    ///
    /// ```swift
    /// PixelColorSource.Model(coreGraphicsRawValue: space.model.rawValue)   // .rgb for sRGB
    /// ```
    public enum Model: Int32, Equatable, Sendable, Codable, CaseIterable {
        /// An unknown model, or none (an alpha-only image has no colour space).
        case unknown = -1
        /// Gray.
        case monochrome = 0
        /// Red, green, blue.
        case rgb = 1
        /// Cyan, magenta, yellow, black.
        case cmyk = 2
        /// CIE L\*a\*b\* (CIELAB).
        case lab = 3
        /// DeviceN (named inks).
        case deviceN = 4
        /// A palette over a base space.
        case indexed = 5
        /// A pattern.
        case pattern = 6
        /// CIE XYZ.
        case xyz = 7

        /// The model with `CGColorSpaceModel`'s raw value (`space.model.rawValue`); a value Core
        /// Graphics does not define (a newer SDK's) is ``unknown``.
        public init(coreGraphicsRawValue: Int32) {
            self = Model(rawValue: coreGraphicsRawValue) ?? .unknown
        }
    }
}
