import XCTest

/// The pixel inspector: taps on a @3x image and on a `.right`-oriented one report the oriented
/// pixel that aspect-fit geometry predicts, and the stored pixel its orientation implies.
final class PixelInspectorUITests: XCTestCase {
    /// One picker choice and what the test knows about its image.
    private struct Sample {
        var segment: String
        /// Oriented pixel size.
        var pixelSize: CGSize
        /// Expected stored pixel for an oriented position (the orientation table in
        /// ARCHITECTURE.md: up (dx, dy); right (dy, H − dx) with H the stored height).
        var stored: (CGPoint) -> CGPoint
    }

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testTapsReportOrientedAndStoredPixels() throws {
        let samples = [
            Sample(segment: "@3x", pixelSize: CGSize(width: 600, height: 400), stored: { $0 }),
            Sample(segment: ".right", pixelSize: CGSize(width: 900, height: 1200),
                   stored: { CGPoint(x: $0.y, y: 900 - $0.x) }),
        ]
        let ui = DemoUI.launch(opening: "menu.pixelInspector")
        let picker = ui.existingElement("inspector.picker")
        let infoLabel = ui.existingElement("inspector.infoLabel")
        let orientedLabel = ui.existingElement("inspector.orientedLabel")
        let storedLabel = ui.existingElement("inspector.storedLabel")

        for sample in samples {
            picker.buttons[sample.segment].tap()
            let size = "\(Int(sample.pixelSize.width)) × \(Int(sample.pixelSize.height)) px"
            XCTAssertTrue(ui.waitForLabel(of: infoLabel, "label BEGINSWITH %@", size), infoLabel.label)
            XCTAssertTrue(ui.waitForLabel(of: orientedLabel, "label == %@", "oriented –"), orientedLabel.label)
            let mapping = AspectFitMapping(viewFrame: ui.existingElement("inspector.imageView").frame,
                                           imagePixelSize: sample.pixelSize)
            let point = mapping.screenPoint(atNormalizedOffset: CGVector(dx: 0.3, dy: 0.58))
            XCTAssertTrue(mapping.drawnRect.contains(point), "\(point) is off the drawn image")

            ui.coordinate(at: point).tap()

            XCTAssertTrue(ui.waitForLabel(of: orientedLabel, "label != %@", "oriented –"), "no tap reported")
            let expected = mapping.pixel(atScreenPoint: point)
            let oriented = try XCTUnwrap(ReadoutText.pixel(orientedLabel.label), orientedLabel.label)
            XCTAssertEqual(Double(oriented.x), Double(expected.x.rounded(.down)), accuracy: 1, sample.segment)
            XCTAssertEqual(Double(oriented.y), Double(expected.y.rounded(.down)), accuracy: 1, sample.segment)
            let expectedStored = sample.stored(expected)
            let stored = try XCTUnwrap(ReadoutText.pixel(storedLabel.label), storedLabel.label)
            XCTAssertEqual(Double(stored.x), Double(expectedStored.x.rounded(.down)), accuracy: 1, sample.segment)
            XCTAssertEqual(Double(stored.y), Double(expectedStored.y.rounded(.down)), accuracy: 1, sample.segment)
        }
    }
}
