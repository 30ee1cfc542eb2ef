import Foundation

/// Plays an animated image: which frame to show when, given the view's clock, whether it is in a
/// window, and whether the app wants it to animate.
///
/// The view feeds it events with the time of its clock (seconds, e.g. `CACurrentMediaTime()` or
/// a display link's `targetTimestamp`) and performs the ``AnimationPlaybackAction`` each returns.
/// The machine reads no clock itself.
///
/// - **A new image** shows its first frame and plays from there — when it has two frames or
///   more, `animatesImages` is on and the view is in a window.
/// - **Ticks** show the frame due at that time, skipping frames whose moment passed (a late
///   tick does not slow the animation down), and say when the next one is due. A finite
///   animation stops its clock on its last frame.
/// - **Leaving the window** (or the app going to the background) pauses; **coming back**
///   resumes from the same frame and the same point in its delay (the rest of the frame's delay
///   is shown, no frame is skipped for the time away).
/// - **A frame not decoded yet** when it comes due (``frameNotReady(_:displayed:)``) is never
///   decoded on the main thread: the frame on screen stays, and the late one is shown when its
///   decode lands (``frameDecoded(_:succeeded:at:)``); timing goes on from the timeline.
/// - **Another copy of the same image** (a sharper or smaller one) keeps the playback where it is.
/// - **`animatesImages` off** shows the first frame and stops: the still an app asked for; on
///   again, the animation plays from its first frame.
/// - **`start(at:)`** plays again from the first frame (a finished animation included).
///
/// Times only move forward: a time earlier than one already given counts as that one, and a
/// NaN or infinite time counts as the last one given (0 before any), so a clock that jumps back
/// freezes the animation rather than rewinding it.
///
/// ```swift
/// var playback = AnimationPlaybackStateMachine()
/// _ = playback.resume(at: 10)                                // the view is in a window
/// let first = playback.imageChanged(to: timeline, at: 10)    // show 0, decode 1 ahead, tick at 10.5
/// let later = playback.tick(at: 10.6)                        // show 1, decode 2 ahead, tick at 10.75
/// ```
@_spi(Internals) public struct AnimationPlaybackStateMachine: Equatable, Sendable {
    /// At most this many decoded frames are kept: the one shown and the one decoded ahead.
    public static let maximumDecodedFrames = 2

    enum State: Equatable, Sendable {
        /// No image, or one without frames: nothing is shown.
        case empty
        /// A frame shown for good: a still, `animatesImages` off, or a finished animation.
        case still(frame: Int)
        /// Playing: playback time = clock time − `origin`.
        case playing(origin: TimeInterval, frame: Int)
        /// Held out of a window at a playback time, to resume from there.
        case paused(elapsed: TimeInterval, frame: Int)
    }

    /// The image's timeline. An empty one (no frames) until ``imageChanged(to:at:)``.
    public private(set) var timeline = AnimationTimeline(frameDelays: [], loopCount: .once)
    /// Whether the app wants animated images to play (the view's `animatesImages`). Default `true`.
    public private(set) var animatesImages = true
    /// Whether the view is in a window (`window != nil`). Default `false` until ``resume(at:)``.
    public internal(set) var isInWindow = false
    /// Whether the app is in the foreground. Default `true`. In the background the animation is
    /// held as it is out of a window.
    public internal(set) var isAppInForeground = true
    /// The latest clock time given, seconds; times never go back from it. 0 before any event.
    public private(set) var clockTime: TimeInterval = 0
    /// Which image the timeline is of: the same identity and timeline again is another copy of
    /// that image, not a new one; `nil` (unknown) is always new.
    public private(set) var identity: UInt?
    /// The frame whose decode ahead the view runs (asked for, not landed), or `nil`.
    public internal(set) var decodingFrame: Int?
    /// The frame due that is not on screen yet, and the one on screen meanwhile; `nil` when the
    /// frame due is on screen.
    var awaiting: AwaitedFrame?
    var state = State.empty

    /// A frame due but not on screen: its decode had not landed when it came due.
    struct AwaitedFrame: Equatable, Sendable {
        /// The frame due.
        var frame: Int
        /// The frame on screen meanwhile (`nil`: none).
        var displayed: Int?
    }

    /// A machine with no image, animating, not in a window.
    public init() {}

    /// The playback of a view's previous player, to go on with another copy of its image
    /// (``imageChanged(to:identity:isInWindow:animates:at:)`` decides whether it is one); a new
    /// machine for a `nil` `previous`.
    public init(continuing previous: AnimationPlaybackStateMachine?) {
        self = previous ?? AnimationPlaybackStateMachine()
    }

    /// The frame due by the timeline, `nil` when none is (no image, or an image without frames).
    /// It is on screen unless its decode has not landed yet (``displayedFrame``).
    public var shownFrame: Int? {
        switch state {
        case .empty: nil
        case .still(let frame), .playing(_, let frame), .paused(_, let frame): frame
        }
    }

    /// The frame on screen: the frame due, or while that one's decode has not landed, the frame
    /// shown before it.
    public var displayedFrame: Int? {
        awaiting.map(\.displayed) ?? shownFrame
    }

    /// Whether the view is in a window and the app in the foreground: where the animation plays.
    public var isVisible: Bool { isInWindow && isAppInForeground }

    /// Whether the clock runs: the animation is playing.
    public var isPlaying: Bool {
        if case .playing = state { return true }
        return false
    }

    /// Whether the frame shown will still change: playing, or held out of a window. `false` for a
    /// still, `animatesImages` off, a finished animation and no image — what Live Text may
    /// analyse.
    public var isAnimating: Bool {
        switch state {
        case .playing, .paused: true
        case .empty, .still: false
        }
    }

    /// The frame on screen of an animated image (two frames or more), 0-based; `nil` for a still
    /// or no image.
    public var animatedFrameIndex: Int? {
        timeline.isAnimated ? displayedFrame : nil
    }

    /// A new image is set (`loadImage`, `image`): show its first frame (nothing for an image
    /// without frames; a still's timeline has one) and play it from there.
    public mutating func imageChanged(to timeline: AnimationTimeline, at now: TimeInterval) -> AnimationPlaybackAction {
        imageChanged(to: timeline, identity: nil, isInWindow: isInWindow, animates: animatesImages, at: now)
    }

    /// An image is shown (a load's copy), with where the view is and what the app asked, in one
    /// event — so that nobody sees a state in between (a still that is about to play).
    ///
    /// A new image shows its first frame and plays from there. Another copy of the image shown (the
    /// same `identity` and timeline: a sharper or smaller copy swapped in) keeps the playback where
    /// it is — the same frame, the same point in its delay, finished or held — and shows the frame
    /// due again at the copy's size; every decode of the old copy is forgotten. `identity` tells
    /// images apart (`nil` for one always new); `isInWindow` counts a hidden view as out;
    /// `animates` is the app's `playsAnimatedImages`. Always names the frame due to show (nothing
    /// for an image without frames).
    public mutating func imageChanged(to timeline: AnimationTimeline, identity: UInt?, isInWindow: Bool, animates: Bool,
                                      at now: TimeInterval) -> AnimationPlaybackAction {
        let now = advancedClock(to: now)
        let isSameImage = identity != nil && identity == self.identity && timeline == self.timeline
            && animates == animatesImages
        self.timeline = timeline
        self.identity = identity
        self.isInWindow = isInWindow
        animatesImages = animates
        decodingFrame = nil
        var action = isSameImage ? continuePlaying(at: now) : restart(at: now)
        action.showFrame = shownFrame
        return action
    }

    /// Plays the animation again from its first frame (an app's "replay").
    public mutating func start(at now: TimeInterval) -> AnimationPlaybackAction {
        restart(at: advancedClock(to: now))
    }

    /// The clock reached a tick the last action asked for (or any refresh): show what is due, name
    /// the frame to decode next when the frame changed, and when to tick again; `.stop` when the
    /// animation finished, or when nothing plays (a stray tick).
    public mutating func tick(at now: TimeInterval) -> AnimationPlaybackAction {
        let now = advancedClock(to: now)
        switch state {
        case .playing(let origin, let frame):
            var action = play(from: origin, at: now)
            if action.showFrame == frame {
                // Still the same frame (an early refresh, or exactly whole plays late): it and the
                // one ahead are already there; only the clock may have moved on.
                action.showFrame = nil
                action.decodeAhead = nil
            }
            return action
        case .empty, .still, .paused:
            // A stray tick (the link fired once more after a stop): stop it again.
            return AnimationPlaybackAction(clock: .stop)
        }
    }

    /// The app switched `animatesImages`: off shows the first frame for good, on plays from it;
    /// nothing when the value did not change.
    public mutating func animatesImagesChanged(to animates: Bool, at now: TimeInterval) -> AnimationPlaybackAction {
        let now = advancedClock(to: now)
        guard animates != animatesImages else { return .none }
        animatesImages = animates
        return restart(at: now)
    }

    /// Back to the first frame: playing when it can, held when out of a window, still otherwise.
    /// Names frame 0 to show when it is not the one shown.
    mutating func restart(at now: TimeInterval) -> AnimationPlaybackAction {
        let previous = shownFrame
        var action = AnimationPlaybackAction(clock: .stop)
        if timeline.frameCount == 0 {
            state = .empty
        } else if !timeline.isAnimated || !animatesImages {
            state = .still(frame: 0)
        } else if !isVisible {
            state = .paused(elapsed: 0, frame: 0)
        } else {
            action = play(from: now, at: now)
        }
        action.showFrame = shownFrame == previous ? nil : shownFrame
        return action
    }

    /// Goes on from where the playback is, for another copy of the same image: playing or held
    /// at the same playback time as visibility now says, a still on its frame.
    mutating func continuePlaying(at now: TimeInterval) -> AnimationPlaybackAction {
        switch state {
        case .empty, .still:
            return AnimationPlaybackAction(clock: .stop)
        case .playing(let origin, let frame):
            state = .paused(elapsed: now - origin, frame: frame)
        case .paused:
            break
        }
        return isVisible ? go(at: now) : AnimationPlaybackAction(clock: .stop)
    }

    /// Plays with playback time = clock − `origin`: the state, the frame due, what to decode
    /// ahead and when to tick, or a still on the last frame when nothing changes any more.
    /// Only called with frames (a playing or held state, or a restart that checked).
    mutating func play(from origin: TimeInterval, at now: TimeInterval) -> AnimationPlaybackAction {
        let position = timeline.position(at: now - origin)
            ?? AnimationPosition(frameIndex: 0, play: 0, nextChange: nil, nextFrameIndex: nil)
        let tickTime = position.nextChange.map { origin + $0 }
        guard let tickTime, tickTime.isFinite else {
            state = .still(frame: position.frameIndex)
            return AnimationPlaybackAction(showFrame: position.frameIndex, clock: .stop)
        }
        state = .playing(origin: origin, frame: position.frameIndex)
        // Never a tick at or before now (a clock reading so large its last digits are lost).
        return AnimationPlaybackAction(showFrame: position.frameIndex, decodeAhead: position.nextFrameIndex,
                                       clock: .tick(at: tickTime > now ? tickTime : now.nextUp))
    }

    /// `now` made usable: a NaN or infinite time is the last one given, an earlier one too.
    mutating func advancedClock(to now: TimeInterval) -> TimeInterval {
        if now.isFinite, now > clockTime { clockTime = now }
        return clockTime
    }
}
