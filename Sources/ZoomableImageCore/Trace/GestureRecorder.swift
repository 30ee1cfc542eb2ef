import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Records what a view feeds its ``ZoomEngine`` into a ``GestureTrace``, in bounded memory: a
/// flight recorder that keeps the most recent gestures.
///
/// Create it from the view's engine when recording starts, call ``record(_:at:)`` every time the
/// view feeds the engine an event (right after, with the same event), and take ``trace(note:)``
/// when recording stops.
///
/// ```swift
/// var recorder = GestureRecorder(engine: engine, imageLayout: layout)   // startRecordingTrace()
/// let start = ProcessInfo.processInfo.systemUptime    // a monotonic clock, in seconds
/// // in every recognizer callback, next to the engine call:
/// engine.apply(.pan(translation: translation))
/// recorder.record(.pan(translation: translation), at: ProcessInfo.processInfo.systemUptime - start)
/// // stopRecordingTrace():
/// let trace = recorder.trace()
/// try trace.jsonData().write(to: url)
/// ```
///
/// Any monotonic clock will do; `ZoomableImageView` uses `CACurrentMediaTime()`.
///
/// ## Bounded, and still exact
///
/// At most ``capacity`` events are kept. A trace must replay exactly, so it cannot simply lose
/// its oldest events: the ones kept would then start from a state the trace does not describe.
/// So the recorder keeps its own copy of the engine at the state the kept events start from,
/// and drops whole gestures only: when full, it advances that copy over the oldest events to a
/// point where no gesture is in progress — at least a quarter of the capacity when it can, so
/// dropping is rare and ordinarily costs O(1) per event amortized — and that state becomes the trace's
/// start (``GestureTrace/initialGeometry``, layout values, configuration and policy then).
/// The most recent gestures are kept: the gesture in progress is never dropped to make room,
/// nor the last one that ended while an older one can go instead. A single gesture longer than
/// the capacity cannot be kept exactly and is dropped whole; recording goes on with the next
/// one. Likewise, recording that starts in the middle of a gesture begins once it ends.
/// ``droppedEventCount`` counts every dropped event.
///
/// Dropping the newest events instead (stop when full) would be simpler, but it loses exactly
/// the gesture the user wants to report when they stop recording a while after it.
///
/// Memory: about 150 bytes per event (10 000 events: 1.5 MB) plus one engine.
public struct GestureRecorder: Sendable {
    /// The default ``capacity``: 10 000 events, about 40 s of continuous pinching and panning at
    /// 120 Hz (each frame feeds a pinch and a pan event), far longer in ordinary use.
    public static let defaultCapacity = 10_000

    /// The most events kept. At least 1.
    public let capacity: Int
    /// The view's image layout, copied into the trace for drawing its pixel grid; update it when
    /// the view's image changes. `nil` when not given.
    public var imageLayout: ImageLayout?
    /// How many events were dropped: the oldest whole gestures when full, a gesture longer than
    /// the capacity, and the rest of a gesture in progress when recording started.
    public private(set) var droppedEventCount = 0
    /// The kept events, oldest first.
    public private(set) var events: [TimedGestureEvent] = []

    /// The engine before the first kept event: the trace's starting state. Never mid-gesture
    /// while ``events`` is not empty.
    var start: ZoomEngine

    /// Starts recording from the engine's current state.
    ///
    /// - Parameters:
    ///   - engine: the view's engine as recording starts (it may be zoomed in).
    ///   - imageLayout: the view's image layout, for drawing; default `nil`.
    ///   - capacity: the most events kept; default ``defaultCapacity``. Values below 1 mean 1.
    public init(engine: ZoomEngine, imageLayout: ImageLayout? = nil, capacity: Int = GestureRecorder.defaultCapacity) {
        start = engine
        self.imageLayout = imageLayout
        self.capacity = max(1, capacity)
    }

    /// Records one event, as the view has just fed it to its engine.
    ///
    /// - Parameters:
    ///   - event: the event, with exactly the values the engine got.
    ///   - time: when, in seconds since recording started.
    public mutating func record(_ event: GestureEvent, at time: TimeInterval) {
        if events.isEmpty && !start.isBetweenGestures {
            // Recording started mid-gesture (or a gesture outgrew the capacity): follow it to its end.
            start.apply(event)
            droppedEventCount += 1
            return
        }
        if events.count >= capacity {
            makeRoom()
        }
        if events.count >= capacity {
            // One gesture fills the recorder: it cannot be kept exactly. Drop it, follow it to its end.
            for entry in events {
                start.apply(entry.event)
            }
            droppedEventCount += events.count
            events.removeAll(keepingCapacity: true)
            record(event, at: time)
            return
        }
        events.append(TimedGestureEvent(time: time, event: event))
    }

    /// The recorded trace: the starting state and the kept events.
    ///
    /// While the recorder is following a gesture it does not keep (recording started in the
    /// middle of it, or it outgrew the capacity) and nothing has been kept since, the trace has no
    /// events and starts at the view's current geometry: a snapshot, without the gesture's state.
    ///
    /// - Parameter note: a free-text description for the trace ("double tap near the right edge
    ///   jumps"); default `nil`.
    /// - Returns: a trace that replays the kept events exactly.
    public func trace(note: String? = nil) -> GestureTrace {
        GestureTrace(engine: start, imageLayout: imageLayout, events: events, note: note,
                     droppedEventCount: droppedEventCount)
    }

    /// Drops the oldest whole gestures: up to the first point between gestures at or after a
    /// quarter of the capacity, but never the last gesture that ended while an older one can go
    /// instead. Drops nothing when no kept event ends a gesture.
    mutating func makeRoom() {
        let quota = max(1, capacity / 4)
        var engine = start
        var cut: (count: Int, engine: ZoomEngine)?
        for (offset, entry) in events.enumerated() {
            engine.apply(entry.event)
            guard engine.isBetweenGestures else { continue }
            let count = offset + 1
            if count == events.count {
                // The newest events end a gesture: drop it only if nothing older can go.
                if cut == nil { cut = (count, engine) }
                break
            }
            cut = (count, engine)
            if count >= quota { break }
        }
        guard let cut else { return }
        start = cut.engine
        events.removeFirst(cut.count)
        droppedEventCount += cut.count
    }
}

extension ZoomEngine {
    /// Whether the whole state is described by the layout values, configuration, policy,
    /// coverage rect and geometry — what a ``GestureTrace`` stores: no gesture is in progress
    /// and no centroid is remembered.
    var isBetweenGestures: Bool {
        !isInteracting && focalPoint == nil && lastFocalPoint == nil && pinchTouchCount == nil
    }
}
