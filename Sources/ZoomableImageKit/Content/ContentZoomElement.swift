#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The zoom of a content surface for VoiceOver: one adjustable element — swipe up and down zoom,
/// a three-finger swipe moves zoomed content, "Reset zoom" returns to rest — read with the
/// surface's label and zoom value, beside the content's own elements.
///
/// A ``ZoomableImageView`` is itself that element; a surface carrying content instead is an
/// accessibility container (`accessibilityElements` = this element, then the content view), so
/// that VoiceOver also reaches the buttons, labels and links inside the content. "Accessibility
/// elements … are not necessarily views" (`UIAccessibilityElement`); an element that is not a
/// view is placed by `accessibilityFrameInContainerSpace`, "the frame of the accessibility
/// element, in the coordinate space of the specified container view", from which UIKit works out
/// its screen frame as the container moves — here the surface's bounds, so that the frame
/// follows the zoom like the content views' own frames, which UIKit computes.
final class ContentZoomElement: UIAccessibilityElement {
    /// An adjustable element for `surface`, which is its container (held weakly by UIKit), with
    /// the surface's "Reset zoom" action (its target is the surface).
    init(surface: ContentZoomingView) {
        super.init(accessibilityContainer: surface)
        isAccessibilityElement = true
        accessibilityTraits = .zoomableContent
        accessibilityCustomActions = surface.accessibilityCustomActions
    }

    /// The surface it zooms: its container, `nil` once it is gone.
    private var surface: ZoomableImageView? {
        accessibilityContainer as? ZoomableImageView
    }

    // UIKit reads and calls these on the main thread; the SDK does not say so, hence the bridge.

    /// The surface's label (a ``ZoomableView``'s or `.zoomable()`'s).
    override var accessibilityLabel: String? {
        get { MainActorBridge.value(or: nil) { [weak self] in self?.surface?.accessibilityLabel } }
        set { MainActorBridge.run { [weak self] in self?.surface?.accessibilityLabel = newValue } }
    }

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
