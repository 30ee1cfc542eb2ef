import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a zoomable view does to show its pixels at a geometry: the filter to magnify the image
/// with and the grid lines to draw — decided for the geometry being written, so that a settle
/// animation ends as sharp (or smooth) and as gridded as the zoom it heads to.
///
/// ```swift
/// let presentation = interaction.pixelPresentation(from: shown, to: target, options: options)
/// layer.magnificationFilter = CALayerContentsFilter(rawValue: presentation.magnificationFilter.rawValue)
/// ```
@_spi(Internals)
public struct PixelPresentation: Equatable, Sendable {
    /// The filter for the image layer's magnification.
    public var magnificationFilter: PixelFilter
    /// The grid lines (``PixelGridLines/hidden`` unless the options ask for a grid and the zoom
    /// is deep enough).
    public var grid: PixelGridLines
    /// How many device pixels one pixel of the bitmap on screen spans at the written geometry, on
    /// its narrower axis; 0 without an image or geometry to measure.
    public var devicePixelsPerPixel: CGFloat

    /// Describes a presentation. Each argument sets the property of the same name.
    public init(magnificationFilter: PixelFilter, grid: PixelGridLines, devicePixelsPerPixel: CGFloat) {
        self.magnificationFilter = magnificationFilter
        self.grid = grid
        self.devicePixelsPerPixel = devicePixelsPerPixel
    }

    /// The presentation of an image as laid out (view space), from what is shown (whose visible
    /// part gets grid lines too) to what is written. `coverage` is in container space; `nil` (no
    /// container) hides the grid. `displayScale` is device pixels per point;
    /// `containerOriginInWindow` is in window space (points), `nil` counting as the origin.
    public init(layout: ImageLayout, from shown: ViewGeometry, to target: ViewGeometry, coverage: CGRect?,
                displayScale: CGFloat, containerOriginInWindow: CGPoint?, options: PixelPresentationOptions) {
        let perPoint = layout.pointsPerPixel(of: layout.displayedPixelSize)
        let t = target.transform
        let onScreen = min(perPoint.width * hypot(t.a, t.b), perPoint.height * hypot(t.c, t.d)) * displayScale
        let density = onScreen.isFinite && onScreen > 0 ? onScreen : 0
        let grid = options.showsGrid
            ? coverage.map {
                PixelGridLines(layout: layout, from: shown, to: target, coverage: $0, displayScale: displayScale,
                               containerOriginInWindow: containerOriginInWindow ?? .zero,
                               minimumSpacing: options.minimumGridSpacing)
            } : nil
        self.init(magnificationFilter: options.magnification.filter(atDevicePixelsPerPixel: density),
                  grid: grid ?? .hidden, devicePixelsPerPixel: density)
    }
}
