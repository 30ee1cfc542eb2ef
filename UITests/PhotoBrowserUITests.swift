import XCTest

/// The photo browser: a grid of 24 thumbnails (the four browser photos in turn: 4000 × 3000,
/// 1600 × 2400, 2000 × 2000, a camera-portrait buffer) that presents `ZoomableImageBrowser`.
/// Final states are read from the browser's status overlay: "photo 2 of 24", the settled label
/// ("settled zoom 2.50, centre 2000, 1500": the zoom and the pixel at the centre of the page when
/// zooming last ended) and the layout label ("landscape 852 × 393").
///
/// The browser's pages fill the screen: 393 × 852 pt in portrait and 852 × 393 pt in landscape
/// on an iPhone 16, 820 × 1180 and 1180 × 820 pt on an iPad Air 11-inch (M2). Expected pixels
/// come from the page's image view as measured (it reports its resting frame, the page), with
/// ``ZoomedAspectFit``.
final class PhotoBrowserUITests: XCTestCase {
    /// The first photo's oriented pixel size (GridImageSpec.large in the app).
    static let firstPhotoPixelSize = CGSize(width: 4000, height: 3000)
    /// The second photo's (portrait, 1600 × 2400).
    static let secondPhotoPixelSize = CGSize(width: 1600, height: 2400)

    /// The photo pixel the rotation test zooms to the centre of the page: one a portrait page can
    /// keep at its centre at ×2.5 but a landscape one cannot (``ZoomedAspectFit/centrePixelRange``),
    /// so the landscape readout must differ from the portrait one and a stale portrait readout
    /// cannot pass. iPhone 16 portrait 393 × 852: 0.245625 pt per pixel, half the width 196.5 pt
    /// = 800 px, so x 800…3200; the photo is 736.9 pt tall in 852, so it centres and y can only
    /// be 1500. Landscape 852 × 393: 0.3275 pt/px (393 / 3000 · 2.5), x 426 / 0.3275 = 1300.8 px
    /// in, 1300.8…2699.2 — x 830 clamps to 1300.8; y 196.5 / 0.3275 = 600 px in, 600…2400.
    /// iPad Air 11-inch portrait 820 × 1180: 0.5125 pt/px, x 800…3200, y 590 / 0.5125 = 1151.2
    /// px in, 1151.2…1848.8; landscape 1180 × 820: 0.6833 pt/px, x 863.4…3136.6 — x 830 clamps
    /// to 863.4 (33 px away, beyond the 2 px tolerance) — y 600…2400.
    static let rotationSpot = CGPoint(x: 830, y: 1500)

    /// The settled readout at rest once the photo is on the page (before, the centre is "–").
    static let settledAtRest = "settled zoom 1\\.00, centre [0-9]+, [0-9]+"

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// Opens the grid and taps thumbnail `index`: the browser shows that photo.
    @MainActor
    func openBrowser(at index: Int) -> DemoUI {
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        ui.existingElement("browser.cell.\(index)").tap()
        return ui
    }

    @MainActor
    func testOpeningACellShowsThatPhoto() {
        let ui = openBrowser(at: 4)
        let pageLabel = ui.existingElement("browser.pageLabel")
        XCTAssertTrue(ui.waitForLabel(of: pageLabel, "label == %@", "photo 5 of 24"), pageLabel.label)
        XCTAssertTrue(ui.existingElement("zoomableImageBrowser.imageView.4").exists)
    }

    @MainActor
    func testSwipeShowsTheNextPhoto() {
        let ui = openBrowser(at: 0)
        let pageLabel = ui.existingElement("browser.pageLabel")
        XCTAssertTrue(ui.waitForLabel(of: pageLabel, "label == %@", "photo 1 of 24"), pageLabel.label)

        ui.existingElement("zoomableImageBrowser.imageView.0").swipeLeft()

        XCTAssertTrue(ui.waitForLabel(of: pageLabel, "label == %@", "photo 2 of 24"), pageLabel.label)
    }

    /// A slow 300 pt drag down, held before lifting (no velocity): its projected offset is the
    /// offset, 300 pt, past the dismiss distance min(100, ¼ · 852) = 100 pt — the browser goes
    /// and the current photo's thumbnail (photo 2, cell 1, after one swipe) is on screen.
    @MainActor
    func testDragDownDismissesToTheGridWithTheCurrentCellVisible() {
        let ui = openBrowser(at: 0)
        let pageLabel = ui.existingElement("browser.pageLabel")
        ui.existingElement("zoomableImageBrowser.imageView.0").swipeLeft()
        XCTAssertTrue(ui.waitForLabel(of: pageLabel, "label == %@", "photo 2 of 24"), pageLabel.label)
        let page = ui.existingElement("zoomableImageBrowser.pager").frame

        ui.drag(from: CGPoint(x: page.midX, y: page.midY - 100), to: CGPoint(x: page.midX, y: page.midY + 200))

        let pager = ui.element("zoomableImageBrowser.pager")
        let gone = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == false"), object: pager)
        XCTAssertEqual(XCTWaiter().wait(for: [gone], timeout: 10), .completed, "the browser stayed")
        XCTAssertTrue(ui.existingElement("browser.cell.1").isHittable, "photo 2's thumbnail is not on screen")
    }

    /// Zoomed in on the portrait photo (1600 × 2400 in a 393 × 852 page: 0.245625 pt per pixel
    /// at rest, 589.5 pt tall; ×2.5 by a double tap at the centre is 0.6140625 pt per pixel and
    /// 1473.75 pt tall, reaching 310.9 pt beyond the page top and bottom), a 150 pt drag down
    /// pans: the pixel at the centre moves up the photo by 150 / 0.6140625 = 244.3 px, and the
    /// browser stays. On an iPad (820 × 1180: 0.4917 pt/px at rest, 1.2292 at ×2.5, 2950 pt
    /// tall) the same drag is 122.0 px.
    @MainActor
    func testDragDownWhileZoomedPansAndDoesNotDismiss() throws {
        let ui = openBrowser(at: 1)
        let settledLabel = ui.existingElement("browser.settledLabel")
        let imageView = ui.existingElement("zoomableImageBrowser.imageView.1")
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label MATCHES %@", Self.settledAtRest), settledLabel.label)
        let rest = imageView.frame
        let zoomed = ZoomedAspectFit(rest: AspectFitMapping(viewFrame: rest, imagePixelSize: Self.secondPhotoPixelSize),
                                     zoom: 2.5)
        let centre = CGPoint(x: rest.midX, y: rest.midY)
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 2.50, centre "),
                      settledLabel.label)
        let before = settledLabel.label
        let centreBefore = try XCTUnwrap(ReadoutText.settled(before).flatMap { ReadoutText.pixel($0.detail) }, before)

        let drag: CGFloat = 150
        XCTAssertGreaterThan(zoomed.reachWhenCentred.height, drag, "the photo at ×2.5 cannot pan \(drag) pt down")
        ui.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + drag))

        let settled = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: before), "the drag never moved the photo")
        XCTAssertTrue(ui.element("zoomableImageBrowser.pager").exists, "a zoomed photo dismissed")
        let state = try XCTUnwrap(ReadoutText.settled(settled), settled)
        XCTAssertEqual(state.zoom, 2.5, accuracy: 0.001, settled)
        let centreAfter = try XCTUnwrap(ReadoutText.pixel(state.detail), settled)
        let expected = Double(drag / zoomed.pointsPerPixel)
        XCTAssertEqual(Double(centreBefore.y - centreAfter.y), expected, accuracy: expected * 0.25, "\(before) → \(settled)")
        XCTAssertEqual(centreAfter.x, centreBefore.x, "a vertical drag moved the photo sideways: \(before) → \(settled)")
    }

    /// Zoomed in off-centre, the photo's pixel at the centre of the page stays there when the
    /// device turns to landscape (within 2 px: rounding of the new layout), clamped into what the
    /// measured landscape page can centre; the page stays the same photo.
    @MainActor
    func testRotationKeepsThePageAndTheZoomedSpot() throws {
        let ui = openBrowser(at: 0)
        let imageView = ui.existingElement("zoomableImageBrowser.imageView.0")
        let pageLabel = ui.existingElement("browser.pageLabel")
        let settledLabel = ui.existingElement("browser.settledLabel")
        let layoutLabel = ui.existingElement("browser.layoutLabel")
        XCTAssertTrue(ui.waitForLabel(of: layoutLabel, "label BEGINSWITH %@", "portrait "), layoutLabel.label)
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label MATCHES %@", Self.settledAtRest), settledLabel.label)
        let portraitPage = ZoomedAspectFit(
            rest: AspectFitMapping(viewFrame: imageView.frame, imagePixelSize: Self.firstPhotoPixelSize), zoom: 2.5)

        // The double tap that brings the spot to the centre: zooming ×2.5 about p moves a point s
        // to p + 2.5 · (s − p), so the centre m needs p = (2.5 · s − m) / 1.5. iPhone 16 at rest:
        // the photo is 393 × 294.75 pt at y 278.6 (0.09825 pt/px); pixel (830, 1500) sits at
        // (81.5, 426), so p = ((203.9 − 196.5) / 1.5, 426) = (4.9, 426). iPad Air 11-inch: the
        // photo is 820 × 615 at y 282.5 (0.205 pt/px), the pixel at (170.2, 590), p = (10.3, 590).
        // The centre pixel moves 6.1 px per point of p (iPhone), so a tap off by 0.5 pt stays
        // inside x 800…3200.
        let tap = portraitPage.zoomPoint(bringingToCentre: Self.rotationSpot)
        XCTAssertTrue(portraitPage.rest.drawnRect.contains(tap), "\(tap) is off the photo \(portraitPage.rest.drawnRect)")
        ui.coordinate(at: tap).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 2.50, centre "),
                      settledLabel.label)
        let portrait = settledLabel.label
        let before = try XCTUnwrap(ReadoutText.settled(portrait).flatMap { ReadoutText.pixel($0.detail) }, portrait)

        XCUIDevice.shared.orientation = .landscapeLeft
        defer { XCUIDevice.shared.orientation = .portrait }

        XCTAssertTrue(ui.waitForLabel(of: layoutLabel, "label BEGINSWITH %@", "landscape "),
                      "the layout did not turn: \(layoutLabel.label)")
        XCTAssertEqual(pageLabel.label, "photo 1 of 24")
        let landscapeFrame = imageView.frame
        let stated = try XCTUnwrap(ReadoutText.layout(layoutLabel.label), layoutLabel.label)
        XCTAssertEqual(landscapeFrame.width, stated.size.width, accuracy: 1, "page \(landscapeFrame), \(layoutLabel.label)")
        XCTAssertEqual(landscapeFrame.height, stated.size.height, accuracy: 1, "page \(landscapeFrame), \(layoutLabel.label)")
        // The landscape readout is another text (x clamped, see rotationSpot): wait for it, so a
        // portrait readout still on screen cannot pass.
        let landscape = try XCTUnwrap(ui.waitForSettle(of: settledLabel, after: portrait),
                                      "no landscape readout after \(portrait)")
        XCTAssertEqual(try XCTUnwrap(ReadoutText.settled(landscape), landscape).zoom, 2.5, accuracy: 0.001, landscape)
        let after = try XCTUnwrap(ReadoutText.settled(landscape).flatMap { ReadoutText.pixel($0.detail) }, landscape)
        let landscapePage = ZoomedAspectFit(
            rest: AspectFitMapping(viewFrame: landscapeFrame, imagePixelSize: Self.firstPhotoPixelSize), zoom: 2.5)
        let expected = landscapePage.clampedCentrePixel(CGPoint(x: CGFloat(before.x) + 0.5, y: CGFloat(before.y) + 0.5))
        let context = "\(portrait) → \(landscape) in a \(landscapeFrame.size) page"
        XCTAssertEqual(Double(after.x), Double(expected.x.rounded(.down)), accuracy: 2, context)
        XCTAssertEqual(Double(after.y), Double(expected.y.rounded(.down)), accuracy: 2, context)
    }
}
