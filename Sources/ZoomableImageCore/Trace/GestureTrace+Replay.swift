import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GestureTrace {
    /// Replays the trace: the engine's state before the first event, then after every event.
    ///
    /// Deterministic: the same trace gives identical steps on every run and every platform with
    /// the same floating-point arithmetic (the engine reads no clock and no randomness; times
    /// are carried along, never used). Bad values in events are handled as the engine handles
    /// them live — ignored — so a trace with NaN replays too.
    ///
    /// A trace of a whole view (with an ``interaction``) replays its ``inputs`` through the
    /// interaction instead; each step then carries its input and what it reported.
    ///
    /// - Returns: `events.count + 1` steps (`inputs.count + 1` for a whole view); step 0 is the
    ///   starting state.
    /// - Complexity: O(*n*) in the number of events.
    public func replay() -> [ReplayStep] {
        if let steps = replayInteraction() { return steps }
        var engine = makeEngine()
        var steps: [ReplayStep] = []
        steps.reserveCapacity(events.count + 1)
        steps.append(ReplayStep(index: 0, time: events.first?.time ?? 0, event: nil, engine: engine))
        for (offset, entry) in events.enumerated() {
            engine.apply(entry.event)
            steps.append(ReplayStep(index: offset + 1, time: entry.time, event: entry.event, engine: engine))
        }
        return steps
    }

    /// The engine after the last event: ``makeEngine()`` with every event applied — for a trace
    /// of a whole view, the engine of ``replayedInteraction()``.
    ///
    /// - Returns: the final engine (the last ``replay()`` step's state, and the gesture state a
    ///   step does not show).
    public func replayedEngine() -> ZoomEngine {
        if let interaction = replayedInteraction() { return interaction.engine }
        var engine = makeEngine()
        for entry in events {
            engine.apply(entry.event)
        }
        return engine
    }
}
