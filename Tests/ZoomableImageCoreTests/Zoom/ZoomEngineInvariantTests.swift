import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The engine's invariants over 20 000 seeded random sessions of the whole view (the same
/// scenarios as the view's own invariants, ``InteractionScenario``): random containers (some
/// with scrolled origins), resting frames, images of every content mode and orientation with
/// aspect ratios up to 1 : 20, configurations (some nonsensical), crop openings, gestures with
/// touch counts changing, flings, commands, rotations mid-gesture, interrupted animations and bad
/// values. After every input the engine is finite (``EngineInvariants/finite(_:)``); whenever the
/// view has come to rest its engine is settled: the scale within the limits, each axis covered or
/// centred, and settling again changes nothing.
@MainActor
@Suite struct ZoomEngineInvariantTests {
    static let sessionCount: UInt64 = 20_000

    @Test func everyRandomSessionKeepsTheEngineFiniteAndSettledAtRest() {
        var failures = 0
        for seed in (1_000_000 as UInt64)..<(1_000_000 + Self.sessionCount) {
            let session = InteractionScenario.run(seed: seed) { view, _ in
                let engine = view.interaction.engine
                if let problem = EngineInvariants.finite(engine) { return problem }
                guard view.interaction.isInitialized, !view.interaction.isZooming else { return nil }
                return EngineInvariants.settled(engine).map { "at rest: \($0)" }
            }
            guard let violation = session.violation else { continue }
            failures += 1
            Issue.record("seed \(seed): \(violation)\n\(InteractionInvariants.report(InteractionInvariants.shrink(session.inputs)))")
            if failures >= 3 { break }
        }
    }
}
