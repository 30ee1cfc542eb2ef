import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import ZoomableImageCore

/// The recorder is bounded but its traces must stay exact: whatever it drops, replaying the
/// trace must rebuild the very engine the view ended with.
@Suite struct GestureRecorderTests {
    /// A view's engine and its recorder, fed together as the view will feed them.
    struct Session {
        var engine: ZoomEngine
        var recorder: GestureRecorder
        var clock: TimeInterval = 0
        var fed = 0

        init(engine: ZoomEngine = Fixture.photoEngine(), capacity: Int) {
            self.engine = engine
            recorder = GestureRecorder(engine: engine, imageLayout: Self.layout, capacity: capacity)
        }

        static let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                        bounds: Fixture.portraitContainer)

        mutating func feed(_ events: [GestureEvent]) {
            for event in events {
                engine.apply(event)
                clock += 1.0 / 60
                fed += 1
                recorder.record(event, at: clock)
            }
        }

        /// The trace replays to exactly the live engine, and accounts for every event fed. While the
        /// recorder follows a gesture it could not keep (nothing recorded since), the trace is a
        /// snapshot: the same geometry, without the gesture's state.
        func checkExact(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            let trace = recorder.trace()
            #expect(trace.events.count <= recorder.capacity, comment, sourceLocation: sourceLocation)
            #expect(trace.events.count + trace.droppedEventCount == fed, comment, sourceLocation: sourceLocation)
            if recorder.start.isBetweenGestures {
                #expect(trace.makeEngine() == recorder.start, comment, sourceLocation: sourceLocation)
                #expect(trace.replayedEngine() == engine, comment, sourceLocation: sourceLocation)
            } else {
                #expect(trace.events.isEmpty, comment, sourceLocation: sourceLocation)
                #expect(trace.replayedEngine().geometry == engine.geometry, comment, sourceLocation: sourceLocation)
            }
        }
    }

    /// A gesture of `moves + 2` events: begin, `moves` pans of (−3, +1), end.
    static func panGesture(moves: Int) -> [GestureEvent] {
        [.begin] + Array(repeating: .pan(translation: CGPoint(x: -3, y: 1)), count: moves) + [.end(velocity: .zero)]
    }

    @Test func underItsCapacityItKeepsEveryEventWithItsTime() {
        var session = Session(capacity: 100)
        session.feed([.begin, .pinch(factor: 2, centroid: .zero, touchCount: 2), .endPinch, .end(velocity: .zero)])
        let trace = session.recorder.trace(note: "corner pinch")
        #expect(trace.events.map(\.event) == [.begin, .pinch(factor: 2, centroid: .zero, touchCount: 2), .endPinch,
                                               .end(velocity: .zero)])
        #expect(isClose(trace.events[3].time, 4.0 / 60))
        #expect(trace.droppedEventCount == 0)
        #expect(trace.note == "corner pinch")
        #expect(trace.imageLayout == Session.layout)
        #expect(trace.initialGeometry == nil)
        // ×2 at the corner settles at (300, 250) (ZoomEngineScenarioTests).
        #expect(trace.replay().last?.geometry.center == CGPoint(x: 300, y: 250))
        session.checkExact()
    }

    /// A trace whose starting geometry has a scale of exactly 0 starts at rest: (150, 250) × 1
    /// for the photo of the docs.
    @Test func aStartingGeometryOfScaleZeroStartsAtRest() {
        let trace = GestureTrace(containerBounds: CGRect(x: 0, y: 0, width: 300, height: 500),
                                 restingFrame: CGRect(x: 0, y: 0, width: 300, height: 500),
                                 contentFrame: CGRect(x: 0, y: 150, width: 300, height: 200),
                                 initialGeometry: ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500),
                                                               center: CGPoint(x: 40, y: 60),
                                                               transform: CGAffineTransform(scaleX: 0, y: 0)))
        let engine = trace.makeEngine()
        #expect(engine.zoomScale == 1)
        #expect(engine.geometry.center == CGPoint(x: 150, y: 250))
    }

    @Test func recordingThatStartsZoomedInStartsTheTraceThere() {
        var session = Session(engine: ZoomEngineScenarioTests.zoomedAtTheLeftEdge(), capacity: 100)
        session.feed(Self.panGesture(moves: 5))
        let trace = session.recorder.trace()
        #expect(trace.initialGeometry?.center == CGPoint(x: 300, y: 250))
        // Five pans of −3 from cx = 300: 285, inside [0, 300]; y stays centred.
        #expect(trace.replay().last?.geometry.center == CGPoint(x: 285, y: 250))
        session.checkExact()
    }

    @Test func whenFullItDropsTheOldestWholeGesturesAndNeverHoldsMoreThanItsCapacity() {
        // Capacity 20, a quarter is 5. Gestures of 7 events each: after two (14) and most of a
        // third, the 21st event finds the recorder full; the first gesture end at or after 5
        // events is at 7, so the first gesture (7 events) goes.
        var session = Session(engine: ZoomEngineScenarioTests.zoomedAtTheLeftEdge(), capacity: 20)
        session.feed(Self.panGesture(moves: 5) + Self.panGesture(moves: 5) + Self.panGesture(moves: 5))
        #expect(session.recorder.events.count == 20 - 7 + 1)
        #expect(session.recorder.droppedEventCount == 7)
        // The trace now starts where the first gesture left the image: cx = 300 − 5 · 3 = 285.
        #expect(session.recorder.trace().initialGeometry?.center == CGPoint(x: 285, y: 250))
        session.checkExact()
        for _ in 0..<30 {
            session.feed(Self.panGesture(moves: 5))
            #expect(session.recorder.events.count <= 20)
            session.checkExact()
        }
    }

    @Test func aGestureEndingExactlyAtTheQuotaIsAllThatGoes() {
        // Capacity 20, a quarter is 5. Four gestures of 5 events fill it; the 21st event finds it
        // full. The first gesture ends at exactly 5 events, which meets the quota: it alone goes,
        // and the second (ending at 10) stays.
        var session = Session(engine: ZoomEngineScenarioTests.zoomedAtTheLeftEdge(), capacity: 20)
        session.feed(Self.panGesture(moves: 3) + Self.panGesture(moves: 3) + Self.panGesture(moves: 3)
                     + Self.panGesture(moves: 3))
        #expect(session.recorder.droppedEventCount == 0)
        session.feed([.begin])
        #expect(session.recorder.droppedEventCount == 5)
        #expect(session.recorder.events.count == 16)
        // The trace starts after the first gesture's three pans of −3: cx = 300 − 9 = 291.
        #expect(session.recorder.trace().initialGeometry?.center == CGPoint(x: 291, y: 250))
        session.checkExact()
    }

    @Test func shortGesturesGoTogetherUntilAQuarterOfTheCapacityIsFree() {
        // Capacity 20, a quarter is 5. Three double taps (1 event each), then gestures of 5, 4
        // and 8 events: gesture ends after 1, 2, 3, 8, 12 and 20 events. Making room frees at
        // least 5 when it can, so that dropping stays rare: not just the first tap (1), and no
        // more than needed (12): the first end at or past 5, after 8 events.
        var session = Session(capacity: 20)
        let taps = [CGPoint(x: 100, y: 200), CGPoint(x: 120, y: 210), CGPoint(x: 140, y: 220)]
        session.feed(taps.map { GestureEvent.doubleTap(location: $0) })
        session.feed(Self.panGesture(moves: 3) + Self.panGesture(moves: 2) + Self.panGesture(moves: 6))
        #expect(session.recorder.droppedEventCount == 0)
        session.feed([.begin])
        #expect(session.recorder.droppedEventCount == 8)
        #expect(session.recorder.events.count == 13)
        session.checkExact()
    }

    @Test func theLastGestureThatEndedIsKeptWhileAnOlderOneCanGo() {
        // A 1-event gesture (a double tap), then a 19-event one: full at 20. The next event must
        // not drop the 19-event gesture although it ends past the quota: the tap goes instead.
        var session = Session(capacity: 20)
        session.feed([.doubleTap(location: CGPoint(x: 280, y: 200))] + Self.panGesture(moves: 17))
        session.feed([.begin])
        #expect(session.recorder.droppedEventCount == 1)
        #expect(session.recorder.events.first?.event == .begin)
        #expect(session.recorder.events.count == 20)
        session.checkExact()
    }

    @Test func aGestureLongerThanTheCapacityIsDroppedWholeAndRecordingGoesOn() {
        var session = Session(capacity: 10)
        session.feed(Self.panGesture(moves: 30))                   // 32 events, never between gestures until the end
        #expect(session.recorder.events.isEmpty)
        #expect(session.recorder.droppedEventCount == 32)
        session.feed([.doubleTap(location: CGPoint(x: 100, y: 300))])
        #expect(session.recorder.events.map(\.event) == [.doubleTap(location: CGPoint(x: 100, y: 300))])
        session.checkExact()
    }

    @Test func recordingThatStartsMidGestureBeginsWhenTheGestureEnds() {
        var engine = Fixture.photoEngine()
        engine.beginInteraction()
        engine.pinch(by: 1.5, around: CGPoint(x: 40, y: 300), touchCount: 2)
        var session = Session(engine: engine, capacity: 100)
        session.feed([.pinch(factor: 1.2, centroid: CGPoint(x: 50, y: 310), touchCount: 2), .endPinch,
                      .end(velocity: .zero), .doubleTap(location: CGPoint(x: 200, y: 250))])
        #expect(session.recorder.droppedEventCount == 3)
        #expect(session.recorder.events.map(\.event) == [.doubleTap(location: CGPoint(x: 200, y: 250))])
        session.checkExact()
    }

    @Test func recordingThatStartsAfterAPinchReleasedWithoutEndPinchKeepsTheNextGesture() {
        // A hand-fed engine need not send endPinch: the release ends the pinch with the gesture,
        // touch count and all, so the engine is between gestures and nothing is skipped.
        var engine = Fixture.photoEngine()
        engine.apply(.begin)
        engine.apply(.pinch(factor: 1.5, centroid: CGPoint(x: 40, y: 300), touchCount: 2))
        engine.apply(.end(velocity: .zero))
        var session = Session(engine: engine, capacity: 100)
        session.feed([.doubleTap(location: CGPoint(x: 200, y: 250))])
        #expect(session.recorder.droppedEventCount == 0)
        #expect(session.recorder.events.map(\.event) == [.doubleTap(location: CGPoint(x: 200, y: 250))])
        session.checkExact()
    }

    @Test func aCapacityBelowOneMeansOne() {
        var session = Session(capacity: 0)
        #expect(session.recorder.capacity == 1)
        session.feed([.doubleTap(location: CGPoint(x: 200, y: 250)), .doubleTap(location: CGPoint(x: 20, y: 25))])
        #expect(session.recorder.events.count == 1)
        session.checkExact()
    }

    @Test func theDefaultCapacityIsTenThousand() {
        #expect(GestureRecorder(engine: Fixture.photoEngine()).capacity == 10_000)
    }

    @Test func randomSessionsThroughASmallRecorderReplayExactly() {
        // The property tests' sessions — rotations, interrupted animations, bad values, crop
        // openings — through recorders of 1–24 events, checked after every event.
        for seed in UInt64(0)..<400 {
            let scenario = GestureScenario.random(seed: seed)
            var session = Session(engine: scenario.makeEngine(), capacity: Int(seed % 24) + 1)
            for event in scenario.events {
                session.feed([event])
                session.checkExact("seed \(seed)")
            }
        }
    }
}
