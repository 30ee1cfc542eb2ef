import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What one gesture leaves behind in the engine for the next: the pinch centroid (which makes
/// pans wait), the last focal point (the pivot a settle pulls the scale back about) and the
/// pinch's touch count (a change re-baselines the centroid). Each is forgotten when the gesture
/// or its pinch ends — or kept, where the next event of the same gesture still needs it.
///
/// The fixture has a container with a non-zero origin: bounds (20, 30, 300 × 500), the view
/// filling it (resting centre (170, 280), anchor (150, 250) in view space), and a 400 × 240 pt
/// image aspect fit at k = 0.75: drawn (0, 160, 300 × 180) in the view. At scale s and centre c
/// the drawn image spans c.x ± 150 s and c.y ± 90 s, so a settled centre lies, for s ≥ 1, in
/// x ∈ [320 − 150 s, 20 + 150 s]; y is centred at 280 while 180 s < 500, and lies in
/// [530 − 90 s, 30 + 90 s] from s = 25/9 on. A zoom by r about F moves c to F − (F − c) · r.
@Suite struct ZoomEngineStateBetweenGesturesTests {
    static let container = CGRect(x: 20, y: 30, width: 300, height: 500)
    static let content = CGRect(x: 0, y: 160, width: 300, height: 180)

    static func engine() -> ZoomEngine {
        ZoomEngine(containerBounds: container, restingFrame: container, contentFrame: content)
    }

    /// How a pinch can stop being the engine's current one.
    enum PinchEnding: String, CaseIterable, CustomTestStringConvertible {
        /// The pinch recognizer ended, the gesture goes on (`endPinch()`).
        case pinchEnded
        /// The whole gesture ended (`endInteraction(velocity:)`).
        case released
        /// A command ended the gesture (`setZoomScale(_:around:)`).
        case command
        /// A new gesture caught an animation (`beginInteraction(presentedGeometry:)`).
        case caughtFromAnAnimation
        /// The layout changed mid-gesture (a rotation): the centroid is re-baselined.
        case layoutChanged

        var testDescription: String { rawValue }

        func apply(to engine: inout ZoomEngine) {
            switch self {
            case .pinchEnded: engine.endPinch()
            case .released: engine.endInteraction(velocity: .zero)
            case .command: engine.setZoomScale(3, around: CGPoint(x: 170, y: 280))
            case .caughtFromAnAnimation: engine.beginInteraction(presentedGeometry: engine.geometry)
            case .layoutChanged:
                let landscape = CGRect(x: 20, y: 30, width: 600, height: 300)
                engine.updateLayout(containerBounds: landscape, restingFrame: landscape,
                                    contentFrame: CGRect(x: 50, y: 0, width: 500, height: 300))
            }
        }
    }

    /// A pan applies only while no pinch centroid is held. ×2 about (120, 250) from rest puts c at
    /// (120 + 50·2, 250 + 30·2) = (220, 310). Released, it settles at 2 to (220, 280) (x in
    /// [20, 320], y centred); a pan of −30 without a new `beginInteraction()` then moves x to 190.
    /// Ended by a command to 3 about (170, 280) instead: c = (170 + 50·1.5, 280 + 30·1.5) =
    /// (245, 325), clamped at 3 to y ∈ [260, 300]: (245, 300); the pan moves x to 215 (inside
    /// [−130, 470]). Had the old centroid stayed, the pan would be swallowed.
    @Test(arguments: [(PinchEnding.released, CGPoint(x: 190, y: 280)), (.command, CGPoint(x: 215, y: 300))])
    func aPanAfterAGestureEndedMovesTheImage(ending: PinchEnding, expected: CGPoint) {
        var engine = Self.engine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 120, y: 250))
        #expect(engine.geometry.center == CGPoint(x: 220, y: 310))
        ending.apply(to: &engine)
        #expect(!engine.isInteracting)
        engine.pan(by: CGPoint(x: -30, y: 0))
        #expect(isClose(engine.geometry.center, expected))
        #expect(engine.isInteracting)                       // a pan alone is a gesture under way
    }

    /// The pivot of a settle is the *current* gesture's last focal point, or the coverage
    /// centre. ×3 about (100, 250): c = (100 + 70·3, 250 + 30·3) = (310, 340); released, y is
    /// clamped into [260, 300]: (310, 300) at 3. The app then lowers the maximum to 2 and
    /// settles with no gesture: about the coverage centre (170, 280), c = (170 + 140·2/3,
    /// 280 + 20·2/3) = (263.33, 293.33), y centred at 2: (263.33, 280). About the old pinch's
    /// (100, 250) it would be (100 + 210·2/3, …) = (240, 280).
    @Test func aSettleAfterAGestureEndedPivotsOnTheCoverageCentreNotTheOldPinch() {
        var engine = Self.engine()
        engine.beginInteraction()
        engine.pinch(by: 3, around: CGPoint(x: 100, y: 250))
        #expect(engine.endInteraction(velocity: .zero).center == CGPoint(x: 310, y: 300))
        engine.configuration.maximumZoomScale = 2
        let settled = engine.settle()
        #expect(settled.transform.a == 2)
        #expect(isClose(settled.center, CGPoint(x: 170 + 280.0 / 3, y: 280)))
    }

    /// The pinch recognizer ending keeps the last focal point for the gesture's settle: the pan
    /// that goes on does not replace it. ×5 about F = (100, 250) rubber-bands past the maximum
    /// 4 to b = 4 · (1 + f(0.25)), f(x) = 1 − 1/(0.55 x + 1): b = 4 · (1 + 0.1375/1.1375);
    /// c = (100 + 70 b, 250 + 30 b). The pan moves x by 10 (inside [320 − 150 b, 20 + 150 b]).
    /// Released, b goes back to 4 about F: c = F + (c − F) · 4/b = (100 + (70 b + 10) · 4/b,
    /// 250 + 120) = (380 + 40/b, 370), inside x ∈ [−280, 620], y ∈ [170, 390]. About the coverage
    /// centre it would be elsewhere.
    @Test func theEndOfThePinchKeepsItsFocalPointForTheGesturesSettle() {
        var engine = Self.engine()
        let banded: CGFloat = 4 * (1 + 0.1375 / 1.1375)
        engine.beginInteraction()
        engine.pinch(by: 5, around: CGPoint(x: 100, y: 250), touchCount: 2)
        #expect(isClose(engine.zoomScale, banded))
        engine.endPinch()
        engine.pan(by: CGPoint(x: 10, y: 0))
        #expect(isClose(engine.geometry.center, CGPoint(x: 110 + 70 * banded, y: 250 + 30 * banded)))
        let settled = engine.endInteraction(velocity: .zero)
        #expect(settled.transform.a == 4)
        #expect(isClose(settled.center, CGPoint(x: 380 + 40 / banded, y: 370)))
    }

    /// A pinch event without a touch count (a pointer's zoom) then one with a count: the earlier
    /// pinch's count of 2 is not "the previous event's", so 1 now is no change of touches and the
    /// centroid's move from B (200, 300) to C (230, 280) pans by (30, −20) at an unchanged scale
    /// (2, or 3 after the command). Compared with an old count, it would re-baseline and not move.
    @Test(arguments: PinchEnding.allCases)
    func aTouchCountOfAnEarlierPinchIsNotThePreviousEvents(ending: PinchEnding) {
        var engine = Self.engine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 120, y: 250), touchCount: 2)
        ending.apply(to: &engine)
        engine.pinch(by: 1, around: CGPoint(x: 200, y: 300))
        let before = engine.geometry
        engine.pinch(by: 1, around: CGPoint(x: 230, y: 280), touchCount: 1)
        #expect(isClose(engine.geometry.center, CGPoint(x: before.center.x + 30, y: before.center.y - 20)))
        #expect(engine.zoomScale == before.transform.a)
    }

    /// Once a gesture is over nothing of it is left: the engine is equal to one that never had a
    /// gesture. ×2 about the resting centre (170, 280) keeps c there; released, it is settled
    /// (x ∈ [20, 320], y centred) — what `setZoomScale(2, around: (170, 280))` makes of a new
    /// engine; reset, it is a new engine.
    @Test(arguments: [false, true])
    func anEndedGestureLeavesNothingBehind(resets: Bool) {
        var engine = Self.engine()
        var expected = Self.engine()
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 170, y: 280), touchCount: 2)
        if resets {
            engine.reset()
        } else {
            engine.endInteraction(velocity: .zero)
            expected.setZoomScale(2, around: CGPoint(x: 170, y: 280))
        }
        #expect(engine == expected)
    }

    /// A crop opening set on the engine is no gesture's state: it outlives every way a pinch
    /// ends, a layout change through `updateLayout(containerBounds:restingFrame:contentFrame:)`
    /// included ("an explicit coverage rect is kept").
    @Test(arguments: PinchEnding.allCases)
    func anExplicitCoverageRectOutlivesTheGesture(ending: PinchEnding) {
        var engine = Self.engine()
        let opening = CGRect(x: 45, y: 180, width: 250, height: 200)
        engine.coverageRect = opening
        engine.beginInteraction()
        engine.pinch(by: 2, around: CGPoint(x: 120, y: 250), touchCount: 2)
        ending.apply(to: &engine)
        engine.endInteraction(velocity: .zero)
        #expect(engine.explicitCoverageRect == opening)
        #expect(engine.coverageRect == opening)
    }

    /// The first pinch event starts the gesture: a recognizer that begins afterwards (the pan,
    /// calling `beginInteraction()`) joins it and keeps the centroid. ×1 about (100, 300), then
    /// the fingers move (+12, −5): c = (170 + 12, 280 − 5) = (182, 275).
    @Test func aPinchWithoutBeginInteractionStartsTheGestureALaterRecognizerJoins() {
        var engine = Self.engine()
        engine.pinch(by: 1, around: CGPoint(x: 100, y: 300))
        #expect(engine.isInteracting)
        engine.beginInteraction()
        engine.pinch(by: 1, around: CGPoint(x: 112, y: 295))
        #expect(engine.geometry.center == CGPoint(x: 182, y: 275))
    }
}
