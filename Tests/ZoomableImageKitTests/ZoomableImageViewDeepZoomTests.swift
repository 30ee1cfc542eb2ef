#if canImport(UIKit)
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// A tiled image in a real view: level 0's pixels, tiles loaded as the zoom needs them within
/// the budget, failures reported once, errors thrown, tiles dropped with the image.
final class ZoomableImageViewDeepZoomTests: XCTestCase {
    /// A 20 000 × 10 000 px pyramid of 256 px tiles drawn on demand: level 0's tiles pure red,
    /// every coarser level's pure blue; tiles of `failingLevel` throw a final error (a bad URL).
    struct PaintedPyramid: TileSource {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 10_000))
        var failingLevel: Int?

        func loadPyramid() async throws -> TilePyramid { pyramid }

        func image(for tile: TileID) async throws -> CGImage {
            if tile.level == failingLevel { throw URLError(.badURL) }
            let size = pyramid.pixelRect(of: tile).size
            let context = try XCTUnwrap(CGContext(data: nil, width: Int(size.width), height: Int(size.height),
                                                  bitsPerComponent: 8, bytesPerRow: 0,
                                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.setFillColor(tile.level == 0 ? UIColor.red.cgColor : UIColor.blue.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
            return try XCTUnwrap(context.makeImage())
        }
    }

    /// A source whose descriptor cannot be fetched.
    struct Offline: TileSource {
        func loadPyramid() async throws -> TilePyramid { throw URLError(.notConnectedToInternet) }
        func image(for tile: TileID) async throws -> CGImage { throw URLError(.notConnectedToInternet) }
    }

    /// A source with nothing in it.
    struct Empty: TileSource {
        func loadPyramid() async throws -> TilePyramid { TilePyramid(storedPixelSize: .zero) }
        func image(for tile: TileID) async throws -> CGImage { throw URLError(.badURL) }
    }

    /// A view showing `source`, zoomed to 64 (its maximum) about the centre, once every tile
    /// load that started has ended; `prepare` runs before the load.
    @MainActor
    static func zoomedToTheMaximum(_ source: PaintedPyramid,
                                   prepare: (ZoomableImageView) -> Void = { _ in }) async throws -> Harness {
        let harness = Harness(image: nil)
        harness.view.maximumZoomScale = 64
        prepare(harness.view)
        try await harness.view.loadTiledImage(source)
        harness.view.setZoomScale(64, animated: false)
        await harness.view.deepZoom.loader.waitUntilIdle()
        return harness
    }

    /// The red and blue components of `color(atImagePixel:)`, 0…1.
    @MainActor
    static func redAndBlue(of view: ZoomableImageView, atImagePixel pixel: CGPoint) throws -> (red: CGFloat, blue: CGFloat) {
        let colour = try XCTUnwrap(view.color(atImagePixel: pixel))
        var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        XCTAssertTrue(colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return (red, blue)
    }

    @MainActor
    func testATiledImageShowsABaseCopyAndReportsLevelZerosPixels() async throws {
        let harness = Harness(image: nil)
        try await harness.view.loadTiledImage(PaintedPyramid())
        XCTAssertEqual(harness.view.originalPixelSize, CGSize(width: 20_000, height: 10_000))
        XCTAssertEqual(harness.view.imageLayout.pixelSize, CGSize(width: 20_000, height: 10_000))
        // Aspect fit in 300 × 500 pt: 300 × 150 pt at y = 175; the container's centre (150, 250)
        // is the image's centre, pixel (10 000, 5 000).
        XCTAssertPoint(harness.view.imagePixel(at: CGPoint(x: 150, y: 250), in: harness.container),
                       CGPoint(x: 10_000, y: 5_000), accuracy: 70)
        // The base is the level rule at rest: at least one and under two level pixels per device
        // pixel across the 300 pt the image is drawn at.
        let base = try XCTUnwrap(harness.view.image?.cgImage)
        let devicePixels = 300 * harness.window.screen.scale
        XCTAssertGreaterThanOrEqual(CGFloat(base.width), devicePixels)
        XCTAssertLessThan(CGFloat(base.width), 2 * devicePixels)
        // At rest the base is enough: no level planned, no tile loaded.
        XCTAssertNil(harness.view.deepZoomStatus.level)
        XCTAssertEqual(harness.view.deepZoomStatus.residentTileCount, 0)
    }

    @MainActor
    func testZoomingInLoadsFullResolutionTilesWithinTheBudget() async throws {
        let harness = try await Self.zoomedToTheMaximum(PaintedPyramid())
        let readout = harness.view.deepZoomStatus
        // At zoom 64 one stored pixel covers 300 · 64 / 20 000 = 0.96 pt, ≥ 1.9 device pixels on
        // a @2x or @3x screen: level 0.
        XCTAssertEqual(readout.level, 0)
        // The centre's 312.5 × 520.8 px touch columns 38–39 and rows 18–20: 6 visible tiles,
        // each 256 × 256 × 4 = 262 144 bytes; with the margin at most 4 × 5 = 20.
        XCTAssertGreaterThanOrEqual(readout.residentTileCount, 6)
        XCTAssertLessThanOrEqual(readout.residentTileCount, 20)
        XCTAssertLessThanOrEqual(readout.residentBytes, readout.byteBudget)
        XCTAssertEqual(readout.byteBudget, 128 << 20)
        // The finest tile over the centre is level 0's: red, not the blue base.
        let centre = try Self.redAndBlue(of: harness.view, atImagePixel: CGPoint(x: 10_000, y: 5_000))
        XCTAssertEqual(centre.red, 1, accuracy: 0.01)
        XCTAssertEqual(centre.blue, 0, accuracy: 0.01)
    }

    @MainActor
    func testATileThatFailsIsReportedOnceAndTheCoarserLevelStays() async throws {
        var reported: [TileID] = []
        let harness = try await Self.zoomedToTheMaximum(PaintedPyramid(failingLevel: 0)) { view in
            view.onTileLoadFailure = { reported.append($0) }
        }
        // Every planned level-0 tile failed (a bad URL is final at once): each reported once.
        XCTAssertFalse(reported.isEmpty)
        XCTAssertEqual(Set(reported).count, reported.count)
        XCTAssertTrue(reported.allSatisfy { $0.level == 0 })
        // Nothing finer is over the centre: the base's blue.
        let centre = try Self.redAndBlue(of: harness.view, atImagePixel: CGPoint(x: 10_000, y: 5_000))
        XCTAssertEqual(centre.blue, 1, accuracy: 0.01)
    }

    @MainActor
    func testAPyramidThatCannotBeFetchedThrowsItsErrorAndKeepsTheImage() async throws {
        let shown = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        let harness = Harness(image: shown)
        do {
            try await harness.view.loadTiledImage(Offline())
            XCTFail("an offline source loaded")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }
        XCTAssertTrue(harness.view.image === shown)
        XCTAssertNil(harness.view.originalPixelSize)
    }

    @MainActor
    func testAnEmptyPyramidIsUnreadable() async throws {
        let harness = Harness(image: nil)
        do {
            try await harness.view.loadTiledImage(Empty())
            XCTFail("an empty pyramid loaded")
        } catch {
            XCTAssertEqual(error as? ImageLoadingError, .unreadableImage)
        }
        XCTAssertNil(harness.view.image)
    }

    @MainActor
    func testSettingAnImageDropsTheTilesAndTheirLayers() async throws {
        let harness = try await Self.zoomedToTheMaximum(PaintedPyramid())
        XCTAssertGreaterThan(harness.view.deepZoom.layers.container.sublayers?.count ?? 0, 0)
        harness.view.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        XCTAssertEqual(harness.view.deepZoomStatus.residentTileCount, 0)
        XCTAssertEqual(harness.view.deepZoom.layers.container.sublayers?.count ?? 0, 0)
        XCTAssertTrue(harness.view.deepZoom.loader.tiles.isEmpty)
        XCTAssertNil(harness.view.originalPixelSize)
    }
}
#endif
