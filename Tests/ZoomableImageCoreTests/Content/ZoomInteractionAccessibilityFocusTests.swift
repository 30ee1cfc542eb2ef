import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// VoiceOver focusing an element of zoomed content none of which is in view: the content moves,
/// animated, the least that brings the element into view, and VoiceOver is told to read the
/// frames again.
///
/// Fixture: ``ZoomInteractionContentTests``' 600 × 400 pt diagram aspect fit in a 300 × 500 pt
/// view and container, drawn at (0, 150, 300 × 200). Zoomed ×3 about the centre, a view point p
/// is shown at (150 + (p.x − 150) · 3, 250 + (p.y − 250) · 3) and the centre may go x −150…450,
/// y 200…300.
@MainActor
@Suite struct ZoomInteractionAccessibilityFocusTests {
    static func zoomedThreeTimes(bounds: CGRect = CGRect(x: 0, y: 0, width: 300, height: 500)) -> SimulatedView {
        let view = ZoomInteractionContentTests.diagramView()
        view.bounds = bounds
        view.send(.bounds(bounds, container: CGRect(x: 0, y: 0, width: 300, height: 500), fromOwnWrite: false))
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        view.log.removeAll()
        return view
    }

    /// A label at (260, 200, 30 × 10) of the view is shown at x 480…570, 270 past the right edge:
    /// the view's centre goes from (150, 250) to (−120, 250), animated; VoiceOver is told the
    /// layout changed at once (UIKit's model values are the target already) and the zoom end is
    /// reported once it lands; the zoom stays ×3.
    @Test func anElementOutOfSightIsBroughtIntoView() {
        let view = Self.zoomedThreeTimes()
        let effects = view.send(.accessibilityFocus(viewRect: CGRect(x: 260, y: 200, width: 30, height: 10), safeArea: nil,
                                                    shown: view.shown))
        #expect(effects.isHandled)
        #expect(view.log.contains(.layoutChanged))
        #expect(view.animation?.to.center == CGPoint(x: -120, y: 250))
        #expect(view.animation?.to.transform.a == 3)
        view.completeAnimation()
        #expect(view.center == CGPoint(x: -120, y: 250))
        #expect(view.ends == [3])
    }

    /// The rect is in the view's bounds space: with bounds at (12, −8) the same label is at
    /// (272, 192) and moves the view the same way.
    @Test func theRectIsInTheViewsBoundsSpace() {
        let view = Self.zoomedThreeTimes(bounds: CGRect(x: 12, y: -8, width: 300, height: 500))
        view.send(.accessibilityFocus(viewRect: CGRect(x: 272, y: 192, width: 30, height: 10), safeArea: nil, shown: view.shown))
        #expect(view.animation?.to.center == CGPoint(x: -120, y: 250))
    }

    /// Focus on anything but the content (`nil`), on an element in view or with its middle in
    /// view (shown x 240…330), or on content at rest (all of it in view): nothing moves, nothing
    /// is reported.
    @Test(arguments: [
        (zoomed: true, rect: nil),
        (zoomed: true, rect: CGRect(x: 140, y: 240, width: 20, height: 10)),
        (zoomed: true, rect: CGRect(x: 180, y: 200, width: 30, height: 10)),
        (zoomed: false, rect: CGRect(x: 260, y: 200, width: 30, height: 10)),
    ] as [(zoomed: Bool, rect: CGRect?)])
    func focusThatNeedsNoMoveChangesNothing(zoomed: Bool, rect: CGRect?) {
        let view = zoomed ? Self.zoomedThreeTimes() : ZoomInteractionContentTests.diagramView()
        let center = view.center
        #expect(!view.send(.accessibilityFocus(viewRect: rect, safeArea: nil, shown: view.shown)).isHandled)
        #expect(view.center == center)
        #expect(view.animation == nil)
        #expect(view.log.isEmpty)
    }

    /// Under a pinch the fingers hold the content: the focus does not move it, and the pinch
    /// goes on from where it was.
    @Test func aGestureIsNotInterrupted() {
        let view = Self.zoomedThreeTimes()
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 150, y: 250), touchCount: 2))
        let center = view.center
        #expect(!view.send(.accessibilityFocus(viewRect: CGRect(x: 260, y: 200, width: 30, height: 10), safeArea: nil,
                                               shown: view.shown)).isHandled)
        #expect(view.center == center)
        #expect(view.animation == nil)
    }

    /// A focus arriving while an animation runs acts on where it was heading, as any command
    /// does. The three-finger scroll left moves the view right by 0.8 · 300 = 240: to (390, 250).
    /// There the element (50, 240, 20 × 10) would be shown at x 390 − 300 … 390 − 240 = 90…150,
    /// in view: nothing changes. The element (0, 240, 20 × 10) would be at −60…0, out of view
    /// by 60: the new target is (450, 250).
    @Test func aRunningAnimationIsRetargeted() {
        let view = Self.zoomedThreeTimes()
        view.send(.accessibilityScroll(.left, shown: view.shown))
        #expect(view.animation?.to.center == CGPoint(x: 390, y: 250))
        #expect(!view.send(.accessibilityFocus(viewRect: CGRect(x: 50, y: 240, width: 20, height: 10), safeArea: nil,
                                               shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == CGPoint(x: 390, y: 250))
        #expect(view.send(.accessibilityFocus(viewRect: CGRect(x: 0, y: 240, width: 20, height: 10), safeArea: nil,
                                              shown: view.shown)).isHandled)
        #expect(view.animation?.to.center == CGPoint(x: 450, y: 250))
    }

    /// The safe area is the region: the element shown at y 10…40 (view (140, 170, 20 × 10)) is
    /// under a 59 pt status bar, so it comes down 49 pt: centre (150, 299).
    @Test func theElementIsBroughtOutFromUnderTheBars() {
        let view = Self.zoomedThreeTimes()
        view.send(.accessibilityFocus(viewRect: CGRect(x: 140, y: 170, width: 20, height: 10),
                                      safeArea: CGRect(x: 0, y: 59, width: 300, height: 407), shown: view.shown))
        #expect(view.animation?.to.center == CGPoint(x: 150, y: 299))
    }
}
