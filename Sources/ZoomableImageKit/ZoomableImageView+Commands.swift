#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    // MARK: - Programmatic zoom

    /// Zooms to `scale` (clamped to the limits) around the centre of the container.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale, relative to the resting layout. Ignored unless finite and positive.
    ///   - animated: whether to animate with the settle spring.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let coverage = engine.coverageRect
        perform(.setZoomScale(scale: scale, anchor: CGPoint(x: coverage.midX, y: coverage.midY)), animated: animated)
    }

    /// Zooms so that a rect of the image, in oriented pixels, fills the container as far as the
    /// limits allow, centred.
    ///
    /// - Parameters:
    ///   - pixelRect: the rect in oriented pixels (what you see, origin top-left). A zero-size
    ///     rect zooms to the maximum around its point.
    ///   - animated: whether to animate with the settle spring.
    public func zoom(toPixelRect pixelRect: CGRect, animated: Bool) {
        guard !layout.isEmpty else { return }
        let viewRect = layout.viewRect(forPixelRect: pixelRect).offsetBy(dx: -super.bounds.minX, dy: -super.bounds.minY)
        perform(.zoomToViewRect(viewRect), animated: animated)
    }

    /// Returns to rest: the minimum zoom scale, settled in the container.
    ///
    /// - Parameter animated: whether to animate with the settle spring.
    public func resetZoom(animated: Bool) {
        perform(.reset, animated: animated)
    }

    // MARK: - Feeding and animating (internal)

    /// Runs a command, shows its result (animated or not), then reports.
    func perform(_ command: GestureEvent, animated: Bool) {
        let before = zoomScale
        let beforeGeometry = engine.geometry
        feed(command)
        // A command that changes nothing (already there, ignored input, a running animation
        // already heading there) leaves the view alone and reports nothing.
        guard engine.geometry != beforeGeometry else { return }
        if animated {
            animateSettle(to: engine.geometry, velocity: .zero)
            if zoomScale != before { notifyZoomScaleChange() }
        } else {
            showAtOnce(since: before, reportingEnd: true)
        }
    }

    /// Shows the engine's geometry without animation — a running settle jumps to its target —
    /// then reports a zoom change since `before`, and the end of zooming when `reportingEnd` or
    /// when a settle was cut short (its own completion no longer reports it).
    func showAtOnce(since before: CGFloat, reportingEnd: Bool = false) {
        let cutSettle = stopSettleAnimation(atPresentedState: false) != nil
        applyGeometry(engine.geometry)
        if zoomScale != before { notifyZoomScaleChange() }
        if reportingEnd || cutSettle { notifyZoomEnd() }
    }

    /// The geometry on screen now, in the engine's terms.
    var shownGeometry: ViewGeometry {
        ViewGeometry(bounds: engine.geometry.bounds, center: super.center, transform: super.transform)
    }

    /// Animates from what is on screen to `target` with the spring ``SettleAnimation`` describes,
    /// carrying `velocity` (container space, points per second); reports the end when it lands.
    func animateSettle(to target: ViewGeometry, velocity: CGPoint) {
        let shown = stopSettleAnimation(atPresentedState: true) ?? shownGeometry
        guard let spring = SettleAnimation(from: shown, to: target, velocity: velocity,
                                           reduceMotion: UIAccessibility.isReduceMotionEnabled) else {
            applyGeometry(target)
            notifyZoomEnd()
            return
        }
        let timing = UISpringTimingParameters(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: CGVector(dx: spring.initialVelocity.x, dy: spring.initialVelocity.y))
        let animator = UIViewPropertyAnimator(duration: spring.duration, timingParameters: timing)
        animator.isInterruptible = true
        animator.addAnimations { [weak self] in
            self?.applyGeometry(target)
        }
        animator.addCompletion { [weak self, weak animator] position in
            guard let self, position == .end, let animator, self.settleAnimator === animator else { return }
            self.settleAnimator = nil
            self.notifyZoomEnd()
        }
        settleAnimator = animator
        animator.startAnimation()
    }

    /// Stops the settle animation, if one runs.
    ///
    /// - Parameter atPresentedState: `true` to stop where it is on screen (a touch caught the
    ///   image); `false` to jump to its target (the layout changed underneath it).
    /// - Returns: the geometry on screen after stopping, or `nil` if nothing was running.
    ///   The animation's completion no longer reports the end: a caller that jumps to the target
    ///   reports it itself once its own change is applied (a gesture that caught the image
    ///   reports its own end).
    @discardableResult
    func stopSettleAnimation(atPresentedState: Bool) -> ViewGeometry? {
        guard let animator = settleAnimator else { return nil }
        settleAnimator = nil
        isApplyingGeometry = true
        if animator.state == .active {
            if atPresentedState {
                animator.stopAnimation(true)
            } else {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .end)
            }
        }
        isApplyingGeometry = false
        return shownGeometry
    }

    // MARK: - Reporting (internal)

    func notifyZoomScaleChange() {
        // Per gesture event this runs up to 120 times a second: the accessibility value follows
        // when zooming ends instead.
        if !isPinching && !isPanning { updateAccessibilityValue() }
        let scale = zoomScale
        delegate?.zoomableImageView(self, didChangeZoomScale: scale)
        onZoomScaleChange?(scale)
    }

    func notifyZoomEnd() {
        updateAccessibilityValue()
        let scale = zoomScale
        delegate?.zoomableImageView(self, didEndZoomingAt: scale)
        onZoomEnd?(scale)
    }
}
#endif
