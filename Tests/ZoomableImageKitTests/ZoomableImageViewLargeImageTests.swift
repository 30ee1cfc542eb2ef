#if canImport(UIKit)
import ImageIO
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// A large file shown downsampled still reports the original's pixels and crops from the file.
final class ZoomableImageViewLargeImageTests: XCTestCase {
    /// Writes a 2000 × 1500 JPEG whose EXIF orientation is 6 (`.right`): upright 1500 × 2000.
    @MainActor
    static func writePortraitJPEG() throws -> URL {
        let stored = TestImage.make(storedPixels: CGSize(width: 2000, height: 1500))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).jpg")
        let destination = try XCTUnwrap(CGImageDestinationCreateWithURL(url as CFURL, "public.jpeg" as CFString, 1, nil))
        let cgImage = try XCTUnwrap(stored.cgImage)
        CGImageDestinationAddImage(destination, cgImage, [kCGImagePropertyOrientation: 6] as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        return url
    }

    @MainActor
    func testALargeFileIsDecodedSmallButReportsTheOriginalsPixels() async throws {
        let url = try Self.writePortraitJPEG()
        let harness = Harness(image: nil)
        harness.view.maximumZoomScale = 1       // the screen shows at most 300 × 400 pt of it: decode less
        try await harness.view.loadImage(contentsOf: url)
        let shown = try XCTUnwrap(harness.view.image)
        XCTAssertLessThan(shown.size.width * shown.scale, 1500)       // a copy, not the original
        XCTAssertEqual(harness.view.originalPixelSize, CGSize(width: 2000, height: 1500))
        XCTAssertEqual(harness.view.imageLayout.pixelSize, CGSize(width: 1500, height: 2000))
        // Upright 1500 × 2000 fits 300 × 400 at y = 50; the container's centre (150, 250) is the
        // image's centre: oriented (750, 1000), stored (dy, 1500 − dx) = (1000, 750).
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container),
                       CGPoint(x: 750, y: 1000), accuracy: 1)
        XCTAssertPoint(harness.view.cgImagePixel(at: CGPoint(x: 150, y: 250), in: harness.container),
                       CGPoint(x: 1000, y: 750), accuracy: 1)
        // A crop reads the file at full resolution: oriented (0, 0, 100 × 50) is stored
        // (0, 1500 − 100, 50 × 100).
        let cropped = try XCTUnwrap(harness.view.croppedImage(toPixelRect: CGRect(x: 0, y: 0, width: 100, height: 50)))
        XCTAssertEqual(cropped.cgImage?.width, 50)
        XCTAssertEqual(cropped.cgImage?.height, 100)
        XCTAssertEqual(cropped.imageOrientation, .right)
    }

    @MainActor
    func testSettingAnImageDropsTheOriginal() async throws {
        let url = try Self.writePortraitJPEG()
        let harness = Harness(image: nil)
        try await harness.view.loadImage(contentsOf: url)
        harness.view.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        XCTAssertNil(harness.view.originalPixelSize)
        XCTAssertEqual(harness.view.imageLayout.pixelSize, CGSize(width: 600, height: 400))
    }

    @MainActor
    func testAnImageSetWhileALargeImageDecodesWins() async throws {
        let url = try Self.writePortraitJPEG()
        let harness = Harness(image: nil)
        let generation = harness.view.interactionState.loadGeneration
        let load = Task { try await harness.view.loadImage(contentsOf: url) }
        // Wait until the load has started (and is decoding off the main thread).
        while harness.view.interactionState.loadGeneration == generation { await Task.yield() }
        let newer = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        harness.view.image = newer
        do {
            try await load.value
            XCTFail("the superseded load finished")
        } catch {
            XCTAssertEqual(error as? ImageLoadingError, .superseded)
        }
        XCTAssertTrue(harness.view.image === newer)
        XCTAssertNil(harness.view.originalPixelSize)
        XCTAssertEqual(harness.view.imageLayout.pixelSize, CGSize(width: 600, height: 400))
    }

    /// `loadImage` in `viewDidLoad`: no size, no window. The copy is planned for the largest
    /// iPhone (440 × 956 pt) rather than decoding all 2000 × 1500 px: at maximum zoom 1 the
    /// upright 1500 × 2000 image fits 440 pt across, 586.7 pt tall — 586.7 · s px on its longest
    /// side, s being the display scale (3 while unknown).
    @MainActor
    func testALoadBeforeAnyLayoutIsPlannedForTheLargestPhone() async throws {
        let url = try Self.writePortraitJPEG()
        let view = ZoomableImageView(frame: .zero)
        view.maximumZoomScale = 1
        try await view.loadImage(contentsOf: url)
        let shown = try XCTUnwrap(view.image)
        let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 3
        XCTAssertEqual(max(shown.size.width, shown.size.height) * shown.scale, (440 * 2000 / 1500 * scale).rounded(),
                       accuracy: 1)
    }

    /// Cancelling the caller cancels its load: `CancellationError`, and the image stays.
    @MainActor
    func testCancellingTheCallerEndsTheLoadAndKeepsTheImage() async throws {
        let url = try Self.writePortraitJPEG()
        let view = ZoomableImageView(frame: .zero)
        let load = Task { try await view.loadImage(contentsOf: url) }
        load.cancel()
        do {
            try await load.value
            XCTFail("the cancelled load finished")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertNil(view.image)
    }

    @MainActor
    func testTheDecodeSizeFollowsTheZoomLimitsInForce() {
        let harness = Harness(image: nil)
        harness.view.minimumZoomScale = 3
        harness.view.maximumZoomScale = 2                       // min > max: the view zooms to 3
        XCTAssertEqual(harness.view.interactionState.decodeRequest.maximumZoomScale, 3)
        harness.view.minimumZoomScale = 1
        harness.view.maximumZoomScale = .nan                    // the default maximum, 4
        XCTAssertEqual(harness.view.interactionState.decodeRequest.maximumZoomScale, 4)
    }

    @MainActor
    func testUnreadableDataIsAnError() async {
        let harness = Harness(image: nil)
        do {
            try await harness.view.loadImage(data: Data("not an image".utf8))
            XCTFail("loaded garbage")
        } catch {
            XCTAssertEqual(error as? ImageLoadingError, .unreadableImage)
        }
        XCTAssertNil(harness.view.image)
    }
}
#endif
