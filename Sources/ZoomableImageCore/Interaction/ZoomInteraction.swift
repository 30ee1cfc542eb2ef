import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a zoomable image view decides, as a value: fed each ``ZoomInput`` — recognizer
/// callbacks, touches, setters, commands, animation completions — it answers with the
/// ``ZoomEffects`` to perform and queues what to report (``ZoomReport``).
///
/// `ZoomableImageView` only adapts: it reads UIKit's values, calls
/// ``ZoomInteractionHost/send(_:)`` and performs what comes back. Which gesture began first, what
/// a touch on a moving image does, when an animation's end counts, which zoom change is reported,
/// what a command during a gesture does — all of it is decided here, deterministically (no
/// clock, no randomness), and tested on Linux.
///
/// ```swift
/// var interaction = ZoomInteraction()
/// _ = interaction.handle(.initialize(center: CGPoint(x: 150, y: 250),
///                                    bounds: CGRect(x: 0, y: 0, width: 300, height: 500)))
/// _ = interaction.handle(.container(CGRect(x: 0, y: 0, width: 300, height: 500)))
/// _ = interaction.handle(.image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 1,
///                                                orientation: .up), identity: 1))
/// let effects = interaction.handle(.setZoomScale(2, animated: false, shown: interaction.geometry))
/// effects.appliesGeometry          // true: write interaction.geometry to the view
/// interaction.takeReport()         // .zoomChange(2), then .accessibilityValue(2), .zoomEnd(2)
/// ```
///
/// The rules are listed, each with the test that pins it, in the article "How the view
/// behaves". In short: gestures move the image at once and settle with a spring when the last
/// recognizer ends; a touch on a moving image catches it, and lifting without a gesture lets a
/// zoom animation reach its target (a momentum glide stays where it was caught); commands
/// animate from what is on screen, or apply at once during a gesture; layout, image and
/// configuration changes cut an animation to its target; every zoom change is reported, and
/// every interaction that moved the image reports exactly one zoom end, after its last change.
@_spi(Internals)
public struct ZoomInteraction: Equatable, Sendable {
    // MARK: What the view has said

    /// The zoom engine: the geometry's only source.
    public internal(set) var engine: ZoomEngine
    /// The image as laid out in the view's bounds (view space, bounds origin included).
    public internal(set) var imageLayout: ImageLayout
    /// The view's image. ``ImageDescription/none`` by default.
    public internal(set) var image: ImageDescription = .none
    /// Tells the view's images apart (the same object set again changes nothing); `nil` for none.
    var imageIdentity: UInt?
    /// How the image is laid out. `.scaleToFill` (UIKit's default) until the view says otherwise.
    public internal(set) var contentMode: ImageContentMode = .scaleToFill
    /// The view's bounds, view space (points). `.zero` by default.
    public internal(set) var viewBounds: CGRect = .zero
    /// Where the view rests, container space (points): its `center` as set from outside.
    public internal(set) var restingCenter: CGPoint = .zero
    /// The container's bounds (the superview's), or `nil` without a superview.
    public internal(set) var containerBounds: CGRect?
    /// The crop opening, container space, or `nil`.
    public internal(set) var cropOpening: CGRect?
    /// Whether double tap zooms. `true` by default.
    public internal(set) var isDoubleTapEnabled = true
    /// The display the view is shown on.
    public internal(set) var display = DisplayEnvironment()
    /// Whether the view has finished initializing (``ZoomInput/initialize(center:bounds:)``).
    public internal(set) var isInitialized = false
    /// Which scrolls zoom (⌘ by default) and by how much.
    public internal(set) var scrollZoom = ScrollZoom()
    /// Whether the view offers its key commands. `true` by default.
    public internal(set) var areKeyCommandsEnabled = true

    // MARK: Motion

    /// What moves the image: at rest, a gesture, an animation, or one held under a finger.
    var motion = Motion.rest
    /// Touches on the view, counted from `touchesBegan` and `touchesEnded`/`Cancelled`.
    public internal(set) var touchCount = 0
    /// Where the last touch landed — what was shown then, and whether it caught a moving image —
    /// or `nil` before the first: what a tap recognized later maps through.
    var touchLanding: TouchLanding?
    /// What the last layout change kept and the geometry it produced, or `nil` before the first.
    var layoutMemory: LayoutMemory?
    /// The identifier the next animation gets.
    var nextAnimationID = 1
    /// The zoom scale last reported as changed.
    var reportedZoomScale: CGFloat
    /// The zoom scale the accessibility value last stated, or `nil` before the first.
    var accessibilityZoomScale: CGFloat?

    // MARK: Photo viewer

    /// Quick zoom and the dismiss drag: their settings and where each is.
    var viewer = PhotoViewerGestures()

    // MARK: Large images

    /// Counts loads and image changes: a decode for an older generation is superseded.
    public internal(set) var loadGeneration = 0
    /// The decode of a large image's copy under way, if any.
    var copyDecode = CopyDecode.none

    // MARK: Tiles

    /// The tiles of a tiled image (deep zoom): which are planned, loading, resident and shown,
    /// under the byte budget. Without a tiled image it plans nothing.
    public internal(set) var tiles = TileCacheStateMachine()
    /// What the last input asks the view to do with tile layers and loads
    /// (``ZoomEffects/updatesTiles``).
    public internal(set) var tileAction = TileCacheAction.none

    // MARK: Content

    /// The content (not an image) last drawn again at rest, and at what scale; `nil` before the
    /// first (``ZoomEffects/rendersContent``).
    var renderedContent: RenderedContent?
    /// What happened to the content while a gesture, an animation or a held touch moved it: a
    /// new size and a change to measure, applied once it rests.
    var deferredContent = DeferredContent()

    // MARK: Reports

    /// What to report, oldest first.
    @usableFromInline var reports = ReportQueue()

    /// A new interaction for a view not yet initialized: empty, at rest, double tap on, aspect
    /// fit not yet set (UIKit's `.scaleToFill` until the view says).
    public init() {
        engine = ZoomEngine(containerBounds: .zero, restingFrame: .zero, contentFrame: .zero)
        imageLayout = ImageLayout(imageSize: .zero, contentMode: .scaleToFill, bounds: .zero)
        reportedZoomScale = engine.zoomScale
    }

    // MARK: - Queries

    /// The geometry the view shows (or, while an animation runs, is heading to): its `center`
    /// and `transform`. Always finite.
    public var geometry: ViewGeometry { engine.geometry }

    /// The zoom scale: 1 is the resting layout. While an animation runs, the one it is heading to.
    public var zoomScale: CGFloat { engine.zoomScale }

    /// The zoom configuration in force.
    public var configuration: ZoomConfiguration { engine.configuration }

    /// Whether there is something to zoom: an image laid out in a non-empty view and container.
    public var canZoom: Bool { !engine.isEmpty }

    /// Whether the pinch recognizer is between began and ended.
    public var isPinching: Bool { motion.gesture?.isPinching == true }

    /// Whether the pan recognizer is between began and ended.
    public var isPanning: Bool { motion.gesture?.isPanning == true }

    /// Whether the scroll recognizer (trackpad or mouse wheel) is between began and ended.
    public var isScrolling: Bool { motion.gesture?.scroll != nil }

    /// What the scroll under way does, or `nil` when none is.
    var scrollMode: ScrollMode? { motion.gesture?.scroll }

    /// Whether a pinch, pan or scroll is under way.
    public var isGesturing: Bool { motion.gesture != nil }

    /// Whether an animation is running.
    public var isAnimating: Bool { motion.animation != nil }

    /// Whether a touch holds an animation it caught.
    public var isHolding: Bool { motion.hold != nil }

    /// Whether the zoom is moving: a gesture (a scroll too), a running animation, or a caught
    /// animation held under a finger.
    public var isZooming: Bool { !motion.isStill }

    /// The view's resting frame, container space (points): the resting centre with the bounds'
    /// size, whatever the zoom. What the view's `frame` reports.
    public var restingFrame: CGRect {
        CGRect(x: restingCenter.x - viewBounds.width / 2, y: restingCenter.y - viewBounds.height / 2,
               width: viewBounds.width, height: viewBounds.height)
    }

    /// The drawn image in the engine's view space (bounds at the origin).
    var contentFrame: CGRect {
        imageLayout.isEmpty ? .zero : imageLayout.imageFrame.offsetBy(dx: -viewBounds.minX, dy: -viewBounds.minY)
    }

    /// The identifier of the running animation, or `nil`.
    public var animationID: Int? { motion.animation?.id }

    /// The running animation, as started: its identifier and spring; `nil` when none runs.
    public var startedAnimation: StartedAnimation? {
        motion.animation.map { StartedAnimation(id: $0.id, spring: $0.spring) }
    }

    /// Whether `generation` (the ``DecodeRequest/generation`` a decode was started for) is still
    /// the current load: a decode finished for it may be shown.
    public func isCurrentLoad(_ generation: Int) -> Bool {
        generation == loadGeneration
    }

    /// Takes the oldest report not yet delivered, or `nil` when there is none. Reports queue
    /// rather than return with the effects so that a delegate callback that feeds the view again
    /// gets its own reports after the ones already due, in the order things happened.
    @inlinable
    public mutating func takeReport() -> ZoomReport? {
        reports.takeFirst()
    }

    /// Queues a report. Inlined: every gesture event queues its zoom change.
    @inline(__always)
    mutating func queue(_ report: ZoomReport) {
        reports.append(report)
    }
}
