import Foundation

/// What a view must do after an event of ``AnimationPlaybackStateMachine``: show a frame, decode
/// one ahead, and run or stop its clock.
///
/// One action for every event of the machine: each event's answer is made of the same three
/// independent parts — a frame to show, one to decode ahead, what the clock does — so the events
/// share all their outcomes.
///
/// Perform in this order: decode and show ``showFrame`` (at once if it is not already decoded),
/// start decoding ``decodeAhead`` off the main thread, then apply ``clock``. Keep no decoded frame
/// other than those two.
///
/// ```swift
/// let action = playback.tick(at: link.targetTimestamp)
/// if let frame = action.showFrame { imageView.image = frames.image(at: frame) }
/// if let frame = action.decodeAhead { frames.prepare(frame) }   // drops every other bitmap
/// switch action.clock {
/// case .tick(let time): nextTick = time; link.isPaused = false
/// case .stop: link.isPaused = true
/// case .unchanged: break
/// }
/// ```
@_spi(Internals) public struct AnimationPlaybackAction: Equatable, Sendable {
    /// What the view's clock (a display link) must do.
    public enum Clock: Equatable, Sendable {
        /// Leave it as it is.
        case unchanged
        /// Run it, and call ``AnimationPlaybackStateMachine/tick(at:)`` at the first refresh at
        /// or after this clock time (seconds, the clock the events are given in). Earlier
        /// refreshes need no tick: nothing changes before then.
        case tick(at: TimeInterval)
        /// Stop it: nothing changes with time until the next event.
        case stop
    }

    /// The frame to show now, 0-based; `nil` to keep the frame shown (for an image without
    /// frames: nothing is shown).
    public var showFrame: Int?
    /// The frame to decode now so that it is ready when due; `nil` when none is due (a still, a
    /// paused or finished animation). The view keeps at most this frame and the one shown.
    public var decodeAhead: Int?
    /// What the clock must do.
    public var clock: Clock

    /// Creates an action. Each argument sets the property of the same name: by default no frame to
    /// show or decode ahead (`nil`) and the clock `.unchanged`.
    public init(showFrame: Int? = nil, decodeAhead: Int? = nil, clock: Clock = .unchanged) {
        self.showFrame = showFrame
        self.decodeAhead = decodeAhead
        self.clock = clock
    }

    /// Nothing to do.
    public static let none = AnimationPlaybackAction()
}
