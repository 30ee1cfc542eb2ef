import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import ZoomableImageCore

/// A trace is a file users attach to bug reports: it must survive JSON (bad floats included),
/// refuse formats it doesn't know, and rebuild exactly the engine the view had.
@Suite struct GestureTraceTests {
    /// Every field set, with asymmetric values and every kind of non-finite number in events.
    static let everything = GestureTrace(
        containerBounds: CGRect(x: 10, y: -20, width: 320, height: 480),
        restingFrame: CGRect(x: 15, y: -10, width: 300, height: 460),
        contentFrame: CGRect(x: 0, y: 130, width: 300, height: 200),
        coverageRect: CGRect(x: 40, y: 60, width: 250, height: 180),
        coveragePolicy: .alwaysCover,
        configuration: { var c = ZoomConfiguration(); c.maximumZoomScale = .infinity; c.bouncesPan = false; return c }(),
        imageLayout: ImageLayout(imageSize: CGSize(width: 400, height: 266.5), imageScale: 3, orientation: .leftMirrored,
                                 contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 300, height: 460)),
        initialGeometry: ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 460), center: CGPoint(x: 170, y: 230),
                                      transform: CGAffineTransform(scaleX: 1.5, y: 1.5)),
        events: [
            TimedGestureEvent(time: 0, event: .begin),
            TimedGestureEvent(time: 0.016, event: .pinch(factor: .nan, centroid: CGPoint(x: 1, y: 2), touchCount: 2)),
            TimedGestureEvent(time: 0.033, event: .pinch(factor: 1.1, centroid: CGPoint(x: CGFloat.infinity, y: 2), touchCount: nil)),
            TimedGestureEvent(time: 0.05, event: .pan(translation: CGPoint(x: -CGFloat.infinity, y: 3))),
            TimedGestureEvent(time: 0.066, event: .end(velocity: CGPoint(x: 120.5, y: -33))),
            TimedGestureEvent(time: 0.5, event: .beginFromPresented(ViewGeometry(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))),
            TimedGestureEvent(time: 0.6, event: .layout(containerBounds: CGRect(x: 0, y: 0, width: 480, height: 320),
                                                        restingFrame: CGRect(x: 0, y: 0, width: 480, height: 320),
                                                        contentFrame: CGRect(x: 0, y: 0, width: 480, height: 320),
                                                        coverageRect: nil)),
            TimedGestureEvent(time: .nan, event: .configure(ZoomConfiguration())),
            TimedGestureEvent(time: 0.7, event: .coveragePolicy(.centerWhenSmaller)),
            TimedGestureEvent(time: 0.8, event: .zoomToViewRect(CGRect(x: 5, y: 6, width: 7, height: 8))),
            TimedGestureEvent(time: 0.9, event: .setZoomScale(scale: 3, anchor: CGPoint(x: 9, y: 10))),
            TimedGestureEvent(time: 1.0, event: .rebaseline(centroid: CGPoint(x: 11, y: 12))),
            TimedGestureEvent(time: 1.1, event: .endPinch),
            TimedGestureEvent(time: 1.2, event: .doubleTap(location: CGPoint(x: 13, y: 14))),
            TimedGestureEvent(time: 1.3, event: .reset),
        ],
        note: "every field, \"quoted\" & ünïcode",
        droppedEventCount: 42)

    @Test func aTraceWithEveryFieldAndNonFiniteNumbersRoundTripsThroughJSON() throws {
        let data = try Self.everything.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"nan\"") && text.contains("\"inf\"") && text.contains("\"-inf\""))
        let decoded = try GestureTrace(jsonData: data)
        // NaN ≠ NaN, so compare what is comparable, then the bytes.
        #expect(decoded.containerBounds == Self.everything.containerBounds)
        #expect(decoded.initialGeometry == Self.everything.initialGeometry)
        #expect(decoded.imageLayout == Self.everything.imageLayout)
        #expect(decoded.configuration.maximumZoomScale == .infinity)
        #expect(decoded.note == Self.everything.note)
        #expect(decoded.droppedEventCount == 42)
        #expect(decoded.events.count == Self.everything.events.count)
        guard case .pinch(let factor, _, let touchCount) = decoded.events[1].event else {
            Issue.record("expected a pinch, got \(decoded.events[1].event)")
            return
        }
        #expect(factor.isNaN && touchCount == 2)
        #expect(decoded.events[7].time.isNaN)
        #expect(Array(decoded.events[8...]) == Array(Self.everything.events[8...]))
        #expect(try decoded.jsonData() == data)
    }

    @Test func jsonIsPrettyPrintedWithSortedKeysSoEqualTracesGiveEqualBytes() throws {
        let text = String(decoding: try Self.everything.jsonData(), as: UTF8.self)
        #expect(text.contains("\n"))
        let keys = ["configuration", "containerBounds", "contentFrame", "coveragePolicy", "coverageRect",
                    "droppedEventCount", "events", "formatVersion", "imageLayout", "initialGeometry", "note", "restingFrame"]
        let positions = keys.map { text.range(of: "\n  \"\($0)\" :")?.lowerBound ?? text.range(of: "\n  \"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func optionalFieldsAreLeftOutAndAMinimalFileDecodes() throws {
        // The smallest trace a person would write: no coverage rect, layout, geometry, note or count.
        let json = """
        {"formatVersion": 1, "containerBounds": [[0, 0], [300, 500]], "restingFrame": [[0, 0], [300, 500]],
         "contentFrame": [[0, 150], [300, 200]], "coveragePolicy": {"centerWhenSmaller": {}},
         "configuration": {"minimumZoomScale": 1, "maximumZoomScale": 4, "doubleTapZoomScale": 2.5,
                           "bouncesZoom": true, "bouncesPan": true},
         "events": [{"time": 0, "event": {"pan": {"translation": ["nan", 1]}}}]}
        """
        let trace = try GestureTrace(jsonData: Data(json.utf8))
        #expect(trace.coverageRect == nil && trace.imageLayout == nil && trace.initialGeometry == nil)
        #expect(trace.note == nil && trace.droppedEventCount == 0)
        #expect(trace.configuration == ZoomConfiguration())
        let text = String(decoding: try trace.jsonData(), as: UTF8.self)
        for key in ["coverageRect", "imageLayout", "initialGeometry", "note"] {
            #expect(!text.contains("\"\(key)\""))
        }
    }

    @Test(arguments: [GestureTrace.formatVersion + 1, 0, -1])
    func aFormatVersionThisBuildDoesNotKnowIsRefused(version: Int) throws {
        var object = try #require(JSONSerialization.jsonObject(with: try Self.everything.jsonData()) as? [String: Any])
        object["formatVersion"] = version
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try GestureTrace(jsonData: data) }
    }

    @Test func aFileWithoutAFormatVersionIsRefused() throws {
        var object = try #require(JSONSerialization.jsonObject(with: try Self.everything.jsonData()) as? [String: Any])
        object["formatVersion"] = nil
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try GestureTrace(jsonData: data) }
    }

    @Test func theEventFormatIsTheOneTheDocsShow() throws {
        // TimedGestureEvent's doc: {"event":{"pan":{"translation":[-12,3]}},"time":0.25}.
        let encoder = GestureTrace.makeJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let entry = TimedGestureEvent(time: 0.25, event: .pan(translation: CGPoint(x: -12, y: 3)))
        #expect(String(decoding: try encoder.encode(entry), as: UTF8.self)
                == #"{"event":{"pan":{"translation":[-12,3]}},"time":0.25}"#)
        // The JSON format doc: {"event":{"pinch":{"centroid":[0,150],"factor":2,"touchCount":2}},"time":0.05}.
        let pinch = #"{"event":{"pinch":{"centroid":[0,150],"factor":2,"touchCount":2}},"time":0.05}"#
        let decoded = try GestureTrace.makeJSONDecoder().decode(TimedGestureEvent.self, from: Data(pinch.utf8))
        #expect(decoded == TimedGestureEvent(time: 0.05, event: .pinch(factor: 2, centroid: CGPoint(x: 0, y: 150), touchCount: 2)))
    }

    @Test func theTypeExampleSettlesAtTheCorner() throws {
        // GestureTrace's doc example: ×2 at the corner settles at (300, 250) (ZoomEngineScenarioTests).
        let trace = GestureTrace(
            containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
            contentFrame: Fixture.photoContentFrame,
            events: [TimedGestureEvent(time: 0, event: .begin),
                     TimedGestureEvent(time: 0.05, event: .pinch(factor: 2, centroid: .zero, touchCount: 2)),
                     TimedGestureEvent(time: 0.10, event: .end(velocity: .zero))])
        #expect(trace.replay().last?.geometry.center == CGPoint(x: 300, y: 250))
        #expect(try GestureTrace(jsonData: trace.jsonData()) == trace)
    }

    @Test func makeEngineBuildsTheEngineTheScenarioHarnessBuilds() {
        // GestureScenario.makeEngine is how the property tests build a view's engine; a trace of the
        // same setup must build the same one, and replay the same states.
        for seed in UInt64(0)..<300 {
            let scenario = GestureScenario.random(seed: seed)
            let trace = GestureTrace(
                containerBounds: scenario.containerBounds, restingFrame: scenario.restingFrame,
                contentFrame: scenario.layout.imageFrame, coverageRect: scenario.coverageRect,
                coveragePolicy: scenario.coveragePolicy, configuration: scenario.configuration,
                imageLayout: scenario.layout,
                events: scenario.events.enumerated().map { TimedGestureEvent(time: Double($0.offset) / 60, event: $0.element) })
            var engine = scenario.makeEngine()
            #expect(trace.makeEngine() == engine, "seed \(seed)")
            for event in scenario.events { engine.apply(event) }
            #expect(trace.replayedEngine() == engine, "seed \(seed)")
        }
    }

    @Test func aTraceTakenFromAZoomedEngineStartsWhereItWas() {
        // Zoomed ×2 at the corner and settled: centre (300, 250), not the rest geometry.
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        engine.configuration.doubleTapZoomScale = 3
        engine.coveragePolicy = .alwaysCover
        engine.coverageRect = CGRect(x: 20, y: 100, width: 260, height: 300)
        let trace = GestureTrace(engine: engine)
        #expect(trace.initialGeometry?.center == CGPoint(x: 300, y: 250))
        #expect(trace.coverageRect == CGRect(x: 20, y: 100, width: 260, height: 300))
        #expect(trace.makeEngine() == engine)
    }

    @Test func aTraceTakenFromAnEngineAtRestStoresNoGeometry() {
        let engine = Fixture.photoEngine()
        let trace = GestureTrace(engine: engine)
        #expect(trace.initialGeometry == nil)
        #expect(trace.coverageRect == nil)
        #expect(trace.makeEngine() == engine)
    }

    @Test func anUnusableInitialGeometryStartsAtRest() {
        for transform in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: .nan, y: .nan),
                          CGAffineTransform(scaleX: -2, y: -2)] {
            let trace = GestureTrace(
                containerBounds: Fixture.portraitContainer, restingFrame: Fixture.portraitContainer,
                contentFrame: Fixture.photoContentFrame,
                initialGeometry: ViewGeometry(bounds: .zero, center: CGPoint(x: 1, y: 2), transform: transform))
            #expect(trace.makeEngine() == Fixture.photoEngine())
        }
    }
}
