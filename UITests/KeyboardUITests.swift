import UIKit
import XCTest

/// The keyboard on an iPad with a hardware keyboard — the iPad destination of CI's UI tests;
/// skipped on an iPhone. Each screen gives its image view the keyboard when it appears; the app
/// puts ⌘+ ⌘− ⌘0 in its View menu. Keys are typed with `typeKey(_:modifierFlags:)`: "=" with ⌘
/// is the key ⌘+ is on (typed without ⇧, it is what people press); ⌘0 comes through the main
/// menu, ⌘= and the arrows through the view's own key commands. Final states are read from the
/// screens' settled readouts, written when zooming ends — never after a fixed sleep.
final class KeyboardUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// Skips on anything but an iPad.
    @MainActor
    func requireAnIPad() throws {
        try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .pad, "the keyboard UI tests run on an iPad destination")
    }

    /// Types `key` with `modifiers` and returns the settled readout it leads to.
    @MainActor
    func type(_ key: String, _ modifiers: XCUIElement.KeyModifierFlags, in ui: DemoUI, settling label: XCUIElement,
              file: StaticString = #filePath, line: UInt = #line) throws -> (text: String, zoom: Double, detail: String) {
        let before = label.label
        ui.app.typeKey(key, modifierFlags: modifiers)
        let settled = try XCTUnwrap(ui.waitForSettle(of: label, after: before),
                                    "\(key) with \(modifiers.rawValue) changed nothing: \(label.label)", file: file, line: line)
        let state = try XCTUnwrap(ReadoutText.settled(settled), settled, file: file, line: line)
        return (settled, state.zoom, state.detail)
    }

    /// ⌘+ (typed as ⌘=): checks the step to ×1.5 from rest and returns its settled readout.
    @MainActor
    func zoomInAStep(in ui: DemoUI, settling label: XCUIElement, file: StaticString = #filePath,
                     line: UInt = #line) throws -> (text: String, zoom: Double, detail: String) {
        let zoomed = try type("=", .command, in: ui, settling: label, file: file, line: line)
        XCTAssertEqual(zoomed.zoom, 1.5, accuracy: 0.001, zoomed.text, file: file, line: line)
        return zoomed
    }

    /// ⌘0: checks the return to rest.
    @MainActor
    func returnToRest(in ui: DemoUI, settling label: XCUIElement, file: StaticString = #filePath,
                      line: UInt = #line) throws {
        let atRest = try type("0", .command, in: ui, settling: label, file: file, line: line)
        XCTAssertEqual(atRest.zoom, 1, accuracy: 0.001, atRest.text, file: file, line: line)
    }

    /// ⌘+ zooms in a step, ×1.5 (the storyboard's maximum is 8); ⌘0 returns to rest. Settled,
    /// no gap is left on screen.
    @MainActor
    func testCommandPlusZoomsAStepAndCommandZeroReturnsToRest() throws {
        try requireAnIPad()
        let ui = DemoUI.launch(opening: "menu.storyboard")
        let settledLabel = ui.existingElement("storyboard.settledLabel")
        XCTAssertEqual(ui.existingElement("storyboard.zoomLabel").label, "zoom 1.00")

        let zoomedIn = try zoomInAStep(in: ui, settling: settledLabel)
        XCTAssertEqual(ReadoutText.gap(zoomedIn.detail)?.current, 0, zoomedIn.text)
        XCTAssertEqual(ui.existingElement("storyboard.zoomLabel").label, "zoom 1.50")

        try returnToRest(in: ui, settling: settledLabel)
    }

    /// In the photo browser: ⌘+ zooms about the centre (the centre pixel stays), → moves the
    /// zoomed photo 50 pt left — the centre pixel moves right by 50 pt in photo pixels at ×1.5,
    /// from the page measured here: on an iPad's 820 × 1012 pt page the 4000 × 3000 photo spans
    /// the width at 0.205 pt per pixel, 0.3075 at ×1.5, so 162.6 px (on an iPhone 16's 393 pt
    /// page, 339.3 px) — and ⌘0 returns to rest. The page stays.
    @MainActor
    func testAnArrowKeyMovesAZoomedPhotoByAStep() throws {
        try requireAnIPad()
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        let settledLabel = ui.existingElement("browser.settledLabel")
        let pageLabel = ui.existingElement("browser.pageLabel")
        let rest = ui.existingElement("browser.imageView.0").frame
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label BEGINSWITH %@", "settled zoom 1.00, centre "),
                      settledLabel.label)
        let zoomedPage = ZoomedAspectFit(
            rest: AspectFitMapping(viewFrame: rest, imagePixelSize: PhotoBrowserUITests.firstPhotoPixelSize), zoom: 1.5)

        let zoomed = try zoomInAStep(in: ui, settling: settledLabel)
        let before = try XCTUnwrap(ReadoutText.pixel(zoomed.detail), zoomed.text)

        let moved = try type(XCUIKeyboardKey.rightArrow.rawValue, [], in: ui, settling: settledLabel)
        XCTAssertEqual(moved.zoom, 1.5, accuracy: 0.001, moved.text)
        let after = try XCTUnwrap(ReadoutText.pixel(moved.detail), moved.text)
        // Zoomed about the centre, the photo reaches 205 pt beyond each side of an iPad's page
        // (98.25 pt on an iPhone 16's): the whole 50 pt step fits; the settle rule would stop a
        // longer one at that reach.
        let step = min(50, zoomedPage.reachWhenCentred.width)
        let expected = step / zoomedPage.pointsPerPixel
        XCTAssertEqual(Double(after.x - before.x), Double(expected), accuracy: 2, "\(zoomed.text) → \(moved.text)")
        XCTAssertEqual(after.y, before.y, "→ moved the photo vertically: \(zoomed.text) → \(moved.text)")
        XCTAssertEqual(pageLabel.label, "page 1 of 4", "an arrow on a zoomed photo paged")

        try returnToRest(in: ui, settling: settledLabel)
    }

    /// SwiftUI's `ZoomableImage(…).takesKeyboardFocus()` takes the keyboard when it appears: ⌘+
    /// zooms a step, and the binding follows.
    @MainActor
    func testTheSwiftUIImageTakesTheKeyboard() throws {
        try requireAnIPad()
        let ui = DemoUI.launch(opening: "menu.swiftUI")
        let settledLabel = ui.existingElement("swiftui.settledLabel")
        _ = try zoomInAStep(in: ui, settling: settledLabel)
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.zoomLabel"), "label == %@", "zoom 1.50"))
    }
}
