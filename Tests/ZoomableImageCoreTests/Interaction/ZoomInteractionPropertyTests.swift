import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The whole view's invariants (``InteractionInvariants``) over 50 000 seeded random sessions of
/// 5–40 inputs each, run through a simulated UIKit that performs every effect and completes or
/// catches animations at random points. A failure prints its seed and the shortest input list
/// that still fails, as a trace `zoom-replay` plays.
@MainActor
@Suite struct ZoomInteractionPropertyTests {
    static let sessionCount: UInt64 = 50_000

    @Test func everyRandomSessionKeepsTheInvariants() {
        var failures = 0
        for seed in 0..<Self.sessionCount {
            let session = InteractionScenario.run(seed: seed)
            guard let violation = session.violation else { continue }
            failures += 1
            let minimal = InteractionInvariants.shrink(session.inputs)
            let problem = InteractionInvariants.firstViolation(in: minimal)?.problem ?? violation
            Issue.record("seed \(seed): \(problem)\n\(InteractionInvariants.report(minimal))")
            if failures >= 3 { break }
        }
    }
}
