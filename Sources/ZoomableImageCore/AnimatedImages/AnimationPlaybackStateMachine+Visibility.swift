import Foundation

// Where the animation plays: a view in a window, not hidden, not a photo viewer's page beside
// the current one, in an app in the foreground. Anywhere else it is held where it is, and it goes
// on from the same frame and the same point in that frame's delay when it may play again.

extension AnimationPlaybackStateMachine {
    /// The view left its window: hold the animation where it is (`.stop` when it was playing).
    /// `now` is the clock time, seconds, as in every event.
    public mutating func pause(at now: TimeInterval) -> AnimationPlaybackAction {
        isInWindow = false
        return hold(at: advancedClock(to: now))
    }

    /// The view is in a window (again): go on from where the animation was held — once the app
    /// is in the foreground too: the next frame to decode and when it is due; nothing when nothing
    /// was held.
    public mutating func resume(at now: TimeInterval) -> AnimationPlaybackAction {
        let now = advancedClock(to: now)
        isInWindow = true
        return isAppInForeground ? go(at: now) : .none
    }

    /// The app went to the background or came back (`UIApplication`'s notifications): held in
    /// the background as out of a window, so no frame is skipped for the time away.
    public mutating func appActivityChanged(isInForeground: Bool, at now: TimeInterval) -> AnimationPlaybackAction {
        let now = advancedClock(to: now)
        isAppInForeground = isInForeground
        return isVisible ? go(at: now) : hold(at: now)
    }

    /// Holds a playing animation where it is.
    mutating func hold(at now: TimeInterval) -> AnimationPlaybackAction {
        switch state {
        case .playing(let origin, let frame):
            state = .paused(elapsed: now - origin, frame: frame)
            return AnimationPlaybackAction(clock: .stop)
        case .empty, .still, .paused:
            return .none
        }
    }

    /// Goes on from where a held animation was.
    mutating func go(at now: TimeInterval) -> AnimationPlaybackAction {
        switch state {
        case .paused(let elapsed, let frame):
            var action = play(from: now - elapsed, at: now)
            // The frame shown is the held one; name it again only if the timeline says otherwise.
            if action.showFrame == frame { action.showFrame = nil }
            return action
        case .empty, .still, .playing:
            return .none
        }
    }

    /// Whether a view counts as in a window for playing its animation — what the view sends as
    /// `isInWindow`: in a window, not hidden (no refresh draws a hidden view), and not a photo
    /// viewer's page beside the current one (``PageWindow/pausesAnimatedImages(onPage:)``).
    /// `isHidden` is the view's own (a hidden ancestor or an alpha of 0 is not seen).
    public static func isShown(isInWindow: Bool, isHidden: Bool, isPausedOffstage: Bool) -> Bool {
        isInWindow && !isHidden && !isPausedOffstage
    }

    /// The view moved into a window or out of one (`didMoveToWindow`): ``resume(at:)`` or
    /// ``pause(at:)``.
    public mutating func windowChanged(isInWindow: Bool, at now: TimeInterval) -> AnimationPlaybackAction {
        isInWindow ? resume(at: now) : pause(at: now)
    }
}
