import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a photo viewer knows when a one-finger drag is about to begin on a page: enough for
/// ``DismissDragStateMachine`` to decide whether the drag dismisses the viewer.
///
/// A dismiss drag may begin only when all of these hold:
///
/// - drag to dismiss is enabled;
/// - the zoom is at rest: the page's zoom scale is its minimum (within 1e-9 relative, the
///   tolerance the zoom engine uses for "at rest"), so a zoomed page pans instead;
/// - no pinch, page swipe or settle animation is under way;
/// - exactly one finger is down;
/// - the drag is mostly vertical: |vy| > |vx| — down or up. The 45° split gives every direction
///   to exactly one gesture: the pager takes the horizontal half, the dismiss drag the vertical
///   half, and no diagonal is left to neither (a dead zone would make a diagonal swipe do
///   nothing) or claimed by both. An exact diagonal goes to the pager, whose swipe is the more
///   common one;
/// - the container has a usable size (finite, positive).
///
/// ```swift
/// let conditions = DismissDragConditions(
///     zoomScale: engine.zoomScale, minimumZoomScale: engine.minimumZoomScale,
///     isPinching: false, isSettling: false, isPageSwiping: false, touchCount: 1,
///     velocity: CGPoint(x: 40, y: 600), containerSize: CGSize(width: 390, height: 844))
/// conditions.refusal      // nil: a dismiss drag may begin
/// ```
@_spi(Internals) public struct DismissDragConditions: Equatable, Sendable {
    /// Whether drag to dismiss is enabled (`ZoomableImageBrowser.isDragToDismissEnabled`). `true`
    /// by default.
    public var isEnabled: Bool
    /// The page's zoom scale now (`ZoomEngine.zoomScale`; while a settle runs, the one it heads to).
    public var zoomScale: CGFloat
    /// The page's minimum zoom scale (`ZoomEngine.minimumZoomScale`): its resting scale.
    public var minimumZoomScale: CGFloat
    /// Whether the page's pinch recognizer is between began and ended.
    public var isPinching: Bool
    /// Whether the page's zoom is animating (a settle, a double tap, a command) or a finger holds
    /// an animation it caught (`ZoomInteraction.isAnimating || isHolding`).
    public var isSettling: Bool
    /// Whether the pager is moving: dragging, decelerating or animating to a page.
    public var isPageSwiping: Bool
    /// The drag recognizer's `numberOfTouches`.
    public var touchCount: Int
    /// The drag recognizer's `velocity(in: container)` as it is about to begin, container space
    /// (points per second). Zero or non-finite: the direction is unknown, and the drag is refused.
    public var velocity: CGPoint
    /// The container's size, points: the viewer's bounds, which the fade and shrink distances
    /// are fractions of.
    public var containerSize: CGSize

    /// Describes the moment a drag is about to begin.
    ///
    /// - Parameters:
    ///   - isEnabled: whether drag to dismiss is enabled. Default `true`.
    ///   - zoomScale: the page's zoom scale.
    ///   - minimumZoomScale: the page's minimum (resting) zoom scale.
    ///   - isPinching: whether a pinch is under way.
    ///   - isSettling: whether the page's zoom animates or is held.
    ///   - isPageSwiping: whether the pager moves.
    ///   - touchCount: the fingers down.
    ///   - velocity: the drag's velocity, container space (points per second).
    ///   - containerSize: the viewer's size, points.
    public init(
        isEnabled: Bool = true, zoomScale: CGFloat, minimumZoomScale: CGFloat, isPinching: Bool, isSettling: Bool,
        isPageSwiping: Bool, touchCount: Int, velocity: CGPoint, containerSize: CGSize
    ) {
        self.isEnabled = isEnabled
        self.zoomScale = zoomScale
        self.minimumZoomScale = minimumZoomScale
        self.isPinching = isPinching
        self.isSettling = isSettling
        self.isPageSwiping = isPageSwiping
        self.touchCount = touchCount
        self.velocity = velocity
        self.containerSize = containerSize
    }

    /// Why a dismiss drag may not begin, the first reason in the order listed on the type; `nil`
    /// when it may.
    public var refusal: DismissDragRefusal? {
        if !isEnabled { return .disabled }
        if !containerSize.isPositiveAndFinite { return .noContainer }
        if !isZoomAtRest { return .zoomed }
        if isPinching { return .pinching }
        if isSettling { return .settling }
        if isPageSwiping { return .pageSwiping }
        if touchCount != 1 { return .notOneFinger }
        if !(velocity.isFinite && abs(velocity.y) > abs(velocity.x)) { return .notMostlyVertical }
        return nil
    }

    /// Whether the zoom scale is the minimum, within 1e-9 relative; `false` for a non-finite or
    /// non-positive scale or minimum.
    var isZoomAtRest: Bool {
        guard zoomScale.isFinite, minimumZoomScale.isFinite, minimumZoomScale > 0 else { return false }
        return abs(zoomScale - minimumZoomScale) <= 1e-9 * minimumZoomScale
    }
}

/// Why a dismiss drag may not begin (``DismissDragConditions/refusal``).
@_spi(Internals) public enum DismissDragRefusal: Equatable, Sendable, CaseIterable {
    /// Drag to dismiss is switched off.
    case disabled
    /// The container has no usable size (zero, negative or non-finite).
    case noContainer
    /// The page is zoomed in (or its scale is not a number): the drag pans it.
    case zoomed
    /// A pinch is under way.
    case pinching
    /// The page's zoom animates, or a finger holds an animation it caught.
    case settling
    /// The pager moves.
    case pageSwiping
    /// Not exactly one finger.
    case notOneFinger
    /// The drag is not mostly vertical (|vy| ≤ |vx|), or its direction is unknown or not finite.
    case notMostlyVertical
    /// The viewer is already being dismissed.
    case dismissing
}
