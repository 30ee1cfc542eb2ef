import XCTest

/// Drives the demo app for the UI tests: launches it in portrait, opens a screen from the menu,
/// finds elements by accessibility identifier and waits for label texts.
///
/// ```swift
/// let ui = DemoUI.launch(opening: "menu.storyboard")
/// XCTAssertTrue(ui.waitForLabel(of: ui.element("storyboard.zoomLabel"), "label == %@", "zoom 1.00"))
/// ```
@MainActor
struct DemoUI {
    /// The app under test.
    let app: XCUIApplication

    /// Launches the app in portrait and taps the menu row `menuIdentifier` (e.g. "menu.storyboard").
    static func launch(opening menuIdentifier: String, file: StaticString = #filePath, line: UInt = #line) -> DemoUI {
        XCUIDevice.shared.orientation = .portrait
        let ui = DemoUI(app: XCUIApplication())
        ui.app.launch()
        let row = ui.app.cells[menuIdentifier]
        XCTAssertTrue(row.waitForExistence(timeout: 10), "no menu row \(menuIdentifier)", file: file, line: line)
        row.tap()
        return ui
    }

    /// The element with this accessibility identifier, whatever its type.
    func element(_ identifier: String) -> XCUIElement {
        app.descendants(matching: .any).matching(identifier: identifier).firstMatch
    }

    /// The element with this identifier, after waiting for it to appear.
    func existingElement(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        let element = element(identifier)
        XCTAssertTrue(element.waitForExistence(timeout: 10), "no element \(identifier)", file: file, line: line)
        return element
    }

    /// A point on the screen, in points from the top-left corner of the app's frame: taps and
    /// drags land exactly there, whatever the zoom does to the elements' frames.
    func coordinate(at screenPoint: CGPoint) -> XCUICoordinate {
        app.coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: screenPoint.x, dy: screenPoint.y))
    }

    /// Waits until `element`'s label satisfies `format` (an `NSPredicate` format with one `%@`).
    ///
    /// - Returns: `true` if it did within `timeout` seconds.
    func waitForLabel(of element: XCUIElement, _ format: String, _ argument: String,
                      timeout: TimeInterval = 10) -> Bool {
        let expectation = XCTNSPredicateExpectation(predicate: NSPredicate(format: format, argument), object: element)
        return XCTWaiter().wait(for: [expectation], timeout: timeout) == .completed
    }
}
