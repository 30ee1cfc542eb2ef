import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The rubber band f(x) = (1 − 1/(x·c/d + 1))·d, c = 0.55, past the zoom limits (d = 1 on the
/// ratio to the limit) and past the drawn image's edges (d = the coverage rect's length).
@Suite struct ZoomEngineRubberBandTests {
    /// f(1) with d = 1: 1 − 1/1.55 = 0.354838709677…
    static let bandOfOne: CGFloat = 1 - 1 / 1.55

    @Test func pinchingPastTheMaximumRubberBands() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        // ×8 asks for 8 against a maximum of 4: overshoot ratio 8/4 − 1 = 1, shown 4 · (1 + f(1)) = 5.41935…
        engine.pinch(by: 8, around: CGPoint(x: 150, y: 250))
        #expect(isClose(engine.zoomScale, 4 * (1 + Self.bandOfOne)))
        #expect(isClose(engine.zoomScale, 5.419354838709677))
    }

    @Test func reversingAPinchRetracesTheBand() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 8, around: CGPoint(x: 150, y: 250))
        // The fingers go back to ×4 overall: exactly at the limit again.
        engine.pinch(by: 0.5, around: CGPoint(x: 150, y: 250))
        #expect(isClose(engine.zoomScale, 4))
        engine.pinch(by: 0.5, around: CGPoint(x: 150, y: 250))
        #expect(isClose(engine.zoomScale, 2))
    }

    @Test func pinchingBelowTheMinimumRubberBandsTheOtherWay() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        // ×0.5 asks for 0.5 against a minimum of 1: overshoot ratio 1/0.5 − 1 = 1, shown 1/(1 + f(1)) = 0.738095…
        engine.pinch(by: 0.5, around: CGPoint(x: 150, y: 250))
        #expect(isClose(engine.zoomScale, 1 / (1 + Self.bandOfOne)))
        #expect(isClose(engine.zoomScale, 0.7380952380952381))
        // Released: back to rest, centred.
        let target = engine.endInteraction(velocity: .zero)
        #expect(target == engine.restGeometry)
        #expect(target.center == CGPoint(x: 150, y: 250))
    }

    /// Up to and onto a limit there is no band (f(0) = 0 on both sides), so the shown scale is
    /// the product exactly — the engine answers that case without the band's formula, which must
    /// give the same number — and the image point under the previous centroid goes under the new
    /// one. Arguments: start scale, factor, shown scale.
    @Test(arguments: [
        (CGFloat(2), CGFloat(2), CGFloat(4)),      // onto the maximum from inside
        (2, 0.5, 1),                               // onto the minimum from inside
        (4, 1, 4),                                 // resting on the maximum
        (1, 1, 1),                                 // resting on the minimum
        (3, 1.25, 3.75),                           // inside to inside
    ])
    func upToALimitThePinchedScaleIsTheProductExactly(start: CGFloat, factor: CGFloat, shown: CGFloat) {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(start, around: CGPoint(x: 150, y: 250))
        engine.beginInteraction()
        let previous = CGPoint(x: 140, y: 230)
        engine.pinch(by: 1, around: previous)
        #expect(engine.zoomScale == start)
        let underFingers = engine.geometry.convertFromSuperview(previous)
        let centroid = CGPoint(x: 152, y: 226)
        engine.pinch(by: factor, around: centroid)
        #expect(engine.zoomScale == shown)
        #expect(isClose(engine.geometry.convertToSuperview(underFingers), centroid))
    }

    @Test func theBandKeepsTheFocalPointUnderTheFingers() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        let focus = CGPoint(x: 40, y: 200)
        let underFingers = engine.geometry.convertFromSuperview(focus)
        engine.pinch(by: 20, around: focus)
        #expect(isClose(engine.geometry.convertToSuperview(underFingers), focus))
    }

    @Test func releasingPastTheMaximumSettlesAtItAroundTheLastFocalPoint() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        let focus = CGPoint(x: 150, y: 250)
        engine.pinch(by: 8, around: focus)
        // Around the centre of a centred image the centre stays (150, 250); at 4 the image is
        // 1200 × 800 and covers both axes with the centre inside its ranges.
        let target = engine.endInteraction(velocity: .zero)
        #expect(target.transform.a == 4)
        #expect(isClose(target.center, CGPoint(x: 150, y: 250)))
    }

    @Test func releasingPastTheMaximumOffCentreSettlesAroundThatFocalPoint() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        let focus = CGPoint(x: 100, y: 220)
        engine.pinch(by: 8, around: focus)
        // Whatever banded scale S the pinch shows, the centre is focus − (focus − (150, 250))·S,
        // and settling to 4 around the same focus gives focus − (focus − (150, 250))·4 =
        // (100 + 50·4, 220 + 30·4) = (300, 340). At 4 the x range is [300 − 600, 0 + 600] and the
        // y range [500 − 400, 0 + 400] = [100, 400], so nothing clamps it. (Around the coverage
        // centre (150, 250) it would land elsewhere: the image point under the fingers moves.)
        let underFingers = engine.geometry.convertFromSuperview(focus)
        let target = engine.endInteraction(velocity: .zero)
        #expect(target.transform.a == 4)
        #expect(isClose(target.center, CGPoint(x: 300, y: 340)))
        #expect(isClose(engine.geometry.convertToSuperview(underFingers), focus))
    }

    @Test func withoutZoomBouncingThePinchStopsAtTheLimits() {
        var engine = Fixture.photoEngine { $0.bouncesZoom = false }
        engine.beginInteraction()
        engine.pinch(by: 8, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale == 4)
        engine.pinch(by: 0.5, around: CGPoint(x: 150, y: 250))     // responds at once on the way back
        #expect(engine.zoomScale == 2)
        engine.pinch(by: 0.1, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale == 1)
    }

    @Test func withoutZoomBouncingAScaleOutsideTheLimitsMovesBackButNotFurtherOut() {
        var engine = Fixture.photoEngine { $0.bouncesZoom = false }
        let centre = CGPoint(x: 150, y: 250)
        // An animation caught at 6, above the maximum 4: further out is refused, back in follows,
        // and a pinch far back in stops at the other limit.
        Self.beginFromAnimation(&engine, caughtAtScale: 6)
        engine.pinch(by: 1.2, around: centre)
        #expect(engine.zoomScale == 6)
        engine.pinch(by: 0.9, around: centre)
        #expect(isClose(engine.zoomScale, 5.4))
        engine.pinch(by: 0.1, around: centre)
        #expect(engine.zoomScale == 1)
        // Caught at 0.5, below the minimum 1: the mirror image.
        Self.beginFromAnimation(&engine, caughtAtScale: 0.5)
        engine.pinch(by: 0.8, around: centre)
        #expect(engine.zoomScale == 0.5)
        engine.pinch(by: 1.2, around: centre)
        #expect(isClose(engine.zoomScale, 0.6))
        engine.pinch(by: 20, around: centre)
        #expect(engine.zoomScale == 4)
    }

    @Test func aScaleBelowTheBandsReachFollowsPinchesOutOnlyAndStopsAtTheMinimum() {
        // Caught at 0.3: the band can show no less than min / 2 = 0.5, so no finger spread
        // explains 0.3. Pinching in is ignored; out follows one to one up to the minimum.
        var engine = Fixture.photoEngine()
        let centre = CGPoint(x: 150, y: 250)
        Self.beginFromAnimation(&engine, caughtAtScale: 0.3)
        engine.pinch(by: 0.9, around: centre)
        #expect(engine.zoomScale == 0.3)
        engine.pinch(by: 1.5, around: centre)
        #expect(isClose(engine.zoomScale, 0.45))
        engine.pinch(by: 4, around: centre)
        #expect(engine.zoomScale == 1)
    }

    @Test func panningPastAnEdgeRubberBandsAgainstTheCoverageLength() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()   // cx = 300, the upper end of [0, 300]
        engine.beginInteraction()
        // 100 pt past the edge with d = 300: f(100) = (1 − 1/(100 · 0.55/300 + 1)) · 300
        // = (1 − 1/1.18333…) · 300 = 46.4788…
        engine.pan(by: CGPoint(x: 100, y: 0))
        let band: CGFloat = (1 - 1 / (1 + 55.0 / 300)) * 300
        #expect(isClose(engine.geometry.center.x, 300 + band))
        #expect(isClose(engine.geometry.center.x, 346.47887323943664))
        // Coming back by the same 100 pt puts the edge back exactly.
        engine.pan(by: CGPoint(x: -100, y: 0))
        #expect(isClose(engine.geometry.center.x, 300))
    }

    @Test func panningAlongACentredAxisIsAllBand() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()   // 400 tall in 500: cy pinned at 250
        engine.beginInteraction()
        // f(50) with d = 500: (1 − 1/(50 · 0.55/500 + 1)) · 500 = (1 − 1/1.055) · 500 = 26.0663…
        engine.pan(by: CGPoint(x: 0, y: 50))
        let band: CGFloat = (1 - 1 / 1.055) * 500
        #expect(isClose(engine.geometry.center.y, 250 + band))
        #expect(engine.endInteraction(velocity: .zero).center.y == 250)
    }

    @Test func panningPastTheOppositeEdgeRubberBandsTheOtherWay() {
        var engine = Self.zoomedAtTheRightEdge()                        // cx = 0, the lower end of [0, 300]
        engine.beginInteraction()
        // 100 pt past the right edge: cx = 0 − f(100) = −46.4788… (d = 300, as on the left).
        engine.pan(by: CGPoint(x: -100, y: 0))
        #expect(isClose(engine.geometry.center.x, -46.47887323943662))
        // 50 more: the band remembers the finger is 100 pt past, so it shows f(150) =
        // (1 − 1/(150 · 0.55/300 + 1)) · 300 = 82.5/1.275 = 64.7058…, not f(50) added on.
        engine.pan(by: CGPoint(x: -50, y: 0))
        let band: CGFloat = 82.5 / 1.275
        #expect(isClose(engine.geometry.center.x, -band))
        // The whole 150 back puts the edge back exactly.
        engine.pan(by: CGPoint(x: 150, y: 0))
        #expect(isClose(engine.geometry.center.x, 0))
        #expect(isClose(engine.endInteraction(velocity: .zero).center, CGPoint(x: 0, y: 250)))
    }

    @Test func panningUpAlongACentredAxisBandsBelowItsOnlyPosition() {
        var engine = Self.zoomedAtTheRightEdge()                        // 400 tall in 500: cy pinned at 250
        engine.beginInteraction()
        // f(50) with d = 500 is 26.0663…, now upwards; then 50 more is f(100) = (1 − 1/1.11) · 500 = 49.5495….
        engine.pan(by: CGPoint(x: 0, y: -50))
        #expect(isClose(engine.geometry.center.y, 250 - (1 - 1 / 1.055) * 500))
        engine.pan(by: CGPoint(x: 0, y: -50))
        #expect(isClose(engine.geometry.center.y, 250 - 55 / 1.11))
        #expect(engine.endInteraction(velocity: .zero).center.y == 250)
    }

    @Test func undoingAPinchBelowTheMinimumRetracesTheBandStepByStep() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        let centre = CGPoint(x: 150, y: 250)
        // Below the minimum the shown scale is min / (1 + f(min/raw − 1)) with d = 1, which is
        // min · (1 + 0.55x) / (1 + 1.1x) for x = min/raw − 1.
        let (rawHalf, rawTwoFifths, minimum): (CGFloat, CGFloat, CGFloat) = (1.55 / 2.1, 1.825 / 2.65, 1)
        engine.pinch(by: 0.5, around: centre)                            // raw 0.5: x = 1 → 1.55/2.1
        #expect(isClose(engine.zoomScale, rawHalf))
        engine.pinch(by: 0.8, around: centre)                            // raw 0.4: x = 1.5 → 1.825/2.65
        #expect(isClose(engine.zoomScale, rawTwoFifths))
        engine.pinch(by: 2.5, around: centre)                            // raw 1: exactly the minimum again
        #expect(isClose(engine.zoomScale, minimum))
        engine.pinch(by: 1.5, around: centre)                            // raw 1.5: inside, no band
        #expect(isClose(engine.zoomScale, 1.5))
    }

    @Test func withoutPanBouncingThePanStopsAtTheEdge() {
        var engine = Fixture.photoEngine { $0.bouncesPan = false }
        engine.beginInteraction()
        engine.pinch(by: 2, around: .zero)
        engine.endInteraction(velocity: .zero)                        // cx = 300, range [0, 300]
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 100, y: 40))
        #expect(engine.geometry.center == CGPoint(x: 300, y: 250))
        engine.pan(by: CGPoint(x: -50, y: 0))
        #expect(engine.geometry.center == CGPoint(x: 250, y: 250))
    }

    /// Starts a gesture from an animation caught at `scale`, about the engine's current centre.
    static func beginFromAnimation(_ engine: inout ZoomEngine, caughtAtScale scale: CGFloat) {
        var presented = engine.geometry
        presented.transform = CGAffineTransform(scaleX: scale, y: scale)
        engine.beginInteraction(presentedGeometry: presented)
    }

    /// Zoomed ×2 at the top-right corner and settled: centre (0, 250), cx range [0, 300] — the
    /// image's right edge on the container's.
    static func zoomedAtTheRightEdge() -> ZoomEngine {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        // Around (300, 0): c = (300 − (300 − 150) · 2, 0 − (0 − 250) · 2) = (0, 500); y settles centred.
        engine.pinch(by: 2, around: CGPoint(x: 300, y: 0))
        engine.endInteraction(velocity: .zero)
        return engine
    }
}
