#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView: UIGestureRecognizerDelegate {
    func installRecognizers() {
        pinchRecognizer.addTarget(self, action: #selector(handlePinch(_:)))
        panRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        doubleTapRecognizer.addTarget(self, action: #selector(handleDoubleTap(_:)))
        doubleTapRecognizer.numberOfTapsRequired = 2
        singleTapRecognizer.addTarget(self, action: #selector(handleSingleTap(_:)))
        let roles: [(UIGestureRecognizer, RecognizerRole)] = [
            (pinchRecognizer, .pinch), (panRecognizer, .pan), (doubleTapRecognizer, .doubleTap),
            (singleTapRecognizer, .singleTap),
        ]
        for (recognizer, role) in roles {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
            recognizerRoles[ObjectIdentifier(recognizer)] = role
        }
        touchTracker.onTouchesBegan = { [weak self] count in self?.touchesLanded(count) }
        touchTracker.onTouchesEnded = { [weak self] count in self?.host.send(.touchesEnded(count: count)) }
        addGestureRecognizer(touchTracker)
    }

    /// Fingers landed: a moving image is caught where it is on screen, like a scroll view's.
    func touchesLanded(_ count: Int) {
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

    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        host.pinchSource = pinch
        host.send(.pinch(RecognizerPhase(uiKitRawValue: pinch.state.rawValue), scale: pinch.scale,
                         centroid: superview.map { pinch.location(in: $0) }, touchCount: pinch.numberOfTouches))
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        host.panSource = pan
        host.send(.pan(RecognizerPhase(uiKitRawValue: pan.state.rawValue),
                       translation: superview.map { pan.translation(in: $0) },
                       velocity: superview.map { pan.velocity(in: $0) }))
    }

    @objc func handleDoubleTap(_ tap: UITapGestureRecognizer) {
        host.send(.doubleTap(RecognizerPhase(uiKitRawValue: tap.state.rawValue),
                             location: superview.map { tap.location(in: $0) }, shown: shownGeometry))
    }

    @objc func handleSingleTap(_ tap: UITapGestureRecognizer) {
        host.send(.singleTap(RecognizerPhase(uiKitRawValue: tap.state.rawValue), location: tap.location(in: self)))
    }

    // MARK: - UIGestureRecognizerDelegate and UIView's veto

    /// Lets the view's pan begin only when the image can move that way (at rest or at an edge a
    /// paging parent gets the swipe), its pinch and double tap only when there is an image to
    /// zoom; other recognizers get UIKit's answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        host.interaction.shouldBegin(role(of: gestureRecognizer), velocity: superview.map { panRecognizer.velocity(in: $0) },
                                     touchCount: panRecognizer.numberOfTouches)
            ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Pinch and pan run together (two fingers zoom and move at once).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        host.interaction.recognizesSimultaneously(role(of: gestureRecognizer), with: role(of: otherGestureRecognizer))
    }

    /// The single tap waits for the double tap to fail, only while double-tap zoom is enabled.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        host.interaction.requiresFailure(of: role(of: otherGestureRecognizer), before: role(of: gestureRecognizer))
    }

    /// A scrolling ancestor's pan (a paging `UIScrollView` or `UIPageViewController`) waits for
    /// the view's pan to fail: at rest, or at the image's edge, it fails at once and the parent
    /// pages; when the image can move, the image gets the swipe.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let ancestor = (otherGestureRecognizer as? UIPanGestureRecognizer)?.view as? UIScrollView
        return host.interaction.mustFail(role(of: gestureRecognizer),
                                         beforeAncestorScrollPan: ancestor.map(isDescendant(of:)) == true)
    }
}
#endif
