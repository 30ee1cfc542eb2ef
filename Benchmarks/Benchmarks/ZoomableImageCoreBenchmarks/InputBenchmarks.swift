import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

// The gesture events the interaction and content benchmarks send, over ``PhotoScene``'s tables:
// each event goes into ``ZoomInteraction/handle(_:)`` and its reports are taken from the queue as
// the view delivers them. A *baseline* twin reads the same table and nothing else.

/// Registers `name`: `.pinch(.changed, …)` events into a copy of `interaction` (mid-pinch).
func registerPinchInput(_ name: String, _ interaction: ZoomInteraction) {
    let mask = PhotoScene.tableMask
    let factors = PhotoScene.pinchFactors
    let centroids = PhotoScene.pinchCentroids
    Benchmark(name, configuration: perCallConfiguration()) { benchmark in
        var interaction = interaction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(interaction.handle(.pinch(.changed, scale: factors[step], centroid: centroids[step], touchCount: 2)))
            while let report = interaction.takeReport() {
                blackHole(report)
            }
        }
    }
}

/// Registers `name`: `.pan(.changed, …)` events into a copy of `interaction` (mid-pan).
func registerPanInput(_ name: String, _ interaction: ZoomInteraction) {
    let mask = PhotoScene.tableMask
    let translations = PhotoScene.panTranslations
    let velocities = PhotoScene.releaseVelocities
    Benchmark(name, configuration: perCallConfiguration()) { benchmark in
        var interaction = interaction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(interaction.handle(.pan(.changed, translation: translations[step], velocity: velocities[step])))
            while let report = interaction.takeReport() {
                blackHole(report)
            }
        }
    }
}

/// Registers `name`: the reads of `table` an input benchmark makes, and nothing else.
func registerInputBaseline(_ name: String, _ interaction: ZoomInteraction, table: [CGPoint]) {
    let mask = PhotoScene.tableMask
    Benchmark(name, configuration: perCallConfiguration()) { benchmark in
        let interaction = interaction
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(table[index & mask])
        }
        blackHole(interaction.geometry)
    }
}
