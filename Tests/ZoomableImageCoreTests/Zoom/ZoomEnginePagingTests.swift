import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import ZoomableImageCore

/// Who gets a one-finger swipe: the zoomed image or a paging parent.
@Suite struct ZoomEnginePagingTests {
    @Test func atRestTheParentPages() {
        let engine = Fixture.photoEngine()
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: -500, y: 0)))
        #expect(!engine.shouldBeginPan(velocity: .zero))
    }

    @Test func zoomedInTheImagePansUntilItsEdge() {
        // Zoomed ×2 at the top-left: cx = 300 is the top of its range [0, 300] (left edge showing).
        let engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        // Finger moving left pulls content left (cx down): room to go → the image pans.
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: -500, y: 20)))
        // Finger moving right would pull the left edge inwards: the parent goes to the previous page.
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: 500, y: 20)))
        // Mostly vertical, on an axis where the 400-tall image is centred in 500: nothing to pan.
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: 10, y: 300)))
        // Unknown direction: zoomed in is enough.
        #expect(engine.shouldBeginPan(velocity: .zero))
    }

    @Test func aCropOpeningPansAtRest() {
        var engine = Fixture.photoEngine()
        engine.coveragePolicy = .alwaysCover
        engine.coverageRect = CGRect(x: 0, y: 100, width: 300, height: 300)
        engine.reset()
        // Covering a 300 × 300 opening needs max(300/300, 300/200) = 1.5: 450 × 300, wider than
        // the opening, so there is horizontal room at rest.
        #expect(engine.zoomScale == 1.5)
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: 300, y: 0)))
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: 0, y: 300)))
    }
}
