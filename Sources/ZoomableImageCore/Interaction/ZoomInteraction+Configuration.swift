import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// New limits and bouncing. Outside a gesture they apply at once: a running animation is cut
    /// to its target and the view settles into the new limits without animation. During a
    /// gesture — or while a touch holds a caught animation — they apply when it ends. The same
    /// configuration again, bit for bit (NaNs included), changes nothing.
    mutating func setConfiguration(_ configuration: ZoomConfiguration, _ effects: inout ZoomEffects) {
        guard !configuration.isIdentical(to: engine.configuration) else { return }
        engine.configuration = configuration
        guard isInitialized else { return }
        settleAtOnce(&effects)
    }

    /// A crop opening (or none): the image must cover it, and the minimum zoom becomes the
    /// scale that does. A zero, negative or non-finite rect is no opening. Applies like new
    /// limits: at once outside a gesture.
    mutating func setCropOpening(_ opening: CGRect?, _ effects: inout ZoomEffects) {
        let opening = opening.flatMap { $0.isZoomable ? $0 : nil }
        let policy: CoveragePolicy = opening == nil ? .centerWhenSmaller : .alwaysCover
        guard opening != cropOpening || policy != engine.coveragePolicy else { return }
        cropOpening = opening
        engine.coveragePolicy = policy
        relayout(&effects)
        guard isInitialized else { return }
        settleAtOnce(&effects)
    }

    /// Settles into the limits and coverage in force, without animation, unless a gesture is
    /// under way or a touch holds a caught animation (their end settles).
    mutating func settleAtOnce(_ effects: inout ZoomEffects) {
        guard !isGesturing, !isHolding else { return }
        cutAnimation(&effects)
        engine.settle()
        effects.appliesGeometry = true
    }
}
