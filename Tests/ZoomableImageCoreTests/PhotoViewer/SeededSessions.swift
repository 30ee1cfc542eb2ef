import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// Runs the photo viewer's property tests: one random session per seed, 0..<`count`, recording
/// the first three that break an invariant with their seeds, so that each can be replayed alone.
///
/// - Parameters:
///   - count: how many seeds to run.
///   - firstViolation: runs the session for a seed and returns what broke first, or `nil`.
func recordViolations(ofSeeds count: UInt64, _ firstViolation: (UInt64) -> String?) {
    var failures = 0
    for seed in 0..<count {
        guard let problem = firstViolation(seed) else { continue }
        failures += 1
        Issue.record("seed \(seed): \(problem)")
        if failures >= 3 { break }
    }
}

extension SeededGenerator {
    /// A value in `range`, or — one time in 25 — NaN, ±∞ or 1e300: what a recognizer may report.
    mutating func sometimesBad(_ range: ClosedRange<CGFloat>) -> CGFloat {
        chance(0.04) ? pick([CGFloat.nan, .infinity, -.infinity, 1e300]) : uniform(range)
    }

    /// A point whose coordinates are each ``sometimesBad(_:)``.
    mutating func sometimesBadPoint(_ range: ClosedRange<CGFloat>) -> CGPoint {
        CGPoint(x: sometimesBad(range), y: sometimesBad(range))
    }
}
