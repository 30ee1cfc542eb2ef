#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// Storyboard decoding, layout changes, image replacement, delegate reports, memory.
final class ZoomableImageViewLifecycleTests: XCTestCase {
    @MainActor
    func testArchivingKeepsTheZoomSettings() throws {
        let view = ZoomableImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        view.minimumZoomScale = 0.5
        view.maximumZoomScale = 6
        view.doubleTapZoomScale = 3
        view.bouncesZoom = false
        view.isDoubleTapZoomEnabled = false
        view.isKeyboardZoomEnabled = false
        view.scrollZoomModifierFlags = [.alternate]
        view.isLiveTextEnabled = true
        view.playsAnimatedImages = false
        let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let copy = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableImageView)
        XCTAssertEqual(copy.minimumZoomScale, 0.5)
        XCTAssertEqual(copy.maximumZoomScale, 6)
        XCTAssertEqual(copy.doubleTapZoomScale, 3)
        XCTAssertFalse(copy.bouncesZoom)
        XCTAssertTrue(copy.bouncesPan)
        XCTAssertFalse(copy.isDoubleTapZoomEnabled)
        XCTAssertFalse(copy.isKeyboardZoomEnabled)
        XCTAssertEqual(copy.scrollZoomModifierFlags, [.alternate])
        XCTAssertTrue(copy.isLiveTextEnabled)            // reads what was set, even where unavailable
        XCTAssertFalse(copy.playsAnimatedImages)
        XCTAssertTrue(copy.isUserInteractionEnabled)
        // The copy's own recognizers, by role (not a count that changes with every feature).
        let installed = copy.gestureRecognizers ?? []
        for recognizer in [copy.pinchRecognizer, copy.panRecognizer, copy.doubleTapRecognizer, copy.singleTapRecognizer,
                           copy.scrollRecognizer] as [UIGestureRecognizer] {
            XCTAssertTrue(installed.contains { $0 === recognizer }, "\(recognizer) is not installed")
            XCTAssertTrue(recognizer.view === copy)
        }
        XCTAssertTrue(copy.pinchRecognizer.delegate === copy && copy.panRecognizer.delegate === copy)
    }

    /// A storyboard image view with the custom class: decoded from a plain UIImageView archive
    /// (user interaction off, as Interface Builder leaves it), then given the inspectable
    /// attributes by key, as Interface Builder's runtime attributes do.
    @MainActor
    func testAStoryboardImageViewBecomesZoomable() throws {
        let plain = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        plain.contentMode = .scaleAspectFit
        plain.isUserInteractionEnabled = false
        let data = try NSKeyedArchiver.archivedData(withRootObject: plain, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(ZoomableImageView.self, forClassName: "UIImageView")
        let view = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableImageView)
        view.setValue(8, forKey: "maximumZoomScale")
        view.setValue(false, forKey: "isDoubleTapZoomEnabled")
        XCTAssertEqual(view.maximumZoomScale, 8)
        XCTAssertFalse(view.isDoubleTapZoomEnabled)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertEqual(view.contentMode, .scaleAspectFit)
        // Put in a container after loading, like a storyboard's first layout pass.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        container.addSubview(view)
        view.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 150, y: 250), in: container), CGPoint(x: 300, y: 200))
    }

    @MainActor
    func testReplacingTheImageWhileZoomedReturnsToRest() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let delegate = RecordingDelegate()
        harness.view.delegate = delegate
        harness.view.setZoomScale(3, animated: false)
        harness.view.image = TestImage.make(storedPixels: CGSize(width: 200, height: 800))
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(harness.view.transform, .identity)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 150, y: 250))
        XCTAssertEqual(delegate.changes.last, 1)
        // 200 × 800 fits at min(1.5, 0.625) = 0.625 → (87.5, 0, 125 × 500): (150, 250) is (100, 400).
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container), CGPoint(x: 100, y: 400))
    }

    @MainActor
    func testRotatingTheContainerKeepsRestAndZoom() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(harness.view.transform, .identity)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 250, y: 150))

        harness.container.frame = CGRect(x: 20, y: 40, width: 300, height: 500)
        harness.view.setZoomScale(2, animated: false)
        // Zoomed ×2 on the image's centre; in landscape the image is (25, 0, 450 × 300) and its
        // centre (250, 150) goes back to the container's centre at ×2, inside the allowed range.
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(harness.view.zoomScale, 2)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 250, y: 150))
    }

    @MainActor
    func testTheDelegateAndClosuresHearZoomChangesAndEnds() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let delegate = RecordingDelegate()
        var closureChanges: [CGFloat] = []
        var closureEnds: [CGFloat] = []
        harness.view.delegate = delegate
        harness.view.onZoomScaleChange = { closureChanges.append($0) }
        harness.view.onZoomEnd = { closureEnds.append($0) }
        harness.view.setZoomScale(2, animated: false)
        harness.view.resetZoom(animated: false)
        XCTAssertEqual(delegate.changes, [2, 1])
        XCTAssertEqual(delegate.ends, [2, 1])
        XCTAssertEqual(closureChanges, [2, 1])
        XCTAssertEqual(closureEnds, [2, 1])
    }

    @MainActor
    func testAnAnimatedZoomReportsItsEndWhenItLands() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let landed = expectation(description: "settled")
        harness.view.onZoomEnd = { scale in
            XCTAssertEqual(scale, 2)
            landed.fulfill()
        }
        harness.view.setZoomScale(2, animated: true)
        XCTAssertEqual(harness.view.zoomScale, 2)              // the target, at once
        XCTAssertTrue(harness.view.isZooming)
        wait(for: [landed], timeout: 5)
        XCTAssertFalse(harness.view.isZooming)
    }

    @MainActor
    func testADelegateMayReplaceTheImageFromACallback() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let next = TestImage.make(storedPixels: CGSize(width: 200, height: 800))
        let delegate = RecordingDelegate()
        delegate.onChange = { view in
            if view.zoomScale > 1 { view.image = next }
        }
        harness.view.delegate = delegate
        harness.view.setZoomScale(2, animated: false)
        XCTAssertTrue(harness.view.image === next)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(harness.view.transform, .identity)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 150, y: 250))
        // The new image's layout is in place: 200 × 800 fits at 0.625, (87.5, 0, 125 × 500), so
        // the centre (150, 250) is pixel (100, 400).
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container), CGPoint(x: 100, y: 400))
        // Removing the image from a callback is as safe.
        delegate.onChange = { view in
            if view.zoomScale > 1 { view.image = nil }
        }
        harness.view.setZoomScale(2, animated: false)
        XCTAssertNil(harness.view.image)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertTrue(harness.view.layer.position.x.isFinite && harness.view.layer.position.y.isFinite)
    }

    @MainActor
    func testRotatingWhileZoomedNearAnEdgeKeepsTheCentredPixel() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        // Pixel (500, 200) to the container's centre at ×4 (the tiny rect asks for more than the
        // maximum 4): it is view point (250, 250), so center = (150 − 100·4, 250) = (−250, 250),
        // inside the x range [300 − 600, 600].
        harness.view.zoom(toPixelRect: CGRect(x: 495, y: 195, width: 10, height: 10), animated: false)
        XCTAssertEqual(harness.view.zoomScale, 4)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: -250, y: 250))
        // Landscape 500 × 300: the image is (25, 0, 450 × 300) at k = 0.75, pixel (500, 200) is
        // view point (400, 150), and it goes to the new centre (250, 150): center =
        // (250 − 150·4, 150) = (−350, 150), inside [500 − 900, 900]. Laying out against the new
        // container with the old frame first would have clamped x to −100 and kept pixel
        // (475, 200) instead.
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(harness.view.zoomScale, 4)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: -350, y: 150))
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 250, y: 150), in: harness.container),
                       CGPoint(x: 500, y: 200))
    }

    @MainActor
    func testASettleCutShortByALayoutChangeStillReportsItsEnd() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let delegate = RecordingDelegate()
        var ends: [CGFloat] = []
        harness.view.delegate = delegate
        harness.view.onZoomEnd = { ends.append($0) }
        harness.view.setZoomScale(2, animated: true)
        XCTAssertTrue(harness.view.isZooming)
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.window.layoutIfNeeded()
        XCTAssertFalse(harness.view.isZooming)
        XCTAssertEqual(ends, [2])
        XCTAssertEqual(delegate.ends, [2])
    }

    @MainActor
    func testTheFirstImagesAccessibilityLabelIsAdopted() {
        let image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        image.accessibilityLabel = "Harbour at dusk"
        let view = ZoomableImageView(image: image)
        XCTAssertEqual(view.accessibilityLabel, "Harbour at dusk")
        let next = TestImage.make(storedPixels: CGSize(width: 60, height: 40))
        next.accessibilityLabel = "Lighthouse"
        view.image = next
        XCTAssertEqual(view.accessibilityLabel, "Lighthouse")
        view.accessibilityLabel = "My label"                      // a label of the app's own stays
        view.image = image
        XCTAssertEqual(view.accessibilityLabel, "My label")
    }

    @MainActor
    func testTheViewIsReleasedWithItsRecognizersAndAnimations() {
        weak var released: ZoomableImageView?
        autoreleasepool {
            let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
            harness.view.delegate = RecordingDelegate()
            harness.view.setZoomScale(2, animated: true)
            released = harness.view
            harness.view.removeFromSuperview()
        }
        // A running property animator lets go of its closures when it finishes or is released.
        let gone = expectation(description: "released")
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { gone.fulfill() }
        wait(for: [gone], timeout: 5)
        XCTAssertNil(released)
    }

    @MainActor
    func testVoiceOverAdjustsTheZoomAndStatesIt() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityTraits, .zoomableImage)
        view.accessibilityIncrement()
        XCTAssertEqual(view.zoomScale, 1.5)
        XCTAssertTrue(view.accessibilityValue?.contains("150") ?? false, view.accessibilityValue ?? "nil")
        XCTAssertTrue(view.performAccessibilityReset())
        XCTAssertEqual(view.zoomScale, 1)
        XCTAssertFalse(view.performAccessibilityReset())                // already at rest
    }
}

final class ZoomableImageViewImageSwapTests: XCTestCase {
    @MainActor
    func testASameSizedImageDuringASettleAnimationStartsAtRest() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.setZoomScale(3, animated: true)
        XCTAssertTrue(harness.view.isZooming)
        harness.view.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        XCTAssertFalse(harness.view.isZooming)
        XCTAssertEqual(harness.view.zoomScale, 1)
        XCTAssertEqual(harness.view.transform, .identity)
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: 150, y: 250))
    }
}
#endif
