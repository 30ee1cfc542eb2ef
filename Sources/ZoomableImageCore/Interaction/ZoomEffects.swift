import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a view must do after one ``ZoomInput``: the writes and animations a
/// ``ZoomInteraction`` asks for, performed by ``ZoomInteractionHost/send(_:)`` in this order —
/// stop the running animation, write a `frame`, `bounds` or `center` straight through, show a
/// sharper copy, apply the interaction's geometry, start its animation, reset the recognizers,
/// start a decode, update the tiles, measure or place content, draw it again. What the
/// view reports (taps, zoom changes and ends, accessibility) follows, from the interaction's
/// queue (``ZoomInteraction/takeReport()``).
///
/// A few flags and one optional write rather than a list, with the values to apply read from the
/// interaction itself (``ZoomInteraction/geometry``, ``ZoomInteraction/startedAnimation``,
/// ``ZoomInteraction/decodeRequest``): handing effects over allocates nothing and copies little,
/// 120 times a second.
@_spi(Internals)
public struct ZoomEffects: Equatable, Sendable {
    /// Stop the running animation where it is on screen (`stopAnimation(true)`), without a
    /// completion. What the view shows next — the caught position, the target, or a new
    /// animation from there — is up to the effects that follow.
    public var stopsAnimation = false
    /// A value to write straight to UIKit — `frame` or `center` before the view has initialized,
    /// `bounds` when they change — or `nil`.
    public var write: UntransformedWrite?
    /// Put the copy of the large original on screen that was just decoded to replace the one
    /// shown (it was accepted: the view is at rest, and the copy is of the current load and of
    /// the size wanted).
    public var showsSharperCopy = false
    /// Write the interaction's geometry (``ZoomInteraction/geometry``: `center` and `transform`).
    public var appliesGeometry = false
    /// Animate to the interaction's geometry with its ``ZoomInteraction/startedAnimation``.
    public var startsAnimation = false
    /// Set the pinch recognizer's `scale` back to 1.
    public var resetsPinchScale = false
    /// Set the translation of the pan recognizer that sent the event — the finger pan or the
    /// scroll recognizer — back to zero.
    public var resetsPanTranslation = false
    /// Decode a copy of the large original for the interaction's
    /// ``ZoomInteraction/decodeRequest`` — a load's first copy, or one of another size of the
    /// original on screen — off the main thread, replacing any decode the view runs.
    public var startsDecode = false
    /// Cancel the decode the view runs: its load was superseded or cancelled. (Its completion,
    /// if it still arrives, is ignored.)
    public var cancelsDecode = false
    /// Perform ``ZoomInteraction/tileAction``: cancel and start tile loads, release, hide and
    /// show tile layers.
    public var updatesTiles = false
    /// Draw the content (not an image) again at ``ZoomInteraction/renderedContent``'s scale: it
    /// has come to rest at a resolution it was not drawn at.
    public var rendersContent = false
    /// Measure the content (not an image) again and lay it out: it changed (``ZoomInput/contentChanged``)
    /// and the view is at rest. The view forgets its measurement and measures at its next layout.
    public var measuresContent = false
    /// Place the content view again where the interaction's layout says: a size measured while
    /// it moved was applied now that it rests. No measuring.
    public var placesContent = false
    /// Whether the input was acted on: what an accessibility action returns, and whether a key
    /// command did anything (`false`: nothing to zoom, already at rest, already at the edge or
    /// the limit).
    public var isHandled = false

    /// No effects.
    public init() {}
}

/// A value a view writes straight to UIKit, bypassing its resting-place setters.
@_spi(Internals)
public enum UntransformedWrite: Equatable, Sendable {
    /// `frame`, before the view has initialized (untransformed then).
    case frame(CGRect)
    /// `bounds`, view space.
    case bounds(CGRect)
    /// `center`, before the view has initialized.
    case center(CGPoint)
}

/// An animation to start: its identifier (reported back with
/// ``ZoomInput/animationFinished(id:atEnd:)``) and its spring.
@_spi(Internals)
public struct StartedAnimation: Equatable, Sendable {
    /// Identifies the animation; a completion with another identifier is for a superseded one.
    public var id: Int
    /// The spring to animate `center` and `transform` with.
    public var spring: SettleAnimation

    /// Describes an animation to start: its identifier and spring.
    public init(id: Int, spring: SettleAnimation) {
        self.id = id
        self.spring = spring
    }
}

/// What the view reports, in the order it happened: taken from the interaction's queue with
/// ``ZoomInteraction/takeReport()`` after the effects are performed.
@_spi(Internals)
public enum ZoomReport: Equatable, Sendable {
    /// A single tap on the drawn image, in oriented pixels (continuous).
    case tap(pixel: CGPoint)
    /// The zoom scale changed (``ZoomInteraction/zoomScale``).
    case zoomChange(CGFloat)
    /// An interaction that moved the image came to rest at this zoom scale.
    case zoomEnd(CGFloat)
    /// The accessibility value (the zoom as a percentage) should now state this scale.
    case accessibilityValue(CGFloat)
    /// VoiceOver's scroll moved the image: the visible part of the image, as fractions of its
    /// width and height (0…1, origin top-left), for the page-scrolled announcement.
    case accessibilityPageScrolled(visibleFraction: CGRect)
    /// The content moved to bring the element an assistive technology focused into view: the
    /// technology should read the elements' frames again, keeping its focus
    /// (`UIAccessibility.Notification.layoutChanged` with no element).
    case accessibilityLayoutChanged
    /// The large-image load of this ``ZoomInteraction/loadGeneration`` ended: what its caller
    /// returns or throws.
    case loadEnded(generation: Int, ImageLoadOutcome)
    /// A single tap on the view — on the image or beside it — whose touch did not only stop a
    /// moving image: what toggles a photo viewer's chrome.
    case viewTap
    /// A photo viewer's background must show this opacity (0…1): at once (`animation` `nil`)
    /// while a dismiss drag moves the image, or animated with `animation` as the image springs
    /// back or a pinch takes it over.
    indirect case backgroundOpacity(CGFloat, animation: SettleAnimation?)
    /// The photo viewer must dismiss (a dismiss drag thrown far enough, VoiceOver's escape),
    /// starting its transition from what the request says was shown. The view itself is back at
    /// rest already.
    ///
    /// `indirect`, as ``backgroundOpacity(_:animation:)`` is: their payloads (a geometry, a
    /// spring) would size every report, and every gesture event queues and takes one — Swift
    /// copies the whole enum each time (measured: 877 instructions per pinch event instead of
    /// about 270). Boxed, they allocate once when queued: a dismissal, or a dismiss drag's frame.
    indirect case dismiss(DismissRequest)
    /// A tile failed for good (or did not fit the byte budget); the coarser level stays in its
    /// place. Each tile is reported once per image.
    case tileFailed(TileID)
}
