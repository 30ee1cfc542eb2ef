import XCTest

/// The square crop screen: the 4000 × 3000 px grid under the largest square that fits, cropped
/// from its stored pixels.
///
/// At rest the photo is zoomed just enough to cover the square (zoom z₀, read from the screen),
/// so the square spans the photo's full height: a 3000 × 3000 px crop. At zoom z the same square
/// spans 3000 · z₀ / z pixels, wherever the image was panned (the opening stays covered).
final class SquareCropUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testZoomPanAndCropGiveTheSquareThePixelsItCovers() throws {
        let ui = DemoUI.launch(opening: "menu.squareCrop")
        let imageView = ui.existingElement("crop.imageView")
        let zoomLabel = ui.existingElement("crop.zoomLabel")
        let resultLabel = ui.existingElement("crop.resultLabel")
        let cropButton = ui.existingElement("crop.cropButton")

        cropButton.tap()
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label == %@", "crop 3000 × 3000 px"), resultLabel.label)
        let restZoom = try XCTUnwrap(ReadoutText.zoom(zoomLabel.label), zoomLabel.label)

        imageView.pinch(withScale: 2, velocity: 1)
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label != %@", zoomLabel.label))
        let screen = ui.app.frame
        let start = ui.coordinate(at: CGPoint(x: screen.midX, y: screen.midY - 40))
        start.press(forDuration: 0.1, thenDragTo: ui.coordinate(at: CGPoint(x: screen.midX - 80, y: screen.midY - 20)))
        // Let the pan settle before reading the zoom and cropping.
        sleep(1)
        let zoom = try XCTUnwrap(ReadoutText.zoom(zoomLabel.label), zoomLabel.label)
        XCTAssertGreaterThan(zoom, restZoom)

        cropButton.tap()
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label != %@", "crop 3000 × 3000 px"), resultLabel.label)
        let size = try XCTUnwrap(ReadoutText.crop(resultLabel.label), resultLabel.label)
        let expected = 3000 * restZoom / zoom
        // Labels round the zoom to 0.01 (±0.4 %), and the crop snaps outward to whole pixels.
        XCTAssertEqual(Double(size.width), expected, accuracy: expected * 0.01 + 2)
        XCTAssertEqual(Double(size.width), Double(size.height), accuracy: 1)
    }
}
