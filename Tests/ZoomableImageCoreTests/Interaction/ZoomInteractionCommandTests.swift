import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Commands — `setZoomScale`, `zoom(toPixelRect:)`, `resetZoom`, VoiceOver's steps — against
/// what is under way: nothing, a settle animation, a gesture.
@MainActor
@Suite struct ZoomInteractionCommandTests {
    @Test func aCommandAtOnceAppliesAndReportsItsChangeAndEnd() {
        let view = PhotoView.make()
        let effects = view.send(.setZoomScale(2, animated: false, shown: view.shown))
        #expect(effects.isHandled)
        #expect(view.log == [.apply(PhotoView.centre, 2), .change(2), .accessibility(2), .end(2)])
    }

    @Test func anAnimatedCommandReportsItsTargetAtOnceAndItsEndWhenItLands() {
        let view = PhotoView.make()
        view.send(.setZoomScale(3, animated: true, shown: view.shown))
        #expect(view.log == [.start(id: view.animation?.id ?? -1, to: 3), .change(3), .accessibility(3)])
        view.completeAnimation()
        #expect(view.ends == [3])
    }

    @Test func aCommandThatChangesNothingReportsNothing() {
        let view = PhotoView.make()
        #expect(!view.send(.setZoomScale(1, animated: true, shown: view.shown)).isHandled)
        #expect(!view.send(.resetZoom(animated: false, shown: view.shown)).isHandled)
        #expect(!view.send(.setZoomScale(.nan, animated: false, shown: view.shown)).isHandled)
        #expect(!view.send(.zoomToPixelRect(CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1), animated: false,
                                            shown: view.shown)).isHandled)
        // Heading to 2.5 already: the running animation is left alone.
        view.send(.setZoomScale(2.5, animated: true, shown: view.shown))
        let running = view.animation
        view.log.removeAll()
        view.animationProgress = 0.3
        #expect(!view.send(.setZoomScale(2.5, animated: true, shown: view.shown)).isHandled)
        #expect(view.log.isEmpty && view.animation == running)
    }

    /// Halfway from rest to 2.5 the screen shows 1.75; a command to 4 takes over from there in a
    /// new spring, and the interaction ends once, at 4.
    @Test func anAnimatedCommandDuringASettleStartsFromWhatIsShown() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.5
        view.log.removeAll()
        view.send(.setZoomScale(4, animated: true, shown: view.shown))
        #expect(view.log.prefix(2) == [.stop, .start(id: view.animation?.id ?? -1, to: 4)])
        #expect(view.animation?.from.transform.a == 1.75)
        view.completeAnimation()
        #expect(view.ends == [4])
        #expect(view.interaction.zoomScale == 4)
    }

    /// Halfway from rest to 2.5 the screen shows 1.75; an animated command to 1.75 about the
    /// centre is already on screen: the animation stops there and nothing new animates (an
    /// animation from the old target, 2.5, would zoom out and back). One end, at 1.75.
    @Test func anAnimatedCommandToWhatIsShownStopsThereWithoutAnimating() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.5
        view.log.removeAll()
        view.send(.setZoomScale(1.75, animated: true, shown: view.shown))
        #expect(view.log.prefix(2) == [.stop, .apply(PhotoView.centre, 1.75)])
        #expect(view.animation == nil)
        #expect(view.ends == [1.75])
    }

    /// A 390 × 844 pt container (an iPhone in portrait) and the 600 × 400 px photo aspect fit:
    /// k = min(390/600, 844/400) = 0.65, drawn 390 × 260 at rest, centre (195, 422). At zoom 2
    /// (780 × 520) a one-finger pan moves it 40 pt left (centre x 155) and is released at
    /// −300 pt/s: the glide coasts 0.499 s × −300 = −149.7 pt, to x 5.3 (inside the range
    /// [390 − 390, 390] = [0, 390], so it glides). Thirty percent in, the screen shows
    /// x = 155 + (5.3 − 155) · 0.3 = 110.09.
    static func glidingPhone() -> SimulatedView {
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        let view = SimulatedView()
        view.bounds = CGRect(origin: .zero, size: container.size)
        view.center = CGPoint(x: 195, y: 422)
        view.send(.initialize(center: view.center, bounds: view.bounds))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(container))
        view.send(.image(PhotoView.photo, identity: 1))
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.pan(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -300, y: 0))
        view.animationProgress = 0.3
        view.log.removeAll()
        return view
    }

    /// Item 1 of the UIKit review: the command zooms about what is on screen. Zoom 3 about the
    /// container's centre x 195 from the shown x 110.09: 195 − (195 − 110.09) · 1.5 = 67.635
    /// (drawn 1170 wide, range [−195, 585]: no clamp). About the glide's end it was
    /// 195 − (195 − 5.3) · 1.5 = −89.55, a 157 pt slide.
    @Test(arguments: [true, false])
    func aZoomCommandDuringAGlideActsOnWhatIsShown(animated: Bool) throws {
        let view = Self.glidingPhone()
        #expect(view.animation?.spring.isGlide == true)
        #expect(abs(view.shown.center.x - 110.09) < 1e-9)
        view.send(.setZoomScale(3, animated: animated, shown: view.shown))
        let target = try #require(animated ? view.animation?.to : ViewGeometry(bounds: view.bounds, center: view.center,
                                                                                transform: view.transform))
        #expect(abs(target.center.x - 67.635) < 1e-9)
        #expect(target.center.y == 422)
        #expect(target.transform.a == 3)
        if animated {
            // The new spring starts where the glide was shown.
            #expect(abs((view.animation?.from.center.x ?? 0) - 110.09) < 1e-9)
        }
    }

    /// ⌘+ during the same glide: one step (×1.5) from zoom 2 is the same zoom 3 about the centre.
    @Test func aKeyZoomDuringAGlideActsOnWhatIsShown() throws {
        let view = Self.glidingPhone()
        view.send(.keyCommand(.zoomIn, shown: view.shown))
        let target = try #require(view.animation?.to)
        #expect(abs(target.center.x - 67.635) < 1e-9)
        #expect(target.transform.a == 3)
    }

    /// The same scale again from what is shown moves nothing: as `UIScrollView`'s
    /// `setZoomScale` with its current scale, it is not handled and the glide goes on.
    @Test func theCurrentScaleDuringAGlideLeavesItGliding() {
        let view = Self.glidingPhone()
        let running = view.animation
        #expect(!view.send(.setZoomScale(2, animated: true, shown: view.shown)).isHandled)
        #expect(view.animation == running && view.log.isEmpty)
    }

    @Test func aCommandAtOnceDuringASettleCutsItAndEndsOnce() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.log.removeAll()
        view.send(.resetZoom(animated: false, shown: view.shown))
        #expect(view.log == [.stop, .apply(PhotoView.centre, 1), .change(1), .accessibility(1), .end(1)])
        #expect(view.animation == nil)
    }

    /// Pinching at ×2, a command to 3 applies at once (an animation would fight the fingers);
    /// the pinch goes on from 3 — ×1.2 about the centre is 3.6 — and the one end is the gesture's.
    @Test func aCommandDuringAGestureAppliesAtOnceAndTheGestureGoesOn() {
        let view = PhotoView.make()
        view.pinch([(2, PhotoView.centre)], from: PhotoView.centre, end: false)
        view.send(.setZoomScale(3, animated: true, shown: view.shown))
        #expect(view.animation == nil && view.interaction.zoomScale == 3)
        view.send(.pinch(.changed, scale: 1.2, centroid: PhotoView.centre, touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        #expect(!view.log.contains { if case .start = $0 { return true } else { return false } })
        #expect(view.changes.count == 3 && isClose(view.changes[2], 3.6))
        #expect(view.ends.count == 1 && isClose(view.ends[0], 3.6))
    }

    /// The pixel rect (0, 0, 300, 200) is the photo's top-left quarter: view rect (0, 150, 150,
    /// 100) at k = 0.5. It fits 300 × 500 at min(300/150, 500/100) = 2; its centre (75, 200)
    /// goes to (150, 250): centre 150 − (75 − 150) · 2 = 300, 250 − (200 − 250) · 2 = 350,
    /// clamped in y (400 pt tall, shorter than 500) to 250.
    @Test func zoomToAPixelRectFillsTheContainerWithIt() {
        let view = PhotoView.make()
        view.send(.zoomToPixelRect(CGRect(x: 0, y: 0, width: 300, height: 200), animated: false, shown: view.shown))
        #expect(view.interaction.zoomScale == 2)
        #expect(view.center == CGPoint(x: 300, y: 250))
    }

    @Test func commandsWithoutAnImageOrContainerDoNothing() {
        let view = PhotoView.make()
        view.send(.container(nil))
        view.log.removeAll()
        #expect(!view.send(.setZoomScale(2, animated: false, shown: view.shown)).isHandled)
        view.send(.container(PhotoView.container))
        view.send(.image(.none, identity: nil))
        view.log.removeAll()
        #expect(!view.send(.zoomToPixelRect(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true,
                                            shown: view.shown)).isHandled)
        #expect(view.log.isEmpty)
    }
}
