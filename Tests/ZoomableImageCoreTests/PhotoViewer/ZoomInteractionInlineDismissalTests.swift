import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// An inline viewer's dismissal (issue 33, item A), through the whole view, on the photo view of
/// `ZoomInteractionDismissDragTests` (300 × 500 pt container, resting centre (150, 250)): a drag
/// from (150, 300) by (20, 125) shows scale 1 − 0.25 · 125 / 250 = 0.875 about the finger, centre
/// (170, 300 + 125 + 0.875 · (250 − 300)) = (170, 381.25), background 0.5. Before the fix the
/// view rested at once (the photo jumped back before the app's transition took the pager) and
/// the dismissed state was final (the page never dismissed again).
@MainActor
@Suite struct ZoomInteractionInlineDismissalTests {
    /// The photo view in an inline viewer, dismissed by that drag released without velocity.
    func dismissedInline() -> SimulatedView {
        let view = PhotoView.make()
        view.send(.dismissDragEnabled(true))
        view.send(.dismissPresentation(.inline))
        view.log.removeAll()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.dismissDrag(.began, translation: .zero, velocity: ZoomInteractionDismissDragTests.down,
                               location: CGPoint(x: 150, y: 300), touchCount: 1))
        view.send(.dismissDrag(.changed, translation: CGPoint(x: 20, y: 125), velocity: .zero, location: nil, touchCount: 1))
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 20, y: 125), velocity: .zero, location: nil, touchCount: 1))
        view.send(.touchesEnded(count: 1))
        return view
    }

    /// The viewer is asked to dismiss from the released geometry, and the view stays there —
    /// shrunk and offset, nothing animating, the background still at 0.5 — with one end, at the
    /// scale shown.
    @Test func anInlineDismissalLeavesTheImageWhereItWasReleased() {
        let view = dismissedInline()
        #expect(view.dismissals.count == 1 && view.interaction.isDismissed)
        #expect(isClose(view.center, CGPoint(x: 170, y: 381.25)) && isClose(view.transform.a, 0.875))
        #expect(view.animation == nil && view.backgrounds.last.map { isClose($0, 0.5) } == true)
        #expect(view.ends.count == 1 && view.ends.first.map { isClose($0, 0.875) } == true)
    }

    /// The app kept the viewer: the image springs back from where it was left to rest, the
    /// background animates back to 1 with it, and once it lands a drag and an escape dismiss again.
    @Test func aKeptInlineViewerSpringsBackAndDismissesAgain() {
        let view = dismissedInline()
        view.log.removeAll()
        view.send(.dismissalEnded)
        #expect(view.animation != nil && view.center == PhotoView.centre && view.transform.a == 1)
        #expect(isClose(view.shown.center, CGPoint(x: 170, y: 381.25)))       // it starts where it was left
        #expect(view.log.contains(.background(1, animated: true)) && !view.interaction.isDismissed)
        view.completeAnimation()
        #expect(view.interaction.dismissDragRefusal(velocity: ZoomInteractionDismissDragTests.down, touchCount: 1) == nil)
        #expect(view.send(.accessibilityEscape(shown: view.shown)).isHandled && view.dismissals.count == 1)
        view.send(.dismissalEnded)
        #expect(view.send(.accessibilityEscape(shown: view.shown)).isHandled && view.dismissals.count == 2)
    }

    /// VoiceOver's escape, inline, on an image zoomed ×2: the viewer dismisses from it and the
    /// view is left as it is (still ×2, no end); the dismissal's end moves nothing — an escape is
    /// no drag, so the zoom stays — and returns the background to opaque.
    @Test func anInlineEscapeLeavesTheViewAsItIs() {
        let view = PhotoView.make()
        view.send(.dismissDragEnabled(true))
        view.send(.dismissPresentation(.inline))
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.log.removeAll()
        #expect(view.send(.accessibilityEscape(shown: view.shown)).isHandled)
        #expect(view.dismissals.count == 1 && view.transform.a == 2 && view.ends.isEmpty)
        view.send(.dismissalEnded)
        #expect(view.transform.a == 2 && view.animation == nil && view.log.last == .background(1, animated: true))
        #expect(!view.interaction.isDismissed)
    }

    /// With no dismissal under way (never dismissed, or ended already) the end changes nothing
    /// and reports nothing; a modal viewer's dismissal still rests the view at once.
    @Test func theEndWithoutADismissalChangesNothing() {
        let view = PhotoView.make()
        view.send(.dismissDragEnabled(true))
        view.log.removeAll()
        view.send(.dismissalEnded)
        #expect(view.log.isEmpty)
        let kept = dismissedInline()
        kept.send(.dismissalEnded)
        kept.completeAnimation()
        kept.log.removeAll()
        kept.send(.dismissalEnded)
        #expect(kept.log.isEmpty && kept.center == PhotoView.centre)
    }
}
