import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

extension InteractionScenario.Driver {
    /// A photo viewer's step: a held double tap (quick zoom) landing, dragged and lifted; a
    /// dismiss drag beginning (mostly vertically, or sideways: refused), dragged and released or
    /// cancelled; either turned on or off; VoiceOver's escape. Their touches land and lift as
    /// UIKit delivers them, unless another recognizer still holds them.
    mutating func photoViewerStep(container: CGRect, shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
        if quickZooming, random.chance(0.8) { return quickZoomStep(container: container, shown: shown, using: &random) }
        if dismissDragging, random.chance(0.8) { return dismissDragStep(container: container, shown: shown, using: &random) }
        switch random.unit() {
        case ..<0.4:
            return quickZoomStep(container: container, shown: shown, using: &random)
        case ..<0.85:
            return dismissDragStep(container: container, shown: shown, using: &random)
        case ..<0.9:
            return [.quickZoomEnabled(random.chance(0.7))]
        case ..<0.98:
            // Content is never in a photo viewer: its dismiss drag stays off (and refuses).
            return [.dismissDragEnabled(!content && random.chance(0.8))]
        default:
            return [.accessibilityEscape(shown: shown)]
        }
    }

    mutating func quickZoomStep(container: CGRect, shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
        guard quickZooming else {
            quickZooming = true
            quickZoomFinger = InteractionScenario.point(in: container, using: &random)
            var inputs: [ZoomInput] = []
            if touches == 0 {
                // The first tap, then the second finger landing and staying down.
                touches = 1
                inputs += [.touchesBegan(count: 1, shown: shown), .touchesEnded(count: 1), .touchesBegan(count: 1, shown: shown)]
            }
            inputs.append(.quickZoom(.began, location: quickZoomFinger, shown: shown))
            return inputs
        }
        guard random.chance(0.8) else {
            quickZooming = false
            let phase: RecognizerPhase = random.pick([.ended, .ended, .ended, .cancelled, .failed])
            var inputs: [ZoomInput] = [.quickZoom(phase, location: quickZoomFinger, shown: shown)]
            if !pinching, !panning, !dismissDragging {
                inputs.append(.touchesEnded(count: touches))
                touches = 0
            }
            return inputs
        }
        // Mostly small moves, so a held tap sometimes lifts within the slop (a plain double tap).
        quickZoomFinger = CGPoint(x: quickZoomFinger.x + random.uniform(-15...15),
                                  y: quickZoomFinger.y + random.uniform(-90...90) * (random.chance(0.3) ? 0.05 : 1))
        return [.quickZoom(.changed, location: quickZoomFinger, shown: shown)]
    }

    mutating func dismissDragStep(container: CGRect, shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
        guard dismissDragging else {
            dismissDragging = true
            dragTranslation = CGPoint(x: random.uniform(-4...4), y: random.uniform(-12...12))
            var inputs: [ZoomInput] = []
            if touches == 0 {
                touches = 1
                inputs.append(.touchesBegan(count: 1, shown: shown))
            }
            let velocity = random.chance(0.75)
                ? CGPoint(x: random.uniform(-300...300), y: random.pick([-1, 1]) * random.uniform(400...2500))
                : CGPoint(x: random.uniform(-2500...2500), y: random.uniform(-300...300))
            inputs.append(.dismissDrag(.began, translation: dragTranslation, velocity: velocity,
                                       location: InteractionScenario.point(in: container, using: &random), touchCount: touches))
            return inputs
        }
        guard random.chance(0.75) else {
            dismissDragging = false
            let phase: RecognizerPhase = random.pick([.ended, .ended, .ended, .cancelled, .failed])
            let velocity = random.chance(0.4) ? .zero
                : CGPoint(x: random.uniform(-500...500), y: random.uniform(-3000...3000))
            var inputs: [ZoomInput] = [.dismissDrag(phase, translation: dragTranslation, velocity: velocity, location: nil,
                                                    touchCount: touches)]
            if !pinching, !panning, !quickZooming {
                inputs.append(.touchesEnded(count: touches))
                touches = 0
            }
            return inputs
        }
        if random.chance(0.08) {
            // A second finger: the drag hands over to a pinch.
            touches += 1
            return [.touchesBegan(count: 1, shown: shown)]
        }
        dragTranslation = CGPoint(x: dragTranslation.x + random.uniform(-30...30), y: dragTranslation.y + random.uniform(-90...130))
        return [.dismissDrag(.changed, translation: dragTranslation,
                             velocity: CGPoint(x: random.uniform(-300...300), y: random.uniform(-2000...2000)), location: nil,
                             touchCount: touches)]
    }
}
