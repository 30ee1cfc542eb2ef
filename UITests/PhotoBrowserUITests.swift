import XCTest

/// The photo browser: a `UIPageViewController` whose pages are zoomable. At rest a swipe pages;
/// zoomed in, the same swipe pans the photo; rotation keeps the zoomed spot. Final states are
/// read from the settled label ("settled zoom 2.50, centre 2000, 1500": the zoom and the pixel
/// at the centre of the page when zooming last ended), the turn from the layout label, written
/// once a rotation has finished ("landscape 852 × 300").
final class PhotoBrowserUITests: XCTestCase {
    /// The first photo's oriented pixel width (GridImageSpec.large in the app); aspect fit in a
    /// portrait page, it spans the page's width at rest.
    static let firstPhotoPixelWidth: CGFloat = 4000

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testSwipeAtRestChangesPage() {
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        let pageLabel = ui.existingElement("browser.pageLabel")
        XCTAssertEqual(pageLabel.label, "page 1 of 4")

        ui.existingElement("browser.imageView.0").swipeLeft()

        XCTAssertTrue(ui.waitForLabel(of: pageLabel, "label == %@", "page 2 of 4"), pageLabel.label)
    }

    /// Zoomed in, a leftward drag moves the photo, not the page: the pixel at the centre of the
    /// page moves right in the photo by the drag's length in photo pixels, and the page stays.
    @MainActor
    func testSwipeWhenZoomedPansInsteadOfPaging() throws {
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        let pageLabel = ui.existingElement("browser.pageLabel")
        let settledLabel = ui.existingElement("browser.settledLabel")
        let rest = ui.existingElement("browser.imageView.0").frame
        let centre = CGPoint(x: rest.midX, y: rest.midY)
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 2.50, centre "),
                      settledLabel.label)
        let before = settledLabel.label
        let centreBefore = try XCTUnwrap(ReadoutText.settled(before).flatMap { ReadoutText.pixel($0.detail) }, before)

        // A third of the page to the left, well within how far the zoomed photo can move (0.75
        // of the page each way from the centre), held still before lifting: no fling.
        let drag = rest.width / 3
        ui.drag(from: centre, to: CGPoint(x: centre.x - drag, y: centre.y))

        let settled = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: before),
                                    "the drag never moved the photo: \(settledLabel.label)")
        let state = try XCTUnwrap(ReadoutText.settled(settled), settled)
        XCTAssertEqual(pageLabel.label, "page 1 of 4", "a zoomed photo paged")
        XCTAssertEqual(state.zoom, 2.5, accuracy: 0.001, settled)
        let centreAfter = try XCTUnwrap(ReadoutText.pixel(state.detail), settled)
        // At ×2.5 the photo shows 2.5 · width / 4000 points per pixel.
        let expected = Double(drag * Self.firstPhotoPixelWidth / (2.5 * rest.width))
        XCTAssertEqual(Double(centreAfter.x - centreBefore.x), expected, accuracy: expected * 0.25,
                       "from \(before) to \(settled)")
        XCTAssertEqual(centreAfter.y, centreBefore.y, "a level drag moved the photo vertically: \(before) to \(settled)")
    }

    /// Zoomed in off-centre, the photo's pixel at the centre of the page stays there when the
    /// device turns to landscape (within 2 px: rounding of the new layout).
    @MainActor
    func testRotationKeepsTheZoomedSpot() throws {
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        let rest = ui.existingElement("browser.imageView.0").frame
        let zoomLabel = ui.existingElement("browser.zoomLabel")
        let settledLabel = ui.existingElement("browser.settledLabel")
        let layoutLabel = ui.existingElement("browser.layoutLabel")
        XCTAssertTrue(ui.waitForLabel(of: layoutLabel, "label BEGINSWITH %@", "portrait "), layoutLabel.label)
        ui.coordinate(at: CGPoint(x: rest.minX + rest.width * 0.45, y: rest.midY)).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 2.50, centre "),
                      settledLabel.label)
        let portrait = settledLabel.label
        let before = try XCTUnwrap(ReadoutText.settled(portrait).flatMap { ReadoutText.pixel($0.detail) }, portrait)

        XCUIDevice.shared.orientation = .landscapeLeft
        defer { XCUIDevice.shared.orientation = .portrait }

        // The app turns asynchronously; the layout label changes only once the turn has finished,
        // when the settled label has been rewritten for the new layout.
        XCTAssertTrue(ui.waitForLabel(of: layoutLabel, "label BEGINSWITH %@", "landscape "),
                      "the layout did not turn: \(layoutLabel.label)")
        XCTAssertEqual(zoomLabel.label, "zoom 2.50")
        let landscape = settledLabel.label
        let state = try XCTUnwrap(ReadoutText.settled(landscape), landscape)
        XCTAssertEqual(state.zoom, 2.5, accuracy: 0.001, landscape)
        let after = try XCTUnwrap(ReadoutText.pixel(state.detail), landscape)
        XCTAssertEqual(Double(after.x), Double(before.x), accuracy: 2, "\(portrait) → \(landscape)")
        XCTAssertEqual(Double(after.y), Double(before.y), accuracy: 2, "\(portrait) → \(landscape)")
    }
}
