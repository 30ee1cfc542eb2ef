#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// Starts recording every input the view's interaction model receives — recognizer
    /// callbacks, touches, commands, layout changes, animation completions — with timestamps, to
    /// turn "the image jumps when I do X" into a file that reproduces the whole view anywhere
    /// (`swift run zoom-replay trace.json`). Off by default.
    ///
    /// Memory is bounded: at most `capacity` inputs are kept (about 200 bytes each); when full
    /// the oldest quarter is dropped, and the trace starts from the state after them. Starting
    /// again discards the current recording.
    ///
    /// - Parameter capacity: the most inputs kept. Default 10 000 (about 40 s of continuous
    ///   two-finger gestures at 120 Hz).
    public func startRecordingTrace(capacity: Int = 10_000) {
        traceRecorder = TraceRecorder(interaction: host.interaction, capacity: capacity)
        traceStartTime = CACurrentMediaTime()
    }

    /// Stops recording and returns the trace: the view's state when recording started (or, after
    /// dropping, after the dropped inputs) and the inputs since. Save it with
    /// `try trace.jsonData()`.
    ///
    /// - Returns: the recorded trace; without a recording, a trace of the current state with no
    ///   inputs.
    public func stopRecordingTrace() -> GestureTrace {
        defer { traceRecorder = nil }
        return (traceRecorder ?? TraceRecorder(interaction: host.interaction)).trace()
    }

    /// Whether a trace is being recorded.
    public var isRecordingTrace: Bool { traceRecorder != nil }

    /// Records an input as the view sends it, when recording.
    func record(_ input: ZoomInput) {
        traceRecorder?.record(input, at: CACurrentMediaTime() - traceStartTime)
    }
}
#endif
