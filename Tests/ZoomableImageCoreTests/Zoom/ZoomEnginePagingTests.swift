import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

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

    @Test func atAnEdgeASwipeBackInwardsStaysWithTheImage() {
        // Zoomed ×2 at the top-right: cx = 0 is the bottom of [0, 300] (right edge showing).
        let engine = ZoomEngineRubberBandTests.zoomedAtTheRightEdge()
        // Finger moving left would pull the right edge inwards: the parent goes to the next page.
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: -500, y: 20)))
        // Finger moving right brings the rest of the image back: the image pans.
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: 500, y: -20)))
    }

    @Test func onACoveredVerticalAxisTheTopAndBottomEdgesDecideLikeTheSides() {
        // ×3 about the centre: 900 × 600, both axes covered; cy range [500 − 300, 0 + 300] = [200, 300].
        var engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: 0, y: 300)))
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: 0, y: -300)))
        // Zoomed about the top instead, the image's top edge sits on the container's (cy = 300):
        // a downward swipe has nowhere to go.
        engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 0))
        #expect(engine.geometry.center.y == 300)
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: 10, y: 300)))
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: 10, y: -300)))
        // And at the bottom edge (cy = 200) the other way round.
        engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 500))
        #expect(engine.geometry.center.y == 200)
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: -10, y: 300)))
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: -10, y: -300)))
    }

    @Test func withinHalfAPointOfAnEdgeCountsAsAtIt() {
        // Exactly 0.5 pt from an edge is still at it; a little further is room to pan. Each of
        // the four edges: the left and right ones from ×2 at either side, the top and bottom ones
        // from ×3 about the centre (cy range [200, 300]).
        var left = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()          // cx = 300, the top of [0, 300]
        left.beginInteraction()
        left.pan(by: CGPoint(x: -0.5, y: 0))
        #expect(!left.shouldBeginPan(velocity: CGPoint(x: 500, y: 0)))
        left.pan(by: CGPoint(x: -0.1, y: 0))
        #expect(left.shouldBeginPan(velocity: CGPoint(x: 500, y: 0)))
        var right = ZoomEngineRubberBandTests.zoomedAtTheRightEdge()      // cx = 0, the bottom of [0, 300]
        right.beginInteraction()
        right.pan(by: CGPoint(x: 0.5, y: 0))
        #expect(!right.shouldBeginPan(velocity: CGPoint(x: -500, y: 0)))
        right.pan(by: CGPoint(x: 0.1, y: 0))
        #expect(right.shouldBeginPan(velocity: CGPoint(x: -500, y: 0)))
        var tall = Fixture.photoEngine()
        tall.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        tall.beginInteraction()
        tall.pan(by: CGPoint(x: 0, y: 49.5))                              // cy 299.5
        #expect(!tall.shouldBeginPan(velocity: CGPoint(x: 0, y: 500)))
        tall.pan(by: CGPoint(x: 0, y: -99))                               // cy 200.5
        #expect(!tall.shouldBeginPan(velocity: CGPoint(x: 0, y: -500)))
        #expect(tall.shouldBeginPan(velocity: CGPoint(x: 0, y: 500)))
    }

    @Test func anExactDiagonalIsJudgedAlongTheHorizontal() {
        // At the left edge with the vertical axis centred: horizontally there is room leftwards,
        // vertically none. A swipe at exactly 45° counts as horizontal (the paging direction).
        let engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        #expect(engine.shouldBeginPan(velocity: CGPoint(x: -400, y: 400)))
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: -399, y: 400)))
    }

    @Test func aScaleBelowTheMinimumMidPinchLeavesTheSwipeToTheParent() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 0.5, around: CGPoint(x: 150, y: 250))          // banded to 0.738
        #expect(!engine.shouldBeginPan(velocity: CGPoint(x: -500, y: 0)))
        #expect(!engine.shouldBeginPan(velocity: .zero))
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
