import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A trackpad and a mouse, as UIKit delivers them: a trackpad pinch reaches the pinch recognizer
/// with no touches (`numberOfTouches` 0) and the pointer as its location; a two-finger scroll or
/// a mouse wheel reaches the scroll recognizer, also without touches, with the modifier keys
/// held. No `touchesBegan` precedes either.
///
/// The photo view: 600 × 400 px aspect fit in 300 × 500, drawn at (0, 150, 300 × 200), resting
/// centre (150, 250). A zoom by s around a fixed point F moves the centre c to F − (F − c) · s;
/// at scale s the drawn image spans c.x ± 150 s and c.y ± 100 s.
@MainActor
@Suite struct ZoomInteractionPointerTests {
    static let pointer = CGPoint(x: 100, y: 200)

    /// ×2 then ×1.5 around the pointer (100, 200): (200, 300), then 100 + 100 · 1.5 = 250 and
    /// 200 + 100 · 1.5 = 350, at 3. Released: at 3 the image spans 600 pt in y, so y may be in
    /// [500 − 300, 300] = [200, 300]: it settles to (250, 300); x in [−150, 450] stays.
    @Test func aTrackpadPinchZoomsAroundThePointerWithNoTouches() {
        let view = PhotoView.make()
        let pointer = Self.pointer
        view.send(.pinch(.began, scale: 1, centroid: pointer, touchCount: 0))
        view.send(.pinch(.changed, scale: 2, centroid: pointer, touchCount: 0))
        #expect(view.center == CGPoint(x: 200, y: 300) && view.transform.a == 2)
        view.send(.pinch(.changed, scale: 1.5, centroid: pointer, touchCount: 0))
        #expect(view.center == CGPoint(x: 250, y: 350) && view.transform.a == 3)
        view.send(.pinch(.ended, scale: 1, centroid: pointer, touchCount: 0))
        #expect(view.animation?.to.center == CGPoint(x: 250, y: 300))
        #expect(view.changes == [2, 3] && view.ends.isEmpty)
        view.completeAnimation()
        #expect(view.ends == [3] && !view.interaction.isZooming)
        #expect(view.interaction.touchCount == 0)
    }

    /// No finger lands first, so the pinch itself catches a running animation where it is on
    /// screen: a double tap's zoom (1 → 2.5 about the centre) shown 30 % of the way, at 1.45,
    /// is stopped there, and ×1.2 about the centre makes 1.74 — centred and inside the limits,
    /// so it ends at once: one end for both.
    @Test func aTrackpadPinchDuringAnAnimationCatchesItWhereItIs() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.3
        view.log.removeAll()
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 0, shown: view.shown))
        #expect(view.log.prefix(2) == [.stop, .apply(PhotoView.centre, 1.45)])
        view.send(.pinch(.changed, scale: 1.2, centroid: PhotoView.centre, touchCount: 0, shown: view.shown))
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 0, shown: view.shown))
        #expect(isClose(view.interaction.zoomScale, 1.74))
        #expect(view.animation == nil && view.ends.count == 1 && isClose(view.ends[0], 1.74))
    }

    /// When the view cannot say what is on screen (`shown` nil), a trackpad pinch on a running
    /// animation finishes it at its target (2.5 at the centre) and pinches from there: ×1.2
    /// makes 3, centred and inside the limits, one end for both.
    @Test func aTrackpadPinchWithoutWhatIsShownStartsFromTheAnimationsTarget() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.3
        view.log.removeAll()
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 0))
        #expect(view.log.prefix(2) == [.stop, .apply(PhotoView.centre, 2.5)])
        view.send(.pinch(.changed, scale: 1.2, centroid: PhotoView.centre, touchCount: 0))
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 0))
        #expect(isClose(view.interaction.zoomScale, 3))
        #expect(view.animation == nil && view.ends.count == 1 && isClose(view.ends[0], 3))
    }

    /// A second flick during a glide: at 2.5, a scroll left by 20 released at −200 pt/s glides
    /// from x 130 to 30.2. Half-way on screen (x 80.1) a new scroll catches it there — no jump
    /// to 30.2 — and moves it left by 10 to 70.1, inside [−75, 375]: released without velocity
    /// it rests there, and the interaction ends once.
    @Test func aScrollDuringAGlideCatchesItWhereItIs() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.scroll([CGPoint(x: -20, y: 0)], at: Self.pointer, velocity: CGPoint(x: -200, y: 0))
        view.animationProgress = 0.5
        #expect(isClose(view.shown.center, CGPoint(x: 80.1, y: 250)))
        view.log.removeAll()
        view.scroll([CGPoint(x: -10, y: 0)], at: Self.pointer)
        #expect(view.log.first == .stop)
        guard view.log.count > 1, case .apply(let caught, let scale) = view.log[1] else {
            Issue.record("the scroll applied nothing after stopping the glide: \(view.log)")
            return
        }
        #expect(isClose(caught, CGPoint(x: 80.1, y: 250)) && scale == 2.5)
        #expect(isClose(view.center, CGPoint(x: 70.1, y: 250)))
        #expect(view.animation == nil && view.ends == [2.5])
    }

    /// At 2.5 (x in [−75, 375]) a scroll left by 20 pans like a finger: 130. Released at
    /// −200 pt/s it coasts 0.499 s × v = −99.8 to 30.2, inside the range; the end comes when the
    /// glide lands. Each applied event resets the recognizer's translation.
    @Test func aScrollPansAZoomedImageLikeAFingerAndFlings() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.log.removeAll()
        view.send(.scroll(.began, translation: .zero, velocity: .zero, location: Self.pointer, modifiers: []))
        view.send(.scroll(.changed, translation: CGPoint(x: -20, y: 0), velocity: CGPoint(x: -200, y: 0),
                          location: Self.pointer, modifiers: []))
        #expect(view.center == CGPoint(x: 130, y: 250) && view.interaction.isScrolling)
        view.send(.scroll(.ended, translation: .zero, velocity: CGPoint(x: -200, y: 0), location: Self.pointer,
                          modifiers: []))
        let target = view.animation?.to.center ?? .zero
        #expect(isClose(target, CGPoint(x: 30.2, y: 250)))
        #expect(view.log.filter { $0 == .resetPan }.count == 2)
        #expect(view.ends.isEmpty)
        view.completeAnimation()
        #expect(view.ends == [2.5] && view.changes.isEmpty)
    }

    /// ⌘-scroll up 100 pt zooms ×2 around the pointer (100, 200): (200, 300). The pointer moves
    /// to (120, 220) and the zoom re-anchors there (it does not drag the image): ×2 more gives
    /// 120 + 80 · 2 = 280, 220 + 80 · 2 = 380, at 4. Past the maximum the zoom rubber-bands —
    /// raw 8 shows 4 · (1 + f(1)), f(1) = 1 − 1/1.55 — and the end springs back to 4 around the
    /// pointer, to (280, 380), which covers: x in [−300, 600], y in [100, 400]. One end.
    @Test func aCommandScrollZoomsAroundThePointerAndSettlesIntoTheLimits() {
        let view = PhotoView.make()
        let moved = CGPoint(x: 120, y: 220)
        view.send(.scroll(.began, translation: .zero, velocity: .zero, location: Self.pointer, modifiers: .command))
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, location: Self.pointer,
                          modifiers: .command))
        #expect(view.center == CGPoint(x: 200, y: 300) && view.transform.a == 2)
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, location: moved,
                          modifiers: .command))
        #expect(view.center == CGPoint(x: 280, y: 380) && view.transform.a == 4)
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, location: moved,
                          modifiers: .command))
        let banded: CGFloat = 4 * (1 + 0.55 / 1.55)
        #expect(isClose(view.transform.a, banded))
        view.send(.scroll(.ended, translation: .zero, velocity: CGPoint(x: 0, y: 900), location: moved,
                          modifiers: .command))
        #expect(view.animation?.to.transform.a == 4)
        #expect(isClose(view.animation?.to.center ?? .zero, CGPoint(x: 280, y: 380)))
        #expect(view.changes.count == 4 && view.changes.last == 4 && isClose(view.changes[2], banded))
        #expect(view.ends.isEmpty)
        view.completeAnimation()
        #expect(view.ends == [4] && !view.interaction.isZooming)
    }

    /// What a scroll does is decided when it begins: begun with ⌘ it zooms to its end although ⌘
    /// is let go (×0.5 about the centre from 2.5: 1.25); begun without, it pans although ⌘ is
    /// pressed (at 1.25 x may be in [112.5, 187.5]: −20 gives 130).
    @Test func theModifierHeldWhenAScrollBeginsDecidesForTheWholeScroll() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.send(.scroll(.began, translation: .zero, velocity: .zero, location: PhotoView.centre, modifiers: .command))
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: -100), velocity: .zero, location: PhotoView.centre,
                          modifiers: []))
        view.send(.scroll(.ended, translation: .zero, velocity: .zero, location: PhotoView.centre, modifiers: []))
        #expect(view.interaction.zoomScale == 1.25 && view.center == PhotoView.centre)
        view.send(.scroll(.began, translation: .zero, velocity: .zero, location: PhotoView.centre, modifiers: []))
        view.send(.scroll(.changed, translation: CGPoint(x: -20, y: 0), velocity: .zero, location: PhotoView.centre,
                          modifiers: .command))
        view.send(.scroll(.ended, translation: .zero, velocity: .zero, location: PhotoView.centre, modifiers: .command))
        #expect(view.interaction.zoomScale == 1.25 && view.center == CGPoint(x: 130, y: 250))
        #expect(view.ends == [2.5, 1.25, 1.25])
    }

    /// With ⌥ as the zoom modifier, ⌘-scroll pans (at rest: it does not even begin) and ⌥-scroll
    /// zooms — ×2 around the centre from rest.
    @Test func theZoomModifierIsConfigurable() {
        let view = PhotoView.make()
        view.send(.scrollZoomModifiers(.alternate))
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: 0, y: 400), modifiers: .command) == false)
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: 0, y: 400), modifiers: .alternate) == true)
        view.scroll([CGPoint(x: 0, y: 100)], at: PhotoView.centre, modifiers: .alternate)
        #expect(view.interaction.zoomScale == 2 && view.ends == [2])
    }

    /// A horizontal ⌘-scroll zooms by 2⁰ = 1: nothing moves, nothing is reported.
    @Test func aScrollThatMovesNothingReportsNothing() {
        let view = PhotoView.make()
        view.scroll([CGPoint(x: 80, y: 0)], at: Self.pointer, modifiers: .command)
        #expect(view.changes.isEmpty && view.ends.isEmpty && !view.interaction.isZooming)
        #expect(!view.log.contains { if case .apply = $0 { return true } else { return false } })
    }

    /// Like a finger's: without a container a scroll's events are ignored (the recognizer is not
    /// reset), an end without a beginning too, and a scroll cancelled after the view left its
    /// container still ends.
    @Test func aScrollWithoutAContainerIsIgnoredAndStillEnds() {
        let view = PhotoView.make()
        view.send(.scroll(.ended, translation: nil, velocity: nil, location: nil, modifiers: []))
        view.send(.scroll(.began, translation: nil, velocity: nil, location: nil, modifiers: .command))
        #expect(view.log.isEmpty && !view.interaction.isScrolling)
        view.send(.scroll(.began, translation: .zero, velocity: .zero, location: Self.pointer, modifiers: .command))
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero, location: Self.pointer,
                          modifiers: .command))
        view.send(.container(nil))
        view.log.removeAll()
        view.send(.scroll(.changed, translation: CGPoint(x: 0, y: 100), velocity: nil, location: nil, modifiers: .command))
        #expect(view.log.isEmpty)
        view.send(.scroll(.cancelled, translation: nil, velocity: nil, location: nil, modifiers: .command))
        #expect(!view.interaction.isZooming)
        #expect(view.center.x.isFinite && view.center.y.isFinite)
    }
}
