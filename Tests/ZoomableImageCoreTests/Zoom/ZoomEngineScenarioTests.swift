import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Whole gestures on a 600 × 400 photo aspect-fit in a 300 × 500 portrait container, with every
/// expected number worked out by hand. At rest the view fills the container: centre (150, 250),
/// anchor (150, 250) in view space, content frame (0, 150, 300 × 200).
///
/// At scale s and centre c, a view point v is at (v − anchor) · s + c in the container, so the
/// drawn image spans x: (0 − 150)s + cx … (300 − 150)s + cx and y: (150 − 250)s + cy … (350 − 250)s + cy.
@Suite struct ZoomEngineScenarioTests {
    @Test func atRestTheViewIsUntransformedInItsFrame() {
        let engine = Fixture.photoEngine()
        #expect(engine.geometry.center == CGPoint(x: 150, y: 250))
        #expect(engine.geometry.transform.isIdentity)
        #expect(engine.zoomScale == 1)
        #expect(engine.isAtRest)
    }

    @Test func pinchingTwiceAtTheTopLeftCornerKeepsTheCornerUnderTheFingers() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        // Around F = (0, 0), ×2: c' = F − (F − c) · 2 = (0 − (0 − 150) · 2, 0 − (0 − 250) · 2) = (300, 500).
        engine.pinch(by: 2, around: .zero)
        #expect(engine.geometry.center == CGPoint(x: 300, y: 500))
        #expect(engine.zoomScale == 2)
        // The view point that was under the fingers, (0, 0), is still at (0, 0).
        #expect(engine.geometry.convertToSuperview(.zero) == .zero)
    }

    @Test func releasingThePinchCoversTheWidthAndCentresTheHeight() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: .zero)
        // At (300, 500) the drawn image spans x 0…600 (covers 0…300: allowed range for cx is
        // [300 − 150·2, 0 + 150·2] = [0, 300], 300 is in it) and y 300…700, 400 tall, shorter
        // than 500: centred, cy = 250 − ((−100)·2 + 100·2)/2 = 250.
        let target = engine.endInteraction(velocity: .zero)
        #expect(target.center == CGPoint(x: 300, y: 250))
        #expect(target.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(engine.drawnImageFrame == CGRect(x: 0, y: 50, width: 600, height: 400))
        #expect(!engine.isInteracting)
    }

    @Test func aGentleFlingCoastsUIScrollViewsDistance() {
        var engine = Self.zoomedAtTheLeftEdge()
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: -20, y: 0))                        // cx 300 → 280, inside [0, 300]
        #expect(engine.geometry.center == CGPoint(x: 280, y: 250))
        // Coast: −400 pt/s × 0.998 / 0.002 / 1000 = −199.6 pt → 280 − 199.6 = 80.4, inside [0, 300].
        let target = engine.endInteraction(velocity: CGPoint(x: -400, y: 0))
        #expect(isClose(target.center, CGPoint(x: 80.4, y: 250)))
    }

    @Test func aDiagonalFlingCoastsOnBothAxes() {
        // ×3 about the centre covers both axes: cx may settle in [−150, 450], cy in [200, 300].
        var engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 0, y: -10))                          // cy 250 → 240
        // (−100, +100) pt/s coast (−49.9, +49.9): (100.1, 289.9), inside both ranges.
        let target = engine.endInteraction(velocity: CGPoint(x: -100, y: 100))
        #expect(isClose(target.center, CGPoint(x: 100.1, y: 289.9)))
    }

    @Test func aHardFlingStopsAtTheImagesEdgeNotTheViews() {
        var engine = Self.zoomedAtTheLeftEdge()
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: -20, y: 0))
        // −2000 pt/s coasts −998 pt: 280 − 998 = −718, clamped to the range's lower end 0, where
        // the image's right edge (300 − 150) · 2 + 0 = 300 meets the container's.
        let target = engine.endInteraction(velocity: CGPoint(x: -2000, y: 50))
        #expect(target.center == CGPoint(x: 0, y: 250))                // y: centred, velocity or not
        #expect(engine.drawnImageFrame.maxX == 300)
    }

    @Test func theLetterboxCannotBeDraggedIntoView() {
        // At 1.5 the drawn image is 300 tall in a 500 tall container, but the *view* is 750 tall.
        // Clamping the view frame (seed 003) would accept cy anywhere in [125, 375], leaving a
        // letterbox gap; the drawn image must be centred: cy = 250.
        var engine = Fixture.photoEngine()
        _ = engine.setZoomScale(1.5, around: CGPoint(x: 150, y: 250))
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 0, y: 100))
        let target = engine.endInteraction(velocity: .zero)
        #expect(target.center.y == 250)
        #expect(engine.drawnImageFrame.midY == 250)
    }

    @Test func settlingASettledStateChangesNothing() {
        var engine = Self.zoomedAtTheLeftEdge()
        let settled = engine.geometry
        #expect(engine.settledGeometry(velocity: .zero) == settled)
        #expect(engine.endInteraction(velocity: .zero) == settled)
    }

    @Test func aContainerWithAScrolledOriginIsHandledInItsOwnSpace() {
        // A paging scroll view on its second page: bounds (300, 0, 300 × 500), the image view at
        // (300, 0, 300 × 500). Everything is the first scenario moved 300 to the right.
        let page = CGRect(x: 300, y: 0, width: 300, height: 500)
        var engine = ZoomEngine(containerBounds: page, restingFrame: page, contentFrame: Fixture.photoContentFrame)
        #expect(engine.geometry.center == CGPoint(x: 450, y: 250))
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 300, y: 0))
        #expect(engine.geometry.center == CGPoint(x: 600, y: 500))
        #expect(engine.endInteraction(velocity: .zero).center == CGPoint(x: 600, y: 250))
    }

    /// Zoomed ×2 at the top-left corner and settled: centre (300, 250), cx range [0, 300].
    static func zoomedAtTheLeftEdge() -> ZoomEngine {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: .zero)
        engine.endInteraction(velocity: .zero)
        return engine
    }
}
