import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Drag to dismiss through the whole view, on the photo view (300 × 500 pt container, resting
/// centre (150, 250), scale 1) with the dismiss drag on. Half the height, 250 pt, is the whole
/// fade (progress = |dy| / 250, scale 1 − 0.25 · progress); a release dismisses when its
/// projection is at least min(100, 500 / 4) = 100 pt from rest. The machine's own rules are
/// `DismissDragStateMachineTests`; these pin what the view shows and reports.
@MainActor
@Suite struct ZoomInteractionDismissDragTests {
    static let down = CGPoint(x: 10, y: 500)

    /// The photo view in a photo viewer: the dismiss drag on.
    func viewer() -> SimulatedView {
        let view = PhotoView.make()
        view.send(.dismissDragEnabled(true))
        view.log.removeAll()
        return view
    }

    /// A finger lands at (150, 300) and drags by `translation`.
    func drag(_ view: SimulatedView, by translation: CGPoint) {
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.dismissDrag(.began, translation: .zero, velocity: Self.down, location: CGPoint(x: 150, y: 300), touchCount: 1))
        view.send(.dismissDrag(.changed, translation: translation, velocity: Self.down, location: nil, touchCount: 1))
    }

    /// 125 pt down (and 20 across) from (150, 300): progress 0.5, scale 0.875, background 0.5.
    /// The image shrinks about the finger: centre (150 + 20, 300 + 125 + 0.875 · (250 − 300)) =
    /// (170, 381.25). Released without velocity 125 pt from rest (≥ 100): the viewer dismisses
    /// from that geometry at background 0.5, and the view itself is back at rest, one end.
    @Test func atRestAVerticalDragMovesShrinksFadesAndAFarReleaseDismisses() {
        let view = viewer()
        #expect(view.interaction.shouldBegin(.dismissDrag, velocity: Self.down) == true)
        drag(view, by: CGPoint(x: 20, y: 125))
        #expect(isClose(view.center, CGPoint(x: 170, y: 381.25)) && isClose(view.transform.a, 0.875))
        #expect(view.backgrounds.last.map { isClose($0, 0.5) } == true)
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 20, y: 125), velocity: .zero, location: nil, touchCount: 1))
        view.send(.touchesEnded(count: 1))
        #expect(view.dismissals.count == 1)
        let request = view.dismissals[0]
        #expect(isClose(request.shown.center, CGPoint(x: 170, y: 381.25)) && isClose(request.shown.transform.a, 0.875))
        #expect(isClose(request.backgroundOpacity, 0.5) && request.velocity == .zero)
        #expect(view.center == PhotoView.centre && view.transform.a == 1 && view.animation == nil)
        #expect(view.ends == [1] && view.interaction.isDismissed)
    }

    /// UIKit's began comes a few points into the move (12 pt here, the finger at (150, 312)): the
    /// drag counts from there, so the image point under the finger then follows it — 137 pt of
    /// recognizer translation is 125 pt of drag: scale 0.875 about (150, 312), centre
    /// (150, 312 + 125 + 0.875 · (250 − 312)) = (150, 382.75).
    @Test func theDragCountsFromWhereTheRecognizerBegan() {
        let view = viewer()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.dismissDrag(.began, translation: CGPoint(x: 0, y: 12), velocity: Self.down,
                               location: CGPoint(x: 150, y: 312), touchCount: 1))
        #expect(view.center == PhotoView.centre && view.transform.a == 1)
        view.send(.dismissDrag(.changed, translation: CGPoint(x: 0, y: 137), velocity: Self.down, location: nil, touchCount: 1))
        #expect(isClose(view.center, CGPoint(x: 150, y: 382.75)) && isClose(view.transform.a, 0.875))
    }

    /// 50 pt down: progress 0.2, scale 0.95, centre (150, 350 + 0.95 · (−50)) = (150, 302.5),
    /// background 0.8. Released still, 50 < 100: the image springs back to rest as the gesture's
    /// settle, and the background returns to opaque with the same spring. Landed: one end at 1,
    /// the drag at rest, nothing dismissed.
    @Test func aShortReleaseSpringsBackWithTheBackgroundAndEndsAtRest() {
        let view = viewer()
        drag(view, by: CGPoint(x: 0, y: 50))
        #expect(isClose(view.center, CGPoint(x: 150, y: 302.5)) && isClose(view.transform.a, 0.95))
        #expect(view.backgrounds.last.map { isClose($0, 0.8) } == true)
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 0, y: 50), velocity: .zero, location: nil, touchCount: 1))
        view.send(.touchesEnded(count: 1))
        #expect(view.animation.map { $0.to.center == PhotoView.centre && $0.to.transform.a == 1 } == true)
        #expect(view.log.contains(.background(1, animated: true)))
        view.completeAnimation()
        #expect(view.ends == [1] && view.dismissals.isEmpty)
        #expect(!view.interaction.isZooming && !view.interaction.isDismissDragging)
    }

    /// Zoomed in, the drag is the pan's: the dismiss drag refuses (zoomed) and its events change
    /// nothing. The other refusals, each with its reason: sideways, two fingers, switched off,
    /// during a pinch, during a settle.
    @Test func whileZoomedOrBusyNoDismissDragBegins() {
        let zoomed = viewer()
        zoomed.send(.setZoomScale(2, animated: false, shown: zoomed.shown))
        #expect(zoomed.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 1) == .zoomed)
        zoomed.log.removeAll()
        drag(zoomed, by: CGPoint(x: 0, y: 200))
        zoomed.send(.dismissDrag(.ended, translation: CGPoint(x: 0, y: 200), velocity: .zero, location: nil, touchCount: 1))
        #expect(zoomed.log.isEmpty && zoomed.transform.a == 2)

        let view = viewer()
        #expect(view.interaction.dismissDragRefusal(velocity: CGPoint(x: 500, y: 100), touchCount: 1) == .notMostlyVertical)
        #expect(view.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 2) == .notOneFinger)
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 1) == .pinching)
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        view.send(.touchesEnded(count: 2))
        // Zoomed to 2 at once, then double-tapped back: heading to rest, still animating.
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.send(.doubleTap(.ended, location: PhotoView.centre, shown: view.shown))
        #expect(view.animation?.to.transform.a == 1)
        #expect(view.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 1) == .settling)
        view.completeAnimation()
        view.send(.dismissDragEnabled(false))
        #expect(view.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 1) == .disabled)
        #expect(PhotoView.make().interaction.shouldBegin(.dismissDrag, velocity: Self.down) == false)
    }

    /// Dragged 125 pt down ((170, 381.25) at 0.875 with 20 across), a second finger lands: the
    /// background returns to opaque, the image stays where it is shown, and the pinch goes on
    /// from there; the drag recognizer's later events move nothing and its release — far enough
    /// to have dismissed — dismisses nothing. The pinch settles to rest: one end.
    @Test func aSecondFingerHandsTheImageWhereItIsToAPinch() {
        let view = viewer()
        drag(view, by: CGPoint(x: 20, y: 125))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(view.log.last == .background(1, animated: true) && !view.interaction.isDismissDragging)
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 170, y: 400), touchCount: 2))
        #expect(isClose(view.center, CGPoint(x: 170, y: 381.25)) && isClose(view.transform.a, 0.875))
        view.send(.dismissDrag(.changed, translation: CGPoint(x: 20, y: 200), velocity: Self.down, location: nil, touchCount: 2))
        #expect(isClose(view.center, CGPoint(x: 170, y: 381.25)))
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 20, y: 200), velocity: Self.down, location: nil, touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: CGPoint(x: 170, y: 400), touchCount: 2))
        view.send(.touchesEnded(count: 2))
        view.completeAnimation()
        #expect(view.dismissals.isEmpty && view.ends == [1])
        #expect(view.center == PhotoView.centre && view.transform.a == 1 && !view.interaction.isZooming)
    }

    /// A spring back from 50 pt down ((150, 302.5) at 0.95, anchor (150, 300)) caught halfway:
    /// shown (150, 276.25) at 0.975. The new drag starts from there — offset 276.25 − 300 −
    /// 0.975 · (250 − 300) = 25, so progress 0.1, background 0.9 — with no jump, and drags on:
    /// 100 pt more is 125 from rest, (150, 381.25) at 0.875.
    @Test func aFingerOnTheSpringBackCatchesItAndDragsOnFromThere() {
        let view = viewer()
        drag(view, by: CGPoint(x: 0, y: 50))
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 0, y: 50), velocity: .zero, location: nil, touchCount: 1))
        view.send(.touchesEnded(count: 1))
        view.animationProgress = 0.5
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(view.interaction.shouldBegin(.dismissDrag, velocity: Self.down) == true)
        view.send(.dismissDrag(.began, translation: .zero, velocity: Self.down, location: CGPoint(x: 150, y: 280), touchCount: 1))
        #expect(isClose(view.center, CGPoint(x: 150, y: 276.25)) && isClose(view.transform.a, 0.975))
        #expect(view.backgrounds.last.map { isClose($0, 0.9) } == true)
        view.send(.dismissDrag(.changed, translation: CGPoint(x: 0, y: 100), velocity: Self.down, location: nil, touchCount: 1))
        #expect(isClose(view.center, CGPoint(x: 150, y: 381.25)) && isClose(view.transform.a, 0.875))
    }

    /// VoiceOver's escape dismisses, zoomed too: from what is shown (×2 about the centre), at an
    /// opaque background, with no velocity; the view returns to rest at once (one end). A second
    /// escape is not handled (the dismissal completes), and no drag begins any more.
    @Test func voiceOversEscapeDismissesFromWhatIsShownZoomedOrNot() {
        let view = viewer()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.log.removeAll()
        #expect(view.send(.accessibilityEscape(shown: view.shown)).isHandled)
        #expect(view.dismissals.count == 1)
        #expect(view.dismissals.first.map { $0.shown.center == PhotoView.centre && $0.shown.transform.a == 2 } == true)
        #expect(view.dismissals.first.map { $0.backgroundOpacity == 1 && $0.velocity == .zero } == true)
        #expect(view.transform.a == 1 && view.ends == [1])
        #expect(!view.send(.accessibilityEscape(shown: view.shown)).isHandled && view.dismissals.count == 1)
        #expect(view.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 1) == .dismissing)
    }

    /// A page whose image failed to load (no image: nothing to zoom) is still a page the viewer
    /// can leave: a drag 125 pt down fades the background to 0.5 and its release dismisses, and
    /// VoiceOver's escape dismisses at once. Without this a failed page would trap the viewer
    /// open when the app shows no close button.
    @Test func aPageWithoutAnImageIsDismissedByADragAndByEscape() {
        let dragged = viewer()
        dragged.send(.image(.none, identity: nil))
        #expect(!dragged.interaction.canZoom)
        #expect(dragged.interaction.dismissDragRefusal(velocity: Self.down, touchCount: 1) == nil)
        drag(dragged, by: CGPoint(x: 0, y: 125))
        #expect(dragged.backgrounds.last.map { isClose($0, 0.5) } == true)
        dragged.send(.dismissDrag(.ended, translation: CGPoint(x: 0, y: 125), velocity: .zero, location: nil, touchCount: 1))
        #expect(dragged.dismissals.count == 1 && dragged.interaction.isDismissed)

        let escaped = viewer()
        escaped.send(.image(.none, identity: nil))
        #expect(escaped.send(.accessibilityEscape(shown: escaped.shown)).isHandled)
        #expect(escaped.dismissals.count == 1)
    }

    /// A cancelled drag springs back without velocity; a drag released where it began rests at
    /// once, its background opaque and nothing animated.
    @Test func aCancelledDragSpringsBackAndOneReleasedWhereItBeganRestsAtOnce() {
        let cancelled = viewer()
        drag(cancelled, by: CGPoint(x: 0, y: 50))
        cancelled.send(.dismissDrag(.cancelled, translation: nil, velocity: nil, location: nil, touchCount: 1))
        #expect(cancelled.animation?.spring.initialVelocity == .zero)
        #expect(cancelled.dismissals.isEmpty && cancelled.log.contains(.background(1, animated: true)))

        let still = viewer()
        drag(still, by: .zero)
        still.send(.dismissDrag(.ended, translation: .zero, velocity: .zero, location: nil, touchCount: 1))
        #expect(still.animation == nil && still.log.last == .background(1, animated: false))
        #expect(!still.interaction.isZooming && still.changes.isEmpty && still.ends.isEmpty)
    }
}
