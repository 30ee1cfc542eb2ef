import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A recorded zoom session: the setup of a ``ZoomEngine`` and every input a view fed it, with
/// timestamps. Replaying it (``replay()``) reproduces the session exactly, on any machine: turn
/// "the image jumps when I do X" into a file, and the file into a failing test.
///
/// The setup is what the engine's initializer and properties take — container, resting and
/// content frames, configuration, coverage policy and rect — plus, when the session did not
/// start at rest, the view's geometry then. The image layout is optional: it only lets tools
/// draw the image's pixel grid. Build a trace by hand, or record one with ``GestureRecorder``.
///
/// ```swift
/// // The photo of the docs (600 × 400 px, aspect fit in 300 × 500 pt), pinched ×2 at a corner.
/// let trace = GestureTrace(
///     containerBounds: CGRect(x: 0, y: 0, width: 300, height: 500),
///     restingFrame: CGRect(x: 0, y: 0, width: 300, height: 500),
///     contentFrame: CGRect(x: 0, y: 150, width: 300, height: 200),
///     events: [TimedGestureEvent(time: 0, event: .begin),
///              TimedGestureEvent(time: 0.05, event: .pinch(factor: 2, centroid: .zero, touchCount: 2)),
///              TimedGestureEvent(time: 0.10, event: .end(velocity: .zero))])
/// trace.replay().last?.geometry.center     // (300, 250): settled, width covered, height centred
/// let file = try trace.jsonData()          // and back: try GestureTrace(jsonData: file)
/// ```
///
/// `Codable` in a documented JSON format (see ``jsonData()``); ``formatVersion`` guards it.
public struct GestureTrace: Equatable, Sendable {
    /// The newest version of the JSON format this build writes and reads: 2, which adds traces of
    /// a whole view (``interaction`` and ``inputs``). A trace of engine events is still written
    /// as version 1, and version 1 files still read. A file with a newer version fails to decode
    /// rather than replaying wrongly.
    public static let formatVersion = 2

    /// The container's (superview's) bounds when the trace starts, in container space (points).
    public var containerBounds: CGRect
    /// The view's untransformed frame when the trace starts, in container space (points).
    public var restingFrame: CGRect
    /// The drawn image inside the view (`ImageLayout.imageFrame`) when the trace starts, in
    /// view space (points).
    public var contentFrame: CGRect
    /// An explicit coverage rect (a crop opening), in container space (points); `nil` (the
    /// default) follows ``containerBounds``, as ``ZoomEngine/coverageRect`` does.
    public var coverageRect: CGRect?
    /// The engine's coverage policy when the trace starts. `.centerWhenSmaller` by default.
    public var coveragePolicy: CoveragePolicy
    /// The engine's configuration when the trace starts. ``ZoomConfiguration/init()`` by default.
    public var configuration: ZoomConfiguration
    /// The view's image layout (its `imageFrame` is ``contentFrame``), or `nil` (the default).
    /// Replay ignores it; tools use its ``ImageLayout/pixelSize`` to draw the pixel grid.
    public var imageLayout: ImageLayout?
    /// The view's geometry when the trace starts, if not at rest; `nil` (the default) starts at
    /// ``ZoomEngine/restGeometry``. Only its `center` and the scale of its `transform` are used,
    /// and only when finite with a positive scale (container space, points).
    public var initialGeometry: ViewGeometry?
    /// The inputs, in the order the view fed them, each with its time.
    public var events: [TimedGestureEvent]
    /// A free-text description ("double tap near the right edge jumps"), or `nil` (the default).
    /// Replay ignores it; tools show it.
    public var note: String?
    /// How many earlier events a bounded recorder dropped before ``events`` (whole gestures, so
    /// the trace still starts from an exact state). 0 by default.
    public var droppedEventCount: Int
    /// For a trace of a whole view (recorded by ``InteractionRecorder``): the view's
    /// ``ZoomInteraction`` as the trace starts; `nil` (the default) for a trace of engine events,
    /// or for a whole view that starts new (a hand-written trace whose ``inputs`` begin with
    /// ``ZoomInput/initialize(center:bounds:)``). With either, ``inputs`` replay instead of
    /// ``events``.
    public var interaction: ZoomInteraction?
    /// For a trace of a whole view: the inputs the view sent its interaction, in order, each with
    /// its time. Empty by default.
    public var inputs: [TimedZoomInput] = []

    /// Creates a trace from a setup and events.
    ///
    /// - Parameters:
    ///   - containerBounds: the container's bounds, in container space (points).
    ///   - restingFrame: the view's untransformed frame, in container space (points).
    ///   - contentFrame: the drawn image inside the view, in view space (points).
    ///   - coverageRect: an explicit coverage rect in container space, or `nil` (the default)
    ///     for the container's bounds.
    ///   - coveragePolicy: default `.centerWhenSmaller`.
    ///   - configuration: default ``ZoomConfiguration/init()``.
    ///   - imageLayout: the view's image layout, for drawing; default `nil`.
    ///   - initialGeometry: where the view starts if not at rest; default `nil` (at rest).
    ///   - events: the timed inputs; default none.
    ///   - note: a free-text description; default `nil`.
    ///   - droppedEventCount: events dropped before `events`; default 0.
    public init(
        containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect,
        coverageRect: CGRect? = nil, coveragePolicy: CoveragePolicy = .centerWhenSmaller,
        configuration: ZoomConfiguration = ZoomConfiguration(), imageLayout: ImageLayout? = nil,
        initialGeometry: ViewGeometry? = nil, events: [TimedGestureEvent] = [], note: String? = nil,
        droppedEventCount: Int = 0
    ) {
        self.containerBounds = containerBounds
        self.restingFrame = restingFrame
        self.contentFrame = contentFrame
        self.coverageRect = coverageRect
        self.coveragePolicy = coveragePolicy
        self.configuration = configuration
        self.imageLayout = imageLayout
        self.initialGeometry = initialGeometry
        self.events = events
        self.note = note
        self.droppedEventCount = droppedEventCount
    }

    /// Creates a trace that starts from an engine's current state: its layout values,
    /// configuration, policy, explicit coverage rect, and its geometry when not at rest.
    ///
    /// The engine should not be in the middle of a gesture: a pinch's centroid and the
    /// interaction flag are not part of a trace (``GestureRecorder`` waits for the gesture to end).
    ///
    /// - Parameters:
    ///   - engine: the engine as the trace starts.
    ///   - imageLayout: the view's image layout, for drawing; default `nil`.
    ///   - events: the timed inputs; default none.
    ///   - note: a free-text description; default `nil`.
    ///   - droppedEventCount: events dropped before `events`; default 0.
    public init(engine: ZoomEngine, imageLayout: ImageLayout? = nil, events: [TimedGestureEvent] = [],
                note: String? = nil, droppedEventCount: Int = 0) {
        self.init(containerBounds: engine.containerBounds, restingFrame: engine.restingFrame,
                  contentFrame: engine.contentFrame, coverageRect: engine.explicitCoverageRect,
                  coveragePolicy: engine.coveragePolicy, configuration: engine.configuration,
                  imageLayout: imageLayout,
                  initialGeometry: engine.geometry == engine.restGeometry ? nil : engine.geometry,
                  events: events, note: note, droppedEventCount: droppedEventCount)
    }

    /// The engine as the trace starts, built the way a view builds it: the initializer, then
    /// the coverage policy and rect, then reset to rest — and, if there is one, moved to
    /// ``initialGeometry``.
    ///
    /// - Returns: the engine before the first event.
    public func makeEngine() -> ZoomEngine {
        var engine = ZoomEngine(containerBounds: containerBounds, restingFrame: restingFrame,
                                contentFrame: contentFrame, configuration: configuration)
        engine.coveragePolicy = coveragePolicy
        if let coverageRect { engine.coverageRect = coverageRect }
        engine.reset()
        if let initialGeometry, !engine.isEmpty {
            let scale = initialGeometry.transform.a
            if initialGeometry.center.isFinite, initialGeometry.transform.isFinite, scale.isFinite, scale > 0 {
                engine.geometry = engine.geometry(center: initialGeometry.center, scale: scale)
            }
        }
        return engine
    }
}
