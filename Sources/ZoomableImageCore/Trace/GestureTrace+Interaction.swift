import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GestureTrace {
    /// A trace of a whole view: its interaction as the trace starts and the inputs it was sent.
    /// The engine fields (container, frames, configuration, policy, geometry) are the
    /// interaction's engine's, so tools that draw a trace read it like an engine trace.
    ///
    /// - Parameters:
    ///   - interaction: the view's interaction before the first input.
    ///   - inputs: the timed inputs; default none.
    ///   - note: a free-text description; default `nil`.
    ///   - droppedInputCount: inputs dropped before `inputs`; default 0.
    public init(interaction: ZoomInteraction, inputs: [TimedZoomInput] = [], note: String? = nil,
                droppedInputCount: Int = 0) {
        let engine = interaction.engine
        self.init(engine: engine, imageLayout: interaction.imageLayout, events: [], note: note,
                  droppedEventCount: droppedInputCount)
        self.interaction = interaction
        self.inputs = inputs
    }

    /// The interaction a trace of a whole view starts from: ``interaction``, or — for a trace
    /// that gives only ``inputs`` (written by hand, starting with
    /// ``ZoomInput/initialize(center:bounds:)``) — a new view's. `nil` for a trace of engine
    /// events.
    public var startingInteraction: ZoomInteraction? {
        interaction ?? (inputs.isEmpty ? nil : ZoomInteraction())
    }

    /// Whether the trace is of a whole view (inputs to a ``ZoomInteraction``) rather than of
    /// engine events.
    public var isWholeView: Bool {
        startingInteraction != nil
    }

    /// Replays a trace of a whole view: the state before the first input, then after every input,
    /// with what each input reported. Deterministic, like ``replay()``.
    ///
    /// - Returns: `inputs.count + 1` steps; `nil` for a trace of engine events.
    func replayInteraction() -> [ReplayStep]? {
        guard var interaction = startingInteraction else { return nil }
        interaction.discardReports()
        var steps: [ReplayStep] = []
        steps.append(ReplayStep(index: 0, time: inputs.first?.time ?? 0, event: nil, engine: interaction.engine))
        for (offset, entry) in inputs.enumerated() {
            let scrollBefore = interaction.scrollMode
            _ = interaction.handle(entry.input)
            var step = ReplayStep(index: offset + 1, time: entry.time, event: nil, engine: interaction.engine)
            step.input = entry.input
            while let report = interaction.takeReport() {
                step.reports.append(report)
            }
            step.isAnimating = interaction.isAnimating
            step.scrollZooms = (interaction.scrollMode ?? scrollBefore) == .zooming
            steps.append(step)
        }
        return steps
    }

    /// The interaction after the last input: ``startingInteraction`` with every input applied;
    /// `nil` for a trace of engine events.
    public func replayedInteraction() -> ZoomInteraction? {
        guard var interaction = startingInteraction else { return nil }
        for entry in inputs {
            _ = interaction.handle(entry.input)
        }
        interaction.discardReports()
        return interaction
    }
}
