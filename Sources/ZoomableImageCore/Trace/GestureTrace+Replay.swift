import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GestureTrace {
    /// Replays the trace: `inputCount + 1` steps, the view's state before the first input (step 0),
    /// then after every input, with what each input reported.
    ///
    /// Deterministic: the same trace gives identical steps on every run and every platform with
    /// the same floating-point arithmetic (the view's decisions read no clock and no randomness;
    /// times are carried along, never used). Bad values in inputs are handled as the view handles
    /// them live, so a trace with NaN replays too.
    ///
    /// - Complexity: O(*n*) in the number of inputs.
    public func replay() -> [ReplayStep] {
        var interaction = ZoomInteraction(start: start)
        var steps: [ReplayStep] = []
        steps.append(ReplayStep(index: 0, time: inputs.first?.time ?? 0, input: nil, interaction: interaction))
        for (offset, entry) in inputs.enumerated() {
            let scrollBefore = interaction.scrollMode
            _ = interaction.handle(entry.input)
            var step = ReplayStep(index: offset + 1, time: entry.time, input: entry.input, interaction: interaction)
            while let report = interaction.takeReport() {
                step.reports.append(report)
            }
            step.scrollZooms = (interaction.scrollMode ?? scrollBefore) == .zooming
            steps.append(step)
        }
        return steps
    }

    /// The view's interaction after the last input, its reports delivered.
    @_spi(Internals)
    public func replayedInteraction() -> ZoomInteraction {
        var interaction = ZoomInteraction(start: start)
        for entry in inputs {
            _ = interaction.handle(entry.input)
            interaction.discardReports()
        }
        return interaction
    }
}
