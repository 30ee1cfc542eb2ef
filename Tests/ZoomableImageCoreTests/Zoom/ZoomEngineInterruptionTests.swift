import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Gestures that start while another is unfinished: a second recognizer beginning mid-pinch, and
/// a new gesture caught from an animation while the engine still remembers the old one's fingers.
/// Whatever the old gesture left behind (its centroid, its last focal point) must not leak into
/// the new one: a stale centroid swallows pans, a stale focal point settles the scale about a
/// place the user no longer touches.
@Suite struct ZoomEngineInterruptionTests {
    @Test func aSecondRecognizerBeginningMidPinchKeepsTheCentroid() {
        // The view calls beginInteraction() as each recognizer begins; the pan recognizer often
        // begins after the pinch has already moved.
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 1, around: CGPoint(x: 100, y: 300))
        engine.beginInteraction()
        engine.pinch(by: 1, around: CGPoint(x: 112, y: 295))          // the fingers moved (+12, −5)
        #expect(engine.geometry.center == CGPoint(x: 162, y: 245))
    }

    @Test func aGestureCaughtFromAnAnimationForgetsTheUnfinishedPinchsCentroid() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        // ×2 about (100, 300): c = (100 + 50·2, 300 − 50·2) = (200, 200). The pinch never ends.
        engine.pinch(by: 2, around: CGPoint(x: 100, y: 300), touchCount: 2)
        engine.beginInteraction(presentedGeometry: engine.geometry)
        // A one-finger pan now moves the image: no pinch is in progress any more. x: 200 → 215
        // inside [0, 300]; y stays where the pinch left it (200, banded below the pinned 250, and
        // the pan has no vertical movement).
        engine.pan(by: CGPoint(x: 15, y: 0))
        #expect(isClose(engine.geometry.center, CGPoint(x: 215, y: 200)))
    }

    @Test func aGestureCaughtFromAnAnimationSettlesAboutTheCoverageCentreNotAnOldFocalPoint() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 8, around: CGPoint(x: 100, y: 220))           // past the maximum, never released
        // An animation shows scale 6 at (180, 230); the new gesture ends without a pinch of its own.
        let presented = ViewGeometry(bounds: engine.geometry.bounds, center: CGPoint(x: 180, y: 230),
                                     transform: CGAffineTransform(scaleX: 6, y: 6))
        engine.beginInteraction(presentedGeometry: presented)
        // 6 settles to 4 about the coverage centre (150, 250): c = (150 + 30·4/6, 250 − 20·4/6)
        // = (170, 236.67), inside the ranges at 4 ([−300, 600] and [100, 400]). About the old
        // focal point (100, 220) it would be (133.33, 240).
        let target = engine.endInteraction(velocity: .zero)
        #expect(target.transform.a == 4)
        #expect(isClose(target.center, CGPoint(x: 170, y: 250 - 40.0 / 3)))
    }

    @Test func aPresentedScaleBeyondTheEnginesRangeIsClampedToIt() {
        // UIKit can present anything mid-animation; the engine never holds a scale outside
        // [1/10 000, 10 000], so every later product stays finite.
        var engine = Fixture.photoEngine()
        var presented = engine.geometry
        presented.transform = CGAffineTransform(scaleX: 5e4, y: 5e4)
        engine.beginInteraction(presentedGeometry: presented)
        #expect(engine.zoomScale == ZoomConfiguration.largestZoomScale)
        presented.transform = CGAffineTransform(scaleX: 1e-7, y: 1e-7)
        engine.beginInteraction(presentedGeometry: presented)
        #expect(engine.zoomScale == ZoomConfiguration.smallestZoomScale)
        #expect(engine.geometry.center == presented.center)
    }

    /// A presented scale of exactly 0 (a degenerate presentation transform) is no geometry: the
    /// engine keeps its own — here zoom 2 about (100, 250) — rather than clamping 0 up to the
    /// smallest scale.
    @Test func aPresentedScaleOfExactlyZeroKeepsTheEnginesGeometry() {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(2, around: CGPoint(x: 100, y: 250))
        let before = engine.geometry
        var presented = before
        presented.center = CGPoint(x: 10, y: 20)
        presented.transform = CGAffineTransform(scaleX: 0, y: 0)
        engine.beginInteraction(presentedGeometry: presented)
        #expect(engine.geometry == before)
    }
}
