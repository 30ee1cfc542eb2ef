import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A view playing an animated image through ``AnimationPlaybackHost``: what its primitives are
/// asked to do, in which order. Frames of 0.5, 0.25 and 0.125 s played forever, the clock from
/// 100 s, as in ``AnimationPlaybackStateMachineTests`` (expected frames worked out there by hand).
@MainActor
@Suite struct AnimationPlaybackHostTests {
    /// Logs every primitive call and, after each event, whether the frame still changes.
    final class Player: AnimationPlaybackHost {
        enum Call: Equatable {
            case show(Int), notReady(Int), decodeAhead(Int), run, stop, changed(isAnimating: Bool, frame: Int?)
        }
        var playback = AnimationPlaybackStateMachine()
        var calls: [Call] = []
        /// Frames whose decode has not landed: showing one fails.
        var undecoded: Set<Int> = []

        func showFrame(_ frame: Int) -> Bool {
            calls.append(undecoded.contains(frame) ? .notReady(frame) : .show(frame))
            return !undecoded.contains(frame)
        }
        func decodeFrameAhead(_ frame: Int) { calls.append(.decodeAhead(frame)) }
        func runClock() { calls.append(.run) }
        func stopClock() { calls.append(.stop) }
        func playbackDidChange() {
            calls.append(.changed(isAnimating: playback.isAnimating, frame: playback.animatedFrameIndex))
        }
    }

    static let endless = AnimationTimeline(frameDelays: [0.5, 0.25, 0.125].map { AnimationFrameDelay(unclampedDelay: $0) },
                                           loopCount: .forever)

    @Test func aNewImageIsShownThenItsNextFrameDecodedThenTheClockRunAndOnlyThenOthersAreTold() {
        let player = Player()
        player.send { $0.windowChanged(isInWindow: true, at: 100) }
        #expect(player.calls == [.changed(isAnimating: false, frame: nil)])       // nothing held: nothing to do
        player.calls = []
        player.send { $0.imageChanged(to: Self.endless, at: 100) }
        #expect(player.calls == [.show(0), .decodeAhead(1), .run, .changed(isAnimating: true, frame: 0)])
    }

    /// A refresh before 100.5 s shows nothing new and decodes nothing; the one at 100.5 s shows
    /// frame 1 and decodes frame 2. Each keeps the clock running.
    @Test func everyRefreshTicksAndOnlyADueFrameIsShown() {
        let player = Player()
        player.send { $0.windowChanged(isInWindow: true, at: 100) }
        player.send { $0.imageChanged(to: Self.endless, at: 100) }
        player.calls = []
        player.send { $0.tick(at: 100.25) }
        #expect(player.calls == [.run, .changed(isAnimating: true, frame: 0)])
        player.calls = []
        player.send { $0.tick(at: 100.5) }
        #expect(player.calls == [.show(1), .decodeAhead(2), .run, .changed(isAnimating: true, frame: 1)])
    }

    /// Out of the window the clock stops and the frame is held (still animating: it will change
    /// again); back in, the clock runs from where it was, nothing shown — and frame 2, whose
    /// decode ahead (asked for at 100.5) has not landed, is not asked for again.
    @Test func leavingTheWindowStopsTheClockAndComingBackRunsItWithoutShowingAgain() {
        let player = Player()
        player.send { $0.windowChanged(isInWindow: true, at: 100) }
        player.send { $0.imageChanged(to: Self.endless, at: 100) }
        player.send { $0.tick(at: 100.5) }
        player.calls = []
        player.send { $0.windowChanged(isInWindow: false, at: 100.6) }
        #expect(player.calls == [.stop, .changed(isAnimating: true, frame: 1)])
        player.calls = []
        player.send { $0.windowChanged(isInWindow: true, at: 300) }
        #expect(player.calls == [.run, .changed(isAnimating: true, frame: 1)])
        // Once it landed, a later resume asks for it again (the machine does not know what the
        // view keeps): 0.1 s into frame 1's 0.25 s at 300, held at 300.05, due 0.1 s after 400.
        player.send { $0.frameDecoded(2, succeeded: true, at: 300.05) }
        player.send { $0.windowChanged(isInWindow: false, at: 300.05) }
        player.calls = []
        player.send { $0.windowChanged(isInWindow: true, at: 400) }
        #expect(player.calls == [.decodeAhead(2), .run, .changed(isAnimating: true, frame: 1)])
    }

    /// `animatesImages` off: frame 0 shown for good, the clock stopped, nothing decoded ahead,
    /// and the frame no longer changes.
    @Test func aStillTheAppAskedForStopsTheClockOnTheFirstFrame() {
        let player = Player()
        player.send { $0.windowChanged(isInWindow: true, at: 100) }
        player.send { $0.imageChanged(to: Self.endless, at: 100) }
        player.send { $0.tick(at: 100.5) }
        player.calls = []
        player.send { $0.animatesImagesChanged(to: false, at: 100.6) }
        #expect(player.calls == [.show(0), .stop, .changed(isAnimating: false, frame: 0)])
    }

    /// Review item 1: a frame due before its decode landed is never decoded on the main thread.
    /// Frame 1 is due at 100.5; its decode (asked for at 100) has not landed: nothing is shown,
    /// frame 0 stays on screen, no other decode starts (frame 1's runs), the clock goes on. It
    /// lands at 100.6 — 0.6 s in, still frame 1's time ([0.5, 0.75)) — and is shown at once,
    /// frame 2 decoded ahead, due at 100.75.
    @Test func aFrameDueBeforeItsDecodeLandedIsShownWhenItLands() {
        let player = Player()
        player.send { $0.imageChanged(to: Self.endless, identity: 1, isInWindow: true, animates: true, at: 100) }
        player.undecoded = [1, 2]
        player.calls = []
        player.send { $0.tick(at: 100.5) }
        #expect(player.calls == [.notReady(1), .run, .changed(isAnimating: true, frame: 0)])
        player.undecoded = [2]
        player.calls = []
        player.send { $0.frameDecoded(1, succeeded: true, at: 100.6) }
        #expect(player.calls == [.show(1), .decodeAhead(2), .run, .changed(isAnimating: true, frame: 1)])
        #expect(player.playback.displayedFrame == 1)
    }

    /// Landing after the timeline moved on: frame 1 lands at 100.8, when frame 2 is due
    /// ([0.75, 0.875)). Frame 1 is shown as it lands (the newest there is) and frame 2 decoded
    /// next — not frame 0 — and awaited; it lands at 100.85 and is shown, frame 0 decoded ahead
    /// for the next play at 100.875.
    @Test func aFrameLandingAfterItsTimeIsShownAndTheFrameDueNowDecodedNext() {
        let player = Player()
        player.send { $0.imageChanged(to: Self.endless, identity: 1, isInWindow: true, animates: true, at: 100) }
        player.undecoded = [1, 2]
        player.send { $0.tick(at: 100.5) }
        player.undecoded = [2]
        player.calls = []
        player.send { $0.frameDecoded(1, succeeded: true, at: 100.8) }
        #expect(player.calls == [.show(1), .decodeAhead(2), .run, .changed(isAnimating: true, frame: 1)])
        #expect(player.playback.shownFrame == 2)                               // due
        player.undecoded = []
        player.calls = []
        player.send { $0.frameDecoded(2, succeeded: true, at: 100.85) }
        #expect(player.calls == [.show(2), .decodeAhead(0), .run, .changed(isAnimating: true, frame: 2)])
    }

    /// Review item 4: a loaded image is announced once, already playing — never as a still about
    /// to play (which started and cancelled a Live Text analysis).
    @Test func aLoadedImageIsAnnouncedOnceAlreadyPlaying() {
        let player = Player()
        player.send { $0.imageChanged(to: Self.endless, identity: 1, isInWindow: true, animates: true, at: 100) }
        #expect(player.calls == [.show(0), .decodeAhead(1), .run, .changed(isAnimating: true, frame: 0)])
    }

    /// Review item 2: a sharper copy of the same image (identity 1) swapped in at 100.625 keeps
    /// frame 1 (0.625 s in) and shows it again at the copy's size. The new copy's decodes hold
    /// only frame 0 (the copy itself), so frame 1 is decoded — off the main thread — while the
    /// old copy's frame 1 stays on screen.
    @Test func aSharperCopyOfTheSameImageKeepsItsFrameAndDecodesItAtTheNewSize() {
        let player = Player()
        player.send { $0.imageChanged(to: Self.endless, identity: 1, isInWindow: true, animates: true, at: 100) }
        player.send { $0.tick(at: 100.5) }
        player.undecoded = [1, 2]
        player.calls = []
        player.send { $0.imageChanged(to: Self.endless, identity: 1, isInWindow: true, animates: true, at: 100.625) }
        #expect(player.calls == [.notReady(1), .decodeAhead(1), .run, .changed(isAnimating: true, frame: 1)])
    }
}
