#if canImport(UIKit)
import UIKit
import XCTest
@_spi(Internals) import ZoomableImageCore
@_spi(Internals) @testable import ZoomableImageKit

/// Recording every input the view sends its interaction, and replaying it to the same view.
final class ZoomableImageViewTraceTests: XCTestCase {
    @MainActor
    func testARecordedTraceReplaysToWhatTheViewShows() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        XCTAssertFalse(harness.view.isRecordingTrace)
        harness.view.startRecordingTrace()
        XCTAssertTrue(harness.view.isRecordingTrace)
        harness.view.setZoomScale(2, animated: false)
        harness.view.zoom(toPixelRect: CGRect(x: 200, y: 100, width: 100, height: 50), animated: false)
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)   // a rotation
        harness.window.layoutIfNeeded()
        let trace = harness.view.stopRecordingTrace()
        XCTAssertFalse(harness.view.isRecordingTrace)
        XCTAssertGreaterThan(trace.inputCount, 2)
        XCTAssertEqual(trace.replayedInteraction(), harness.view.interactionState)
        let replayed = try XCTUnwrap(trace.replay().last)
        XCTAssertEqual(replayed.zoomScale, harness.view.zoomScale, accuracy: 1e-9)
        XCTAssertPoint(replayed.geometry.center, harness.view.layer.position, accuracy: 1e-9)
        // And through JSON, as a file would go.
        let decoded = try GestureTrace(jsonData: trace.jsonData())
        XCTAssertEqual(decoded.replay().last?.geometry, replayed.geometry)
    }

    @MainActor
    func testStoppingWithoutRecordingGivesASnapshot() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.setZoomScale(3, animated: false)
        let trace = harness.view.stopRecordingTrace()
        XCTAssertEqual(trace.inputCount, 0)
        XCTAssertEqual(trace.replay().last?.zoomScale ?? 0, 3, accuracy: 1e-9)
    }
}
#endif
