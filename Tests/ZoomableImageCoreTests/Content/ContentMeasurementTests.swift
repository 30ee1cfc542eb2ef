import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// When a zooming view measures its content: once per container size and per change, never on
/// a layout pass with nothing new. The measuring closure stands for SwiftUI's `sizeThatFits`: it
/// counts its calls and returns a size that depends on what it is offered (a 2:1 drawing that
/// fits the width), so a kept size for the wrong container would show.
@Suite struct ContentMeasurementTests {
    /// A fitting 2:1 drawing: as wide as offered, half as high.
    final class Drawing {
        var offers: [CGSize] = []
        func measure(_ size: CGSize) -> CGSize {
            offers.append(size)
            return CGSize(width: size.width, height: size.width / 2)
        }
    }

    @Test func theSameContainerSizeIsMeasuredOnce() {
        let drawing = Drawing()
        var measurement = ContentMeasurement()
        let sizes = (0..<3).map { _ in
            measurement.contentSize(forContainerSize: CGSize(width: 300, height: 500), measuring: drawing.measure)
        }
        #expect(sizes == Array(repeating: CGSize(width: 300, height: 150), count: 3))
        #expect(drawing.offers == [CGSize(width: 300, height: 500)])
    }

    /// Rotated, 500 × 300: measured for the new size (500 wide, so 500 × 250), and back again.
    @Test func aNewContainerSizeIsMeasuredAgain() {
        let drawing = Drawing()
        var measurement = ContentMeasurement()
        _ = measurement.contentSize(forContainerSize: CGSize(width: 300, height: 500), measuring: drawing.measure)
        let rotated = measurement.contentSize(forContainerSize: CGSize(width: 500, height: 300), measuring: drawing.measure)
        #expect(rotated == CGSize(width: 500, height: 250))
        let back = measurement.contentSize(forContainerSize: CGSize(width: 300, height: 500), measuring: drawing.measure)
        #expect(back == CGSize(width: 300, height: 150))
        #expect(drawing.offers == [CGSize(width: 300, height: 500), CGSize(width: 500, height: 300),
                                   CGSize(width: 300, height: 500)])
    }

    /// A change forgets the size: the next layout pass measures, the one after does not.
    @Test func aChangeIsMeasuredAtTheNextLayoutOnly() {
        let drawing = Drawing()
        var measurement = ContentMeasurement()
        let container = CGSize(width: 320, height: 240)
        _ = measurement.contentSize(forContainerSize: container, measuring: drawing.measure)
        measurement.invalidate()
        _ = measurement.contentSize(forContainerSize: container, measuring: drawing.measure)
        _ = measurement.contentSize(forContainerSize: container, measuring: drawing.measure)
        #expect(drawing.offers == [container, container])
    }
}
