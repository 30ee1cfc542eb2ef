import XCTest

/// The crop editor screen: the 4000 × 3000 px photo whole, then square, a corner dragged in,
/// a quarter turn, straightened with the dial, and each time cut — the cut's pixel size checked
/// against the arithmetic below. The readouts: "result 366 × 366 px, angle 0.0°, turns 1" at
/// rest, "crop 366 × 366 px" after Done, its value the number of cuts shown
/// (`CropEditorViewController`).
///
/// Where the box goes (CropEditorLayout: the editor fills the screen below the navigation bar and
/// the demo's 48 pt of readouts; its toolbar and dial take 44 pt each above the bottom safe
/// inset; 16 pt of margin around the box's space). A square box's side a:
///
/// | destination | editor | box's space | a |
/// |---|---|---|---|
/// | iPhone 16 portrait, 393 × 852 (safe top 59, bar 44, bottom 34) | 393 × (852 − 103 − 48) = 393 × 701 | 361 × (701 − 34 − 88 − 32) = 361 × 547 | 361 |
/// | iPhone 16 landscape, 852 × 393 (bar 32, left/right 59, bottom 21) | 852 × (393 − 32 − 48) = 852 × 313 | (852 − 118 − 32) × (313 − 21 − 88 − 32) = 702 × 172 | 172 |
/// | iPad Air 11-inch (M2) portrait, 820 × 1180 (status 24, bar 50, bottom 20) | 820 × 1058 | 788 × 918 | 788 |
/// | iPad Air 11-inch (M2) landscape, 1180 × 820 | 1180 × 698 | 1148 × 558 | 558 |
///
/// The landscape bars vary by a few points between iOS versions, so a is read from the box's
/// VoiceOver edges (the top edge's band is the box's width) and checked against the table to
/// ±4 pt there, ±1 pt in portrait.
///
/// The crops, for a square side a:
/// 1. Whole: 4000 × 3000 px.
/// 2. Square: the largest square inside the 4 : 3 box, 3000 × 3000 px, x 500…3500.
/// 3. The bottom-right corner dragged past the top-left one: the box stops at its 44 pt minimum,
///    anchored at the top-left, so the region is 44 pt of the square's a pt = 3000 px:
///    r = 44 · 3000 / a px from pixel (500, 0), snapped outward: ⌈r⌉ × ⌈r⌉ — portrait iPhone
///    r = 365.65, 366 × 366; landscape 767.44, 768; iPad 167.51, 168; iPad landscape 236.56,
///    237. The box then refits to a, or less if that would pass the 4 pt/px zoom limit: the
///    box b = min(a, 4 r) pt (iPad portrait: min(788, 670.05) = 670.05).
/// 4. A quarter turn keeps the region: the same size, turns 1.
/// 5. The dial to about 10° (read back from the result): the region touches the photo's top
///    edge, so turning it by θ about its centre needs a zoom of cos θ + sin θ to cover (its
///    half-side r/2 sits r/2 from that edge, and turned it reaches r/2 · (cos θ + sin θ)): side
///    r / (cos θ + sin θ), rounded down — unless that zoom passes the limit, when the image
///    settles at 4 pt/px and slides off the edge instead: side b / 4. So
///    ⌊max(r / (cos θ + sin θ), b / 4)⌋ at 10° (cos + sin = 1.15846): portrait iPhone
///    365.65 / 1.15846 = 315.6 → 315; landscape 767.44 / 1.15846 → 662; iPad portrait
///    670.05 / 4 = 167.5 → 167; iPad landscape 236.56 / 1.15846 → 204.
///
/// `CropEditorDemoArithmeticTests` (Linux) runs the same steps through the editor's rules with
/// these four layouts and checks every number here.
final class CropEditorUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testResizeSquareTurnStraightenAndCropInPortrait() throws {
        try runFlow(in: .portrait)
    }

    @MainActor
    func testResizeSquareTurnStraightenAndCropInLandscape() throws {
        try runFlow(in: .landscapeLeft)
    }

    /// The table's a for the screen, with its tolerance; `nil` on another device (then a is
    /// only measured).
    static func expectedSide(screen: CGSize) -> (side: CGFloat, tolerance: CGFloat)? {
        switch (Int(screen.width.rounded()), Int(screen.height.rounded())) {
        case (393, 852): return (361, 1)
        case (852, 393): return (172, 4)
        case (820, 1180): return (788, 1)
        case (1180, 820): return (558, 4)
        default: return nil
        }
    }

    /// "result 366 × 366 px, angle 10.3°, turns 1": the size, the angle and the turns.
    static func result(_ label: String) -> (width: Int, height: Int, angle: Double, turns: Int)? {
        let words = label.replacingOccurrences(of: ",", with: "").split(separator: " ")
        guard words.count == 9, words[0] == "result", words[2] == "×", words[5] == "angle", words[7] == "turns",
              let width = Int(words[1]), let height = Int(words[3]), let turns = Int(words[8]),
              let angle = Double(words[6].replacingOccurrences(of: "°", with: "")) else { return nil }
        return (width, height, angle, turns)
    }

    @MainActor
    func runFlow(in orientation: UIDeviceOrientation) throws {
        let ui = DemoUI.launch(opening: "menu.cropEditor")
        let resultLabel = ui.existingElement("cropEditor.resultLabel")
        let cropLabel = ui.existingElement("cropEditor.cropLabel")
        let done = ui.existingElement("cropEditor.done")
        XCUIDevice.shared.orientation = orientation
        let wide = orientation.isLandscape
        let turned = expectation(for: NSPredicate { app, _ in
            ((app as? XCUIApplication)?.frame).map { ($0.width > $0.height) == wide } ?? false
        }, evaluatedWith: ui.app)
        wait(for: [turned], timeout: 10)

        // Each cut waits for the readout of *this* cut: its value counts the cuts shown, so a
        // cut the same size as the last (steps 3 and 4) is not taken for the one before.
        var cuts = 0
        func cut(expecting size: String, file: StaticString = #filePath, line: UInt = #line) {
            cuts += 1
            done.tap()
            XCTAssertTrue(ui.waitForLabel(of: cropLabel, "label == %@ AND value == %@", "crop \(size) px", String(cuts)),
                          "\(cropLabel.label) (cut \(String(describing: cropLabel.value))), want \(size) (cut \(cuts))",
                          file: file, line: line)
        }

        // 1. Whole.
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label == %@", "result 4000 × 3000 px, angle 0.0°, turns 0"),
                      resultLabel.label)
        cut(expecting: "4000 × 3000")

        // 2. Square, from the toolbar's menu.
        ui.existingElement("cropEditor.aspectRatio").tap()
        ui.app.buttons["Square"].tap()
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label == %@", "result 3000 × 3000 px, angle 0.0°, turns 0"),
                      resultLabel.label)
        cut(expecting: "3000 × 3000")

        // The square's side, from the VoiceOver edges: the top edge's band spans the box's
        // width, the left edge's its height.
        let top = ui.existingElement("Top edge").frame
        let left = ui.existingElement("Left edge").frame
        let side = top.width
        XCTAssertEqual(side, left.height, accuracy: 1, "not square: \(top), \(left)")
        if let expected = Self.expectedSide(screen: ui.app.frame.size) {
            XCTAssertEqual(side, expected.side, accuracy: expected.tolerance, "box \(top), \(left) on \(ui.app.frame.size)")
        }

        // 3. The bottom-right corner dragged to 10 pt inside the top-left one: past the minimum.
        ui.drag(from: CGPoint(x: top.maxX, y: left.maxY), to: CGPoint(x: top.minX + 10, y: left.minY + 10))
        let region = 44 * 3000 / Double(side)
        let corner = Int((region - 1e-6).rounded(.up))
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label == %@", "result \(corner) × \(corner) px, angle 0.0°, turns 0"),
                      "\(resultLabel.label), want \(corner) (r = \(region))")
        cut(expecting: "\(corner) × \(corner)")

        // 4. A quarter turn.
        ui.existingElement("cropEditor.rotate").tap()
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label == %@", "result \(corner) × \(corner) px, angle 0.0°, turns 1"),
                      resultLabel.label)
        cut(expecting: "\(corner) × \(corner)")

        // 5. The dial to about 10°, dragged by its thumb (UISlider tracks only touches that
        // start on the thumb; `adjust(toNormalizedSliderPosition:)` would read the thumb's place
        // from the value, "0 degrees"). At 0° the thumb is at the dial's centre; its centre
        // travels the dial's width less the thumb's (about 28 pt: half of it inset at each
        // end), 45° each way. iPhone 16 portrait: the dial is 393 − 2 × 16 = 361 pt wide at
        // x 16…377, the thumb at x 196.5; (361 − 28) / 2 = 166.5 pt per 45°, so 10° is
        // 166.5 × 10 / 45 = 37 pt right, x 233.5. A thumb a few points wider or narrower moves
        // the angle by a few tenths of a degree; the angle is read back from the result.
        let before = resultLabel.label
        let dial = ui.existingElement("cropEditor.dial").frame
        let thumbWidth: CGFloat = 28
        let perDegree = (dial.width - thumbWidth) / 2 / 45
        ui.drag(from: CGPoint(x: dial.midX, y: dial.midY), to: CGPoint(x: dial.midX + 10 * perDegree, y: dial.midY))
        XCTAssertTrue(ui.waitForLabel(of: resultLabel, "label != %@ AND NOT (label CONTAINS %@)", before, "angle 0.0°"),
                      resultLabel.label)
        let straightened = try XCTUnwrap(Self.result(resultLabel.label), resultLabel.label)
        XCTAssertEqual(straightened.angle, 10, accuracy: 2, resultLabel.label)
        XCTAssertEqual(straightened.turns, 1)
        let radians = abs(straightened.angle) * .pi / 180
        let box = min(Double(side), 4 * region)
        let expected = max(region / (cos(radians) + sin(radians)), box / 4)
        // The label's angle is rounded to 0.1°: ±0.05° moves the side by under 0.2 px, so ±1 px.
        XCTAssertEqual(Double(straightened.width), expected.rounded(.down), accuracy: 1, "\(resultLabel.label), want \(expected)")
        XCTAssertEqual(straightened.width, straightened.height)
        cut(expecting: "\(straightened.width) × \(straightened.height)")
    }
}
