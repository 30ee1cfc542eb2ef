import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// A `ZoomableView`'s (and `.zoomable()`'s) gesture events: the same inputs as *Pinch input* and
/// *Pan input*, through the same interaction, zooming an 800 × 600 pt content view instead of the
/// photo — laid out in the same frame (4 : 3, aspect fit), so the engine does the same work. Each
/// has a baseline twin and an *image view* reference: the same event on the photo's view. The
/// goals: no allocation, and no more than the image view's cost (`Scripts/bench`, 1.1× for the
/// noise between two runs of the same work).
func registerContentBenchmarks() {
    let content = ImageDescription.content(size: CGSize(width: 800, height: 600))

    let pinching = ContentScene.pinchingInteraction(content)
    registerPinchInput("Content pinch input", pinching)
    registerInputBaseline("Content pinch input baseline", pinching, table: PhotoScene.pinchCentroids)
    registerPinchInput("Content pinch input image view", PhotoScene.pinchingInteraction())

    let panning = ContentScene.panningInteraction(content)
    registerPanInput("Content pan input", panning)
    registerInputBaseline("Content pan input baseline", panning, table: PhotoScene.panTranslations)
    registerPanInput("Content pan input image view", PhotoScene.panningInteraction())
}

/// ``PhotoScene``'s view zooming content instead of the photo: the same container and states.
enum ContentScene {
    /// Initialized, in its container, aspect fit, showing `content`, at rest (drawn once).
    static func restingInteraction(_ content: ImageDescription) -> ZoomInteraction {
        var interaction = ZoomInteraction()
        let container = PhotoScene.containerBounds
        let inputs: [ZoomInput] = [
            .initialize(center: CGPoint(x: container.midX, y: container.midY), bounds: container),
            .contentMode(.scaleAspectFit),
            .container(container),
            .image(content, identity: 1),
        ]
        for input in inputs {
            _ = interaction.handle(input)
        }
        PhotoScene.drain(&interaction)
        return interaction
    }

    /// Mid-pinch at zoom 2, the fingers' last centroid the last of ``PhotoScene/pinchCentroids``.
    static func pinchingInteraction(_ content: ImageDescription) -> ZoomInteraction {
        var interaction = restingInteraction(content)
        _ = interaction.handle(.setZoomScale(2, animated: false, shown: ShownGeometry(interaction.geometry)))
        _ = interaction.handle(.pinch(.began, scale: 1, centroid: PhotoScene.pinchCentroids[PhotoScene.tableMask], touchCount: 2))
        PhotoScene.drain(&interaction)
        return interaction
    }

    /// Mid-pan at zoom 2.5.
    static func panningInteraction(_ content: ImageDescription) -> ZoomInteraction {
        var interaction = restingInteraction(content)
        _ = interaction.handle(.setZoomScale(2.5, animated: false, shown: ShownGeometry(interaction.geometry)))
        _ = interaction.handle(.pan(.began, translation: .zero, velocity: .zero))
        PhotoScene.drain(&interaction)
        return interaction
    }
}
