#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// The view's rows of the bad-input matrix (ZoomableImageKit documentation, "Defined behaviour").
final class ZoomableImageViewBadInputTests: XCTestCase {
    @MainActor
    func testWithoutAContainerGesturesAndCommandsDoNothing() {
        let view = ZoomableImageView(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        XCTAssertFalse(view.gestureRecognizerShouldBegin(view.pinchRecognizer))
        XCTAssertFalse(view.gestureRecognizerShouldBegin(view.panRecognizer))
        view.setZoomScale(2, animated: false)
        XCTAssertEqual(view.zoomScale, 1)
        XCTAssertEqual(view.transform, .identity)
    }

    @MainActor
    func testAZeroSizeContainerBeforeLayoutIgnoresGestures() {
        let container = UIView(frame: .zero)
        let view = ZoomableImageView(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        container.addSubview(view)
        XCTAssertFalse(view.gestureRecognizerShouldBegin(view.pinchRecognizer))
        // The first real layout pass arrives: now it zooms.
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        view.frame = container.bounds
        XCTAssertTrue(view.gestureRecognizerShouldBegin(view.pinchRecognizer))
        view.setZoomScale(2, animated: false)
        XCTAssertEqual(view.zoomScale, 2)
    }

    @MainActor
    func testNonFiniteCommandsAreIgnored() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.setZoomScale(2, animated: false)
        for bad in [CGFloat.nan, .infinity, -.infinity, 0, -3] {
            harness.view.setZoomScale(bad, animated: false)
            XCTAssertEqual(harness.view.zoomScale, 2)
        }
        harness.view.zoom(toPixelRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(harness.view.zoomScale, 2)
        XCTAssertNil(harness.view.imagePixel(at: CGPoint(x: CGFloat.nan, y: 1), in: harness.container))
    }

    @MainActor
    func testAnUnusableCropOpeningIsNoOpening() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        for bad in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .zero, CGRect(x: 0, y: 0, width: -4, height: 4)] {
            harness.view.cropOpening = bad
            XCTAssertNil(harness.view.cropOpening)
            XCTAssertEqual(harness.view.minimumZoomScale, 1)
        }
    }

    @MainActor
    func testNonsensicalLimitsAreReplaced() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.minimumZoomScale = 3
        harness.view.maximumZoomScale = 2                       // min > max: the minimum wins
        XCTAssertEqual(harness.view.zoomScale, 3)                // settled into the new limits at once
        harness.view.maximumZoomScale = .nan
        harness.view.minimumZoomScale = 1
        harness.view.setZoomScale(100, animated: false)
        XCTAssertEqual(harness.view.zoomScale, 4)                // NaN maximum means the default 4
    }

    @MainActor
    func testADelegateMayResetTheZoomWhenZoomingEnds() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        var ends = 0
        harness.view.onZoomEnd = { [weak view = harness.view] scale in
            ends += 1
            if scale > 1 { view?.resetZoom(animated: false) }
        }
        harness.view.setZoomScale(3, animated: false)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(ends, 2)                                  // 3, then the reset's own end at 1
    }
}
#endif
