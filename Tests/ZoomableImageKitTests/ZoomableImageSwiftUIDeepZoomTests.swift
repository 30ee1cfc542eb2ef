#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// `ZoomableImage(tiles:id:)`: a pyramid loads through `loadTiledImage` into the phase, its
/// failure is the phase's failure like a URL's, and a new `id` loads the new source.
extension ZoomableImageSwiftUITests {
    /// A pyramid the source shows: the phase is `.success` once the base copy is on screen, and
    /// taps speak level 0's pixels — the view reports the pyramid's 20 000 × 10 000 px.
    @MainActor
    func testATiledImageLoadsItsBaseCopyIntoTheView() throws {
        let recorder = PhaseRecorder()
        let source = ZoomableImageViewDeepZoomTests.PaintedPyramid()
        let host = Host(ZoomableImage(tiles: source, id: "painted") { phase in
            let _ = recorder.record(phase)
            EmptyView()
        }.zoomLimits(maximum: 64))
        let view = try XCTUnwrap(host.imageView)
        let loaded = expectation(for: NSPredicate { _, _ in recorder.successes > 0 }, evaluatedWith: nil)
        wait(for: [loaded], timeout: 10)
        XCTAssertNotNil(view.image)
        XCTAssertEqual(view.originalPixelSize, CGSize(width: 20_000, height: 10_000))
        XCTAssertTrue(recorder.errors.isEmpty)
    }

    /// A descriptor that can't be fetched: the phase is `failure` with the source's own error
    /// (`URLError.notConnectedToInternet`), never `success` — as a URL's failed fetch.
    @MainActor
    func testAPyramidThatCannotLoadFailsThePhaseWithTheSourcesError() throws {
        let recorder = PhaseRecorder()
        let host = Host(ZoomableImage(tiles: ZoomableImageViewDeepZoomTests.Offline(), id: 1) { phase in
            let _ = recorder.record(phase)
            EmptyView()
        })
        let failed = expectation(for: NSPredicate { _, _ in !recorder.errors.isEmpty }, evaluatedWith: nil)
        wait(for: [failed], timeout: 10)
        XCTAssertEqual((recorder.errors.first as? URLError)?.code, .notConnectedToInternet)
        XCTAssertEqual(recorder.successes, 0)
        XCTAssertNil(host.imageView?.image)
    }

    /// A new `id` with another source clears the old pyramid in the update itself: nothing of it
    /// stays on screen or answers a tap while the new one loads — here it never does (offline).
    /// Before, the update left the old pyramid up (the setter did nothing for tiles) for good.
    @MainActor
    func testANewTileSourceClearsTheOldPyramidAtOnce() throws {
        let recorder = PhaseRecorder()
        let host = Host(ZoomableImage(tiles: ZoomableImageViewDeepZoomTests.PaintedPyramid(), id: "painted") { phase in
            let _ = recorder.record(phase)
            EmptyView()
        })
        let view = try XCTUnwrap(host.imageView)
        let loaded = expectation(for: NSPredicate { _, _ in recorder.successes > 0 }, evaluatedWith: nil)
        wait(for: [loaded], timeout: 10)
        host.update(ZoomableImage(tiles: ZoomableImageViewDeepZoomTests.Offline(), id: "offline") { _ in EmptyView() })
        XCTAssertNil(view.image)
        XCTAssertNil(view.originalPixelSize)
        XCTAssertNil(view.imagePixel(at: CGPoint(x: 150, y: 250), in: view.superview ?? view))
    }
}
#endif
