import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The view's state after one input of a replayed ``GestureTrace``: everything needed to see
/// what the view showed, and where it was heading.
///
/// Step 0 is the state before the first input; step *n* the state after input *n* − 1. All
/// rects and points are in container space (points).
///
/// ```swift
/// for step in trace.replay() {
///     print(step.index, step.zoomScale, step.geometry.center, step.isAnimating)
/// }
/// ```
public struct ReplayStep: Equatable, Sendable {
    /// The step's position: 0 for the initial state, *n* after the *n*-th input.
    public var index: Int
    /// The input's time, in seconds since recording started; for step 0, the first input's time
    /// (0 without inputs).
    public var time: TimeInterval
    /// The input just sent; `nil` for step 0.
    @_spi(Internals) public var input: ZoomInput?
    /// What the input reported, in order (zoom changes and ends, taps, accessibility, loads).
    @_spi(Internals) public var reports: [ZoomReport] = []
    /// Whether a settle animation runs after the input (its end comes as a later input).
    public var isAnimating: Bool
    /// Whether the scroll (trackpad, mouse wheel) under way after the input — or the one it
    /// ended — zooms rather than pans.
    public var scrollZooms = false
    /// The view's geometry after the input: what the view applies (`center`, `transform`); while
    /// an animation runs, where it is heading.
    public var geometry: ViewGeometry
    /// The zoom scale after the input (``ZoomEngine/zoomScale``).
    public var zoomScale: CGFloat
    /// Whether a gesture (pinch, pan, scroll) is in progress after the input.
    public var isInteracting: Bool
    /// The container's bounds after the input (a layout change moves them).
    public var containerBounds: CGRect
    /// The rect the image must cover or be centred on (``ZoomEngine/coverageRect``).
    public var coverageRect: CGRect
    /// The view's frame: the bounding box of its transformed bounds, letterbox included.
    public var viewFrame: CGRect
    /// The drawn image (``ZoomEngine/drawnImageFrame``): the content frame under the transform.
    public var drawnImageFrame: CGRect
    /// The gaps between the drawn image and the coverage rect: all zero when settled, open while
    /// a gesture rubber-bands.
    public var coverageGaps: CoverageGaps
    /// Where the view would settle if the gesture ended now without velocity
    /// (``ZoomEngine/settledGeometry(velocity:)`` with `.zero`). After a gesture ended this is
    /// the geometry itself: the velocity-projected target was already adopted.
    public var settleTarget: ViewGeometry
    /// The drawn image at ``settleTarget``.
    public var settledImageFrame: CGRect
    /// The pinch centroid the next pinch event continues from, while a pinch is in progress;
    /// `nil` otherwise.
    public var focalPoint: CGPoint?
    /// A tiled image's plan and memory after the input: the level, the tiles resident and
    /// loading, the bytes against the budget; `nil` for an image drawn whole.
    @_spi(Internals) public var tiles: DeepZoomReadout?

    /// Captures a view's state after `input` (`nil` for the initial state, step 0) at `time`,
    /// seconds since recording started.
    @_spi(Internals)
    public init(index: Int, time: TimeInterval, input: ZoomInput?, interaction: ZoomInteraction) {
        let engine = interaction.engine
        self.index = index
        self.time = time
        self.input = input
        isAnimating = interaction.isAnimating
        geometry = engine.geometry
        zoomScale = engine.zoomScale
        isInteracting = interaction.isGesturing
        containerBounds = engine.containerBounds
        coverageRect = engine.coverageRect
        viewFrame = engine.geometry.frame
        drawnImageFrame = engine.drawnImageFrame
        coverageGaps = engine.coverageGaps
        let target = engine.settledGeometry(velocity: .zero)
        settleTarget = target
        settledImageFrame = engine.drawnImageFrame(center: target.center, scale: target.transform.a)
        focalPoint = engine.focalPoint
        tiles = interaction.image.tiling.map { _ in DeepZoomReadout(interaction.tiles) }
    }

    /// Whether the view would visibly move to settle now: the centre more than `tolerance` points
    /// (default 0.5, half a point) away from ``settleTarget``'s, or the drawn image's size off by
    /// more than `tolerance`.
    public func isUnsettled(tolerance: CGFloat = 0.5) -> Bool {
        abs(settleTarget.center.x - geometry.center.x) > tolerance
            || abs(settleTarget.center.y - geometry.center.y) > tolerance
            || abs(settledImageFrame.width - drawnImageFrame.width) > tolerance
            || abs(settledImageFrame.height - drawnImageFrame.height) > tolerance
    }
}
