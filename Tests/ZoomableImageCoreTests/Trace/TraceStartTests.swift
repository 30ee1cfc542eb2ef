import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A trace's start record rebuilds the interaction it was taken from, exactly, between any two
/// inputs of any session — mid-gesture, mid-animation, with a caught animation held under a
/// finger, mid-load — so a trace recorded at any moment replays as the view ran.
@MainActor
@Suite struct TraceStartTests {
    /// Image sessions, and content sessions (content drawn again at rest: what was drawn last is
    /// part of the start, or a replay would draw it again where the view did not).
    @Test(arguments: [false, true])
    func theStartRebuildsTheInteractionBetweenAnyTwoInputs(content: Bool) {
        var checked = 0
        let sessions: UInt64 = content ? 100 : 300
        for seed in UInt64(0)..<sessions {
            let session = InteractionScenario.run(seed: seed, content: content)
            var interaction = ZoomInteraction()
            for input in session.inputs {
                _ = interaction.handle(input)
                interaction.discardReports()
                let rebuilt = ZoomInteraction(start: TraceStart(interaction))
                checked += 1
                // Compared as text: equal values print alike, and a NaN limit (bad input a view
                // keeps) prints alike too, where `==` would call it unequal to itself.
                guard String(describing: rebuilt) == String(describing: interaction) else {
                    Issue.record("seed \(seed), after \(input): \(Self.difference(rebuilt, interaction))")
                    return
                }
            }
        }
        #expect(checked > Int(sessions) * 10)
    }

    /// The fields that differ, by name (nested one level into the engine).
    static func difference(_ a: ZoomInteraction, _ b: ZoomInteraction) -> String {
        func fields(_ value: Any) -> [(String, String)] {
            Mirror(reflecting: value).children.map { ($0.label ?? "?", String(describing: $0.value)) }
        }
        var lines: [String] = []
        for ((name, left), (_, right)) in zip(fields(a), fields(b)) where left != right {
            if name == "engine" {
                for ((field, l), (_, r)) in zip(fields(a.engine), fields(b.engine)) where l != r {
                    lines.append("engine.\(field): rebuilt \(l), recorded \(r)")
                }
            } else {
                lines.append("\(name): rebuilt \(left), recorded \(right)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
