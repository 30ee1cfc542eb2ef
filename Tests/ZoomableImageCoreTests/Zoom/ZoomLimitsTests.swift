import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The limits actually used when the configuration holds values that make no sense.
@Suite struct ZoomLimitsTests {
    static func engine(minimum: CGFloat = 1, maximum: CGFloat = 4, doubleTap: CGFloat = 2.5) -> ZoomEngine {
        Fixture.photoEngine {
            $0.minimumZoomScale = minimum
            $0.maximumZoomScale = maximum
            $0.doubleTapZoomScale = doubleTap
        }
    }

    @Test func theDefaultsAreOneToFourWithADoubleTapToTwoAndAHalf() {
        let configuration = ZoomConfiguration()
        #expect(configuration.minimumZoomScale == 1)
        #expect(configuration.maximumZoomScale == 4)
        #expect(configuration.doubleTapZoomScale == 2.5)
        #expect(configuration.bouncesZoom && configuration.bouncesPan)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity, -.infinity])
    func aBadMinimumBecomesOne(minimum: CGFloat) {
        #expect(Self.engine(minimum: minimum).minimumZoomScale == 1)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, -.infinity])
    func aBadMaximumBecomesFour(maximum: CGFloat) {
        #expect(Self.engine(maximum: maximum).maximumZoomScale == 4)
    }

    @Test func anInfiniteMaximumIsCappedSoFramesStayFinite() {
        var engine = Self.engine(maximum: .infinity)
        #expect(engine.maximumZoomScale == ZoomConfiguration.largestZoomScale)
        engine.beginInteraction()
        for _ in 0..<100 { engine.pinch(by: 10, around: CGPoint(x: 150, y: 250)) }
        #expect(engine.zoomScale <= 2 * ZoomConfiguration.largestZoomScale)
        #expect(engine.geometry.center.isFinitePoint)
        #expect(engine.endInteraction(velocity: .zero).transform.a == ZoomConfiguration.largestZoomScale)
    }

    @Test func aMinimumAboveTheMaximumWins() {
        let engine = Self.engine(minimum: 3, maximum: 2)
        #expect(engine.minimumZoomScale == 3)
        #expect(engine.maximumZoomScale == 3)
        // And the rest geometry is at 3.
        #expect(engine.zoomScale == 3)
    }

    @Test func limitsBeyondTheEnginesRangeAreBroughtIntoIt() {
        // 1/10 000 … 10 000 whatever the configuration says (see ZoomConfiguration).
        let tiny = Self.engine(minimum: 1e-6, maximum: 1e-5)
        #expect(tiny.minimumZoomScale == 1e-4)
        #expect(tiny.maximumZoomScale == 1e-4)
        let huge = Self.engine(minimum: 1e6, maximum: 1e7)
        #expect(huge.minimumZoomScale == 1e4)
        #expect(huge.maximumZoomScale == 1e4)
        #expect(Self.engine(minimum: 0.5, maximum: 1e7).maximumZoomScale == 1e4)
    }

    @Test func aScaleWithinOnePartInABillionOfTheMinimumIsAtRest() {
        // Minimum 3, so that a relative tolerance and an absolute one differ: 3 · (1 + 5e-10) is
        // the minimum up to rounding, and a double tap zooms in from it; 3 · (1 + 5e-9) is zoomed
        // in, and a double tap goes back to rest.
        var engine = Self.engine(minimum: 3, maximum: 8, doubleTap: 6)
        engine.setZoomScale(3 * (1 + 5e-10), around: CGPoint(x: 150, y: 250))
        #expect(engine.isAtRest)
        #expect(engine.doubleTap(at: CGPoint(x: 150, y: 250)).transform.a == 6)
        engine = Self.engine(minimum: 3, maximum: 8, doubleTap: 6)
        engine.setZoomScale(3 * (1 + 5e-9), around: CGPoint(x: 150, y: 250))
        #expect(!engine.isAtRest)
        #expect(engine.doubleTap(at: CGPoint(x: 150, y: 250)).transform.a == 3)
    }

    @Test(arguments: [CGFloat(0), -1, .nan, .infinity])
    func aBadDoubleTapScaleBecomesTwoAndAHalf(doubleTap: CGFloat) {
        var engine = Self.engine(doubleTap: doubleTap)
        #expect(engine.doubleTap(at: CGPoint(x: 150, y: 250)).transform.a == 2.5)
    }

    @Test func aDoubleTapScaleOutsideTheLimitsIsClamped() {
        var engine = Self.engine(doubleTap: 40)
        #expect(engine.doubleTap(at: CGPoint(x: 150, y: 250)).transform.a == 4)
    }
}
