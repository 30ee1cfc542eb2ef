import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The engine's state after one event of a replayed ``GestureTrace``: everything needed to see
/// what the view showed, and where it was heading.
///
/// Step 0 is the state before the first event; step *n* the state after event *n* − 1. All
/// rects and points are in container space (points).
///
/// ```swift
/// for step in trace.replay() {
///     print(step.index, step.event.map { "\($0)" } ?? "start",
///           step.zoomScale, step.geometry.center, step.coverageGaps.largest)
/// }
/// ```
public struct ReplayStep: Equatable, Sendable, Codable {
    /// The step's position: 0 for the initial state, *n* after the *n*-th event.
    public var index: Int
    /// The event's time, in seconds since recording started; for step 0, the first event's time
    /// (0 without events).
    public var time: TimeInterval
    /// The event just applied; `nil` for step 0 and for a trace of a whole view.
    public var event: GestureEvent?
    /// For a trace of a whole view: the input just sent; `nil` for step 0 and engine traces.
    public var input: ZoomInput?
    /// For a trace of a whole view: what the input reported, in order (zoom changes and ends,
    /// taps, accessibility). Empty otherwise.
    public var reports: [ZoomReport] = []
    /// For a trace of a whole view: whether a settle animation runs after the input (its end
    /// comes as a later input). `false` otherwise.
    public var isAnimating = false
    /// For a trace of a whole view: whether the scroll (trackpad, mouse wheel) under way after the
    /// input — or the one it ended — zooms rather than pans. `false` otherwise.
    public var scrollZooms = false
    /// The view's geometry after the event: what the view applies (`center`, `transform`).
    public var geometry: ViewGeometry
    /// The zoom scale after the event (``ZoomEngine/zoomScale``).
    public var zoomScale: CGFloat
    /// Whether a gesture is in progress after the event (``ZoomEngine/isInteracting``).
    public var isInteracting: Bool
    /// The container's bounds after the event (a layout event changes them).
    public var containerBounds: CGRect
    /// The rect the image must cover or be centred on (``ZoomEngine/coverageRect``).
    public var coverageRect: CGRect
    /// The view's frame: the bounding box of its transformed bounds, letterbox included.
    public var viewFrame: CGRect
    /// The drawn image (``ZoomEngine/drawnImageFrame``): the content frame under the transform.
    public var drawnImageFrame: CGRect
    /// The gaps between the drawn image and the coverage rect (``ZoomEngine/coverageGaps``):
    /// all zero when settled, open while a gesture rubber-bands.
    public var coverageGaps: CoverageGaps
    /// Where the view would settle if the gesture ended now without velocity
    /// (``ZoomEngine/settledGeometry(velocity:)`` with `.zero`). After an `.end` event this is
    /// the geometry itself: the velocity-projected target was already adopted.
    public var settleTarget: ViewGeometry
    /// The drawn image at ``settleTarget``.
    public var settledImageFrame: CGRect
    /// The pinch centroid the next pinch event continues from, while a pinch is in progress;
    /// `nil` otherwise.
    public var focalPoint: CGPoint?

    /// Captures an engine's state.
    ///
    /// - Parameters:
    ///   - index: the step's position (0 for the initial state).
    ///   - time: the event's time in seconds since recording started.
    ///   - event: the event just applied, `nil` for the initial state.
    ///   - engine: the engine after the event.
    public init(index: Int, time: TimeInterval, event: GestureEvent?, engine: ZoomEngine) {
        self.index = index
        self.time = time
        self.event = event
        geometry = engine.geometry
        zoomScale = engine.zoomScale
        isInteracting = engine.isInteracting
        containerBounds = engine.containerBounds
        coverageRect = engine.coverageRect
        viewFrame = engine.geometry.frame
        drawnImageFrame = engine.drawnImageFrame
        coverageGaps = engine.coverageGaps
        let target = engine.settledGeometry(velocity: .zero)
        settleTarget = target
        settledImageFrame = engine.drawnImageFrame(center: target.center, scale: target.transform.a)
        focalPoint = engine.focalPoint
    }

    /// Whether the view would visibly move to settle now: the centre more than `tolerance` away
    /// from ``settleTarget``'s, or the drawn image's size off by more than `tolerance`.
    ///
    /// - Parameter tolerance: in points. Default 0.5, half a point.
    public func isUnsettled(tolerance: CGFloat = 0.5) -> Bool {
        abs(settleTarget.center.x - geometry.center.x) > tolerance
            || abs(settleTarget.center.y - geometry.center.y) > tolerance
            || abs(settledImageFrame.width - drawnImageFrame.width) > tolerance
            || abs(settledImageFrame.height - drawnImageFrame.height) > tolerance
    }
}
