#if canImport(UIKit)
import ImageIO
import UIKit
import UniformTypeIdentifiers
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// Animated GIFs loaded with `loadImage`: what plays, what is read of the frame shown, what
/// stops it. The GIFs are written here with ImageIO: 40 × 30 px frames of one solid colour each,
/// red, green and blue, so the frame shown can be told by any pixel's colour.
final class ZoomableImageViewAnimatedImageTests: XCTestCase {
    /// The frames' colours, in order.
    static let colors: [UIColor] = [.red, .green, .blue]

    /// Writes a GIF of the three colours with these delays (seconds) and loop count.
    @MainActor
    static func writeGIF(delays: [Double], loopCount: Int = 0) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).gif")
        let destination = try XCTUnwrap(CGImageDestinationCreateWithURL(url as CFURL, UTType.gif.identifier as CFString,
                                                                         delays.count, nil))
        CGImageDestinationSetProperties(destination, [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: loopCount]]
            as CFDictionary)
        for (index, delay) in delays.enumerated() {
            let frame = try XCTUnwrap(solid(colors[index % colors.count]).cgImage)
            CGImageDestinationAddImage(destination, frame, [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: delay]]
                as CFDictionary)
        }
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        return url
    }

    @MainActor
    static func solid(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
    }

    /// Red, green or blue: the channel above 0.5 in the pixel's colour.
    @MainActor
    static func channel(of color: UIColor?) -> Int? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha) == true else { return nil }
        return [red, green, blue].firstIndex { $0 > 0.5 }
    }

    /// Loads and shows frame 0 (red) at the file's size; the frame index is 0, the frames three.
    @MainActor
    func testAGIFShowsItsFirstFrameAtItsOwnSize() async throws {
        let harness = Harness(image: nil)
        try await harness.view.loadImage(contentsOf: try Self.writeGIF(delays: [0.5, 0.5, 0.5]))
        XCTAssertEqual(harness.view.imageLayout.pixelSize, CGSize(width: 40, height: 30))
        XCTAssertEqual(harness.view.animationFrameIndex, 0)
        XCTAssertEqual(harness.view.animationPlayer?.playback.timeline.frameCount, 3)
        XCTAssertEqual(Self.channel(of: harness.view.color(atImagePixel: CGPoint(x: 5, y: 5))), 0)
    }

    /// In a window it plays: frame 1 comes (0.1 s in); frame 1 lasts 30 s, so it is on screen
    /// when read: its colour (green), also read exactly from the file, and a crop of it.
    @MainActor
    func testInAWindowItPlaysAndColoursAndCropsAreTheFrameShowns() async throws {
        let harness = Harness(image: nil)
        try await harness.view.loadImage(contentsOf: try Self.writeGIF(delays: [0.1, 30, 0.1]))
        let reached = try await Self.waitUntil { harness.view.animationFrameIndex == 1 }
        XCTAssertTrue(reached, "frame 1 never came")
        XCTAssertEqual(Self.channel(of: harness.view.color(atImagePixel: CGPoint(x: 5, y: 5))), 1)
        let exact = await harness.view.loadColor(atImagePixel: CGPoint(x: 5, y: 5))
        XCTAssertEqual(Self.channel(of: exact), 1)
        let crop = try XCTUnwrap(harness.view.croppedImage(toPixelRect: CGRect(x: 0, y: 0, width: 4, height: 4)))
        XCTAssertEqual(Self.channel(of: Self.color(of: crop)), 1)
    }

    /// Out of a window or hidden it is held (its clock stops); `playsAnimatedImages` off shows frame 0 for
    /// good; an image set directly ends the animation.
    @MainActor
    func testItHoldsOutOfAWindowAndStopsWhenAskedOrReplaced() async throws {
        let harness = Harness(image: nil)
        try await harness.view.loadImage(contentsOf: try Self.writeGIF(delays: [0.1, 0.1, 0.1]))
        XCTAssertEqual(harness.view.animationPlayer?.playback.isPlaying, true)
        harness.container.removeFromSuperview()
        XCTAssertEqual(harness.view.animationPlayer?.playback.isPlaying, false)
        XCTAssertEqual(harness.view.animationPlayer?.playback.isAnimating, true)      // held, to resume
        harness.window.addSubview(harness.container)
        XCTAssertEqual(harness.view.animationPlayer?.playback.isPlaying, true)
        harness.view.isHidden = true                                                  // hidden: held too
        XCTAssertEqual(harness.view.animationPlayer?.playback.isPlaying, false)
        XCTAssertEqual(harness.view.animationPlayer?.playback.isAnimating, true)
        harness.view.isHidden = false
        XCTAssertEqual(harness.view.animationPlayer?.playback.isPlaying, true)
        harness.view.playsAnimatedImages = false
        XCTAssertEqual(harness.view.animationPlayer?.playback.isAnimating, false)
        // Frame 0 is decoded again off the main thread (never on it), and shown when it lands.
        let first = try await Self.waitUntil { harness.view.animationFrameIndex == 0 }
        XCTAssertTrue(first, "frame 0 never came back")
        XCTAssertEqual(Self.channel(of: harness.view.color(atImagePixel: CGPoint(x: 5, y: 5))), 0)
        harness.view.image = TestImage.make(storedPixels: CGSize(width: 60, height: 40))
        XCTAssertNil(harness.view.animationFrameIndex)
        XCTAssertNil(harness.view.animationPlayer)
    }

    /// A still file has no frame index; `playsAnimatedImages` set before a load applies to it.
    @MainActor
    func testAStillHasNoFrameIndexAndTheSwitchAppliesToLaterLoads() async throws {
        let harness = Harness(image: nil)
        try await harness.view.loadImage(contentsOf: try ZoomableImageViewLargeImageTests.writePortraitJPEG())
        XCTAssertNil(harness.view.animationFrameIndex)
        harness.view.playsAnimatedImages = false
        XCTAssertFalse(harness.view.playsAnimatedImages)
        try await harness.view.loadImage(contentsOf: try Self.writeGIF(delays: [0.1, 0.1, 0.1]))
        XCTAssertEqual(harness.view.animationFrameIndex, 0)
        XCTAssertEqual(harness.view.animationPlayer?.playback.isPlaying, false)
    }

    /// Waits until `condition` holds, checking it on the main actor (where the view lives) every
    /// 50 ms for at most `seconds`. (An `XCTNSPredicateExpectation` evaluates its predicate off
    /// the main thread unless awaited with `fulfillment(of:timeout:)`, and a main-actor read there
    /// could only fall back to `false`.)
    ///
    /// - Returns: whether it held in time.
    @MainActor
    static func waitUntil(seconds: Double = 10, _ condition: @escaping @MainActor () -> Bool) async throws -> Bool {
        var polls = Int(seconds * 20)
        while !condition(), polls > 0 {
            try await Task.sleep(nanoseconds: 50_000_000)
            polls -= 1
        }
        return condition()
    }

    /// The colour of a crop's top-left pixel.
    @MainActor
    static func color(of image: UIImage) -> UIColor? {
        let view = ZoomableImageView(image: image)
        return view.color(atImagePixel: CGPoint(x: 0.5, y: 0.5))
    }
}
#endif
