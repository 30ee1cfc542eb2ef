import Foundation

/// What a bitmap's pixels are, as far as reading one of them goes: its colour space's model and
/// component count, whether a bitmap can be drawn in that space, and whether it has alpha:
/// what a view reads from a `CGImage` to choose how to read one of its pixels
/// (``PixelReadFormat/candidates(for:)``).
///
/// ```swift
/// let space = cgImage.colorSpace
/// let source = PixelColorSource(modelRawValue: space?.model.rawValue,
///                               componentCount: space?.numberOfComponents,
///                               supportsOutput: space?.supportsOutput,
///                               alphaInfoRawValue: cgImage.alphaInfo.rawValue,
///                               bitsPerComponent: cgImage.bitsPerComponent)
/// ```
public struct PixelColorSource: Equatable, Sendable, Codable {
    /// The colour space's model; ``Model-swift.enum/unknown`` without a colour space.
    public var model: Model
    /// The colour space's number of colour components (alpha not included).
    public var componentCount: Int
    /// Whether bitmaps can be drawn in the colour space (`CGColorSpace.supportsOutput`).
    public var supportsOutput: Bool
    /// Whether the bitmap has an alpha channel (premultiplied or not).
    public var hasAlpha: Bool
    /// Bits per component of the bitmap (8 for most images, 16 for 16-bit PNGs and TIFFs, 32 for
    /// float images). 8 by default.
    public var bitsPerComponent: Int

    /// Describes a bitmap's pixels from Core Graphics' raw values: `colorSpace.model.rawValue`,
    /// `numberOfComponents` and `supportsOutput` (`nil` without a colour space: no model, 0
    /// components, `false`), `cgImage.alphaInfo.rawValue` (0 none, 5 and 6 skip: no alpha; any
    /// other value has) and `cgImage.bitsPerComponent` (default 8).
    public init(modelRawValue: Int32?, componentCount: Int?, supportsOutput: Bool?, alphaInfoRawValue: UInt32,
                bitsPerComponent: Int = 8) {
        self.bitsPerComponent = bitsPerComponent
        model = modelRawValue.map(Model.init(coreGraphicsRawValue:)) ?? .unknown
        self.componentCount = componentCount ?? 0
        self.supportsOutput = supportsOutput ?? false
        hasAlpha = ![0, 5, 6].contains(alphaInfoRawValue)
    }
}
