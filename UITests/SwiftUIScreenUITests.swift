import XCTest

/// The SwiftUI screen: `ZoomableImage` with a zoom-scale binding shown in a `Text`. Setting the
/// binding zooms the view; gestures on the view write the binding.
final class SwiftUIScreenUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testBindingFollowsButtonsAndDoubleTaps() {
        let ui = DemoUI.launch(opening: "menu.swiftUI")
        let zoomLabel = ui.existingElement("swiftui.zoomLabel")
        XCTAssertEqual(zoomLabel.label, "zoom 1.00")

        ui.existingElement("swiftui.zoom2").tap()
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.00"), zoomLabel.label)

        // The image fills the space between the navigation bar and the zoom label.
        let top = ui.app.navigationBars.firstMatch.frame.maxY
        let imageCentre = CGPoint(x: ui.app.frame.midX, y: (top + zoomLabel.frame.minY) / 2)
        ui.coordinate(at: imageCentre).doubleTap()       // zoomed in: a double tap returns to rest
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 1.00"), zoomLabel.label)

        ui.coordinate(at: imageCentre).doubleTap()       // at rest: to the double-tap zoom
        XCTAssertTrue(ui.waitForLabel(of: zoomLabel, "label == %@", "zoom 2.50"), zoomLabel.label)
    }
}
