import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Drag to dismiss through the view: the dismiss-drag recognizer's events fed to the
// ``DismissDragStateMachine``, its appearance shown as the view's geometry (a gesture of its
// own), its spring back run as the gesture's settle, and what the viewer must do reported:
// the background's opacity, and the dismissal.

extension ZoomInteraction {
    /// Whether a one-finger vertical drag at rest dismisses the viewer (a photo viewer turns it
    /// on while its pager is still). `false` by default.
    public var isDismissDragEnabled: Bool { viewer.isDismissDragEnabled }

    /// Whether a dismiss drag moves the image (not yet released, not handed over to a pinch).
    public var isDismissDragging: Bool { viewer.dismissDrag.isDragging }

    /// Whether the viewer is being dismissed: a dismiss drag was thrown far enough, or VoiceOver's
    /// escape. Until ``ZoomInput/dismissalEnded`` (an inline viewer the app kept).
    public var isDismissed: Bool { viewer.dismissDrag.isDismissed }

    /// Why a dismiss drag with this velocity and these fingers may not begin now, or `nil` when
    /// it may: ``DismissDragConditions`` filled in from the view. The zoom is the one the view is
    /// heading to (a caught spring back counts as at rest), a gesture of any kind counts as a
    /// pinch, and a running or held animation as a settle — except the dismiss drag's own spring
    /// back, which a new drag catches.
    ///
    /// - Parameters:
    ///   - velocity: the drag recognizer's `velocity(in: container)` (points per second).
    ///   - touchCount: its `numberOfTouches`.
    public func dismissDragRefusal(velocity: CGPoint, touchCount: Int) -> DismissDragRefusal? {
        viewer.dismissDrag.refusal(dismissDragConditions(velocity: velocity, touchCount: touchCount))
    }

    /// What the view knows as a dismiss drag is about to begin (see
    /// ``dismissDragRefusal(velocity:touchCount:)``).
    func dismissDragConditions(velocity: CGPoint, touchCount: Int) -> DismissDragConditions {
        let heading = motion.animation?.target ?? motion.hold?.target ?? engine.geometry
        return DismissDragConditions(
            isEnabled: viewer.isDismissDragEnabled, zoomScale: heading.transform.a,
            minimumZoomScale: engine.minimumZoomScale, isPinching: isGesturing,
            isSettling: (isAnimating || isHolding) && !viewer.dismissDrag.isReturning, isPageSwiping: false,
            touchCount: touchCount, velocity: velocity, containerSize: containerBounds?.size ?? .zero)
    }

    /// Turns the dismiss drag on or off; a drag under way goes on.
    mutating func setDismissDragEnabled(_ isEnabled: Bool) {
        viewer.isDismissDragEnabled = isEnabled
    }

    /// The dismiss-drag recognizer's event. Began (or a first changed) starts a drag when
    /// ``dismissDragRefusal(velocity:touchCount:)`` allows it — catching the spring back where it
    /// is shown — and every event shows the drag's appearance. Ended throws it: the viewer
    /// dismisses or the image springs back as the gesture's settle; cancelled and failed spring
    /// back without velocity.
    mutating func dismissDrag(_ phase: RecognizerPhase, translation: CGPoint?, velocity: CGPoint?, location: CGPoint?,
                              touchCount: Int, _ effects: inout ZoomEffects) {
        guard isInitialized else { return }
        switch (phase, motion.gesture?.isDismissDragging == true) {
        case (.began, false), (.changed, false):
            beginDismissDrag(translation: translation, velocity: velocity ?? .zero, location: location,
                             touchCount: touchCount, &effects)
        case (.began, true), (.changed, true):
            // A changed without a translation (no container) moves nothing.
            guard let translation else { return }
            showDismissDrag(viewer.dismissDrag.move(translation: sinceBegan(translation)), &effects)
        case (.ended, true):
            let action = viewer.dismissDrag.end(translation: sinceBegan(translation ?? CGPoint(x: CGFloat.nan, y: .nan)),
                                                velocity: velocity ?? .zero)
            releaseDismissDrag(action, &effects)
        case (.cancelled, true), (.failed, true):
            releaseDismissDrag(DismissDragStateMachine.ReleaseAction(viewer.dismissDrag.cancel()), &effects)
        case (.possible, _), (.ended, false), (.cancelled, false), (.failed, false):
            // No drag of this recognizer under way (it was refused, or handed over to a pinch,
            // whose gesture ended it): its end changes nothing.
            break
        }
    }

    /// The recognizer's translation from where the drag began: UIKit's began already carries the
    /// few points the finger moved before the recognizer recognized, and the image point under
    /// the finger then is the one that follows it.
    func sinceBegan(_ translation: CGPoint) -> CGPoint {
        CGPoint(x: translation.x - viewer.dismissOrigin.x, y: translation.y - viewer.dismissOrigin.y)
    }

    /// Starts a drag from the image at rest, or from a spring back caught where it is shown (held
    /// under the finger; one still running is cut to rest by the gesture, and starts from there).
    mutating func beginDismissDrag(translation: CGPoint?, velocity: CGPoint, location: CGPoint?, touchCount: Int,
                                   _ effects: inout ZoomEffects) {
        guard let location else { return }
        let caught = viewer.dismissDrag.isReturning
        let shownOffset = caught && isHolding ? dismissOffset(shown: engine.geometry) : nil
        let action = viewer.dismissDrag.begin(dismissDragConditions(velocity: velocity, touchCount: touchCount),
                                              at: location, shownOffset: shownOffset)
        switch action {
        case .none: return
        case .show: break
        }
        beginGesture(&effects)
        updateGesture { $0.isDismissDragging = true }
        if !caught { viewer.dismissBase = engine.geometry }
        viewer.dismissOrigin = translation.flatMap { $0.isFinite ? $0 : nil } ?? .zero
        showDismissDrag(action, &effects)
    }

    /// The offset a dismiss drag's appearance must have to show `shown`, from the spring back's
    /// anchor: shown centre − anchor − s · (base centre − anchor), with s the shown scale over the
    /// base's.
    func dismissOffset(shown: ViewGeometry) -> CGPoint {
        let anchor = viewer.dismissDrag.appearance.anchor
        let base = viewer.dismissBase
        let scale = shown.transform.a / base.transform.a
        let offset = CGPoint(x: shown.center.x - anchor.x - scale * (base.center.x - anchor.x),
                             y: shown.center.y - anchor.y - scale * (base.center.y - anchor.y))
        return offset.isFinite ? offset : .zero
    }

    /// Shows a drag's appearance: the base geometry moved and shrunk (the engine's own, so the
    /// view shows exactly it), and the background's opacity at once.
    mutating func showDismissDrag(_ action: DismissDragStateMachine.ShowAction, _ effects: inout ZoomEffects) {
        let look: DismissDragAppearance
        switch action {
        case .none: return
        case .show(let shown): look = shown
        }
        let before = (center: engine.geometry.center, scale: engine.zoomScale)
        engine.show(ShownGeometry(look.geometry(applyingTo: viewer.dismissBase)))
        noteMove(fromCenter: before.center, scale: before.scale, &effects)
        queue(.backgroundOpacity(look.backgroundOpacity, animation: nil))
    }

    /// The drag recognizer ended: the machine's answer performed, and the recognizer's part of
    /// the gesture over (the last one to end settles).
    mutating func releaseDismissDrag(_ action: DismissDragStateMachine.ReleaseAction, _ effects: inout ZoomEffects) {
        switch action {
        case .dismiss(let look, let velocity):
            queue(.dismiss(DismissRequest(shown: engine.geometry, backgroundOpacity: look.backgroundOpacity,
                                          velocity: velocity)))
            switch viewer.dismissDrag.presentation {
            case .modal:
                // The viewer takes the image from what is shown; the view itself rests at once.
                let before = (center: engine.geometry.center, scale: engine.zoomScale)
                engine.reset()
                effects.appliesGeometry = true
                noteMove(fromCenter: before.center, scale: before.scale, &effects)   // even by an ulp: an end is owed
                endGestureIfLast(&effects) { $0.isDismissDragging = false }
            case .inline:
                // The app's transition takes the view away as it is: the image stays where it
                // was released, unsettled, until the dismissal ends.
                endGestureLeavingImage { $0.isDismissDragging = false }
            }
        case .springBack(_, let velocity):
            endGestureIfLast(&effects) {
                $0.isDismissDragging = false
                $0.releaseVelocity = velocity
            }
            queue(.backgroundOpacity(1, animation: startedAnimation?.spring ?? .backdrop))
        case .show(let look):
            // Released where it began: nothing to spring back.
            endGestureIfLast(&effects) { $0.isDismissDragging = false }
            queue(.backgroundOpacity(look.backgroundOpacity, animation: nil))
        case .none:
            endGestureIfLast(&effects) { $0.isDismissDragging = false }
        }
    }

    /// A second finger on a dismiss drag (a touch landing, or the pinch's event): the drag ends
    /// where the image is shown, a pinch takes over from there, and the background returns to
    /// opaque.
    mutating func handOverDismissDrag(touchCount: Int) {
        switch viewer.dismissDrag.touchCountChanged(to: touchCount) {
        case .none: break
        case .handOverToPinch: queue(.backgroundOpacity(1, animation: .backdrop))
        }
    }

    /// VoiceOver's escape: the viewer dismisses from what is on screen. A modal viewer's view
    /// returns to rest at once (a running animation cut, a gesture going on from rest); an inline
    /// viewer's is left as it is. Handled unless the viewer is already being dismissed.
    mutating func accessibilityEscape(shown: ShownGeometry, _ effects: inout ZoomEffects) {
        guard isInitialized else { return }
        let look: DismissDragAppearance, velocity: CGPoint
        switch viewer.dismissDrag.escape() {
        case .none: return
        case .dismiss(let from, let thrown): (look, velocity) = (from, thrown)
        }
        queue(.dismiss(DismissRequest(shown: engine.validated(shown: shown), backgroundOpacity: look.backgroundOpacity,
                                      velocity: velocity)))
        switch viewer.dismissDrag.presentation {
        case .modal: command(animated: false, shown: shown, &effects) { $0.reset() }
        case .inline: break
        }
        effects.isHandled = true
    }

    /// The dismissal ended with the viewer still on screen (``ZoomInput/dismissalEnded``): the
    /// image springs back from where the dismissal left it — from what the engine shows, unless
    /// a gesture or animation moves it, whose own end settles it — and the background returns to
    /// opaque with that spring (the settle spring from rest when nothing moves).
    mutating func dismissalEnded(_ effects: inout ZoomEffects) {
        switch viewer.dismissDrag.dismissalEnded() {
        case .none:
            return
        case .show:
            queue(.backgroundOpacity(1, animation: .backdrop))
        case .springBack:
            if isInitialized, motion.isStill {
                let from = engine.geometry
                engine.settle()
                settle(from: from, velocity: .zero, owesEnd: true, &effects)
            }
            queue(.backgroundOpacity(1, animation: startedAnimation?.spring ?? .backdrop))
        }
    }

    /// After every input: a spring back ends when nothing animates or holds it any more (it
    /// landed, was cut, or a gesture took it over); and a drag whose image something else moved
    /// — a command, a new image, a layout change — ends where the image is, handed over as to a
    /// pinch: the gesture's end settles it.
    mutating func followDismissDrag() {
        if viewer.dismissDrag.isReturning, !isAnimating, !isHolding {
            _ = viewer.dismissDrag.springBackFinished()
        }
        guard viewer.dismissDrag.isDragging, !engine.isEmpty else { return }
        let dragged = engine.validated(shown: ShownGeometry(viewer.dismissDrag.appearance.geometry(applyingTo: viewer.dismissBase)))
        guard engine.geometry != dragged else { return }
        handOverDismissDrag(touchCount: 2)
    }
}
