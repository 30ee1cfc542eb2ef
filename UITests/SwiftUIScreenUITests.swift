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
}
