import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Double tap, programmatic zoom, zoom to a rect and reset, on the 600 × 400 photo aspect-fit in
/// the 300 × 500 container (content (0, 150, 300 × 200), anchor (150, 250)).
@Suite struct ZoomEngineCommandTests {
    @Test func doubleTapNearTheTopEdgeZoomsThereAndClosesTheGap() {
        var engine = Fixture.photoEngine { $0.doubleTapZoomScale = 3 }
        let tap = CGPoint(x: 295, y: 160)
        let tappedViewPoint = engine.geometry.convertFromSuperview(tap)      // (295, 160) at rest
        // Around the tap, ×3: c = (295 − (295 − 150)·3, 160 − (160 − 250)·3) = (−140, 430).
        // x range at 3: [300 − 150·3, 0 + 150·3] = [−150, 450] → −140 stays.
        // y: 600 tall covers 500; range [500 − 100·3, 0 + 100·3] = [200, 300] → 430 clamps to 300,
        // which puts the image's top edge on the container's top instead of 130 pt below it.
        let target = engine.doubleTap(at: tap)
        #expect(target.center == CGPoint(x: -140, y: 300))
        #expect(target.transform.a == 3)
        // The tapped point stays under the finger on x and lands as close as allowed on y:
        // (160 − 250)·3 + 300 = 30.
        #expect(engine.geometry.convertToSuperview(tappedViewPoint) == CGPoint(x: 295, y: 30))
        #expect(engine.drawnImageFrame.minY == 0)
    }

    @Test func aSecondDoubleTapReturnsToRest() {
        var engine = Fixture.photoEngine()
        engine.doubleTap(at: CGPoint(x: 100, y: 200))
        #expect(engine.zoomScale == 2.5)
        let target = engine.doubleTap(at: CGPoint(x: 20, y: 30))
        #expect(target == ViewGeometry(frame: Fixture.portraitContainer))
        #expect(engine.isAtRest)
    }

    @Test func setZoomScaleKeepsTheGivenPointAndClampsTheScale() {
        var engine = Fixture.photoEngine()
        // ×2 around the centre of a centred image: centre stays (150, 250).
        #expect(engine.setZoomScale(2, around: CGPoint(x: 150, y: 250)).center == CGPoint(x: 150, y: 250))
        // 9 is above the maximum 4: 4, still about the centre.
        let target = engine.setZoomScale(9, around: CGPoint(x: 150, y: 250))
        #expect(target.transform.a == 4)
        #expect(target.center == CGPoint(x: 150, y: 250))
    }

    @Test func setZoomScaleFromAZoomedStateScalesByTheRatio() {
        // From ×2 at (300, 250) to ×3 about (100, 250): the offset from the point grows by 3/2,
        // c = (100 + 200 · 1.5, 250) = (400, 250), inside the ranges at 3 ([−150, 450], [200, 300]).
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        let underPoint = engine.geometry.convertFromSuperview(CGPoint(x: 100, y: 250))
        let target = engine.setZoomScale(3, around: CGPoint(x: 100, y: 250))
        #expect(target.transform.a == 3)
        #expect(target.center == CGPoint(x: 400, y: 250))
        #expect(engine.geometry.convertToSuperview(underPoint) == CGPoint(x: 100, y: 250))
    }

    @Test func zoomToARectFitsItToTheContainerWithinTheLimits() {
        var engine = Fixture.photoEngine()
        // The rect (100, 200, 50 × 25) fits at min(300/50, 500/25) = min(6, 20) = 6, above the
        // maximum 4. Its centre (125, 212.5) goes to the container's centre:
        // c = (150 − (125 − 150)·4, 250 − (212.5 − 250)·4) = (250, 400). y range at 4:
        // [500 − 100·4, 0 + 100·4] = [100, 400], so 400 stands (the image's top on the top edge).
        let target = engine.zoom(toViewRect: CGRect(x: 100, y: 200, width: 50, height: 25))
        #expect(target.transform.a == 4)
        #expect(target.center == CGPoint(x: 250, y: 400))
    }

    @Test func zoomToARectWithRoomToSpareFillsTheWidthExactly() {
        var engine = Fixture.photoEngine { $0.maximumZoomScale = 8 }
        // Scale 6: c = (150 + 25·6, 250 + 37.5·6) = (300, 475); the rect's x 100…150 lands on
        // (100 − 150)·6 + 300 = 0 … (150 − 150)·6 + 300 = 300: the full width.
        let target = engine.zoom(toViewRect: CGRect(x: 100, y: 200, width: 50, height: 25))
        #expect(target.transform.a == 6)
        #expect(target.center == CGPoint(x: 300, y: 475))
    }

    @Test func zoomToATallRectFitsItsHeight() {
        var engine = Fixture.photoEngine { $0.maximumZoomScale = 8 }
        // (100, 150, 20 × 200) fits at min(300/20, 500/200) = min(15, 2.5) = 2.5: its height fills
        // the container. Its centre (110, 250) goes to (150, 250): c = (150 + 40·2.5, 250) = (250, 250),
        // inside the x range [300 − 375, 375]; the drawn image is exactly 500 tall, pinned at 250.
        let target = engine.zoom(toViewRect: CGRect(x: 100, y: 150, width: 20, height: 200))
        #expect(target.transform.a == 2.5)
        #expect(target.center == CGPoint(x: 250, y: 250))
    }

    @Test func zoomToAPointRectGoesToTheMaximum() {
        var engine = Fixture.photoEngine()
        #expect(engine.zoom(toViewRect: CGRect(x: 150, y: 250, width: 0, height: 0)).transform.a == 4)
    }

    @Test func zoomToANonFiniteRectIsIgnored() {
        var engine = Fixture.photoEngine()
        let before = engine.geometry
        #expect(engine.zoom(toViewRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == before)
        #expect(engine.zoom(toViewRect: .null) == before)
        #expect(engine.zoom(toViewRect: .infinite) == before)
    }

    @Test func resetReturnsToRestFromAnywhere() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: -70, y: 30))
        #expect(engine.reset() == ViewGeometry(frame: Fixture.portraitContainer))
        #expect(!engine.isInteracting)
    }

    @Test func theVisibleRectIsTheCoverageRectInViewSpace() {
        let engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()     // scale 2, centre (300, 250)
        // Container x 0…300 → view (x − 300)/2 + 150: 0…150; y 0…500 → (y − 250)/2 + 250: 125…375.
        #expect(engine.visibleContentRect == CGRect(x: 0, y: 125, width: 150, height: 250))
        // Clipped to the drawn image (0, 150, 300 × 200): (0, 150, 150 × 200), at 2 px per point
        // of the 600 × 400 px photo: the left half, (0, 0, 300 × 400).
        let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                 bounds: Fixture.portraitContainer)
        #expect(engine.visiblePixelRect(in: layout) == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func anOpeningOverTheLetterboxAloneShowsNoPixels() {
        // The photo is drawn from y = 150; an opening over the bar above it meets the image only
        // along that edge: a strip of zero height, no pixels.
        var engine = Fixture.photoEngine()
        engine.coverageRect = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(engine.visibleContentRect == CGRect(x: 0, y: 0, width: 300, height: 150))
        let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                 bounds: Fixture.portraitContainer)
        #expect(engine.visiblePixelRect(in: layout) == .zero)
        // In a landscape container the bars are at the sides: the image starts at x = 25.
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
        let sideways = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                   bounds: landscape)
        var wide = ZoomEngine(containerBounds: landscape, restingFrame: landscape, contentFrame: sideways.imageFrame)
        wide.coverageRect = CGRect(x: 0, y: 0, width: 25, height: 300)
        #expect(wide.visiblePixelRect(in: sideways) == .zero)
    }

    @Test(arguments: [0, -2, CGFloat.nan, .infinity, -.infinity])
    func aBadZoomScaleIsIgnored(scale: CGFloat) {
        // Zoomed to 2 off-centre first, so that "ignored" is not the same as "reset".
        var engine = Fixture.photoEngine()
        engine.setZoomScale(2, around: CGPoint(x: 60, y: 200))
        let before = engine
        #expect(engine.setZoomScale(scale, around: CGPoint(x: 150, y: 250)) == before.geometry)
        #expect(engine == before)
    }

    @Test func anEmptyEngineIgnoresEveryCommand() {
        var engine = ZoomEngine(containerBounds: .zero, restingFrame: .zero, contentFrame: .zero)
        #expect(engine.isEmpty)
        let before = engine.geometry
        #expect(before == ViewGeometry(frame: .zero))
        engine.beginInteraction()
        engine.pinch(by: 2, around: .zero)
        engine.pan(by: CGPoint(x: 3, y: 4))
        #expect(engine.endInteraction(velocity: CGPoint(x: 100, y: 0)) == before)
        #expect(engine.doubleTap(at: .zero) == before)
        #expect(engine.setZoomScale(2, around: .zero) == before)
        #expect(engine.zoom(toViewRect: CGRect(x: 0, y: 0, width: 1, height: 1)) == before)
        #expect(engine.reset() == before)
        #expect(engine.visibleContentRect == .zero)
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: 10, y: 0)))
    }
}

@Suite struct ZoomEngineStepTests {
    @Test func stepsMultiplyByOneAndAHalfAndStopAtTheLimits() {
        var engine = Fixture.photoEngine()                               // limits 1…4, at 1
        #expect(engine.zoomScale(steppedBy: 1) == 1.5)
        #expect(engine.zoomScale(steppedBy: 2) == 2.25)
        #expect(engine.zoomScale(steppedBy: 4) == 4)                      // 5.0625 → the maximum
        #expect(engine.zoomScale(steppedBy: -1) == 1)                     // 0.667 → the minimum
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale(steppedBy: -1) == 2)
    }
}
