import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Every transition of ``Motion``, in one place: gestures beginning and ending, touches catching
// and releasing animations, animations starting, being cut and finishing, commands taking over.

extension ZoomInteraction {
    // MARK: - Gestures

    /// Called as a pinch, pan or scroll event applies, before its recognizer counts as under
    /// way: the first of them to begin (a `.changed` without `.began` counts) starts the gesture —
    /// from what a touch caught, or, when no touch landed first (a trackpad's pinch or scroll, a
    /// mouse wheel), with a running animation caught where it is on screen (`shown`), or finished
    /// at its target when that is unknown. Without an animation, a `shown` geometry other than the
    /// engine's — what a view moved from outside the interaction shows, such as a photo viewer's
    /// drag handing over to a pinch — is where the gesture starts. What it takes over owes its
    /// end, so the gesture does.
    @inline(__always)   // every gesture event calls it; all but the first return at once
    mutating func beginGesture(shown: ShownGeometry? = nil, _ effects: inout ZoomEffects) {
        var owesEnd: Bool
        switch motion {
        case .gesture:
            return
        case .animating:
            owesEnd = true
            if let shown {
                catchAnimation(at: shown, &effects)
            } else {
                cutAnimation(&effects)
            }
        case .holding, .ended:
            owesEnd = true
        case .rest:
            owesEnd = false
        }
        if let shown, motion.animation == nil {
            let before = engine.geometry
            engine.show(shown)
            if engine.geometry != before {
                effects.appliesGeometry = true
                owesEnd = true
            }
        }
        motion = .gesture(Gesture(owesEnd: owesEnd))
        engine.beginInteraction()
    }

    /// Changes the gesture under way (there is one: its recognizer's event just began it).
    @inline(__always)
    mutating func updateGesture(_ change: (inout Gesture) -> Void) {
        switch motion {
        case .gesture(var gesture):
            change(&gesture)
            motion = .gesture(gesture)
        case .rest, .ended, .animating, .holding:
            // No gesture to change: the event that would have begun one did not (a view not
            // initialised yet ignores gestures).
            break
        }
    }

    /// A recognizer of the gesture ended (`change` takes it out). The last one to end settles,
    /// with the release velocity of a pan or panning scroll: a spring from where the gesture left
    /// the image to the settled geometry.
    mutating func endGestureIfLast(_ effects: inout ZoomEffects, _ change: (inout Gesture) -> Void) {
        switch motion {
        case .gesture(var gesture):
            change(&gesture)
            endGesture(gesture, &effects)
        case .rest, .ended, .animating, .holding:
            // A recognizer ending that began no gesture here (the view was not initialised when
            // it began): nothing to settle.
            break
        }
    }

    /// A recognizer of the gesture ended, and the last one to end leaves the image where the
    /// gesture left it, unsettled (an inline viewer's dismissal: the app's transition takes the
    /// view away as it is). Its end is owed; nothing animates.
    mutating func endGestureLeavingImage(_ change: (inout Gesture) -> Void) {
        switch motion {
        case .gesture(var gesture):
            change(&gesture)
            guard gesture.isOver else {
                motion = .gesture(gesture)
                return
            }
            engine.endGesture()
            motion = .ended
        case .rest, .ended, .animating, .holding:
            // A recognizer ending that began no gesture here: nothing to leave.
            break
        }
    }

    /// The gesture after a recognizer ended: still under way while another recognizer of it
    /// runs, else settled.
    private mutating func endGesture(_ gesture: Gesture, _ effects: inout ZoomEffects) {
        guard gesture.isOver else {
            motion = .gesture(gesture)
            return
        }
        let from = engine.geometry
        engine.endInteraction(velocity: gesture.releaseVelocity)
        settle(from: from, velocity: gesture.releaseVelocity, owesEnd: gesture.owesEnd, &effects)
    }

    /// Marks the gesture as having moved the image when the engine's centre or scale differs
    /// from the given ones, and asks for the new geometry to be applied. (Gestures change nothing
    /// else; comparing three numbers is cheap enough for 120 events a second.)
    @inline(__always)
    mutating func noteMove(fromCenter center: CGPoint, scale: CGFloat, _ effects: inout ZoomEffects) {
        guard engine.geometry.center != center || engine.zoomScale != scale else { return }
        effects.appliesGeometry = true
        if motion.gesture?.owesEnd == false { updateGesture { $0.owesEnd = true } }
    }

    // MARK: - Touches: a finger on a moving image catches it

    /// Touches landed. On a running animation with no gesture under way, the first one catches
    /// it where it is on screen (`shown`), like a scroll view: the animation stops there and is
    /// held until the touches lift or a gesture takes over. Every touch records what it landed on
    /// (``TouchLanding``), for the tap it may become.
    mutating func touchesBegan(count: Int, shown: ShownGeometry, _ effects: inout ZoomEffects) {
        guard count > 0 else { return }
        touchCount = min(touchCount, Int.max - count) + count        // saturates at Int.max
        viewer.quickZoom.touchLanded()
        guard isInitialized else { return }
        touchLanding = TouchLanding(shown: engine.validated(shown: shown),
                                    caughtMotion: motion.animation != nil || motion.hold != nil)
        switch motion {
        case .animating(let running):
            catchAnimation(at: shown, &effects)
            motion = .holding(Hold(target: running.spring.isGlide ? nil : running.target))
        case .rest, .ended, .gesture, .holding:
            // Nothing moving to catch: at rest, a gesture the touch joins (a second finger), or
            // an animation another finger holds already.
            break
        }
    }

    /// Stops the running animation where it is on screen and makes that the engine's geometry.
    /// (The caller says what the motion becomes.)
    mutating func catchAnimation(at shown: ShownGeometry, _ effects: inout ZoomEffects) {
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
        guard touchCount == 0 else { return }
        let caught: Hold
        switch motion {
        case .holding(let held):
            caught = held
        case .rest, .ended, .gesture, .animating:
            // The last finger lifts from nothing it held: a tap, a gesture that ends through its
            // recognizers, or an animation that started after the touch landed.
            return
        }
        let from = engine.geometry
        if let target = caught.target {
            engine.resume(towards: target)
        } else {
            engine.settle()
        }
        settle(from: from, velocity: .zero, owesEnd: true, &effects)
    }

    // MARK: - Animations

    /// Animates from `shown` to the engine's geometry with the settle spring carrying
    /// `velocity`, or applies it at once when nothing would visibly move (under half a point).
    /// A move ends the interaction (its end is owed); no move leaves the image at rest, owing an
    /// end only if `owesEnd`.
    mutating func settle(from shown: ViewGeometry, velocity: CGPoint, owesEnd: Bool, _ effects: inout ZoomEffects) {
        let target = engine.geometry
        guard target != shown else {
            motion = owesEnd ? .ended : .rest
            return
        }
        guard let spring = SettleAnimation(from: shown, to: target, velocity: velocity,
                                           reduceMotion: display.reducesMotion) else {
            effects.appliesGeometry = true
            motion = .ended
            return
        }
        let id = nextAnimationID
        nextAnimationID &+= 1
        motion = .animating(RunningAnimation(id: id, target: target, spring: spring))
        effects.startsAnimation = true
    }

    /// Stops a running animation at its target (the model's geometry) and forgets it. Its
    /// interaction's end stays due: it is reported once nothing else moves.
    mutating func cutAnimation(_ effects: inout ZoomEffects) {
        switch motion {
        case .animating:
            break
        case .rest, .ended, .gesture, .holding:
            return   // nothing running to cut
        }
        motion = .ended
        effects.stopsAnimation = true
        effects.appliesGeometry = true
    }

    /// Drops what moves the image for a new image or layout at rest: a running animation is cut
    /// to its target and a held one let go (their end stays owed); a gesture goes on.
    mutating func stopAnimationOrHold(_ effects: inout ZoomEffects) {
        switch motion {
        case .animating: cutAnimation(&effects)
        case .holding: motion = .ended
        case .rest, .ended, .gesture: break
        }
    }

    /// The animation with `id` completed. Only the running one counts; a completion for a
    /// superseded or stopped animation changes nothing. One that did not reach its end (stopped
    /// from outside) has the target applied.
    mutating func animationFinished(id: Int, atEnd: Bool, _ effects: inout ZoomEffects) {
        switch motion {
        case .animating(let running) where running.id == id:
            motion = .ended
            if !atEnd { effects.appliesGeometry = true }
        case .animating, .rest, .ended, .gesture, .holding:
            // A superseded animation's completion, or one for an animation already cut, caught
            // or taken over (UIKit calls a stopped animation's completion too): nothing changes.
            break
        }
    }

    // MARK: - Commands

    /// A command changed the engine's geometry from `before` (the geometry it acted on). During
    /// a gesture it applies at once and the gesture goes on (its end settles and reports). Not
    /// animated, a running animation is cut and the result applied at once, ending the
    /// interaction. Animated, it starts from what is on screen — a running animation stops where
    /// it is (`shown`) — and a touch holding a caught animation lets go of it.
    mutating func commandMoved(from before: ViewGeometry, animated: Bool, shown: ShownGeometry,
                               _ effects: inout ZoomEffects) {
        if case .gesture = motion {
            effects.appliesGeometry = true
            updateGesture { $0.owesEnd = true }
            // The command ended the engine's gesture (and forgot its centroid); the view's goes
            // on, and so does the engine's from here: under a gesture it always follows one.
            engine.beginInteraction()
            return
        }
        guard animated else {
            cutAnimation(&effects)
            effects.appliesGeometry = true
            motion = .ended
            return
        }
        var from = before
        if case .animating = motion {
            from = engine.validated(shown: shown)
            effects.stopsAnimation = true
            // UIKit now shows where the animation stopped. When that is the target already — or
            // unknown (an unusable `shown` validates to the target) — nothing animates: show it.
            if from == engine.geometry { effects.appliesGeometry = true }
        }
        settle(from: from, velocity: .zero, owesEnd: true, &effects)
    }
}
