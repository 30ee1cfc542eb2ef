import Foundation

/// Where an animation is at a moment of playback: the frame shown, which play it is in, and
/// when and to which frame it changes next.
///
/// Times are **playback time**: seconds since the first frame appeared, not counting the time
/// playback was paused. ``AnimationTimeline/position(at:)`` computes it.
///
/// ```swift
/// // Frames of 0.5 s, 0.25 s and 0.25 s, played twice; 1.3 s into playback:
/// let position = timeline.position(at: 1.3)
/// position?.frameIndex        // 0: 1.3 − 1.0 (one play) = 0.3 into the second play
/// position?.play              // 1
/// position?.nextChange        // 1.5: the second play's frame 1 is due
/// position?.nextFrameIndex    // 1: decode it ahead
/// ```
struct AnimationPosition: Equatable, Sendable {
    /// The frame shown, 0-based.
    public var frameIndex: Int
    /// Which play of the sequence this is, 0-based. Saturates at `Int.max` for times beyond it
    /// in an endless animation.
    public var play: Int
    /// The playback time, in seconds, at which the shown frame is replaced; `nil` when it never
    /// is: a single frame, or the last frame of the last play (the animation ends on it).
    /// Always after the time asked about.
    public var nextChange: TimeInterval?
    /// The frame shown from ``nextChange`` on (the one to decode ahead); `nil` exactly when
    /// ``nextChange`` is.
    public var nextFrameIndex: Int?

    /// Creates a position. Each argument sets the property of the same name (see each for its
    /// unit).
    public init(frameIndex: Int, play: Int, nextChange: TimeInterval?, nextFrameIndex: Int?) {
        self.frameIndex = frameIndex
        self.play = play
        self.nextChange = nextChange
        self.nextFrameIndex = nextFrameIndex
    }

    /// Whether the animation has come to rest on this frame for good.
    public var isFinal: Bool { nextChange == nil }
}
