import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Bringing a rect of the view into view (VoiceOver's focus on an element of zoomed content), on
/// the 600 × 400 photo aspect-fit in the 300 × 500 container (content (0, 150, 300 × 200),
/// anchor (150, 250)), zoomed ×3 about the centre: a view point p is shown at
/// (150 + (p.x − 150) · 3, 250 + (p.y − 250) · 3); the content spans x −300…600, y −50…550, and
/// the centre may go x −150…450, y 200…300 (the content still covering the container).
@Suite struct ZoomEngineRevealTests {
    static func zoomedThreeTimes() -> ZoomEngine {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 150, y: 250))
        return engine
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let viewRect: CGRect
        let center: CGPoint
        var testDescription: String { name }
    }

    /// Each shown rect worked by hand, and the least move that brings it into 0…300 × 0…500 —
    /// only along an axis on which it is out of view: its middle outside (it fits), or none of
    /// it inside (it is longer).
    static let cases: [Case] = [
        // Shown x 480…570 (y 100…130 inside): 270 past the right edge → centre x 150 − 270.
        Case(name: "out to the right", viewRect: CGRect(x: 260, y: 200, width: 30, height: 10),
             center: CGPoint(x: -120, y: 250)),
        // The same rect given with a negative width: standardized first.
        Case(name: "a negative width", viewRect: CGRect(x: 290, y: 200, width: -30, height: 10),
             center: CGPoint(x: -120, y: 250)),
        // Shown x −270…−150 → +270; y 520…544, 44 below the bottom → 250 − 44.
        Case(name: "out left and below", viewRect: CGRect(x: 10, y: 340, width: 40, height: 8),
             center: CGPoint(x: 420, y: 206)),
        // Shown x 585…645 → −345, but the centre stops at −150 (the content's right edge on the
        // container's): the part of the rect past the content's edge stays out of sight.
        Case(name: "past the content's edge", viewRect: CGRect(x: 295, y: 250, width: 20, height: 10),
             center: CGPoint(x: -150, y: 250)),
        // Shown x −240…180 (420 wide, longer than 300: in view, part of it inside) and y
        // 520…535, below: only y moves, 35 up.
        Case(name: "longer than the container, below", viewRect: CGRect(x: 20, y: 340, width: 140, height: 5),
             center: CGPoint(x: 150, y: 215)),
        // Shown x −420…0 (view x −40…100, reaching past the content's left edge: 420 wide, none
        // of it inside) and y 100…115 (in view): x moves just enough to span 0…300, its right
        // edge to 300 (+300): centre 450, the content's left edge on the container's.
        Case(name: "longer than the container, out to the left", viewRect: CGRect(x: -40, y: 200, width: 140, height: 5),
             center: CGPoint(x: 450, y: 250)),
        // Shown x −240…180, y 40…55: partly in view, it stays (a longer one is never centred).
        Case(name: "longer than the container, partly in view", viewRect: CGRect(x: 20, y: 180, width: 140, height: 5),
             center: CGPoint(x: 150, y: 250)),
        // Shown x 240…330, y 100…130: its middle (285) in view, it stays, 30 pt out.
        Case(name: "partly in view, its middle inside", viewRect: CGRect(x: 180, y: 200, width: 30, height: 10),
             center: CGPoint(x: 150, y: 250)),
        // Shown x 270…360: 30 pt in view, but its middle (315) — where a double tap lands — out:
        // it comes in, 60 left.
        Case(name: "partly in view, its middle outside", viewRect: CGRect(x: 190, y: 200, width: 30, height: 10),
             center: CGPoint(x: 90, y: 250)),
        // A point: shown at (0, −20): x on the edge is in view; y 20 above → +20.
        Case(name: "a point", viewRect: CGRect(x: 100, y: 160, width: 0, height: 0),
             center: CGPoint(x: 150, y: 270)),
        // Shown x 120…180, y 220…250: inside, nothing moves.
        Case(name: "already inside", viewRect: CGRect(x: 140, y: 240, width: 20, height: 10),
             center: CGPoint(x: 150, y: 250)),
    ]

    @Test(arguments: cases)
    func aRectOutOfViewMovesTheLeastThatBringsItIn(_ example: Case) {
        var engine = Self.zoomedThreeTimes()
        let target = engine.reveal(viewRect: example.viewRect)
        #expect(target.center == example.center)
        #expect(target.transform.a == 3)
        #expect(engine.geometry == target)
    }

    /// Within a safe area (top inset 59, bottom 34: y 59…466): the rect shown at y 10…40 — under
    /// the status bar, in the container but out of the safe area — comes down 49 to 59…89.
    /// Without one it is in view and stays.
    @Test func aSafeAreaKeepsTheRectAwayFromTheBars() {
        let rect = CGRect(x: 140, y: 170, width: 20, height: 10)      // shown x 120…180, y 10…40
        var engine = Self.zoomedThreeTimes()
        #expect(engine.reveal(viewRect: rect, within: CGRect(x: 0, y: 59, width: 300, height: 407)).center
            == CGPoint(x: 150, y: 299))
        var unbounded = Self.zoomedThreeTimes()
        #expect(unbounded.reveal(viewRect: rect).center == CGPoint(x: 150, y: 250))
    }

    /// A safe area that leaves nothing of the coverage rect (or is no place) is ignored.
    @Test(arguments: [CGRect(x: 400, y: 0, width: 50, height: 50), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)])
    func aSafeAreaOutsideTheCoverageIsIgnored(_ safeArea: CGRect) {
        var engine = Self.zoomedThreeTimes()
        #expect(engine.reveal(viewRect: CGRect(x: 260, y: 200, width: 30, height: 10), within: safeArea).center
            == CGPoint(x: -120, y: 250))
    }

    /// The whole content as one element (a drawn diagram with a label), panned to its top-left
    /// corner: ×3 about (0, 0) puts the centre at (450, 750), clamped to (450, 300). Focusing it
    /// leaves the view where the user panned it.
    @Test func aLargeElementInViewNeverPullsAPannedViewBack() {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(3, around: CGPoint(x: 0, y: 0))
        #expect(engine.geometry.center == CGPoint(x: 450, y: 300))
        #expect(engine.reveal(viewRect: CGRect(x: 0, y: 150, width: 300, height: 200)).center == CGPoint(x: 450, y: 300))
    }

    @Test(arguments: [
        CGRect(x: CGFloat.nan, y: 200, width: 30, height: 10),
        CGRect(x: 260, y: 200, width: CGFloat.infinity, height: 10),
        CGRect.null,
    ])
    func aRectThatIsNoPlaceIsIgnored(_ rect: CGRect) {
        var engine = Self.zoomedThreeTimes()
        let before = engine.geometry
        #expect(engine.reveal(viewRect: rect) == before)
    }

    /// At rest the 300 × 200 content is centred and wholly visible: no rect moves it, even one
    /// outside the content (the centre may not leave (150, 250)).
    @Test func atRestNothingMoves() {
        var engine = Fixture.photoEngine()
        let rest = engine.geometry
        #expect(engine.reveal(viewRect: CGRect(x: 280, y: 10, width: 50, height: 20)) == rest)
        #expect(engine.isAtRest)
    }

    /// In view along one axis, within 0…100, by hand: middle inside; middle outside; middle on
    /// the edge; middle on the other edge; as long as the region, middle outside though most of
    /// it overlaps (the middle rule holds up to equal lengths); longer, overlapping; longer,
    /// touching only; longer, beside it.
    @Test(arguments: [
        (lower: 10.0, length: 20.0, inView: true),
        (lower: 95.0, length: 20.0, inView: false),
        (lower: 90.0, length: 20.0, inView: true),
        (lower: -10.0, length: 20.0, inView: true),
        (lower: 60.0, length: 100.0, inView: false),
        (lower: -50.0, length: 150.0, inView: true),
        (lower: 100.0, length: 150.0, inView: false),
        (lower: -200.0, length: 150.0, inView: false),
    ] as [(lower: CGFloat, length: CGFloat, inView: Bool)])
    func inViewAlongOneAxis(lower: CGFloat, length: CGFloat, inView: Bool) {
        #expect(ZoomEngine.isInView(lower: lower, length: length, within: 0, length: 100) == inView)
    }

    /// The shift along one axis, by hand, into 0…100: inside; out below (far edge to 100); out
    /// above; longer and spanning; longer, starting inside (near edge to 0); longer, ending inside
    /// (near edge to 100).
    @Test(arguments: [
        (lower: 10.0, length: 20.0, expected: 0.0),
        (lower: 95.0, length: 20.0, expected: -15.0),
        (lower: -7.0, length: 20.0, expected: 7.0),
        (lower: -50.0, length: 150.0, expected: 0.0),
        (lower: 30.0, length: 150.0, expected: -30.0),
        (lower: -80.0, length: 150.0, expected: 30.0),
    ] as [(lower: CGFloat, length: CGFloat, expected: CGFloat)])
    func theShiftAlongOneAxis(lower: CGFloat, length: CGFloat, expected: CGFloat) {
        #expect(ZoomEngine.revealingShift(lower: lower, length: length, into: 0, length: 100) == expected)
    }
}
