import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What one gesture, touch or animation leaves behind for the next: the fling a pan released,
/// whether a gesture moved the image, the end a caught animation still owes, a held animation's
/// target, where a touch landed, a scroll's mode and centroid, the touches still down, and what a
/// layout pass remembered. Each must carry exactly as far as the rules say, and no further.
///
/// The view: a container with a non-zero origin, bounds (20, 30, 300 × 500), the view filling it
/// (centre (170, 280), bounds (0, 0, 300 × 500), anchor (150, 250)), a 800 × 480 px image at
/// scale 2 (400 × 240 pt) aspect fit at k = 0.75: drawn (0, 160, 300 × 180) in the view, so view
/// point v is pixel (v.x · 8/3, (v.y − 160) · 8/3). At scale s and centre c the drawn image spans
/// c.x ± 150 s and c.y ± 90 s: settled, x ∈ [320 − 150 s, 20 + 150 s] (s ≥ 1), and y is centred
/// at 280 while 180 s < 500, else in [530 − 90 s, 30 + 90 s]. A zoom by r about F moves c to
/// F − (F − c) · r; container point p shows view point (p − c)/s + (150, 250).
@MainActor
@Suite struct StateBetweenGesturesTests {
    static let container = CGRect(x: 20, y: 30, width: 300, height: 500)
    static let centre = CGPoint(x: 170, y: 280)
    static let image = ImageDescription(size: CGSize(width: 400, height: 240), scale: 2, orientation: .up)
    /// The same container turned: 600 × 300 at the same origin. The image fits at
    /// min(600/400, 300/240) = 1.25: drawn (50, 0, 500 × 300), anchor (300, 150), coverage
    /// centre (320, 180).
    static let landscape = CGRect(x: 20, y: 30, width: 600, height: 300)

    /// Initialized, in its container, with the image: at rest, its set-up reports cleared.
    static func make() -> SimulatedView {
        let view = SimulatedView()
        view.bounds = CGRect(origin: .zero, size: container.size)
        view.center = centre
        view.send(.initialize(center: centre, bounds: view.bounds))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(container))
        view.send(.image(image, identity: 1))
        view.log.removeAll()
        view.inputs.removeAll()
        return view
    }

    /// A double tap at the centre (2.5 about (170, 280): at 2.5, x ∈ [−55, 395] and y centred,
    /// so it heads to (170, 280)), caught by a touch 40 % of the way: held at 1.6.
    static func heldOnItsWayTo2_5() -> SimulatedView {
        let view = make()
        view.doubleTap(at: centre)
        view.animationProgress = 0.4
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(view.interaction.isHolding && isClose(view.interaction.zoomScale, 1.6))
        return view
    }

    // MARK: - What a gesture carries to its end, and no further

    /// At 3 (x ∈ [−130, 470], y ∈ [260, 300]) a pan by −20 released at −200 pt/s glides
    /// from x 150 by −200/1000 · 0.998/0.002 = −99.8, to 50.2. Caught half-way (x 100.1) by
    /// the pinch's fingers, ×1.2 about (120, 300) gives c = (120 − 19.9 · 1.2, 300 − 20 · 1.2)
    /// = (96.12, 276) at 3.6 — inside x ∈ [−220, 560], y ∈ [206, 354]: nothing to settle. The
    /// pan's fling must not coast this gesture on: no animation, one end for the glide and the
    /// pinch together.
    @Test func aFlingDoesNotCarryIntoALaterPinchsSettle() {
        let view = Self.make()
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        view.pan(by: CGPoint(x: -20, y: 0), velocity: CGPoint(x: -200, y: 0))
        #expect(isClose(view.animation?.to.center ?? .zero, CGPoint(x: 50.2, y: 280)))
        view.animationProgress = 0.5
        view.pinch([(1.2, CGPoint(x: 120, y: 300))], from: CGPoint(x: 120, y: 300))
        #expect(view.animation == nil)
        #expect(isClose(view.interaction.geometry.center, CGPoint(x: 96.12, y: 276)))
        #expect(isClose(view.interaction.zoomScale, 3.6))
        #expect(view.ends.count == 2 && view.ends[0] == 3 && isClose(view.ends[1], 3.6))
    }

    /// ×2 about (120, 300): c = (120 + 50 · 2, 300 − 20 · 2) = (220, 260), settling to y 280;
    /// its end is reported when the spring lands. A later gesture that moves nothing — a pinch
    /// ×1, a pan by zero — owes nothing: no change, no end, nothing applied.
    @Test func aGestureThatMovesNothingAfterOneThatMovedReportsNothing() {
        let view = Self.make()
        view.pinch([(2, CGPoint(x: 120, y: 300))], from: CGPoint(x: 120, y: 300))
        #expect(view.animation?.to.center == CGPoint(x: 220, y: 280))
        view.completeAnimation()
        #expect(view.ends == [2])
        let mark = view.log.count
        view.pinch([(1, CGPoint(x: 200, y: 200))], from: CGPoint(x: 200, y: 200))
        view.pan(by: .zero)
        #expect(!view.entries(since: mark).contains { entry in
            switch entry {
            case .change, .end, .apply, .start, .accessibility: true
            default: false
            }
        })
        #expect(!view.interaction.isZooming)
    }

    /// Held at 1.6 about (170, 280) — settled there (x ∈ [80, 260], y centred) — a pinch that
    /// moves nothing takes the hold over: its end is the caught animation's, reported once, at
    /// 1.6; the double tap's target 2.5 is not resumed when the fingers lift.
    @Test func aGestureTakingOverAHeldAnimationReportsItsEndThoughItMovesNothing() {
        let view = Self.heldOnItsWayTo2_5()
        view.send(.pinch(.began, scale: 1, centroid: Self.centre, touchCount: 2))
        view.send(.pinch(.changed, scale: 1, centroid: Self.centre, touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: Self.centre, touchCount: 2))
        #expect(view.ends.count == 1 && isClose(view.ends[0], 1.6))
        view.send(.touchesEnded(count: 1))
        #expect(view.animation == nil && !view.interaction.isZooming)
        #expect(isClose(view.interaction.zoomScale, 1.6) && view.ends.count == 1)
    }

    /// A trackpad pinch (no touches) during the double tap's animation takes it over: caught
    /// where it is shown (1.6), or finished at its target (2.5) when the view can't say. A ×1
    /// pinch moves nothing more, yet the animation's end is owed and reported once, at that scale.
    @Test(arguments: [true, false])
    func aTrackpadPinchTakingOverAnAnimationReportsItsEndThoughItMovesNothing(shownKnown: Bool) {
        let view = Self.make()
        view.doubleTap(at: Self.centre)
        view.animationProgress = 0.4
        let shown = shownKnown ? view.shown : nil
        view.send(.pinch(.began, scale: 1, centroid: Self.centre, touchCount: 0, shown: shown))
        view.send(.pinch(.changed, scale: 1, centroid: Self.centre, touchCount: 0, shown: shown))
        view.send(.pinch(.ended, scale: 1, centroid: Self.centre, touchCount: 0, shown: shown))
        let expected: CGFloat = shownKnown ? 1.6 : 2.5
        #expect(view.animation == nil && !view.interaction.isZooming)
        #expect(view.ends.count == 1 && isClose(view.ends[0], expected))
    }

    /// A gesture starts from what the view shows when that is not the interaction's geometry —
    /// a view moved from outside, here by the app's own animation: UIKit's model is at 2, the
    /// screen at 1.5 about (170, 280). The pinch takes 1.5 over and applies it (the model then
    /// agrees); ×1 moves nothing more, and 1.5 is settled (x ∈ [95, 245], y centred), yet the
    /// zoom changed from 1: the change and the end are reported, once.
    @Test func aPinchStartsFromWhatAViewMovedFromOutsideShowsAndOwesItsEnd() {
        let view = Self.make()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let shown = ShownGeometry(center: Self.centre, transform: CGAffineTransform(scaleX: 1.5, y: 1.5))
        let centroid = CGPoint(x: 200, y: 300)
        view.send(.touchesBegan(count: 2, shown: shown))
        view.send(.pinch(.began, scale: 1, centroid: centroid, touchCount: 2, shown: shown))
        #expect(view.log.contains(.apply(Self.centre, 1.5)))
        #expect(view.transform.a == 1.5 && view.interaction.zoomScale == 1.5)
        view.send(.pinch(.changed, scale: 1, centroid: centroid, touchCount: 2, shown: view.shown))
        view.send(.pinch(.ended, scale: 1, centroid: centroid, touchCount: 2, shown: view.shown))
        view.send(.touchesEnded(count: 2))
        #expect(view.animation == nil && !view.interaction.isZooming)
        #expect(view.changes == [1.5] && view.ends == [1.5])
    }

    // MARK: - A held animation's target

    /// Held at 1.6 on the way to 2.5, a command to 3 (about the coverage centre: (170, 280), y in
    /// [260, 300]) lets go of the hold: animated, it heads to 3 from 1.6; at once, it is there.
    /// Lifting the finger then resumes nothing: the old target 2.5 is gone. One end, at 3.
    @Test(arguments: [true, false])
    func aCommandWhileHoldingReplacesTheHeldTarget(animated: Bool) {
        let view = Self.heldOnItsWayTo2_5()
        view.send(.setZoomScale(3, animated: animated, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        #expect(view.animation?.to.transform.a == (animated ? 3 : nil))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 3 && view.interaction.geometry.center == Self.centre)
        #expect(view.ends == [3] && !view.interaction.isZooming)
    }

    /// Held at 1.6 on the way to 2.5, a new image sends the view to rest at once and lets go of
    /// the hold (its end reported then, at 1). Lifting the finger resumes nothing.
    @Test func aNewImageWhileHoldingDropsTheHeldTarget() {
        let view = Self.heldOnItsWayTo2_5()
        view.send(.image(Self.image, identity: 2))
        #expect(view.ends == [1])
        view.send(.touchesEnded(count: 1))
        #expect(view.animation == nil && !view.interaction.isZooming)
        #expect(view.interaction.zoomScale == 1 && view.interaction.geometry.center == Self.centre)
        #expect(!view.interaction.engine.isInteracting)
    }

    /// Held at 1.6 on the way to 2.5 at (170, 280) — the middle of the image, fraction
    /// (0.5, 0.5) at the coverage centre — the container turns. The target follows the new layout:
    /// the image's middle (300, 150) at the new coverage centre (320, 180), c = (320, 180) at 2.5
    /// (x ∈ [−5, 645], y ∈ [−45, 405]: no clamp). Lifting the finger heads there, not to the old
    /// (170, 280), which is a place in the old layout.
    @Test func aHeldTargetFollowsALayoutChange() {
        let view = Self.heldOnItsWayTo2_5()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.interaction.isHolding && view.animation == nil)
        #expect(isClose(view.interaction.geometry.center, CGPoint(x: 320, y: 180)))
        view.send(.touchesEnded(count: 1))
        let target = view.animation?.to
        #expect(target?.transform.a == 2.5)
        #expect(isClose(target?.center ?? .zero, CGPoint(x: 320, y: 180)))
        view.completeAnimation()
        #expect(view.ends == [2.5])
    }

    // MARK: - Where a touch landed

    /// The first touch only stops the double tap's animation (its tap reports nothing); the
    /// animation resumes and lands at 2.5 about (170, 280). The next touch lands on a still
    /// image: its tap reports. View point (120, 205) is pixel (120 · 8/3, 45 · 8/3) = (320, 120).
    @Test func aTapAfterOneThatOnlyStoppedTheImageReportsItsPixel() {
        let view = Self.heldOnItsWayTo2_5()
        view.send(.touchesEnded(count: 1))
        view.send(.singleTap(.ended, location: CGPoint(x: 120, y: 205)))
        #expect(!view.log.contains { if case .tap = $0 { return true } else { return false } })
        view.completeAnimation()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        let mark = view.log.count
        view.send(.singleTap(.ended, location: CGPoint(x: 120, y: 205)))
        // Besides the tap on the view every single tap reports (what toggles a photo viewer's chrome).
        #expect(view.entries(since: mark).first == .viewTap)
        let reported = view.entries(since: mark).filter { $0 != .viewTap }
        guard reported.count == 1, case .tap(let pixel) = reported[reported.startIndex] else {
            Issue.record("expected one tap, got \(reported)")
            return
        }
        #expect(isClose(pixel, CGPoint(x: 320, y: 120)))
    }

    /// Each tap maps through what its own touch landed on. At 2 a first tap at view point
    /// (100, 200) reports pixel (266.67, 106.67). Zoomed to 3 at once (about (170, 280), y in
    /// [260, 300]), a second finger lands at container (230, 310): view point
    /// ((230 − 170)/3 + 150, (310 − 280)/3 + 250) = (170, 260), pixel (453.33, 266.67). Before
    /// UIKit recognizes the tap the app animates to 4, so UIKit gives the location through the
    /// target: (60/4 + 150, 30/4 + 250) = (165, 257.5). Through the first touch's landing (at 2)
    /// it would be pixel (480, 280).
    @Test func aTapMapsThroughWhatItsOwnTouchLandedOn() {
        let view = Self.make()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.send(.singleTap(.ended, location: CGPoint(x: 100, y: 200)))
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.send(.setZoomScale(4, animated: true, shown: view.shown))
        view.send(.singleTap(.ended, location: CGPoint(x: 165, y: 257.5)))
        let taps = view.log.compactMap { entry -> CGPoint? in if case .tap(let pixel) = entry { pixel } else { nil } }
        #expect(taps.count == 2)
        #expect(isClose(taps.first ?? .zero, CGPoint(x: 800.0 / 3, y: 320.0 / 3)))
        #expect(isClose(taps.last ?? .zero, CGPoint(x: 1360.0 / 3, y: 800.0 / 3)))
    }

    // MARK: - Centroids and scrolls

    /// Within one gesture the pinch recognizer ends and begins again (a finger lifts and lands)
    /// while the pan goes on. At 2 about (170, 280): ×1.5 about A (150, 300) gives
    /// c = (150 + 20 · 1.5, 300 − 20 · 1.5) = (180, 270) at 3; the pan then moves x by 10 (inside
    /// [−130, 470]): (190, 270). The new pinch's first event, at B (220, 260), is its own
    /// baseline: ×1 moves nothing. Measured from A it would jump by B − A.
    @Test func aPinchBegunAgainInTheSameGestureStartsFromItsOwnCentroid() {
        let view = Self.make()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        let a = CGPoint(x: 150, y: 300)
        view.send(.pan(.began, translation: .zero, velocity: .zero))
        view.send(.pinch(.began, scale: 1, centroid: a, touchCount: 2))
        view.send(.pinch(.changed, scale: 1.5, centroid: a, touchCount: 2))
        #expect(view.interaction.geometry.center == CGPoint(x: 180, y: 270))
        view.send(.pinch(.ended, scale: 1, centroid: a, touchCount: 2))
        view.send(.pan(.changed, translation: CGPoint(x: 10, y: 0), velocity: .zero))
        #expect(view.interaction.geometry.center == CGPoint(x: 190, y: 270))
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 220, y: 260), touchCount: 2))
        #expect(view.interaction.geometry.center == CGPoint(x: 190, y: 270))
        #expect(view.interaction.zoomScale == 3)
    }

    /// A new image mid-pinch restarts the gesture from rest with its centroid forgotten. ×2
    /// about A (120, 300) gives (220, 260); the new image puts the view at rest, (170, 280) at 1;
    /// the next event, ×1.5 about A′ (140, 320), zooms about A′ only: c = (140 + 30 · 1.5,
    /// 320 − 40 · 1.5) = (185, 260). Panning from A as well it would be (215, 290).
    @Test func aNewImageMidPinchForgetsTheCentroid() {
        let view = Self.make()
        view.pinch([(2, CGPoint(x: 120, y: 300))], from: CGPoint(x: 120, y: 300), end: false)
        #expect(view.interaction.geometry.center == CGPoint(x: 220, y: 260))
        view.send(.image(Self.image, identity: 2))
        #expect(view.interaction.geometry.center == Self.centre && view.interaction.zoomScale == 1)
        #expect(view.interaction.engine.isInteracting)
        view.send(.pinch(.changed, scale: 1.5, centroid: CGPoint(x: 140, y: 320), touchCount: 2))
        #expect(view.interaction.geometry.center == CGPoint(x: 185, y: 260))
    }

    /// A ⌘-scroll that zooms leaves the pointer as the engine's centroid while it lasts; when it
    /// ends, a pan under way with it moves the image again. (UIKit runs the scroll only with the
    /// pinch, but the interaction takes inputs in any order: traces, the fuzzer.) At 2: ⌘-scroll
    /// up 100 doubles about P (120, 250): c = (120 + 50 · 2, 250 + 30 · 2) = (220, 310) at 4;
    /// after the scroll ends the pan's −10 moves x to 210 (inside [−280, 620]).
    @Test func aPanGoesOnAfterAZoomingScrollEnds() {
        let view = Self.make()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        let pointer = CGPoint(x: 120, y: 250)
        view.send(.pan(.began, translation: .zero, velocity: .zero))
        view.scroll([CGPoint(x: 0, y: 100)], at: pointer, modifiers: .command)
        #expect(view.interaction.geometry.center == CGPoint(x: 220, y: 310) && view.interaction.zoomScale == 4)
        view.send(.pan(.changed, translation: CGPoint(x: -10, y: 0), velocity: .zero))
        #expect(view.interaction.geometry.center == CGPoint(x: 210, y: 310))
        view.send(.pan(.ended, translation: .zero, velocity: .zero))
        #expect(view.ends == [2, 4])
    }

    /// A zooming scroll ending during a pinch leaves the pinch its own centroid. Pinch at C
    /// (150, 300); ⌘-scroll up 100 doubles about the pointer P (200, 250): c = (200 − 30 · 2,
    /// 250 + 30 · 2) = (140, 310) at 2; the scroll ends; the fingers move to (160, 290): the image
    /// follows by (+10, −10) from C, to (150, 300).
    @Test func aPinchKeepsItsCentroidWhenAZoomingScrollEnds() {
        let view = Self.make()
        let c = CGPoint(x: 150, y: 300)
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.pinch(.began, scale: 1, centroid: c, touchCount: 2))
        view.scroll([CGPoint(x: 0, y: 100)], at: CGPoint(x: 200, y: 250), modifiers: .command)
        #expect(view.interaction.geometry.center == CGPoint(x: 140, y: 310) && view.interaction.zoomScale == 2)
        view.send(.pinch(.changed, scale: 1, centroid: CGPoint(x: 160, y: 290), touchCount: 2))
        #expect(view.interaction.geometry.center == CGPoint(x: 150, y: 300))
    }

    /// A pinch that begins while a zooming scroll is under way starts from its own centroid, like
    /// any pinch's first event: the image point under its fingers stays there. ⌘-scroll up 100
    /// doubles about P (200, 250): (140, 310) at 2. A touch pinch begins at C (120, 330) with
    /// scale 1: nothing moves (measured from P it would jump by C − P = (−80, 80)); ×1.5 about C
    /// then gives c = (120 + 20 · 1.5, 330 − 20 · 1.5) = (150, 300) at 3.
    @Test func aPinchBegunDuringAZoomingScrollStartsFromItsOwnCentroid() {
        let view = Self.make()
        let pointer = CGPoint(x: 200, y: 250), c = CGPoint(x: 120, y: 330)
        view.send(.scroll(.began, translation: .zero, velocity: .zero, location: pointer, modifiers: .command))
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, location: pointer,
                          modifiers: .command))
        #expect(view.interaction.geometry.center == CGPoint(x: 140, y: 310))
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.pinch(.began, scale: 1, centroid: c, touchCount: 2))
        #expect(view.interaction.geometry.center == CGPoint(x: 140, y: 310))
        view.send(.pinch(.changed, scale: 1.5, centroid: c, touchCount: 2))
        #expect(view.interaction.geometry.center == CGPoint(x: 150, y: 300) && view.interaction.zoomScale == 3)
    }

    // MARK: - Touches still down, and layout passes

    /// The pinch recognizer ends with both fingers still down: ×5 about the centre rubber-bands
    /// past 4 and springs back to 4 at (170, 280) (x ∈ [−280, 620], y ∈ [170, 390]). The fingers
    /// left down do not hold the spring; a third finger lands and catches it; lifting that one
    /// leaves two down, still holding; lifting the last two resumes to 4. One end, at 4.
    @Test func touchesLeftDownAfterAGestureCountTowardsTheNextHold() {
        let view = Self.make()
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.pinch(.began, scale: 1, centroid: Self.centre, touchCount: 2))
        view.send(.pinch(.changed, scale: 5, centroid: Self.centre, touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: Self.centre, touchCount: 2))
        #expect(view.animation?.to.transform.a == 4 && view.animation?.to.center == Self.centre)
        #expect(view.interaction.touchCount == 2 && !view.interaction.isHolding)
        view.animationProgress = 0.5
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(view.interaction.isHolding && view.animation == nil)
        view.send(.touchesEnded(count: 1))
        #expect(view.interaction.isHolding && view.animation == nil && view.interaction.touchCount == 2)
        view.send(.touchesEnded(count: 2))
        #expect(view.animation?.to.transform.a == 4)
        view.completeAnimation()
        #expect(view.ends == [4] && view.interaction.touchCount == 0)
    }

    /// What a layout pass remembered is used only while the image is still where that pass put
    /// it. At 2 about (170, 280) (fraction (0.5, 0.5) at the coverage centre), the container
    /// turns: the middle (300, 150) goes to (320, 180) (x ∈ [120, 520], y ∈ [30, 330]). A pan
    /// by (−40, +30) moves it to (280, 210). Turned back, the spot at the coverage centre now is
    /// view point ((320 − 280)/2 + 300, (180 − 210)/2 + 150) = (320, 135), fraction
    /// (270/500, 135/300) = (0.54, 0.45): in portrait (162, 241), so c = (170 − 12 · 2,
    /// 280 + 9 · 2) = (146, 298), y centred at 2: (146, 280). The pass before the pan would
    /// have put the middle back: (170, 280).
    @Test func aLayoutPassAfterAGestureKeepsWhatTheGestureShows() {
        let view = Self.make()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.interaction.geometry.center == CGPoint(x: 320, y: 180))
        view.pan(by: CGPoint(x: -40, y: 30))
        #expect(view.interaction.geometry.center == CGPoint(x: 280, y: 210) && view.animation == nil)
        view.send(.frame(Self.container, container: Self.container, fromOwnWrite: false))
        #expect(view.interaction.zoomScale == 2)
        #expect(isClose(view.interaction.geometry.center, CGPoint(x: 146, y: 280)))
    }
}
