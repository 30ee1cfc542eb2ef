import Foundation

/// A view that plays an animated image: it keeps an ``AnimationPlaybackStateMachine`` and
/// performs what it decides — show a frame, decode one ahead, run or stop its clock — with
/// primitives that each do one thing. The order and every choice are here, tested on Linux.
///
/// The clock is a display link: while it runs, the view sends ``AnimationPlaybackStateMachine/tick(at:)``
/// at every refresh (with the refresh's target time); an early tick shows nothing new, so the
/// view needs no timer of its own for the time ``AnimationPlaybackAction/Clock/tick(at:)`` names.
///
/// ```swift
/// @MainActor final class Player: AnimationPlaybackHost {
///     var playback = AnimationPlaybackStateMachine()
///     func showFrame(_ frame: Int) -> Bool { frames.take(frame).map { imageView.image = $0 } != nil }
///     // … the other primitives
/// }
/// player.send { $0.tick(at: link.targetTimestamp) }
/// ```
@MainActor
@_spi(Internals)
public protocol AnimationPlaybackHost: AnyObject {
    /// The playback; only ``send(_:)`` changes it.
    var playback: AnimationPlaybackStateMachine { get set }

    /// Shows frame `frame` now if it is the one decoded ahead (or the copy, for frame 0 of a new
    /// copy), and drops every decoded frame but this one. Never decodes: a frame not decoded yet
    /// is not shown. Returns whether the frame was shown: `false` when its decode has not landed.
    func showFrame(_ frame: Int) -> Bool
    /// Starts decoding frame `frame` off the main thread, to show it when it is due; replaces any
    /// frame decoded ahead before.
    func decodeFrameAhead(_ frame: Int)
    /// Runs the clock: a tick at every refresh from now on (running already: nothing changes).
    func runClock()
    /// Stops the clock: no more ticks until it runs again.
    func stopClock()
    /// Called after every event's action is performed, with the playback as it left it: where
    /// the view tells others whether the frame shown still changes (Live Text analyses only a
    /// frame that stays).
    func playbackDidChange()
}

extension AnimationPlaybackHost {
    /// Feeds one event to the playback (e.g. `{ $0.tick(at: time) }`) and performs its action.
    public func send(_ event: (inout AnimationPlaybackStateMachine) -> AnimationPlaybackAction) {
        let displayed = playback.displayedFrame
        perform(event(&playback), displayed: displayed)
        playbackDidChange()
    }

    /// Performs an action in its order: show the frame due, start decoding the next one, then
    /// run or stop the clock (``AnimationPlaybackAction``). A frame the view cannot show yet is
    /// the playback's to decide (``AnimationPlaybackStateMachine/frameNotReady(_:displayed:)``):
    /// `displayed` stays, and the decode ahead becomes the late frame's rather than the next's.
    func perform(_ action: AnimationPlaybackAction, displayed: Int?) {
        var decode = action.decodeAhead
        if let frame = action.showFrame {
            if showFrame(frame) {
                playback.frameShown(frame)
            } else {
                decode = playback.frameNotReady(frame, displayed: displayed).decodeAhead
            }
        }
        // A frame already being decoded is not asked for again (its decode would be superseded).
        if let frame = decode, frame != playback.decodingFrame {
            playback.decodeStarted(frame)
            decodeFrameAhead(frame)
        }
        switch action.clock {
        case .tick: runClock()
        case .stop: stopClock()
        case .unchanged: break
        }
    }
}
