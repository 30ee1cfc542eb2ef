import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The whole view's invariants (``InteractionInvariants``, the content rules included) over
/// 20 000 seeded random sessions of a view zooming content that is not an image — of any size,
/// resized and replaced mid-gesture and mid-animation, some with no usable size — through the
/// simulated UIKit. A failure prints its seed and the shortest input list that still fails.
@MainActor
@Suite struct ZoomInteractionContentPropertyTests {
    static let sessionCount: UInt64 = 20_000

    @Test func everyRandomContentSessionKeepsTheInvariants() {
        var failures = 0
        for seed in 0..<Self.sessionCount {
            let session = InteractionScenario.run(seed: seed, content: true)
            guard let violation = session.violation else { continue }
            failures += 1
            let minimal = InteractionInvariants.shrink(session.inputs)
            let problem = InteractionInvariants.firstViolation(in: minimal)?.problem ?? violation
            Issue.record("seed \(seed): \(problem)\n\(InteractionInvariants.report(minimal))")
            if failures >= 3 { break }
        }
    }
}
