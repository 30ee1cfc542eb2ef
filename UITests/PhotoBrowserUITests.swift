import XCTest

/// The photo browser: a `UIPageViewController` whose pages are zoomable. At rest a swipe pages;
/// zoomed in, the same swipe pans the photo; rotation keeps the zoomed spot.
final class PhotoBrowserUITests: XCTestCase {
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

    @MainActor
    func testSwipeWhenZoomedPansInsteadOfPaging() {
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        let pageLabel = ui.existingElement("browser.pageLabel")
        let zoomLabel = ui.existingElement("browser.zoomLabel")
        let rest = ui.existingElement("browser.imageView.0").frame
        let centre = CGPoint(x: rest.midX, y: rest.midY)
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.50"), zoomLabel.label)

        // A leftward swipe of a third of the page, well within how far the zoomed photo can move.
        ui.coordinate(at: centre).press(forDuration: 0.05,
                                        thenDragTo: ui.coordinate(at: CGPoint(x: centre.x - rest.width / 3, y: centre.y)))

        XCTAssertFalse(ui.waitForLabel(of: pageLabel, "label != %@", "page 1 of 4", timeout: 2),
                       "a zoomed photo paged: \(pageLabel.label)")
        XCTAssertEqual(zoomLabel.label, "zoom 2.50")
    }

    /// Zoomed in off-centre, the photo's pixel at the centre of the page stays there when the
    /// device turns to landscape (within 2 px: rounding of the new layout).
    @MainActor
    func testRotationKeepsTheZoomedSpot() throws {
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        let image = ui.existingElement("browser.imageView.0")
        let rest = image.frame
        let zoomLabel = ui.existingElement("browser.zoomLabel")
        let centreLabel = ui.existingElement("browser.centreLabel")
        let atRest = centreLabel.label
        ui.coordinate(at: CGPoint(x: rest.minX + rest.width * 0.45, y: rest.midY)).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.50"), zoomLabel.label)
        XCTAssertTrue(ui.waitForLabel(of: centreLabel, "label != %@", atRest), centreLabel.label)
        let before = try XCTUnwrap(ReadoutText.pixel(centreLabel.label), centreLabel.label)
        let portraitLabelFrame = centreLabel.frame

        XCUIDevice.shared.orientation = .landscapeLeft
        defer { XCUIDevice.shared.orientation = .portrait }

        XCTAssertTrue(centreLabel.waitForExistence(timeout: 5))
        XCTAssertNotEqual(centreLabel.frame, portraitLabelFrame, "the layout did not turn")
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.50"), zoomLabel.label)
        let after = try XCTUnwrap(ReadoutText.pixel(centreLabel.label), centreLabel.label)
        XCTAssertEqual(Double(after.x), Double(before.x), accuracy: 2)
        XCTAssertEqual(Double(after.y), Double(before.y), accuracy: 2)
    }
}
