import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Traces written before 1.0 — format 1 (engine events) and format 2 (a view's inputs, started
/// from the interaction's stored properties, mid-session and mid-gesture) — load and replay to
/// what the code of then replayed them to. The `.json` files in `LegacyTraces/` were written by
/// that code, and each `.replay.json` beside one holds, step by step, the centre, zoom scale,
/// animation and reports that code's replay gave (for format 1, one step per engine event).
@Suite struct LegacyTraceTests {
    /// One step as the old replay wrote it.
    struct Outcome: Decodable {
        var index: Int
        var center: [Double]
        var scale: Double
        var isAnimating: Bool
        var reports: [String]
    }

    /// A report as the old replay wrote it.
    static func describe(_ report: ZoomReport) -> String? {
        switch report {
        case .tap(let p): "tap \(p.x) \(p.y)"
        case .zoomChange(let s): "zoomChange \(s)"
        case .zoomEnd(let s): "zoomEnd \(s)"
        case .accessibilityValue(let s): "accessibilityValue \(s)"
        case .accessibilityPageScrolled(let r): "pageScrolled \(r.minX) \(r.minY) \(r.width) \(r.height)"
        case .loadEnded, .viewTap, .backgroundOpacity, .dismiss, .tileFailed, .accessibilityLayoutChanged: nil   // reports the old code did not have
        }
    }

    static func outcomes(_ name: String) throws -> [Outcome] {
        try JSONDecoder().decode([Outcome].self, from: Data(contentsOf: ExampleTraces.legacyFolder.appendingPathComponent(name)))
    }

    /// Compares a replay with the old one, step by step (geometry to 1e-9 relative).
    static func compare(_ steps: [ReplayStep], with old: [Outcome], comparesReports: Bool, file: String) {
        #expect(steps.count == old.count, "\(file): \(steps.count) steps, the old replay had \(old.count)")
        for (step, expected) in zip(steps, old) {
            let tolerance = 1e-9 * max(1, abs(expected.center[0]), abs(expected.center[1]))
            #expect(abs(step.geometry.center.x - expected.center[0]) <= tolerance
                    && abs(step.geometry.center.y - expected.center[1]) <= tolerance
                    && isClose(step.zoomScale, expected.scale, tolerance: 1e-9),
                    "\(file) step \(expected.index): \(step.geometry.center) × \(step.zoomScale), was \(expected.center) × \(expected.scale)")
            guard comparesReports else { continue }
            // (The old replay left step 0's animation unset; the start's is known now.)
            #expect(step.isAnimating == expected.isAnimating || expected.index == 0, "\(file) step \(expected.index): animating")
            #expect(step.reports.compactMap(describe) == expected.reports, "\(file) step \(expected.index): reports")
        }
    }

    @Test(arguments: ["legacy-whole-view", "legacy-mid-session", "legacy-mid-session-61"])
    func aViewTraceOfFormatTwoReplaysAsItDidThen(name: String) throws {
        let trace = try ExampleTraces.loadLegacy("\(name).json")
        #expect(trace.note?.hasPrefix("legacy") == true)
        Self.compare(trace.replay(), with: try Self.outcomes("\(name).replay.json"), comparesReports: true, file: name)
    }

    /// A recording started mid-session: it starts holding a caught zoom animation with a finger
    /// down, heading to 2.4 about (118.4, 624), as the old interaction's stored state said.
    @Test func aMidSessionStartIsRebuiltFromTheOldStoredState() throws {
        let start = try ExampleTraces.loadLegacy("legacy-mid-session-61.json").start
        #expect(start.touchCount == 1)
        guard case .holding(let target?) = start.movement else {
            Issue.record("expected a held zoom animation, got \(start.movement)")
            return
        }
        #expect(isClose(target.scale, 2.4) && isClose(target.center, CGPoint(x: 118.4, y: 624)))
        #expect(start.display.windowSize == CGSize(width: 390, height: 844))     // the old screenSize
    }

    /// A format 2 file written before key commands existed has no `areKeyCommandsEnabled`: the
    /// view then offered none to turn off, so it starts with them on, as a new view does (the
    /// same file with the key removed).
    @Test func aMidSessionStartFromBeforeKeyCommandsHasThemOn() throws {
        let url = ExampleTraces.legacyFolder.appendingPathComponent("legacy-mid-session-61.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let older = text.replacingOccurrences(of: #""areKeyCommandsEnabled" : true,"#, with: "")
        #expect(older != text)
        #expect(try GestureTrace(jsonData: Data(older.utf8)).start.areKeyCommandsEnabled == true)
    }

    /// Format 1: engine events from a zoomed engine, converted into a view's inputs — the replay
    /// after each event is where the engine's was.
    @Test func anEngineTraceOfFormatOneReplaysAsItDidThen() throws {
        let steps = try ExampleTraces.eventSteps("legacy-engine-events.json")
        Self.compare(steps, with: try Self.outcomes("legacy-engine-events.replay.json"), comparesReports: false,
                     file: "legacy-engine-events")
    }

    /// A content frame no image view draws — a view of the app's own drove the engine — cannot
    /// be replayed as a view's session: the file is refused, saying why.
    @Test func aFormatOneTraceNoImageViewCouldRecordIsRefused() {
        let file = """
            {"formatVersion": 1, "containerBounds": [[0, 0], [300, 500]], "restingFrame": [[0, 0], [300, 500]],
             "contentFrame": [[10, 20], [100, 100]], "coveragePolicy": {"centerWhenSmaller": {}},
             "configuration": {}, "events": [{"time": 0, "event": {"begin": {}}}]}
            """
        #expect(throws: GestureTrace.LegacyFormatError.contentFrameNoImageViewDraws(CGRect(x: 10, y: 20, width: 100, height: 100))) {
            try GestureTrace(jsonData: Data(file.utf8))
        }
    }
}
