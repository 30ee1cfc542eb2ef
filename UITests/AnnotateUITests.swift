import XCTest

/// The Annotate screen: a 12 × 8 px picture of coloured cells (scale 1, aspect fit), where a tap
/// drops a numbered pin on the tapped pixel's centre and shows the pixel's colour as "#RRGGBB".
///
/// Where a pin should be comes from the settled readout, "annotate.pinReadout":
/// "settled zoom 2.50, portrait 393 × 852, pin 1 at 98.50, 320.25" — where
/// `point(forImagePixel:in:)` puts pin 1's pixel, written only when the image is at rest and the
/// screen is not turning. A test that needs a gesture's final state waits for a new settled text.
///
/// Coordinate spaces. The readout's point is in the screen's `coordinateSpace`, which turns with
/// the interface (in landscape its origin is the top-left corner of the landscape screen); the
/// pin's `frame` here is its `accessibilityFrame`, which UIKit gives "in screen coordinates",
/// the same space. XCUITest reports an app's elements in that interface-oriented space too (its
/// windows are wider than tall in landscape; only the touches it synthesizes and, before iOS
/// 13.1, `XCUIApplication.frame` are portrait-up, the device's fixed space). So the two are
/// compared as they are, after the turn as before it — and the test checks that the app's
/// window is reported landscape, so that a runner reporting portrait-up frames fails there, by
/// name, rather than as a misplaced pin.
final class AnnotateUITests: XCTestCase {
    /// The picture's oriented pixel size (ColorCells in the app).
    static let imagePixelSize = CGSize(width: 12, height: 8)

    /// Cells of the picture and the colour each was painted with, worked out by hand from the
    /// rule the picture is made by — red 0x10 + 0x14 · column, green 0x10 + 0x20 · row, blue
    /// 0xC0 where column + row is even, else 0x40 — not read from the app.
    static let paintedCells: [(column: Int, row: Int, hex: String)] = [
        (9, 1, "#C430C0"),      // red 0x10 + 0xB4, green 0x10 + 0x20; 10 is even
        (3, 6, "#4CD040"),      // red 0x10 + 0x3C, green 0x10 + 0xC0; 9 is odd
        (11, 0, "#EC1040"),     // red 0x10 + 0xDC, green 0x10; 11 is odd
    ]

    /// Stops at the first failure, and turns the device back to portrait when the test ends,
    /// passed or failed, for the tests after it (a teardown block: it runs before `tearDown()`).
    override func setUpWithError() throws {
        continueAfterFailure = false
        addTeardownBlock { @MainActor in
            XCUIDevice.shared.orientation = .portrait
        }
    }

    /// Pin 1 stays on its pixel: after the tap that drops it, a pinch centred elsewhere, a pan
    /// and a turn to landscape, its centre on screen is within 1 pt of where the settled readout
    /// says `point(forImagePixel:in:)` puts its pixel — and right after the tap, within 1 pt of
    /// the pixel's centre as aspect-fit geometry predicts it here.
    @MainActor
    func testPinStaysOnItsPixelThroughPinchPanAndRotation() throws {
        let ui = DemoUI.launch(opening: "menu.annotate")
        let imageView = ui.existingElement("annotate.imageView")
        let readout = ui.existingElement("annotate.pinReadout")
        // Pixel (4, 2): its centre is 1.5 px left of and above the picture's centre, where the
        // pinch will be.
        let (pin, pixelPoint) = try dropPin(in: ui, settledPrefix: "settled zoom 1.00, portrait ")
        let tapped = readout.label
        try assertPin(pin, isWhere: tapped, "after the tap")
        XCTAssertEqual(pin.frame.midX, pixelPoint.x, accuracy: 1, "not on pixel (4, 2): \(pin.frame)")
        XCTAssertEqual(pin.frame.midY, pixelPoint.y, accuracy: 1, "not on pixel (4, 2): \(pin.frame)")

        // A pinch around the middle of the image view (its visible part: the container).
        imageView.pinch(withScale: 2, velocity: 1)
        let pinched = try XCTUnwrap(ui.waitForSettle(of: readout, after: tapped),
                                    "the pinch never settled: \(readout.label)")
        let zoom = try XCTUnwrap(ReadoutText.settled(pinched)?.zoom, pinched)
        XCTAssertGreaterThan(zoom, 1.05, pinched)
        try assertPin(pin, isWhere: pinched, "after the pinch")

        // A drag right and down from the middle, held still before lifting (no fling).
        let visible = imageView.frame
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        ui.drag(from: middle, to: CGPoint(x: middle.x + 80, y: middle.y + 50))
        let panned = try XCTUnwrap(ui.waitForSettle(of: readout, after: pinched),
                                   "the drag never moved the image: \(readout.label)")
        XCTAssertEqual(try XCTUnwrap(ReadoutText.settled(panned)?.zoom, panned), zoom, accuracy: 0.001,
                       "a pan changed the zoom: \(pinched) → \(panned)")
        try assertPin(pin, isWhere: panned, "after the pan")

        // The app turns asynchronously; the readout is written again once the turn has finished.
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertTrue(ui.waitForLabel(of: readout, "label BEGINSWITH %@ AND label CONTAINS %@",
                                      "settled zoom ", ", landscape "), "the screen did not turn: \(readout.label)")
        let window = ui.app.windows.firstMatch.frame
        XCTAssertGreaterThan(window.width, window.height,
                             "XCUITest reports the app's frames portrait-up (window \(window)); the readout is in "
                                 + "the turned screen's space")
        try assertPin(pin, isWhere: readout.label, "after the turn")
    }

    /// On an iPad with a hardware keyboard (CI's iPad destination; skipped on an iPhone): the
    /// screen gives its image the keyboard, and pin 1 stays on its pixel through ⌘+ (typed as
    /// ⌘=, a step to ×1.5 about the centre, animated) and ⌘0 (back to rest, animated).
    @MainActor
    func testPinStaysOnItsPixelThroughKeyZooms() throws {
        try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .pad, "the keyboard UI tests run on an iPad destination")
        let ui = DemoUI.launch(opening: "menu.annotate")
        let readout = ui.existingElement("annotate.pinReadout")
        let (pin, _) = try dropPin(in: ui, settledPrefix: "settled zoom 1.00, ")
        let tapped = readout.label

        ui.app.typeKey("=", modifierFlags: .command)
        let zoomed = try XCTUnwrap(ui.waitForSettle(of: readout, after: tapped), "⌘= changed nothing: \(readout.label)")
        XCTAssertEqual(try XCTUnwrap(ReadoutText.settled(zoomed)?.zoom, zoomed), 1.5, accuracy: 0.001, zoomed)
        try assertPin(pin, isWhere: zoomed, "after ⌘+")

        ui.app.typeKey("0", modifierFlags: .command)
        let rest = try XCTUnwrap(ui.waitForSettle(of: readout, after: zoomed), "⌘0 changed nothing: \(readout.label)")
        XCTAssertEqual(try XCTUnwrap(ReadoutText.settled(rest)?.zoom, rest), 1, accuracy: 0.001, rest)
        try assertPin(pin, isWhere: rest, "after ⌘0")
    }

    /// The eyedropper: a tap on a cell shows the colour the picture was painted with there.
    @MainActor
    func testEyedropperShowsThePaintedColour() {
        let ui = DemoUI.launch(opening: "menu.annotate")
        let imageView = ui.existingElement("annotate.imageView")
        let colorLabel = ui.existingElement("annotate.colorLabel")
        XCTAssertEqual(colorLabel.label, "colour –")
        let mapping = AspectFitMapping(viewFrame: imageView.frame, imagePixelSize: Self.imagePixelSize)

        for cell in Self.paintedCells {
            let centre = mapping.screenPoint(atPixel: CGPoint(x: CGFloat(cell.column) + 0.5, y: CGFloat(cell.row) + 0.5))
            let before = colorLabel.label
            ui.coordinate(at: CGPoint(x: centre.x.rounded(), y: centre.y.rounded())).tap()

            XCTAssertTrue(ui.waitForLabel(of: colorLabel, "label != %@", before),
                          "no colour shown for cell \(cell.column), \(cell.row)")
            XCTAssertEqual(colorLabel.label, cell.hex, "cell \(cell.column), \(cell.row)")
        }
    }

    /// Waits for the screen at rest without pins, taps pixel (4, 2) at its centre as aspect-fit
    /// geometry predicts it here, and waits for the readout to state pin 1.
    ///
    /// - Parameters:
    ///   - ui: the app, on the Annotate screen.
    ///   - settledPrefix: how the settled readout starts, before and after the tap.
    /// - Returns: pin 1's element and the screen point tapped.
    @MainActor
    private func dropPin(in ui: DemoUI, settledPrefix: String, file: StaticString = #filePath,
                         line: UInt = #line) throws -> (pin: XCUIElement, pixelPoint: CGPoint) {
        let imageView = ui.existingElement("annotate.imageView")
        let readout = ui.existingElement("annotate.pinReadout")
        XCTAssertTrue(ui.waitForLabel(of: readout, "label BEGINSWITH %@ AND label ENDSWITH %@", settledPrefix, ", pin –"),
                      readout.label, file: file, line: line)
        let mapping = AspectFitMapping(viewFrame: imageView.frame, imagePixelSize: Self.imagePixelSize)
        let pixelPoint = mapping.screenPoint(atPixel: CGPoint(x: 4.5, y: 2.5))
        ui.coordinate(at: CGPoint(x: pixelPoint.x.rounded(), y: pixelPoint.y.rounded())).tap()
        let pin = ui.existingElement("annotate.pin.1")
        XCTAssertTrue(ui.waitForLabel(of: readout, "label BEGINSWITH %@ AND label CONTAINS %@", settledPrefix, ", pin 1 at "),
                      readout.label, file: file, line: line)
        return (pin, pixelPoint)
    }

    /// Asserts that pin 1's element is centred, within 1 pt, on the point a settled readout states.
    ///
    /// - Parameters:
    ///   - pin: the element "annotate.pin.1".
    ///   - readout: a settled readout ending "pin 1 at x, y".
    ///   - step: what the test just did, for the failure message.
    @MainActor
    private func assertPin(_ pin: XCUIElement, isWhere readout: String, _ step: String,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let stated = try XCTUnwrap(ReadoutText.pin(readout), "no pin in \(readout)", file: file, line: line)
        XCTAssertEqual(stated.number, 1, readout, file: file, line: line)
        let frame = pin.frame
        XCTAssertEqual(frame.midX, stated.point.x, accuracy: 1, "\(step): pin \(frame), \(readout)", file: file, line: line)
        XCTAssertEqual(frame.midY, stated.point.y, accuracy: 1, "\(step): pin \(frame), \(readout)", file: file, line: line)
    }
}
