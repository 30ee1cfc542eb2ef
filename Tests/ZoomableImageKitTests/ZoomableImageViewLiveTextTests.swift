#if canImport(UIKit)
import UIKit
#if !targetEnvironment(macCatalyst)
import VisionKit
#endif
import XCTest
@_spi(Internals) import ZoomableImageCore
@_spi(Internals) @testable import ZoomableImageKit

/// Live Text's set-up on the view: off by default, a no-op where unavailable, and where
/// available an overlay inside the zoomed view (so the zoom carries it) and a button in the
/// container (so the zoom does not). What VisionKit finds is not checked here: it depends on
/// the device's models; the Reader screen's UI test waits for it.
final class ZoomableImageViewLiveTextTests: XCTestCase {
    /// Whether Live Text runs on this device: iOS 16 or later, not Mac Catalyst,
    /// `ImageAnalyzer.isSupported`.
    @MainActor
    static var isAvailable: Bool {
        #if targetEnvironment(macCatalyst)
        return false
        #else
        guard #available(iOS 16.0, *) else { return false }
        return ImageAnalyzer.isSupported
        #endif
    }

    @MainActor
    func testLiveTextIsOffByDefaultAndAddsNothing() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        XCTAssertFalse(harness.view.isLiveTextEnabled)
        XCTAssertNil(harness.view.liveText)
        XCTAssertTrue(harness.view.subviewsOverTheImage.isEmpty)
        XCTAssertEqual(harness.container.subviews, [harness.view])
    }

    /// On: the property reads `true` everywhere; where Live Text runs, a transparent overlay
    /// fills the view's bounds as its subview and a hidden button (no analysis yet) sits in the
    /// container; elsewhere nothing is added. Off again: both go.
    @MainActor
    func testTurningLiveTextOnAddsTheOverlayAndButtonOnlyWhereItRuns() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.isLiveTextEnabled = true
        XCTAssertTrue(harness.view.isLiveTextEnabled)
        XCTAssertEqual(harness.view.liveText != nil, Self.isAvailable)
        let buttons = harness.container.subviews.filter { $0.accessibilityIdentifier == LiveTextButton.identifier }
        if Self.isAvailable {
            let overlay = try XCTUnwrap(harness.view.subviewsOverTheImage.first)
            XCTAssertEqual(overlay.frame, harness.view.bounds)
            XCTAssertEqual(buttons.count, 1)
            XCTAssertEqual(buttons.first?.isHidden, true)
        } else {
            XCTAssertTrue(harness.view.subviewsOverTheImage.isEmpty)
            XCTAssertTrue(buttons.isEmpty)
        }
        harness.view.isLiveTextEnabled = false
        XCTAssertNil(harness.view.liveText)
        XCTAssertTrue(harness.view.subviewsOverTheImage.isEmpty)
        XCTAssertEqual(harness.container.subviews, [harness.view])
    }

    /// Zoomed ×2 about the container's centre (150, 250): the overlay, in container space, is
    /// the view's zoomed frame — the 300 × 500 view twice as large about the same centre,
    /// (−150, −250, 600 × 1000) — while the button keeps its place and size. (The transform
    /// carrying the overlay is UIKit's; this checks it on the device.)
    @MainActor
    func testTheZoomCarriesTheOverlayButNotTheButton() throws {
        try XCTSkipUnless(Self.isAvailable, "Live Text does not run on this device: nothing is installed")
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.isLiveTextEnabled = true
        harness.layOut()
        let overlay = try XCTUnwrap(harness.view.subviewsOverTheImage.first)
        let button = try XCTUnwrap(harness.container.subviews.first { $0.accessibilityIdentifier == LiveTextButton.identifier })
        let buttonFrame = button.frame
        harness.view.setZoomScale(2, animated: false)
        harness.layOut()
        let zoomed = overlay.convert(overlay.bounds, to: harness.container)
        XCTAssertEqual(zoomed.minX, -150, accuracy: 0.001)
        XCTAssertEqual(zoomed.minY, -250, accuracy: 0.001)
        XCTAssertEqual(zoomed.width, 600, accuracy: 0.001)
        XCTAssertEqual(zoomed.height, 1000, accuracy: 0.001)
        XCTAssertEqual(button.frame, buttonFrame)
    }

    /// The button follows the view to another container, and leaves with it.
    @MainActor
    func testTheButtonMovesWithTheViewsContainer() throws {
        try XCTSkipUnless(Self.isAvailable, "Live Text does not run on this device: nothing is installed")
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        harness.view.isLiveTextEnabled = true
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(other)
        other.addSubview(harness.view)
        XCTAssertEqual(harness.container.subviews.count, 0)
        XCTAssertEqual(other.subviews.filter { $0.accessibilityIdentifier == LiveTextButton.identifier }.count, 1)
        harness.view.removeFromSuperview()
        XCTAssertEqual(other.subviews.count, 0)
    }

    /// The public status names each of the analysis machine's outcomes (mapped by raw value, so a
    /// case the core adds without the Kit would read as `nil` and fail here); off, it is `nil`.
    @MainActor
    func testTheStatusNamesEveryOutcomeAndIsNilWhileOff() {
        let outcomes: [LiveTextAnalysisStateMachine.Outcome] = [.none, .analysing, .analysed, .failed]
        let statuses: [ZoomableImageView.LiveTextAnalysisStatus] = [.none, .analysing, .analysed, .failed]
        XCTAssertEqual(outcomes.map { ZoomableImageView.LiveTextAnalysisStatus(rawValue: $0.rawValue) }, statuses)
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        XCTAssertNil(harness.view.liveTextAnalysisStatus)
    }
}
#endif
