import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One input to a ``ZoomInteraction``: everything a zoomable view learns from UIKit, as plain
/// values — a recognizer callback with the recognizer's phase and values exactly as UIKit
/// reports them, touches landing and lifting, a setter, a command, an animation's completion.
///
/// The view feeds every input through ``ZoomInteractionHost/send(_:)``; a recorded sequence of
/// inputs replays the whole view (``GestureTrace``). Points are in container space (the
/// superview's bounds, points) unless a case says otherwise. A `shown` geometry
/// (``ShownGeometry``) is what is on screen when the input arrives — the presentation layer's
/// `position` and `transform` while an animation runs — so that an interrupted animation
/// continues from where it is seen.
///
/// ```swift
/// // In the pinch recognizer's action:
/// send(.pinch(RecognizerPhase(uiKitRawValue: pinch.state.rawValue), scale: pinch.scale,
///             centroid: superview.map { pinch.location(in: $0) }, touchCount: pinch.numberOfTouches))
/// ```
public enum ZoomInput: Equatable, Sendable, Codable {
    // MARK: The view's life and layout

    /// The view finished initializing (at the end of its initializers): UIKit's `center` and
    /// `bounds` then. Before it, setters pass their values straight through and the model
    /// writes nothing else, so UIKit's own set-up calls can't move the view.
    case initialize(center: CGPoint, bounds: CGRect)
    /// `center` was set: the resting centre, in container space. `container` is the superview's
    /// bounds at that moment (autoresizing and Auto Layout set the frame after the container
    /// changed, so both are taken in one step). `fromOwnWrite` when UIKit calls the setter while
    /// the view writes its own geometry (stopping an animation): ignored.
    case center(CGPoint, container: CGRect?, fromOwnWrite: Bool)
    /// `bounds` was set, in view space. A new size is a new resting size.
    case bounds(CGRect, container: CGRect?, fromOwnWrite: Bool)
    /// `frame` was set: the resting frame, in container space (standardized).
    case frame(CGRect, container: CGRect?, fromOwnWrite: Bool)
    /// `image` was set. `identity` tells images apart (the same object set again changes
    /// nothing); `nil` for no image. A pending large-image load is dropped.
    case image(ImageDescription, identity: UInt?)
    /// The decoded copy of a large image finished loading for load `generation` (see
    /// ``ZoomInteraction/isCurrentLoad(_:)``): shown like a new image.
    case loadedImage(ImageDescription, identity: UInt?, generation: Int)
    /// A sharper copy of the large original on screen was decoded for `generation` (the view
    /// grew): swapped in, keeping the zoom.
    case sharperCopy(ImageDescription, identity: UInt?, generation: Int)
    /// `contentMode` was set (`UIView.ContentMode`).
    case contentMode(ContentMode)
    /// The view's superview's bounds — the container — at a layout pass or a move; `nil`
    /// without a superview.
    case container(CGRect?)
    /// The screen and accessibility settings the view is shown with.
    case display(DisplayEnvironment)

    // MARK: Configuration

    /// New zoom limits and bouncing.
    case configuration(ZoomConfiguration)
    /// Whether double tap zooms (``ZoomInteraction/requiresFailure(of:before:)`` follows it).
    case doubleTapEnabled(Bool)
    /// A crop opening the image must cover, in container space, or `nil`.
    case cropOpening(CGRect?)

    // MARK: Touches and recognizers

    /// `count` touches landed on the view (`touchesBegan`).
    case touchesBegan(count: Int, shown: ShownGeometry)
    /// `count` touches lifted or were cancelled (`touchesEnded`, `touchesCancelled`).
    case touchesEnded(count: Int)
    /// The pinch recognizer's callback: its phase, `scale` since the last reset, centroid
    /// `location(in: container)` (`nil` without a container) and `numberOfTouches`.
    case pinch(RecognizerPhase, scale: CGFloat, centroid: CGPoint?, touchCount: Int)
    /// The pan recognizer's callback: its phase, `translation(in: container)` since the last
    /// reset and `velocity(in: container)` (both `nil` without a container).
    case pan(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?)
    /// The double-tap recognizer's callback: its phase and `location(in: container)`.
    case doubleTap(RecognizerPhase, location: CGPoint?, shown: ShownGeometry)
    /// The single-tap recognizer's callback: its phase and `location(in: view)` — view space.
    case singleTap(RecognizerPhase, location: CGPoint)

    // MARK: Commands

    /// `setZoomScale(_:animated:)`: zoom about the centre of the coverage rect.
    case setZoomScale(CGFloat, animated: Bool, shown: ShownGeometry)
    /// `zoom(toPixelRect:animated:)`: a rect in oriented pixels.
    case zoomToPixelRect(CGRect, animated: Bool, shown: ShownGeometry)
    /// `resetZoom(animated:)`.
    case resetZoom(animated: Bool, shown: ShownGeometry)
    /// VoiceOver swipe up (+1) or down (−1) on the adjustable image: one step of ×1.5.
    case accessibilityStep(Int, shown: ShownGeometry)
    /// VoiceOver's "Reset zoom" action.
    case accessibilityReset(shown: ShownGeometry)
    /// VoiceOver's three-finger scroll.
    case accessibilityScroll(AccessibilityScrollDirection, shown: ShownGeometry)

    // MARK: Animations and loading

    /// The animation started with `id` completed; `atEnd` when it reached its end
    /// (`UIViewAnimatingPosition.end`).
    case animationFinished(id: Int, atEnd: Bool)
    /// A large-image load starts: earlier loads are superseded.
    case loadStarted
}

/// The screen and accessibility settings a view is shown with, as the interaction model uses
/// them: for planning how large to decode a large image, and for animations.
public struct DisplayEnvironment: Equatable, Sendable, Codable {
    /// Device pixels per point (`traitCollection.displayScale`); 0 when unknown (before the view
    /// is in a window), then the screen's scale or 3 is assumed.
    public var displayScale: CGFloat
    /// The screen's scale, used when ``displayScale`` is unknown; `nil` when unknown.
    public var screenScale: CGFloat?
    /// The screen's size in points, used to plan a decode before the view has a size; `nil`
    /// when unknown.
    public var screenSize: CGSize?
    /// Whether the user asked for reduced motion (`UIAccessibility.isReduceMotionEnabled`):
    /// settle springs then carry no velocity. `false` by default.
    public var reducesMotion: Bool

    /// Describes a display.
    ///
    /// - Parameters:
    ///   - displayScale: `traitCollection.displayScale`; default 0 (unknown).
    ///   - screenScale: the screen's scale; default `nil`.
    ///   - screenSize: the screen's bounds size, points; default `nil`.
    ///   - reducesMotion: `UIAccessibility.isReduceMotionEnabled`; default `false`.
    public init(displayScale: CGFloat = 0, screenScale: CGFloat? = nil, screenSize: CGSize? = nil,
                reducesMotion: Bool = false) {
        self.displayScale = displayScale
        self.screenScale = screenScale
        self.screenSize = screenSize
        self.reducesMotion = reducesMotion
    }

    /// The scale to plan decodes for: ``displayScale`` when positive and finite, else
    /// ``screenScale`` when it is, else 3 (the largest iPhone scale: nothing is lost).
    public var effectiveScale: CGFloat {
        if displayScale.isFinite, displayScale > 0 { return displayScale }
        if let screenScale, screenScale.isFinite, screenScale > 0 { return screenScale }
        return 3
    }
}

/// The direction of VoiceOver's three-finger scroll: `UIAccessibilityScrollDirection`'s cases
/// and raw values. The direction is where the visible part of the image moves: `.right`
/// reveals what is right of it (the image moves left).
public enum AccessibilityScrollDirection: Int, CaseIterable, Equatable, Sendable, Codable {
    /// Reveal what is right of the visible part.
    case right = 1
    /// Reveal what is left of it.
    case left = 2
    /// Reveal what is above it.
    case up = 3
    /// Reveal what is below it.
    case down = 4
    /// The next part: below, or right when the image can't move vertically.
    case next = 5
    /// The previous part: above, or left when the image can't move vertically.
    case previous = 6

    /// The direction with `UIAccessibilityScrollDirection`'s raw value; an unknown value is
    /// `.next`.
    ///
    /// - Parameter uiKitRawValue: `direction.rawValue`.
    public init(uiKitRawValue: Int) {
        self = AccessibilityScrollDirection(rawValue: uiKitRawValue) ?? .next
    }
}
