import XCTest

/// The two "Zoom any view" screens: a SwiftUI floor plan made zoomable with `.zoomable()` and a
/// UIKit diagram in a `ZoomableView`. Real gestures; the tapped point is checked in the content's
/// own points against aspect-fit geometry worked out here from the container's frame on screen
/// (``AspectFitMapping``, content points standing for pixels: content of S points is laid out as
/// an image of S pixels at scale 1), and the settled zoom is read from the screen's settled label.
///
/// The containers' sizes, for the three destinations (the tests read the real frames; these are
/// the arithmetic they rely on):
///
/// - **Floor plan** (400 × 300 pt, aspect fit), the zoomable view above four readout lines
///   (≈ 4 × 20.3 + 4 × 8 + 8 ≈ 121 pt):
///   - iPhone 16 portrait, 393 × 852: below the status bar and inline navigation bar
///     (59 + 44 = 103) and above the home indicator (34), ≈ 393 × 594 pt. k = min(393 / 400,
///     594 / 300) = 0.9825: the plan is drawn 393 × 294.75 pt, 149.6 pt below the container's top.
///   - iPhone 16 landscape, 852 × 393: 734 pt between the 59 pt side insets, ≈ 393 − 32 − 21 − 121
///     = 219 pt tall: k = min(1.835, 0.73) = 0.73, drawn 292 × 219 pt, centred across.
///   - iPad Air 11" portrait, 820 × 1180: ≈ 820 × (1180 − 74 − 20 − 121 = 965): k = min(2.05,
///     3.2) = 2.05, drawn 820 × 615 pt.
/// - **Diagram** (360 × 240 pt, aspect fit) above four readout lines (≈ 4 × 18 + 3 × 2 + 16
///   ≈ 94 pt):
///   - iPhone 16 portrait: ≈ 393 × (852 − 103 − 34 − 94 = 621): k = min(393 / 360 = 1.0917,
///     2.59) = 1.0917, drawn 393 × 262 pt. At ×8 on the 3× screen the labels are drawn at
///     3 × 8 × 1.0917 = 26.2 px/pt (a 100 × 60 pt label's cap, √(16 777 216 / 6 000) = 52.9, is
///     above it).
///   - iPhone 16 landscape: a page of ≈ 734 × (393 − 32 − 21 − 94 = 246): k = min(2.04, 1.025) =
///     1.025, drawn 369 × 246 pt; ×8 on 3×: 24.6 px/pt.
///   - iPad Air 11" portrait: ≈ 820 × (1180 − 74 − 20 − 94 = 992): k = min(2.278, 4.13) = 2.278,
///     drawn 820 × 547 pt; ×8 on the 2× screen: 2 × 8 × 2.278 = 36.4 px/pt (under 52.9) — but the
///     six labels (6 × 100 × 60 = 36 000 pt², the only views that draw: the diagram view itself
///     only has a background colour, the arrows' layer no bounds) would then hold 36 000 × 36.4²
///     = 47.8 M pixels, over the 33 554 432-pixel budget for all of them: they share
///     √(33 554 432 / 36 000) = 30.53 px/pt. On the iPhones, 36 000 × 26.2² = 24.7 M fits.
final class ZoomAnyViewUITests: XCTestCase {
    static let planSize = CGSize(width: 400, height: 300)
    static let diagramSize = CGSize(width: 360, height: 240)

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// The zoomable element: one adjustable accessibility element, found by its label. At rest
    /// its frame is the container's.
    @MainActor
    func zoomable(_ label: String, in ui: DemoUI) -> XCUIElement {
        let element = ui.app.descendants(matching: .any)[label]
        XCTAssertTrue(element.waitForExistence(timeout: 10), "no element \(label)")
        return element
    }

    /// Taps at two content points and checks the point the screen reports: the content point
    /// under the rounded screen point the tap lands on (iPhone 16 portrait: the living room's
    /// (100, 75) is at x = 0 + 100 × 0.9825 = 98.25 → 98, the reported x 98 / 0.9825 = 99.75).
    @MainActor
    func assertTapsReportContentPoints(in ui: DemoUI, zoomable: XCUIElement, contentSize: CGSize,
                                       label: XCUIElement, points: [CGPoint]) throws {
        let mapping = AspectFitMapping(viewFrame: zoomable.frame, imagePixelSize: contentSize)
        for contentPoint in points {
            let atRest = mapping.screenPoint(atPixel: contentPoint)
            let screenPoint = CGPoint(x: atRest.x.rounded(), y: atRest.y.rounded())
            XCTAssertTrue(mapping.drawnRect.contains(screenPoint), "\(screenPoint) is off the content \(mapping.drawnRect)")
            let before = label.label
            ui.coordinate(at: screenPoint).tap()
            XCTAssertTrue(ui.waitForLabel(of: label, "label != %@", before), "no tap reported at \(screenPoint)")
            let reported = try XCTUnwrap(ReadoutText.point(label.label), label.label)
            let expected = mapping.pixel(atScreenPoint: screenPoint)
            // Half a content point: the readout has two decimals, the tap lands on its point.
            XCTAssertEqual(Double(reported.x), Double(expected.x), accuracy: 0.5, "x at \(screenPoint)")
            XCTAssertEqual(Double(reported.y), Double(expected.y), accuracy: 0.5, "y at \(screenPoint)")
        }
    }

    // MARK: - SwiftUI floor plan

    /// The living room's (100, 75) and the bath's (330, 235), and the room each is in.
    @MainActor
    func testFloorPlanTapsReportPlanPoints() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewSwiftUI")
        let plan = zoomable("Floor plan", in: ui)
        let pointLabel = ui.existingElement("floorplan.pointLabel")
        try assertTapsReportContentPoints(in: ui, zoomable: plan, contentSize: Self.planSize, label: pointLabel,
                                          points: [CGPoint(x: 330, y: 235)])
        XCTAssertEqual(ui.existingElement("floorplan.roomLabel").label, "Bath")
        try assertTapsReportContentPoints(in: ui, zoomable: plan, contentSize: Self.planSize, label: pointLabel,
                                          points: [CGPoint(x: 100, y: 75)])
        XCTAssertEqual(ui.existingElement("floorplan.roomLabel").label, "Living")
    }

    /// A double tap at the plan's middle zooms ×2.5 around it (the tapped point stays, and the
    /// settle rule leaves the middle at the centre: the plan, 2.5 × 393 = 982 × 737 pt on an
    /// iPhone 16, covers the 393 × 594 container); a tap at the container's centre then reports
    /// the plan's middle, (200, 150). Another double tap returns to rest.
    @MainActor
    func testFloorPlanDoubleTapZoomsAroundTheTap() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewSwiftUI")
        let plan = zoomable("Floor plan", in: ui)
        let settled = ui.existingElement("floorplan.settledLabel")
        let pointLabel = ui.existingElement("floorplan.pointLabel")
        let rest = AspectFitMapping(viewFrame: plan.frame, imagePixelSize: Self.planSize)
        let middle = rest.screenPoint(atPixel: CGPoint(x: 200, y: 150))
        let tapPoint = CGPoint(x: middle.x.rounded(), y: middle.y.rounded())
        ui.coordinate(at: tapPoint).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settled, "label == %@", "settled zoom 2.50"), settled.label)

        // The content point at the container's exact centre once settled, then the tap's offset
        // from it (the centre rounded to whole points) at 2.5 k points per content point.
        let zoomed = ZoomedAspectFit(rest: rest, zoom: 2.5)
        let atCentre = zoomed.centrePixel(afterZoomingAround: tapPoint)
        let centre = CGPoint(x: rest.viewFrame.midX.rounded(), y: rest.viewFrame.midY.rounded())
        let expected = CGPoint(x: atCentre.x + (centre.x - rest.viewFrame.midX) / zoomed.pointsPerPixel,
                               y: atCentre.y + (centre.y - rest.viewFrame.midY) / zoomed.pointsPerPixel)
        let before = pointLabel.label
        ui.coordinate(at: centre).tap()
        XCTAssertTrue(ui.waitForLabel(of: pointLabel, "label != %@", before), "no tap reported: \(pointLabel.label)")
        let reported = try XCTUnwrap(ReadoutText.point(pointLabel.label), pointLabel.label)
        XCTAssertEqual(Double(reported.x), Double(expected.x), accuracy: 0.5, "x")
        XCTAssertEqual(Double(reported.y), Double(expected.y), accuracy: 0.5, "y")

        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settled, "label == %@", "settled zoom 1.00"), settled.label)
    }

    @MainActor
    func testFloorPlanPinchZoomsIn() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewSwiftUI")
        let plan = zoomable("Floor plan", in: ui)
        let settled = ui.existingElement("floorplan.settledLabel")
        let before = settled.label
        plan.pinch(withScale: 3, velocity: 2)
        let text = try XCTUnwrap(ui.waitForSettle(of: settled, after: before), "the pinch never settled: \(settled.label)")
        let zoom = try XCTUnwrap(ReadoutText.settled(text)?.zoom, text)
        XCTAssertGreaterThan(zoom, 1.05, text)
        XCTAssertLessThanOrEqual(zoom, 8, text)
        XCTAssertEqual(ui.existingElement("floorplan.zoomLabel").label, String(format: "zoom %.2f", zoom))
    }

    // MARK: - UIKit diagram

    /// The "Gesture" box's middle (70, 70) and the "Screen" box's (290, 170).
    @MainActor
    func testDiagramTapsReportDiagramPoints() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewUIKit")
        let diagram = zoomable("Renderer diagram", in: ui)
        try assertTapsReportContentPoints(in: ui, zoomable: diagram, contentSize: Self.diagramSize,
                                          label: ui.existingElement("diagram.pointLabel"),
                                          points: [CGPoint(x: 70, y: 70), CGPoint(x: 290, y: 170)])
    }

    /// Turned to landscape (iPhone 16: a container of ≈ 734 × 246 pt, height-limited), the same
    /// taps report the same diagram points: the content keeps its own space.
    @MainActor
    func testDiagramTapsInLandscapeReportDiagramPoints() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewUIKit")
        defer { XCUIDevice.shared.orientation = .portrait }
        XCUIDevice.shared.orientation = .landscapeLeft
        let layout = ui.existingElement("diagram.layoutLabel")
        XCTAssertTrue(ui.waitForLabel(of: layout, "label BEGINSWITH %@", "landscape "), layout.label)
        let diagram = zoomable("Renderer diagram", in: ui)
        let size = try XCTUnwrap(ReadoutText.layout(layout.label)?.size, layout.label)
        XCTAssertEqual(Double(diagram.frame.width), Double(size.width), accuracy: 1, "the element is the container")
        try assertTapsReportContentPoints(in: ui, zoomable: diagram, contentSize: Self.diagramSize,
                                          label: ui.existingElement("diagram.pointLabel"),
                                          points: [CGPoint(x: 70, y: 70), CGPoint(x: 290, y: 170)])
    }

    @MainActor
    func testDiagramDoubleTapTogglesAndPinchZooms() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewUIKit")
        let diagram = zoomable("Renderer diagram", in: ui)
        let settled = ui.existingElement("diagram.settledLabel")
        let centre = CGPoint(x: diagram.frame.midX.rounded(), y: diagram.frame.midY.rounded())
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settled, "label BEGINSWITH %@", "settled zoom 2.50, drawn "), settled.label)
        ui.coordinate(at: centre).doubleTap()
        XCTAssertTrue(ui.waitForLabel(of: settled, "label BEGINSWITH %@", "settled zoom 1.00, drawn "), settled.label)
        let before = settled.label
        diagram.pinch(withScale: 3, velocity: 2)
        let text = try XCTUnwrap(ui.waitForSettle(of: settled, after: before), "the pinch never settled: \(settled.label)")
        XCTAssertGreaterThan(try XCTUnwrap(ReadoutText.settled(text)?.zoom, text), 1.05, text)
    }

    /// Zoomed to ×8, the labels are drawn again at d × 8 × k pixels per point (d the screen's
    /// scale, k the points per diagram point at rest): sharp, not the screen's d magnified ×8 —
    /// up to the labels' share of the total budget, 30.53 px/pt (see the header). d is not
    /// visible to a UI test, so the check is that drawn is min(d × 8k, 30.53) for d = 2 or 3, to
    /// within 1 % (26.2 = 3 × 8 × 1.0917 on an iPhone 16; 30.53 on the iPad Air).
    @MainActor
    func testAtEightTheTextIsDrawnAtTheShownResolution() throws {
        let ui = DemoUI.launch(opening: "menu.anyViewUIKit")
        let diagram = zoomable("Renderer diagram", in: ui)
        let frame = diagram.frame
        let k = min(frame.width / Self.diagramSize.width, frame.height / Self.diagramSize.height)
        let settled = ui.existingElement("diagram.settledLabel")
        ui.existingElement("diagram.zoom8").tap()
        XCTAssertTrue(ui.waitForLabel(of: settled, "label BEGINSWITH %@", "settled zoom 8.00, "), settled.label)
        let detail = try XCTUnwrap(ReadoutText.settled(settled.label)?.detail, settled.label)
        let drawn = try XCTUnwrap(ReadoutText.drawn(detail), detail)
        let budgeted = (33_554_432.0 / 36_000).squareRoot()
        let expected = [2.0, 3.0].map { min($0 * 8 * Double(k), budgeted) }
        XCTAssertTrue(expected.contains { abs(drawn - $0) <= 0.01 * $0 },
                      "drawn \(drawn) px/pt, expected one of \(expected): \(settled.label)")
    }
}
