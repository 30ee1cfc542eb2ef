#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// The recognizer handlers, driven with the values UIKit delivers (fake recognizers): the
/// 600 × 400 photo aspect-fit in the harness's 300 × 500 container, drawn at (0, 150, 300 × 200),
/// resting centre (150, 250).
final class ZoomableImageViewGestureTests: XCTestCase {
    /// A pinch begun at the container's centre (150, 250) and spread to `scale`: the centre stays.
    @MainActor
    func pinchAtTheCentre(_ harness: Harness, to scale: CGFloat) -> FakePinchRecognizer {
        let pinch = FakePinchRecognizer(target: nil, action: nil)
        harness.pinch(pinch, .began, at: CGPoint(x: 150, y: 250))
        harness.pinch(pinch, .changed, scale: scale, at: CGPoint(x: 150, y: 250))
        return pinch
    }

    @MainActor
    func testAPinchKeepsTheImagePointUnderTheFingersThenSettlesInside() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let pinch = FakePinchRecognizer(target: nil, action: nil)
        let fingers = CGPoint(x: 100, y: 220)
        let underFingers = harness.view.convert(fingers, from: harness.container)
        harness.pinch(pinch, .began, at: fingers)
        harness.pinch(pinch, .changed, scale: 2, at: fingers)
        XCTAssertEqual(pinch.scale, 1)                          // read, applied, reset
        XCTAssertEqual(harness.view.zoomScale, 2, accuracy: 1e-9)
        XCTAssertPoint(harness.view.convert(underFingers, to: harness.container), fingers)
        // Settling: ×2 about (100, 220) put the centre at (100 + 50·2, 220 + 30·2) = (200, 280).
        // The image is 600 × 400 now: x covers with the centre in [300 − 300, 0 + 300], so 200
        // stays; y is shorter than 500, so it is centred: 250.
        let landed = expectation(description: "settled")
        harness.view.onZoomEnd = { _ in landed.fulfill() }
        harness.pinch(pinch, .ended, at: fingers)
        wait(for: [landed], timeout: 5)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 200, y: 250))
        XCTAssertFalse(harness.view.isZooming)
    }

    @MainActor
    func testAFingerLiftingMidPinchDoesNotJump() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let pinch = FakePinchRecognizer(target: nil, action: nil)
        harness.pinch(pinch, .began, at: CGPoint(x: 100, y: 220))
        harness.pinch(pinch, .changed, scale: 2, at: CGPoint(x: 100, y: 220))
        let center = harness.view.layer.position
        // One finger lifts: the centroid jumps to the remaining finger though nothing moved.
        harness.pinch(pinch, .changed, at: CGPoint(x: 130, y: 260), touches: 1)
        XCTAssertPoint(harness.view.layer.position, center)
        // From the new centroid, movement pans again: 10 pt right.
        harness.pinch(pinch, .changed, at: CGPoint(x: 140, y: 260), touches: 1)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: center.x + 10, y: center.y))
    }

    @MainActor
    func testNonFiniteRecognizerValuesAreIgnored() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let pinch = pinchAtTheCentre(harness, to: 2)
        let pan = FakePanRecognizer(target: nil, action: nil)
        let center = harness.view.layer.position
        harness.pinch(pinch, .changed, scale: .nan, at: CGPoint(x: 150, y: 250))
        harness.pinch(pinch, .changed, scale: .infinity, at: CGPoint(x: 150, y: 250))
        harness.pinch(pinch, .changed, scale: 1.5, at: CGPoint(x: CGFloat.nan, y: 250))
        harness.pinch(pinch, .changed, scale: 0, at: CGPoint(x: 150, y: 250))
        XCTAssertEqual(harness.view.zoomScale, 2, accuracy: 1e-9)
        XCTAssertPoint(harness.view.layer.position, center)
        harness.pinch(pinch, .ended, at: CGPoint(x: 150, y: 250))
        harness.pan(pan, .began)
        harness.pan(pan, .changed, by: CGPoint(x: CGFloat.nan, y: 3))
        XCTAssertPoint(harness.view.layer.position, center)
        // A NaN release velocity is no fling.
        harness.pan(pan, .ended, velocity: CGPoint(x: CGFloat.infinity, y: .nan))
        XCTAssertPoint(harness.view.layer.position, center)
        XCTAssertTrue(harness.view.transform.a.isFinite)
    }

    @MainActor
    func testGestureEventsWithoutAnImageChangeNothing() {
        let harness = Harness(image: nil)
        let delegate = RecordingDelegate()
        harness.view.delegate = delegate
        let pinch = FakePinchRecognizer(target: nil, action: nil)
        let pan = FakePanRecognizer(target: nil, action: nil)
        XCTAssertFalse(harness.view.gestureRecognizerShouldBegin(harness.view.pinchRecognizer))
        XCTAssertFalse(harness.view.gestureRecognizerShouldBegin(harness.view.panRecognizer))
        // Even if callbacks arrive (a recognizer that began before the image was removed):
        harness.pinch(pinch, .began, at: CGPoint(x: 150, y: 250))
        harness.pinch(pinch, .changed, scale: 3, at: CGPoint(x: 100, y: 100))
        harness.pan(pan, .began)
        harness.pan(pan, .changed, by: CGPoint(x: 50, y: 0))
        harness.pinch(pinch, .ended, at: CGPoint(x: 100, y: 100))
        harness.pan(pan, .ended, velocity: CGPoint(x: 900, y: 0))
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(harness.view.transform, .identity)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 150, y: 250))
        XCTAssertFalse(harness.view.isZooming)
        XCTAssertEqual(delegate.changes, [])
    }

    @MainActor
    func testAGestureCancelledAfterTheViewLeftItsContainerStillEnds() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let pinch = pinchAtTheCentre(harness, to: 2)
        let pan = FakePanRecognizer(target: nil, action: nil)
        harness.pan(pan, .began)
        XCTAssertTrue(harness.view.isZooming)
        // A paging browser recycles the page mid-gesture: UIKit then cancels the recognizers.
        harness.view.removeFromSuperview()
        harness.pinch(pinch, .changed, scale: 2, at: CGPoint(x: 150, y: 250))    // no container: ignored
        harness.pinch(pinch, .cancelled, at: CGPoint(x: 150, y: 250))
        harness.pan(pan, .cancelled)
        XCTAssertFalse(harness.view.isZooming)
        XCTAssertTrue(harness.view.layer.position.x.isFinite && harness.view.layer.position.y.isFinite)
    }

    @MainActor
    func testADelegateMayReplaceTheImageMidPinch() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let next = TestImage.make(storedPixels: CGSize(width: 200, height: 800))
        let delegate = RecordingDelegate()
        delegate.onChange = { view in
            if view.zoomScale > 1, view.image !== next { view.image = next }
        }
        harness.view.delegate = delegate
        let pinch = pinchAtTheCentre(harness, to: 2)
        // Back to rest at once with the new image...
        XCTAssertTrue(harness.view.image === next)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 150, y: 250))
        // ...and the gesture goes on from there: ×1.5 about the centre keeps the centre.
        harness.pinch(pinch, .changed, scale: 1.5, at: CGPoint(x: 150, y: 250))
        XCTAssertEqual(harness.view.zoomScale, 1.5, accuracy: 1e-9)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 150, y: 250))
        harness.pinch(pinch, .ended, at: CGPoint(x: 150, y: 250))
        XCTAssertEqual(harness.view.zoomScale, 1.5, accuracy: 1e-9)
    }

    @MainActor
    func testARotationMidPinchContinuesWithoutAJump() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let pinch = pinchAtTheCentre(harness, to: 2)
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(harness.view.zoomScale, 2, accuracy: 1e-9)
        let center = harness.view.layer.position
        // The fingers' centroid is somewhere else in the rotated container: the next event takes
        // it as the new baseline instead of panning by the difference.
        harness.pinch(pinch, .changed, at: CGPoint(x: 260, y: 160))
        XCTAssertPoint(harness.view.layer.position, center)
        harness.pinch(pinch, .changed, at: CGPoint(x: 270, y: 160))
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: center.x + 10, y: center.y))
    }

    @MainActor
    func testTappingReportsThePixelToTheDelegateAndTheClosure() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let delegate = RecordingDelegate()
        var tapped: [CGPoint] = []
        harness.view.delegate = delegate
        harness.view.onTapImagePixel = { tapped.append($0) }
        let tap = FakeTapRecognizer(target: nil, action: nil)
        tap.state = .ended
        // (75, 200) in the container is view (75, 200), image (75, 50) pt at k = 0.5: pixel (150, 100).
        tap.locationInWindow = harness.container.convert(CGPoint(x: 75, y: 200), to: nil)
        harness.view.handleSingleTap(tap)
        // The letterbox bar above the image is no pixel.
        tap.locationInWindow = harness.container.convert(CGPoint(x: 75, y: 100), to: nil)
        harness.view.handleSingleTap(tap)
        XCTAssertEqual(delegate.taps.count, 1)
        XCTAssertPoint(delegate.taps.first, CGPoint(x: 150, y: 100))
        XCTAssertEqual(tapped.count, 1)
        XCTAssertPoint(tapped.first, CGPoint(x: 150, y: 100))
    }

    @MainActor
    func testABadDoubleTapScaleFallsBackAndAnOutOfRangeOneIsClamped() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.doubleTapZoomScale = .nan
        harness.doubleTap(at: CGPoint(x: 150, y: 250))
        XCTAssertEqual(harness.view.zoomScale, 2.5, accuracy: 1e-9)
        harness.doubleTap(at: CGPoint(x: 150, y: 250))          // a second double tap: back to rest
        XCTAssertEqual(harness.view.zoomScale, 1, accuracy: 1e-9)
        harness.view.doubleTapZoomScale = 100                     // above the maximum 4
        harness.doubleTap(at: CGPoint(x: 150, y: 250))
        XCTAssertEqual(harness.view.zoomScale, 4, accuracy: 1e-9)
    }
}
#endif
