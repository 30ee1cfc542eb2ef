import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// How the engine takes UIKit's incremental recognizer values: centroid tracking, touch-count
/// changes, pinch and pan together, interrupted animations, and values it must not trust.
@Suite struct ZoomEngineGestureInputTests {
    @Test func aMovingCentroidPansTheImage() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 1, around: CGPoint(x: 100, y: 100))
        engine.pinch(by: 1, around: CGPoint(x: 130, y: 90))          // fingers moved (+30, −10) together
        #expect(engine.geometry.center == CGPoint(x: 180, y: 240))
    }

    @Test func pinchAndMoveTogetherKeepTheImagePointUnderTheFingers() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 1.2, around: CGPoint(x: 100, y: 200))
        let underFingers = engine.geometry.convertFromSuperview(CGPoint(x: 100, y: 200))
        engine.pinch(by: 1.5, around: CGPoint(x: 160, y: 260))
        // The point that was under (100, 200) followed the centroid to (160, 260), scaled about it.
        #expect(isClose(engine.geometry.convertToSuperview(underFingers), CGPoint(x: 160, y: 260)))
        #expect(isClose(engine.zoomScale, 1.8))
    }

    @Test func aFingerLiftingDoesNotJumpTheImage() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 100, y: 100), touchCount: 2)
        let before = engine.geometry
        // One finger lifts: the centroid jumps to the remaining finger at (180, 140), nothing moved.
        engine.pinch(by: 1, around: CGPoint(x: 180, y: 140), touchCount: 1)
        #expect(engine.geometry == before)
        // The remaining finger moves by (+10, 0): the image follows by exactly that.
        engine.pinch(by: 1, around: CGPoint(x: 190, y: 140), touchCount: 1)
        #expect(engine.geometry.center == CGPoint(x: before.center.x + 10, y: before.center.y))
    }

    @Test func rebaseliningByHandAlsoPreventsTheJump() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 1.5, around: CGPoint(x: 100, y: 100))
        let before = engine.geometry
        engine.rebaselineFocalPoint(CGPoint(x: 250, y: 400))
        engine.pinch(by: 1, around: CGPoint(x: 250, y: 400))
        #expect(engine.geometry == before)
    }

    @Test func panTranslationsAreIgnoredWhileAPinchCarriesTheFingers() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 150, y: 250))
        let before = engine.geometry
        // The pan recognizer sees the same two fingers move; the pinch centroid already did.
        engine.pan(by: CGPoint(x: 40, y: 0))
        #expect(engine.geometry == before)
        // The pinch recognizer ends with one finger still down: panning takes over.
        engine.endPinch()
        engine.pan(by: CGPoint(x: 40, y: 0))
        #expect(engine.geometry.center == CGPoint(x: before.center.x + 40, y: before.center.y))
    }

    @Test func aGestureInterruptingAnAnimationStartsFromWhatIsOnScreen() {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        // Half-way through an animation the view shows scale 2.2 at (170, 260).
        let presented = ViewGeometry(bounds: engine.geometry.bounds, center: CGPoint(x: 170, y: 260),
                                     transform: CGAffineTransform(scaleX: 2.2, y: 2.2))
        engine.beginInteraction(presentedGeometry: presented)
        #expect(engine.geometry.center == CGPoint(x: 170, y: 260))
        #expect(engine.zoomScale == 2.2)
        #expect(engine.isInteracting)
        engine.pan(by: CGPoint(x: 5, y: 0))
        #expect(engine.geometry.center == CGPoint(x: 175, y: 260))
    }

    @Test func anUnusablePresentedGeometryIsIgnored() {
        var engine = Fixture.photoEngine()
        let before = engine.geometry
        for transform in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: .nan, y: .nan),
                          CGAffineTransform(scaleX: -2, y: -2)] {
            engine.beginInteraction(presentedGeometry: ViewGeometry(bounds: before.bounds, center: CGPoint(x: 1, y: 2),
                                                                    transform: transform))
            #expect(engine.geometry == before)
        }
        engine.beginInteraction(presentedGeometry: ViewGeometry(bounds: before.bounds, center: CGPoint(x: CGFloat.nan, y: 2)))
        #expect(engine.geometry == before)
    }

    static let badFactors: [CGFloat] = [0, -1, .nan, .infinity, -.infinity]
    static let badPoints: [CGPoint] = [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity),
                                       CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)]

    @Test(arguments: badFactors)
    func aBadPinchFactorIsIgnored(factor: CGFloat) {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        let before = engine.geometry
        engine.beginInteraction()
        engine.pinch(by: factor, around: CGPoint(x: 10, y: 10))
        #expect(engine.geometry == before)
    }

    /// The largest and the smallest positive finite factors are usable, not bad input: they pinch
    /// to the band's reach (f(x) → d as x → ∞), twice the maximum, 4 · (1 + 1) = 8, and half the
    /// minimum, 1 / (1 + 1) = 0.5.
    @Test(arguments: [(CGFloat.greatestFiniteMagnitude, CGFloat(8)), (CGFloat.leastNonzeroMagnitude, 0.5)])
    func theExtremeFiniteFactorsPinchToTheBandsReach(factor: CGFloat, shown: CGFloat) {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: factor, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale == shown)
        #expect(engine.geometry.center.isFinitePoint)
    }

    @Test(arguments: badPoints)
    func aBadPointIsIgnoredEverywhere(point: CGPoint) {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        let before = engine.geometry
        engine.beginInteraction()
        engine.pinch(by: 1.5, around: point)
        engine.pan(by: point)
        #expect(engine.geometry == before)
        #expect(engine.doubleTap(at: point) == before)
        #expect(engine.setZoomScale(2, around: point) == before)
        // A bad release velocity counts as none.
        engine.beginInteraction()
        #expect(engine.endInteraction(velocity: point) == before)
    }

    @Test func aHugeButFiniteFlingStillSettlesInside() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        engine.beginInteraction()
        let target = engine.endInteraction(velocity: CGPoint(x: 1e300, y: -1e300))
        #expect(target.center == CGPoint(x: 300, y: 250))
    }
}
