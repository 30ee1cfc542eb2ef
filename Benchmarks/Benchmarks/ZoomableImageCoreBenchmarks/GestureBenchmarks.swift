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

    // MARK: The same pinch written by hand over plain values: the reference "Pinch event" is held
    // to (at most 2×, `Scripts/bench`). Same start, same inputs, same results.

    let handWritten = HandWrittenPinch(pinching)
    Benchmark("Pinch event hand-written", configuration: perCallConfiguration()) { benchmark in
        var pinch = handWritten
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            handWrittenPinch(&pinch, by: factors[step], around: centroids[step])
            blackHole(pinch)
        }
    }
    Benchmark("Pinch event hand-written baseline", configuration: perCallConfiguration()) { benchmark in
        let pinch = handWritten
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(centroids[index & mask])
        }
        blackHole(pinch)
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

/// A pinch in progress as plain values: the view's centre and zoom scale, the last centroid and
/// the zoom limits, all in container space (points) — what ``handWrittenPinch(_:by:around:)``
/// needs and nothing else.
struct HandWrittenPinch {
    var center: CGPoint
    var scale: CGFloat
    var focalPoint: CGPoint
    /// The limits, read from the engine's configuration (not literals the optimizer could fold).
    let minimum: CGFloat
    let maximum: CGFloat

    /// The values of an engine mid-pinch (its focal point is the last of ``PhotoScene/pinchCentroids``).
    init(_ engine: ZoomEngine) {
        center = engine.geometry.center
        scale = engine.zoomScale
        focalPoint = PhotoScene.pinchCentroids[PhotoScene.tableMask]
        minimum = engine.minimumZoomScale
        maximum = engine.maximumZoomScale
    }
}

/// The engine's focal pinch (`ZoomEngine.pinch(by:around:)` with bouncing on) written out by hand:
/// the same checks, the same rubber band at the limits, the same arithmetic in the same order (less
/// the engine's exact `· 1` and `/ 1` of an unbanded side), so the same results to the bit.
///
/// The scale: the fingers' raw scale (the band undone: f⁻¹(y) = y / ((1 − y) · c) on the ratio to
/// the limit, c = 0.55) times `factor`, banded again (f(x) = 1 − 1 / (x · c + 1)); a shown scale
/// beyond the band's reach only moves back towards the limits. The centre: the image point under
/// the previous centroid goes under the new one, center = centroid − (previous − center) · ratio.
/// A non-finite factor, centroid or result changes nothing.
@inline(__always)
func handWrittenPinch(_ pinch: inout HandWrittenPinch, by factor: CGFloat, around centroid: CGPoint) {
    guard factor.isFinite, factor > 0, centroid.x.isFinite, centroid.y.isFinite else { return }
    let c: CGFloat = 0.55
    let minimum = pinch.minimum, maximum = pinch.maximum
    let scale = pinch.scale
    var newScale: CGFloat
    if scale >= minimum, scale <= maximum {
        newScale = scale * factor
    } else if scale > maximum {
        let y = scale / maximum - 1
        guard y < 1 - 1e-9 else { return handWrittenStep(&pinch, to: max(scale * min(factor, 1), maximum), around: centroid) }
        newScale = maximum * (1 + y / ((1 - y) * c)) * factor
    } else {
        let y = minimum / scale - 1
        guard y < 1 - 1e-9 else { return handWrittenStep(&pinch, to: min(scale * max(factor, 1), minimum), around: centroid) }
        newScale = minimum / (1 + y / ((1 - y) * c)) * factor
    }
    if newScale > maximum {
        newScale = maximum * (1 + (1 - 1 / ((newScale / maximum - 1) * c + 1)))
    } else if newScale < minimum {
        newScale = minimum / (1 + (1 - 1 / ((minimum / newScale - 1) * c + 1)))
    }
    handWrittenStep(&pinch, to: newScale, around: centroid)
}

/// The hand-written pinch's last step: scale to `newScale` about `centroid`, keeping the image
/// point under the previous centroid under it; nothing changes when the result is not finite.
@inline(__always)
func handWrittenStep(_ pinch: inout HandWrittenPinch, to newScale: CGFloat, around centroid: CGPoint) {
    let ratio = newScale / pinch.scale
    let x = centroid.x - (pinch.focalPoint.x - pinch.center.x) * ratio
    let y = centroid.y - (pinch.focalPoint.y - pinch.center.y) * ratio
    guard x.isFinite, y.isFinite, newScale.isFinite, newScale > 0 else { return }
    pinch.center = CGPoint(x: x, y: y)
    pinch.scale = newScale
    pinch.focalPoint = centroid
}
