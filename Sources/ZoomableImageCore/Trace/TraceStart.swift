import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a recorded trace starts: an explicit, documented record of the view a replay rebuilds —
/// its layout and settings, its image, its zoom, and what was moving — not the stored properties
/// of ``ZoomInteraction`` (which change with every feature). Written as format 3's `start`
/// object; every field has a default, so a file written before a field existed reads with it
/// (see ``TraceStart/init(from:)``).
///
/// ```swift
/// let start = TraceStart(interaction)            // what a recorder keeps
/// var replayed = ZoomInteraction(start: start)   // the same view again, exactly
/// ```
@_spi(Internals)
public struct TraceStart: Equatable, Sendable {
    // MARK: The view

    /// Whether the view had finished initializing. `true` by default; `false` for a trace of a
    /// new view, whose inputs begin with ``ZoomInput/initialize(center:bounds:)``.
    public var isInitialized = true
    /// The view's bounds, view space (points). `.zero` by default.
    public var viewBounds: CGRect = .zero
    /// Where the view rests, container space (points). `.zero` by default.
    public var restingCenter: CGPoint = .zero
    /// The container's bounds, or `nil` (the default) without a container.
    public var containerBounds: CGRect?
    /// The crop opening, container space, or `nil` (the default).
    public var cropOpening: CGRect?

    // MARK: Settings

    /// How the image is laid out. `.scaleToFill` (UIKit's default) by default.
    public var contentMode: ImageContentMode = .scaleToFill
    /// The zoom limits and bouncing. ``ZoomConfiguration/init()`` by default.
    public var configuration = ZoomConfiguration()
    /// Whether double tap zooms. `true` by default.
    public var isDoubleTapEnabled = true
    /// The display. ``DisplayEnvironment/init(displayScale:windowSize:reducesMotion:)``'s
    /// defaults by default.
    public var display = DisplayEnvironment()
    /// The modifier keys that make a scroll zoom. ⌘ by default.
    public var scrollZoomModifiers = KeyModifierFlags.command
    /// Whether the view offers its key commands. `true` by default.
    public var areKeyCommandsEnabled = true
    /// Quick zoom and the dismiss drag: their settings and where each is. The defaults (quick
    /// zoom on, the dismiss drag off, nothing held) by default.
    public var photoViewer = PhotoViewer()

    // MARK: The image

    /// The image. ``ImageDescription/none`` by default.
    public var image = ImageDescription.none
    /// What tells the image apart from the next one set (the same identity is the same image);
    /// `nil` (the default) for none.
    public var imageIdentity: UInt?
    /// The large-image load counter (``ZoomInteraction/loadGeneration``). 0 by default.
    public var loadGeneration = 0
    /// The large-image decode under way. ``Decode/idle(plannedSide:)`` with 0 by default.
    public var decode = Decode.idle(plannedSide: 0)
    /// The tiled image's generation (``TileCacheStateMachine/generation``), which the tile loads'
    /// ends in the trace carry. 0 by default. The tiles loading or resident when recording began
    /// are not recorded: a replay plans them afresh and takes the loads' ends as they come.
    public var tileGeneration = 0
    /// Content (not an image) last drawn again at rest, and at what scale; `nil` (the default)
    /// for an image, or content not drawn yet.
    var renderedContent: RenderedContent?
    /// The same content at a new size, measured while it moved and applied once it rests; `nil`
    /// (the default) when none waits.
    var deferredContentSize: ImageDescription?
    /// Whether a content change waits to be measured once the content rests. `false` by default.
    var contentNeedsMeasuring = false

    // MARK: The zoom

    /// The view's `center` and zoom scale, container space (points), or `nil` (the default) at
    /// the resting geometry. While an animation runs, where it is heading.
    public var zoom: Zoom?
    /// The zoom scale last reported as changed; `nil` (the default): the zoom's scale.
    public var reportedZoomScale: CGFloat?
    /// The zoom scale the accessibility value last stated; `nil` (the default): none yet.
    public var accessibilityZoomScale: CGFloat?

    // MARK: What moves

    /// What was moving. ``Movement/rest`` by default.
    public var movement = Movement.rest
    /// Touches down on the view. 0 by default.
    public var touchCount = 0
    /// What the last touch landed on, or `nil` (the default).
    public var lastTouch: LastTouch?
    /// What the last layout change kept, while the geometry it produced still shows, or `nil`
    /// (the default).
    public var layoutPass: LayoutPass?
    /// The identifier the next animation gets. 1 by default.
    public var nextAnimationID = 1

    /// A new view, before its first input: the start of a hand-written trace whose inputs begin
    /// with ``ZoomInput/initialize(center:bounds:)``.
    public static let newView: TraceStart = {
        var start = TraceStart()
        start.isInitialized = false
        return start
    }()

    /// The default start: an initialized view with no size, container or image.
    public init() {}

    // MARK: - Parts

    /// A view's `center` and the uniform scale of its `transform`.
    public struct Zoom: Equatable, Sendable {
        /// `center`, container space (points).
        public var center: CGPoint
        /// The zoom scale: 1 is the resting layout.
        public var scale: CGFloat

        /// A zoom of `center` (container space, points) and scale.
        public init(center: CGPoint, scale: CGFloat) {
            self.center = center
            self.scale = scale
        }
    }

    /// What was moving as the trace starts.
    public enum Movement: Equatable, Sendable {
        /// Nothing.
        case rest
        /// A gesture: which recognizers were between began and ended, and what it carries.
        case gesture(Gesture)
        /// An animation was running towards ``TraceStart/zoom``: its identifier and spring.
        case animating(id: Int, spring: SettleAnimation)
        /// A touch held an animation it caught, heading to `target` when it lifts (`nil`: a
        /// momentum glide, which stays where it was caught).
        case holding(target: Zoom?)
    }

    /// A gesture under way.
    public struct Gesture: Equatable, Sendable {
        /// Whether the pinch was between began and ended. `false` by default.
        public var isPinching = false
        /// Whether the pan was between began and ended. `false` by default.
        public var isPanning = false
        /// Whether a scroll was under way and whether it zooms (`true`) or pans (`false`);
        /// `nil` (the default) for none.
        public var scrollZooms: Bool?
        /// Whether a quick zoom was zooming. `false` by default.
        public var isQuickZooming = false
        /// Whether the dismiss-drag recognizer was between began and ended. `false` by default.
        public var isDismissDragging = false
        /// The fling of a pan that already ended, container space (points per second). Zero by
        /// default.
        public var releaseVelocity: CGPoint = .zero
        /// Whether the gesture moved the image (its end is owed). `false` by default.
        public var movedImage = false
        /// The pinch's last centroid, container space, while it applies (`nil`: none).
        public var centroid: CGPoint?
        /// The gesture's last centroid, kept after the pinch ends, for settling the scale.
        public var lastCentroid: CGPoint?
        /// The pinch's last touch count (a change re-baselines the centroid).
        public var pinchTouchCount: Int?

        /// A gesture with its defaults.
        public init() {}
    }

    /// The large-image decode under way.
    public enum Decode: Equatable, Sendable {
        /// None; the copy on screen was planned for a longest side of `plannedSide` pixels (0
        /// for none).
        case idle(plannedSide: CGFloat)
        /// A load's first copy, planned as `request` says.
        case loading(DecodeRequest)
        /// A copy of another size of the original on screen.
        case resampling(DecodeRequest)
        /// No more copies of the image on screen.
        case stopped
    }

    /// What the last touch landed on.
    public struct LastTouch: Equatable, Sendable {
        /// What was shown as it landed (the view's bounds then, too).
        public var shown: ViewGeometry
        /// Whether it landed on a moving image (a tap then reports nothing).
        public var caughtMotion: Bool
    }

    /// What a layout pass keeps: the zoom, the image point at the coverage centre as a fraction
    /// of the drawn image, whether the view was at rest — and what the pass's last value produced.
    public struct LayoutPass: Equatable, Sendable {
        /// The zoom scale kept.
        public var scale: CGFloat
        /// The image point kept at the coverage centre, as a fraction of the drawn image.
        public var fraction: CGPoint
        /// Whether the view was at rest.
        public var wasAtRest: Bool
        /// The geometry the pass's last value produced.
        public var produced: ViewGeometry
    }
}
