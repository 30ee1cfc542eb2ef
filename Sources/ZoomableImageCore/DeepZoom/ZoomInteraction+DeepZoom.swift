import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// The viewport to plan tiles for: the container's bounds mapped into the image's stored
    /// pixels through the geometry the view shows — or, while an animation runs, the one it is
    /// heading to (``geometry``), so tiles load for where the zoom ends — at the display's scale.
    ///
    /// Show a tiled image as a base copy with the pyramid's size as its original
    /// (`ImageDescription(…, original: OriginalImage(pixelSize: pyramid.storedPixelSize, …))`),
    /// so that the layout's stored pixels are level 0's. ``TileViewport/none`` before the view
    /// has a container, a layout or an image.
    @_spi(Internals) public var tileViewport: TileViewport {
        viewport(at: viewGeometry(ShownGeometry(geometry)))
    }

    /// The viewport at rest (zoom 1, the resting centre): what the base copy must show sharply.
    /// Its ``TileViewport/devicePixelsPerStoredPixel`` chooses the base level
    /// (``TilePlanner/baseLevel(for:devicePixelsPerStoredPixelAtRest:)``).
    @_spi(Internals) public var restingTileViewport: TileViewport {
        viewport(at: ViewGeometry(bounds: viewBounds, center: restingCenter))
    }

    /// The container's bounds through `geometry` into stored pixels.
    private func viewport(at geometry: ViewGeometry) -> TileViewport {
        guard let containerBounds else { return .none }
        return TileViewport(layout: imageLayout, geometry: geometry, visibleContainerRect: containerBounds,
                            displayScale: display.effectiveScale)
    }
}
