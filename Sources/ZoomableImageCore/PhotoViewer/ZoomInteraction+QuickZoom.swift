import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Quick zoom through the view: the quick-zoom recognizer's events fed to the
// ``QuickZoomStateMachine``, and its actions performed on the engine as a gesture of its own —
// which begins from what is shown, reports every zoom change, and settles like a pinch.

extension ZoomInteraction {
    /// Whether quick zoom is on (`ZoomableImageView.isQuickZoomEnabled`). `false` by default:
    /// a photo viewer turns it on for its pages.
    public var isQuickZoomEnabled: Bool { viewer.isQuickZoomEnabled }

    /// Whether a quick zoom is zooming the image (a held double tap dragged past the slop).
    public var isQuickZooming: Bool { motion.gesture?.isQuickZooming == true }

    /// Turns quick zoom on or off. Turned off, a held double tap under way is dropped (its zoom,
    /// if it zoomed, settles) and the next ones are not taken.
    mutating func setQuickZoomEnabled(_ isEnabled: Bool, _ effects: inout ZoomEffects) {
        viewer.isQuickZoomEnabled = isEnabled
        guard !isEnabled else { return }
        settleQuickZoom(viewer.quickZoom.cancel(), &effects)
    }

    /// The quick-zoom recognizer's event. Began (or a first changed) is the second tap landing:
    /// taken when quick zoom is on, there is something to zoom and no pinch is under way. Each
    /// move is the finger's translation from where it landed. Ended lifts it: nothing when it
    /// never left the slop (the double-tap recognizer, recognizing alongside, toggles the zoom),
    /// otherwise the zoom settles; cancelled and failed settle a zoom and drop a double tap.
    mutating func quickZoom(_ phase: RecognizerPhase, location: CGPoint?, shown: ShownGeometry,
                            _ effects: inout ZoomEffects) {
        guard isInitialized else { return }
        switch (phase, viewer.quickZoom.landing) {
        case (.began, nil), (.changed, nil):
            guard let location, viewer.isQuickZoomEnabled, canZoom, !isPinching else { return }
            _ = viewer.quickZoom.secondTapBegan(at: location)
        case (.began, let landing?), (.changed, let landing?):
            // No location (no container): the finger's move is not known.
            guard let location else { return }
            let translation = CGPoint(x: location.x - landing.x, y: location.y - landing.y)
            performQuickZoom(viewer.quickZoom.move(translation: translation), shown: shown, &effects)
        case (.ended, _):
            settleQuickZoom(viewer.quickZoom.lift(), &effects)
        case (.cancelled, _), (.failed, _):
            settleQuickZoom(viewer.quickZoom.cancel(), &effects)
        case (.possible, _):
            break
        }
    }

    /// Performs what the quick-zoom machine answered to a move.
    ///
    /// - `beginZooming` starts a gesture from what is shown (a running animation is caught there).
    /// - `pinch` zooms about the tapped point, which never moves (a fixed centroid pans nothing).
    mutating func performQuickZoom(_ action: QuickZoomStateMachine.MoveAction, shown: ShownGeometry,
                                   _ effects: inout ZoomEffects) {
        switch action {
        case .none:
            break
        case .beginZooming:
            beginGesture(shown: shown, &effects)
            updateGesture { $0.isQuickZooming = true }
        case .pinch(let factor, let point):
            // The gesture may have ended meanwhile (a command, a new image): nothing to zoom.
            guard isQuickZooming else { return }
            let before = (center: engine.geometry.center, scale: engine.zoomScale)
            engine.pinch(by: factor, around: point, touchCount: 1)
            noteMove(fromCenter: before.center, scale: before.scale, &effects)
        }
    }

    /// Performs what the quick-zoom machine answered to a lift or a cancel: `settle` ends the
    /// quick zoom's part of the gesture (the last recognizer to end settles).
    mutating func settleQuickZoom(_ action: QuickZoomStateMachine.LiftAction, _ effects: inout ZoomEffects) {
        switch action {
        case .none:
            break
        case .settle:
            // The gesture may have ended meanwhile (a command, a new image): nothing to settle.
            guard isQuickZooming else { return }
            engine.endPinch()
            endGestureIfLast(&effects) { $0.isQuickZooming = false }
        }
    }
}

extension QuickZoomStateMachine {
    /// Where the held second tap landed, container space (points): the quick zoom's anchor.
    /// `nil` when nothing is held.
    var landing: CGPoint? {
        switch state {
        case .idle, .lifted: nil
        case .pending(let location): location
        case .zooming(let anchor, _, _): anchor
        }
    }
}
