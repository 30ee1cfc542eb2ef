import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Recognizer callbacks as UIKit delivers them — and as it should not (ended without began,
/// began twice, no container) — and what each reports.
@MainActor
@Suite struct ZoomInteractionGestureTests {
    @Test func aPinchReportsEveryChangeAndItsEndOnceSettled() {
        let view = PhotoView.make()
        // ×2 about the centre: 600 × 400 drawn, x may move in [0, 300], y is centred at 250;
        // (150, 250) is settled already, so the end comes with the lift.
        view.pinch([(2, PhotoView.centre)], from: PhotoView.centre)
        #expect(view.changes == [2])
        #expect(view.ends == [2])
        #expect(view.log.lastIndex(of: .end(2))! > view.log.lastIndex(of: .change(2))!)
        #expect(view.log.filter { $0 == .resetPinch }.count == 2)       // began and changed, each read and reset
    }

    /// The pan's translation is read as a step and reset, like the pinch's scale: at 2.5 (x in
    /// [−75, 375]) a pan left by 20 in two moves of 10 moves the centre from 150 to 130, with a
    /// reset for the began and each change — and none for the end, which applies nothing.
    @Test func aPanResetsItsTranslationAfterEveryAppliedEvent() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.log.removeAll()
        view.pan(by: CGPoint(x: -20, y: 0), steps: 2)
        #expect(view.center == CGPoint(x: 130, y: 250))
        #expect(view.log.filter { $0 == .resetPan }.count == 3)
        #expect(view.ends == [2.5])
    }

    /// ×5 past the maximum 4 rubber-bands to 4 · (1 + f(0.25)), f(x) = 1 − 1/(0.55 x + 1):
    /// 4 · (1 + 0.1375 / 1.1375) = 4.483516…; the release springs back to 4 and the end waits
    /// for the spring.
    @Test func aPinchPastTheMaximumEndsWhenTheSpringBackLands() {
        let view = PhotoView.make()
        view.pinch([(5, PhotoView.centre)], from: PhotoView.centre)
        let banded: CGFloat = 4 * (1 + 0.1375 / 1.1375)
        #expect(isClose(view.changes[0], banded))
        #expect(view.changes.last == 4)
        #expect(view.animation?.to.transform.a == 4)
        #expect(view.ends.isEmpty && view.interaction.isZooming)
        view.completeAnimation()
        #expect(view.ends == [4])
        #expect(!view.interaction.isZooming)
    }

    @Test func aGestureThatMovesNothingReportsNothing() {
        let view = PhotoView.make()
        view.pinch([(1, PhotoView.centre)], from: PhotoView.centre)
        view.pan(by: .zero)
        #expect(view.changes.isEmpty && view.ends.isEmpty)
        #expect(!view.log.contains { if case .apply = $0 { return true } else { return false } })
    }

    /// A view moved from outside the interaction — a photo viewer's dismiss drag has carried it
    /// down 120 pt and shrunk it to 0.8 — hands over to a trackpad pinch (no touches) that says
    /// what is shown: the pinch starts there, not from the resting geometry, and 0.8 is below the
    /// minimum 1, so it goes on rubber-banded (ZoomLimits: shown = min / (1 + f(min/raw − 1)),
    /// f(x) = 1 − 1/(0.55 x + 1)). Shown 0.8: f = 0.25, so min/raw − 1 = 0.60606, raw = 0.62264;
    /// ×1.5 about the view's centre (150, 370) → raw 0.93396, min/raw − 1 = 0.070707,
    /// f = 0.037433, shown 1 / 1.037433 = 0.963918, the centre kept. On release the spring takes
    /// it to the minimum 1, centred at rest (150, 250); one end, at 1, after the spring.
    @Test func aGestureStartsFromAGeometryShownFromOutsideTheInteraction() {
        let view = PhotoView.make()
        let dragged = ShownGeometry(center: CGPoint(x: 150, y: 370), transform: CGAffineTransform(scaleX: 0.8, y: 0.8))
        view.send(.pinch(.began, scale: 1, centroid: dragged.center, touchCount: 0, shown: dragged))
        #expect(view.center == CGPoint(x: 150, y: 370) && isClose(view.transform.a, 0.8))
        view.send(.pinch(.changed, scale: 1.5, centroid: dragged.center, touchCount: 0))
        #expect(abs(view.interaction.zoomScale - 0.963918) < 1e-6)
        #expect(isClose(view.center.x, 150) && isClose(view.center.y, 370))
        view.send(.pinch(.ended, scale: 1, centroid: dragged.center, touchCount: 0))
        #expect(view.ends.isEmpty)
        view.completeAnimation()
        #expect(isClose(view.center.x, 150) && isClose(view.center.y, 250) && isClose(view.transform.a, 1))
        #expect(view.changes.count == 3 && isClose(view.changes[0], 0.8) && isClose(view.changes[2], 1))
        #expect(view.ends.count == 1 && isClose(view.ends[0], 1))
    }

    /// The same hand-over when what is shown is the resting geometry itself moves nothing: the
    /// gesture owes no end, and a pinch of ×1 reports nothing.
    @Test func aShownGeometryThatIsTheRestingOneOwesNothing() {
        let view = PhotoView.make()
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 0, shown: view.shown))
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 0))
        #expect(view.changes.isEmpty && view.ends.isEmpty)
        #expect(!view.log.contains { if case .apply = $0 { return true } else { return false } })
    }

    @Test func endedWithoutBeganIsIgnored() {
        let view = PhotoView.make()
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        view.send(.pan(.cancelled, translation: .zero, velocity: CGPoint(x: 900, y: 0)))
        #expect(view.log.isEmpty && !view.interaction.isZooming)
    }

    @Test func changedWithoutBeganBeginsAndBeganTwiceGoesOn() {
        let view = PhotoView.make()
        view.send(.pinch(.changed, scale: 2, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.interaction.isPinching && view.interaction.zoomScale == 2)
        view.send(.pinch(.began, scale: 1.5, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.interaction.zoomScale == 3)
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.ends == [3] && !view.interaction.isZooming)
    }

    /// At 2.5 a pan left by 20 puts the centre at x = 130, inside [−75, 375]. Cancelled (or
    /// failed), the pan carries no fling: nothing to settle, the end comes at once. Ended with
    /// the same velocity it glides (see the touch tests).
    @Test(arguments: [RecognizerPhase.cancelled, .failed])
    func aPanThatDidNotEndCarriesNoFling(phase: RecognizerPhase) {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.log.removeAll()
        view.send(.pan(.began, translation: .zero, velocity: .zero))
        view.send(.pan(.changed, translation: CGPoint(x: -20, y: 0), velocity: CGPoint(x: -200, y: 0)))
        view.send(.pan(phase, translation: .zero, velocity: CGPoint(x: -200, y: 0)))
        #expect(view.animation == nil)
        #expect(view.center == CGPoint(x: 130, y: 250))
        #expect(view.ends == [2.5])
    }

    @Test func eventsWithoutAContainerAreIgnoredAndTheGestureStillEnds() {
        let view = PhotoView.make()
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        view.send(.pinch(.changed, scale: 2, centroid: PhotoView.centre, touchCount: 2))
        view.send(.container(nil))                               // a recycled page left its container
        view.log.removeAll()
        view.send(.pinch(.changed, scale: 3, centroid: nil, touchCount: 2))
        #expect(view.log.isEmpty)                                // no move, no reset of the recognizer
        view.send(.pinch(.cancelled, scale: 1, centroid: nil, touchCount: 2))
        #expect(!view.interaction.isZooming)
        #expect(view.center.x.isFinite && view.center.y.isFinite)
    }

    @Test func withoutAnImageNothingMovesAndNothingIsReported() {
        let view = PhotoView.make()
        view.send(.image(.none, identity: nil))
        view.log.removeAll()
        view.pinch([(3, CGPoint(x: 100, y: 100))], from: PhotoView.centre)
        view.pan(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 900, y: 0))
        #expect(view.changes.isEmpty && view.ends.isEmpty)
        #expect(view.center == PhotoView.centre && view.transform == .identity)
        #expect(!view.interaction.isZooming)
        #expect(view.interaction.shouldBegin(.pinch, velocity: .zero) == false)
    }

    /// Two fingers at (100, 220) and (160, 260)… the centroid is what matters: a finger lifting
    /// moves it to the remaining finger though nothing moved; the touch count tells the
    /// interaction to take the new centroid as the baseline instead of panning by the jump.
    @Test func aFingerLiftingMidPinchDoesNotJump() {
        let view = PhotoView.make()
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 100, y: 220), touchCount: 2))
        view.send(.pinch(.changed, scale: 2, centroid: CGPoint(x: 100, y: 220), touchCount: 2))
        let centre = view.center
        view.send(.pinch(.changed, scale: 1, centroid: CGPoint(x: 130, y: 260), touchCount: 1))
        #expect(view.center == centre)
        view.send(.pinch(.changed, scale: 1, centroid: CGPoint(x: 140, y: 260), touchCount: 1))
        #expect(view.center == CGPoint(x: centre.x + 10, y: centre.y))
    }

    /// Both taps are taps on the view (what toggles a photo viewer's chrome); only the one on
    /// the image has a pixel. A callback that is not a recognized tap is neither.
    @Test func aSingleTapOnTheImageReportsItsPixelAndTheLetterboxNothing() {
        let view = PhotoView.make()
        // View point (75, 200) is (75, 50) in the drawn image at k = 0.5: pixel (150, 100).
        view.send(.singleTap(.ended, location: CGPoint(x: 75, y: 200)))
        // (75, 100) is above the image (it starts at y = 150).
        view.send(.singleTap(.ended, location: CGPoint(x: 75, y: 100)))
        view.send(.singleTap(.possible, location: CGPoint(x: 75, y: 200)))
        #expect(view.log == [.viewTap, .tap(CGPoint(x: 150, y: 100)), .viewTap])
    }

    /// Item 4 of the UIKit review: a tap on a moving image only stops it. Double tap at the
    /// centre, caught halfway (shown 1.75) by the finger that will tap; it lifts, the zoom
    /// animation resumes to 2.5, and 0.3 s later the single tap is recognized: nothing reported.
    @Test func aTapWhoseTouchCaughtAZoomAnimationReportsNothing() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.5
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        #expect(view.animation?.to.transform.a == 2.5)                     // resumed
        view.log.removeAll()
        view.send(.singleTap(.ended, location: CGPoint(x: 160, y: 260)))
        #expect(view.log.isEmpty)
    }

    /// A tap that only stops a momentum glide reports nothing either (`UIScrollView` swallows it).
    @Test func aTapWhoseTouchStoppedAGlideReportsNothing() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.pan(by: CGPoint(x: -20, y: 0), velocity: CGPoint(x: -200, y: 0))
        #expect(view.animation?.spring.isGlide == true)
        view.animationProgress = 0.5
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.log.removeAll()
        view.send(.singleTap(.ended, location: CGPoint(x: 150, y: 250)))
        #expect(view.log.isEmpty)
    }

    /// The tap reports the pixel under the finger when it landed, whatever moved before UIKit
    /// recognized it. At rest at zoom 2 (centre (150, 250)) the finger lands at container
    /// (200, 300): view point (150 + 50/2, 250 + 50/2) = (175, 275), pixel (175 / 0.5,
    /// (275 − 150) / 0.5) = (350, 250). Before the tap is recognized the app animates to zoom 3
    /// about the same centre: UIKit's `location(in: view)` now converts through the target —
    /// (150 + 50/3, 250 + 50/3) — which alone would report pixel (333.3, 233.3).
    @Test func aTapReportsThePixelUnderTheFingerWhenItLanded() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.send(.setZoomScale(3, animated: true, shown: view.shown))
        view.log.removeAll()
        view.send(.singleTap(.ended, location: CGPoint(x: 150 + 50.0 / 3, y: 250 + 50.0 / 3)))
        guard case .tap(let pixel)? = view.log.first(where: { if case .tap = $0 { true } else { false } }) else {
            Issue.record("no tap reported: \(view.log)")
            return
        }
        #expect(abs(pixel.x - 350) < 1e-9 && abs(pixel.y - 250) < 1e-9)
    }

    /// From rest, a double tap at (100, 200) zooms to 2.5 keeping that image point: centre
    /// 100 − (100 − 150) · 2.5 = 225 in x, and in y 200 − (200 − 250) · 2.5 = 325, clamped to
    /// the only y that covers 500 pt with 500 pt: 250.
    @Test func aDoubleTapAnimatesToTheTappedSpotAndAgainBackToRest() {
        let view = PhotoView.make()
        view.doubleTap(at: CGPoint(x: 100, y: 200))
        #expect(view.animation?.to.center == CGPoint(x: 225, y: 250))
        #expect(view.animation?.to.transform.a == 2.5)
        #expect(view.changes == [2.5] && view.ends.isEmpty)
        view.completeAnimation()
        #expect(view.ends == [2.5])
        view.doubleTap(at: CGPoint(x: 100, y: 200))
        view.completeAnimation()
        #expect(view.center == PhotoView.centre && view.interaction.zoomScale == 1)
        #expect(view.ends == [2.5, 1])
    }
}
