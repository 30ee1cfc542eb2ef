import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What moves a view's image: one value whose cases carry exactly the data each state has, so
/// that no impossible combination (an animation under a gesture, a held animation while another
/// runs, an end owed at rest) can be written.
///
/// ```
///            gesture begins                 last recognizer ends
///   rest ─────────────────────▶ gesture ──────────────────────▶ animating ──┐
///    ▲  ◀── (nothing moved) ──────┘ ▲   finger lands              │ lands    │
///    │                              └──── holding ◀───────────────┘          │
///    └──────────── ended ◀──────────────── (its end is reported) ◀───────────┘
/// ```
///
/// ``ended`` lives only inside one input: the interaction's `finish` reports the end and
/// returns to ``rest``.
enum Motion: Equatable, Sendable {
    /// Nothing moves, and no end is owed.
    case rest
    /// Nothing moves any more after an interaction moved the image: its end is reported once this
    /// input's effects are done, and the motion returns to ``rest``.
    case ended
    /// Recognizers are between began and ended.
    case gesture(Gesture)
    /// A settle or command animation runs. Animations only ever start for an interaction, so its
    /// end is owed.
    ///
    /// This case and ``holding(_:)`` are `indirect`: their geometries (about 180 bytes) would
    /// otherwise size every `Motion`, and Swift copies the whole enum to read its case — five
    /// times per gesture event, 29 instructions each. Boxed, a `Motion` is a few words; starting
    /// an animation or a hold allocates its box instead (once per animation, never per event).
    indirect case animating(RunningAnimation)
    /// A touch holds an animation it caught (its end is owed too).
    indirect case holding(Hold)

    /// The gesture under way, or `nil`.
    var gesture: Gesture? {
        if case .gesture(let gesture) = self { gesture } else { nil }
    }

    /// The running animation, or `nil`.
    var animation: RunningAnimation? {
        if case .animating(let animation) = self { animation } else { nil }
    }

    /// The held animation, or `nil`.
    var hold: Hold? {
        if case .holding(let hold) = self { hold } else { nil }
    }

    /// Whether nothing moves: at rest, or ended during this input.
    var isStill: Bool {
        switch self {
        case .rest, .ended: true
        case .gesture, .animating, .holding: false
        }
    }
}

/// The recognizers of a gesture between began and ended — at least one of them — and what the
/// gesture carries to its end.
struct Gesture: Equatable, Sendable {
    /// Whether the pinch recognizer is between began and ended.
    var isPinching = false
    /// Whether the pan recognizer is between began and ended.
    var isPanning = false
    /// What the scroll recognizer (trackpad, mouse wheel) does — decided when it begins — or
    /// `nil` when it is not between began and ended.
    var scroll: ScrollMode?
    /// Whether the quick-zoom recognizer (a double tap held and dragged) zooms the image.
    var isQuickZooming = false
    /// Whether the dismiss-drag recognizer is between began and ended (after a pinch took the
    /// image over too: the recognizer goes on until the fingers lift).
    var isDismissDragging = false
    /// The velocity of the pan (or panning scroll), container space (points per second): once it
    /// ended, its release velocity — the fling the settle carries; while it runs over a tiled
    /// image, its latest — the direction tiles are fetched ahead in. Zero until then.
    var releaseVelocity: CGPoint = .zero
    /// Whether the gesture moved the image (or took over something that did): its end is owed.
    var owesEnd: Bool

    /// Whether no recognizer is left: the gesture is over.
    var isOver: Bool { !isPinching && !isPanning && scroll == nil && !isQuickZooming && !isDismissDragging }
}

/// An animation the model started and the view runs.
struct RunningAnimation: Equatable, Sendable {
    /// Its identifier.
    var id: Int
    /// Where it is heading (the engine's geometry while it runs).
    var target: ViewGeometry
    /// Its spring (``SettleAnimation/isGlide`` for a momentum glide, which a touch stops where it
    /// catches it).
    var spring: SettleAnimation
}

/// What a scroll does, decided by the modifier keys held when it begins.
enum ScrollMode: Equatable, Sendable {
    /// Moves a zoomed image, like a finger.
    case panning
    /// Zooms around the pointer, like a pinch.
    case zooming
}

/// An animation a touch caught.
struct Hold: Equatable, Sendable {
    /// Where the caught zoom animation was heading, to resume when the touch lifts without a
    /// gesture; `nil` for a glide, which stays where it was caught.
    var target: ViewGeometry?
}

/// What a touch landed on: the geometry shown then (engine space), and whether the image was
/// moving — a running animation or one held under another finger — so that the touch only
/// stopped it.
struct TouchLanding: Equatable, Sendable {
    /// The geometry on screen as the touch landed.
    var shown: ViewGeometry
    /// Whether the touch caught a moving image.
    var caughtMotion: Bool
}

/// What a layout change kept of the view (``ZoomEngine/LayoutIntent``) and the geometry it
/// produced: while the engine still shows that geometry, the next layout value of the same pass
/// keeps the same intent.
struct LayoutMemory: Equatable, Sendable {
    /// What the view showed before the layout pass.
    var intent: ZoomEngine.LayoutIntent
    /// The geometry the last layout value produced.
    var produced: ViewGeometry
}
