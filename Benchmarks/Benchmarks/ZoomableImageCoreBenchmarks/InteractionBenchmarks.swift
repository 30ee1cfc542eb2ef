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
    // change, taken from the queue as the view delivers it.

    let pinchingInteraction = PhotoScene.pinchingInteraction()
    Benchmark("Pinch input", configuration: perCallConfiguration()) { benchmark in
        var interaction = pinchingInteraction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(interaction.handle(.pinch(.changed, scale: factors[step], centroid: centroids[step], touchCount: 2)))
            while let report = interaction.takeReport() {
                blackHole(report)
            }
        }
    }
    Benchmark("Pinch input baseline", configuration: perCallConfiguration()) { benchmark in
        let interaction = pinchingInteraction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(centroids[index & mask])
        }
        blackHole(interaction.geometry)
    }
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
    let velocities = PhotoScene.releaseVelocities
    let panningInteraction = PhotoScene.panningInteraction()
    Benchmark("Pan input", configuration: perCallConfiguration()) { benchmark in
        var interaction = panningInteraction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(interaction.handle(.pan(.changed, translation: translations[step], velocity: velocities[step])))
            while let report = interaction.takeReport() {
                blackHole(report)
            }
        }
    }
    Benchmark("Pan input baseline", configuration: perCallConfiguration()) { benchmark in
        let interaction = panningInteraction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(translations[index & mask])
        }
        blackHole(interaction.geometry)
    }
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

