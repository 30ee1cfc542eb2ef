import XCTest

/// The inline SwiftUI pager (`ZoomableImagePager`, screen "SwiftUI pager"): it pages at rest,
/// pans a zoomed photo without paging and pages from its edge, keeps a zoom paged away from,
/// dismisses with a drag down at rest (never when zoomed), and a tap hides its caption.
///
/// The page's size. The screen is a VStack: the pager, then five readouts (body text, ~20.3 pt
/// each — call it 21 — 8 pt apart: 5 × 21 + 5 × 8 = 145 pt) and 16 pt of bottom padding, inside
/// the safe area under the navigation bar.
/// - iPhone 16 portrait (393 × 852 pt; safe area top 59, bottom 34; navigation bar 44): the
///   page is 393 wide and 852 − 59 − 44 − 34 − 16 − 145 = 554 pt tall.
/// - iPhone 16 landscape (852 × 393; insets left/right 59, bottom 21; a 32 pt bar, no status
///   bar): 852 − 2 × 59 = 734 wide, 393 − 32 − 21 − 16 − 145 = 179 pt tall.
/// - iPad Air 11-inch (M2) portrait (820 × 1180; status bar 24, bar 50, bottom 20): 820 wide,
///   1180 − 24 − 50 − 20 − 16 − 145 = 925 pt tall.
///
/// Photo 1 is 2400 × 1600 px, fitted (aspect fit, scale 1):
/// - iPhone portrait: min(393 / 2400, 554 / 1600) = 0.16375 pt/px → 393 × 262 pt; a double tap
///   at its centre zooms to 2.5 around it → 982.5 × 655 pt, which pans (982.5 − 393) / 2 =
///   294.75 pt each way sideways and (655 − 554) / 2 = 50.5 pt each way vertically;
/// - iPhone landscape: min(734 / 2400, 179 / 1600) = 0.1119 → 268.5 × 179 pt; at 2.5, 671 pt
///   wide, narrower than the 734 pt page: no sideways pan at all — a 200 pt drag pages, as the
///   rule says (the tests run in portrait: `DemoUI.launch` turns the device first);
/// - iPad portrait: min(820 / 2400, 925 / 1600) = 0.3417 → 820 × 547 pt; at 2.5, 2050 pt wide:
///   615 pt each way.
/// So a 200 pt sideways drag from the centre of the zoomed photo stays inside it on the iPhone
/// in portrait (294.75) and the iPad (615): the pager must not turn.
///
/// Each test waits for "loaded" (the current page shows pixels) before its first gesture: the
/// photos render off the main thread, and a double tap on a page still without an image zooms
/// nothing.
///
/// Paging at rest: `DemoUI.drag` holds still before lifting (no fling), so the pager turns only
/// past half a page: 80 % of the page's width is 314 pt of 393 (more than 196.5) and 656 pt of
/// 820 (more than 410).
///
/// Dismissing: a release dismisses at min(100, page height / 4) from rest (no velocity here):
/// min(100, 554 / 4 = 138.5) = 100 pt on the iPhone in portrait, min(100, 179 / 4) = 44.75 pt in
/// landscape, 100 pt on the iPad; the test drags 250 pt down.
final class SwiftUIPagerUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// The pager's frame on screen: the browser's paging scroll view is one 20 pt gap wider than
    /// the page (10 pt each side), so its centre is the page's.
    @MainActor
    func pageCentre(_ ui: DemoUI) -> CGPoint {
        let frame = ui.existingElement("zoomableImageBrowser.pager").frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @MainActor
    func testAZoomedPhotoPansWithoutPagingAndAPhotoAtRestPages() {
        let ui = DemoUI.launch(opening: "menu.swiftUIPager")
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.loaded"), "label == %@", "loaded"))
        let page = ui.existingElement("swiftui.pager.page")
        let zoom = ui.existingElement("swiftui.pager.zoom")
        XCTAssertEqual(page.label, "page 1 of 20")
        let centre = pageCentre(ui)
        let width = ui.existingElement("zoomableImageBrowser.pager").frame.width - 20

        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 2.50"))
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.rest"), "label == %@", "at rest"))
        ui.drag(from: CGPoint(x: centre.x + 100, y: centre.y), to: CGPoint(x: centre.x - 100, y: centre.y))
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.rest"), "label == %@", "at rest"))
        XCTAssertEqual(page.label, "page 1 of 20")
        XCTAssertEqual(zoom.label, "zoom 2.50")

        // Back to rest (a double tap toggles), then 80 % of the page's width: the next photo.
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 1.00"))
        ui.drag(from: CGPoint(x: centre.x + width * 0.4, y: centre.y), to: CGPoint(x: centre.x - width * 0.4, y: centre.y))
        XCTAssertTrue(ui.waitForLabel(of: page, "label == %@", "page 2 of 20"))
        // The state follows the page shown: photo 2 is at rest.
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 1.00"))
    }

    /// The screen keeps zoom (`zoomablePagerKeepsZoom()`). Photo 1 at 2.5 pans 294.75 pt each
    /// way (iPhone portrait; 615 pt on the iPad): a first swipe of 80 % of the page (314 pt; 656
    /// pt on the iPad) pans it to its right edge and no further (the pager's pan waits for the
    /// image's, which took the drag); a second swipe starts at the edge, where the image's pan
    /// fails, so the pager turns to photo 2. Swiped back, photo 1 is still at 2.5: a page left
    /// behind was not reset when the swipe came to rest.
    @MainActor
    func testAZoomedPhotoPagesFromItsEdgeAndKeepsItsZoom() {
        let ui = DemoUI.launch(opening: "menu.swiftUIPager")
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.loaded"), "label == %@", "loaded"))
        let page = ui.existingElement("swiftui.pager.page")
        let zoom = ui.existingElement("swiftui.pager.zoom")
        let rest = ui.existingElement("swiftui.pager.rest")
        let centre = pageCentre(ui)
        let width = ui.existingElement("zoomableImageBrowser.pager").frame.width - 20
        let right = CGPoint(x: centre.x + width * 0.4, y: centre.y)
        let left = CGPoint(x: centre.x - width * 0.4, y: centre.y)

        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 2.50"))
        ui.drag(from: right, to: left)
        XCTAssertTrue(ui.waitForLabel(of: rest, "label == %@", "at rest"))
        XCTAssertEqual(page.label, "page 1 of 20")
        ui.drag(from: right, to: left)
        XCTAssertTrue(ui.waitForLabel(of: page, "label == %@", "page 2 of 20"))
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 1.00"))
        ui.drag(from: left, to: right)
        XCTAssertTrue(ui.waitForLabel(of: page, "label == %@", "page 1 of 20"))
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 2.50"))
    }

    @MainActor
    func testADragDownAtRestDismissesAndAZoomedPhotoPansInstead() {
        let ui = DemoUI.launch(opening: "menu.swiftUIPager")
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.loaded"), "label == %@", "loaded"))
        let shown = ui.existingElement("swiftui.pager.shown")
        let zoom = ui.existingElement("swiftui.pager.zoom")
        let centre = pageCentre(ui)

        // Zoomed: 50.5 pt of vertical travel (iPhone portrait), then rubber band; it settles back,
        // still shown.
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 2.50"))
        ui.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 250))
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.rest"), "label == %@", "at rest"))
        XCTAssertEqual(shown.label, "pager shown")
        XCTAssertEqual(zoom.label, "zoom 2.50")

        // At rest: 250 pt down is past the 100 pt threshold.
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: zoom, "label == %@", "zoom 1.00"))
        ui.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 250))
        XCTAssertTrue(ui.waitForLabel(of: shown, "label == %@", "pager closed"))

        // Opened again on the same photo: the selection is the app's.
        ui.existingElement("swiftui.pager.open").tap()
        XCTAssertTrue(ui.waitForLabel(of: shown, "label == %@", "pager shown"))
        XCTAssertEqual(ui.existingElement("swiftui.pager.page").label, "page 1 of 20")
    }

    /// A single tap (reported once a second tap can no longer come) hides the caption and the
    /// close button; another shows them; the close button closes the pager.
    @MainActor
    func testATapTogglesTheChromeAndTheCloseButtonCloses() {
        let ui = DemoUI.launch(opening: "menu.swiftUIPager")
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.loaded"), "label == %@", "loaded"))
        let caption = ui.existingElement("swiftui.pager.caption")
        XCTAssertEqual(caption.label, "Photo 1 · 2400 × 1600 px")
        ui.coordinate(at: pageCentre(ui)).tap()
        let gone = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == false"), object: caption)
        XCTAssertEqual(XCTWaiter().wait(for: [gone], timeout: 10), .completed)
        ui.coordinate(at: pageCentre(ui)).tap()
        XCTAssertTrue(ui.existingElement("swiftui.pager.close").waitForExistence(timeout: 10))
        ui.existingElement("swiftui.pager.close").tap()
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.pager.shown"), "label == %@", "pager closed"))
    }
}
