import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// VoiceOver: the adjustable image's steps, the "Reset zoom" action, the three-finger scroll,
/// and the label an image brings.
@MainActor
@Suite struct ZoomInteractionAccessibilityTests {
    @Test func swipingUpAndDownStepsByOneAndAHalfWithinTheLimits() {
        let view = PhotoView.make()
        view.send(.accessibilityStep(1, shown: view.shown))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 1.5)
        view.send(.accessibilityStep(-1, shown: view.shown))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 1)
        #expect(!view.send(.accessibilityStep(-1, shown: view.shown)).isHandled)     // at the minimum
        #expect(view.ends == [1.5, 1])
    }

    @Test func resetFailsAtRestAndReturnsAZoomedImageToRest() {
        let view = PhotoView.make()
        #expect(!view.send(.accessibilityReset(shown: view.shown)).isHandled)
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        #expect(view.send(.accessibilityReset(shown: view.shown)).isHandled)
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 1)
    }

    @Test(arguments: AccessibilityScrollDirection.allCases)
    func atRestTheScrollIsNotTheImagesSoVoiceOverPagesTheParent(direction: AccessibilityScrollDirection) {
        let view = PhotoView.make()
        #expect(!view.send(.accessibilityScroll(direction, shown: view.shown)).isHandled)
        #expect(view.log.isEmpty)
    }

    /// At 2.5 about the centre the drawn photo spans x −225…525 (750 pt) in the 300 pt
    /// container and exactly covers its height. Revealing what is right of the visible part
    /// moves the image left by 0.8 · 300 = 240, clamped at the right edge: centre 150 − 240 =
    /// −90 → −75, where it spans −450…300. Visible then: x 450…750 of 750, all of y.
    @Test func aThreeFingerScrollMovesAZoomedImageByAPageAndAnnouncesWhatIsVisible() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.log.removeAll()
        #expect(view.send(.accessibilityScroll(.right, shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == CGPoint(x: -75, y: 250))
        #expect(view.log.contains(.pageScrolled(CGRect(x: 0.6, y: 0, width: 0.4, height: 1))))
        view.completeAnimation()
        // At the right edge: nothing more to the right; nothing above or below either.
        #expect(!view.send(.accessibilityScroll(.right, shown: view.shown)).isHandled)
        #expect(!view.send(.accessibilityScroll(.down, shown: view.shown)).isHandled)
        #expect(!view.send(.accessibilityScroll(.next, shown: view.shown)).isHandled)
        // "Previous" moves horizontally when the image can't move vertically: back left.
        #expect(view.send(.accessibilityScroll(.previous, shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == CGPoint(x: 165, y: 250))
        #expect(AccessibilityScrollDirection(uiKitRawValue: 99) == .next)
    }

    /// At 4 about the centre (1200 × 800: centre x in [−300, 600], y in [100, 400]) a page is
    /// 0.8 · 300 = 240 pt across and 0.8 · 500 = 400 pt down: right → x 150 − 240 = −90, left →
    /// 390, down → y 250 − 400 → 100 (clamped), up → 650 → 400; next and previous go vertically,
    /// the image being taller than the container. Each direction lands somewhere of its own.
    @Test(arguments: [
        (AccessibilityScrollDirection.right, CGPoint(x: -90, y: 250)),
        (.left, CGPoint(x: 390, y: 250)),
        (.down, CGPoint(x: 150, y: 100)),
        (.up, CGPoint(x: 150, y: 400)),
        (.next, CGPoint(x: 150, y: 100)),
        (.previous, CGPoint(x: 150, y: 400)),
    ])
    func everyScrollDirectionMovesItsOwnWay(direction: AccessibilityScrollDirection, center: CGPoint) {
        let view = PhotoView.make()
        view.send(.setZoomScale(4, animated: false, shown: view.shown))
        #expect(view.send(.accessibilityScroll(direction, shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == center)
    }

    /// The view's label follows its images unless the app gave it one of its own.
    @Test(arguments: [
        (nil, nil, "Harbour", "Harbour"),                 // no label yet: the image's
        ("Harbour", "Harbour", "Bridge", "Bridge"),       // the old image's: replaced
        ("My photo", "Harbour", "Bridge", "My photo"),    // the app's own: kept
        ("Harbour", "Harbour", nil, nil),                 // a new image without a label
    ] as [(String?, String?, String?, String?)])
    func theLabelFollowsTheImageUnlessTheAppSetItsOwn(current: String?, old: String?, new: String?, expected: String?) {
        #expect(ZoomInteraction.accessibilityLabel(current: current, oldImageLabel: old, newImageLabel: new) == expected)
    }
}
