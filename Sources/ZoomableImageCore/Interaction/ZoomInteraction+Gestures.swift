import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    // MARK: - Touches: a finger on a moving image catches it

    /// Touches landed. On a running animation with no gesture under way, the first one catches
    /// it where it is on screen (`shown`), like a scroll view: the animation stops there and is
    /// held until the touches lift or a gesture takes over.
    mutating func touchesBegan(count: Int, shown: ShownGeometry, _ effects: inout ZoomEffects) {
        guard count > 0 else { return }
        touchCount = min(touchCount, Int.max - count) + count        // saturates at Int.max
        guard isInitialized else { return }
        touchLanding = TouchLanding(shown: engine.validated(shown: shown), caughtMotion: animation != nil || hold != nil)
        guard let running = animation, !isGesturing else { return }
        catchAnimation(at: shown, &effects)
        hold = Hold(target: running.spring.isGlide ? nil : running.target)
    }

    /// Stops the running animation where it is on screen and makes that the engine's geometry.
    mutating func catchAnimation(at shown: ShownGeometry, _ effects: inout ZoomEffects) {
        animation = nil
        effects.stopsAnimation = true
        engine.show(shown)
        effects.appliesGeometry = true
    }

    /// Touches lifted (or were cancelled). When the last one lifts without a pinch or pan having
    /// taken over, a caught zoom animation — double tap, command, rubber band back into the
    /// limits — goes on to its target; a caught momentum glide settles from where it stopped.
    mutating func touchesEnded(count: Int, _ effects: inout ZoomEffects) {
        guard count > 0 else { return }
        touchCount = max(0, touchCount - count)
        guard touchCount == 0, let caught = hold, !isGesturing else { return }
        hold = nil
        let from = engine.geometry
        if let target = caught.target {
            engine.resume(towards: target)
        } else {
            engine.settle()
        }
        animate(from: from, velocity: .zero, &effects)
    }

    // MARK: - Recognizers

    /// A pinch callback. Began and changed need the container (the centroid is in its space):
    /// without one the event is ignored. Each applied event resets the recognizer's scale.
    /// Ended, cancelled and failed never need it, so a gesture cancelled because the view left
    /// its container still ends.
    @usableFromInline
    mutating func pinch(_ phase: RecognizerPhase, scale: CGFloat, centroid: CGPoint?, touchCount: Int,
                        shown: ShownGeometry? = nil, _ effects: inout ZoomEffects) {
        if phase.isActive {
            guard isInitialized, let centroid else { return }
            beginGesture(shown: shown, &effects)
            isPinching = true
            let before = (center: engine.geometry.center, scale: engine.zoomScale)
            engine.pinch(by: scale, around: centroid, touchCount: touchCount)
            effects.resetsPinchScale = true
            noteMove(fromCenter: before.center, scale: before.scale, &effects)
        } else if phase.isOver, isPinching {
            isPinching = false
            engine.endPinch()
            endGestureIfLast(&effects)
        }
    }

    /// A pan callback. Like the pinch's; its velocity when it *ended* (not cancelled or failed)
    /// in a container is the fling the settle carries.
    @usableFromInline
    mutating func pan(_ phase: RecognizerPhase, translation: CGPoint?, velocity: CGPoint?,
                      _ effects: inout ZoomEffects) {
        if phase.isActive {
            guard isInitialized, let translation else { return }
            beginGesture(&effects)
            isPanning = true
            let before = engine.geometry.center
            engine.pan(by: translation)
            effects.resetsPanTranslation = true
            noteMove(fromCenter: before, scale: engine.zoomScale, &effects)
        } else if phase.isOver, isPanning {
            isPanning = false
            releaseVelocity = phase == .ended ? velocity ?? .zero : .zero
            endGestureIfLast(&effects)
        }
    }

    /// Called as a pinch, pan or scroll event applies, before its recognizer counts as under
    /// way: the first of them to begin (a `.changed` without `.began` counts) starts the
    /// interaction — from what a touch caught, or, when no touch landed first (a trackpad's
    /// pinch or scroll, a mouse wheel), with a running animation caught where it is on screen
    /// (`shown`), or finished at its target when that is unknown.
    mutating func beginGesture(shown: ShownGeometry? = nil, _ effects: inout ZoomEffects) {
        guard !isGesturing else { return }
        releaseVelocity = .zero
        hold = nil
        if let shown, animation != nil {
            catchAnimation(at: shown, &effects)
        } else {
            cutAnimation(&effects)
        }
        engine.beginInteraction()
    }

    /// The last of pinch, pan and scroll to end settles, with the release velocity of a pan or
    /// panning scroll: a spring from where the gesture left the image to the settled geometry.
    mutating func endGestureIfLast(_ effects: inout ZoomEffects) {
        guard !isGesturing else { return }
        let from = engine.geometry
        let velocity = releaseVelocity
        releaseVelocity = .zero
        engine.endInteraction(velocity: velocity)
        animate(from: from, velocity: velocity, &effects)
    }

    // MARK: - Taps

    /// A recognized double tap toggles the zoom around the tap, animated from what is on screen.
    mutating func doubleTap(_ phase: RecognizerPhase, location: CGPoint?, shown: ShownGeometry,
                            _ effects: inout ZoomEffects) {
        guard phase == .ended, let location else { return }
        command(animated: true, shown: shown, &effects) { $0.doubleTap(at: location) }
    }

    /// A recognized single tap on the drawn image reports its pixel (the letterbox is no pixel)
    /// — the pixel under the finger when it landed. UIKit recognizes the tap only after the
    /// double tap failed, about 0.3 s after the finger lifted, and converts its location through
    /// the view's model transform then: while an animation runs, its target. So the location is
    /// taken back to the container through that geometry (the engine's: UIKit's model values
    /// always are) and mapped through what was shown as the touch landed. A tap whose touch only
    /// stopped a moving image (a glide, a zoom animation) reports nothing, as in `UIScrollView`.
    mutating func singleTap(_ phase: RecognizerPhase, location: CGPoint) {
        guard phase == .ended, isInitialized, touchLanding?.caughtMotion != true else { return }
        let viewPoint = touchLanding.map { point(location, shownAs: $0.shown) } ?? location
        guard imageLayout.imageContains(viewPoint: viewPoint) else { return }
        queue(.tap(pixel: imageLayout.pixel(forViewPoint: viewPoint)))
    }

    /// The view point (bounds origin included) that showed what is now at `location`, when the
    /// view was shown as `shown`: `location` to the container through the engine's geometry,
    /// back through `shown`.
    func point(_ location: CGPoint, shownAs shown: ViewGeometry) -> CGPoint {
        let origin = viewBounds.origin
        let container = engine.geometry.convertToSuperview(CGPoint(x: location.x - origin.x, y: location.y - origin.y))
        let landed = shown.convertFromSuperview(container)
        return CGPoint(x: landed.x + origin.x, y: landed.y + origin.y)
    }
}
