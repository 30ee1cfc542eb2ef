import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// SplitMix64: a small, fast, reproducible random number generator, so that every property-test
/// failure can be replayed from its seed on any machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> CGFloat {
        CGFloat(Double(next() >> 11) / Double(1 << 53))
    }

    mutating func uniform(_ range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A value whose logarithm is uniform: good for scales and aspect ratios.
    mutating func logUniform(_ range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat(exp(Double(uniform(CGFloat(log(Double(range.lowerBound)))...CGFloat(log(Double(range.upperBound)))))))
    }

    mutating func chance(_ probability: CGFloat) -> Bool {
        unit() < probability
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }
}
