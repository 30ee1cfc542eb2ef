import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// Mapping a batch of container points to image pixels through one matrix, against a
/// hand-written loop of the six multiply-adds over the same points (the goal: within 2×), and
/// a baseline twin that only copies the points.
///
/// The points and the output buffer are made once, lazily, before the first measured run; the
/// loops read and write through buffer pointers so that all three do the same memory traffic.
enum BatchMapping {
    /// Points per batch.
    static let pointCount = 1_000_000

    /// A 1000 × 1000 grid over the container, in container space (points).
    static let containerPoints: [CGPoint] = {
        let side = 1_000
        let bounds = PhotoScene.containerBounds
        return (0..<pointCount).map { index in
            CGPoint(x: bounds.width * CGFloat(index % side) / CGFloat(side),
                    y: bounds.height * CGFloat(index / side) / CGFloat(side))
        }
    }()
}

func registerBatchMappingBenchmarks() {
    let count = BatchMapping.pointCount
    let configuration = Benchmark.Configuration(tags: ["ops": String(count)], scalingFactor: .one)
    // One output buffer, shared by the three benchmarks; allocated on first use, before
    // `startMeasurement()`, and written in place (uniquely referenced: no copy, no allocation).
    var output: [CGPoint] = []

    Benchmark("Map points", configuration: configuration) { benchmark in
        let points = BatchMapping.containerPoints
        if output.count != count { output = Array(repeating: .zero, count: count) }
        let transform = PhotoScene.containerToPixel
        benchmark.startMeasurement()
        points.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for index in 0..<count {
                    destination[index] = source[index].applying(transform)
                }
            }
        }
        blackHole(output[count - 1])
    }

    Benchmark("Map points hand-written", configuration: configuration) { benchmark in
        let points = BatchMapping.containerPoints
        if output.count != count { output = Array(repeating: .zero, count: count) }
        let t = PhotoScene.containerToPixel
        benchmark.startMeasurement()
        points.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for index in 0..<count {
                    let p = source[index]
                    destination[index] = CGPoint(x: t.a * p.x + t.c * p.y + t.tx,
                                                 y: t.b * p.x + t.d * p.y + t.ty)
                }
            }
        }
        blackHole(output[count - 1])
    }

    Benchmark("Map points baseline", configuration: configuration) { benchmark in
        let points = BatchMapping.containerPoints
        if output.count != count { output = Array(repeating: .zero, count: count) }
        benchmark.startMeasurement()
        points.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for index in 0..<count {
                    destination[index] = source[index]
                }
            }
        }
        blackHole(output[count - 1])
    }
}
