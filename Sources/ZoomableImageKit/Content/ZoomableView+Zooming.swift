#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableView {
    // MARK: - Configuration

    /// The zoom limits and bouncing, all at once. Defaults: 1…4, double tap to 2.5, bouncing on.
    /// New limits apply at once (the content settles into them without animation); during a
    /// gesture, when it ends.
    public var zoomConfiguration: ZoomConfiguration {
        get { surface.zoomConfiguration }
        set { surface.zoomConfiguration = newValue }
    }

    /// The smallest zoom scale a gesture settles at, relative to the resting layout. `1` by default.
    @IBInspectable public var minimumZoomScale: CGFloat {
        get { surface.minimumZoomScale }
        set { surface.minimumZoomScale = newValue }
    }

    /// The largest zoom scale a gesture settles at. `4` by default.
    @IBInspectable public var maximumZoomScale: CGFloat {
        get { surface.maximumZoomScale }
        set { surface.maximumZoomScale = newValue }
    }

    /// The zoom scale a double tap zooms to from rest (clamped to the limits). `2.5` by default.
    @IBInspectable public var doubleTapZoomScale: CGFloat {
        get { surface.doubleTapZoomScale }
        set { surface.doubleTapZoomScale = newValue }
    }

    /// Whether a double tap toggles the zoom. When it is on, a single tap is reported only after
    /// the double tap has failed (a short delay); when off, at once. `true` by default.
    @IBInspectable public var isDoubleTapZoomEnabled: Bool {
        get { surface.isDoubleTapZoomEnabled }
        set { surface.isDoubleTapZoomEnabled = newValue }
    }

    /// Whether pinching past the limits rubber-bands rather than stopping hard. `true` by default.
    @IBInspectable public var bouncesZoom: Bool {
        get { surface.bouncesZoom }
        set { surface.bouncesZoom = newValue }
    }

    /// Whether panning past the content's edges rubber-bands rather than stopping hard. `true` by
    /// default.
    @IBInspectable public var bouncesPan: Bool {
        get { surface.bouncesPan }
        set { surface.bouncesPan = newValue }
    }

    /// Whether a double tap whose second touch is held and dragged zooms with one finger (down
    /// in, up out), as in Maps. `false` by default.
    @IBInspectable public var isQuickZoomEnabled: Bool {
        get { surface.isQuickZoomEnabled }
        set { surface.isQuickZoomEnabled = newValue }
    }

    /// Whether the container offers its key commands once it has the keyboard
    /// (``becomeFirstResponder()``): ⌘+ and ⌘− zoom a step, ⌘0 returns to rest, the arrow keys
    /// move zoomed content (⌥: to the edge). `true` by default.
    @IBInspectable public var isKeyboardZoomEnabled: Bool {
        get { surface.isKeyboardZoomEnabled }
        set { surface.isKeyboardZoomEnabled = newValue }
    }

    /// The modifier keys that, held when a trackpad's two-finger scroll or a mouse wheel begins,
    /// make it zoom around the pointer instead of panning. `.command` by default.
    public var scrollZoomModifierFlags: UIKeyModifierFlags {
        get { surface.scrollZoomModifierFlags }
        set { surface.scrollZoomModifierFlags = newValue }
    }

    // MARK: - Recognizers

    /// Zooms around the fingers (and a trackpad's pinch around the pointer).
    public var pinchRecognizer: UIPinchGestureRecognizer { surface.pinchRecognizer }
    /// Pans when zoomed in; at rest it fails, so a paging parent can swipe.
    public var panRecognizer: UIPanGestureRecognizer { surface.panRecognizer }
    /// Toggles the zoom at the tap. Enabled by ``isDoubleTapZoomEnabled``.
    public var doubleTapRecognizer: UITapGestureRecognizer { surface.doubleTapRecognizer }
    /// Reports tapped content points.
    public var singleTapRecognizer: UITapGestureRecognizer { surface.singleTapRecognizer }
    /// Pans zoomed content with a trackpad's two-finger scroll or a mouse wheel, or zooms with
    /// ``scrollZoomModifierFlags`` held.
    public var scrollRecognizer: UIPanGestureRecognizer { surface.scrollRecognizer }

    // MARK: - State

    /// The current zoom scale: 1 is the resting layout. While an animation runs, the scale it is
    /// heading to.
    public var zoomScale: CGFloat { surface.zoomScale }

    /// Whether the zoom is moving: a gesture, a settle animation, or a finger holding one.
    public var isZooming: Bool { surface.isZooming }

    /// The part of the content visible in the container, in content points (not rounded).
    /// `.zero` when nothing is visible or the content has no size.
    public var visibleContentRect: CGRect { surface.visibleImagePixelRect }

    /// The content point under a point, or `nil` when it is not on the content (beside it, or
    /// outside the container's view) or the content has no size.
    ///
    /// - Parameters:
    ///   - point: a point in `coordinateSpace` (points), e.g. a touch's `location(in: window)`.
    ///   - coordinateSpace: any coordinate space: a view, a window, the screen's.
    /// - Returns: the point in the content's own coordinates (points).
    public func contentPoint(at point: CGPoint, in coordinateSpace: any UICoordinateSpace) -> CGPoint? {
        surface.imagePixel(at: point, in: coordinateSpace)
    }

    /// Where a content point is, in `coordinateSpace`: to place something over the content.
    /// `nil` when the content has no size.
    ///
    /// - Parameters:
    ///   - contentPoint: a point in the content's own coordinates (points).
    ///   - coordinateSpace: the coordinate space to return the point in.
    public func point(forContentPoint contentPoint: CGPoint, in coordinateSpace: any UICoordinateSpace) -> CGPoint? {
        surface.point(forImagePixel: contentPoint, in: coordinateSpace)
    }

    // MARK: - Programmatic zoom

    /// Zooms to `scale` (clamped to the limits) around the centre of the container. Animated, it
    /// starts from what is on screen and reports the new scale at once, the end when it lands;
    /// not animated, it applies and reports at once. During a gesture it applies at once.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale, relative to the resting layout. Ignored unless finite and positive.
    ///   - animated: whether to animate with the settle spring.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        surface.setZoomScale(scale, animated: animated)
    }

    /// Zooms so that a rect of the content fills the container as far as the limits allow,
    /// centred. Animates and reports like ``setZoomScale(_:animated:)``.
    ///
    /// - Parameters:
    ///   - contentRect: the rect in the content's own coordinates (points). A zero-size rect zooms
    ///     to the maximum around its point.
    ///   - animated: whether to animate with the settle spring.
    public func zoom(toContentRect contentRect: CGRect, animated: Bool) {
        surface.zoom(toPixelRect: contentRect, animated: animated)
    }

    /// Returns to rest: the minimum zoom scale, settled in the container.
    ///
    /// - Parameter animated: whether to animate with the settle spring.
    public func resetZoom(animated: Bool) {
        surface.resetZoom(animated: animated)
    }

    /// Zooms in one step (×1.5, up to the maximum) around the centre, animated: what ⌘+ does.
    public func zoomIn() {
        surface.zoomIn(nil)
    }

    /// Zooms out one step (÷1.5, down to the minimum) around the centre, animated: ⌘−.
    public func zoomOut() {
        surface.zoomOut(nil)
    }

    // MARK: - Keyboard

    /// Whether the container can take the keyboard: while ``isKeyboardZoomEnabled``.
    open override var canBecomeFirstResponder: Bool {
        surface.canBecomeFirstResponder
    }

    /// Gives the keyboard to the zooming surface inside, whose key commands
    /// (``ZoomableImageView/keyCommands``) then reach it; and the View menu's zoom commands
    /// (``ZoomableImageView/addZoomCommands(to:)``) act on it.
    ///
    /// - Returns: whether the surface is first responder now.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        surface.becomeFirstResponder()
    }

    /// Takes the keyboard back from the zooming surface.
    ///
    /// - Returns: whether it resigned.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        surface.resignFirstResponder()
    }

    // MARK: - Traces

    /// Starts recording every input the zoom receives, as ``ZoomableImageView`` does
    /// (``ZoomableImageView/startRecordingTrace(capacity:)``): a trace replays the container's
    /// zoom anywhere (`swift run zoom-replay trace.json`). Off by default.
    ///
    /// - Parameter capacity: the most inputs kept. Default 10 000.
    public func startRecordingTrace(capacity: Int = 10_000) {
        surface.startRecordingTrace(capacity: capacity)
    }

    /// Stops recording and returns the trace.
    ///
    /// - Returns: the recorded trace; without a recording, a trace of the current state.
    public func stopRecordingTrace() -> GestureTrace {
        surface.stopRecordingTrace()
    }

    /// Whether a trace is being recorded.
    public var isRecordingTrace: Bool { surface.isRecordingTrace }

    // MARK: - Accessibility

    /// The label VoiceOver reads for the zoomable content (an adjustable element: swipes up and
    /// down zoom, a three-finger swipe moves zoomed content, "Reset zoom" returns to rest). Set
    /// it to say what the content is. `nil` by default.
    ///
    /// Setting it labels the zoom element inside the container, and reading it returns `nil`: the
    /// container is not an element and carries no label, so VoiceOver and a UI test's query by
    /// label find exactly one element (the zoom, whose frame at rest is the container's). VoiceOver
    /// reads the content's own elements — its buttons, labels and links, where they are on screen
    /// at the current zoom — then that element, which also takes a touch on no element of the
    /// content.
    open override var accessibilityLabel: String? {
        get { nil }
        set { MainActorBridge.run { self.surface.accessibilityLabel = newValue } }
    }

    /// The hint VoiceOver reads after the zoom element's label and value, when the user waits.
    /// `nil` by default; like the label it is the zoom element's, and reading it returns `nil`.
    open override var accessibilityHint: String? {
        get { nil }
        set { MainActorBridge.run { self.surface.accessibilityHint = newValue } }
    }

    /// Actions VoiceOver offers for the content (in the rotor's Actions, after "Reset zoom"), for
    /// what your app does with it: "Share", "Add a pin". `nil` by default.
    ///
    /// Like the label, they are the zoom element's: the container is not an element, so actions
    /// left on it would never be offered. Reading returns the actions you set, without "Reset
    /// zoom", which stays first. (On ``ZoomableImageView``, itself the element, setting the
    /// actions replaces "Reset zoom" instead.) Actions of the content's own elements stay on those
    /// elements. The array is read when set: a getter overridden in a subclass, or a block of
    /// actions set on the container, is not consulted. A handler that captures the view should
    /// capture it weakly, as on any view.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { MainActorBridge.value(or: nil) { self.surface.appAccessibilityActions } }
        set {
            let actions = UncheckedSendable(newValue)
            MainActorBridge.run { self.surface.appAccessibilityActions = actions.value }
        }
    }
}
#endif
