import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The frame shown at a moment of playback. The fixture's delays are 0.5, 0.25 and 0.125 s —
/// unequal, and exact in binary, so frame boundaries are exact — a play of 0.875 s. Frame 0 is
/// shown during [0, 0.5), frame 1 during [0.5, 0.75), frame 2 during [0.75, 0.875).
@Suite struct AnimationTimelineTests {
    static let delays = [0.5, 0.25, 0.125].map { AnimationFrameDelay(unclampedDelay: $0) }

    static func timeline(_ loopCount: AnimationLoopCount) -> AnimationTimeline {
        AnimationTimeline(frameDelays: delays, loopCount: loopCount)
    }

    @Test func delaysAreTheEffectiveOnesAndAPlayIsTheirSum() {
        // 0 s is shown for 100 ms (WebKit's rule): 0.5 + 0.1 + 0.25 = 0.85 s a play; a GIF loop
        // count of 1 plays twice: 1.7 s.
        let timeline = AnimationTimeline(
            frameDelays: [AnimationFrameDelay(unclampedDelay: 0.5), AnimationFrameDelay(unclampedDelay: 0),
                          AnimationFrameDelay(unclampedDelay: 0.25)],
            loopCount: AnimationLoopCount(gifLoopCount: 1))
        #expect(timeline.frameDelays == [0.5, 0.1, 0.25])
        #expect(abs(timeline.cycleDuration - 0.85) < 1e-12)
        #expect(abs((timeline.duration ?? 0) - 1.7) < 1e-12)
        #expect(timeline.isAnimated)
    }

    @Test(arguments: [
        // (playback time, frame, play, next change, next frame) — two plays (1.75 s).
        (0, 0, 0, 0.5, 1),
        (0.25, 0, 0, 0.5, 1),
        (0.5, 1, 0, 0.75, 2),       // a boundary belongs to the frame that starts there
        (0.75, 2, 0, 0.875, 0),     // the last frame of the first play: the second play is next
        (0.875, 0, 1, 1.375, 1),    // second play: 0.875 + 0.5
        (1.5, 1, 1, 1.625, 2),      // 1.5 − 0.875 = 0.625 into the play: frame 1, ends 0.875 + 0.75
    ] as [(Double, Int, Int, Double, Int)])
    func eachFrameIsShownForItsDelayInEveryPlay(time: Double, frame: Int, play: Int, next: Double, nextFrame: Int) {
        let position = Self.timeline(.plays(2)).position(at: time)
        #expect(position == AnimationPosition(frameIndex: frame, play: play, nextChange: next, nextFrameIndex: nextFrame))
    }

    @Test(arguments: [1.625, 1.75, 100, .infinity] as [Double])
    func aFiniteAnimationEndsOnItsLastFrame(time: Double) {
        // From 0.875 + 0.75 = 1.625 the second (last) play shows its last frame, and nothing
        // changes after it: the end at 1.75 and beyond looks the same.
        let position = Self.timeline(.plays(2)).position(at: time)
        #expect(position == AnimationPosition(frameIndex: 2, play: 1, nextChange: nil, nextFrameIndex: nil))
        #expect(position?.isFinal == true)
        #expect(Self.timeline(.plays(2)).duration == 1.75)
    }

    @Test(arguments: [-1, -.infinity, .nan] as [Double])
    func aTimeBeforeTheStartOrNotANumberIsTheStart(time: Double) {
        let position = Self.timeline(.plays(2)).position(at: time)
        #expect(position == AnimationPosition(frameIndex: 0, play: 0, nextChange: 0.5, nextFrameIndex: 1))
    }

    @Test func anEndlessAnimationKeepsItsExactPlaceAfterAThousandPlays() {
        // 875 = 1000 × 0.875 exactly: play 1000 starts; 875.5 is its frame 1, due to end at
        // 875 + 0.75 = 875.75.
        let timeline = Self.timeline(.forever)
        #expect(timeline.duration == nil)
        #expect(timeline.position(at: 875) == AnimationPosition(frameIndex: 0, play: 1000, nextChange: 875.5,
                                                                 nextFrameIndex: 1))
        #expect(timeline.position(at: 875.5) == AnimationPosition(frameIndex: 1, play: 1000, nextChange: 875.75,
                                                                   nextFrameIndex: 2))
    }

    @Test func atAHugeTimeTheNextChangeIsTheNextRepresentableMoment() {
        // 7 · 2⁵⁷ = 2⁶⁰ plays of 7/8 s exactly: frame 0 of a play. Its 0.5 s is below half the
        // spacing of doubles there (2⁵⁹ ≤ t < 2⁶⁰: 2⁷ = 128 s), so t + 0.5 rounds back to t and
        // the change is at t + 128 — after t, never at it.
        let time = Double(sign: .plus, exponent: 57, significand: 7)
        let position = Self.timeline(.forever).position(at: time)
        #expect(position?.frameIndex == 0)
        #expect(position?.play == 1 << 60)
        #expect(position?.nextChange == time + 128)
    }

    @Test func atTimesBeyondEveryPlayCountNothingTrapsOrOverflows() {
        let timeline = Self.timeline(.forever)
        // 1e300 / 0.875 plays do not fit an Int: saturates.
        let far = timeline.position(at: 1e300)
        #expect(far?.play == Int.max)
        #expect(far.flatMap(\.nextChange).map { $0 > 1e300 && $0.isFinite } == true)
        // At the largest double there is no later moment: the frame stays for good.
        #expect(timeline.position(at: .greatestFiniteMagnitude)?.nextChange == nil)
        // +∞ has no place in a loop: the first frame, as at the start.
        #expect(timeline.position(at: .infinity) == AnimationPosition(frameIndex: 0, play: 0, nextChange: 0.5,
                                                                       nextFrameIndex: 1))
    }

    @Test func exactlyTwoToTheSixtyThirdPlaysSaturatesTheCount() {
        // Plays of 0.5 + 0.5 = 1 s; at t = 2⁶³ s exactly 2⁶³ plays have passed, one more than
        // Int.max: the count saturates (converting 2⁶³ itself to Int would trap).
        let second = AnimationTimeline(frameDelays: [AnimationFrameDelay(unclampedDelay: 0.5),
                                                     AnimationFrameDelay(unclampedDelay: 0.5)], loopCount: .forever)
        let position = second.position(at: Double(sign: .plus, exponent: 63, significand: 1))
        #expect(position?.play == Int.max)
        #expect(position?.frameIndex == 0)
    }

    @Test func aHugePlayCountStillEndsAtAFiniteTime() {
        // Int.max plays of 0.875 s ≈ 8.07e18 s: finite; before it the animation goes on.
        let timeline = Self.timeline(.plays(.max))
        #expect(timeline.duration == 0.875 * Double(Int.max))
        #expect(timeline.position(at: 875)?.isFinal == false)
        #expect(timeline.position(at: .infinity)?.frameIndex == 2)
    }

    @Test func aStillHasOneFrameForGoodAndNoFramesHaveNoPosition() {
        let still = AnimationTimeline(frameDelays: [AnimationFrameDelay(unclampedDelay: 0.5)], loopCount: .forever)
        #expect(!still.isAnimated)
        #expect(still.duration == 0)
        #expect(still.position(at: 12) == AnimationPosition(frameIndex: 0, play: 0, nextChange: nil, nextFrameIndex: nil))
        let empty = AnimationTimeline(frameDelays: [], loopCount: .forever)
        #expect(empty.frameCount == 0)
        #expect(empty.cycleDuration == 0)
        #expect(empty.duration == 0)
        #expect(empty.position(at: 1) == nil)
    }

    @Test func aLateTimeSkipsToTheFrameDueThen() {
        // 200 frames of 1/64 s (a 200-frame GIF at 1.5625 cs is not possible; an APNG is): at
        // 1 s, 64 frames have passed — frame 64 — and at 3.125 s = 1 play (3.125 s) frame 0.
        let timeline = AnimationTimeline(frameDelays: Array(repeating: AnimationFrameDelay(unclampedDelay: 1.0 / 64),
                                                            count: 200), loopCount: .forever)
        #expect(timeline.position(at: 1)?.frameIndex == 64)
        #expect(timeline.position(at: 1)?.nextChange == 1 + 1.0 / 64)
        #expect(timeline.position(at: 3.125) == AnimationPosition(frameIndex: 0, play: 1, nextChange: 3.125 + 1.0 / 64,
                                                                   nextFrameIndex: 1))
    }
}
