import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The settle spring's duration comes from a binary search past the offset's last zero crossing
/// and extremum, not from sampling all 1 001 steps of 10 ms. This pins it to the plain scan —
/// every 10 ms step, then every 1 ms after the last one outside half a point — over random
/// springs: settles, glides, fling-bounces, tiny and huge distances.
@Suite struct SettleAnimationSettlingTimeTests {
    /// The definition, step by step.
    static func scanned(distance: CGFloat, velocity: CGFloat, frequency: CGFloat) -> TimeInterval {
        func isOutside(_ t: CGFloat) -> Bool {
            abs(SettleAnimation.offset(at: t, distance: distance, velocity: velocity, frequency: frequency)) >= 0.5
        }
        guard abs(distance) >= 0.5 || velocity != 0 else { return 0 }
        var coarse = -1
        for step in 0...1000 where isOutside(CGFloat(step) / 100) { coarse = step }
        guard coarse >= 0 else { return 0 }
        var fine = coarse * 10
        for step in (coarse * 10)...(coarse * 10 + 10) where isOutside(CGFloat(step) / 1000) { fine = step }
        return TimeInterval(fine + 1) / 1000
    }

    @Test func theSearchFindsWhatScanningEveryStepFinds() {
        var random = SeededGenerator(seed: 7)
        let settle: CGFloat = 2 * .pi / 0.42
        let glide = 1 / Momentum.timeConstant
        for _ in 0..<5_000 {
            let distance = random.uniform(-3000...3000) * (random.chance(0.2) ? 0.001 : 1)
            let velocity = random.chance(0.3) ? 0 : random.uniform(-20_000...20_000)
            let frequency = random.pick([settle, glide, random.uniform(0.1...50)])
            let found = SettleAnimation.settlingTime(distance: distance, velocity: velocity, frequency: frequency)
            let expected = Self.scanned(distance: distance, velocity: velocity, frequency: frequency)
            #expect(found == expected, "distance \(distance), velocity \(velocity), frequency \(frequency)")
            if found != expected { return }
        }
    }

    /// The search's edges, on a predicate known by hand: true up to step 6 of 0…10. Whether the
    /// monotone part starts before, at or after step 6, at the last step itself or beyond it
    /// (or is unknown), the answer is 6; with the last step still outside, it is the last step;
    /// never outside, −1.
    @Test(arguments: [0, 3, 6, 7, 10, 11, .infinity, .nan] as [CGFloat])
    func theLastStepOutsideIsFoundWhereverTheMonotonePartStarts(monotoneFrom: CGFloat) {
        #expect(SettleAnimation.lastStep(through: 10, outside: { $0 <= 6 }, monotoneFrom: monotoneFrom) == 6)
        #expect(SettleAnimation.lastStep(through: 10, outside: { _ in true }, monotoneFrom: monotoneFrom) == 10)
        #expect(SettleAnimation.lastStep(through: 10, outside: { _ in false }, monotoneFrom: monotoneFrom) == -1)
    }

    /// Before the monotone part nothing can be assumed, so every step there is asked about: with
    /// the start past the last step, or unknown, a predicate true at 0…3 and again at 10 alone
    /// gives 10 — a search that began any earlier would see step 9 false and answer 3.
    @Test(arguments: [11, 1e300, .infinity, .nan] as [CGFloat])
    func beforeTheMonotonePartEveryStepIsScanned(monotoneFrom: CGFloat) {
        #expect(SettleAnimation.lastStep(through: 10, outside: { $0 <= 3 || $0 == 10 }, monotoneFrom: monotoneFrom) == 10)
    }

    /// The point of the search: from where the offset only shrinks it asks about a handful of
    /// steps (⌈log₂ 1 001⌉ + 1 = 11 at most), not every one of them — the settle spring is built
    /// for every gesture's end and every command.
    @Test func pastTheMonotoneStartTheSearchAsksAboutAFewStepsOnly() {
        var asked = 0
        let found = SettleAnimation.lastStep(through: 1000, outside: { asked += 1; return $0 <= 6 }, monotoneFrom: 0)
        #expect(found == 6)
        #expect(asked <= 11)
    }

    /// A spring that overshoots and comes back: from 100 pt away with 3 000 pt/s towards the
    /// target, its offset crosses zero and peaks on the other side before it settles.
    @Test func anOvershootingSpringIsTimedAfterItsPeak() {
        let frequency: CGFloat = 2 * .pi / 0.42
        let time = SettleAnimation.settlingTime(distance: 100, velocity: 3000, frequency: frequency)
        #expect(time == Self.scanned(distance: 100, velocity: 3000, frequency: frequency))
        #expect(CGFloat(time) > SettleAnimation.monotoneStart(distance: 100, velocity: 3000, frequency: frequency))
    }
}
