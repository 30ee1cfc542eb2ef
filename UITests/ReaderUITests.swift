import XCTest

/// The Reader screen: a page of text with Live Text on, and a counter GIF (10 frames of 0.2 s,
/// looping forever) loaded with `loadImage(data:)`.
///
/// Sizes on the iPhone 16 (393 × 852 pt portrait): the safe area runs from y 103 (status bar
/// and navigation bar) to 818 (home indicator), 715 pt. The page's container takes 58 % of it,
/// 393 × 414.7 pt at y 103 — its top edge on the safe area's, its bottom 300 pt above the home
/// indicator — so its own safe area is its whole bounds. The GIF's container takes most of the
/// rest (about 393 × 220 pt).
final class ReaderUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// "frame 3" from "frame 3, zoom 1.00".
    static func frame(_ label: String) -> String? {
        label.split(separator: ",").first.map(String.init).flatMap { $0.hasPrefix("frame ") ? $0 : nil }
    }

    /// 1.0 from "frame 3, zoom 1.00".
    static func zoom(_ label: String) -> Double? {
        label.split(separator: ",").last.flatMap { ReadoutText.zoom($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The GIF plays: its readout shows another frame within 10 s (a frame lasts 0.2 s). Zoomed
    /// by a pinch, it still plays: a frame other than the one shown once the zoom changed comes
    /// within 10 s, and the zoom is still past 1 then (the frames did not reset it).
    @MainActor
    func testTheGIFsFramesAdvanceAndZoomingDoesNotStopThem() throws {
        let ui = DemoUI.launch(opening: "menu.reader")
        let readout = ui.existingElement("reader.gifReadout")
        XCTAssertTrue(ui.waitForLabel(of: readout, "label BEGINSWITH %@ AND NOT (label BEGINSWITH %@)", "frame ", "frame –"),
                      "the GIF never loaded: \(readout.label)")
        let first = try XCTUnwrap(Self.frame(readout.label), readout.label)
        XCTAssertTrue(ui.waitForLabel(of: readout, "NOT (label BEGINSWITH %@)", first + ","),
                      "the GIF stays on \(first): \(readout.label)")

        let gif = ui.existingElement("reader.gifView")
        gif.pinch(withScale: 2, velocity: 1)
        XCTAssertTrue(ui.waitForLabel(of: readout, "NOT (label ENDSWITH %@)", "zoom 1.00"),
                      "the pinch did not zoom: \(readout.label)")
        let zoomed = readout.label
        let zoomedFrame = try XCTUnwrap(Self.frame(zoomed), zoomed)
        XCTAssertTrue(ui.waitForLabel(of: readout, "NOT (label BEGINSWITH %@)", zoomedFrame + ","),
                      "zooming stopped the GIF on \(zoomedFrame): \(readout.label)")
        let later = readout.label
        XCTAssertGreaterThan(try XCTUnwrap(Self.zoom(later), later), 1.05, "the zoom was lost: \(zoomed) → \(later)")
    }

    /// Where `ImageAnalyzer.isSupported` (the app says "Live Text available"), the analysis of
    /// the page finds its text and the Live Text button appears, 8 pt inside the bottom trailing
    /// corner of the page's container (its safe area is its bounds, above): right edge at
    /// 393 − 8 = 385, bottom at the container's bottom − 8. A pinch that zooms the page leaves it
    /// exactly there; a tap turns it on. Elsewhere — or where the analysis fails (the status
    /// ends "analysis: failed") — the test is skipped, with the app's reason.
    @MainActor
    func testTheLiveTextButtonSitsInThePagesCornerAndStaysThereWhenZoomed() throws {
        let ui = DemoUI.launch(opening: "menu.reader")
        let status = ui.existingElement("reader.liveTextStatus")
        guard status.label.hasPrefix("Live Text available") else {
            throw XCTSkip("Live Text does not run here (\(status.label)); the button is never shown")
        }
        // The page's analysis ends one way or the other: VisionKit may throw where it is
        // "supported" but cannot run (a Simulator); then there is no button to check.
        let ended = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "label ENDSWITH %@ OR label ENDSWITH %@", "analysis: analysed", "analysis: failed"),
            object: status)
        XCTAssertEqual(XCTWaiter().wait(for: [ended], timeout: 30), .completed, "the analysis never ended: \(status.label)")
        guard status.label.hasSuffix("analysis: analysed") else {
            throw XCTSkip("Live Text's analysis did not succeed here (\(status.label)); the button is never shown")
        }
        let button = ui.app.buttons["ZoomableImageView.liveTextButton"]
        XCTAssertTrue(button.waitForExistence(timeout: 30), "no Live Text button: the page's text was not found")
        let container = ui.existingElement("reader.pageContainer")
        XCTAssertEqual(button.frame.maxX, container.frame.maxX - 8, accuracy: 1, "\(button.frame) in \(container.frame)")
        XCTAssertEqual(button.frame.maxY, container.frame.maxY - 8, accuracy: 1, "\(button.frame) in \(container.frame)")
        let before = button.frame

        let readout = ui.existingElement("reader.pageReadout")
        let previous = readout.label
        ui.existingElement("reader.pageView").pinch(withScale: 2.5, velocity: 1)
        let settled = try XCTUnwrap(ui.waitForSettle(of: readout, after: previous), "the pinch never settled: \(readout.label)")
        XCTAssertGreaterThan(try XCTUnwrap(ReadoutText.settled(settled)?.zoom, settled), 1.05, settled)
        XCTAssertEqual(button.frame.minX, before.minX, accuracy: 0.5, "the button moved with the zoom")
        XCTAssertEqual(button.frame.minY, before.minY, accuracy: 0.5, "the button moved with the zoom")
        XCTAssertEqual(button.frame.width, before.width, accuracy: 0.5, "the button scaled with the zoom")
        XCTAssertEqual(button.frame.height, before.height, accuracy: 0.5, "the button scaled with the zoom")

        button.tap()
        XCTAssertTrue(button.isSelected, "the button did not turn highlighting on")
    }
}
