import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// What a SwiftUI `ZoomableImage` update costs for its `pixelOverlays` markers
/// (``PixelOverlaySet``): with a displayed zoom binding SwiftUI updates the view on every pinch
/// event, up to 120 times a second, so an update that changes nothing else must do no marker work
/// — 0 placements, no allocation — and cost well under 100 ns per marker. One run is one update of
/// 100 (or 1 000) markers; "(ops: N)" counts markers, so the time goal is per marker.
///
/// The placements are checked before measuring (a `precondition`): an unchanged update places 0
/// markers, an update that moves every marker places N. (The moving update allocates its new
/// dictionary by design, so it has no benchmark under the zero-allocation goal.)
func registerSwiftUIUpdateBenchmarks() {
    for count in [100, 1000] {
        let items = markers(count, shift: 0)
        let moved = markers(count, shift: 1)
        var shown = PixelOverlaySet<Int, Int>()
        _ = shown.update(to: items, environmentChanged: false, sameContent: ==)
        var check = shown
        precondition(check.update(to: items, environmentChanged: false, sameContent: ==).placementCount == 0)
        precondition(check.update(to: moved, environmentChanged: false, sameContent: ==).placementCount == count)
        let configuration = Benchmark.Configuration(tags: ["ops": String(count)], scalingFactor: .one)

        Benchmark("Overlay update, unchanged \(count)", configuration: configuration) { benchmark in
            var set = shown
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(set.update(to: items, environmentChanged: false, sameContent: ==))
            }
        }
        Benchmark("Overlay update, unchanged \(count) baseline", configuration: configuration) { benchmark in
            let set = shown
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(items)
            }
            blackHole(set.count)
        }
    }
}

/// `count` markers on a lattice of a 8064 × 6048 photo, each pinned to a cell's centre, moved
/// `shift` pixels right; content: the item's number.
func markers(_ count: Int, shift: CGFloat) -> [PixelOverlaySet<Int, Int>.Marker] {
    (0..<count).map { index in
        PixelOverlaySet.Marker(id: index, pin: PixelOverlayPin(pixel: CGPoint(x: 201.6 + 403.2 * CGFloat(index % 20) + shift,
                                                                              y: 302.4 + 604.8 * CGFloat(index / 20))),
                               content: index)
    }
}
