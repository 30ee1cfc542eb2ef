import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One pixel's colour as read from a bitmap: its colour components, not premultiplied, and its
/// alpha, in the colour space the read used.
///
/// ```swift
/// let color = PixelColor(components: [1, 0.5, 0], alpha: 1, colorSpace: .image)
/// CGColor(colorSpace: image.colorSpace!, components: color.componentsWithAlpha)
/// ```
public struct PixelColor: Equatable, Sendable, Codable {
    /// The colour components (red, green, blue; gray; cyan, magenta, yellow, black), not
    /// premultiplied: 0…1, or beyond for extended-range (wide colour, HDR) values. All 0 for a
    /// fully transparent pixel.
    public var components: [CGFloat]
    /// The alpha, 0 (transparent) … 1 (opaque).
    public var alpha: CGFloat
    /// The colour space the components are in.
    public var colorSpace: PixelReadFormat.ColorSpace

    /// Describes a colour. Each argument sets the property of the same name (see each for its
    /// range).
    public init(components: [CGFloat], alpha: CGFloat, colorSpace: PixelReadFormat.ColorSpace) {
        self.components = components
        self.alpha = alpha
        self.colorSpace = colorSpace
    }

    /// The components followed by the alpha: what `CGColor(colorSpace:components:)` takes.
    public var componentsWithAlpha: [CGFloat] {
        components + [alpha]
    }

    /// The colour from a premultiplied read: each component divided by the alpha (all 0 where the
    /// alpha is 0), in `colorSpace`.
    public init(premultiplied: [CGFloat], alpha: CGFloat, colorSpace: PixelReadFormat.ColorSpace) {
        let alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        self.init(components: premultiplied.map { alpha > 0 && $0.isFinite ? $0 / alpha : 0 }, alpha: alpha,
                  colorSpace: colorSpace)
    }

    /// The colour from two reads without alpha: the pixel drawn over a background of zeros and
    /// over one of ones. Each read component is c · a + background · (1 − a), so
    /// a = 1 − (overOnes − overZeros) and c = overZeros / a, in `colorSpace`.
    public init(overZeros: [CGFloat], overOnes: [CGFloat], colorSpace: PixelReadFormat.ColorSpace) {
        let coverage = zip(overZeros, overOnes).map { 1 - ($1 - $0) }
        let alpha = coverage.isEmpty ? 1 : coverage.reduce(0, +) / CGFloat(coverage.count)
        self.init(premultiplied: overZeros, alpha: alpha, colorSpace: colorSpace)
    }
}
