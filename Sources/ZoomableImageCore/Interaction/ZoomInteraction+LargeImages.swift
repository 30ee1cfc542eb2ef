import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// What to decode a large image for now: the current load, the view's size (the screen's
    /// before the first layout), the display's scale and the maximum zoom in force (sanitized,
    /// and never below the minimum: a NaN maximum plans for 4, not a full-size decode).
    public var decodeRequest: DecodeRequest {
        let hasSize = viewBounds.width > 0 && viewBounds.height > 0
        let size = hasSize ? viewBounds.size : display.screenSize ?? viewBounds.size
        return DecodeRequest(generation: loadGeneration, containerSize: size, screenScale: display.effectiveScale,
                             maximumZoomScale: engine.maximumZoomScale, contentMode: contentMode)
    }

    /// Asks for a sharper copy of the large original on screen when the view now needs more
    /// pixels than the copy holds — it grew (a rotation to landscape), the maximum zoom rose, the
    /// display is denser — and none that large is already being decoded. Never a smaller one,
    /// and only at rest (see ``setSharperCopy(_:identity:generation:_:)``): called after every
    /// input that leaves the view at rest.
    mutating func requestSharperCopyIfNeeded(_ effects: inout ZoomEffects) {
        guard isInitialized, let original = image.original, canZoom, !isZooming else { return }
        let request = decodeRequest
        let side = CGFloat(request.plan(for: original).maximumPixelSize)
        // Whole pixels: a copy's side within half a pixel of what is needed is enough.
        guard side > image.longestPixelSide.rounded(), side > requestedCopySide else { return }
        requestedCopySide = side
        effects.startsDecode = true
    }
}
