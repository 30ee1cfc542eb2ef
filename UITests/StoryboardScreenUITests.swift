import XCTest

/// The storyboard screen: a `ZoomableImageView` from Main.storyboard showing the generated
/// 4000 × 3000 px grid, aspect fit, maximum zoom 8, double tap to 2.5. Real gestures, checked
/// against the labels the screen shows; final states are read from the settled label, written
/// when zooming ends with the gaps of the first frame on screen after it:
/// "settled zoom 2.50, gap 0.0 pt, peak 55.7 pt".
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
        let settledLabel = ui.existingElement("storyboard.settledLabel")
        XCTAssertEqual(ui.existingElement("storyboard.zoomLabel").label, "zoom 1.00")
        let before = settledLabel.label

        imageView.pinch(withScale: 2.5, velocity: 2)

        let settled = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: before),
                                    "the pinch never settled: \(settledLabel.label)")
        let state = try XCTUnwrap(ReadoutText.settled(settled), settled)
        XCTAssertGreaterThan(state.zoom, 1.05, settled)
        XCTAssertLessThanOrEqual(state.zoom, 8, settled)
        let gap = try XCTUnwrap(ReadoutText.gap(state.detail), settled)
        XCTAssertEqual(gap.current, 0, "settled with a gap on screen: \(settled)")
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
        let settledLabel = ui.existingElement("storyboard.settledLabel")
        let centre = ui.coordinate(at: CGPoint(x: rest.midX, y: rest.midY))

        centre.doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 2.50, gap 0.0 pt"),
                      settledLabel.label)

        centre.doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 1.00, gap 0.0 pt"),
                      settledLabel.label)
    }

    /// Zoomed in, a drag that carries the image's left edge past the container's opens a gap
    /// (the rubber band); on release the view settles, and on the first frame after that the
    /// gap — measured on screen, from the presentation layer — is gone.
    @MainActor
    func testPanPastAnEdgeSettlesWithNoGap() throws {
        let ui = DemoUI.launch(opening: "menu.storyboard")
        let rest = ui.existingElement("storyboard.imageView").frame
        let settledLabel = ui.existingElement("storyboard.settledLabel")

        // Zoom ×2.5 around 20 % of the width: the tapped point stays, so the image's left edge
        // is 0.3 widths beyond the container's. (Not at it: there a pan pushing the edge inwards
        // does not begin, so that a paging parent can take the swipe.)
        ui.coordinate(at: CGPoint(x: rest.minX + rest.width * 0.2, y: rest.midY)).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 2.50, gap 0.0 pt"),
                      settledLabel.label)
        let before = settledLabel.label

        // 0.6 widths to the right, from 30 % (clear of the navigation controller's back-swipe
        // edge): the last 0.3 widths pull the edge in against the rubber band.
        ui.drag(from: CGPoint(x: rest.minX + rest.width * 0.3, y: rest.midY),
                to: CGPoint(x: rest.minX + rest.width * 0.9, y: rest.midY))

        let settled = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: before),
                                    "the drag never settled: \(settledLabel.label)")
        let state = try XCTUnwrap(ReadoutText.settled(settled), settled)
        XCTAssertEqual(state.zoom, 2.5, accuracy: 0.001, settled)
        let gap = try XCTUnwrap(ReadoutText.gap(state.detail), settled)
        XCTAssertEqual(gap.current, 0, "settled with a gap on screen: \(settled)")
        XCTAssertGreaterThan(gap.peak, 1, "the drag never pulled the edge in: \(settled)")
    }
}
