import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// The per-tap mappings: a view point to its image pixel, and building the one container → pixel
/// matrix that a batch of points goes through. Each has a baseline twin.
func registerMappingBenchmarks() {
    let mask = PhotoScene.tableMask
    let layout = PhotoScene.layout

    // MARK: `ImageLayout.pixel(forViewPoint:)`

    let viewPoints = PhotoScene.viewPoints
    Benchmark("pixel(forViewPoint:)", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(layout.pixel(forViewPoint: viewPoints[index & mask]))
        }
    }
    Benchmark("pixel(forViewPoint:) baseline", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(viewPoints[index & mask])
        }
    }

    // MARK: Container → pixel transform: the effective transform's inverse, then view → pixel.

    let geometries = PhotoScene.zoomedGeometries
    Benchmark("Container-to-pixel transform", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            let geometry = geometries[index & mask]
            blackHole(geometry.viewToSuperviewTransform.inverted().concatenating(layout.viewToPixelTransform))
        }
    }
    Benchmark("Container-to-pixel transform baseline", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(geometries[index & mask].transform)
        }
    }
}
