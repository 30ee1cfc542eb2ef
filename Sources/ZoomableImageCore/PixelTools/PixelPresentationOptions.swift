import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a zoomable view shows its image's pixels when zoomed in: the magnification filter and the
/// pixel grid. The defaults are a photo viewer's: smooth, no grid.
///
/// ```swift
/// var options = PixelPresentationOptions()
/// options.magnification = .sharpWhenPixelsSpan(devicePixels: 4)
/// options.showsGrid = true
/// ```
@_spi(Internals)
public struct PixelPresentationOptions: Equatable, Sendable, Codable {
    /// How pixels are magnified. ``PixelMagnification/smooth`` by default.
    public var magnification: PixelMagnification
    /// Whether hairlines are drawn between image pixels once a pixel spans at least
    /// ``minimumGridSpacing`` points on screen. `false` by default.
    public var showsGrid: Bool
    /// The smallest on-screen pixel size, in points, at which the grid shows.
    /// ``PixelGridLines/defaultMinimumSpacing`` (8 pt) by default.
    public var minimumGridSpacing: CGFloat

    /// Describes the options. Each argument sets the property of the same name (see each for its
    /// unit and default).
    public init(magnification: PixelMagnification = .smooth, showsGrid: Bool = false,
                minimumGridSpacing: CGFloat = PixelGridLines.defaultMinimumSpacing) {
        self.magnification = magnification
        self.showsGrid = showsGrid
        self.minimumGridSpacing = minimumGridSpacing
    }
}
