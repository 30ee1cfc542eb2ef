import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// One recognizer callback through the view's whole decision path — the input into
/// ``ZoomInteraction/handle(_:)``, its effects out, its reports taken from the queue — as the view
/// sends it, with a baseline twin and an *engine only* reference: the same event fed straight to
/// the ``ZoomEngine`` (what the view did before the interaction model). The goals: no allocation,
/// at most 1.5× the engine-only event (`Scripts/bench`).
func registerInteractionBenchmarks() {
    let mask = PhotoScene.tableMask
    let factors = PhotoScene.pinchFactors
    let centroids = PhotoScene.pinchCentroids

    // MARK: Pinch: `.pinch(.changed, …)` at zoom 2, fingers drifting; each event reports a zoom
    // change.

    let pinchingInteraction = PhotoScene.pinchingInteraction()
    registerPinchInput("Pinch input", pinchingInteraction)
    registerInputBaseline("Pinch input baseline", pinchingInteraction, table: centroids)
    let pinchingEngine = PhotoScene.pinchingEngine()
    Benchmark("Pinch input engine only", configuration: perCallConfiguration()) { benchmark in
        var engine = pinchingEngine
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            engine.pinch(by: factors[step], around: centroids[step], touchCount: 2)
            blackHole(engine.geometry)
        }
    }

    // MARK: Pan: `.pan(.changed, …)` at zoom 2.5; x between the edges, y rubber-banding.

    let translations = PhotoScene.panTranslations
    let panningInteraction = PhotoScene.panningInteraction()
    registerPanInput("Pan input", panningInteraction)
    registerInputBaseline("Pan input baseline", panningInteraction, table: translations)
    let panningEngine = PhotoScene.panningEngine()
    Benchmark("Pan input engine only", configuration: perCallConfiguration()) { benchmark in
        var engine = panningEngine
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            engine.pan(by: translations[index & mask])
            blackHole(engine.geometry)
        }
    }
}
