import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Layout changes: rotation, the first layout pass, a replaced image — at rest, zoomed, and in the
/// middle of a gesture.
@Suite struct ZoomEngineLayoutTests {
    /// The photo in a landscape 500 × 300 container: k = min(500/600, 300/400) = 0.75 →
    /// 450 × 300 at x = (500 − 450)/2 = 25.
    static let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
    static let landscapeContent = CGRect(x: 25, y: 0, width: 450, height: 300)

    @Test func rotatingWhileZoomedKeepsTheScaleAndTheCentredImagePoint() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()   // scale 2, centre (300, 250)
        // Before: the container's centre (150, 250) is view point ((150 − 300)/2 + 150, (250 − 250)/2 + 250)
        // = (75, 250), i.e. (75/300, (250 − 150)/200) = (0.25, 0.5) of the drawn image.
        engine.updateLayout(containerBounds: Self.landscape, restingFrame: Self.landscape,
                            contentFrame: Self.landscapeContent)
        // After: that fraction is view point (25 + 0.25·450, 0.5·300) = (137.5, 150); anchor (250, 150);
        // to put it at the new centre (250, 150) at scale 2: c = (250 − (137.5 − 250)·2, 150) = (475, 150).
        // x range at 2: [500 − (475 − 250)·2, 0 − (25 − 250)·2] = [50, 450] → 450 (the image's left
        // edge on the container's; the kept point ends up 25 pt left of centre, as close as allowed).
        #expect(engine.zoomScale == 2)
        #expect(engine.geometry.center == CGPoint(x: 450, y: 150))
        #expect(engine.geometry.bounds == CGRect(x: 0, y: 0, width: 500, height: 300))
    }

    @Test func rotatingWhileZoomedInTheMiddlePutsTheCentredImagePointBackOnBothAxes() {
        // Zoomed ×3 about the centre, then panned to (90, 270), where nothing clamps: at 3 the cx
        // range is [300 − 450, 0 + 450] and the cy range [500 − 300, 0 + 300] = [200, 300].
        var engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: -60, y: 20))
        engine.endInteraction(velocity: .zero)
        #expect(engine.geometry.center == CGPoint(x: 90, y: 270))
        // Before: the coverage centre (150, 250) is view point ((150 − 90)/3 + 150, (250 − 270)/3 + 250)
        // = (170, 243.33…): the fraction (170/300, 93.33…/200) = (0.5666…, 0.4666…) of the drawn image.
        // After, in a landscape container with a scrolled origin (40, 30, 500 × 300) and content
        // (25, 0, 450 × 300): that fraction is view point (25 + 255, 140) = (280, 140), anchor (250, 150).
        // At 3 it goes to the new coverage centre (290, 180): c = (290 − 30·3, 180 + 10·3) = (200, 210),
        // inside the ranges [540 − 675, 40 + 675] and [330 − 450, 30 + 450]: nothing clamps.
        let container = CGRect(x: 40, y: 30, width: 500, height: 300)
        engine.updateLayout(containerBounds: container, restingFrame: container, contentFrame: Self.landscapeContent)
        #expect(engine.zoomScale == 3)
        #expect(isClose(engine.geometry.center, CGPoint(x: 200, y: 210)))
        #expect(isClose(engine.geometry.convertToSuperview(CGPoint(x: 280, y: 140)), CGPoint(x: 290, y: 180)))
    }

    @Test func rotatingBackToPortraitMeasuresTheFractionFromTheLetterboxedImage() {
        // In landscape the image starts at x = 25. ×3 about (100, 150): c = (100 + 150·3, 150) = (550, 150),
        // inside the x range [500 − 675, 0 + 675]. The coverage centre (250, 150) is view point
        // ((250 − 550)/3 + 250, 150) = (150, 150): (125/450, 150/300) = (0.2777…, 0.5) of the image.
        var engine = ZoomEngine(containerBounds: Self.landscape, restingFrame: Self.landscape,
                                contentFrame: Self.landscapeContent)
        engine.setZoomScale(3, around: CGPoint(x: 100, y: 150))
        #expect(engine.geometry.center == CGPoint(x: 550, y: 150))
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: Fixture.photoContentFrame)
        // In portrait that is view point (0.2777… · 300, 150 + 0.5 · 200) = (83.33, 250); at 3 about the
        // anchor (150, 250) it goes to (150, 250) with c = (150 + 66.67 · 3, 250) = (350, 250), inside
        // [−150, 450] and [200, 300].
        #expect(isClose(engine.geometry.center, CGPoint(x: 350, y: 250)))
        #expect(isClose(engine.geometry.convertToSuperview(CGPoint(x: 250.0 / 3, y: 250)), CGPoint(x: 150, y: 250)))
    }

    @Test func aChangeToAnyOneLayoutValueIsTaken() {
        // Unchanged values change nothing; but each value changing alone is a new layout.
        let zoomed = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        // The container grows downwards (a toolbar hides): its centre moves to (150, 270).
        var taller = zoomed
        let container = CGRect(x: 0, y: 0, width: 300, height: 540)
        taller.updateLayout(containerBounds: container, restingFrame: Fixture.portraitContainer,
                            contentFrame: Fixture.photoContentFrame)
        #expect(taller.containerBounds == container)
        #expect(taller.geometry.center == CGPoint(x: 300, y: 270))        // y: centred in 540
        // The view moves in its container, same size.
        var shifted = zoomed
        let resting = CGRect(x: 0, y: 20, width: 300, height: 500)
        shifted.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: resting,
                             contentFrame: Fixture.photoContentFrame)
        #expect(shifted.restingFrame == resting)
        // A crop opening arrives: the engine now follows it.
        var cropped = zoomed
        let opening = CGRect(x: 0, y: 100, width: 300, height: 300)
        cropped.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                             contentFrame: Fixture.photoContentFrame, coverageRect: opening)
        #expect(cropped.explicitCoverageRect == opening)
        // And goes away again: back to following the container.
        cropped.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                             contentFrame: Fixture.photoContentFrame, coverageRect: nil)
        #expect(cropped.explicitCoverageRect == nil)
        #expect(cropped.coverageRect == Fixture.portraitContainer)
    }

    @Test func rotatingAtRestStaysAtRest() {
        var engine = Fixture.photoEngine()
        engine.updateLayout(containerBounds: Self.landscape, restingFrame: Self.landscape,
                            contentFrame: Self.landscapeContent)
        #expect(engine.geometry == ViewGeometry(frame: Self.landscape))
        #expect(engine.isAtRest)
    }

    @Test func theFirstLayoutPassAfterAStoryboardLoadStartsAtRest() {
        // init(coder:) happens with zero-size frames; Auto Layout brings the real ones later.
        var engine = ZoomEngine(containerBounds: .zero, restingFrame: .zero, contentFrame: .zero)
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: Fixture.photoContentFrame)
        #expect(!engine.isEmpty)
        #expect(engine.geometry == ViewGeometry(frame: Fixture.portraitContainer))
    }

    @Test func aRotationMidPinchContinuesWithoutAJump() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 100, y: 300))
        engine.updateLayout(containerBounds: Self.landscape, restingFrame: Self.landscape,
                            contentFrame: Self.landscapeContent)
        let afterLayout = engine.geometry
        #expect(engine.isInteracting)
        // The fingers' centroid is now reported in the rotated container; the first event after
        // the layout change is a new baseline, not a pan from the old centroid.
        engine.pinch(by: 1, around: CGPoint(x: 400, y: 120))
        #expect(engine.geometry == afterLayout)
        engine.pinch(by: 1, around: CGPoint(x: 410, y: 120))
        #expect(engine.geometry.center.x == afterLayout.center.x + 10)
    }

    @Test func replacingTheImageWhileZoomedKeepsTheScaleAndClamps() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()   // fraction (0.25, 0.5) at the centre
        // A square image: aspect fit 300 × 300 at y = 100.
        let square = CGRect(x: 0, y: 100, width: 300, height: 300)
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: square)
        // Kept point (0.25·300, 100 + 0.5·300) = (75, 250) → c = (150 − (75 − 150)·2, 250 − 0) = (300, 250);
        // x range [300 − 300, 0 + 300] = [0, 300] → 300; y: 600 tall covers 500, range
        // [500 − (400 − 250)·2, 0 − (100 − 250)·2] = [200, 300] → 250 stands.
        #expect(engine.geometry.center == CGPoint(x: 300, y: 250))
        #expect(engine.zoomScale == 2)
    }

    @Test func anUnusableLayoutEmptiesTheEngineUntilAUsableOneArrives() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: .zero)                       // the image was set to nil
        #expect(engine.isEmpty)
        #expect(engine.geometry == ViewGeometry(frame: Fixture.portraitContainer))
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: Fixture.photoContentFrame)
        #expect(engine.isAtRest)
    }

    @Test func aRotationMidGestureForgetsWhereTheFingersWereInTheOldContainer() {
        // ×4 about (100, 250): c = (100 + 50·4, 250) = (300, 250), at the maximum. The container
        // centre (150, 250) is then view point (112.5, 250), fraction (0.375, 0.5); in landscape
        // that is (25 + 0.375·450, 150) = (193.75, 150): c = (250 + 56.25·4, 150) = (475, 150).
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 4, around: CGPoint(x: 100, y: 250))
        engine.updateLayout(containerBounds: Self.landscape, restingFrame: Self.landscape,
                            contentFrame: Self.landscapeContent)
        #expect(engine.geometry.center == CGPoint(x: 475, y: 150))
        // The app lowers the maximum before the fingers lift: the release settles 4 → 2 about the
        // new coverage centre (250, 150), c = (250 + 225/2, 150) = (362.5, 150), inside [50, 450]
        // and [0, 300]. (100, 250) was a place in the portrait container; it means nothing now.
        engine.configuration.maximumZoomScale = 2
        let target = engine.endInteraction(velocity: .zero)
        #expect(target.transform.a == 2)
        #expect(target.center == CGPoint(x: 362.5, y: 150))
    }

    @Test func newLimitsApplyAtTheNextSettle() {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(4, around: CGPoint(x: 150, y: 250))
        engine.configuration.maximumZoomScale = 2
        #expect(engine.zoomScale == 4)                                // nothing half-applied
        #expect(engine.settle().transform.a == 2)
    }
}

@Suite struct ZoomEngineUnchangedLayoutTests {
    @Test func anUnchangedLayoutMidPinchKeepsTheCentroidBaseline() {
        // Auto Layout re-applies the same frame on every layout pass (a label updating during a
        // pinch triggers one): that must not re-baseline the fingers, or the image slips.
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 1.5, around: CGPoint(x: 100, y: 100))
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: Fixture.photoContentFrame)
        let before = engine.geometry
        engine.pinch(by: 1, around: CGPoint(x: 110, y: 100))            // the fingers moved 10 pt right
        #expect(engine.geometry.center == CGPoint(x: before.center.x + 10, y: before.center.y))
    }

    @Test func anUnchangedLayoutWhileZoomedDoesNotMoveAnything() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 60, y: 0))                               // pulled past the edge, not settled
        let before = engine.geometry
        engine.updateLayout(containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                            contentFrame: Fixture.photoContentFrame, coverageRect: nil)
        #expect(engine.geometry == before)
        #expect(engine.isInteracting)
    }
}
