import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// A scroll callback: a trackpad's two-finger scroll or a mouse wheel, which UIKit delivers
    /// to a pan recognizer without touches.
    ///
    /// What the scroll does is decided when it begins and kept to its end: with the zoom
    /// modifiers held (⌘ by default, ``ScrollZoom``) it zooms like a pinch — by
    /// ``ScrollZoom/factor(forScroll:)`` per event, around the pointer (the image point under
    /// the pointer stays there; moving the pointer does not drag the image), rubber-banding past
    /// the limits; otherwise it pans like a finger, with the same rubber band at the edges and,
    /// ended, the same fling. Each applied event resets the recognizer's translation. Began and
    /// changed need the container; ended, cancelled and failed never do. The last gesture to end
    /// settles, and the interaction reports its end once, like a pinch's.
    mutating func scroll(_ phase: RecognizerPhase, translation: CGPoint?, velocity: CGPoint?, location: CGPoint?,
                         modifiers: KeyModifierFlags, shown: ShownGeometry? = nil, _ effects: inout ZoomEffects) {
        if phase.isActive {
            guard isInitialized, let translation, let location else { return }
            let mode = scrollMode ?? (scrollZoom.zooms(with: modifiers) ? .zooming : .panning)
            beginGesture(shown: shown, &effects)
            let tiled = image.tiling != nil
            updateGesture { gesture in
                gesture.scroll = mode
                // With tiles, where a panning scroll heads decides the tiles fetched ahead of it.
                if tiled, mode == .panning { gesture.releaseVelocity = velocity ?? .zero }
            }
            let before = (center: engine.geometry.center, scale: engine.zoomScale)
            switch mode {
            case .zooming: zoom(by: scrollZoom.factor(forScroll: translation), aroundPointer: location)
            case .panning: engine.pan(by: translation)
            }
            effects.resetsPanTranslation = true
            noteMove(fromCenter: before.center, scale: before.scale, &effects)
        } else if phase.isOver, let mode = scrollMode {
            if mode == .zooming, !isPinching { engine.endPinch() }
            endGestureIfLast(&effects) { gesture in
                gesture.scroll = nil
                if mode == .panning { gesture.releaseVelocity = phase == .ended ? velocity ?? .zero : .zero }
            }
        }
    }

    /// Zooms like a pinch around the pointer: the image point under it stays under it, and a
    /// pointer that moved since the last event re-anchors the zoom there instead of dragging the
    /// image. A pinch under way keeps its own centroid.
    mutating func zoom(by factor: CGFloat, aroundPointer pointer: CGPoint) {
        let pinchCentroid = isPinching ? engine.focalPoint : nil
        engine.rebaselineFocalPoint(pointer)
        engine.pinch(by: factor, around: pointer)
        if let pinchCentroid { engine.rebaselineFocalPoint(pinchCentroid) }
    }
}
