import Foundation

// The frames' decodes: a frame that comes due before its decode ahead has landed is never
// decoded on the main thread. The view says it could not show it (`frameNotReady`); the frame on
// screen stays, and the late frame is shown when its decode lands (`frameDecoded`) — while the
// timing goes on from the timeline, so a slow decode costs frames, never the animation's pace.

extension AnimationPlaybackStateMachine {
    /// The view could not show `frame`, the frame due: its decode has not landed. The frame on
    /// screen stays; `frame` is shown when its decode lands. `displayed` is the frame on screen
    /// (``displayedFrame`` before the event). Returns `frame` to decode, unless its decode already
    /// runs (then: wait for it).
    public mutating func frameNotReady(_ frame: Int, displayed: Int?) -> AnimationPlaybackAction {
        awaiting = AwaitedFrame(frame: frame, displayed: displayed)
        return decodingFrame == frame ? .none : AnimationPlaybackAction(decodeAhead: frame)
    }

    /// The view showed `frame`: it is on screen. When it is not the frame due (a late frame shown
    /// as it landed, after the timeline moved on), the frame due is awaited.
    mutating func frameShown(_ frame: Int) {
        awaiting = shownFrame.flatMap { $0 == frame ? nil : AwaitedFrame(frame: $0, displayed: frame) }
    }

    /// The view started decoding `frame` ahead; a decode running before it is superseded.
    mutating func decodeStarted(_ frame: Int) {
        decodingFrame = frame
    }

    /// A decode ahead ended (`now` is the clock time, seconds).
    ///
    /// - A superseded decode (not the frame asked for last) changes nothing.
    /// - One that landed before its frame came due changes nothing: the frame is shown when due.
    /// - The awaited frame is shown as it lands; if the timeline has moved past it meanwhile,
    ///   the frame due now is decoded next (and shown as it lands, in turn), else the one after it.
    /// - A failed decode leaves the frame on screen until the next frame comes due (no retry).
    public mutating func frameDecoded(_ frame: Int, succeeded: Bool, at now: TimeInterval) -> AnimationPlaybackAction {
        let now = advancedClock(to: now)
        guard decodingFrame == frame else { return .none }
        decodingFrame = nil
        guard succeeded, awaiting?.frame == frame else { return .none }
        var action = AnimationPlaybackAction(showFrame: frame)
        switch state {
        case .playing(let origin, _):
            let due = play(from: origin, at: now)
            action.decodeAhead = due.showFrame == frame ? due.decodeAhead : due.showFrame
            action.clock = due.clock
        case .empty, .still, .paused:
            // Nothing plays on: the late frame is shown, and nothing else is due.
            break
        }
        return action
    }
}
