import Foundation
@_spi(Internals) @testable import ZoomableImageCore

// Sending an input and performing its effects the way the view does (ZoomInteractionHost's
// order: stop the spring, write, apply the geometry, start a spring, then the decode), then the
// reports and the checks.
extension InteractionFuzzRun {
    mutating func send(_ input: ZoomInput) {
        inputCount += 1
        if verbose { Self.log("  input \(inputCount): \(input)") }
        let before = Before(interaction: interaction, shown: shown)
        // The animator's completion: UIKit's spring is over, whatever the interaction makes of it.
        if case .animationFinished(let id, _) = input, spring?.id == id { spring = nil }
        var performable: Bool?
        if case .keyCommand(let command, _) = input {
            performable = interaction.canPerform(command)
            // Which keys the view offers: none while key commands are off.
            if !interaction.areKeyCommandsEnabled, !interaction.offeredKeyBindings().isEmpty {
                report("key commands are off, yet some are offered", input)
            }
        }
        let effects = interaction.handle(input)
        let handled = interaction
        if let performable, performable != effects.isHandled {
            report("a key command handled \(effects.isHandled), canPerform said \(performable)", input)
        }
        perform(effects, for: input)
        var reports: [ZoomReport] = []
        while let report = interaction.takeReport() { reports.append(report) }
        checkReports(reports, input)
        noteReports(reports)
        check(input, effects: effects, reports: reports, before: before, handled: handled)
        if verbose {
            Self.log("    → center \(interaction.geometry.center), scale \(interaction.zoomScale), motion \(interaction.motion)"
                     + (effects == ZoomEffects() ? "" : ", \(effects)") + (reports.isEmpty ? "" : ", reports \(reports)"))
        }
    }

    /// What the checks compare with: the interaction before the input, and what UIKit showed.
    struct Before {
        let interaction: ZoomInteraction
        let shown: ShownGeometry
    }

    mutating func perform(_ effects: ZoomEffects, for input: ZoomInput) {
        let geometry = interaction.geometry
        if effects.stopsAnimation, spring != nil {
            let presented = shown
            center = presented.center
            transform = presented.transform
            spring = nil
        }
        switch effects.write {
        case .frame(let frame)?: center = CGPoint(x: frame.midX, y: frame.midY)
        case .center(let point)?: center = point
        case .bounds?, nil: break
        }
        if effects.appliesGeometry {
            if spring != nil { report("geometry applied while a spring runs", input) }
            center = geometry.center
            transform = geometry.transform
        }
        if effects.startsAnimation, let started = interaction.startedAnimation {
            spring = (started.id, ShownGeometry(center: center, transform: transform), ShownGeometry(geometry))
            center = geometry.center
            transform = geometry.transform
        }
        // One decode at a time: a new one only once the running one was cancelled or ended.
        if effects.cancelsDecode { decoding = nil }
        if case .decodeFinished(_, _, let generation) = input, generation == decoding?.generation { decoding = nil }
        if case .loadStarted = input { startedLoads.insert(interaction.loadGeneration) }
        if effects.startsDecode {
            if decoding != nil { report("a second decode started while one runs", input) }
            decoding = interaction.decodeRequest
        }
    }

    /// Traps (a libFuzzer finding) when `problem` is not `nil`, describing the step, the input
    /// and the state.
    func report(_ problem: String?, _ input: ZoomInput? = nil) {
        guard let problem else { return }
        let engine = interaction.engine
        let step = stepIndex.map { "step \($0): \(session.steps[$0])" } ?? "setup or finish"
        fatalError("""
            ZoomFuzzer invariant violated at \(step), input \(inputCount)\(input.map { ": \($0)" } ?? "")
              \(problem)
              interaction: zoom \(interaction.zoomScale), geometry \(interaction.geometry.center), \
            motion \(interaction.motion), touches \(interaction.touchCount), \
            image \(interaction.image), content mode \(interaction.contentMode), view bounds \(interaction.viewBounds), \
            crop opening \(String(describing: interaction.cropOpening)), load \(interaction.loadGeneration) \
            \(interaction.copyDecode)
              UIKit: center \(center), scale \(transform.a), spring \(String(describing: spring))
              engine: container \(engine.containerBounds), resting \(engine.restingFrame), \
            content \(engine.contentFrame), coverage \(engine.coverageRect), policy \(engine.coveragePolicy), \
            empty \(engine.isEmpty), limits [\(engine.minimumZoomScale), \(engine.maximumZoomScale)], \
            configuration \(engine.configuration)
            """)
    }
}
