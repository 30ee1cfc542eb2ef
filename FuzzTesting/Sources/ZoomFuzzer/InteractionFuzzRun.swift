import Foundation
@_spi(Internals) @testable import ZoomableImageCore

/// The one fuzz run: a ``FuzzSession`` sent, input by input, to a whole view's
/// ``ZoomInteraction`` — initialization and setters, recognizer callbacks in any phase and order
/// (trackpad pinches and scrolls, with any modifier keys, too), touches, commands, keys,
/// VoiceOver, animation completions for current and stale animations, layout, image, limit and
/// opening changes, large-image loads, decodes and cancellations — with every effect performed
/// the way the view performs it, on a UIKit reduced to its model values and one running spring.
/// Probe steps check the layout, crops and decode plans in between. Traps on the first violated
/// invariant (the checks are listed in InteractionFuzzRun+Checks.swift).
struct InteractionFuzzRun {
    let session: FuzzSession
    /// Print every step and the state after it (for `Scripts/fuzz --reproduce`).
    let verbose: Bool
    var interaction = ZoomInteraction()

    // UIKit, reduced: the view's model values and the running spring, shown at `progress`.
    var center = CGPoint.zero
    var transform = CGAffineTransform.identity
    var spring: (id: Int, from: ShownGeometry, to: ShownGeometry)?
    var progress: CGFloat = 0

    // What was reported and what runs.
    var lastChange: CGFloat = 1
    /// The decode the view runs, if any: the request it was started for.
    var decoding: DecodeRequest?
    /// The loads started, and those whose end was reported.
    var startedLoads: Set<Int> = []
    var endedLoads: Set<Int> = []
    /// The dismissals reported (a photo viewer's; at most one).
    var dismissals = 0

    /// The step being run (for the description of a violation), and the inputs sent so far.
    var stepIndex: Int?
    var inputCount = 0

    init(session: FuzzSession, verbose: Bool) {
        self.session = session
        self.verbose = verbose
    }

    mutating func run() {
        if verbose { Self.log("setup: \(session.setup)") }
        center = session.setup.center
        for input in session.setup.inputs { send(input) }
        for (index, step) in session.steps.enumerated() {
            stepIndex = index
            if verbose { Self.log("step \(index): \(step)") }
            perform(step)
        }
        stepIndex = nil
        finish()
    }

    mutating func perform(_ step: FuzzStep) {
        switch step {
        case .springProgress(let progress): self.progress = CGFloat(progress) / 200
        case .probe(let point, let rect): probe(point: point, rect: rect)
        case .crop(let rect, let aspectRatio): crop(rect, aspectRatio: aspectRatio)
        case .downsample(let inputs): report(CropAndPlanChecks.plan(inputs))
        default: if let input = input(for: step) { send(input) }
        }
    }

    // MARK: - Steps to inputs: the values only the run knows

    /// What is on screen: the running spring at ``progress``, else the model values.
    var shown: ShownGeometry {
        guard let spring else { return ShownGeometry(center: center, transform: transform) }
        let t = progress
        let scale = spring.from.transform.a + (spring.to.transform.a - spring.from.transform.a) * t
        return ShownGeometry(center: CGPoint(x: spring.from.center.x + (spring.to.center.x - spring.from.center.x) * t,
                                             y: spring.from.center.y + (spring.to.center.y - spring.from.center.y) * t),
                             transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    static let garbage = ShownGeometry(center: CGPoint(x: CGFloat.nan, y: 1),
                                       transform: CGAffineTransform(scaleX: .infinity, y: 0))

    func shown(_ kind: FuzzShown) -> ShownGeometry {
        kind == .garbage ? Self.garbage : shown
    }

    func pointerShown(_ kind: FuzzShown) -> ShownGeometry? {
        kind == .unknown ? nil : shown(kind)
    }

    /// The input a step sends, or `nil` for a probe or a spring's progress.
    func input(for step: FuzzStep) -> ZoomInput? {
        switch step {
        case .initialize(let center, let bounds): return .initialize(center: center, bounds: bounds)
        case .setter(.frame(let frame), let own): return .frame(frame, container: interaction.containerBounds, fromOwnWrite: own)
        case .setter(.bounds(let bounds), let own):
            return .bounds(bounds, container: interaction.containerBounds, fromOwnWrite: own)
        case .setter(.center(let point), let own): return .center(point, container: interaction.containerBounds, fromOwnWrite: own)
        case .container(let bounds): return .container(bounds)
        case .contentMode(let mode): return .contentMode(mode)
        case .image(let image, let identity): return .image(image, identity: identity)
        case .configuration(let configuration): return .configuration(configuration)
        case .cropOpening(let opening): return .cropOpening(opening)
        case .display(let display): return .display(display)
        case .touchesBegan(let count, let kind): return .touchesBegan(count: count, shown: shown(kind))
        case .touchesEnded(let count): return .touchesEnded(count: count)
        case .pinch(let phase, let scale, let centroid, let touchCount, let kind):
            return .pinch(phase, scale: scale, centroid: centroid, touchCount: touchCount, shown: pointerShown(kind))
        case .pan(let phase, let translation, let velocity): return .pan(phase, translation: translation, velocity: velocity)
        case .doubleTap(let phase, let location, let kind): return .doubleTap(phase, location: location, shown: shown(kind))
        case .singleTap(let phase, let location): return .singleTap(phase, location: location)
        case .scroll(let phase, let translation, let velocity, let location, let modifiers, let kind):
            return .scroll(phase, translation: translation, velocity: velocity, location: translation == nil ? nil : location,
                           modifiers: modifiers, shown: pointerShown(kind))
        case .setZoomScale(let scale, let animated, let anchor, let kind):
            return .setZoomScale(scale, animated: animated, shown: shown(kind), anchor: anchor)
        case .zoomToPixelRect(let rect, let animated, let kind): return .zoomToPixelRect(rect, animated: animated, shown: shown(kind))
        case .resetZoom(let animated, let kind): return .resetZoom(animated: animated, shown: shown(kind))
        case .accessibilityStep(let steps, let kind): return .accessibilityStep(steps, shown: shown(kind))
        case .accessibilityReset(let kind): return .accessibilityReset(shown: shown(kind))
        case .accessibilityScroll(let direction, let kind): return .accessibilityScroll(direction, shown: shown(kind))
        case .accessibilityEscape(let kind): return .accessibilityEscape(shown: shown(kind))
        case .accessibilityFocus(let viewRect, let safeArea, let kind):
            return .accessibilityFocus(viewRect: viewRect, safeArea: safeArea, shown: shown(kind))
        case .quickZoom(let phase, let location, let kind): return .quickZoom(phase, location: location, shown: shown(kind))
        case .dismissDrag(let phase, let translation, let velocity, let location, let touchCount):
            return .dismissDrag(phase, translation: translation, velocity: velocity, location: location, touchCount: touchCount)
        case .quickZoomEnabled(let isEnabled): return .quickZoomEnabled(isEnabled)
        case .dismissDragEnabled(let isEnabled): return .dismissDragEnabled(isEnabled)
        case .keyCommand(let command, let kind): return .keyCommand(command, shown: shown(kind))
        case .keyCommandsEnabled(let isEnabled): return .keyCommandsEnabled(isEnabled)
        case .scrollZoomModifiers(let modifiers): return .scrollZoomModifiers(modifiers)
        case .doubleTapEnabled(let isEnabled): return .doubleTapEnabled(isEnabled)
        case .animationFinished(let back, let atEnd):
            return .animationFinished(id: (spring?.id ?? interaction.nextAnimationID) &- back, atEnd: atEnd)
        case .loadStarted: return .loadStarted
        case .decodeFinished(let copy, let identity, let back):
            return .decodeFinished(image(copy), identity: identity, generation: interaction.loadGeneration &- back)
        case .loadCancelled(let back): return .loadCancelled(generation: interaction.loadGeneration &- back)
        case .springProgress, .probe, .crop, .downsample: return nil
        }
    }

    /// The image a decode delivers; a planned one is made as the view makes it, for the running
    /// decode's request (or, with none running, the one the view would make now).
    func image(_ copy: FuzzCopy) -> ImageDescription? {
        switch copy {
        case .unreadable: return nil
        case .explicit(let image): return image
        case .planned(let original):
            let original = original ?? interaction.image.original ?? FuzzCopy.defaultOriginal
            let plan = (decoding ?? interaction.decodeRequest).plan(for: original)
            return ImageDescription(size: plan.decodedPixelSize, scale: 1, orientation: .up, original: original)
        }
    }

    /// Every recognizer ends, every touch lifts, every spring and decode completes: then nothing
    /// moves, the engine is settled and every load has ended.
    mutating func finish() {
        if interaction.isPinching { send(.pinch(.ended, scale: 1, centroid: nil, touchCount: 2)) }
        if interaction.isPanning { send(.pan(.ended, translation: nil, velocity: nil)) }
        if interaction.isScrolling { send(.scroll(.ended, translation: nil, velocity: nil, location: nil, modifiers: [])) }
        if interaction.isQuickZooming { send(.quickZoom(.ended, location: nil, shown: ShownGeometry(interaction.geometry))) }
        // The recognizer, not the drag: one handed over to a pinch still owes its end.
        if interaction.motion.gesture?.isDismissDragging == true {
            send(.dismissDrag(.ended, translation: nil, velocity: nil, location: nil, touchCount: 1))
        }
        if interaction.touchCount > 0 { send(.touchesEnded(count: interaction.touchCount)) }
        for _ in 0..<4 {
            if let running = spring {
                send(.animationFinished(id: running.id, atEnd: true))
            } else if let request = decoding {
                send(.decodeFinished(image(.planned(nil)), identity: 255, generation: request.generation))
            } else {
                break
            }
        }
        guard interaction.isInitialized else { return }
        report(interaction.isZooming ? "still zooming once everything ended" : nil)
        report(EngineChecks.settled(interaction.engine))
        let unended = startedLoads.subtracting(endedLoads)
        report(spring == nil && decoding == nil && !unended.isEmpty ? "loads \(unended.sorted()) never ended" : nil)
    }

    /// Writes a line to standard error, unbuffered (so it is in order with libFuzzer's output).
    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
