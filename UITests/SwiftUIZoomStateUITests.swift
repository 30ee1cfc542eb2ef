import XCTest

/// The SwiftUI zoom-state screen: a 48 MP JPEG loaded by URL reports the original's pixels, and
/// 200 markers stay on their pixels through a pinch. (The pager screen: `SwiftUIPagerUITests`.)
///
/// Sizes, iPhone 16 portrait (393 × 852 pt): the image view spans the full width, 393 pt (the
/// screen has no side padding), so an 8064 px wide photo fitted by width shows 393 / 8064 =
/// 0.048735 pt per pixel at zoom 1 (6048 px tall → 294.75 pt, inside the ~560 pt the view gets
/// between the navigation bar and the readouts). At zoom z a pixel is 0.048735 z pt. The iPad
/// destination differs only in the width (the rule is the same: width / 8064 per pixel, as long
/// as the photo is width-limited — 4 : 3 photo, taller view).
final class SwiftUIZoomStateUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// At rest the visible rect is the whole original, 8064 × 6048 — not the downsampled copy
    /// the view shows (393 · 3 · 3 = 3537 px wide on an iPhone 16, 3×, at the 3× zoom maximum).
    @MainActor
    func testTheURLLoadedPhotoReportsOriginalPixels() {
        let ui = DemoUI.launch(opening: "menu.swiftUIState")
        // The first launch writes the JPEG (ImageIO, off the main thread): allow a minute.
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.state.visible"), "label == %@",
                                      "visible 0 0 8064 6048", timeout: 60))
        ui.existingElement("swiftui.state.crop.button").tap()
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.state.crop"), "label == %@",
                                      "crop 8064 × 6048"))
    }

    /// 200 markers added at once, then a pinch: every marker inside the visible rect sits where
    /// its pixel is. Expected x of a marker at pixel p: (p.x − visible.minX) × s, with
    /// s = zoom × width / 8064 pt per pixel (the view starts at x = 0). Expected y relative to
    /// marker 0 of the checked ones: (p.y − p0.y) × s (the view's top depends on the bars).
    /// The pinch (×3.5) ends clamped at the maximum zoom, 3. Example at zoom 3:
    /// s = 0.048735 × 3 = 0.146205 pt/px; the visible rect is 393 / 0.146205 = 2688 px wide
    /// around x = 4032, so 2688…5376; pin 110 at (4233.6, 3326.4) is at
    /// x = (4233.6 − 2688.0) × 0.146205 = 226.0 pt, and pin 68 at (3427.2, 2116.8) is
    /// 1209.6 × 0.146205 = 176.9 pt above it.
    @MainActor
    func testPinchingWith200MarkersKeepsThemOnTheirPixels() throws {
        let ui = DemoUI.launch(opening: "menu.swiftUIState")
        let visible = ui.existingElement("swiftui.state.visible")
        XCTAssertTrue(ui.waitForLabel(of: visible, "label == %@", "visible 0 0 8064 6048", timeout: 60))
        ui.existingElement("swiftui.state.addMarkers").tap()
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.state.markers"), "label == %@", "markers 200"))

        let image = ui.app.descendants(matching: .any)["48 megapixel test photo"]
        XCTAssertTrue(image.waitForExistence(timeout: 10))
        image.pinch(withScale: 3.5, velocity: 2)
        XCTAssertTrue(ui.waitForLabel(of: visible, "label != %@", "visible 0 0 8064 6048"))
        XCTAssertTrue(ui.waitForLabel(of: ui.existingElement("swiftui.state.rest"), "label == %@", "at rest"))

        let zoom = try XCTUnwrap(Double(ui.element("swiftui.state.zoom").label.dropFirst("zoom ".count)))
        let rect = visible.label.split(separator: " ").dropFirst().compactMap { Double($0) }
        XCTAssertEqual(rect.count, 4)
        let pointsPerPixel = zoom * Double(ui.app.frame.width) / 8064
        // The pins well inside the visible rect (a 10 % margin: a marker's frame is whole there).
        let inside = (0..<200).map(Self.pixel).enumerated().filter { _, pixel in
            pixel.x > rect[0] + rect[2] * 0.1 && pixel.x < rect[0] + rect[2] * 0.9
                && pixel.y > rect[1] + rect[3] * 0.1 && pixel.y < rect[1] + rect[3] * 0.9
        }
        XCTAssertGreaterThanOrEqual(inside.count, 4)        // 6 × 6 or more at zoom 3 on an iPhone 16
        let first = try XCTUnwrap(inside.first)
        let firstY = ui.existingElement("swiftui.marker.\(first.offset)").frame.midY
        for (id, pixel) in inside {
            let frame = ui.existingElement("swiftui.marker.\(id)").frame
            XCTAssertEqual(Double(frame.midX), (pixel.x - rect[0]) * pointsPerPixel, accuracy: 2, "marker \(id)")
            XCTAssertEqual(Double(frame.midY - firstY), (pixel.y - first.element.y) * pointsPerPixel, accuracy: 2,
                           "marker \(id)")
        }
    }

    /// Pin n's pixel, as the demo lays them: (403.2 (n mod 20) + 201.6, 604.8 (n div 20) + 302.4).
    static func pixel(_ index: Int) -> (x: Double, y: Double) {
        (403.2 * Double(index % 20) + 201.6, 604.8 * Double(index / 20) + 302.4)
    }
}
