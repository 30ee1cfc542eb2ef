import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    // MARK: - Recognizers

    /// A pinch callback. Began and changed need the container (the centroid is in its space):
    /// without one the event is ignored. Each applied event resets the recognizer's scale.
    /// Ended, cancelled and failed never need it, so a gesture cancelled because the view left
    /// its container still ends.
    @usableFromInline
    mutating func pinch(_ phase: RecognizerPhase, scale: CGFloat, centroid: CGPoint?, touchCount: Int,
                        shown: ShownGeometry? = nil, _ effects: inout ZoomEffects) {
        if phase.isActive, isInitialized, let centroid {
            if !isPinching { beginPinch(centroid: centroid, touchCount: touchCount, shown: shown, &effects) }
            let before = (center: engine.geometry.center, scale: engine.zoomScale)
            engine.pinchStep(by: scale, around: centroid, touchCount: touchCount)
            effects.resetsPinchScale = true
            noteMove(fromCenter: before.center, scale: before.scale, &effects)
        } else if phase.isOver, isPinching {
            engine.endPinch()
            endGestureIfLast(&effects) { $0.isPinching = false }
        }
        // Not a `defer`: that became a function of its own, called per event.
        finish(&effects)
    }

    /// The pinch's first event, before it applies: the gesture begins (from what is `shown`: a
    /// running animation is caught there), and the event is its own baseline. A zooming scroll
    /// under way left the pointer as the engine's centroid; measured from there, the image would
    /// jump by the distance from the pointer to the fingers. A dismiss drag under way is handed
    /// over to the pinch. Out of line: the events after it skip all of this.
    @inline(never)
    mutating func beginPinch(centroid: CGPoint, touchCount: Int, shown: ShownGeometry?, _ effects: inout ZoomEffects) {
        beginGesture(shown: shown, &effects)
        engine.rebaselineFocalPoint(centroid)
        updateGesture { $0.isPinching = true }
        handOverDismissDrag(touchCount: max(touchCount, 2))
    }

    /// A pan callback. Like the pinch's; its velocity when it *ended* (not cancelled or failed)
    /// in a container is the fling the settle carries.
    @usableFromInline
    mutating func pan(_ phase: RecognizerPhase, translation: CGPoint?, velocity: CGPoint?,
                      _ effects: inout ZoomEffects) {
        if phase.isActive, isInitialized, let translation {
            if !isPanning {    // the pan's first event (the gesture's, unless a pinch is under way)
                beginGesture(&effects)
                updateGesture { $0.isPanning = true }
            }
            // With tiles, where the pan heads decides the tiles fetched ahead of it.
            if image.tiling != nil { updateGesture { $0.releaseVelocity = velocity ?? .zero } }
            let before = engine.geometry.center
            engine.pan(by: translation)
            effects.resetsPanTranslation = true
            noteMove(fromCenter: before, scale: engine.zoomScale, &effects)
        } else if phase.isOver, isPanning {
            endGestureIfLast(&effects) {
                $0.isPanning = false
                $0.releaseVelocity = phase == .ended ? velocity ?? .zero : .zero
            }
        }
        finish(&effects)
    }

    // MARK: - Taps

    /// A recognized double tap toggles the zoom around the tap, animated from what is on screen
    /// — unless its second touch became a quick zoom (which recognizes alongside): that touch's
    /// double tap is ignored.
    mutating func doubleTap(_ phase: RecognizerPhase, location: CGPoint?, shown: ShownGeometry,
                            _ effects: inout ZoomEffects) {
        guard phase == .ended, let location, viewer.quickZoom.allowsDoubleTap else { return }
        command(animated: true, shown: shown, &effects) { $0.doubleTap(at: location) }
    }

    /// A recognized single tap on the drawn image reports its pixel (the letterbox is no pixel)
    /// — the pixel under the finger when it landed. UIKit recognizes the tap only after the
    /// double tap failed, about 0.3 s after the finger lifted, and converts its location through
    /// the view's model transform then: while an animation runs, its target. So the location is
    /// taken back to the container through that geometry (the engine's: UIKit's model values
    /// always are) and mapped through what was shown as the touch landed. A tap whose touch only
    /// stopped a moving image (a glide, a zoom animation) reports nothing, as in `UIScrollView`;
    /// any other tap is also reported as a tap on the view (``ZoomReport/viewTap``), on the
    /// letterbox too: what toggles a photo viewer's chrome.
    mutating func singleTap(_ phase: RecognizerPhase, location: CGPoint) {
        guard phase == .ended, isInitialized, touchLanding?.caughtMotion != true else { return }
        queue(.viewTap)
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
