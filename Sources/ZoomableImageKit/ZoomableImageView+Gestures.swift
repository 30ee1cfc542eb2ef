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
        for recognizer in [pinchRecognizer, panRecognizer, doubleTapRecognizer, singleTapRecognizer] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
    }

    /// Whether there is something to zoom: an image laid out in a non-empty view and container.
    var canZoom: Bool { superview != nil && !engine.isEmpty }

    // MARK: - Handlers: read the recognizer, feed the engine, reset the recognizer, apply

    // Began and changed need the container (the centroid is in its space); ended, cancelled and
    // failed never do, so a gesture cancelled because the view left its container still ends.

    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began, .changed:
            guard let container = superview else { return }
            if pinch.state == .began { beginGesture(pinching: true) }
            let before = zoomScale
            feed(.pinch(factor: pinch.scale, centroid: pinch.location(in: container), touchCount: pinch.numberOfTouches))
            pinch.scale = 1
            applyGeometry(engine.geometry)
            if zoomScale != before { notifyZoomScaleChange() }
        case .ended, .cancelled, .failed:
            guard isPinching else { return }
            isPinching = false
            feed(.endPinch)
            endGestureIfLast()
        default:
            break
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            guard let container = superview else { return }
            if pan.state == .began { beginGesture(pinching: false) }
            feed(.pan(translation: pan.translation(in: container)))
            pan.setTranslation(.zero, in: container)
            applyGeometry(engine.geometry)
        case .ended, .cancelled, .failed:
            guard isPanning else { return }
            isPanning = false
            // A fling only when the pan really ended in a container.
            releaseVelocity = pan.state == .ended ? superview.map { pan.velocity(in: $0) } ?? .zero : .zero
            endGestureIfLast()
        default:
            break
        }
    }

    @objc func handleDoubleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let container = superview, canZoom else { return }
        perform(.doubleTap(location: tap.location(in: container)), animated: true)
    }

    @objc func handleSingleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let pixel = imagePixel(at: tap.location(in: self), in: self) else { return }
        delegate?.zoomableImageView(self, didTapImageAt: pixel)
        onTapImagePixel?(pixel)
    }

    /// The first of pinch and pan to begin starts the engine's interaction, from what is on
    /// screen if an animation was running.
    func beginGesture(pinching: Bool) {
        let wasActive = isPinching || isPanning
        if pinching { isPinching = true } else { isPanning = true }
        guard !wasActive else { return }
        releaseVelocity = .zero
        isHoldingInterruptedAnimation = false
        if let presented = stopSettleAnimation(atPresentedState: true) {
            feed(.beginFromPresented(presented))
        } else {
            feed(.begin)
        }
    }

    /// The last of pinch and pan to end settles, with the pan's release velocity.
    func endGestureIfLast() {
        guard !isPinching, !isPanning else { return }
        let before = zoomScale
        let velocity = releaseVelocity
        releaseVelocity = .zero
        feed(.end(velocity: velocity))
        animateSettle(to: engine.geometry, velocity: velocity)
        if zoomScale != before { notifyZoomScaleChange() }
    }

    // MARK: - Touches: a finger on a moving image stops it

    /// A finger landing on a settling image stops it where it is on screen, like a scroll view.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let presented = stopSettleAnimation(atPresentedState: true) {
            feed(.beginFromPresented(presented))
            isHoldingInterruptedAnimation = true
        }
    }

    /// Settles an image a touch stopped, if no pinch or pan took over.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        settleIfHoldingWithoutGesture()
    }

    /// Settles an image a touch stopped, if no pinch or pan took over.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        settleIfHoldingWithoutGesture()
    }

    /// A touch that stopped an animation and lifted without a pinch or pan: settle from there.
    func settleIfHoldingWithoutGesture() {
        guard isHoldingInterruptedAnimation, !isPinching, !isPanning else { return }
        isHoldingInterruptedAnimation = false
        feed(.end(velocity: .zero))
        animateSettle(to: engine.geometry, velocity: .zero)
    }

    // MARK: - UIGestureRecognizerDelegate and UIView's veto

    /// Lets the view's pan begin only when the engine says the swipe is the image's (zoomed in
    /// and not pushing an edge inwards), and its pinch only when there is an image to zoom.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panRecognizer {
            guard canZoom, let container = superview else { return false }
            return engine.shouldBeginPan(velocity: panRecognizer.velocity(in: container))
        }
        if gestureRecognizer === pinchRecognizer || gestureRecognizer === doubleTapRecognizer {
            return canZoom
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Pinch and pan run together (two fingers zoom and move at once).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer === pinchRecognizer && otherGestureRecognizer === panRecognizer)
            || (gestureRecognizer === panRecognizer && otherGestureRecognizer === pinchRecognizer)
    }

    /// The single tap waits for the double tap to fail, only while double-tap zoom is enabled.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === singleTapRecognizer && otherGestureRecognizer === doubleTapRecognizer
            && isDoubleTapZoomEnabled
    }

    /// A scrolling ancestor's pan (a paging `UIScrollView` or `UIPageViewController`) waits for
    /// the view's pan to fail: at rest, or at the image's edge, it fails at once and the parent
    /// pages; when the image can move, the image gets the swipe.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer, otherGestureRecognizer is UIPanGestureRecognizer,
              let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return isDescendant(of: scrollView)
    }
}
#endif
