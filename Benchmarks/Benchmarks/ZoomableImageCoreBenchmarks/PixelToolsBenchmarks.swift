import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// What the view adds to every geometry write for its pixel tools, when a pinch moves the image:
/// placing one marker, and deciding the magnification filter (grid off, as in a photo viewer).
/// Both run once per write, so once per recognizer callback; the goals are a pinch's: no
/// allocation, well under 100 ns (`Scripts/bench`). (A visible grid builds its line arrays per
/// write, a few hundred positions; it is off by default.)
func registerPixelToolsBenchmarks() {
    let mask = PhotoScene.tableMask
    let interaction = PhotoScene.pinchingInteraction()
    let shown: [ShownGeometry] = PhotoScene.zoomedGeometries.map(ShownGeometry.init)
    let pixels: [CGPoint] = (0..<PhotoScene.tableSize).map {
        CGPoint(x: 1000 + CGFloat($0) * 97.5, y: 700 + CGFloat($0) * 61.25)
    }

    Benchmark("Marker placement", configuration: perCallConfiguration()) { benchmark in
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(interaction.overlayPlacement(forPixel: pixels[step], scalesWithImage: false, at: shown[step]))
        }
    }
    Benchmark("Marker placement baseline", configuration: perCallConfiguration()) { benchmark in
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(pixels[step])
            blackHole(shown[step])
        }
        blackHole(interaction.geometry)
    }

    let options = PixelPresentationOptions(magnification: .sharpWhenPixelsSpan(devicePixels: 4))
    Benchmark("Pixel presentation", configuration: perCallConfiguration()) { benchmark in
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(interaction.pixelPresentation(from: shown[step], to: shown[(step + 1) & mask], options: options,
                                                    containerOriginInWindow: nil))
        }
    }
    Benchmark("Pixel presentation baseline", configuration: perCallConfiguration()) { benchmark in
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let step = index & mask
            blackHole(shown[step])
            blackHole(shown[(step + 1) & mask])
        }
        blackHole(interaction.geometry)
    }
}
