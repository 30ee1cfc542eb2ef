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

    /// The announced fraction is of the drawn image, measured from its own top-left corner — here
    /// one that starts at neither of the container's edges. A portrait 300 × 600 px photo aspect
    /// fit in a 400 × 500 pt container is drawn at (75, 0, 250 × 500) in the view (k = 5/6). At
    /// ×2 about the centre (200, 250) it spans x 200 + (75 − 200) · 2 = −50 … 450 and y −250 …
    /// 750 in the container. Revealing what is right of the visible part moves it left by
    /// 0.8 · 400 = 320, clamped at its right edge (450 − 400 = 50): the view's centre to
    /// (150, 250), the photo to x −100 … 400. Visible: x 100 … 500 of its 500, y 250 … 750 of its
    /// 1000 — the fraction (0.2, 0.25, 0.8 × 0.5).
    @Test func theAnnouncedFractionIsOfTheDrawnImageWhereverItStarts() {
        let container = CGRect(x: 0, y: 0, width: 400, height: 500)
        let view = SimulatedView()
        view.bounds = container
        view.center = CGPoint(x: 200, y: 250)
        view.send(.initialize(center: view.center, bounds: view.bounds))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(container))
        view.send(.image(ImageDescription(size: CGSize(width: 300, height: 600), scale: 1, orientation: .up), identity: 1))
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.log.removeAll()
        #expect(view.send(.accessibilityScroll(.right, shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == CGPoint(x: 150, y: 250))
        #expect(view.log.contains(.pageScrolled(CGRect(x: 0.2, y: 0.25, width: 0.8, height: 0.5))))
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
