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
@_spi(Internals)
public enum ZoomInput: Equatable, Sendable {
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
    /// A decode the interaction asked for (``ZoomEffects/startsDecode``) ended for load
    /// `generation`, with the copy decoded (its description, with its ``ImageDescription/original``)
    /// or `nil` when the file could not be read. A load's first copy is shown like a new image; a
    /// copy of another size of the original on screen is swapped in at rest, keeping the zoom.
    case decodeFinished(ImageDescription?, identity: UInt?, generation: Int)
    /// `contentMode` was set (`UIView.ContentMode`).
    case contentMode(ImageContentMode)
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
    /// `location(in: container)` (`nil` without a container) and `numberOfTouches`, and what is
    /// on screen (`shown`, `nil` if unknown): a trackpad's pinch lands no touch first, so when it
    /// begins during an animation the image is caught there rather than at the animation's end.
    case pinch(RecognizerPhase, scale: CGFloat, centroid: CGPoint?, touchCount: Int, shown: ShownGeometry? = nil)
    /// The pan recognizer's callback: its phase, `translation(in: container)` since the last
    /// reset and `velocity(in: container)` (both `nil` without a container).
    case pan(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?)
    /// The double-tap recognizer's callback: its phase and `location(in: container)`.
    case doubleTap(RecognizerPhase, location: CGPoint?, shown: ShownGeometry)
    /// The single-tap recognizer's callback: its phase and `location(in: view)` — view space.
    case singleTap(RecognizerPhase, location: CGPoint)

    // MARK: Commands

    /// `setZoomScale(_:animated:)`: zoom about `anchor`, container space — by default (`nil`)
    /// the centre of the coverage rect.
    case setZoomScale(CGFloat, animated: Bool, shown: ShownGeometry, anchor: CGPoint? = nil)
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
    /// An assistive technology focused an element (`elementFocusedNotification`): its frame in
    /// the view's own space (points, the untransformed view's bounds space) when it is part of the
    /// view's content (``AccessibilityFocus``), `nil` when it is anything else; and the
    /// container's bounds less its safe-area insets (container space), `nil` without a container.
    case accessibilityFocus(viewRect: CGRect?, safeArea: CGRect?, shown: ShownGeometry)

    // MARK: Animations and loading

    /// The animation started with `id` completed; `atEnd` when it reached its end
    /// (`UIViewAnimatingPosition.end`).
    case animationFinished(id: Int, atEnd: Bool)
    /// A large-image load starts: earlier loads are superseded. Its first copy is decoded as soon
    /// as there is a size to plan for (the view's, or its window's).
    case loadStarted
    /// The task waiting for load `generation` was cancelled: the load ends, its decode is
    /// cancelled, and the image on screen stays.
    case loadCancelled(generation: Int)

    // MARK: Pointer and keyboard

    /// The scroll recognizer's callback — a trackpad's two-finger scroll or a mouse wheel, no
    /// touches: its phase, `translation(in: container)` since the last reset,
    /// `velocity(in: container)` and the pointer's `location(in: container)` (each `nil` without
    /// a container), and the modifier keys held (`modifierFlags`). With the zoom modifiers held
    /// when it begins (``ScrollZoom``) the scroll zooms around the pointer; otherwise it pans
    /// like a finger. `shown` is what is on screen (`nil` if unknown): a scroll that begins during
    /// an animation catches the image there, as a finger would.
    case scroll(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?, location: CGPoint?, modifiers: KeyModifierFlags,
                shown: ShownGeometry? = nil)
    /// A key command, or a menu item performing one: animated from what is on screen (`shown`).
    case keyCommand(ZoomKeyCommand, shown: ShownGeometry)
    /// Whether the view offers its key commands (``ZoomInteraction/offeredKeyBindings(leavingZoomToMenu:)``).
    case keyCommandsEnabled(Bool)
    /// The modifier keys that make a scroll zoom (``ScrollZoom/modifiers``).
    case scrollZoomModifiers(KeyModifierFlags)

    // MARK: Photo viewer

    /// The quick-zoom recognizer's callback — a tap, then the finger held down and dragged
    /// (`UILongPressGestureRecognizer`, `numberOfTapsRequired = 1`): its phase, the finger's
    /// `location(in: container)` (`nil` without a container) and what is on screen. Began is the
    /// second tap landing; lifting without moving is a plain double tap (``QuickZoomStateMachine``).
    case quickZoom(RecognizerPhase, location: CGPoint?, shown: ShownGeometry)
    /// Whether quick zoom is on (`ZoomableImageView.isQuickZoomEnabled`).
    case quickZoomEnabled(Bool)
    /// The dismiss-drag recognizer's callback (a photo viewer's one-finger drag at rest): its
    /// phase, `translation(in: container)` since it began (never reset), `velocity(in:
    /// container)`, the finger's `location(in: container)` (each `nil` without a container) and
    /// `numberOfTouches`.
    case dismissDrag(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?, location: CGPoint?, touchCount: Int)
    /// Whether a one-finger, mostly vertical drag at rest dismisses the viewer the view is in
    /// (``DismissDragConditions/isEnabled``): a photo viewer turns it on while its pager is still.
    case dismissDragEnabled(Bool)
    /// VoiceOver's escape gesture (`accessibilityPerformEscape`) in a photo viewer: dismiss, from
    /// what is on screen (`shown`).
    case accessibilityEscape(shown: ShownGeometry)
    /// How the photo viewer the view is in dismisses (``DismissDragStateMachine/presentation``):
    /// `.modal` takes the image away (the view rests at once), `.inline` leaves it where it was
    /// released, for the app's own transition to take away. `.modal` until told.
    case dismissPresentation(BrowserDismissal.Presentation)
    /// The viewer's dismissal is over or was abandoned and the view is still on screen (the app
    /// kept an inline viewer): the image springs back from where the dismissal left it, the
    /// background returns to opaque, and a dismiss drag or escape may begin again.
    case dismissalEnded
    // MARK: Tiles

    /// A tile load the interaction asked for (``TileCacheAction/load``) ended: `bytes` is the
    /// decoded image's size (4 bytes per pixel), or `nil` when it failed for good (after its
    /// retries). `generation` is the ``TileCacheStateMachine/generation`` it was started in; a
    /// completion for another generation, or for a load cancelled since, changes nothing.
    case tileLoadEnded(TileID, generation: Int, bytes: Int?)
    /// The system is short of memory (`didReceiveMemoryWarningNotification`): back to the base
    /// copy and the visible tiles.
    case memoryWarning

    // MARK: Content

    /// The content (not an image) changed in a way that may change its size — a SwiftUI update
    /// of `.zoomable()` content: at rest it is measured again at once
    /// (``ZoomEffects/measuresContent``); while a gesture, an animation or a held touch moves it,
    /// once that is over. An image view ignores it.
    case contentChanged
}
