import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Quick zoom through the whole view: the long press that follows a tap, fed as UIKit sends it,
/// zooming the photo view (300 × 500 pt container, a 600 × 400 photo aspect fit at (0, 150,
/// 300 × 200), resting centre (150, 250), scale 1). The machine's own rules are
/// `QuickZoomStateMachineTests`; these pin what the view does with them. Quick zoom is off on a
/// plain view; a photo viewer's page turns it on, as ``makeViewerPage()`` does.
@MainActor
@Suite struct ZoomInteractionQuickZoomTests {
    /// The photo view with quick zoom on, as a browser's page has it.
    static func makeViewerPage() -> SimulatedView {
        let view = PhotoView.make()
        view.send(.quickZoomEnabled(true))
        return view
    }

    /// The second tap of a double tap lands at `point` and is held: its touch, then the long
    /// press's began.
    func holdSecondTap(at point: CGPoint, on view: SimulatedView) {
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.quickZoom(.began, location: point, shown: view.shown))
    }

    /// Held at (100, 200) and dragged down: 12 pt leaves the 10 pt slop and begins (nothing
    /// moves, the zoom counts from there), 140 pt more doubles the zoom about the tap — centre
    /// x 100 − (100 − 150) · 2 = 200, y 200 − (200 − 250) · 2 = 300. Lifting settles: at ×2 the
    /// photo is 400 pt tall in a 500 pt container, so it centres vertically (y 250), and 600 pt
    /// wide covers x 200 (inside [0, 300]). One end, at 2.
    @Test func aHeldDoubleTapDraggedDownZoomsInAroundTheTapAndLiftingSettles() {
        let view = Self.makeViewerPage()
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: view)
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 212), shown: view.shown))
        #expect(view.interaction.isQuickZooming && view.center == PhotoView.centre && view.transform.a == 1)
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 352), shown: view.shown))
        #expect(isClose(view.center, CGPoint(x: 200, y: 300)) && isClose(view.transform.a, 2))
        #expect(view.changes.count == 1 && isClose(view.changes[0], 2) && view.ends.isEmpty)
        view.send(.quickZoom(.ended, location: CGPoint(x: 100, y: 352), shown: view.shown))
        view.send(.touchesEnded(count: 1))
        #expect(view.animation.map { isClose($0.to.center, CGPoint(x: 200, y: 250)) } == true)
        view.completeAnimation()
        #expect(view.ends.count == 1 && isClose(view.ends[0], 2) && !view.interaction.isZooming)
    }

    /// At ×2 about the centre (centre (150, 250)), held at (100, 200) and dragged 12 + 140 pt up:
    /// the zoom halves about the tap — centre x 100 − (100 − 150) · 0.5 = 125, y 200 −
    /// (200 − 250) · 0.5 = 225 — back at scale 1, which settles to rest at (150, 250).
    @Test func draggingUpZoomsOutAroundTheTap() {
        let view = Self.makeViewerPage()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: view)
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 188), shown: view.shown))
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 48), shown: view.shown))
        #expect(isClose(view.center, CGPoint(x: 125, y: 225)) && isClose(view.transform.a, 1))
        view.send(.quickZoom(.ended, location: CGPoint(x: 100, y: 48), shown: view.shown))
        #expect(view.animation.map { isClose($0.to.center, PhotoView.centre) && $0.to.transform.a == 1 } == true)
    }

    /// Lifting within the slop is a plain double tap: the double-tap recognizer, recognizing
    /// with quick zoom (whichever UIKit reports first), toggles the zoom once, to 2.5 about
    /// (100, 200) — x 100 − (100 − 150) · 2.5 = 225, and y clamped to 250, the only centre at
    /// which a 500 pt tall photo covers 500 pt. With double-tap zoom off, nothing happens.
    @Test(arguments: [(true, true), (true, false), (false, true)])
    func liftingWithinTheSlopIsAPlainDoubleTap(doubleTapZooms: Bool, quickZoomEndsFirst: Bool) {
        let view = Self.makeViewerPage()
        view.send(.doubleTapEnabled(doubleTapZooms))
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: view)
        view.send(.quickZoom(.changed, location: CGPoint(x: 103, y: 206), shown: view.shown))
        let quickZoomEnd = ZoomInput.quickZoom(.ended, location: CGPoint(x: 103, y: 206), shown: view.shown)
        let doubleTap = ZoomInput.doubleTap(.ended, location: CGPoint(x: 100, y: 200), shown: view.shown)
        // With double-tap zoom off the double-tap recognizer is off too: only the lift comes.
        let inputs = quickZoomEndsFirst ? [quickZoomEnd, doubleTap] : [doubleTap, quickZoomEnd]
        for input in inputs where doubleTapZooms || input == quickZoomEnd { view.send(input) }
        view.send(.touchesEnded(count: 1))
        #expect(!view.interaction.isQuickZooming)
        if doubleTapZooms {
            #expect(view.animation.map { isClose($0.to.center, CGPoint(x: 225, y: 250)) && $0.to.transform.a == 2.5 } == true)
        } else {
            #expect(view.animation == nil && view.center == PhotoView.centre && view.changes.isEmpty)
        }
    }

    /// Once quick zoom took the touch over, that touch's double tap (reported before or after the
    /// quick zoom's end) does not toggle: the ×2 about (100, 200) settles to (200, 250) as in
    /// the first test, one end at 2. The next touch's double tap is plain again: it toggles ×2
    /// back to rest, (150, 250) at 1.
    @Test(arguments: [true, false])
    func aQuickZoomsOwnDoubleTapIsIgnored(quickZoomEndsFirst: Bool) {
        let view = Self.makeViewerPage()
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: view)
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 212), shown: view.shown))
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 352), shown: view.shown))
        let quickZoomEnd = ZoomInput.quickZoom(.ended, location: CGPoint(x: 100, y: 352), shown: view.shown)
        let doubleTap = ZoomInput.doubleTap(.ended, location: CGPoint(x: 100, y: 200), shown: view.shown)
        for input in quickZoomEndsFirst ? [quickZoomEnd, doubleTap] : [doubleTap, quickZoomEnd] { view.send(input) }
        view.send(.touchesEnded(count: 1))
        #expect(view.animation.map { isClose($0.to.center, CGPoint(x: 200, y: 250)) && isClose($0.to.transform.a, 2) } == true)
        view.completeAnimation()
        #expect(view.ends.count == 1 && isClose(view.ends[0], 2))

        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.doubleTap(.ended, location: CGPoint(x: 150, y: 250), shown: view.shown))
        #expect(view.animation.map { isClose($0.to.center, PhotoView.centre) && $0.to.transform.a == 1 } == true)
    }

    /// Quick zoom off: the recognizer may not begin, and its events are not taken. Turning it off
    /// mid-zoom settles the zoom it made (×2 at (200, 300), settling to (200, 250) as above).
    @Test func quickZoomOffTakesNoHeldDoubleTapAndSettlesOneUnderWay() {
        let view = Self.makeViewerPage()
        view.send(.quickZoomEnabled(false))
        #expect(view.interaction.shouldBegin(.quickZoom, velocity: nil) == false)
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: view)
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 352), shown: view.shown))
        #expect(view.center == PhotoView.centre && view.changes.isEmpty)

        view.send(.quickZoomEnabled(true))
        #expect(view.interaction.shouldBegin(.quickZoom, velocity: nil) == true)
        view.send(.quickZoom(.began, location: CGPoint(x: 100, y: 200), shown: view.shown))
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 212), shown: view.shown))
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 352), shown: view.shown))
        view.send(.quickZoomEnabled(false))
        #expect(!view.interaction.isQuickZooming)
        #expect(view.animation.map { isClose($0.to.center, CGPoint(x: 200, y: 250)) } == true)
    }

    /// Cancelled (the system took the touch) after zooming: the zoom settles, one end. Cancelled
    /// while only held: nothing at all.
    @Test func aCancelSettlesAQuickZoomAndDropsAHeldTap() {
        let held = Self.makeViewerPage()
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: held)
        held.send(.quickZoom(.cancelled, location: nil, shown: held.shown))
        #expect(held.animation == nil && held.changes.isEmpty && held.ends.isEmpty)

        let zoomed = Self.makeViewerPage()
        holdSecondTap(at: CGPoint(x: 100, y: 200), on: zoomed)
        zoomed.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 212), shown: zoomed.shown))
        zoomed.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 352), shown: zoomed.shown))
        zoomed.send(.quickZoom(.cancelled, location: nil, shown: zoomed.shown))
        zoomed.completeAnimation()
        #expect(zoomed.ends.count == 1 && isClose(zoomed.ends[0], 2))
    }

    /// A held double tap during a pinch is not taken (the pinch owns the zoom), and without a
    /// container (or an image) there is nothing to hold.
    @Test func noQuickZoomDuringAPinchOrWithoutAnImage() {
        let view = Self.makeViewerPage()
        view.send(.touchesBegan(count: 2, shown: view.shown))
        view.send(.pinch(.began, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.interaction.shouldBegin(.quickZoom, velocity: nil) == false)
        view.send(.quickZoom(.began, location: CGPoint(x: 100, y: 200), shown: view.shown))
        view.send(.quickZoom(.changed, location: CGPoint(x: 100, y: 352), shown: view.shown))
        #expect(!view.interaction.isQuickZooming && view.transform.a == 1)

        let empty = PhotoView.make()
        empty.send(.image(.none, identity: nil))
        #expect(empty.interaction.shouldBegin(.quickZoom, velocity: nil) == false)
    }
}
