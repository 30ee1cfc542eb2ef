#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// What only UIKit can show: the order in which UIKit's initializers call the view's setters,
/// its intrinsic size among Auto Layout neighbours, crops read off the main thread, VoiceOver's
/// scroll. (Every decision behind them is tested on Linux, in ZoomableImageCore's tests.)
final class ZoomableImageViewUIKitOnlyTests: XCTestCase {
    /// `init(image:)` sizes the view to the image (`UIImageView`'s rule): that placement is the
    /// resting place, not a layout at (0, 0).
    @MainActor
    func testInitWithImageRestsWhereUIKitPutIt() {
        let view = ZoomableImageView(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 600, height: 400))
        XCTAssertPoint(view.layer.position, CGPoint(x: 300, y: 200))
        XCTAssertEqual(view.transform, .identity)
    }

    /// Item 6 of the UIKit review: `UIImageView`'s `initWithImage:` calls `initWithFrame:` on
    /// the same object, which reached the Swift `init(frame:)` too, so the stored properties of
    /// `init(image:)` — recognizers, touch tracker, grid layer — were made twice. A subclass's
    /// stored property counts its initializations: once per view, from every initializer.
    @MainActor
    func testEveryInitializerInitializesTheStoredPropertiesOnce() {
        InitializationProbe.counter.count = 0
        let image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        _ = InitializationProbe(image: image)
        XCTAssertEqual(InitializationProbe.counter.count, 1)
        _ = InitializationProbe(image: image, highlightedImage: nil)
        XCTAssertEqual(InitializationProbe.counter.count, 2)
        _ = InitializationProbe(frame: .zero)
        XCTAssertEqual(InitializationProbe.counter.count, 3)
    }

    /// Item 7 of the UIKit review: `center` and `frame` report the resting place. At zoom 2
    /// about the container's centre, the 300 × 500 view is 600 × 1000 on screen, centred at
    /// (150, 250): frame (−150, −250, 600 × 1000). A targeted preview targets the container at
    /// that centre with the ×2 transform, and shows only the part inside the container: in the
    /// view's own space (0, 0, 300 × 500) scaled by ½ about its centre, (75, 125, 150 × 250).
    @MainActor
    func testThePresentedFrameAndThePreviewAreWhereTheZoomedViewIs() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.setZoomScale(2, animated: false)
        XCTAssertEqual(harness.view.frame, CGRect(x: 0, y: 0, width: 300, height: 500))      // resting
        XCTAssertEqual(harness.view.presentedFrame, CGRect(x: -150, y: -250, width: 600, height: 1000))
        let preview = try XCTUnwrap(harness.view.makeTargetedPreview())
        XCTAssertTrue(preview.target.container === harness.container)
        XCTAssertPoint(preview.target.center, CGPoint(x: 150, y: 250))
        XCTAssertEqual(preview.target.transform.a, 2, accuracy: 1e-9)
        let visible = try XCTUnwrap(preview.parameters.visiblePath).bounds
        XCTAssertEqual(visible.minX, 75, accuracy: 1e-9)
        XCTAssertEqual(visible.minY, 125, accuracy: 1e-9)
        XCTAssertEqual(visible.width, 150, accuracy: 1e-9)
        XCTAssertEqual(visible.height, 250, accuracy: 1e-9)
    }

    /// A view decoded from an archive at (40, 60) keeps that place: the decoder sets the centre
    /// and bounds before the view's set-up runs.
    @MainActor
    func testADecodedViewRestsWhereTheArchivePutIt() throws {
        let plain = UIImageView(frame: CGRect(x: 40, y: 60, width: 300, height: 500))
        plain.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        plain.contentMode = .scaleAspectFit
        let data = try NSKeyedArchiver.archivedData(withRootObject: plain, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(ZoomableImageView.self, forClassName: "UIImageView")
        let view = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableImageView)
        XCTAssertEqual(view.frame, CGRect(x: 40, y: 60, width: 300, height: 500))
        XCTAssertPoint(view.layer.position, CGPoint(x: 190, y: 310))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        container.addSubview(view)
        // Still where the archive put it once in a container; (190, 310) is the image's centre.
        XCTAssertPoint(view.layer.position, CGPoint(x: 190, y: 310))
        XCTAssertPoint(view.imagePixel(at: CGPoint(x: 190, y: 310), in: container), CGPoint(x: 300, y: 200))
    }

    /// A viewport has no intrinsic size: in a stack view a 4000 × 3000 image does not push its
    /// neighbours, and a label keeps the height its text needs.
    @MainActor
    func testTheViewHasNoIntrinsicSizeAndLeavesItsNeighboursTheirs() {
        let view = ZoomableImageView(image: TestImage.make(storedPixels: CGSize(width: 4000, height: 3000)))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let label = UILabel()
        label.text = "zoom 1.00"
        let stack = UIStackView(arrangedSubviews: [label, view])
        stack.axis = .vertical
        stack.distribution = .fill
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        stack.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, label.intrinsicContentSize.height, accuracy: 0.5)
        XCTAssertEqual(view.frame.height, 480 - label.frame.height, accuracy: 0.5)
        XCTAssertEqual(view.frame.width, 320, accuracy: 0.5)
    }

    /// The crop read off the main thread is the same image as the one read on it.
    @MainActor
    func testACropLoadedOffTheMainThreadMatchesTheCropOnIt() async throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400), scale: 2,
                                                    orientation: .right))
        let rect = CGRect(x: 20, y: 30, width: 100, height: 60)
        let onMain = try XCTUnwrap(harness.view.croppedImage(toPixelRect: rect))
        let loadedImage = await harness.view.loadCroppedImage(toPixelRect: rect)
        let loaded = try XCTUnwrap(loadedImage)
        XCTAssertEqual(loaded.cgImage?.width, onMain.cgImage?.width)
        XCTAssertEqual(loaded.cgImage?.height, onMain.cgImage?.height)
        XCTAssertEqual(loaded.scale, 2)
        XCTAssertEqual(loaded.imageOrientation, .right)
        let none = await harness.view.loadCroppedImage(toPixelRect: CGRect(x: -50, y: -50, width: 10, height: 10))
        XCTAssertNil(none)
    }

    /// A large image's region decodes off the main thread: the oriented rect (0, 0, 100 × 50) of
    /// a `.right` file is stored (0, 1400, 50 × 100).
    @MainActor
    func testALargeOriginalsCropIsDecodedOffTheMainThread() async throws {
        let url = try ZoomableImageViewLargeImageTests.writePortraitJPEG()
        let harness = Harness(image: nil)
        try await harness.view.loadImage(contentsOf: url)
        let croppedImage = await harness.view.loadCroppedImage(toPixelRect: CGRect(x: 0, y: 0, width: 100, height: 50))
        let cropped = try XCTUnwrap(croppedImage)
        XCTAssertEqual(cropped.cgImage?.width, 50)
        XCTAssertEqual(cropped.cgImage?.height, 100)
        XCTAssertEqual(cropped.imageOrientation, .right)
    }

    /// VoiceOver's three-finger scroll belongs to a zoomed image, and to the parent at rest.
    @MainActor
    func testVoiceOverScrollsAZoomedImageAndLeavesTheParentTheRest() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        XCTAssertFalse(harness.view.accessibilityScroll(.right))
        harness.view.setZoomScale(2.5, animated: false)
        let before = harness.view.layer.position
        XCTAssertTrue(harness.view.accessibilityScroll(.right))
        XCTAssertLessThan(harness.view.layer.position.x, before.x)
    }

    /// A cancelled load leaves the current image.
    @MainActor
    func testACancelledLoadLeavesTheCurrentImage() async throws {
        let url = try ZoomableImageViewLargeImageTests.writePortraitJPEG()
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let current = harness.view.image
        let load = Task { try await harness.view.loadImage(contentsOf: url) }
        load.cancel()
        do {
            try await load.value
            XCTFail("the cancelled load finished")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertTrue(harness.view.image === current)
    }
}
/// A view whose stored property counts how often it is initialized.
final class InitializationProbe: ZoomableImageView {
    /// Counts across instances (tests run on the main thread, one at a time).
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    nonisolated static let counter = Counter()
    let marker: Int = {
        InitializationProbe.counter.count += 1
        return InitializationProbe.counter.count
    }()
}
#endif
