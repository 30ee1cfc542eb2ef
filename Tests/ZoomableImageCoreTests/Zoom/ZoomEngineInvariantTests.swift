import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import ZoomableImageCore

/// Invariants over 50 000 seeded random sessions: random containers (some with scrolled origins),
/// resting frames, images of every content mode and orientation with aspect ratios up to 1 : 20,
/// configurations (some nonsensical), crop openings, and 5–40 events each — pinches with touch
/// counts changing, pans, flings, double taps, zooms to rects, rotations mid-gesture, interrupted
/// animations and bad values. After every event the state is finite; after every pinch the image
/// point under the fingers is still under them (1e-9); after every settle the scale is within the
/// limits, each axis covered or centred, and settling again changes nothing.
///
/// A failure prints its seed and the shortest event list that still fails, as JSON.
@Suite struct ZoomEngineInvariantTests {
    static let sessionCount: UInt64 = 50_000

    @Test func everyRandomSessionKeepsTheInvariants() {
        var failures = 0
        for seed in 0..<Self.sessionCount {
            let scenario = GestureScenario.random(seed: seed)
            guard let failure = EngineInvariants.firstViolation(in: scenario) else { continue }
            failures += 1
            let minimal = EngineInvariants.shrink(scenario)
            let problem = EngineInvariants.firstViolation(in: minimal)?.problem ?? failure.problem
            Issue.record("seed \(seed): \(problem)\n\(minimal.report)")
            if failures >= 3 { break }
        }
    }
}
