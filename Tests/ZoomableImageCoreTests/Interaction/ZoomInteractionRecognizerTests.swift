import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The view's `UIGestureRecognizerDelegate` answers.
@MainActor
@Suite struct ZoomInteractionRecognizerTests {
    /// A second finger on a photo viewer's dismiss drag pinches: the dismiss drag runs with the
    /// pinch like the pan and the scroll. Quick zoom runs with the double tap (its long press
    /// begins as the second touch lands; exclusive, it would fail every double tap). Nothing
    /// else runs together.
    @Test func onlyThePinchWithAMoverAndQuickZoomWithTheDoubleTapRecognizeTogether() {
        let interaction = PhotoView.make().interaction
        let roles: [RecognizerRole?] = RecognizerRole.allCases + [nil]
        let movers: [RecognizerRole?] = [.pan, .scroll, .dismissDrag]
        let taps: [RecognizerRole?] = [.quickZoom, .doubleTap]
        for role in roles {
            for other in roles {
                let expected = (role == .pinch && movers.contains(other)) || (movers.contains(role) && other == .pinch)
                    || (taps.contains(role) && taps.contains(other) && role != other)
                #expect(interaction.recognizesSimultaneously(role, with: other) == expected, "\(String(describing: role)), \(String(describing: other))")
            }
        }
    }

    @Test(arguments: [true, false])
    func theSingleTapWaitsForTheDoubleTapOnlyWhileDoubleTapZooms(enabled: Bool) {
        let view = PhotoView.make()
        view.send(.doubleTapEnabled(enabled))
        #expect(view.interaction.requiresFailure(of: .doubleTap, before: .singleTap) == enabled)
        #expect(!view.interaction.requiresFailure(of: .singleTap, before: .doubleTap))
        #expect(!view.interaction.requiresFailure(of: .doubleTap, before: nil))
    }

    /// The pager waits for the view's pan and scroll, and in a photo viewer for its dismiss drag
    /// (a vertical drag at rest must not page) and quick zoom (a held double tap dragged sideways
    /// zooms, it does not page).
    @Test func onlyTheViewsPanScrollDismissDragAndQuickZoomMakeAScrollingAncestorWait() {
        let interaction = PhotoView.make().interaction
        for role in [RecognizerRole.pan, .scroll, .dismissDrag, .quickZoom] {
            #expect(interaction.mustFail(role, beforeAncestorScrollPan: true))
            #expect(!interaction.mustFail(role, beforeAncestorScrollPan: false))
        }
        #expect(!interaction.mustFail(.singleTap, beforeAncestorScrollPan: true))
        #expect(!interaction.mustFail(.doubleTap, beforeAncestorScrollPan: true))
        #expect(!interaction.mustFail(.pinch, beforeAncestorScrollPan: true))
        #expect(!interaction.mustFail(nil, beforeAncestorScrollPan: true))
    }

    /// The single tap waits for quick zoom — the held double tap starts with a tap — only while
    /// it is on, whatever the double tap does.
    @Test(arguments: [true, false])
    func theSingleTapWaitsForQuickZoomOnlyWhileItIsOn(enabled: Bool) {
        let view = PhotoView.make()
        view.send(.doubleTapEnabled(false))
        view.send(.quickZoomEnabled(enabled))
        #expect(view.interaction.requiresFailure(of: .quickZoom, before: .singleTap) == enabled)
        #expect(!view.interaction.requiresFailure(of: .singleTap, before: .quickZoom))
        #expect(!view.interaction.requiresFailure(of: .quickZoom, before: .doubleTap))
    }

    /// A plain view has no quick zoom: its long press may not begin and the single tap does not
    /// wait for it (a photo viewer turns it on for its pages).
    @Test func quickZoomIsOffByDefault() {
        let interaction = PhotoView.make().interaction
        #expect(!interaction.isQuickZoomEnabled)
        #expect(interaction.shouldBegin(.quickZoom, velocity: nil) == false)
        #expect(!interaction.requiresFailure(of: .quickZoom, before: .singleTap))
    }

    @Test func atRestThePanFailsSoAPagingParentSwipes() {
        let view = PhotoView.make()
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: -400, y: 0)) == false)
        #expect(view.interaction.shouldBegin(.pinch, velocity: nil) == true)
        #expect(view.interaction.shouldBegin(.doubleTap, velocity: nil) == true)
        #expect(view.interaction.shouldBegin(.singleTap, velocity: nil) == nil)
        #expect(view.interaction.shouldBegin(nil, velocity: nil) == nil)
    }

    /// Two fingers at rest are a pinch in the making: the pan begins, so that a paging parent
    /// (whose pan waits for the view's to fail) does not turn the page under a pinch.
    @Test func atRestTwoFingersKeepTheParentFromPaging() {
        let view = PhotoView.make()
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: -400, y: 0), touchCount: 2) == true)
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: -400, y: 0), touchCount: 1) == false)
        view.send(.image(.none, identity: nil))
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: -400, y: 0), touchCount: 2) == false)
    }

    /// A trackpad or wheel scroll at rest is the paging parent's, like a swipe; with ⌘ held it
    /// zooms, so it begins — when there is something to zoom.
    @Test func atRestAScrollFailsSoAPagingParentPagesUnlessCommandZooms() {
        let view = PhotoView.make()
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 0)) == false)
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 0), modifiers: .shift) == false)
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 0), modifiers: .command) == true)
        #expect(view.interaction.shouldBegin(.scroll, velocity: nil, modifiers: .command) == true)
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 0)) == true)
        view.send(.image(.none, identity: nil))
        #expect(view.interaction.shouldBegin(.scroll, velocity: .zero, modifiers: .command) == false)
    }

    /// A trackpad pinch has no touches, so the two-finger rule cannot see it; a scroll that comes
    /// with it begins while the pinch runs — at rest too — so a paging parent, whose pan waits
    /// for the view's scroll to fail, does not page under the pinch. Once the pinch ends, a scroll
    /// at rest fails again.
    @Test func duringAPinchAScrollBeginsSoAPagingParentDoesNotPage() {
        let view = PhotoView.make()
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 0))
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 0)) == true)
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 0))
        #expect(view.interaction.zoomScale == 1 && view.animation == nil)
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 0)) == false)
    }

    /// At 2.5 about the centre x may be in [−75, 375]: at 150 the image moves both ways; pushed
    /// to −75 (its right edge at the container's) a swipe left belongs to the parent, a swipe
    /// right to the image. Without a container there is no velocity and nothing begins.
    @Test func zoomedInThePanBeginsUnlessItPushesAnEdgeInwards() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: -400, y: 10)) == true)
        view.pan(by: CGPoint(x: -225, y: 0))
        #expect(view.center.x == -75)
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: -400, y: 10)) == false)
        #expect(view.interaction.shouldBegin(.pan, velocity: CGPoint(x: 400, y: 10)) == true)
        #expect(view.interaction.shouldBegin(.pan, velocity: nil) == false)
        // A scroll pans like the pan: pushing the edge inwards is the parent's.
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: -400, y: 10)) == false)
        #expect(view.interaction.shouldBegin(.scroll, velocity: CGPoint(x: 400, y: 10)) == true)
    }
}
