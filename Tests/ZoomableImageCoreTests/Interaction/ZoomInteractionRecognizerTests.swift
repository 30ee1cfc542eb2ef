import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The view's `UIGestureRecognizerDelegate` answers.
@MainActor
@Suite struct ZoomInteractionRecognizerTests {
    @Test func onlyThePinchRecognizesTogetherWithThePanOrTheScroll() {
        let interaction = PhotoView.make().interaction
        let roles: [RecognizerRole?] = RecognizerRole.allCases + [nil]
        let movers: [RecognizerRole?] = [.pan, .scroll]
        for role in roles {
            for other in roles {
                let expected = (role == .pinch && movers.contains(other)) || (movers.contains(role) && other == .pinch)
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

    @Test func onlyTheViewsPanAndScrollMakeAScrollingAncestorWait() {
        let interaction = PhotoView.make().interaction
        #expect(interaction.mustFail(.pan, beforeAncestorScrollPan: true))
        #expect(interaction.mustFail(.scroll, beforeAncestorScrollPan: true))
        #expect(!interaction.mustFail(.pan, beforeAncestorScrollPan: false))
        #expect(!interaction.mustFail(.scroll, beforeAncestorScrollPan: false))
        #expect(!interaction.mustFail(.doubleTap, beforeAncestorScrollPan: true))
        #expect(!interaction.mustFail(.pinch, beforeAncestorScrollPan: true))
        #expect(!interaction.mustFail(nil, beforeAncestorScrollPan: true))
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
