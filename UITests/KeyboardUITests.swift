import UIKit
import XCTest

/// The keyboard on an iPad with a hardware keyboard — the iPad destination of CI's UI tests;
/// skipped on an iPhone. Each screen gives its image view the keyboard when it appears (the photo
/// browser's current page takes it by itself, as the browser appears and after a page change); the app
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

    /// In the photo browser, opened from the grid's first cell: the current page takes the
    /// keyboard once the browser is on screen; ⌘+ zooms it about the centre (the centre pixel
    /// stays), → moves the zoomed photo 50 pt left — the centre pixel moves right by 50 pt in
    /// photo pixels at ×1.5 — and ⌘0 returns to rest. The page stays.
    ///
    /// The photo is the demo's first browser photo, `GridImageSpec.large`: 4000 × 3000 stored
    /// pixels at scale 1, orientation up. The browser's pages fill the screen and each page's
    /// image view fills its page, so the page is the screen:
    /// - iPad Air 11-inch (M2), portrait 820 × 1180 pt (this test's destination): aspect fit at
    ///   k = min(820 / 4000, 1180 / 3000) = min(0.205, 0.3933) = 0.205 pt per pixel; ×1.5 is
    ///   0.3075 pt/px, the photo 1230 × 922.5 pt, reaching (1230 − 820) / 2 = 205 pt beyond each
    ///   side (and shorter than the page vertically: centred, no ↑↓). The 50 pt step fits:
    ///   50 / 0.3075 = 162.6 px, the centre pixel from 2000 to 2162.6 (read as 2162).
    /// - In landscape (1180 × 820): k = min(0.295, 0.2733) = 0.2733, ×1.5 = 0.41 pt/px, reach
    ///   (1640 − 1180) / 2 = 230 pt: 50 / 0.41 = 122.0 px. (The test launches in portrait.)
    /// - iPhone 16 (skipped: no hardware keyboard), portrait 393 × 852: k = 0.09825, ×1.5 =
    ///   0.147375, reach (589.5 − 393) / 2 = 98.25 pt: 50 / 0.147375 = 339.3 px; landscape
    ///   852 × 393: k = min(0.213, 0.131) = 0.131, ×1.5 is 786 pt wide in 852: centred, → does
    ///   nothing.
    /// The expectation is computed below from the page measured on screen (``ZoomedAspectFit``).
    @MainActor
    func testAnArrowKeyMovesAZoomedPhotoByAStep() throws {
        try requireAnIPad()
        let ui = DemoUI.launch(opening: "menu.photoBrowser")
        ui.existingElement("browser.cell.0").tap()
        let settledLabel = ui.existingElement("browser.settledLabel")
        let pageLabel = ui.existingElement("browser.pageLabel")
        let imageView = ui.existingElement("zoomableImageBrowser.imageView.0")
        XCTAssertTrue(ui.waitForLabel(of: pageLabel, "label == %@", "photo 1 of 24"), pageLabel.label)
        XCTAssertTrue(ui.waitForLabel(of: settledLabel, "label MATCHES %@", PhotoBrowserUITests.settledAtRest),
                      settledLabel.label)
        // The zoom in has ended once the page is hittable (the pages are hidden while it runs);
        // the page takes the keyboard as the browser appears, right then.
        let onScreen = XCTNSPredicateExpectation(predicate: NSPredicate(format: "hittable == true"), object: imageView)
        XCTAssertEqual(XCTWaiter().wait(for: [onScreen], timeout: 10), .completed, "the page never came on screen")
        let zoomedPage = ZoomedAspectFit(
            rest: AspectFitMapping(viewFrame: imageView.frame, imagePixelSize: PhotoBrowserUITests.firstPhotoPixelSize),
            zoom: 1.5)

        let zoomed = try zoomInAStep(in: ui, settling: settledLabel)
        let before = try XCTUnwrap(ReadoutText.pixel(zoomed.detail), zoomed.text)

        let moved = try type(XCUIKeyboardKey.rightArrow.rawValue, [], in: ui, settling: settledLabel)
        XCTAssertEqual(moved.zoom, 1.5, accuracy: 0.001, moved.text)
        let after = try XCTUnwrap(ReadoutText.pixel(moved.detail), moved.text)
        // The settle rule would stop a step longer than the photo's reach beyond the page.
        let step = min(50, zoomedPage.reachWhenCentred.width)
        let expected = step / zoomedPage.pointsPerPixel
        XCTAssertEqual(Double(after.x - before.x), Double(expected), accuracy: 2, "\(zoomed.text) → \(moved.text)")
        XCTAssertEqual(after.y, before.y, "→ moved the photo vertically: \(zoomed.text) → \(moved.text)")
        XCTAssertEqual(pageLabel.label, "photo 1 of 24", "an arrow on a zoomed photo paged")

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
