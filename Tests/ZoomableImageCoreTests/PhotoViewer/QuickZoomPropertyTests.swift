import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random quick zooms driving a real zoom engine: taps anywhere on the 300 × 500 container,
/// drags wandering up and down (NaN, ∞ and 1e300 among them), lifts and cancels, from rest or
/// from a zoom already under way. After every step:
///
/// - every factor is finite and positive;
/// - the image point under the tap stays under it (1e-9 relative);
/// - inside the limits, the zoom is the start's × 2^(dy past the slop / 140 pt), whatever the
///   path (restated from the rule, not asked of the type);
/// - a lift is a double tap exactly when the finger never went beyond 10 pt.
///
/// And every drag ends at rest: after the lift or cancel the engine settles inside its limits and
/// the machine holds nothing.
@Suite struct QuickZoomPropertyTests {
    static let sessionCount: UInt64 = 20_000

    @Test func everyRandomQuickZoomKeepsTheInvariants() {
        recordViolations(ofSeeds: Self.sessionCount) { Self.firstViolation(seed: $0) }
    }

    static func firstViolation(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        var engine = Fixture.photoEngine()
        if random.chance(0.5) { _ = engine.setZoomScale(random.uniform(1...4), around: CGPoint(x: 150, y: 250)) }
        var machine = QuickZoomStateMachine()
        let tap = CGPoint(x: random.uniform(0...300), y: random.uniform(0...500))
        _ = machine.secondTapBegan(at: tap)
        var farthest: CGFloat = 0
        var start: (scale: CGFloat, dy: CGFloat, viewPoint: CGPoint)?
        for step in 0..<(3 + Int(random.next() % 30)) {
            // Some small moves, so that the slop is crossed late or never.
            let scale: CGFloat = random.chance(0.3) ? 0.02 : 1
            let translation = CGPoint(x: random.uniform(-40...40) * scale, y: random.sometimesBad(-400...400) * scale)
            if translation.isFinitePoint, start == nil { farthest = max(farthest, hypot(translation.x, translation.y)) }
            switch machine.move(translation: translation) {
            case .none: break
            case .beginZooming(let anchor):
                if anchor != tap { return "step \(step): zooming around \(anchor), not the tap \(tap)" }
                engine.beginInteraction()
                start = (engine.zoomScale, translation.y, engine.geometry.convertFromSuperview(tap))
            case .pinch(let factor, let point):
                guard factor.isFinite, factor > 0, point == tap else { return "step \(step): pinch by \(factor) at \(point)" }
                engine.pinch(by: factor, around: point)
            case let other:
                return "step \(step): \(other) while dragging"
            }
            guard let start else { continue }
            if !isClose(engine.geometry.convertFromSuperview(tap), start.viewPoint) {
                return "step \(step): the image point under the tap moved"
            }
            if translation.isFinitePoint {
                let expected = start.scale * CGFloat(Foundation.exp2(Double((translation.y - start.dy) / 140)))
                if expected >= engine.minimumZoomScale, expected <= engine.maximumZoomScale,
                   !isClose(engine.zoomScale, expected) {
                    return "step \(step): zoom \(engine.zoomScale), expected \(expected)"
                }
            }
        }
        // The finger lifts (or the touch is cancelled): a quick zoom settles and refuses its
        // touch's double tap; a still one does nothing itself (the double-tap recognizer toggles).
        let cancels = random.chance(0.2)
        let action = cancels ? machine.cancel() : machine.lift()
        switch action {
        case .settle:
            if start == nil { return "settled without a quick zoom" }
            _ = engine.endInteraction(velocity: .zero)
            if machine.allowsDoubleTap { return "a quick zoom's touch allows a double tap" }
        case .none:
            if start != nil { return "a quick zoom ended without settling" }
            if farthest > 10 { return "left the slop (\(farthest) pt) without zooming" }
            if !machine.allowsDoubleTap { return "a still double tap was refused" }
        }
        if !machine.isIdle { return "the machine still holds a tap" }
        if engine.isInteracting { return "the engine is still interacting" }
        let scale = engine.zoomScale
        if scale < engine.minimumZoomScale * (1 - 1e-9) || scale > engine.maximumZoomScale * (1 + 1e-9) {
            return "settled at \(scale), outside the limits"
        }
        return nil
    }
}
