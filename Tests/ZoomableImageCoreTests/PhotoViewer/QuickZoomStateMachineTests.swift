import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Quick zoom: double tap, hold, drag down to zoom in and up to zoom out by 2^(dy / 140 pt)
/// around the tapped point, after 10 pt of slop; lifting without moving is a plain double tap.
@Suite struct QuickZoomStateMachineTests {
    static let tap = CGPoint(x: 120, y: 300)

    /// A machine whose finger crossed the slop straight down at 12 pt: the zoom counts from there.
    static func zooming() -> QuickZoomStateMachine {
        var machine = QuickZoomStateMachine()
        _ = machine.secondTapBegan(at: tap)
        _ = machine.move(translation: CGPoint(x: 0, y: 12))
        return machine
    }

    @Test(arguments: [
        (140.0, 2.0),                    // one doubling
        (-140.0, 0.5),                   // up: one halving
        (280.0, 4.0),
        (70.0, 1.4142135623730951),      // √2
        (0.0, 1.0),
        (Double.nan, 1.0),
        (1e6, 1_048_576.0),              // capped at 2^20
        (-Double.infinity, 1.0 / 1_048_576.0),
    ] as [(Double, Double)])
    func theFactorDoublesEvery140PointsDown(dy: Double, factor: Double) {
        #expect(isClose(QuickZoomStateMachine.factor(forDrag: CGFloat(dy)), CGFloat(factor), tolerance: 1e-12))
    }

    @Test func aHeldDoubleTapDraggedDownZoomsInAroundTheTapAndLiftingSettles() {
        var machine = QuickZoomStateMachine()
        #expect(machine.secondTapBegan(at: Self.tap) == .none)
        // Within the slop (hypot(3, 9) = 9.49 ≤ 10): still a double tap in the making.
        #expect(machine.move(translation: CGPoint(x: 3, y: 9)) == .none)
        #expect(!machine.isZooming)
        #expect(machine.move(translation: CGPoint(x: 0, y: 12)) == .beginZooming(anchor: Self.tap))
        // 152 − 12 = 140 pt past the slop: ×2, around the tapped point however far the finger went.
        #expect(machine.move(translation: CGPoint(x: 40, y: 152)) == .pinch(by: 2, around: Self.tap))
        // Back up to 82: 70 − 140 = −70 pt since the last event: ×2^(−½) = 0.7071.
        guard case .pinch(let factor, let point) = machine.move(translation: CGPoint(x: 40, y: 82)) else {
            Issue.record("no pinch")
            return
        }
        #expect(isClose(factor, 0.7071067811865476, tolerance: 1e-12) && point == Self.tap)
        #expect(machine.lift() == .settle)
        #expect(machine.isIdle)
    }

    @Test func draggingBackToWhereTheZoomBeganUndoesItExactly() {
        var machine = Self.zooming()
        var product: CGFloat = 1
        for y in [60, 200, -100, 35, 12] as [CGFloat] {
            if case .pinch(let factor, _) = machine.move(translation: CGPoint(x: 0, y: y)) { product *= factor }
        }
        // Back at 12, where the zoom began: 2^((48 + 140 − 300 + 135 − 23) / 140) = 2^0 = 1.
        #expect(isClose(product, 1, tolerance: 1e-12))
    }

    /// Within the slop the lift does nothing itself: the double-tap recognizer, recognizing
    /// alongside, toggles the zoom, and its double tap is allowed.
    @Test func liftingWithoutMovingLeavesThePlainDoubleTapToItsRecognizer() {
        var machine = QuickZoomStateMachine()
        _ = machine.secondTapBegan(at: Self.tap)
        _ = machine.move(translation: CGPoint(x: 6, y: -8))                 // exactly 10: not beyond
        #expect(machine.allowsDoubleTap)
        #expect(machine.lift() == .none)
        #expect(machine.isIdle && machine.allowsDoubleTap)
    }

    /// Once the finger left the slop the touch is the quick zoom's: its double tap is refused
    /// while zooming, after the lift (or a cancel), until a new touch lands.
    @Test(arguments: [true, false])
    func aQuickZoomsTouchIsNoDoubleTapUntilATouchLands(lifted: Bool) {
        var machine = Self.zooming()
        #expect(!machine.allowsDoubleTap)
        #expect((lifted ? machine.lift() : machine.cancel()) == .settle)
        #expect(machine.isIdle && !machine.allowsDoubleTap)
        machine.touchLanded()
        #expect(machine.isIdle && machine.allowsDoubleTap)
        // A lifted machine takes the next held double tap at once.
        var next = Self.zooming()
        _ = next.lift()
        #expect(next.secondTapBegan(at: CGPoint(x: 5, y: 6)) == .none && next.landing == CGPoint(x: 5, y: 6))
    }

    @Test func aSidewaysStartBeginsTheZoomButOnlyVerticalMovementZooms() {
        var machine = QuickZoomStateMachine()
        _ = machine.secondTapBegan(at: Self.tap)
        #expect(machine.move(translation: CGPoint(x: 11, y: 0)) == .beginZooming(anchor: Self.tap))
        #expect(machine.move(translation: CGPoint(x: 90, y: 0)) == .none)       // no vertical change: ×1
        #expect(machine.move(translation: CGPoint(x: 50, y: 140)) == .pinch(by: 2, around: Self.tap))
    }

    @Test func aCancelSettlesAQuickZoomAndDropsADoubleTap() {
        var zooming = Self.zooming()
        #expect(zooming.cancel() == .settle)
        var pending = QuickZoomStateMachine()
        _ = pending.secondTapBegan(at: Self.tap)
        #expect(pending.cancel() == .none)
        #expect(pending.lift() == .none)
    }

    @Test func badInputIsIgnored() {
        var machine = QuickZoomStateMachine()
        #expect(machine.secondTapBegan(at: CGPoint(x: CGFloat.nan, y: 0)) == .none)
        #expect(machine.isIdle)
        #expect(machine.move(translation: CGPoint(x: 0, y: 300)) == .none)      // nothing held
        #expect(machine.lift() == .none)
        var zooming = Self.zooming()
        #expect(zooming.move(translation: CGPoint(x: 0, y: CGFloat.nan)) == .none)
        // A second tap while one is held is ignored: the first anchor stays.
        #expect(zooming.secondTapBegan(at: CGPoint(x: 0, y: 0)) == .none)
        #expect(zooming.move(translation: CGPoint(x: 0, y: 152)) == .pinch(by: 2, around: Self.tap))
        // A huge drag is capped at 2^20 from the start; coming back from beyond the cap zooms from it.
        #expect(zooming.move(translation: CGPoint(x: 0, y: 1e300)) == .pinch(by: CGFloat(1 << 19), around: Self.tap))
        #expect(zooming.move(translation: CGPoint(x: 0, y: 12)) == .pinch(by: 1 / CGFloat(1 << 20), around: Self.tap))
    }

    @Test func theEngineKeepsTheTappedImagePointUnderTheTapAndSettlesOnLift() {
        // The 600 × 400 photo aspect fit in 300 × 500 (content (0, 150, 300, 200)), at rest at
        // centre (150, 250). Tap at (100, 200) — view point (100, 200) — and drag 140 pt down.
        var engine = Fixture.photoEngine()
        var machine = QuickZoomStateMachine()
        let tap = CGPoint(x: 100, y: 200)
        _ = machine.secondTapBegan(at: tap)
        for y in [12, 80, 152] as [CGFloat] {
            switch machine.move(translation: CGPoint(x: 0, y: y)) {
            case .beginZooming: engine.beginInteraction()
            case .pinch(let factor, let point): engine.pinch(by: factor, around: point)
            default: break
            }
        }
        // ×2 about (100, 200): centre = tap − (tap − centre) · 2 = (100 + 100, 200 + 100) = (200, 300).
        #expect(isClose(engine.zoomScale, 2))
        #expect(isClose(engine.geometry.center, CGPoint(x: 200, y: 300)))
        #expect(isClose(engine.geometry.convertFromSuperview(tap), CGPoint(x: 100, y: 200)))
        #expect(machine.lift() == .settle)
        // Settled: 600 wide covers 300 (x stays: drawn −100…500); 400 tall in 500 is centred,
        // drawn 50…450, so centre y = 250.
        let settled = engine.endInteraction(velocity: .zero)
        #expect(isClose(settled.center, CGPoint(x: 200, y: 250)))
        #expect(isClose(settled.transform.a, 2))
    }
}
