import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import ZoomableImageCore

/// Replay is the point of a trace: the same file must give the same steps every time, and each
/// step must show what the engine really did — including what a live view never shows (where it
/// would settle, the pinch centroid).
@Suite struct GestureTraceReplayTests {
    /// The corner pinch of ZoomEngineScenarioTests, pulled and flung: begin, ×2 at (0, 0), end
    /// pinch, pan (+100, 0), end with (−400, 0) pt/s.
    static let trace = GestureTrace(
        containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
        contentFrame: Fixture.photoContentFrame,
        events: [
            TimedGestureEvent(time: 0.2, event: .begin),
            TimedGestureEvent(time: 0.25, event: .pinch(factor: 2, centroid: .zero, touchCount: 2)),
            TimedGestureEvent(time: 0.3, event: .endPinch),
            TimedGestureEvent(time: 0.35, event: .pan(translation: CGPoint(x: 100, y: 0))),
            TimedGestureEvent(time: 0.4, event: .end(velocity: CGPoint(x: -400, y: 0))),
        ])

    @Test func stepZeroIsTheStartAndEachEventAddsOneStep() {
        let steps = Self.trace.replay()
        #expect(steps.count == 6)
        #expect(steps.map(\.index) == [0, 1, 2, 3, 4, 5])
        // Step 0 carries the first event's time; the others their event's.
        #expect(steps.map(\.time) == [0.2, 0.2, 0.25, 0.3, 0.35, 0.4])
        #expect(steps[0].event == nil)
        #expect(steps[0].geometry == Fixture.photoEngine().geometry)
        #expect(steps[3].event == .endPinch)
        #expect(GestureTrace(containerBounds: .zero, restingFrame: .zero, contentFrame: .zero).replay().map(\.time) == [0])
    }

    @Test func eachStepShowsTheEnginesStateAfterItsEvent() {
        let steps = Self.trace.replay()
        // Step 2, pinched ×2 at the corner: centre (300, 500), drawn (0, 300, 600 × 400), which is
        // shorter than the container: margins 300 above and −200 below, so it must move
        // (300 + 200)/2 = 250 up: top gap 250. Settling centres it: (300, 250).
        let pinched = steps[2]
        #expect(pinched.geometry.center == CGPoint(x: 300, y: 500))
        #expect(pinched.zoomScale == 2)
        #expect(pinched.isInteracting)
        #expect(pinched.focalPoint == .zero)
        #expect(pinched.drawnImageFrame == CGRect(x: 0, y: 300, width: 600, height: 400))
        #expect(pinched.viewFrame == CGRect(x: 0, y: 0, width: 600, height: 1000))
        #expect(pinched.coverageGaps == CoverageGaps(drawnImage: pinched.drawnImageFrame, coverage: Fixture.portraitContainer))
        #expect(pinched.coverageGaps.top == 250)
        #expect(pinched.settleTarget.center == CGPoint(x: 300, y: 250))
        #expect(pinched.settledImageFrame == CGRect(x: 0, y: 50, width: 600, height: 400))
        #expect(pinched.isUnsettled())
        // Step 3, the pinch ended: no centroid any more, still interacting.
        #expect(steps[3].focalPoint == nil)
        #expect(steps[3].isInteracting)
        // Step 5, released with a fling: the target is adopted, so it is its own settle target.
        let released = steps[5]
        #expect(!released.isInteracting)
        #expect(released.settleTarget == released.geometry)
        #expect(!released.isUnsettled(tolerance: 0))
        #expect(released.coverageRect == Fixture.portraitContainer)
        #expect(released.containerBounds == Fixture.portraitContainer)
    }

    @Test func configurationAndPolicyEventsApplyAtTheNextSettle() {
        // Zoomed ×3 about the centre, then a maximum of 2 and a crop policy arrive as events:
        // nothing moves until the release, which settles to 2 about the coverage centre.
        // Under `.alwaysCover` the minimum becomes the cover scale max(300/300, 500/200) = 2.5,
        // above the new maximum 2, so the minimum wins: 2.5.
        var configuration = ZoomConfiguration()
        configuration.maximumZoomScale = 2
        let trace = GestureTrace(
            containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
            contentFrame: Fixture.photoContentFrame,
            events: [TimedGestureEvent(time: 0, event: .setZoomScale(scale: 3, anchor: CGPoint(x: 150, y: 250))),
                     TimedGestureEvent(time: 0.1, event: .configure(configuration)),
                     TimedGestureEvent(time: 0.2, event: .coveragePolicy(.alwaysCover)),
                     TimedGestureEvent(time: 0.3, event: .begin),
                     TimedGestureEvent(time: 0.4, event: .end(velocity: .zero))])
        let steps = trace.replay()
        #expect(steps[2].zoomScale == 3)
        #expect(steps[3].zoomScale == 3)
        let engine = trace.replayedEngine()
        #expect(engine.configuration.maximumZoomScale == 2)
        #expect(engine.coveragePolicy == .alwaysCover)
        #expect(engine.zoomScale == 2.5)
    }

    @Test func theFlingIsProjectedBeforeClamping() {
        // Step 4: pulled +100 past cx = 300 → 300 + f(100) = 300 + 55·300/355 = 346.48.
        // Step 5: −400 pt/s coasts −199.6: 346.48 − 199.6 = 146.88, inside [0, 300].
        let steps = Self.trace.replay()
        #expect(isClose(steps[4].geometry.center.x, 300 + 16500.0 / 355))
        #expect(isClose(steps[5].geometry.center, CGPoint(x: 300 + 16500.0 / 355 - 199.6, y: 250)))
    }

    @Test func replayIsDeterministicEvenWithNonFiniteInput() throws {
        // Steps compare as JSON, where NaN equals itself.
        let encoder = GestureTrace.makeJSONEncoder()
        for trace in [GestureTraceTests.everything, Self.trace] {
            let first = try encoder.encode(trace.replay())
            let second = try encoder.encode(trace.replay())
            let decodedAgain = try encoder.encode(GestureTrace(jsonData: trace.jsonData()).replay())
            #expect(first == second)
            #expect(first == decodedAgain)
        }
    }

    @Test func everyStepMatchesTheEngineFedEventByEvent() {
        for seed in UInt64(1000)..<1200 {
            let scenario = GestureScenario.random(seed: seed)
            let trace = GestureTrace(
                containerBounds: scenario.containerBounds, restingFrame: scenario.restingFrame,
                contentFrame: scenario.layout.imageFrame, coverageRect: scenario.coverageRect,
                coveragePolicy: scenario.coveragePolicy, configuration: scenario.configuration,
                events: scenario.events.map { TimedGestureEvent(time: 0, event: $0) })
            let steps = trace.replay()
            var engine = scenario.makeEngine()
            #expect(steps[0].geometry == engine.geometry)
            for (index, event) in scenario.events.enumerated() {
                engine.apply(event)
                let step = steps[index + 1]
                #expect(step.geometry == engine.geometry && step.isInteracting == engine.isInteracting
                        && step.focalPoint == engine.focalPoint && step.coverageRect == engine.coverageRect
                        && step.settleTarget == engine.settledGeometry(velocity: .zero),
                        "seed \(seed), event \(index)")
            }
            #expect(trace.replayedEngine() == engine)
        }
    }
}
