import XCTest

/// The square crop screen: the 4000 × 3000 px grid under the largest square that fits, cropped
/// from its stored pixels.
///
/// At rest the photo is zoomed just enough to cover the square (zoom z₀, read from the screen),
/// so the square spans the photo's full height: a 3000 × 3000 px crop. At zoom z the same square
/// spans 3000 · z₀ / z pixels, wherever the image was panned (the opening stays covered).
/// Zooms are read from the settled label ("settled zoom 2.66, centre 2000, 1500": the zoom and
/// the pixel at the square's centre when zooming last ended).
final class SquareCropUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testZoomPanAndCropGiveTheSquareThePixelsItCovers() throws {
        let ui = DemoUI.launch(opening: "menu.squareCrop")
        let container = ui.existingElement("crop.container")
        let settledLabel = ui.existingElement("crop.settledLabel")
        let resultLabel = ui.existingElement("crop.resultLabel")
        let cropButton = ui.existingElement("crop.cropButton")
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom "), settledLabel.label)

        cropButton.tap()
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label == %@", "crop 3000 × 3000 px"), resultLabel.label)
        let atRest = settledLabel.label
        let restZoom = try XCTUnwrap(ReadoutText.settled(atRest)?.zoom, atRest)

        // Pinched on the container (the photo's frame reaches past the screen at rest); the
        // overlay above it lets touches through to the photo.
        container.pinch(withScale: 2, velocity: 1)
        let pinched = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: atRest),
                                    "the pinch never settled: \(settledLabel.label)")
        let zoom = try XCTUnwrap(ReadoutText.settled(pinched)?.zoom, pinched)
        XCTAssertGreaterThan(zoom, restZoom, pinched)

        // Drag the photo 80 pt left across the square, held still before lifting (no fling).
        let frame = container.frame
        ui.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX - 80, y: frame.midY))
        let panned = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: pinched),
                                   "the drag never moved the photo: \(settledLabel.label)")
        let state = try XCTUnwrap(ReadoutText.settled(panned), panned)
        XCTAssertEqual(state.zoom, zoom, accuracy: 0.001, "a pan changed the zoom: \(pinched) → \(panned)")
        let centreBefore = try XCTUnwrap(ReadoutText.settled(pinched).flatMap { ReadoutText.pixel($0.detail) }, pinched)
        let centreAfter = try XCTUnwrap(ReadoutText.pixel(state.detail), panned)
        XCTAssertGreaterThan(centreAfter.x, centreBefore.x, "the photo did not move left under the square: \(pinched) → \(panned)")

        cropButton.tap()
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label != %@", "crop 3000 × 3000 px"), resultLabel.label)
        let size = try XCTUnwrap(ReadoutText.crop(resultLabel.label), resultLabel.label)
        let expected = 3000 * restZoom / zoom
        // Labels round the zoom to 0.01 (±0.4 %), and the crop snaps outward to whole pixels.
        XCTAssertEqual(Double(size.width), expected, accuracy: expected * 0.01 + 2)
        XCTAssertEqual(Double(size.width), Double(size.height), accuracy: 1)
    }
}
