#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// Tapped pixels on a real view in a window, against pixels computed by hand. The container is
/// 300 × 500 at (20, 40) in the window; the view fills it.
final class ZoomableImageViewPixelTests: XCTestCase {
    /// 600 × 400 px at scale 1, aspect fit: k = min(300/600, 500/400) = 0.5 → drawn (0, 150, 300 × 200),
    /// 2 px per point.
    @MainActor
    func testAspectFitPixelsAtRestAndZoomed() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        // Window (170, 290) is container (150, 250), view (150, 250): pixel (150·2, (250 − 150)·2) = (300, 200).
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 170, y: 290), in: harness.window), CGPoint(x: 300, y: 200))
        // The letterbox above the image (container y = 100) is not the image.
        XCTAssertNil(view.imagePixel(at: CGPoint(x: 150, y: 100), in: harness.container))

        view.setZoomScale(2, animated: false)
        // ×2 about the container's centre (150, 250): centre stays, scale 2. Container (75, 250) is
        // view ((75 − 150)/2 + 150, 250) = (112.5, 250): pixel (225, 200).
        XCTAssertEqual(view.zoomScale, 2)
        XCTAssertPoint(view.layer.position, CGPoint(x: 150, y: 250))
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 75, y: 250), in: harness.container), CGPoint(x: 225, y: 200))
        XCTAssertPoint(view.point(forImagePixel: CGPoint(x: 225, y: 200), in: harness.container), CGPoint(x: 75, y: 250))
        // Visible: container x 0…300 → view 75…225, y 0…500 → 125…375; on the image (y 150…350):
        // (75, 150, 150 × 200) → pixels (150, 0, 300 × 400).
        XCTAssertRect(view.visibleImagePixelRect, CGRect(x: 150, y: 0, width: 300, height: 400))
    }

    /// Aspect fill: k = max(0.5, 1.25) = 1.25 → drawn (−225, 0, 750 × 500), 0.8 px per point.
    @MainActor
    func testAspectFillPixels() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)),
                              contentMode: .scaleAspectFill)
        let view = harness.view
        // Container (150, 250): ((150 + 225) · 0.8, 250 · 0.8) = (300, 200).
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container), CGPoint(x: 300, y: 200))
        view.setZoomScale(2, animated: false)
        // Container (75, 250) → view (112.5, 250) → ((112.5 + 225) · 0.8, 200) = (270, 200).
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 75, y: 250), in: harness.container), CGPoint(x: 270, y: 200))
    }

    /// A @3x image: 600 × 300 px is 200 × 100 pt; fit k = min(1.5, 5) = 1.5 → (0, 175, 300 × 150), 2 px per point.
    @MainActor
    func testThreeTimesScaleImagePixels() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 300), scale: 3))
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container), CGPoint(x: 300, y: 150))
        // (30, 190) → (30 · 2, (190 − 175) · 2) = (60, 30).
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 30, y: 190), in: harness.container), CGPoint(x: 60, y: 30))
        XCTAssertEqual(harness.view.imageLayout.pixelSize, CGSize(width: 600, height: 300))
    }

    /// A portrait camera photo: stored 400 × 300 px, `.right`, so it shows 300 × 400; fit k = 1 →
    /// (0, 50, 300 × 400). Oriented (dx, dy) is stored (dy, 300 − dx).
    @MainActor
    func testRightOrientedPhotoReportsOrientedAndStoredPixels() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 400, height: 300), orientation: .right))
        let view = harness.view
        // Container (100, 150) → oriented (100, 100) → stored (100, 300 − 100) = (100, 200).
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 100, y: 150), in: harness.container), CGPoint(x: 100, y: 100))
        XCTAssertPoint(view.cgImagePixel(at: CGPoint(x: 100, y: 150), in: harness.container), CGPoint(x: 100, y: 200))
        XCTAssertPoint(view.point(forCGImagePixel: CGPoint(x: 100, y: 200), in: harness.container), CGPoint(x: 100, y: 150))
        XCTAssertEqual(view.imageLayout.cgImagePixelSize, CGSize(width: 400, height: 300))
    }

    @MainActor
    func testZoomToAPixelRectFitsItToTheContainer() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        // Pixels (200, 100, 100 × 50) are view (100, 200, 50 × 25): it fits at min(300/50, 500/25) = 6,
        // clamped to 4; its centre (125, 212.5) goes to (150, 250): c = (150 + 25·4, 250 + 37.5·4) = (250, 400),
        // the top of the allowed y range [100, 400].
        view.zoom(toPixelRect: CGRect(x: 200, y: 100, width: 100, height: 50), animated: false)
        XCTAssertEqual(view.zoomScale, 4)
        XCTAssertPoint(view.layer.position, CGPoint(x: 250, y: 400))
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 4, y: 4))
        view.resetZoom(animated: false)
        XCTAssertEqual(view.transform, .identity)
        XCTAssertPoint(view.layer.position, CGPoint(x: 150, y: 250))
    }

    @MainActor
    func testWithoutAnImageNothingIsAPixel() {
        let harness = Harness(image: nil)
        XCTAssertFalse(harness.view.gestureRecognizerShouldBegin(harness.view.pinchRecognizer))
        XCTAssertFalse(harness.view.gestureRecognizerShouldBegin(harness.view.panRecognizer))
        XCTAssertNil(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container))
        XCTAssertNil(harness.view.point(forImagePixel: .zero, in: harness.container))
        XCTAssertEqual(harness.view.visibleImagePixelRect, .zero)
        harness.view.setZoomScale(3, animated: false)
        XCTAssertEqual(harness.view.zoomScale, 1)
    }
}
#endif
