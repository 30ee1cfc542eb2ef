#if canImport(UIKit)
import QuartzCore
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    /// Starts recording every input the view feeds its zoom engine — gesture events, commands,
    /// layout changes — with timestamps, to turn "the image jumps when I do X" into a file that
    /// reproduces it anywhere (`swift run zoom-replay trace.json`). Off by default.
    ///
    /// Memory is bounded: at most `capacity` events are kept (about 150 bytes each); when full the
    /// oldest whole gestures are dropped, so the most recent ones always replay exactly. Starting
    /// again discards the current recording.
    ///
    /// - Parameter capacity: the most events kept. Default 10 000 (about 40 s of continuous
    ///   two-finger gestures at 120 Hz).
    public func startRecordingTrace(capacity: Int = GestureRecorder.defaultCapacity) {
        traceRecorder = GestureRecorder(engine: engine, imageLayout: layout, capacity: capacity)
        traceStartTime = CACurrentMediaTime()
    }

    /// Stops recording and returns the trace: the state recording started from (or, after
    /// dropping, the state the oldest kept gesture starts from) and the events since. Save it with
    /// `try trace.jsonData()`.
    ///
    /// - Returns: the recorded trace; without a recording, a trace of the current state with no
    ///   events.
    public func stopRecordingTrace() -> GestureTrace {
        defer { traceRecorder = nil }
        return traceRecorder?.trace() ?? GestureTrace(engine: engine, imageLayout: layout)
    }

    /// Whether a trace is being recorded.
    public var isRecordingTrace: Bool { traceRecorder != nil }

    /// Feeds one event to the engine — the only way the view changes it — and records it when
    /// recording.
    func feed(_ event: GestureEvent) {
        engine.apply(event)
        if traceRecorder != nil {
            traceRecorder?.record(event, at: CACurrentMediaTime() - traceStartTime)
            if case .layout = event { traceRecorder?.imageLayout = layout }
        }
    }
}
#endif
