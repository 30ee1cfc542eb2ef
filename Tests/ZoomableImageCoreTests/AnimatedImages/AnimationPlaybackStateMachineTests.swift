import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Playing an animated image from a view's clock. The fixture's frames last 0.5, 0.25 and
/// 0.125 s (a play of 0.875 s, exact in binary); the clock starts at 100 s, so a wrong origin
/// (0 instead of the start time) shows as a wrong frame. Expected frames and tick times are
/// worked out from the delays by hand in each comment.
@Suite struct AnimationPlaybackStateMachineTests {
    static let delays = [0.5, 0.25, 0.125].map { AnimationFrameDelay(unclampedDelay: $0) }
    static let endless = AnimationTimeline(frameDelays: delays, loopCount: .forever)

    /// A machine in a window, playing `timeline` since `start`.
    static func playing(_ timeline: AnimationTimeline = endless, since start: TimeInterval = 100)
        -> AnimationPlaybackStateMachine {
        var machine = AnimationPlaybackStateMachine()
        _ = machine.resume(at: start)
        _ = machine.imageChanged(to: timeline, at: start)
        return machine
    }

    @Test func aNewImageInAWindowShowsItsFirstFrameAndEachFrameForItsDelay() {
        var machine = AnimationPlaybackStateMachine()
        #expect(machine.resume(at: 100) == .none)   // nothing held yet
        // Frame 0 now, frame 1 decoded ahead, due at 100 + 0.5.
        #expect(machine.imageChanged(to: Self.endless, at: 100)
            == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: 100.5)))
        // Frame 1 at 100.5, until 100 + 0.75.
        #expect(machine.tick(at: 100.5) == AnimationPlaybackAction(showFrame: 1, decodeAhead: 2, clock: .tick(at: 100.75)))
        // An early refresh: nothing new, the same tick time.
        #expect(machine.tick(at: 100.625) == AnimationPlaybackAction(clock: .tick(at: 100.75)))
        // Frame 2 until the play ends at 100.875; frame 0 of the next play decoded ahead.
        #expect(machine.tick(at: 100.75) == AnimationPlaybackAction(showFrame: 2, decodeAhead: 0, clock: .tick(at: 100.875)))
        // The second play: frame 0 until 100.875 + 0.5.
        #expect(machine.tick(at: 100.875) == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: 101.375)))
        #expect(machine.shownFrame == 0)
        #expect(machine.isPlaying)
        // The action's fields one by one, not only as a whole value.
        let next = machine.tick(at: 101.375)
        #expect(next.showFrame == 1)
        #expect(next.decodeAhead == 2)
        #expect(next.clock == .tick(at: 101.625))
    }

    @Test func aLateTickSkipsToTheFrameDueAndKeepsTheAnimationsPace() {
        var machine = Self.playing()
        // 0.78125 s in: frame 2 ([0.75, 0.875)); frame 1's moment passed unseen.
        #expect(machine.tick(at: 100.78125) == AnimationPlaybackAction(showFrame: 2, decodeAhead: 0, clock: .tick(at: 100.875)))
    }

    @Test func leavingTheWindowPausesAndComingBackResumesInTheSameFrameWhereItWas() {
        var machine = Self.playing()
        _ = machine.tick(at: 100.5)                                             // frame 1
        #expect(machine.pause(at: 100.625) == AnimationPlaybackAction(clock: .stop))
        // Away 99.375 s. Paused 0.625 s in: 0.125 s into frame 1's 0.25 s. Back at 200, frame 1
        // stays (not shown again), frame 2 decoded ahead, due after the remaining 0.125 s.
        #expect(machine.resume(at: 200) == AnimationPlaybackAction(decodeAhead: 2, clock: .tick(at: 200.125)))
        #expect(machine.shownFrame == 1)
        #expect(machine.tick(at: 200.125) == AnimationPlaybackAction(showFrame: 2, decodeAhead: 0, clock: .tick(at: 200.25)))
    }

    @Test func anImageSetOutOfAWindowWaitsOnItsFirstFrame() {
        var machine = AnimationPlaybackStateMachine()
        // Not in a window: frame 0 shown, nothing decoded ahead, no clock.
        #expect(machine.imageChanged(to: Self.endless, at: 50) == AnimationPlaybackAction(showFrame: 0, clock: .stop))
        #expect(!machine.isPlaying)
        // In a window at 60: plays from its start, frame 1 due at 60.5.
        #expect(machine.resume(at: 60) == AnimationPlaybackAction(decodeAhead: 1, clock: .tick(at: 60.5)))
    }

    @Test func aFiniteAnimationStopsItsClockOnItsLastFrame() {
        // Frames of 0.5 and 0.25 s, a GIF loop count of 1: two plays of 0.75 s.
        let twice = AnimationTimeline(frameDelays: Array(Self.delays.prefix(2)), loopCount: AnimationLoopCount(gifLoopCount: 1))
        var machine = Self.playing(twice, since: 10)
        #expect(machine.tick(at: 10.5) == AnimationPlaybackAction(showFrame: 1, decodeAhead: 0, clock: .tick(at: 10.75)))
        #expect(machine.tick(at: 10.75) == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: 11.25)))
        // 11.25: the last play's last frame — it stays; nothing ahead, the clock stops.
        #expect(machine.tick(at: 11.25) == AnimationPlaybackAction(showFrame: 1, clock: .stop))
        #expect(!machine.isPlaying)
        // A stray refresh after the end: the clock is told again to stop, nothing shown.
        #expect(machine.tick(at: 12) == AnimationPlaybackAction(clock: .stop))
        // Leaving and coming back does not replay it; start(at:) does, from frame 0.
        #expect(machine.pause(at: 13) == .none)
        #expect(machine.resume(at: 14) == .none)
        #expect(machine.start(at: 15) == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: 15.5)))
    }

    @Test func animatesImagesOffShowsTheFirstFrameAndOnPlaysFromIt() {
        var machine = Self.playing()
        _ = machine.tick(at: 100.75)                                            // frame 2
        #expect(machine.animatesImagesChanged(to: false, at: 100.8) == AnimationPlaybackAction(showFrame: 0, clock: .stop))
        #expect(machine.animatesImagesChanged(to: false, at: 100.9) == .none)   // no change
        #expect(machine.tick(at: 101) == AnimationPlaybackAction(clock: .stop))
        // On at 102: frame 0 is already shown; frame 1 due at 102.5.
        #expect(machine.animatesImagesChanged(to: true, at: 102) == AnimationPlaybackAction(decodeAhead: 1, clock: .tick(at: 102.5)))
        // Off, then a new image: its first frame, no clock.
        _ = machine.animatesImagesChanged(to: false, at: 103)
        #expect(machine.imageChanged(to: Self.endless, at: 104) == AnimationPlaybackAction(showFrame: 0, clock: .stop))
    }

    @Test func aNewImageMidPlayShowsItsFirstFrameEvenWhenFrameZeroIsShown() {
        var machine = Self.playing()
        #expect(machine.shownFrame == 0)
        // Another image's frame 0 must replace this one's: shown although the index is the same.
        #expect(machine.imageChanged(to: Self.endless, at: 100.25)
            == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: 100.75)))
    }

    @Test func aStillOrAnImageWithoutFramesRunsNoClock() {
        var machine = Self.playing()
        let still = AnimationTimeline(frameDelays: [AnimationFrameDelay(unclampedDelay: 0.5)], loopCount: .forever)
        #expect(machine.imageChanged(to: still, at: 101) == AnimationPlaybackAction(showFrame: 0, clock: .stop))
        #expect(machine.tick(at: 102) == AnimationPlaybackAction(clock: .stop))
        let empty = AnimationTimeline(frameDelays: [], loopCount: .forever)
        #expect(machine.imageChanged(to: empty, at: 103) == AnimationPlaybackAction(clock: .stop))
        #expect(machine.shownFrame == nil)
        #expect(machine.start(at: 104) == AnimationPlaybackAction(clock: .stop))
    }

    @Test(arguments: [90, -.infinity, .nan, .infinity] as [Double])
    func aClockThatJumpsBackOrIsNotFiniteNeverRewinds(time: Double) {
        var machine = Self.playing()
        _ = machine.tick(at: 100.5)                                             // frame 1 at 100.5
        // Counted as 100.5, the latest time given: still frame 1, due at 100.75.
        #expect(machine.tick(at: time) == AnimationPlaybackAction(clock: .tick(at: 100.75)))
        #expect(machine.clockTime == 100.5)
        #expect(machine.shownFrame == 1)
    }

    @Test func pausingOrResumingTwiceChangesNothing() {
        var machine = Self.playing()
        _ = machine.pause(at: 100.25)
        #expect(machine.pause(at: 100.5) == .none)
        _ = machine.resume(at: 101)                                             // 0.25 s in again
        #expect(machine.resume(at: 101.125) == .none)
        // Still 0.25 s behind the clock: at 101.25 frame 1 is due (0.5 s played).
        #expect(machine.tick(at: 101.25) == AnimationPlaybackAction(showFrame: 1, decodeAhead: 2, clock: .tick(at: 101.5)))
    }

    @Test func atAClockSoLargeThatADelayVanishesTheTickIsStillAfterNow() {
        // At 2⁶⁰ s doubles are 256 s apart: 2⁶⁰ + 0.5 is 2⁶⁰ again. The tick is asked for at the
        // next representable time, 2⁶⁰ + 256, never at now (which would tick without end).
        let now = Double(sign: .plus, exponent: 60, significand: 1)
        var machine = AnimationPlaybackStateMachine()
        _ = machine.resume(at: now)
        #expect(machine.imageChanged(to: Self.endless, at: now)
            == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: now + 256)))
    }

    /// The frame still changes while playing and while held out of a window; not on a still, an
    /// animation the app stopped or one that finished, nor without an image. The animated frame
    /// index is the frame shown for an image of two frames or more, `nil` otherwise.
    @Test func isAnimatingIsTrueExactlyWhileTheFrameWillStillChange() {
        var machine = Self.playing()
        _ = machine.tick(at: 100.5)                                             // frame 1
        #expect(machine.isAnimating)
        #expect(machine.animatedFrameIndex == 1)
        _ = machine.windowChanged(isInWindow: false, at: 100.6)                 // held on frame 1
        #expect(machine.isAnimating)
        #expect(!machine.isPlaying)
        #expect(machine.animatedFrameIndex == 1)
        _ = machine.windowChanged(isInWindow: true, at: 101)
        #expect(machine.isPlaying)
        _ = machine.animatesImagesChanged(to: false, at: 101.1)                 // frame 0 for good
        #expect(!machine.isAnimating)
        #expect(machine.animatedFrameIndex == 0)
        let still = AnimationTimeline(frameDelays: [AnimationFrameDelay(unclampedDelay: 0.5)], loopCount: .forever)
        _ = machine.imageChanged(to: still, at: 102)
        #expect(!machine.isAnimating)
        #expect(machine.animatedFrameIndex == nil)                              // one frame: not animated
        _ = machine.imageChanged(to: AnimationTimeline(frameDelays: [], loopCount: .once), at: 103)
        #expect(!machine.isAnimating)
        #expect(machine.animatedFrameIndex == nil)
        // A finite animation played through: frames 0.5 s and 0.25 s once, over at 10.75.
        var once = Self.playing(AnimationTimeline(frameDelays: Array(Self.delays.prefix(2)), loopCount: .once), since: 10)
        #expect(once.isAnimating)
        _ = once.tick(at: 10.75)
        #expect(!once.isAnimating)
        #expect(once.animatedFrameIndex == 1)
    }

    /// `windowChanged` is `resume` in a window and `pause` out of one. Held 0.25 s into frame 0
    /// (0.5 s long) at 100.25: back in at 100.375 it goes on, frame 1 decoded ahead and due
    /// 0.25 s later, at 100.625; out again it was already held, so nothing changes.
    @Test(arguments: [true, false])
    func windowChangedIsResumeInAWindowAndPauseOutOfOne(isInWindow: Bool) {
        var machine = Self.playing()
        _ = machine.windowChanged(isInWindow: false, at: 100.25)
        #expect(!machine.isInWindow)
        let expected = isInWindow ? AnimationPlaybackAction(decodeAhead: 1, clock: .tick(at: 100.625)) : .none
        #expect(machine.windowChanged(isInWindow: isInWindow, at: 100.375) == expected)
        #expect(machine.isInWindow == isInWindow)
        #expect(machine.isPlaying == isInWindow)
    }

    /// A view plays its animation only in a window, not hidden, and not on a photo viewer's page
    /// beside the current one: each of the three alone holds it.
    @Test(arguments: [
        (true, false, false, true),
        (false, false, false, false),     // out of a window
        (true, true, false, false),       // hidden
        (true, false, true, false),       // a neighbour page in a photo viewer
        (false, true, true, false),
    ])
    func onlyAViewInAWindowNotHiddenAndNotPausedOffstageIsShown(isInWindow: Bool, isHidden: Bool,
                                                                isPausedOffstage: Bool, isShown: Bool) {
        #expect(AnimationPlaybackStateMachine.isShown(isInWindow: isInWindow, isHidden: isHidden,
                                                      isPausedOffstage: isPausedOffstage) == isShown)
    }

    /// Another copy of the same image (identity 7, the same timeline) keeps the playback where
    /// it is and names the frame due again, to show it at the copy's size. Playing since 100,
    /// at 100.625 playback is 0.625 s in: frame 1 ([0.5, 0.75)), frame 2 due at 100.75. Another
    /// identity is a new image: frame 0, frame 1 due 0.5 s later.
    @Test func anotherCopyOfTheSameImageKeepsThePlaybackWhereItIs() {
        var machine = AnimationPlaybackStateMachine()
        _ = machine.imageChanged(to: Self.endless, identity: 7, isInWindow: true, animates: true, at: 100)
        _ = machine.tick(at: 100.5)
        #expect(machine.imageChanged(to: Self.endless, identity: 7, isInWindow: true, animates: true, at: 100.625)
            == AnimationPlaybackAction(showFrame: 1, decodeAhead: 2, clock: .tick(at: 100.75)))
        #expect(machine.imageChanged(to: Self.endless, identity: 8, isInWindow: true, animates: true, at: 100.625)
            == AnimationPlaybackAction(showFrame: 0, decodeAhead: 1, clock: .tick(at: 101.125)))
        // Held out of a window 0.625 s in (frame 1), a copy swapped in stays held on frame 1.
        _ = machine.tick(at: 101.25)                              // 101.25 − 100.625: frame 1
        _ = machine.pause(at: 101.25)
        #expect(machine.imageChanged(to: Self.endless, identity: 8, isInWindow: false, animates: true, at: 102)
            == AnimationPlaybackAction(showFrame: 1, clock: .stop))
        #expect(machine.resume(at: 110) == AnimationPlaybackAction(decodeAhead: 2, clock: .tick(at: 110.125)))
        // A finished animation (0.5 + 0.25 s once, over at 0.75 s) stays on its last frame.
        let once = AnimationTimeline(frameDelays: Array(Self.delays.prefix(2)), loopCount: .once)
        var finished = AnimationPlaybackStateMachine()
        _ = finished.imageChanged(to: once, identity: 3, isInWindow: true, animates: true, at: 10)
        _ = finished.tick(at: 11)
        #expect(finished.imageChanged(to: once, identity: 3, isInWindow: true, animates: true, at: 12)
            == AnimationPlaybackAction(showFrame: 1, clock: .stop))
    }

    /// The app in the background holds the animation as out of a window: paused at 100.625
    /// (0.625 s in, 0.125 s into frame 1's 0.25 s), window changes meanwhile do not resume it,
    /// and in the foreground at 200 it goes on: frame 2 decoded ahead, due 0.125 s later.
    @Test func theAppInTheBackgroundHoldsTheAnimationAsOutOfAWindow() {
        var machine = Self.playing()
        _ = machine.tick(at: 100.5)
        #expect(machine.appActivityChanged(isInForeground: false, at: 100.625) == AnimationPlaybackAction(clock: .stop))
        #expect(machine.windowChanged(isInWindow: true, at: 150) == .none)
        #expect(!machine.isPlaying)
        #expect(machine.isAnimating)
        #expect(machine.appActivityChanged(isInForeground: true, at: 200)
            == AnimationPlaybackAction(decodeAhead: 2, clock: .tick(at: 200.125)))
        // Back in the foreground but out of a window: still held.
        _ = machine.pause(at: 201)
        _ = machine.appActivityChanged(isInForeground: false, at: 202)
        #expect(machine.appActivityChanged(isInForeground: true, at: 203) == .none)
    }

    /// Decodes ending: one superseded (not the frame asked for last), and one that lands before
    /// its frame is due, change nothing; a failed one for the awaited frame leaves the frame on
    /// screen (no retry).
    @Test func aDecodeThatLandsInTimeOrWasSupersededOrFailedShowsNothing() {
        var machine = Self.playing()
        machine.decodeStarted(1)
        #expect(machine.frameDecoded(2, succeeded: true, at: 100.1) == .none)  // not asked for
        #expect(machine.decodingFrame == 1)
        #expect(machine.frameDecoded(1, succeeded: true, at: 100.2) == .none)  // in time
        #expect(machine.decodingFrame == nil)
        // Frame 1 due at 100.5 but its decode (asked again) has not landed: frame 0 stays.
        _ = machine.tick(at: 100.5)
        machine.decodeStarted(1)
        #expect(machine.frameNotReady(1, displayed: 0) == .none)               // it runs: wait
        #expect(machine.displayedFrame == 0)
        #expect(machine.animatedFrameIndex == 0)
        #expect(machine.frameDecoded(1, succeeded: false, at: 100.6) == .none)
        #expect(machine.displayedFrame == 0)
        // Not running: the late frame is asked for.
        #expect(machine.frameNotReady(1, displayed: 0) == AnimationPlaybackAction(decodeAhead: 1))
    }

    @Test func atMostTwoDecodedFramesAreKept() {
        #expect(AnimationPlaybackStateMachine.maximumDecodedFrames == 2)
    }
}
