import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The keyboard: ⌘+ ⌘− ⌘0 and the arrows, what they do and which of them a view offers.
///
/// The photo view: 600 × 400 px aspect fit in 300 × 500, resting centre (150, 250). At 2.5
/// about the centre it spans 750 × 500: x may be in [−75, 375], y only 250; at 4, 1200 × 800:
/// x in [−300, 600], y in [100, 400].
@MainActor
@Suite struct ZoomInteractionKeyboardTests {
    static func bindings(_ interaction: ZoomInteraction, leavingZoomToMenu: Bool = false) -> [String] {
        interaction.offeredKeyBindings(leavingZoomToMenu: leavingZoomToMenu).map { "\($0.command) \($0.key.rawValue)" }
    }

    /// ⌘+ zooms in a step (×1.5) around the centre, animated like any command: the target is
    /// reported at once, the end when it lands; twice gives 2.25; ⌘0 goes back to rest.
    @Test func commandPlusZoomsInAStepAroundTheCentreAndCommandZeroReturnsToRest() {
        let view = PhotoView.make()
        #expect(view.send(.keyCommand(.zoomIn, shown: view.shown)).isHandled)
        #expect(view.animation?.to.transform.a == 1.5 && view.animation?.to.center == PhotoView.centre)
        #expect(view.changes == [1.5] && view.ends.isEmpty)
        view.completeAnimation()
        view.send(.keyCommand(.zoomIn, shown: view.shown))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 2.25)
        view.send(.keyCommand(.resetZoom, shown: view.shown))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 1 && view.center == PhotoView.centre)
        #expect(view.ends == [1.5, 2.25, 1])
    }

    /// → at 2.5 heads 50 pt left, to (100, 250). Pressed again (a held key repeats) while that
    /// runs, it takes over from what is shown — halfway, (125, 250) — and heads on to (50, 250):
    /// one end for both. ⌥→ then goes to the right edge, −75.
    @Test func arrowsMoveAZoomedImageByAStepAndRepeatFromWhereItIsHeading() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(view.send(.keyCommand(.scrollRight, shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == CGPoint(x: 100, y: 250))
        view.animationProgress = 0.5
        view.send(.keyCommand(.scrollRight, shown: view.shown))
        #expect(view.animation?.from.center == CGPoint(x: 125, y: 250))
        #expect(view.animation?.to.center == CGPoint(x: 50, y: 250))
        view.completeAnimation()
        #expect(view.ends == [2.5, 2.5])
        view.send(.keyCommand(.scrollToRightEdge, shown: view.shown))
        view.completeAnimation()
        #expect(view.center == CGPoint(x: -75, y: 250))
        #expect(!view.send(.keyCommand(.scrollRight, shown: view.shown)).isHandled)
    }

    /// A scroll key ends settled, inside the limits in force. Found by the fuzzer: a finger holds
    /// a zoom animation caught at 6, the maximum drops to 4 (applied at the next settle), and ⌥↓
    /// while the finger is still down used to keep 6 — outside the limits, at rest. Now it brings
    /// the zoom to 4 and the image to its bottom edge there: 800 pt tall, centre y 500 − 400 = 100.
    @Test func aScrollKeyAfterTheLimitsShrankUnderAFingerEndsInsideThem() {
        let view = PhotoView.make { $0.maximumZoomScale = 8 }
        view.send(.setZoomScale(6, animated: true, shown: view.shown))
        view.animationProgress = 1
        view.send(.touchesBegan(count: 1, shown: view.shown))
        var configuration = view.interaction.configuration
        configuration.maximumZoomScale = 4
        view.send(.configuration(configuration))
        #expect(view.interaction.zoomScale == 6)                         // held: not settled yet
        view.send(.keyCommand(.scrollToBottom, shown: view.shown))
        #expect(view.animation?.to.transform.a == 4)
        #expect(view.animation?.to.center == CGPoint(x: 150, y: 100))
        view.completeAnimation()
        view.send(.touchesEnded(count: 1))
        #expect(view.interaction.zoomScale == 4 && view.animation == nil)
    }

    /// The same for VoiceOver's three-finger scroll (found by the fuzzer too): held at 6, the
    /// maximum dropped to 4, a scroll down by a page ends at 4 — at the image's bottom edge
    /// (centre y 100), since a page (0.8 · 500 = 400 pt) from y 250 would leave a gap.
    @Test func anAccessibilityScrollAfterTheLimitsShrankUnderAFingerEndsInsideThem() {
        let view = PhotoView.make { $0.maximumZoomScale = 8 }
        view.send(.setZoomScale(6, animated: true, shown: view.shown))
        view.animationProgress = 1
        view.send(.touchesBegan(count: 1, shown: view.shown))
        var configuration = view.interaction.configuration
        configuration.maximumZoomScale = 4
        view.send(.configuration(configuration))
        view.send(.accessibilityScroll(.down, shown: view.shown))
        #expect(view.animation?.to.transform.a == 4)
        #expect(view.animation?.to.center == CGPoint(x: 150, y: 100))
    }

    /// Only what would change something is offered: at rest ⌘+ alone (with its unshown ⌘=), so
    /// the arrows reach the responders above the view; at 2.5 everything but the vertical
    /// arrows; at the maximum 4 everything but ⌘+.
    @Test func onlyKeysThatWouldChangeSomethingAreOffered() {
        let view = PhotoView.make()
        #expect(Self.bindings(view.interaction) == ["zoomIn +", "zoomIn ="])
        #expect(view.interaction.offeredKeyBindings().map(\.key) == [.plus, .equals])      // the menu's too, by default
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(Self.bindings(view.interaction) == [
            "zoomIn +", "zoomIn =", "zoomOut -", "zoomOut _", "resetZoom 0", "scrollLeft leftArrow",
            "scrollRight rightArrow", "scrollToLeftEdge leftArrow", "scrollToRightEdge rightArrow",
        ])
        view.send(.setZoomScale(4, animated: false, shown: view.shown))
        #expect(!Self.bindings(view.interaction).contains { $0.hasPrefix("zoomIn") })
        #expect(Self.bindings(view.interaction).count == ZoomKeyBinding.all.count - 2)
        #expect(view.interaction.canPerform(.scrollUp) && !view.interaction.canPerform(.zoomIn))
    }

    /// When the app's main menu has ⌘+ ⌘− ⌘0, the view leaves those to it and keeps ⌘= and ⌘_,
    /// which the menu does not show.
    @Test func withTheZoomCommandsInTheMenuTheViewKeepsOnlyTheirUnshownAlternatives() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(Self.bindings(view.interaction, leavingZoomToMenu: true) == [
            "zoomIn =", "zoomOut _", "scrollLeft leftArrow", "scrollRight rightArrow",
            "scrollToLeftEdge leftArrow", "scrollToRightEdge rightArrow",
        ])
    }

    /// Switched off, the view offers no keys; its actions (menu items, the app's own shortcuts)
    /// still zoom.
    @Test func keyCommandsOffOfferNothingButTheCommandsStillWork() {
        let view = PhotoView.make()
        view.send(.keyCommandsEnabled(false))
        #expect(view.interaction.offeredKeyBindings().isEmpty && !view.interaction.areKeyCommandsEnabled)
        #expect(view.interaction.canPerform(.zoomIn))
        #expect(view.send(.keyCommand(.zoomIn, shown: view.shown)).isHandled)
    }

    /// Without an image, or before a container, no key can do anything: none is offered.
    @Test func withoutAnImageNoKeyIsOffered() {
        let view = PhotoView.make()
        view.send(.image(.none, identity: nil))
        #expect(view.interaction.offeredKeyBindings().isEmpty)
        #expect(ZoomKeyCommand.allCases.allSatisfy { !view.interaction.canPerform($0) })
        #expect(!view.send(.keyCommand(.zoomIn, shown: view.shown)).isHandled)
        #expect(ZoomInteraction().offeredKeyBindings().isEmpty)
    }
}
