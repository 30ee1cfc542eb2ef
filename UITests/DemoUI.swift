import XCTest

/// Drives the demo app for the UI tests: launches it in portrait, opens a screen from the menu,
/// finds elements by accessibility identifier, drags without a fling and waits for label texts
/// — settled readouts where a test needs a gesture's final state; never a fixed sleep.
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

    /// Waits until `element`'s label satisfies `format`, an `NSPredicate` format whose `%@`s
    /// take `arguments` in order.
    ///
    /// - Returns: `true` if it did within `timeout` seconds.
    func waitForLabel(of element: XCUIElement, _ format: String, _ arguments: String...,
                      timeout: TimeInterval = 10) -> Bool {
        let predicate = NSPredicate(format: format, argumentArray: arguments)
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: element)
        return XCTWaiter().wait(for: [expectation], timeout: timeout) == .completed
    }

    /// Waits for a settled readout newer than `previous` — the text the label showed, settled,
    /// before the gesture — and returns it, or `nil` after `timeout` seconds.
    ///
    /// The demo writes a settled label only when zooming ends (or at rest), never mid-gesture, so
    /// a new "settled zoom …" text is the gesture's final state. A gesture that never reached the
    /// app leaves the label as it was, and the wait fails.
    func waitForSettle(of label: XCUIElement, after previous: String, timeout: TimeInterval = 10) -> String? {
        guard waitForLabel(of: label, "label BEGINSWITH %@ AND label != %@", "settled zoom ", previous,
                           timeout: timeout) else { return nil }
        return label.label
    }

    /// A drag from `start` to `end` at a steady speed, held still at `end` before lifting, so it
    /// ends without a fling: the view settles where the finger left it (or where the settle
    /// rule puts it), not further along a momentum curve.
    func drag(from start: CGPoint, to end: CGPoint) {
        coordinate(at: start).press(forDuration: 0.1, thenDragTo: coordinate(at: end),
                                    withVelocity: .slow, thenHoldForDuration: 0.3)
    }
}
