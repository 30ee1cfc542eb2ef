import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A recorded session of a zoomable image view: where the view started and every input it
/// received, with timestamps. Replaying it (``replay()``) reproduces the session exactly, on any
/// machine: turn "the image jumps when I do X" into a file, and the file into a failing test.
///
/// Record one on a device with `ZoomableImageView.startRecordingTrace()` and
/// `stopRecordingTrace()`, save it with ``jsonData()``, and read it anywhere with
/// ``init(jsonData:)`` — or open it with `swift run zoom-replay TRACE.json`, which draws every
/// step.
///
/// ```swift
/// let trace = try GestureTrace(jsonData: Data(contentsOf: url))
/// for step in trace.replay() {
///     print(step.index, step.zoomScale, step.geometry.center)
/// }
/// ```
///
/// The file format is versioned (``formatVersion``); files of every earlier version load and
/// replay as they did when they were written.
public struct GestureTrace: Equatable, Sendable {
    /// The newest version of the JSON format: 3, an explicit start record and the view's inputs
    /// by name. Versions 1 (events fed to a zoom engine) and 2 (a view's inputs, with its
    /// interaction's stored state as the start) still read; a newer version fails to decode
    /// rather than replaying wrongly.
    public static let formatVersion = 3

    /// Where the view starts: its layout, settings, image, zoom and what was moving.
    @_spi(Internals) public var start: TraceStart
    /// The inputs the view received, in order, each with its time.
    @_spi(Internals) public var inputs: [TimedZoomInput]
    /// A free-text description ("double tap near the right edge jumps"), or `nil` (the default).
    /// Replay ignores it; tools show it.
    public var note: String?
    /// How many earlier inputs a bounded recorder dropped before `start` (their effect is in
    /// `start`). 0 by default.
    public var droppedInputCount: Int

    /// A trace from a start and inputs. Each argument sets the property of the same name; by
    /// default a new view (the inputs begin with its `initialize`), no inputs, no note and no
    /// dropped inputs.
    @_spi(Internals)
    public init(start: TraceStart = .newView, inputs: [TimedZoomInput] = [], note: String? = nil,
                droppedInputCount: Int = 0) {
        self.start = start
        self.inputs = inputs
        self.note = note
        self.droppedInputCount = droppedInputCount
    }

    /// How many inputs the trace holds.
    public var inputCount: Int { inputs.count }

    /// The trace's length in seconds: the last input's time (0 without inputs).
    public var duration: TimeInterval { inputs.last?.time ?? 0 }

    /// The image layout as the trace starts — for tools that draw the pixel grid.
    @_spi(Internals) public var startingLayout: ImageLayout { ZoomInteraction(start: start).imageLayout }
}
