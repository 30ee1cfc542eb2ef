import XCTest

/// The Deep zoom screen: a 100 000 × 100 000 px grid drawn in 256 px tiles, each labelled with
/// its level and the stored pixel of its top-left corner ("L0 · 49920, 49920").
///
/// Arithmetic on the iPhone 16 (393 × 852 pt portrait, @3x). The image container spans the safe
/// area's width less 8 pt each side: 377 pt, and is taller than that (the safe area is about
/// 852 − 103 − 34 = 715 pt, less two label lines), so the square image is drawn 377 × 377 pt at
/// rest: 100 000 / 377 = 265.25 px per point. "Pixels" zooms to the maximum, 256, around the
/// container's centre — the image's centre, pixel (50 000, 50 000), stays there — so a point
/// covers 265.25 / 256 = 1.036 px, and each device pixel 100 000 / (377 · 3 · 256) = 0.345 px:
/// level 0 (the level rule takes level 0 whenever a stored pixel covers a device pixel or more).
/// A tap at the container's centre lands within half a point of it (the frame's midpoint is
/// rounded to the touch's ⅓ pt): within 1.036 · 0.5 < 1 px of (50 000, 50 000), so the reported
/// pixel is within 2 of it — and inside the tile under the finger, column and row
/// ⌊50 000 / 256⌋ = 195, whose label reads "L0 · 49920, 49920" (195 · 256 = 49 920), covering
/// pixels 49 920 ..< 50 176. The iPad destinations only change the 265.25: the same bounds hold.
final class DeepZoomUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testAtTheMaximumZoomATapReportsThePixelUnderTheFingerWithinTheBudget() throws {
        let ui = DemoUI.launch(opening: "menu.deepZoom")
        let container = ui.existingElement("deepZoom.container")
        let tiles = ui.existingElement("deepZoom.tilesLabel")
        let pixel = ui.existingElement("deepZoom.pixelLabel")
        // Loaded: at rest the base copy is enough ("base, 0 tiles …").
        XCTAssertTrue(ui.waitForLabel(of: tiles, "label BEGINSWITH %@", "base, "), tiles.label)

        ui.existingElement("deepZoom.zoomToPixels").tap()
        XCTAssertTrue(ui.waitForLabel(of: tiles, "label BEGINSWITH %@ AND label CONTAINS %@", "level 0, ", "(0 loading)",
                                      timeout: 30), tiles.label)

        let frame = container.frame
        ui.coordinate(at: CGPoint(x: frame.midX, y: frame.midY)).tap()
        XCTAssertTrue(ui.waitForLabel(of: pixel, "label BEGINSWITH %@", "pixel "), pixel.label)
        let tapped = try XCTUnwrap(ReadoutText.pixel(pixel.label), pixel.label)
        XCTAssertEqual(Double(tapped.x), 50_000, accuracy: 2)
        XCTAssertEqual(Double(tapped.y), 50_000, accuracy: 2)
        // The tile under the finger, labelled "L0 · 49920, 49920".
        XCTAssertTrue((49_920..<50_176).contains(tapped.x) && (49_920..<50_176).contains(tapped.y), pixel.label)

        // "level 0, 30 tiles (0 loading), 7.5 of 128.0 MiB, peak 7.5": the peak never passed
        // the budget.
        let figures = try XCTUnwrap(Self.budgetAndPeak(tiles.label), tiles.label)
        XCTAssertEqual(figures.budget, 128, accuracy: 0.05)
        XCTAssertLessThanOrEqual(figures.peak, figures.budget, tiles.label)
        XCTAssertGreaterThan(figures.peak, 0, tiles.label)
    }

    /// The budget and peak, MiB, from "… 7.5 of 128.0 MiB, peak 9.3".
    static func budgetAndPeak(_ label: String) -> (budget: Double, peak: Double)? {
        let words = label.split(separator: " ")
        guard let of = words.firstIndex(of: "of"), of + 1 < words.count, let peakWord = words.firstIndex(of: "peak"),
              peakWord + 1 < words.count, let budget = Double(words[of + 1]), let peak = Double(words[peakWord + 1])
        else { return nil }
        return (budget, peak)
    }
}
