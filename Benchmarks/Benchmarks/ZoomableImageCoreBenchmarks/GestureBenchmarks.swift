import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// One gesture event each, fed straight to a ``ZoomEngine`` through the method the view's input
/// calls, with a baseline twin per benchmark. Each run starts from a copy of the same engine state
/// (a plain value, copied before `startMeasurement()`), so runs are identical.
func registerGestureBenchmarks() {
    let mask = PhotoScene.tableMask

    // MARK: Pinch: `pinch(by:around:touchCount: 2)` at zoom 2, fingers drifting — exactly the
    // engine call the view's pinch input makes (with the touch-count check).

    let factors = PhotoScene.pinchFactors
    let centroids = PhotoScene.pinchCentroids
    let pinching = PhotoScene.pinchingEngine()
    Benchmark("Pinch event", configuration: perCallConfiguration()) { benchmark in
        var engine = pinching
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            engine.pinch(by: factors[step], around: centroids[step], touchCount: 2)
            blackHole(engine.geometry)
        }
    }
    Benchmark("Pinch event baseline", configuration: perCallConfiguration()) { benchmark in
        let engine = pinching
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(centroids[index & mask])
        }
        blackHole(engine.geometry)
    }

    // MARK: Pan: `pan(by:)` at zoom 2.5; x between the edges, y rubber-banding.

    let translations = PhotoScene.panTranslations
    let panning = PhotoScene.panningEngine()
    Benchmark("Pan event", configuration: perCallConfiguration()) { benchmark in
        var engine = panning
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            engine.pan(by: translations[index & mask])
            blackHole(engine.geometry)
        }
    }
    Benchmark("Pan event baseline", configuration: perCallConfiguration()) { benchmark in
        let engine = panning
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(translations[index & mask])
        }
        blackHole(engine.geometry)
    }

    // MARK: Settle: `settledGeometry(velocity:)` from past the maximum zoom, with a fling.

    let velocities = PhotoScene.releaseVelocities
    let overZoomed = PhotoScene.overZoomedEngine()
    Benchmark("Settle", configuration: perCallConfiguration()) { benchmark in
        let engine = overZoomed
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(engine.settledGeometry(velocity: velocities[index & mask]))
        }
    }
    Benchmark("Settle baseline", configuration: perCallConfiguration()) { benchmark in
        let engine = overZoomed
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(velocities[index & mask])
        }
        blackHole(engine.geometry)
    }

    // MARK: Double tap: `doubleTap(at:)`, alternately zooming in around the tap and back to rest.

    let taps = PhotoScene.tapLocations
    let resting = PhotoScene.restingEngine()
    Benchmark("Double tap", configuration: perCallConfiguration()) { benchmark in
        var engine = resting
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(engine.doubleTap(at: taps[index & mask]))
        }
    }
    Benchmark("Double tap baseline", configuration: perCallConfiguration()) { benchmark in
        let engine = resting
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(taps[index & mask])
        }
        blackHole(engine.geometry)
    }
}
