import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What a finger on a moving image does. The bug these pin: a touch during a zoom animation froze
/// it where it was (a photo double-tapped back to rest ended up at 1.3, and the next swipe in a
/// photo browser panned it instead of paging), without reporting the scale it froze at.
@MainActor
@Suite struct ZoomInteractionTouchTests {
    /// The photo at 2.5 (double tap at the centre: centre (150, 250), covering 750 × 500), then a
    /// second double tap animating back to rest, caught 40 % of the way: scale 2.5 − 1.5 · 0.4 = 1.9.
    func caughtOnItsWayBackToRest() -> SimulatedView {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.doubleTap(at: PhotoView.centre)
        #expect(view.animation?.to.transform.a == 1)
        view.animationProgress = 0.4
        view.log.removeAll()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        return view
    }

    /// Touches are counted as UIKit reports them, landing and lifting; a count no hand has (a
    /// bad value) saturates at Int.max instead of overflowing, and counts back down to none.
    @Test func touchesAreCountedAndACountBeyondIntMaxSaturates() {
        let view = PhotoView.make()
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(view.interaction.touchCount == 3)
        view.send(.touchesBegan(count: Int.max - 3, shown: view.shown))
        #expect(view.interaction.touchCount == Int.max)
        view.send(.touchesBegan(count: 5, shown: view.shown))
        #expect(view.interaction.touchCount == Int.max)
        view.send(.touchesEnded(count: Int.max - 1))
        #expect(view.interaction.touchCount == 1)
        view.send(.touchesEnded(count: 2))
        #expect(view.interaction.touchCount == 0)
    }

    @Test func aTouchCatchesAZoomAnimationWhereItIsAndReportsThatScale() {
        let view = caughtOnItsWayBackToRest()
        #expect(view.animation == nil)
        #expect(view.log.first == .stop)
        #expect(isClose(view.interaction.zoomScale, 1.9))
        #expect(isClose(view.transform.a, 1.9))
        #expect(view.changes.count == 1 && isClose(view.changes[0], 1.9))
        #expect(view.ends.isEmpty)
        #expect(view.interaction.isHolding && view.interaction.isZooming)
    }

    /// A presentation layer can report a transform of scale exactly 0 (the first frame of an
    /// animation from a collapsed state); it says nothing about where the image is. A touch then
    /// catches the animation at its target (rest: 1 about (150, 250)), not at a degenerate scale.
    @Test func aShownScaleOfExactlyZeroCatchesTheAnimationAtItsTarget() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.doubleTap(at: PhotoView.centre)
        let collapsed = ShownGeometry(center: CGPoint(x: 120, y: 260), transform: CGAffineTransform(scaleX: 0, y: 0))
        view.send(.touchesBegan(count: 1, shown: collapsed))
        #expect(view.interaction.zoomScale == 1)
        #expect(view.interaction.geometry.center == PhotoView.centre)
    }

    /// A touch count of 0 (a bad value) is no touch: it neither catches a running animation nor
    /// lifts the finger holding one.
    @Test func touchCountsOfZeroChangeNothing() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.5
        let running = view.animation
        view.send(.touchesBegan(count: 0, shown: view.shown))
        #expect(view.animation == running && !view.interaction.isHolding)
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(view.interaction.isHolding)
        view.send(.touchesEnded(count: 0))
        #expect(view.interaction.isHolding && view.animation == nil && view.interaction.touchCount == 1)
        view.send(.touchesEnded(count: 1))
        #expect(!view.interaction.isHolding && view.animation != nil)
    }

    @Test func liftingWithoutAGestureLetsTheZoomAnimationReachItsTarget() {
        let view = caughtOnItsWayBackToRest()
        view.send(.touchesEnded(count: 1))
        // A new spring from the caught 1.9 to the target it had: rest, scale 1 at (150, 250).
        #expect(view.animation?.from.transform.a == view.changes.first)
        #expect(view.animation?.to.transform.a == 1)
        #expect(view.animation?.to.center == PhotoView.centre)
        #expect(view.ends.isEmpty)
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 1)
        #expect(view.center == PhotoView.centre && view.transform == .identity)
        // One end for the double tap, the catch and the resumed animation together.
        #expect(view.ends == [1])
        #expect(view.changes.last == 1)
        #expect(!view.interaction.isZooming)
    }

    @Test func whileTheCaughtAnimationWasHeadingToRestASwipePagesThePhotoBrowser() {
        let view = caughtOnItsWayBackToRest()
        // At 1.9 the image could pan; but it was heading to rest, so the parent gets the swipe.
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: 400, y: 0)) == false)
        // The parent's pan cancels the view's touches: the animation then goes on to rest.
        view.send(.touchesEnded(count: 1))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 1)
    }

    @Test func aCaughtZoomInResumesToItsTargetToo() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.5                     // 1 + 1.5 · 0.5 = 1.75
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(isClose(view.interaction.zoomScale, 1.75))
        // Zoomed in and heading further in: a swipe pans the image.
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: 400, y: 0)) == true)
        view.send(.touchesEnded(count: 1))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 2.5)
        #expect(view.ends == [2.5])
    }

    /// At 2.5 about the centre the centre may move in x ∈ [−75, 375]. A pan left by 20 and a
    /// release at −200 pt/s projects −200/1000 · 0.998/0.002 = −99.8 pt: from 130 to 30.2, inside
    /// the range, so the spring is a glide.
    @Test func aTouchStopsAMomentumGlideWhereItCatchesIt() throws {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.pan(by: CGPoint(x: -20, y: 0), velocity: CGPoint(x: -200, y: 0))
        let glide = try #require(view.animation)
        #expect(glide.spring.isGlide)
        #expect(isClose(glide.from.center.x, 130) && isClose(glide.to.center.x, 30.2))
        view.animationProgress = 0.5                     // x = 130 − 99.8 / 2 = 80.1
        view.log.removeAll()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        // It stays where it was caught (inside the edges: nothing to settle), and the pan's
        // interaction ends there.
        #expect(view.animation == nil)
        #expect(isClose(view.center.x, 80.1) && view.center.y == 250)
        #expect(view.ends == [2.5])
        #expect(!view.interaction.isZooming)
    }

    @Test func aPinchStartingOnACaughtAnimationContinuesFromWhatIsShown() {
        let view = caughtOnItsWayBackToRest()               // held at 1.9, centre (150, 250)
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        view.send(.pinch(.changed, scale: 2, centroid: PhotoView.centre, touchCount: 2))
        #expect(isClose(view.interaction.zoomScale, 3.8))
        #expect(!view.interaction.isHolding)
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        view.send(.touchesEnded(count: 2))
        view.completeAnimation()
        // 3.8 is inside the limits: the gesture ends there, and it is the only end.
        #expect(isClose(view.interaction.zoomScale, 3.8))
        #expect(view.ends.count == 1 && isClose(view.ends[0], 3.8))
    }

    @Test func touchesOnAnImageAtRestChangeNothing() {
        let view = PhotoView.make()
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.send(.touchesEnded(count: 1))
        #expect(view.log.isEmpty)
        #expect(view.interaction.touchCount == 0 && !view.interaction.isZooming)
    }

    @Test func onlyTheLastFingerLiftingResumesTheAnimation() {
        let view = caughtOnItsWayBackToRest()
        view.send(.touchesBegan(count: 1, shown: view.shown))      // a second finger lands
        view.send(.touchesEnded(count: 1))
        #expect(view.animation == nil && view.interaction.isHolding)
        view.send(.touchesEnded(count: 1))
        #expect(view.animation != nil && !view.interaction.isHolding)
    }
}
