import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// Where a marker pinned to `pixel` (oriented pixels) goes under a geometry the view shows or
    /// is written (during a settle animation, its target; during a gesture, the current one).
    public func overlayPlacement(forPixel pixel: CGPoint, scalesWithImage: Bool, at shown: ShownGeometry)
        -> PixelOverlayPlacement
    {
        PixelOverlayPlacement(pixel: pixel, scalesWithImage: scalesWithImage, layout: imageLayout,
                              geometry: viewGeometry(shown), coverage: containerBounds)
    }

    /// The magnification filter and grid for the view moving from what is shown to what is
    /// written, with the container and display the view has said. Content that is not an image
    /// has no pixels: smooth, no grid, whatever the options.
    ///
    /// `shown` (the presentation layer's geometry) counts only while an animation runs. Otherwise
    /// the presentation layer is the last frame drawn — one gesture event behind — and nothing
    /// animates from it: the target alone decides, so the grid a pinch or scroll zooms into is
    /// drawn at its last event even when no animation follows to draw it at its end.
    /// `containerOriginInWindow` is in window space (points); `nil` counts as the origin.
    public func pixelPresentation(from shown: ShownGeometry, to target: ShownGeometry, options: PixelPresentationOptions,
                                  containerOriginInWindow: CGPoint?) -> PixelPresentation
    {
        PixelPresentation(layout: imageLayout, from: viewGeometry(isAnimating ? shown : target), to: viewGeometry(target),
                          coverage: containerBounds, displayScale: display.effectiveScale,
                          containerOriginInWindow: containerOriginInWindow,
                          options: image.isContent ? PixelPresentationOptions() : options)
    }

    /// Which pixels to read for an oriented pixel's colour; `nil` outside the image, and for
    /// content that is not an image (it has no bitmap to read).
    public func pixelSample(forPixel pixel: CGPoint) -> PixelSample? {
        image.isContent ? nil : PixelSample(pixel: pixel, layout: imageLayout)
    }

    /// Where the canvas of what is drawn over the image goes — tiles and the pixel grid — for
    /// the image as laid out now: see ``ImageCanvasPlacement``.
    public var imageCanvasPlacement: ImageCanvasPlacement {
        ImageCanvasPlacement(layout: imageLayout)
    }

    /// The view's full geometry with a shown `center` and `transform`.
    func viewGeometry(_ shown: ShownGeometry) -> ViewGeometry {
        ViewGeometry(bounds: viewBounds, center: shown.center, transform: shown.transform)
    }
}
