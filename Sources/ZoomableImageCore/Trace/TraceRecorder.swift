import Foundation

/// Records every input a view sends its ``ZoomInteraction`` into a ``GestureTrace``, in bounded
/// memory: a flight recorder of the whole view — gestures, touches, commands, layout changes,
/// animation completions — that keeps the most recent inputs.
///
/// ```swift
/// var recorder = TraceRecorder(interaction: host.interaction)   // startRecordingTrace()
/// // for every input, before the interaction takes it:
/// recorder.record(input, at: secondsSinceStart)
/// let trace = recorder.trace()                                  // stopRecordingTrace()
/// try trace.jsonData().write(to: url)
/// ```
///
/// ## Bounded, and still exact
///
/// At most ``capacity`` inputs are kept. When full, the recorder applies its oldest quarter of
/// inputs to its copy of the starting interaction and drops them (O(1) per input amortized); the
/// trace then starts from that state — mid-gesture if need be, since ``TraceStart`` records what
/// was moving — and replays the kept inputs exactly. ``droppedInputCount`` counts the dropped
/// inputs.
///
/// Memory: about 200 bytes per input (10 000 inputs: 2 MB) plus one interaction.
@_spi(Internals)
public struct TraceRecorder: Sendable {
    /// The default ``capacity``: 10 000 inputs, about 40 s of continuous two-finger gestures at
    /// 120 Hz (each frame sends a pinch and a pan), far longer in ordinary use.
    public static let defaultCapacity = 10_000

    /// The most inputs kept. At least 1.
    public let capacity: Int
    /// How many of the oldest inputs were dropped to make room.
    public private(set) var droppedInputCount = 0
    /// The kept inputs, oldest first.
    public private(set) var inputs: [TimedZoomInput] = []
    /// The interaction before the first kept input.
    private var start: ZoomInteraction

    /// Starts recording from an interaction's current state (zoomed, mid-gesture, anything),
    /// keeping at most `capacity` inputs: ``defaultCapacity`` by default, values below 1 meaning 1.
    public init(interaction: ZoomInteraction, capacity: Int = TraceRecorder.defaultCapacity) {
        start = interaction
        start.discardReports()
        self.capacity = max(1, capacity)
        // Only a hint, to spare the first few growths while recording: any reservation keeps the
        // same inputs, so a mutant of this line (reserving more, or less) is equivalent — it
        // changes memory, never what is recorded.
        inputs.reserveCapacity(min(self.capacity, 1024))
    }

    /// Records one input, exactly as the view is about to send it to its interaction, at `time`
    /// (seconds since recording started) — unless it cannot change anything and is not the
    /// view's own (``keeps(_:)``).
    public mutating func record(_ input: ZoomInput, at time: TimeInterval) {
        guard Self.keeps(input) else { return }
        if inputs.count >= capacity {
            dropOldest(max(1, capacity / 4))
        }
        inputs.append(TimedZoomInput(time: time, input: input))
    }

    /// Whether an input is recorded: all but VoiceOver's focus on something other than the
    /// view's content (``ZoomInput/accessibilityFocus(viewRect:safeArea:shown:)`` without a rect),
    /// which every content surface hears for every focus anywhere in the app and which changes
    /// nothing: leaving it out keeps the trace the view's, and its replay the same.
    static func keeps(_ input: ZoomInput) -> Bool {
        if case .accessibilityFocus(viewRect: nil, _, _) = input { return false }
        return true
    }

    /// The recorded trace: where the view started and the kept inputs, with an optional free-text
    /// `note` ("double tap near the right edge jumps").
    public func trace(note: String? = nil) -> GestureTrace {
        GestureTrace(start: TraceStart(start), inputs: inputs, note: note, droppedInputCount: droppedInputCount)
    }

    /// Applies the oldest `count` inputs to the starting state and drops them.
    mutating func dropOldest(_ count: Int) {
        for entry in inputs.prefix(count) {
            _ = start.handle(entry.input)
        }
        start.discardReports()
        inputs.removeFirst(min(count, inputs.count))
        droppedInputCount += count
    }
}

extension ZoomInteraction {
    /// Forgets every queued report (they were delivered live, or belong to dropped inputs).
    mutating func discardReports() {
        reports.removeAll()
    }
}
