#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// SwiftUI's bad input (the rows of DefinedBehaviour.md): bytes that are not an image, a file
/// that cannot be read, no image, NaN limits, a state command before any view.
extension ZoomableImageSwiftUITests {
    /// Records the phases a loading image's content closure is given.
    @MainActor
    final class PhaseRecorder {
        var errors: [any Error] = []
        var successes = 0

        func record(_ phase: ZoomableImagePhase) {
            _ = phase.error.map { errors.append($0) }
            if case .success = phase { successes += 1 }
        }
    }

    /// Bytes that are not an image: the phase is `failure(ImageLoadingError.unreadableImage)`,
    /// the view shows nothing and nothing traps.
    @MainActor
    func testBytesThatAreNotAnImageFail() throws {
        let recorder = PhaseRecorder()
        let host = Host(ZoomableImage(data: Data("not an image".utf8)) { phase in
            let _ = recorder.record(phase)
            EmptyView()
        })
        let view = try XCTUnwrap(host.imageView)
        let failed = expectation(for: NSPredicate { _, _ in !recorder.errors.isEmpty }, evaluatedWith: nil)
        wait(for: [failed], timeout: 10)
        XCTAssertTrue(recorder.errors.first is ImageLoadingError)
        XCTAssertNil(view.image)
    }

    /// A file URL that does not exist fails the same way.
    @MainActor
    func testAMissingFileFails() throws {
        let recorder = PhaseRecorder()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).jpg")
        _ = Host(ZoomableImage(url: missing) { phase in
            let _ = recorder.record(phase)
            EmptyView()
        })
        let failed = expectation(for: NSPredicate { _, _ in !recorder.errors.isEmpty }, evaluatedWith: nil)
        wait(for: [failed], timeout: 10)
        XCTAssertEqual(recorder.successes, 0)
    }

    /// No image: nothing to zoom, nothing traps; NaN limits are replaced as ZoomConfiguration
    /// documents (minimum 1, maximum 4).
    @MainActor
    func testNoImageAndNaNLimitsAreDefined() throws {
        let host = Host(ZoomableImage(nil, zoomScale: .constant(2)).zoomLimits(minimum: .nan, maximum: .nan))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertNil(view.image)
        XCTAssertFalse(view.interactionState.canZoom)
        XCTAssertEqual(view.zoomConfiguration.minimumZoomScale, 1)
        XCTAssertEqual(view.zoomConfiguration.maximumZoomScale, 4)
    }

    /// A command sent before the state has a view waits for it: attached, the view zooms to 2.
    @MainActor
    func testAStateCommandBeforeAnyViewWaitsForIt() throws {
        let state = ZoomableImageState()
        state.setZoomScale(2, animated: false)
        let host = Host(ZoomableImage(Self.image).zoomableImageState(state))
        let view = try XCTUnwrap(host.imageView)
        drainMainQueue()
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
        XCTAssertEqual(state.zoomScale, 2, accuracy: 1e-9)
    }
}
#endif
