import Foundation

/// One entry of a ``GestureTrace``: an engine input and when the view fed it.
///
/// The time only paces playback (tools animate at the recorded speed); replay results never
/// depend on it, because the engine never reads a clock.
///
/// ```swift
/// let entry = TimedGestureEvent(time: 0.25, event: .pan(translation: CGPoint(x: -12, y: 3)))
/// // JSON: {"event":{"pan":{"translation":[-12,3]}},"time":0.25}
/// ```
public struct TimedGestureEvent: Equatable, Sendable, Codable {
    /// When the view fed the event, in seconds since recording started (for a view,
    /// `CACurrentMediaTime()` minus its value at the start). Non-decreasing along a trace as
    /// recorded; tools treat a step back in time as no pause.
    public var time: TimeInterval
    /// The input, exactly as the view fed it to the engine.
    public var event: GestureEvent

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - time: seconds since recording started.
    ///   - event: the input.
    public init(time: TimeInterval, event: GestureEvent) {
        self.time = time
        self.event = event
    }
}
