#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView: UIGestureRecognizerDelegate {
    func installRecognizers() {
        pinchRecognizer.addTarget(self, action: #selector(handlePinch(_:)))
        panRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        doubleTapRecognizer.addTarget(self, action: #selector(handleDoubleTap(_:)))
        doubleTapRecognizer.numberOfTapsRequired = 2
        singleTapRecognizer.addTarget(self, action: #selector(handleSingleTap(_:)))
        // Trackpad and wheel scrolls only: no touches, so a finger's pan stays the pan's.
        scrollRecognizer.addTarget(self, action: #selector(handleScroll(_:)))
        scrollRecognizer.allowedScrollTypesMask = .all
        scrollRecognizer.allowedTouchTypes = []
        let roles: [(UIGestureRecognizer, RecognizerRole)] = [
            (pinchRecognizer, .pinch), (panRecognizer, .pan), (doubleTapRecognizer, .doubleTap),
            (singleTapRecognizer, .singleTap), (scrollRecognizer, .scroll),
            (quickZoomRecognizer, .quickZoom), (dismissDragRecognizer, .dismissDrag),
        ]
        installPhotoViewerRecognizers()
        for (recognizer, role) in roles {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
            recognizerRoles[ObjectIdentifier(recognizer)] = role
        }
        touchTracker.onTouchesBegan = { [weak self] count in self?.touchesLanded(count) }
        touchTracker.onTouchesEnded = { [weak self] count in self?.host.send(.touchesEnded(count: count)) }
        addGestureRecognizer(touchTracker)
    }

    /// Fingers landed: a moving image is caught where it is on screen, like a scroll view's, and
    /// Live Text reads what VisionKit says there now — not when a recognizer asks later.
    func touchesLanded(_ count: Int) {
        liveText?.touchLanded(touchTracker)
        host.send(.touchesBegan(count: count, shown: shownGeometry))
    }

    /// The role of one of the view's recognizers; `nil` for any other.
    func role(of recognizer: UIGestureRecognizer) -> RecognizerRole? {
        recognizerRoles[ObjectIdentifier(recognizer)]
    }

    /// What is on screen now: the presentation layer's position and transform while an animation
    /// runs, the view's own values otherwise.
    var shownGeometry: ShownGeometry {
        let shown = layer.presentation() ?? layer
        return ShownGeometry(center: shown.position, transform: shown.affineTransform())
    }

    // MARK: - Handlers: read the recognizer, send its values

    /// A trackpad pinch arrives here too, with no touches (`numberOfTouches` 0) and the pointer
    /// as its location.
    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        host.pinchSource = pinch
        host.send(.pinch(RecognizerPhase(uiKitRawValue: pinch.state.rawValue), scale: pinch.scale,
                         centroid: superview.map { pinch.location(in: $0) }, touchCount: pinch.numberOfTouches,
                         shown: shownGeometry))
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        host.panSource = pan
        host.send(.pan(RecognizerPhase(uiKitRawValue: pan.state.rawValue),
                       translation: superview.map { pan.translation(in: $0) },
                       velocity: superview.map { pan.velocity(in: $0) }))
    }

    /// A trackpad's two-finger scroll or a mouse wheel: the translation, the velocity, the
    /// pointer and the modifier keys held.
    @objc func handleScroll(_ scroll: UIPanGestureRecognizer) {
        host.panSource = scroll
        host.send(.scroll(RecognizerPhase(uiKitRawValue: scroll.state.rawValue),
                          translation: superview.map { scroll.translation(in: $0) },
                          velocity: superview.map { scroll.velocity(in: $0) },
                          location: superview.map { scroll.location(in: $0) },
                          modifiers: KeyModifierFlags(rawValue: scroll.modifierFlags.rawValue),
                          shown: shownGeometry))
    }

    /// A double tap — or a double click with a mouse or trackpad: the recognizer takes every touch
    /// type, `indirectPointer` included.
    @objc func handleDoubleTap(_ tap: UITapGestureRecognizer) {
        host.send(.doubleTap(RecognizerPhase(uiKitRawValue: tap.state.rawValue),
                             location: superview.map { tap.location(in: $0) }, shown: shownGeometry))
    }

    @objc func handleSingleTap(_ tap: UITapGestureRecognizer) {
        host.send(.singleTap(RecognizerPhase(uiKitRawValue: tap.state.rawValue), location: tap.location(in: self)))
    }

    // MARK: - UIGestureRecognizerDelegate and UIView's veto

    /// Lets the view's pan and scroll begin only when the image can move that way (at rest or at
    /// an edge a paging parent gets the swipe or scroll) — a scroll with the zoom modifiers held
    /// whenever there is an image to zoom — its pinch and double tap only when there is an image
    /// to zoom; other recognizers get UIKit's answer. With Live Text on, what VisionKit says at
    /// the touch goes to the core too: a touch Live Text wins (a tap on a data detector, a drag
    /// of a selection handle) does not begin the view's recognizer, and a tap away from a
    /// selection dismisses it (see ``isLiveTextEnabled``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let pan = gestureRecognizer as? UIPanGestureRecognizer
        let recognizerRole = role(of: gestureRecognizer)
        let arbitration = liveTextArbitration(for: gestureRecognizer)
        liveText?.apply(arbitration)
        return host.interaction.shouldBegin(recognizerRole, velocity: superview.flatMap { pan?.velocity(in: $0) },
                                            touchCount: gestureRecognizer.numberOfTouches,
                                            modifiers: KeyModifierFlags(rawValue: gestureRecognizer.modifierFlags.rawValue),
                                            liveText: arbitration)
            ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The core's arbitration for one of the view's recognizers, with what VisionKit said where
    /// the touch landed; `nil` without Live Text or for a recognizer not the view's.
    func liveTextArbitration(for recognizer: UIGestureRecognizer) -> LiveTextArbitration? {
        host.interaction.liveTextArbitration(for: role(of: recognizer), touchCount: recognizer.numberOfTouches,
                                             at: liveText?.touchAtLanding)
    }

    /// The pinch runs together with the pan or the scroll (two fingers zoom and move at once);
    /// with Live Text on, VisionKit's recognizers run with the view's when the core gave the
    /// touch to both (a tap away from text reports its pixel and ends VisionKit's highlight mode).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        host.interaction.recognizesSimultaneously(role(of: gestureRecognizer), with: role(of: otherGestureRecognizer),
                                                  isLiveTextRecognizer: liveText?.owns(otherGestureRecognizer) == true,
                                                  liveText: liveTextArbitration(for: gestureRecognizer))
    }

    /// The single tap waits for the double tap to fail, only while double-tap zoom is enabled.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        host.interaction.requiresFailure(of: role(of: otherGestureRecognizer), before: role(of: gestureRecognizer))
    }

    /// A scrolling ancestor's pan (a paging `UIScrollView` or `UIPageViewController`) waits for
    /// the view's pan and scroll to fail: at rest, or at the image's edge, they fail at once and
    /// the parent pages; when the image can move, the image gets the swipe or scroll.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let ancestor = (otherGestureRecognizer as? UIPanGestureRecognizer)?.view as? UIScrollView
        return host.interaction.mustFail(role(of: gestureRecognizer),
                                         beforeAncestorScrollPan: ancestor.map(isDescendant(of:)) == true)
    }
}
#endif
