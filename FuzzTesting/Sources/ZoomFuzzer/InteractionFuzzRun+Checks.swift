import Foundation
@_spi(Internals) @testable import ZoomableImageCore

// The checks after every input (`@testable`: the pinch check reads the engine's centroid and
// touch count, the verbose log and reports the motion):
//
// - before the view initializes: UIKit's geometry is untouched and nothing but a load's end is
//   reported;
// - the geometry is finite and a positive uniform scale, and UIKit shows exactly it; no geometry
//   is applied while a spring runs; UIKit runs the spring the interaction says; the queries a
//   view makes give no NaN;
// - the last zoom scale reported is the current one; an end is reported only when nothing moves,
//   at the current scale; each load ends once;
// - a key command is handled exactly when ``ZoomInteraction/canPerform(_:)`` said so before it;
// - the engine is settled whenever no gesture runs and no touch holds the image (EngineChecks);
// - a pinch keeps the image point under its fingers, a scroll-zoom the one under the pointer;
//   a spring has sound values, and a gesture's end without one moves nothing visibly unless it
//   dismissed a photo viewer (MotionChecks); a photo viewer's background opacity is in 0…1, its
//   dismissal finite and reported once;
// - a command with a bad value, and the echo of the view's own write, change nothing at all; the
//   same layout values again change nothing in the engine and cut no animation;
// - a new image layout keeps UIKit's layout rules (LayoutChecks); a decode is planned for a
//   usable size and scale, a copy of another size only at rest, in a window (CropAndPlanChecks).
extension InteractionFuzzRun {
    func check(_ input: ZoomInput, effects: ZoomEffects, reports: [ZoomReport], before: Before, handled: ZoomInteraction) {
        guard interaction.isInitialized else {
            let moved = effects.appliesGeometry || effects.startsAnimation || effects.stopsAnimation
            report(moved ? "UIKit's geometry changed before the view initialized: \(effects)" : nil, input)
            return
        }
        let engine = interaction.engine
        let geometry = interaction.geometry
        report(EngineChecks.finite(engine), input)
        report(center == geometry.center && transform == geometry.transform ? nil
               : "UIKit shows \(center) × \(transform.a), the interaction says \(geometry.center) × \(geometry.transform.a)", input)
        report(spring?.id == interaction.animationID ? nil
               : "UIKit runs spring \(String(describing: spring?.id)), the interaction \(String(describing: interaction.animationID))",
               input)
        report(lastChange == interaction.zoomScale ? nil : "last reported \(lastChange), the scale is \(interaction.zoomScale)", input)
        report(EngineChecks.queries(engine, layout: interaction.viewBounds.origin == .zero ? interaction.imageLayout : nil), input)
        report(queries(), input)
        if !interaction.isGesturing, !interaction.isHolding { report(EngineChecks.settled(engine), input) }
        report(keepsPoint(input, before: before), input)
        if effects.startsAnimation, let started = interaction.startedAnimation, let from = spring?.from {
            report(MotionChecks.spring(started.spring, from: from, to: geometry, reduceMotion: interaction.display.reducesMotion),
                   input)
        }
        // A dismissal is the exception: the viewer's closing animation takes the image from the
        // geometry in its request, and the view itself returns to rest at once, unseen.
        let dismisses = reports.contains { if case .dismiss = $0 { true } else { false } }
        if before.interaction.isGesturing, !interaction.isGesturing, !effects.startsAnimation, !dismisses {
            report(MotionChecks.endWithoutSpring(from: before.shown, to: geometry), input)
        }
        report(changesNothing(input, effects: effects, before: before.interaction, handled: handled), input)
        // (A layout with a NaN is never == itself, so it is checked after every input: cheaper
        // than comparing descriptions.)
        if interaction.imageLayout != before.interaction.imageLayout {
            let layout = interaction.imageLayout
            report(LayoutChecks.check(layout, points: LayoutChecks.standardPoints(layout),
                                      rects: LayoutChecks.standardRects(layout)).map { "its image layout: \($0)" }, input)
        }
        if effects.startsDecode { report(decodeRequest(for: input), input) }
    }

    /// Takes note of what was reported (once its checks passed).
    mutating func noteReports(_ reports: [ZoomReport]) {
        for case .zoomChange(let scale) in reports { lastChange = scale }
        for case .loadEnded(let generation, _) in reports { endedLoads.insert(generation) }
        for case .dismiss in reports { dismissals += 1 }
    }

    /// Each load ends once; an end is reported at rest, at the current scale; a photo viewer's
    /// background opacity is in 0…1 and its dismissal finite, and comes once; before the view
    /// initializes only loads end.
    func checkReports(_ reports: [ZoomReport], _ input: ZoomInput) {
        var ended = endedLoads
        var dismissed = dismissals
        for report in reports {
            switch report {
            case .loadEnded(let generation, _):
                self.report(ended.insert(generation).inserted ? nil : "load \(generation) ended twice", input)
            case .zoomEnd(let scale):
                self.report(interaction.isZooming ? "an end while still zooming" : nil, input)
                self.report(scale == interaction.zoomScale ? nil : "end at \(scale), the scale is \(interaction.zoomScale)", input)
            case .backgroundOpacity(let opacity, let animation):
                // A photo viewer's backdrop: an opacity UIKit can show, a spring it can run.
                self.report((0...1).contains(opacity) ? nil : "background opacity \(opacity)", input)
                self.report(animation.map { $0.duration.isFinite && $0.duration >= 0 } == false
                            ? "background spring \(String(describing: animation))" : nil, input)
            case .dismiss(let request):
                // What the viewer's closing animation starts from: all finite, opacity in 0…1.
                let shown = request.shown
                let finite = shown.center.x.isFinite && shown.center.y.isFinite
                    && [shown.transform.a, shown.transform.b, shown.transform.c, shown.transform.d,
                        shown.transform.tx, shown.transform.ty].allSatisfy(\.isFinite)
                    && request.velocity.x.isFinite && request.velocity.y.isFinite
                self.report(finite && (0...1).contains(request.backgroundOpacity) ? nil : "dismissal \(request)", input)
                dismissed += 1
                self.report(dismissed > 1 ? "a second dismissal: a dismissal is final" : nil, input)
            default:
                break
            }
            guard !interaction.isInitialized else { continue }
            if case .loadEnded = report { continue }
            self.report("\(report) reported before the view initialized", input)
        }
    }

    /// The interaction's own queries: no trap, and no NaN where the engine and the image layout
    /// are in their bands.
    func queries() -> String? {
        let pixels = interaction.visibleImagePixelRect
        let stored = interaction.visibleCGImagePixelRect
        let frame = interaction.visibleFrameInContainer
        _ = interaction.decodeRequest
        let layout = interaction.imageLayout
        guard EngineChecks.isInBand(interaction.engine), !layout.isEmpty,
              LayoutChecks.isInBand(layout, frame: layout.imageFrame) else { return nil }
        for (name, rect) in [("visibleImagePixelRect", pixels), ("visibleCGImagePixelRect", stored),
                             ("visibleFrameInContainer", frame)]
        where [rect.minX, rect.minY, rect.width, rect.height].contains(where: \.isNaN) {
            return "\(name) has NaN: \(rect)"
        }
        return nil
    }

    /// A pinch's centroid, or a zooming scroll's pointer, keeps the image point under it — when
    /// the engine's geometry before the input is where the zoom starts from: a gesture went on, or
    /// one began with no animation to catch and what is shown the engine's geometry or unknown.
    func keepsPoint(_ input: ZoomInput, before: Before) -> String? {
        let old = before.interaction
        let baseline: CGPoint
        let target: CGPoint
        let shown: ShownGeometry?
        switch input {
        case .pinch(let phase, _, let centroid?, let touchCount, let pinchShown) where phase == .began || phase == .changed:
            // Applied (the engine took the centroid); the baseline is the previous centroid if
            // the pinch goes on with the same touches, else this one: a pinch's first event is
            // its own baseline, even during a zooming scroll whose pointer the engine still holds
            // (the view's documented rule; a seed found this check still measuring from the
            // pointer).
            guard interaction.engine.focalPoint == centroid else { return nil }
            let previous = old.engine.isInteracting && old.isPinching ? old.engine.focalPoint : nil
            let sameTouches = old.engine.pinchTouchCount == nil || old.engine.pinchTouchCount == touchCount
            (baseline, target, shown) = (sameTouches ? previous ?? centroid : centroid, centroid, pinchShown)
        case .scroll(let phase, _?, _, let pointer?, _, let scrollShown) where phase == .began || phase == .changed:
            guard interaction.scrollMode == .zooming else { return nil }
            (baseline, target, shown) = (pointer, pointer, scrollShown)
        default:
            return nil
        }
        let startsFromBefore = old.isGesturing || (!old.isAnimating && (shown == nil || shown == ShownGeometry(old.geometry)))
        guard old.isInitialized, startsFromBefore, !old.engine.isEmpty, EngineChecks.isInBand(interaction.engine),
              LayoutChecks.isFinite(baseline), LayoutChecks.isFinite(target) else {
            return nil
        }
        return MotionChecks.keepsPoint(from: old.geometry, to: interaction.geometry, baseline: baseline, target: target)
    }
}
