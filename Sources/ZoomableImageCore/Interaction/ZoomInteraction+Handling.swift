import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// Takes one input (what the view learnt from UIKit) and returns what the view must do: the
    /// writes and animations to perform, in ``ZoomEffects``' order; what it must report is queued
    /// (``takeReport()``). Views call it through ``ZoomInteractionHost/send(_:)``.
    ///
    /// After every input: a zoom scale different from the last reported one is reported
    /// (``ZoomReport/zoomChange(_:)``); outside gestures the accessibility value follows it; and
    /// when an interaction that moved the image has come to rest — no gesture, no animation,
    /// nothing held under a finger — its end is reported, once.
    @inlinable
    public mutating func handle(_ input: ZoomInput) -> ZoomEffects {
        var effects = ZoomEffects()
        // Gesture events come 120 times a second: they take the short path — inlined into the
        // view, so no input value is even built — and every other input goes through
        // `handleOther`, kept out of line. Each of the three ends with `finish` (inlined into it:
        // one call per event).
        switch input {
        case .pinch(let phase, let scale, let centroid, let touchCount, let shown):
            pinch(phase, scale: scale, centroid: centroid, touchCount: touchCount, shown: shown, &effects)
        case .pan(let phase, let translation, let velocity):
            pan(phase, translation: translation, velocity: velocity, &effects)
        default:
            handleOther(input, &effects)
        }
        return effects
    }

    /// Every input but the gesture events.
    @usableFromInline
    @inline(never)
    mutating func handleOther(_ input: ZoomInput, _ effects: inout ZoomEffects) {
        defer { finish(&effects) }
        switch input {
        case .initialize(let center, let bounds):
            initialize(center: center, bounds: bounds, &effects)
        case .center(let center, let container, let fromOwnWrite):
            guard !fromOwnWrite else { break }
            containerBounds = container
            setCenter(center, &effects)
        case .bounds(let bounds, let container, let fromOwnWrite):
            guard !fromOwnWrite else { break }
            containerBounds = container
            setBounds(bounds, &effects)
        case .frame(let frame, let container, let fromOwnWrite):
            guard !fromOwnWrite else { break }
            containerBounds = container
            setFrame(frame, &effects)
        case .image(let image, let identity):
            setImage(image, identity: identity, &effects)
        case .decodeFinished(let copy, let identity, let generation):
            decodeFinished(copy, identity: identity, generation: generation, &effects)
        case .contentMode(let mode):
            setContentMode(mode, &effects)
        case .container(let bounds):
            setContainer(bounds, &effects)
        case .display(let display):
            setDisplay(display, &effects)
        case .configuration(let configuration):
            setConfiguration(configuration, &effects)
        case .doubleTapEnabled(let isEnabled):
            isDoubleTapEnabled = isEnabled
        case .cropOpening(let opening):
            setCropOpening(opening, &effects)
        case .touchesBegan(let count, let shown):
            touchesBegan(count: count, shown: shown, &effects)
            handOverDismissDrag(touchCount: touchCount)
        case .touchesEnded(let count):
            touchesEnded(count: count, &effects)
        case .pinch, .pan:
            break                                   // handled in `handle`
        case .doubleTap(let phase, let location, let shown):
            doubleTap(phase, location: location, shown: shown, &effects)
        case .singleTap(let phase, let location):
            singleTap(phase, location: location)
        case .setZoomScale(let scale, let animated, let shown, let anchor):
            setZoomScale(scale, animated: animated, shown: shown, anchor: anchor, &effects)
        case .zoomToPixelRect(let rect, let animated, let shown):
            zoom(toPixelRect: rect, animated: animated, shown: shown, &effects)
        case .resetZoom(let animated, let shown):
            command(animated: animated, shown: shown, &effects) { $0.reset() }
        case .accessibilityStep(let steps, let shown):
            accessibilityStep(steps, shown: shown, &effects)
        case .accessibilityReset(let shown):
            command(animated: true, shown: shown, &effects) { $0.reset() }
        case .accessibilityScroll(let direction, let shown):
            accessibilityScroll(direction, shown: shown, &effects)
        case .accessibilityFocus(let viewRect, let safeArea, let shown):
            accessibilityFocus(viewRect: viewRect, safeArea: safeArea, shown: shown, &effects)
        case .animationFinished(let id, let atEnd):
            animationFinished(id: id, atEnd: atEnd, &effects)
        case .loadStarted:
            startLoad(&effects)
        case .loadCancelled(let generation):
            cancelLoad(generation: generation, &effects)
        case .scroll(let phase, let translation, let velocity, let location, let modifiers, let shown):
            scroll(phase, translation: translation, velocity: velocity, location: location, modifiers: modifiers,
                   shown: shown, &effects)
        case .keyCommand(let key, let shown):
            keyCommand(key, shown: shown, &effects)
        case .keyCommandsEnabled(let isEnabled):
            areKeyCommandsEnabled = isEnabled
        case .scrollZoomModifiers(let modifiers):
            scrollZoom.modifiers = modifiers
        case .quickZoom(let phase, let location, let shown):
            quickZoom(phase, location: location, shown: shown, &effects)
        case .quickZoomEnabled(let isEnabled):
            setQuickZoomEnabled(isEnabled, &effects)
        case .dismissDrag(let phase, let translation, let velocity, let location, let touchCount):
            dismissDrag(phase, translation: translation, velocity: velocity, location: location, touchCount: touchCount,
                        &effects)
        case .dismissDragEnabled(let isEnabled):
            setDismissDragEnabled(isEnabled)
        case .accessibilityEscape(let shown):
            accessibilityEscape(shown: shown, &effects)
        case .dismissPresentation(let presentation):
            viewer.dismissDrag.presentation = presentation
        case .dismissalEnded:
            dismissalEnded(&effects)
        case .tileLoadEnded(let tile, let generation, let bytes):
            tileLoadEnded(tile, generation: generation, bytes: bytes, &effects)
        case .memoryWarning:
            adoptTileAction(TileCacheAction(tiles.memoryWarning()), &effects)
        case .contentChanged:
            contentChanged(&effects)
        }
    }

    /// The reports every input ends with: a changed zoom scale, the accessibility value outside
    /// gestures, and the end of an interaction that has come to rest; and what follows the
    /// image's motion: a dismiss drag whose image something else moved, a sharper copy at rest,
    /// the tiles for what is shown, content drawn again at rest. Nothing before the view has
    /// initialized.
    ///
    /// A gesture event with no dismiss drag and no tiles (almost every event, 120 a second) needs
    /// only the first: the rest is checked out of line.
    @inline(__always)
    mutating func finish(_ effects: inout ZoomEffects) {
        guard isInitialized else { return }
        let scale = engine.zoomScale
        if scale != reportedZoomScale {
            reportedZoomScale = scale
            queue(.zoomChange(scale))
        }
        if case .gesture = motion, image.tiling == nil, !viewer.dismissDrag.movesImage { return }
        followMotion(scale: scale, &effects)
    }

    /// ``finish(_:)``'s part past the zoom change: everything a gesture event without dismiss
    /// drag or tiles cannot change.
    @inline(never)
    mutating func followMotion(scale: CGFloat, _ effects: inout ZoomEffects) {
        var scale = scale
        if image.isContent {
            // A size that waited for rest can move the zoom: reported like any other change.
            applyDeferredContent(&effects)
            scale = engine.zoomScale
            if scale != reportedZoomScale {
                reportedZoomScale = scale
                queue(.zoomChange(scale))
            }
        }
        // Per gesture event this would run 120 times a second: the value follows when the
        // gesture ends instead.
        // `motion`, not `isGesturing`: that getter, called out of line from here, was handed a
        // copy of the whole interaction (memcpy, 232 instructions per event).
        if motion.gesture == nil, accessibilityZoomScale != scale {
            accessibilityZoomScale = scale
            queue(.accessibilityValue(scale))
        }
        if case .ended = motion {
            motion = .rest
            queue(.zoomEnd(scale))
        }
        followDismissDrag()
        if case .rest = motion, image.original != nil { requestCopyIfNeeded(&effects) }
        if image.tiling != nil { planTiles(&effects) }
        if image.isContent { followContentRendering(&effects) }
    }
}
