import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Traces of a whole view: whatever the recorder drops, replaying its trace must rebuild the very
/// interaction the view ended with — mid-gesture starts and animations included — and survive
/// JSON.
@MainActor
@Suite struct TraceRecorderTests {
    /// A session on the photo view: zoom, pan with a fling caught by a touch, a rotation, a
    /// double tap whose animation completes, a pinch with a NaN event, a ⌘-scroll and a
    /// panning scroll, a key command and the keyboard's settings.
    static func session(_ view: SimulatedView) {
        view.doubleTap(at: CGPoint(x: 100, y: 200))
        view.completeAnimation()
        view.pan(by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: -150, y: 0))
        view.animationProgress = 0.5
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
        view.send(.frame(landscape, container: landscape, fromOwnWrite: false))
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 250, y: 150), touchCount: 2))
        view.send(.pinch(.changed, scale: .nan, centroid: CGPoint(x: 250, y: 150), touchCount: 2))
        view.send(.pinch(.changed, scale: 1.3, centroid: CGPoint(x: 240, y: 150), touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: CGPoint(x: 240, y: 150), touchCount: 2))
        view.completeAnimation()
        view.scroll([CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 40)], at: CGPoint(x: 200, y: 100), modifiers: .command)
        view.completeAnimation()
        view.scroll([CGPoint(x: -30, y: 10)], at: CGPoint(x: 200, y: 100), velocity: CGPoint(x: -300, y: 0))
        view.send(.keyCommand(.scrollLeft, shown: view.shown))
        view.completeAnimation()
        view.send(.scrollZoomModifiers(.alternate))
        view.send(.keyCommandsEnabled(false))
        view.send(.singleTap(.ended, location: CGPoint(x: 250, y: 150)))
    }

    /// Records `view.inputs` from index `from` into a recorder made at that point.
    static func record(_ view: SimulatedView, from start: ZoomInteraction, inputs: ArraySlice<ZoomInput>,
                       capacity: Int) -> TraceRecorder {
        var recorder = TraceRecorder(interaction: start, capacity: capacity)
        for (offset, input) in inputs.enumerated() {
            recorder.record(input, at: Double(offset) / 60)
        }
        return recorder
    }

    @Test(arguments: [1, 3, 8, 1000])
    func whateverItDropsTheTraceReplaysToTheLiveView(capacity: Int) {
        let view = PhotoView.make()
        let start = view.interaction
        Self.session(view)
        let recorder = Self.record(view, from: start, inputs: view.inputs[...], capacity: capacity)
        let trace = recorder.trace()
        #expect(trace.inputs.count <= capacity)
        #expect(trace.inputs.count + trace.droppedInputCount == view.inputs.count)
        #expect(String(describing: trace.replayedInteraction()) == String(describing: view.interaction))
    }

    /// VoiceOver's focus on something other than the content (every content surface hears every
    /// focus in the app) is not recorded; a focus on the content is, and the trace still replays
    /// to the live view: zoomed ×3, the element at (260, 200, 30 × 10) out of view comes in.
    @Test func aFocusOnSomethingElseIsNotRecorded() {
        let view = ZoomInteractionContentTests.diagramView()
        let start = view.interaction
        let first = view.inputs.count
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        view.send(.accessibilityFocus(viewRect: nil, safeArea: nil, shown: view.shown))
        view.send(.accessibilityFocus(viewRect: CGRect(x: 260, y: 200, width: 30, height: 10),
                                      safeArea: CGRect(x: 0, y: 0, width: 300, height: 500), shown: view.shown))
        view.send(.accessibilityFocus(viewRect: nil, safeArea: CGRect(x: 0, y: 59, width: 300, height: 407), shown: view.shown))
        view.completeAnimation()
        let recorder = Self.record(view, from: start, inputs: view.inputs[first...], capacity: 100)
        #expect(recorder.inputs.map(\.input.kind) == [.setZoomScale, .accessibilityFocus, .animationFinished])
        #expect(String(describing: recorder.trace().replayedInteraction()) == String(describing: view.interaction))
    }

    @Test func aRecordingStartedMidGestureReplaysExactly() {
        let view = PhotoView.make()
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 120, y: 240), touchCount: 2))
        view.send(.pinch(.changed, scale: 1.5, centroid: CGPoint(x: 120, y: 240), touchCount: 2))
        let start = view.interaction
        let first = view.inputs.count
        view.send(.pinch(.changed, scale: 1.5, centroid: CGPoint(x: 110, y: 230), touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: CGPoint(x: 110, y: 230), touchCount: 2))
        view.completeAnimation()
        let trace = Self.record(view, from: start, inputs: view.inputs[first...], capacity: 100).trace()
        #expect(trace.start.movement != .rest)
        #expect(String(describing: trace.replayedInteraction()) == String(describing: view.interaction))
    }

    @Test func aTraceOfAWholeViewSurvivesJSONAndReplaysStepByStep() throws {
        let view = PhotoView.make()
        let start = view.interaction
        Self.session(view)
        let trace = Self.record(view, from: start, inputs: view.inputs[...], capacity: 1000).trace(note: "session")
        let data = try trace.jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains("\"formatVersion\" : 3"))
        let decoded = try GestureTrace(jsonData: data)
        #expect(try decoded.jsonData() == data)                     // (NaN ≠ NaN: compared as JSON)
        #expect(decoded.start == trace.start)
        let steps = decoded.replay()
        #expect(steps.count == trace.inputs.count + 1)
        #expect(steps.last?.geometry == view.interaction.geometry)
        // The double tap's step reports its target at once; its completion's step, the end.
        let doubleTap = try #require(steps.first { if case .doubleTap = $0.input { return true } else { return false } })
        #expect(doubleTap.reports.first == .zoomChange(2.5) && doubleTap.isAnimating)
        let finish = try #require(steps.first { if case .animationFinished = $0.input { return true } else { return false } })
        #expect(finish.reports == [.zoomEnd(2.5)])
        // The ⌘-scroll's steps zoom, its end included; the plain scroll's pan.
        let scrolls = steps.filter { if case .scroll = $0.input { return true } else { return false } }
        #expect(scrolls.map(\.scrollZooms) == [true, true, true, true, false, false, false])
    }
}
