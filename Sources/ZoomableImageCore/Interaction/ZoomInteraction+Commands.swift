import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// `setZoomScale(_:animated:)`: zooms about `anchor` (container space), by default the
    /// centre of the coverage rect.
    mutating func setZoomScale(_ scale: CGFloat, animated: Bool, shown: ShownGeometry, anchor: CGPoint? = nil,
                               _ effects: inout ZoomEffects) {
        command(animated: animated, shown: shown, &effects) { engine in
            let coverage = engine.coverageRect
            engine.setZoomScale(scale, around: anchor ?? CGPoint(x: coverage.midX, y: coverage.midY))
        }
    }

    /// `zoom(toPixelRect:animated:)`: the oriented-pixel rect, converted to the engine's view
    /// space, fills the coverage rect as far as the limits allow. Ignored without an image.
    mutating func zoom(toPixelRect rect: CGRect, animated: Bool, shown: ShownGeometry, _ effects: inout ZoomEffects) {
        guard !imageLayout.isEmpty else { return }
        let viewRect = imageLayout.viewRect(forPixelRect: rect).offsetBy(dx: -viewBounds.minX, dy: -viewBounds.minY)
        command(animated: animated, shown: shown, &effects) { $0.zoom(toViewRect: viewRect) }
    }

    /// Runs a command on the engine and shows its result.
    ///
    /// - A command that changes nothing (already there, bad input, an animation already heading
    ///   there, nothing to zoom) leaves the view alone and reports nothing.
    /// - During a gesture it applies at once (an animation would fight the fingers) and the
    ///   gesture goes on from there; the gesture's end settles and reports.
    /// - Animated, it starts from what is on screen — a running animation stops where it is
    ///   (`shown`) — and reports the new zoom scale at once, its end when it lands. A touch
    ///   holding a caught animation lets go of it. A `shown` that is not a finite positive scale
    ///   can't say where the stopped animation is: the result is then applied at once.
    /// - Not animated, a running animation is cut and the result applied at once; its end is
    ///   reported at once.
    mutating func command(animated: Bool, shown: ShownGeometry, _ effects: inout ZoomEffects,
                          _ change: (inout ZoomEngine) -> Void) {
        guard isInitialized, canZoom else { return }
        var updated = engine
        // A momentum glide has no target a command could mean, as in UIScrollView, whose
        // deceleration is no target either: what is on screen is the state, so the command acts
        // on the glide stopped where it is shown. (Zoom animations keep their target semantics:
        // a double tap or spring back heads somewhere, and the command acts on that.)
        if case .animating(let running) = motion, running.spring.isGlide {
            updated.show(shown)
        }
        let before = updated.geometry
        change(&updated)
        guard updated.geometry != before else { return }
        engine = updated
        effects.isHandled = true
        commandMoved(from: before, animated: animated, shown: shown, &effects)
    }

    // MARK: - VoiceOver

    /// VoiceOver's swipe up (+1) or down (−1): one step of ×1.5, animated, within the limits.
    mutating func accessibilityStep(_ steps: Int, shown: ShownGeometry, _ effects: inout ZoomEffects) {
        command(animated: true, shown: shown, &effects) { engine in
            let coverage = engine.coverageRect
            engine.setZoomScale(engine.zoomScale(steppedBy: steps), around: CGPoint(x: coverage.midX, y: coverage.midY))
        }
    }

    /// VoiceOver's three-finger scroll: moves a zoomed image by a page, animated, and announces
    /// what is visible. Not handled (so VoiceOver scrolls a paging parent, or plays its edge
    /// sound) when the image can't move that way: at rest, or at the edge.
    mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, shown: ShownGeometry,
                                      _ effects: inout ZoomEffects) {
        command(animated: true, shown: shown, &effects) { $0.scrollPage(direction) }
        guard effects.isHandled else { return }
        queue(.accessibilityPageScrolled(visibleFraction: engine.visibleContentFraction))
    }

    /// An assistive technology focused an element of the content at `viewRect` (view space;
    /// `nil`: not the content's, nothing to do): when none of it is in view — in the coverage
    /// rect, within `safeArea` (container space) — the view moves, animated, the least that
    /// brings it there (``ZoomEngine/reveal(viewRect:within:)``), and the view is told to have the
    /// assistive technology read the elements' frames again, keeping its focus
    /// (``ZoomReport/accessibilityLayoutChanged``). Not while fingers hold the view — a gesture,
    /// or an animation a touch caught. Nothing is announced (VoiceOver reads the element
    /// itself); the zoom end is reported once it lands, as for any command.
    mutating func accessibilityFocus(viewRect: CGRect?, safeArea: CGRect?, shown: ShownGeometry,
                                     _ effects: inout ZoomEffects) {
        guard let viewRect else { return }
        switch motion {
        case .gesture, .holding:
            return
        case .rest, .ended, .animating:
            let rect = viewRect.offsetBy(dx: -viewBounds.minX, dy: -viewBounds.minY)
            command(animated: true, shown: shown, &effects) { $0.reveal(viewRect: rect, within: safeArea) }
            guard effects.isHandled else { return }
            queue(.accessibilityLayoutChanged)
        }
    }

    /// The label a view should carry after its image changed: the new image's
    /// `accessibilityLabel`, unless the view has a label of its own (one that is neither missing
    /// nor the old image's). All three are `accessibilityLabel`s: the view's now, the previous
    /// image's and the new image's.
    public static func accessibilityLabel(current: String?, oldImageLabel: String?, newImageLabel: String?) -> String? {
        current == nil || current == oldImageLabel ? newImageLabel : current
    }
}
