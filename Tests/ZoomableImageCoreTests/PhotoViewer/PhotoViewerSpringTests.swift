import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The springs the photo viewer runs, by their parameters (a wrong stiffness or damping would
/// change how every return looks without moving any end point). The settle spring's response is
/// 0.42 s: ω = 2π / 0.42 = 14.95997 rad/s, stiffness ω² = 223.80055 (mass 1), damping 2ω =
/// 29.91993 — a damping ratio of exactly 1, critically damped. From rest over 100 pt, its offset
/// −100 (1 + ωt) e^(−ωt) is last 0.5 pt or more away at 496 ms (worked out step by step, in
/// milliseconds, outside the package), so it settles in 0.497 s. The zoom transition's spring
/// and the chrome's fade are pinned with their types (`ZoomTransitionPlanTests`,
/// `ChromeFadeTests`).
@MainActor
@Suite struct PhotoViewerSpringTests {
    /// The photo view (300 × 500 pt container, resting centre (150, 250)) in a viewer, recording
    /// the springs its background reports.
    func viewer() -> (SimulatedView, () -> [SettleAnimation?]) {
        let view = PhotoView.make()
        view.send(.dismissDragEnabled(true))
        var springs: [SettleAnimation?] = []
        view.onReport = { report in
            if case .backgroundOpacity(_, let animation) = report { springs.append(animation) }
        }
        return (view, { springs })
    }

    func drag(_ view: SimulatedView, by translation: CGPoint) {
        let down = CGPoint(x: 10, y: 500)
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.dismissDrag(.began, translation: .zero, velocity: down, location: CGPoint(x: 150, y: 300), touchCount: 1))
        view.send(.dismissDrag(.changed, translation: translation, velocity: down, location: nil, touchCount: 1))
    }

    /// The background's own spring, for returns no image animation paces.
    @Test func theBackdropIsTheCriticallyDampedSettleSpringTimedFor100Points() {
        let spring = SettleAnimation.backdrop
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 223.80055, tolerance: 1e-5))
        #expect(isClose(spring.damping, 29.91993, tolerance: 1e-5))
        #expect(isClose(spring.dampingRatio, 1))
        #expect(spring.initialVelocity == .zero && !spring.isGlide)
        #expect(spring.duration == 0.497)
    }

    /// A second finger on a drag 125 pt down: the background returns to opaque on the backdrop
    /// spring (no image animation runs: the pinch holds the image).
    @Test func aPinchTakingOverReturnsTheBackgroundOnTheBackdrop() {
        let (view, springs) = viewer()
        drag(view, by: CGPoint(x: 0, y: 125))
        view.send(.touchesBegan(count: 1, shown: view.shown))
        #expect(springs().last == .some(.backdrop))
    }

    /// A short release (50 pt down: (150, 302.5) at 0.95) springs the image back on the settle
    /// spring — the scale changes, so no velocity is carried: stiffness 223.80055, damping
    /// 29.91993 — and the background returns on that very spring, so both land together.
    @Test func aSpringBackReturnsTheBackgroundOnTheImagesOwnSpring() throws {
        let (view, springs) = viewer()
        drag(view, by: CGPoint(x: 0, y: 50))
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 0, y: 50), velocity: .zero, location: nil, touchCount: 1))
        view.send(.touchesEnded(count: 1))
        let image = try #require(view.animation?.spring)
        #expect(isClose(image.stiffness, 223.80055, tolerance: 1e-5) && isClose(image.damping, 29.91993, tolerance: 1e-5))
        #expect(image.initialVelocity == .zero)
        #expect(springs().last == .some(image))
    }

    /// A release 0.3 pt from rest: not resting, so it springs back — but nothing visibly moves
    /// (under 0.5 pt), so no image animation runs, and the background returns on the backdrop.
    @Test func aSpringBackWithNothingToAnimateReturnsTheBackgroundOnTheBackdrop() {
        let (view, springs) = viewer()
        drag(view, by: CGPoint(x: 0, y: 0.3))
        view.send(.dismissDrag(.ended, translation: CGPoint(x: 0, y: 0.3), velocity: .zero, location: nil, touchCount: 1))
        #expect(view.animation == nil)
        #expect(springs().last == .some(.backdrop))
    }
}
