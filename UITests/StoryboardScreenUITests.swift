import XCTest

/// The storyboard screen: a `ZoomableImageView` from Main.storyboard showing the generated
/// 4000 × 3000 px grid, aspect fit, maximum zoom 8, double tap to 2.5. Real gestures, checked
/// against the labels the screen shows.
final class StoryboardScreenUITests: XCTestCase {
    /// The oriented pixel size of the screen's image (GridImageSpec.large in the app).
    static let imagePixelSize = CGSize(width: 4000, height: 3000)

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testPinchOpenZoomsIn() throws {
        let ui = DemoUI.launch(opening: "menu.storyboard")
        let imageView = ui.existingElement("storyboard.imageView")
        let zoomLabel = ui.existingElement("storyboard.zoomLabel")
        XCTAssertEqual(zoomLabel.label, "zoom 1.00")

        imageView.pinch(withScale: 2.5, velocity: 2)

        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label != %@", "zoom 1.00"))
        let zoom = try XCTUnwrap(ReadoutText.zoom(zoomLabel.label))
        XCTAssertGreaterThan(zoom, 1.05)
    }

    /// Taps at two normalized offsets; each reported pixel must be the one aspect-fit geometry
    /// predicts from the view's frame and the image's pixel size, within 1 px (about 0.1 pt here).
    @MainActor
    func testTapReportsThePixelTheGeometryPredicts() throws {
        let ui = DemoUI.launch(opening: "menu.storyboard")
        let imageView = ui.existingElement("storyboard.imageView")
        let infoLabel = ui.existingElement("storyboard.infoLabel")
        XCTAssertTrue(ui.waitForLabel(of: infoLabel, "label BEGINSWITH %@", "4000 × 3000 px"),
                      "the test assumes the 4000 × 3000 image; the screen shows \(infoLabel.label)")
        let pixelLabel = ui.existingElement("storyboard.pixelLabel")
        let mapping = AspectFitMapping(viewFrame: imageView.frame, imagePixelSize: Self.imagePixelSize)

        for offset in [CGVector(dx: 0.3, dy: 0.45), CGVector(dx: 0.77, dy: 0.56)] {
            let point = mapping.screenPoint(atNormalizedOffset: offset)
            XCTAssertTrue(mapping.drawnRect.contains(point), "\(point) is off the drawn image \(mapping.drawnRect)")
            let before = pixelLabel.label
            ui.coordinate(at: point).tap()

            XCTAssertTrue(ui.waitForLabel(of: pixelLabel, "label != %@", before), "no tap reported")
            let reported = try XCTUnwrap(ReadoutText.pixel(pixelLabel.label), pixelLabel.label)
            let expected = mapping.pixel(atScreenPoint: point)
            XCTAssertEqual(Double(reported.x), Double(expected.x.rounded(.down)), accuracy: 1, "x at \(point)")
            XCTAssertEqual(Double(reported.y), Double(expected.y.rounded(.down)), accuracy: 1, "y at \(point)")
        }
    }

    @MainActor
    func testDoubleTapTogglesTheZoom() throws {
        let ui = DemoUI.launch(opening: "menu.storyboard")
        let rest = ui.existingElement("storyboard.imageView").frame
        let zoomLabel = ui.existingElement("storyboard.zoomLabel")
        let centre = ui.coordinate(at: CGPoint(x: rest.midX, y: rest.midY))

        centre.doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.50"), zoomLabel.label)

        centre.doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 1.00"), zoomLabel.label)
    }

    /// Zoomed in, a drag that carries the image's left edge past the container's opens a gap
    /// (the rubber band); on release the view settles and the gap — measured from the view's
    /// real on-screen frame — is gone.
    @MainActor
    func testPanPastAnEdgeSettlesWithNoGap() throws {
        let ui = DemoUI.launch(opening: "menu.storyboard")
        let rest = ui.existingElement("storyboard.imageView").frame
        let zoomLabel = ui.existingElement("storyboard.zoomLabel")
        let gapLabel = ui.existingElement("storyboard.gapLabel")

        // Zoom in around a point left of centre, so the image's left edge is close to the container's.
        ui.coordinate(at: CGPoint(x: rest.minX + rest.width * 0.2, y: rest.midY)).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.50"), zoomLabel.label)
        XCTAssertTrue(ui.waitForLabel(of: gapLabel, "label BEGINSWITH %@", "gap 0.0 pt"), gapLabel.label)

        let start = ui.coordinate(at: CGPoint(x: rest.minX + rest.width * 0.1, y: rest.midY))
        let end = ui.coordinate(at: CGPoint(x: rest.minX + rest.width * 0.9, y: rest.midY))
        start.press(forDuration: 0.2, thenDragTo: end)

        XCTAssertTrue(ui.waitForLabel(of: gapLabel, "label BEGINSWITH %@", "gap 0.0 pt"), gapLabel.label)
        let gap = try XCTUnwrap(ReadoutText.gap(gapLabel.label), gapLabel.label)
        XCTAssertGreaterThan(gap.peak, 1, "the drag never pulled the edge in: \(gapLabel.label)")
        XCTAssertEqual(zoomLabel.label, "zoom 2.50")
    }
}
