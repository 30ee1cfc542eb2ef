import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

/// The properties a whole view must have after every input of any session, and once everything
/// has ended. Each is checked against what the simulated UIKit shows and logs — not against the
/// interaction's own bookkeeping.
///
/// After every input:
/// - the geometry is finite and a positive uniform scale, and UIKit's model values are exactly
///   the interaction's geometry (no geometry was applied while an animation ran);
/// - the last zoom scale reported equals the current one, and outside gestures so does the
///   accessibility value (layout-caused changes included);
/// - a zoom end is reported only when nothing moves any more (no gesture, no animation, no held
///   animation), with the current scale, after the input's last zoom change — and only if an
///   interaction (gesture, touch, tap, command) moved the image since the last end;
/// - a pinch event keeps the image point under its previous centroid under its new one — the
///   pinch's first event the point under its own centroid, as shown when it began — and a
///   zooming scroll event (trackpad, mouse wheel) keeps the image point under the pointer under
///   it;
/// - a key command is handled exactly when the view said beforehand it could perform it (so an
///   offered key never does nothing, and a key it leaves to others would have done nothing);
/// - when the last touch lifts from a caught animation without a gesture, the view heads to the
///   scale the caught animation was heading to;
/// - a zoom command (a key's too) given while an animation runs heads to its own target
///   (clamped);
/// - a command given during a momentum glide acts on the glide stopped where it is shown, not
///   on where the glide would have ended;
/// - one decode at a time: a decode starts only when none runs (or the running one was
///   cancelled); a copy of another size is asked for only at rest; each load ends once, and ends
///   as shown only with its copy put on screen;
/// - a single tap whose touch landed on a moving image (a running or held animation) reports
///   nothing, not even a tap on the view;
/// - nothing dismisses while zoomed: a dismiss drag begins only when the zoom is (heading to) its
///   minimum, and a dismissal is asked for only by a released dismiss drag or VoiceOver's escape,
///   once per view, from a finite geometry;
/// - a dismiss drag only shrinks the image: its scale stays within 0.75…1 of the minimum;
/// - content that is not an image is drawn again only at rest (never an image), and at rest it
///   was last drawn at the scale UIKit shows it at: the display's × the transform's × the points
///   per content point of its layout.
///
/// At the end, once every recognizer has ended, every touch lifted and every animation completed:
/// not zooming; at rest within the limits, covered or centred; no end still owed; every drag at
/// rest (no dismiss drag or held double tap left, the background opaque) unless dismissed.
@MainActor
enum InteractionInvariants {
    /// Replays `inputs` and returns the first violation with the index of its input (`inputs.count`
    /// for the final checks).
    static func firstViolation(in inputs: [ZoomInput]) -> (index: Int, problem: String)? {
        let view = SimulatedView()
        var checker = Checker()
        for (index, input) in inputs.enumerated() {
            if let problem = checker.send(input, to: view) { return (index, problem) }
        }
        return checker.finish(view).map { (inputs.count, $0) }
    }

    /// The shortest sub-sequence (removing one input at a time) that still fails.
    static func shrink(_ inputs: [ZoomInput]) -> [ZoomInput] {
        guard let failure = firstViolation(in: inputs) else { return inputs }
        var kept = Array(inputs.prefix(failure.index + 1))
        var index = 0
        while index < kept.count {
            var candidate = kept
            candidate.remove(at: index)
            if firstViolation(in: candidate) != nil {
                kept = candidate
            } else {
                index += 1
            }
        }
        return kept
    }

    /// A failing session, one input per line (replay it with `firstViolation(in:)`).
    static func report(_ inputs: [ZoomInput]) -> String {
        inputs.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: "\n")
    }

    /// What the checks remember between inputs.
    struct Checker {
        /// The last zoom change reported; 1 before any (the scale an interaction starts at).
        var lastChange: CGFloat = 1
        var lastAccessibility: CGFloat?
        /// An interaction moved the image and its end has not been reported yet.
        var owesEnd = false
        /// The previous pinch centroid and touch count, while consecutive pinch events apply.
        var pinchBaseline: (centroid: CGPoint, touchCount: Int)?
        /// The scale a caught animation was heading to, while its touches are down and nothing
        /// else happened.
        var caughtTarget: CGFloat?
        /// Whether the last touch landed on a moving image.
        var lastTouchCaughtMotion = false
        /// The generation of the decode the view runs, if any.
        var decoding: Int?
        /// The loads whose end was reported.
        var endedLoads: Set<Int> = []
        /// The dismissals asked for.
        var dismissals = 0
        /// The last background opacity a dismiss drag showed, if any.
        var lastBackground: CGFloat?

        /// Ends everything — recognizers, touches, animations (a resumed one may follow a lift) —
        /// and checks the view has come to rest, with no end owed.
        @MainActor
        mutating func finish(_ view: SimulatedView) -> String? {
            var finishing: [ZoomInput] = []
            if view.interaction.isPinching { finishing.append(.pinch(.ended, scale: 1, centroid: nil, touchCount: 2)) }
            if view.interaction.isPanning { finishing.append(.pan(.ended, translation: nil, velocity: nil)) }
            if view.interaction.isScrolling {
                finishing.append(.scroll(.ended, translation: nil, velocity: nil, location: nil, modifiers: []))
            }
            if !view.interaction.viewer.quickZoom.isIdle {
                finishing.append(.quickZoom(.ended, location: nil, shown: view.shown))
            }
            if view.interaction.motion.gesture?.isDismissDragging == true {
                finishing.append(.dismissDrag(.ended, translation: nil, velocity: nil, location: nil, touchCount: 1))
            }
            if view.interaction.touchCount > 0 { finishing.append(.touchesEnded(count: view.interaction.touchCount)) }
            for input in finishing {
                if let problem = send(input, to: view) { return "finishing: \(problem)" }
            }
            for _ in 0..<4 {
                guard let running = view.animation else { break }
                if let problem = send(.animationFinished(id: running.id, atEnd: true), to: view) {
                    return "finishing: \(problem)"
                }
            }
            let interaction = view.interaction
            guard interaction.isInitialized else { return nil }
            if interaction.isZooming || view.animation != nil { return "still zooming after everything ended" }
            if let problem = EngineInvariants.settled(interaction.engine) { return "not at rest: \(problem)" }
            let viewer = interaction.viewer
            if !viewer.quickZoom.isIdle { return "a held double tap is left after everything ended" }
            if !(viewer.dismissDrag.isAtRest || viewer.dismissDrag.isDismissed) { return "a dismiss drag did not end at rest" }
            if !viewer.dismissDrag.isDismissed, let lastBackground, lastBackground != 1 {
                return "the background was left at \(lastBackground) without a dismissal"
            }
            return owesEnd ? "an interaction moved the image but no end was reported" : nil
        }

        /// What the checks need of the state before an input.
        struct Before {
            var geometry: ViewGeometry
            var isPinching: Bool
            var isGesturing: Bool
            var canZoom: Bool
            var center: CGPoint
            var transform: CGAffineTransform
            var animationID: Int?
            var runningTarget: CGFloat?
            /// The engine, when a momentum glide runs (and no gesture): what a command acts on.
            var glidingEngine: ZoomEngine?
        }

        @MainActor
        mutating func send(_ input: ZoomInput, to view: SimulatedView) -> String? {
            let before = Before(geometry: view.interaction.geometry, isPinching: view.interaction.isPinching,
                                isGesturing: view.interaction.isGesturing, canZoom: view.interaction.canZoom,
                                center: view.center, transform: view.transform, animationID: view.animation?.id,
                                runningTarget: view.animation?.to.transform.a,
                                glidingEngine: view.animation?.spring.isGlide == true && !view.interaction.isGesturing
                                    ? view.interaction.engine : nil)
            let runningTarget = before.runningTarget
            let logStart = view.log.count
            if case .touchesBegan(let count, _) = input, count > 0, view.interaction.isInitialized {
                lastTouchCaughtMotion = view.animation != nil || view.interaction.isHolding
            }
            let wasDismissDragging = view.interaction.isDismissDragging
            let headingScale = view.animation?.to.transform.a ?? view.interaction.motion.hold?.target?.transform.a
                ?? view.interaction.zoomScale
            var keyCommandIsPerformable: Bool?
            if case .keyCommand(let command, _) = input { keyCommandIsPerformable = view.interaction.canPerform(command) }
            let effects = view.send(input)
            let after = view.interaction
            guard after.isInitialized else { return nil }

            // Finite, and UIKit shows the interaction's geometry.
            let geometry = after.geometry
            guard geometry.center.isFinitePoint, geometry.transform.a.isFinite, geometry.transform.a > 0,
                  geometry.transform.b == 0, geometry.transform.c == 0, geometry.transform.d == geometry.transform.a else {
                return "geometry not finite or not a uniform scale: \(geometry)"
            }
            guard view.center == geometry.center, view.transform == geometry.transform else {
                return "UIKit shows \(view.center) × \(view.transform.a), the interaction says \(geometry.center) × \(geometry.transform.a)"
            }
            guard !view.appliedDuringAnimation else { return "geometry applied while an animation ran" }
            guard view.animation?.id == after.animationID else { return "UIKit runs \(String(describing: view.animation?.id)), the interaction \(String(describing: after.animationID))" }

            // Reports.
            var changeIndex: Int?
            var endIndex: Int?
            for offset in logStart..<view.log.count {
                switch view.log[offset] {
                case .change(let scale):
                    lastChange = scale
                    changeIndex = offset
                case .accessibility(let scale):
                    lastAccessibility = scale
                case .end(let scale):
                    guard endIndex == nil else { return "two ends for one input" }
                    guard owesEnd || movedByInteraction(input, before: before, view: view) else {
                        return "an end with nothing moved since the last one"
                    }
                    guard !after.isZooming else { return "an end while still zooming" }
                    guard scale == after.zoomScale else { return "end at \(scale), the scale is \(after.zoomScale)" }
                    endIndex = offset
                    owesEnd = false
                default:
                    break
                }
            }
            if let endIndex, let changeIndex, changeIndex > endIndex { return "a zoom change after the end" }
            guard lastChange == after.zoomScale else { return "last reported \(lastChange), the scale is \(after.zoomScale)" }
            if !after.isGesturing, lastAccessibility != after.zoomScale {
                return "accessibility states \(String(describing: lastAccessibility)), the scale is \(after.zoomScale)"
            }
            if endIndex == nil, movedByInteraction(input, before: before, view: view) {
                owesEnd = true
            }
            if owesEnd, !after.isZooming, endIndex == nil { return "at rest after an interaction moved it, without an end" }

            if let performable = keyCommandIsPerformable, performable != effects.isHandled {
                return "a key command handled \(effects.isHandled), though canPerform said \(performable)"
            }
            if let problem = checkPinchFocus(input, before: before, after: after) { return problem }
            if let problem = checkScrollFocus(input, before: before, after: after) { return problem }
            if let problem = checkCaughtAnimation(input, before: before, view: view, runningTarget: runningTarget) { return problem }
            if let problem = checkCommandDuringGlide(input, before: before, view: view) { return problem }
            if let problem = checkDecodes(input, logStart: logStart, view: view) { return problem }
            if case .singleTap = input, lastTouchCaughtMotion, view.log[logStart...].contains(where: {
                switch $0 { case .tap, .viewTap: true; default: false }
            }) {
                return "a tap whose touch stopped a moving image reported a pixel or a tap"
            }
            if let problem = checkDismissal(input, logStart: logStart, view: view, wasDragging: wasDismissDragging,
                                            headingScale: headingScale) {
                return problem
            }
            if let problem = checkContentRendering(logStart: logStart, view: view) { return problem }
            return checkCommandTarget(input, before: before, view: view, wasAnimating: runningTarget != nil)
        }

        /// Whether `input` is an interaction (not a layout, image or configuration change) and
        /// UIKit's geometry or animation changed with it.
        @MainActor
        func movedByInteraction(_ input: ZoomInput, before: Before, view: SimulatedView) -> Bool {
            switch input {
            case .pinch, .pan, .touchesBegan, .touchesEnded, .doubleTap, .setZoomScale, .zoomToPixelRect, .resetZoom,
                 .accessibilityStep, .accessibilityReset, .accessibilityScroll, .accessibilityFocus, .scroll, .keyCommand, .quickZoom,
                 .quickZoomEnabled, .dismissDrag, .accessibilityEscape, .dismissalEnded:
                return before.center != view.center || before.transform != view.transform || before.animationID != view.animation?.id
            default:
                return false
            }
        }

        /// The image point under the previous centroid is under the new one (relative 1e-9).
        mutating func checkPinchFocus(_ input: ZoomInput, before: Before, after: ZoomInteraction) -> String? {
            guard case .pinch(let phase, let scale, let centroid, let touchCount, _) = input else {
                switch input {
                case .pan, .touchesBegan, .touchesEnded, .singleTap, .display, .doubleTapEnabled, .configuration,
                     .animationFinished, .loadStarted, .scroll, .keyCommandsEnabled, .scrollZoomModifiers:
                    break                                   // the pinch's baseline stays
                default:
                    pinchBaseline = nil
                }
                return nil
            }
            guard phase == .began || phase == .changed, let centroid, after.canZoom else {
                pinchBaseline = nil
                return nil
            }
            guard scale.isFinite, scale > 0, centroid.isFinitePoint else {
                // Ignored as a zoom, but a new touch count still means the fingers changed: the
                // next event starts from a new baseline.
                if pinchBaseline?.touchCount != touchCount { pinchBaseline = nil }
                return nil
            }
            defer { pinchBaseline = (centroid, touchCount) }
            guard before.isPinching else {
                // The pinch's first event is its own baseline, whatever centroid an earlier pinch or
                // a zooming scroll left behind.
                return Self.focusProblem(under: centroid, in: Self.onScreen(before, startingWith: input),
                                         landsAt: centroid, in: after.geometry)
            }
            guard let baseline = pinchBaseline, baseline.touchCount == touchCount else { return nil }
            return Self.focusProblem(under: baseline.centroid, in: before.geometry, landsAt: centroid, in: after.geometry)
        }

        /// What a pinch or scroll event starts from: the `shown` geometry it carries when no
        /// gesture is under way (a caught animation, or what a view moved from outside shows; its
        /// scale kept within the engine's smallest and largest), else the interaction's geometry.
        static func onScreen(_ before: Before, startingWith input: ZoomInput) -> ViewGeometry {
            var geometry = before.geometry
            let carried: ShownGeometry? = switch input {
            case .pinch(_, _, _, _, let shown), .scroll(_, _, _, _, _, let shown): shown
            default: nil
            }
            guard let shown = carried, !before.isGesturing, before.canZoom, shown.center.isFinitePoint,
                  shown.transform.a.isFinite, shown.transform.a > 0 else { return geometry }
            let scale = min(max(shown.transform.a, ZoomConfiguration.smallestZoomScale), ZoomConfiguration.largestZoomScale)
            geometry.center = shown.center
            geometry.transform = CGAffineTransform(scaleX: scale, y: scale)
            return geometry
        }

        /// Whether the image point under `start` in geometry `from` is under `end` in `to`
        /// (relative 1e-9).
        static func focusProblem(under start: CGPoint, in from: ViewGeometry, landsAt end: CGPoint,
                                 in to: ViewGeometry) -> String? {
            let landed = to.convertToSuperview(from.convertFromSuperview(start))
            let tolerance = 1e-9 * max(1, abs(end.x), abs(end.y), abs(to.center.x), abs(to.center.y),
                                       abs(landed.x), abs(landed.y))
            guard abs(landed.x - end.x) <= tolerance, abs(landed.y - end.y) <= tolerance else {
                return "the image point under the fingers moved to \(landed) instead of \(end)"
            }
            return nil
        }

        /// A zooming scroll event keeps the image point under the pointer under it (relative
        /// 1e-9), wherever the pointer moved since the previous event — measured from what was
        /// on screen: the engine's geometry, or the shown geometry a scroll begins from (a running
        /// animation it catches, a held one, what a view moved from outside shows).
        func checkScrollFocus(_ input: ZoomInput, before: Before, after: ZoomInteraction) -> String? {
            guard case .scroll(let phase, let translation?, _, let pointer?, _, _) = input, phase == .began || phase == .changed,
                  after.scrollMode == .zooming, after.canZoom, translation.isFinitePoint, pointer.isFinitePoint else { return nil }
            let onScreen = Self.onScreen(before, startingWith: input)
            let landed = after.geometry.convertToSuperview(onScreen.convertFromSuperview(pointer))
            let tolerance = 1e-9 * max(1, abs(pointer.x), abs(pointer.y), abs(after.geometry.center.x),
                                       abs(after.geometry.center.y), abs(landed.x), abs(landed.y))
            guard abs(landed.x - pointer.x) <= tolerance, abs(landed.y - pointer.y) <= tolerance else {
                return "the image point under the pointer moved to \(landed) instead of \(pointer)"
            }
            return nil
        }

        /// A touch lifting from a caught animation, with nothing else in between, heads to the
        /// scale that animation was heading to.
        @MainActor
        mutating func checkCaughtAnimation(_ input: ZoomInput, before: Before, view: SimulatedView,
                                           runningTarget: CGFloat?) -> String? {
            switch input {
            case .touchesBegan:
                if caughtTarget == nil, let runningTarget, !before.isGesturing, view.animation == nil {
                    caughtTarget = runningTarget
                }
            case .touchesEnded:
                guard let target = caughtTarget, view.interaction.touchCount == 0 else { return nil }
                caughtTarget = nil
                let heading = view.animation?.to.transform.a ?? view.transform.a
                guard isClose(heading, target, tolerance: 1e-9) else {
                    return "the lift heads to \(heading), the caught animation was heading to \(target)"
                }
            case .singleTap, .display, .doubleTapEnabled, .loadStarted, .keyCommandsEnabled, .scrollZoomModifiers:
                break
            default:
                caughtTarget = nil
            }
            return nil
        }

        /// A command given during a momentum glide heads where the same command takes the image
        /// from the glide stopped where it was shown — computed on the engine directly, from the
        /// shown geometry (UIScrollView: a deceleration is no target a command could mean).
        @MainActor
        func checkCommandDuringGlide(_ input: ZoomInput, before: Before, view: SimulatedView) -> String? {
            guard let gliding = before.glidingEngine else { return nil }
            let centre = CGPoint(x: gliding.coverageRect.midX, y: gliding.coverageRect.midY)
            var stopped = gliding
            var commanded: ZoomEngine
            switch input {
            case .setZoomScale(let scale, _, let shown, let anchor):
                stopped.show(shown)
                commanded = stopped
                commanded.setZoomScale(scale, around: anchor ?? centre)
            case .resetZoom(_, let shown):
                stopped.show(shown)
                commanded = stopped
                commanded.reset()
            case .keyCommand(let command, let shown):
                stopped.show(shown)
                commanded = stopped
                commanded.perform(command)
            default:
                return nil
            }
            // A command that changes nothing from what is shown leaves the glide running.
            let expected = commanded.geometry == stopped.geometry ? gliding.geometry : commanded.geometry
            let heading = view.animation?.to.center ?? view.center
            let headingScale = view.animation?.to.transform.a ?? view.transform.a
            let tolerance = 1e-9 * max(1, abs(expected.center.x), abs(expected.center.y))
            guard abs(heading.x - expected.center.x) <= tolerance, abs(heading.y - expected.center.y) <= tolerance,
                  isClose(headingScale, expected.transform.a, tolerance: 1e-9) else {
                return "a command during a glide heads to \(heading) × \(headingScale); from what is shown, "
                    + "\(expected.center) × \(expected.transform.a)"
            }
            return nil
        }

        /// One decode at a time; a copy of another size only at rest; each load ends once, and as
        /// shown only with its copy on screen.
        @MainActor
        mutating func checkDecodes(_ input: ZoomInput, logStart: Int, view: SimulatedView) -> String? {
            if case .decodeFinished(_, _, let generation) = input, generation == decoding { decoding = nil }
            for entry in view.log[logStart...] {
                switch entry {
                case .cancelDecode:
                    decoding = nil
                case .decode(let request):
                    guard decoding == nil else { return "a decode started while another runs" }
                    decoding = request.generation
                    if case .resampling = view.interaction.copyDecode, view.interaction.isZooming {
                        return "a copy of another size asked for while zooming"
                    }
                case .loadEnded(let generation, let outcome):
                    guard endedLoads.insert(generation).inserted else { return "load \(generation) ended twice" }
                    if outcome == .shown, !view.log[logStart...].contains(.showCopy) {
                        return "load \(generation) ended as shown without its copy put on screen"
                    }
                default:
                    break
                }
            }
            return nil
        }

        /// Nothing dismisses while zoomed: a dismiss drag begins only at the minimum zoom (where
        /// the view is heading), a dismissal comes only from a released drag or VoiceOver's
        /// escape, once, from a finite geometry; a drag only shrinks the image.
        @MainActor
        mutating func checkDismissal(_ input: ZoomInput, logStart: Int, view: SimulatedView, wasDragging: Bool,
                                     headingScale: CGFloat) -> String? {
            let interaction = view.interaction
            let minimum = interaction.engine.minimumZoomScale
            if !wasDragging, interaction.isDismissDragging, !isClose(headingScale, minimum, tolerance: 1e-9) {
                return "a dismiss drag began at zoom \(headingScale), the minimum is \(minimum)"
            }
            if interaction.isDismissDragging, !interaction.engine.isEmpty {
                let scale = interaction.zoomScale / interaction.viewer.dismissBase.transform.a
                guard scale <= 1 + 1e-9, scale >= DismissDragAppearance.minimumScale - 1e-9 else {
                    return "a dismiss drag shows the image at \(scale) of its resting size"
                }
            }
            for entry in view.log[logStart...] {
                switch entry {
                case .background(let opacity, _):
                    lastBackground = opacity
                case .dismiss(let request):
                    dismissals += 1
                    switch input {
                    case .dismissDrag(.ended, _, _, _, _), .accessibilityEscape: break
                    default: return "a dismissal asked for by \(input)"
                    }
                    guard dismissals == 1 else { return "a second dismissal" }
                    guard request.shown.center.isFinitePoint, request.shown.transform.a.isFinite,
                          request.backgroundOpacity >= 0, request.backgroundOpacity <= 1 else {
                        return "a dismissal from \(request)"
                    }
                default:
                    break
                }
            }
            return nil
        }

        /// Content is drawn again only at rest, and never an image; at rest it was last drawn at
        /// the scale UIKit shows it at — the display's (3 while unknown) × the model transform's
        /// scale × the points per content point its frame gives (the larger axis).
        @MainActor
        func checkContentRendering(logStart: Int, view: SimulatedView) -> String? {
            let interaction = view.interaction
            let drawnNow = view.log[logStart...].contains { if case .render = $0 { true } else { false } }
            if drawnNow, !interaction.image.isContent { return "an image was drawn again as content" }
            if drawnNow, interaction.isZooming { return "content drawn again while zooming" }
            // Nothing changes the content's size while it moves, and nothing waits once it rests.
            let laidOutNow = view.log[logStart...].contains { $0 == .measureContent || $0 == .placeContent }
            if laidOutNow, interaction.isZooming { return "content measured or placed while zooming" }
            if laidOutNow, !interaction.image.isContent { return "an image was measured as content" }
            if !interaction.isZooming, interaction.deferredContent != DeferredContent() {
                return "a content change still waits at rest: \(interaction.deferredContent)"
            }
            let layout = interaction.imageLayout
            guard interaction.image.isContent, !interaction.isZooming, !layout.isEmpty else { return nil }
            let display = interaction.display.displayScale
            let displayScale = display.isFinite && display > 0 ? display : 3
            let perPoint = max(layout.imageFrame.width / layout.imageSize.width, layout.imageFrame.height / layout.imageSize.height)
            let shown = displayScale * view.transform.a * perPoint
            guard let last = view.renders.last else { return "content at rest, never drawn" }
            guard isClose(last.shownScale, shown), last.displayScale == displayScale,
                  last.contentSize == layout.imageSize else {
                return "content at rest last drawn at \(last), shown at \(shown) on a \(displayScale)× display"
            }
            return nil
        }

        /// A zoom command given during an animation heads to its own target.
        @MainActor
        func checkCommandTarget(_ input: ZoomInput, before: Before, view: SimulatedView,
                                wasAnimating: Bool) -> String? {
            guard wasAnimating, !before.isGesturing, before.canZoom else { return nil }
            let engine = view.interaction.engine
            let expected: CGFloat
            switch input {
            case .setZoomScale(let scale, _, _, _) where scale.isFinite && scale > 0:
                expected = min(max(scale, engine.minimumZoomScale), engine.maximumZoomScale)
            case .resetZoom, .keyCommand(.resetZoom, _):
                expected = engine.minimumZoomScale
            case .keyCommand(.zoomIn, _), .keyCommand(.zoomOut, _):
                guard case .keyCommand(let command, _) = input else { return nil }
                let step = command == .zoomIn ? ZoomEngine.zoomStep : 1 / ZoomEngine.zoomStep
                expected = min(max(before.geometry.transform.a * step, engine.minimumZoomScale), engine.maximumZoomScale)
            default:
                return nil
            }
            let heading = view.animation?.to.transform.a ?? view.transform.a
            return isClose(heading, expected, tolerance: 1e-9) ? nil : "a command to \(expected) during a settle heads to \(heading)"
        }
    }
}
