import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The delay a frame is really shown for, from what ImageIO reports. Every expectation follows
/// WebKit's rule (ImageDecoderCG::frameDurationAtIndex: the unclamped delay if reported, else
/// the clamped one; `duration < 11_ms` → 100 ms), read off the rule by hand, plus this package's
/// own two additions: NaN is no report, and delays are capped at 65 535 s.
@Suite struct AnimationFrameDelayTests {
    @Test(arguments: [
        // (unclamped, clamped, shown for)
        (0.02, nil, 0.02),          // 20 ms ≥ 11 ms: kept as the file says
        (0.07, 0.1, 0.07),          // the unclamped value wins over ImageIO's clamped 100 ms
        (nil, 0.07, 0.07),          // only the clamped one reported: used
        (0.011, nil, 0.011),        // exactly 11 ms: not under the limit, kept
        (0.5, 0.25, 0.5),           // both long: the unclamped one
        (655.35, nil, 655.35),      // the longest a GIF can store (65 535 cs): kept
    ] as [(Double?, Double?, Double)])
    func aReportedDelayOfElevenMillisecondsOrMoreIsKept(unclamped: Double?, clamped: Double?, shown: Double) {
        #expect(AnimationFrameDelay(unclampedDelay: unclamped, delay: clamped).effectiveDelay == shown)
    }

    @Test(arguments: [
        (0.01, 0.1),        // 10 ms, a GIF's 1 cs: WebKit, Chromium and Firefox all show it 100 ms
        (0, 0.1),           // 0: "flash as quickly as possible" — 100 ms
        (0.0109, nil),      // 10.9 ms (an APNG's 109/10 000 s): under 11 ms, WebKit replaces it
        (-0.5, nil),        // negative: replaced, not used as a negative time
        (-.infinity, 0.5),  // −∞ is a (negative) report: replaced; the clamped value is not consulted
        (nil, nil),         // nothing reported: WebKit reads 0 → 100 ms
        (nil, 0),           // only a clamped 0: replaced
    ] as [(Double?, Double?)])
    func aDelayUnderElevenMillisecondsOrMissingIsShownForATenthOfASecond(unclamped: Double?, clamped: Double?) {
        #expect(AnimationFrameDelay(unclampedDelay: unclamped, delay: clamped).effectiveDelay == 0.1)
    }

    @Test func aNaNIsNoReportSoTheNextValueIsUsed() {
        // NaN unclamped, 0.25 clamped: the NaN is skipped, 250 ms kept.
        #expect(AnimationFrameDelay(unclampedDelay: .nan, delay: 0.25).effectiveDelay == 0.25)
        // Both NaN: nothing reported → 100 ms, never NaN.
        #expect(AnimationFrameDelay(unclampedDelay: .nan, delay: .nan).effectiveDelay == 0.1)
    }

    @Test(arguments: [Double.infinity, 1e9, 65_535.5, .greatestFiniteMagnitude])
    func aDelayLongerThanAnAPNGCanStoreIsCappedSoTimesStayFinite(delay: Double) {
        // APNG's longest: delay_num 65 535 / delay_den 1 = 65 535 s.
        #expect(AnimationFrameDelay(unclampedDelay: delay).effectiveDelay == 65_535)
    }
}
