import Foundation

/// One entry of a recorded view session: a ``ZoomInput`` and when the view sent it.
///
/// The time only paces playback; replay results never depend on it (the interaction reads no
/// clock).
///
/// ```swift
/// let entry = TimedZoomInput(time: 0.25, input: .touchesEnded(count: 1))
/// ```
@_spi(Internals)
public struct TimedZoomInput: Equatable, Sendable, Codable {
    /// When the view sent the input, in seconds since recording started.
    public var time: TimeInterval
    /// The input, exactly as the view sent it.
    public var input: ZoomInput

    /// Creates an entry at `time`, seconds since recording started.
    public init(time: TimeInterval, input: ZoomInput) {
        self.time = time
        self.input = input
    }
}
