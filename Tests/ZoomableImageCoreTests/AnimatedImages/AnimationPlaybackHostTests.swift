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
            case show(Int), decodeAhead(Int), run, stop, changed(isAnimating: Bool, frame: Int?)
        }
        var playback = AnimationPlaybackStateMachine()
        var calls: [Call] = []

        func showFrame(_ frame: Int) { calls.append(.show(frame)) }
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
    /// again); back in, the clock runs from where it was, frame 2 decoded ahead, nothing shown.
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
}
