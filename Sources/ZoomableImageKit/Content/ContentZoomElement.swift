#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The zoom of a content surface for VoiceOver: one adjustable element — swipe up and down zoom,
/// a three-finger swipe moves zoomed content, "Reset zoom" returns to rest — carrying the label
/// given to the surface (which, a container, carries none itself) and read with its zoom value,
/// beside the content's own elements.
///
/// A ``ZoomableImageView`` is itself that element; a surface carrying content instead is an
/// accessibility container (`accessibilityElements` = the content view, then this element), so
/// that VoiceOver also reaches the buttons, labels and links inside the content. The content comes
/// first because a touch is given to the first element in that order whose frame holds it, and
/// this element's frame is the whole visible part: first, it would take every touch and leave the
/// content's elements to swipes alone; last, it takes only touches on no element of the content.
/// "Accessibility elements … are not necessarily views" (`UIAccessibilityElement`); an element that is not a
/// view is placed by `accessibilityFrameInContainerSpace`, "the frame of the accessibility
/// element, in the coordinate space of the specified container view", from which UIKit works out
/// its screen frame as the container moves — here the part of the surface on screen, in the
/// surface's own space, written with every zoom and pan (``ContentZoomingView/placeZoomElement()``),
/// so that the focus ring and the double tap (at the frame's centre, the default activation
/// point) stay on screen at any zoom, as an image view's own frame does.
final class ContentZoomElement: UIAccessibilityElement {
    /// An adjustable element for `surface`, which is its container (held weakly by UIKit).
    init(surface: ContentZoomingView) {
        super.init(accessibilityContainer: surface)
        isAccessibilityElement = true
        accessibilityTraits = .zoomableContent
    }

    /// The surface it zooms: its container, `nil` once it is gone.
    private var surface: ContentZoomingView? {
        accessibilityContainer as? ContentZoomingView
    }

    /// The surface's "Reset zoom" (its target is the surface), then the app's actions
    /// (``ZoomableView/accessibilityCustomActions``), read from the surface each time, so that
    /// neither is a copy that goes stale. Setting replaces the app's.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { MainActorBridge.value(or: nil) { [weak self] in self?.surface?.zoomElementActions } }
        set {
            let actions = UncheckedSendable(newValue)
            MainActorBridge.run { [weak self] in self?.surface?.appAccessibilityActions = actions.value }
        }
    }

    // UIKit reads and calls these on the main thread; the SDK does not say so, hence the bridge.

    /// The zoom, as the surface states it ("200 %").
    override var accessibilityValue: String? {
        get { MainActorBridge.value(or: nil) { [weak self] in self?.surface?.accessibilityValue } }
        set { MainActorBridge.run { [weak self] in self?.surface?.accessibilityValue = newValue } }
    }

    /// Swipe up: the surface zooms in a step.
    override func accessibilityIncrement() {
        MainActorBridge.run { [weak self] in self?.surface?.accessibilityIncrement() }
    }

    /// Swipe down: the surface zooms out a step.
    override func accessibilityDecrement() {
        MainActorBridge.run { [weak self] in self?.surface?.accessibilityDecrement() }
    }

    /// Three-finger swipe: the surface moves zoomed content by a page; `false` at rest or at the
    /// edge, so VoiceOver scrolls a paging parent or plays its boundary sound.
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActorBridge.value(or: false) { [weak self] in self?.surface?.accessibilityScroll(direction) == true }
    }
}
#endif
