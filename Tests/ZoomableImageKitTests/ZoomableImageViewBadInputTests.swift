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
    func testADelegateMayResetTheZoomFromDidEndZooming() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let delegate = RecordingDelegate()
        delegate.onEnd = { view in
            if view.zoomScale > 1 { view.resetZoom(animated: false) }
        }
        harness.view.delegate = delegate
        harness.view.setZoomScale(3, animated: false)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(harness.view.transform, .identity)
        XCTAssertEqual(delegate.ends, [3, 1])                    // 3, then the reset's own end at 1
        XCTAssertEqual(delegate.changes, [3, 1])
    }

    @MainActor
    func testAnEmptyUIImageIsLikeNoImage() {
        let harness = Harness(image: UIImage())
        XCTAssertFalse(harness.view.gestureRecognizerShouldBegin(harness.view.pinchRecognizer))
        XCTAssertNil(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container))
        harness.view.setZoomScale(2, animated: false)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(harness.view.transform, .identity)
    }

    @MainActor
    func testAPanoramaOfOneToTenThousandZoomsToTheCappedInfiniteMaximum() {
        // 100 000 × 10 px aspect-fit in 300 × 500: k = 0.003, drawn 300 × 0.03 pt at
        // y = 250 − 0.015 = 249.985. The container's centre is pixel (50 000, 5).
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 100_000, height: 10)))
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container),
                       CGPoint(x: 50_000, y: 5), accuracy: 1e-6)
        harness.view.maximumZoomScale = .infinity                 // no limit, up to 10 000
        harness.view.setZoomScale(1e9, animated: false)
        XCTAssertEqual(harness.view.zoomScale, 10_000)
        let frame = harness.view.convert(harness.view.bounds, to: harness.container)
        XCTAssertTrue(frame.minX.isFinite && frame.maxX.isFinite && frame.minY.isFinite && frame.maxY.isFinite)
        // Zoomed about the centre, the centre shows the same pixel; 0.03 pt × 10 000 = 300 pt
        // tall now, so the tap resolves 10 px rows at 30 pt each.
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container),
                       CGPoint(x: 50_000, y: 5), accuracy: 1e-6)
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 280), in: harness.container),
                       CGPoint(x: 50_000, y: 6), accuracy: 1e-6)
    }

    @MainActor
    func testNonFiniteFramesCentresAndBoundsAreIgnored() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 300, height: 500)
        view.frame = .null
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 500)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 300, height: 500))
        XCTAssertPoint(view.layer.position, CGPoint(x: 150, y: 250))
        XCTAssertEqual(view.bounds.size, CGSize(width: 300, height: 500))
        // A negative size is taken as its absolute value (standardized), as UIKit does.
        view.frame = CGRect(x: 300, y: 500, width: -300, height: -500)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 300, height: 500))
        view.setZoomScale(2, animated: false)
        XCTAssertEqual(view.zoomScale, 2)
    }

    @MainActor
    func testATransformSetFromOutsideIsIgnored() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.setZoomScale(2, animated: false)
        for transform in [CGAffineTransform(scaleX: 0, y: 0), .identity, CGAffineTransform(rotationAngle: 1),
                          CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)] {
            harness.view.transform = transform
            XCTAssertEqual(harness.view.transform, CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(harness.view.zoomScale, 2)
        }
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
