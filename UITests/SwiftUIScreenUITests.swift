import XCTest

/// The SwiftUI screen: `ZoomableImage` with a zoom-scale binding shown in a `Text`. Setting the
/// binding zooms the view; gestures on the view write the binding. Each step waits for the
/// settled label ("settled zoom 2.00", from `onZoomEnd`): the binding itself changes the moment
/// a button is tapped, before the view has zoomed.
final class SwiftUIScreenUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testBindingFollowsButtonsAndDoubleTaps() {
        let ui = DemoUI.launch(opening: "menu.swiftUI")
        let zoomLabel = ui.existingElement("swiftui.zoomLabel")
        let settledLabel = ui.existingElement("swiftui.settledLabel")
        XCTAssertEqual(zoomLabel.label, "zoom 1.00")

        ui.existingElement("swiftui.zoom2").tap()
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label == %@", "settled zoom 2.00"), settledLabel.label)
        XCTAssertEqual(zoomLabel.label, "zoom 2.00")

        // The image fills the space between the navigation bar and the zoom label.
        let top = ui.app.navigationBars.firstMatch.frame.maxY
        let imageCentre = CGPoint(x: ui.app.frame.midX, y: (top + zoomLabel.frame.minY) / 2)
        ui.coordinate(at: imageCentre).doubleTap()       // zoomed in: a double tap returns to rest
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label == %@", "settled zoom 1.00"), settledLabel.label)
        XCTAssertEqual(zoomLabel.label, "zoom 1.00")

        ui.coordinate(at: imageCentre).doubleTap()       // at rest: to the double-tap zoom
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label == %@", "settled zoom 2.50"), settledLabel.label)
        XCTAssertEqual(zoomLabel.label, "zoom 2.50")
    }

    /// The grid's photo browser with SwiftUI chrome: a cell opens it with its caption and title;
    /// a tap on the photo's middle fades the chrome out (the tap went through it to the photo),
    /// another brings it back; the close button dismisses it, back to the grid.
    ///
    /// iPhone 16 portrait, 393 × 852 pt, safe area top 59 and bottom 34: the header (44 pt
    /// buttons) spans y 59…103 and the footer (a footnote line or two, padded 16 pt) ends at
    /// 852 − 34 = 818 and starts above y 760 at most. The photo's middle, (196.5, 426), is in
    /// neither: it reaches the page. Landscape, 852 × 393, insets left/right 59 and bottom 21:
    /// the header spans y 0…44 between x 59 and 793, the footer ends at 393 − 21 = 372 and is at
    /// most ~60 pt tall, so the middle (426, 196.5) is in neither there either. The test taps the
    /// screen's centre, so it holds in both.
    @MainActor
    func testTheBrowsersSwiftUIChromeShowsTheCaptionFadesOnATapAndCloses() {
        let ui = DemoUI.launch(opening: "menu.swiftUI")
        ui.existingElement("swiftui.grid.2").tap()
        let caption = ui.existingElement("swiftui.browser.caption")
        XCTAssertTrue(caption.label.hasPrefix("The demo picture, copy 2"), caption.label)
        XCTAssertEqual(ui.existingElement("swiftui.browser.title").label, "Photo 2 of 4")
        let close = ui.existingElement("swiftui.browser.close")
        XCTAssertTrue(close.isHittable)

        let centre = CGPoint(x: ui.app.frame.midX, y: ui.app.frame.midY)
        ui.coordinate(at: centre).tap()                  // a single tap: the chrome fades out
        let hidden = NSPredicate(format: "exists == false OR hittable == false")
        XCTAssertEqual(XCTWaiter().wait(for: [XCTNSPredicateExpectation(predicate: hidden, object: close)],
                                        timeout: 5), .completed, "the tap reached the photo")
        ui.coordinate(at: centre).tap()                  // and back
        XCTAssertTrue(close.waitForExistence(timeout: 5))
        let shown = NSPredicate(format: "hittable == true")
        XCTAssertEqual(XCTWaiter().wait(for: [XCTNSPredicateExpectation(predicate: shown, object: close)],
                                        timeout: 5), .completed)

        close.tap()
        let gone = NSPredicate(format: "exists == false")
        let pager = ui.element("zoomableImageBrowser.pager")
        XCTAssertEqual(XCTWaiter().wait(for: [XCTNSPredicateExpectation(predicate: gone, object: pager)],
                                        timeout: 5), .completed, "the close button dismissed the browser")
        XCTAssertTrue(ui.existingElement("swiftui.grid.2").isHittable)
    }
}
