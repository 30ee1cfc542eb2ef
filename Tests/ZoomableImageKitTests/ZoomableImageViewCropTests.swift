#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// Crops cut from the stored buffer with scale and orientation kept.
final class ZoomableImageViewCropTests: XCTestCase {
    /// A portrait photo stored 400 × 300 with `.right` (shown 300 × 400). The displayed rect
    /// (0, 0, 100 × 50) is stored (dy, 300 − dx): x 0…50, y 200…300 — a 50 × 100 buffer that,
    /// wrapped with `.right` again, shows 100 × 50.
    @MainActor
    func testCroppingARotatedPhotoCutsTheStoredPixelsAndKeepsTheOrientation() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 400, height: 300), scale: 2,
                                                    orientation: .right))
        let cropped = try XCTUnwrap(harness.view.croppedImage(toPixelRect: CGRect(x: 0, y: 0, width: 100, height: 50)))
        XCTAssertEqual(cropped.imageOrientation, .right)
        XCTAssertEqual(cropped.scale, 2)
        XCTAssertEqual(cropped.cgImage?.width, 50)
        XCTAssertEqual(cropped.cgImage?.height, 100)
        XCTAssertEqual(cropped.size, CGSize(width: 50, height: 25))    // 100 × 50 px at scale 2
    }

    /// 600 × 400 photo, aspect fit in 300 × 500, square opening (0, 100, 300 × 300): the cover
    /// scale is max(300/300, 300/200) = 1.5 and the opening holds pixels (100, 0, 400 × 400).
    @MainActor
    func testACropOpeningRaisesTheMinimumAndCropsWhatItShows() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let opening = CGRect(x: 0, y: 100, width: 300, height: 300)
        harness.view.cropOpening = opening
        XCTAssertEqual(harness.view.zoomScale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(harness.view.cropOpening, opening)
        let pixels = try XCTUnwrap(harness.view.imagePixelRect(for: opening, in: harness.container))
        XCTAssertRect(pixels, CGRect(x: 100, y: 0, width: 400, height: 400))
        let cropped = try XCTUnwrap(harness.view.croppedImage(to: opening, in: harness.container))
        XCTAssertEqual(cropped.cgImage?.width, 400)
        XCTAssertEqual(cropped.cgImage?.height, 400)
        harness.view.cropOpening = nil
        XCTAssertNil(harness.view.cropOpening)
        XCTAssertEqual(harness.view.minimumZoomScale, 1)
    }

    /// The overlay tests run outside a window (see ``Harness``): no safe area, so the opening is
    /// the largest square of the container itself on every simulator.
    @MainActor
    func testTheOverlayShadesAroundASquareAndFeedsTheImageView() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)), inWindow: false)
        let overlay = CropOverlayView(frame: harness.container.bounds)
        overlay.openingInsets = .zero
        harness.container.addSubview(overlay)
        overlay.imageView = harness.view
        overlay.layoutIfNeeded()
        XCTAssertEqual(overlay.safeAreaInsets, .zero, "the expectations below assume no safe area")
        // The largest square in 300 × 500 is (0, 100, 300 × 300).
        XCTAssertEqual(overlay.openingRect, CGRect(x: 0, y: 100, width: 300, height: 300))
        XCTAssertEqual(harness.view.cropOpening, CGRect(x: 0, y: 100, width: 300, height: 300))
        XCTAssertFalse(overlay.isUserInteractionEnabled)
    }

    @MainActor
    func testTheOpeningFollowsAContainerTurnAndStaysCovered() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)), inWindow: false)
        let overlay = CropOverlayView(frame: harness.container.bounds)
        overlay.openingInsets = .zero
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        harness.container.addSubview(overlay)
        overlay.imageView = harness.view
        overlay.layoutIfNeeded()
        XCTAssertEqual(overlay.safeAreaInsets, .zero, "the expectations below assume no safe area")
        // Portrait: the 300 × 200 pt image must cover the 300 × 300 square: minimum 1.5, centred,
        // so pixel (300, 200) is at the square's centre (150, 250).
        XCTAssertEqual(harness.view.zoomScale, 1.5, accuracy: 1e-9)
        // Landscape 500 × 300: the square is (100, 0, 300 × 300) and the image (25, 0, 450 × 300)
        // at k = 0.75 covers it from zoom 1 (max(300/450, 300/300)). The view was at rest, so it
        // stays at rest: zoom 1, centred on the square, which shows pixels (100…500) × (0…400).
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.layOut()
        XCTAssertEqual(overlay.safeAreaInsets, .zero)
        XCTAssertEqual(overlay.openingRect, CGRect(x: 100, y: 0, width: 300, height: 300))
        XCTAssertEqual(harness.view.cropOpening, CGRect(x: 100, y: 0, width: 300, height: 300))
        XCTAssertEqual(harness.view.zoomScale, 1, accuracy: 1e-9)
        XCTAssertEqual(harness.view.imagePixelRect(for: overlay.openingRect, in: overlay),
                       CGRect(x: 100, y: 0, width: 400, height: 400))
    }

    @MainActor
    func testNothingToCropWithoutAnImage() {
        let harness = Harness(image: nil)
        XCTAssertNil(harness.view.croppedImage(toPixelRect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertNil(harness.view.imagePixelRect(for: harness.container.bounds, in: harness.container))
    }
}
#endif
