import Foundation

/// When each frame of an animated image (GIF, APNG, HEIC sequence) is shown: the effective frame
/// delays and the loop count, and the frame at any moment of playback.
///
/// Times are **playback time**: seconds since the first frame appeared, paused spans not
/// counted (``AnimationPlaybackStateMachine`` keeps that clock). Frame i is shown during
/// [sᵢ, sᵢ + dᵢ) of each play, with sᵢ the sum of the delays before it; a play lasts
/// ``cycleDuration``; a finite animation ends on its last frame after ``duration``.
///
/// ```swift
/// let timeline = AnimationTimeline(
///     frameDelays: [AnimationFrameDelay(unclampedDelay: 0.5), AnimationFrameDelay(unclampedDelay: 0),
///                   AnimationFrameDelay(unclampedDelay: 0.25)],
///     loopCount: AnimationLoopCount(gifLoopCount: 1))     // played, then repeated once
/// timeline.frameDelays              // [0.5, 0.1, 0.25]: 0 s is shown for 100 ms
/// timeline.duration                 // 1.7: two plays of 0.85 s
/// timeline.position(at: 0.55)?.frameIndex   // 1
/// timeline.position(at: 9)?.frameIndex      // 2: it ended on its last frame
/// ```
///
/// Memory: frames are decoded as they are shown, never all at once; a view keeps at most
/// ``AnimationPlaybackStateMachine/maximumDecodedFrames`` decoded frames (the one shown and the
/// one ``AnimationPosition/nextFrameIndex`` names), so a 200-frame GIF holds two bitmaps.
@_spi(Internals) public struct AnimationTimeline: Equatable, Sendable {
    /// Each frame's effective delay, in seconds (``AnimationFrameDelay/effectiveDelay``): finite,
    /// between ``AnimationFrameDelay/shortestDelay`` and ``AnimationFrameDelay/longestDelay``.
    public let frameDelays: [TimeInterval]
    /// How many times the frames play.
    public let loopCount: AnimationLoopCount
    /// Where each frame ends within a play, in playback seconds: the running sums of
    /// ``frameDelays``. The last one is ``cycleDuration``.
    let frameEnds: [TimeInterval]

    /// Builds the timeline of an image's frames from each frame's delays as ImageIO reports them,
    /// in frame order: none for an image without frames, one for a still.
    init(frameDelays: [AnimationFrameDelay], loopCount: AnimationLoopCount) {
        let delays = frameDelays.map(\.effectiveDelay)
        self.frameDelays = delays
        self.loopCount = loopCount
        var end: TimeInterval = 0
        frameEnds = delays.map { delay in
            end += delay
            return end
        }
    }

    /// The number of frames.
    public var frameCount: Int { frameDelays.count }

    /// Whether the image animates: it has at least two frames.
    public var isAnimated: Bool { frameCount > 1 }

    /// The length of one play, in seconds: the sum of the frame delays; 0 without frames.
    public var cycleDuration: TimeInterval { frameEnds.last ?? 0 }

    /// The playback time, in seconds, after which nothing changes any more: every play for a
    /// finite loop count, 0 for a still or an image without frames, `nil` for an endless
    /// animation.
    public var duration: TimeInterval? {
        guard isAnimated else { return 0 }
        return loopCount.playCount.map { cycleDuration * TimeInterval($0) }
    }

    /// The frame shown at `time`, playback seconds since the first frame appeared, and what comes
    /// next; `nil` for an image without frames. NaN, negative and −∞ count as 0; at or past
    /// ``duration`` (+∞ included) a finite animation shows its last frame for good; an endless one
    /// shows its first frame at +∞ (a loop has no position there). Huge finite times keep their
    /// exact place in the loop (the remainder of a division is exact in floating point).
    func position(at time: TimeInterval) -> AnimationPosition? {
        guard let cycle = frameEnds.last else { return nil }
        guard isAnimated else { return AnimationPosition(frameIndex: 0, play: 0, nextChange: nil, nextFrameIndex: nil) }
        var t = time > 0 ? time : 0
        if let plays = loopCount.playCount, t >= cycle * TimeInterval(plays) {
            return AnimationPosition(frameIndex: frameCount - 1, play: plays - 1, nextChange: nil, nextFrameIndex: nil)
        }
        if !t.isFinite { t = 0 }
        // t = play · cycle + r with r in [0, cycle); both exact enough that rounding the quotient
        // of the multiple gives the play even where t / cycle itself rounds across a boundary.
        let r = t.truncatingRemainder(dividingBy: cycle)
        var play = Self.saturatingInt(((t - r) / cycle).rounded())
        let frame = firstFrame(endingAfter: r)
        var isLastPlay = false
        if let plays = loopCount.playCount {
            play = min(play, plays - 1)
            isLastPlay = play == plays - 1
        }
        let next: Int
        if frame < frameCount - 1 {
            next = frame + 1
        } else if isLastPlay {
            return AnimationPosition(frameIndex: frame, play: play, nextChange: nil, nextFrameIndex: nil)
        } else {
            next = 0
        }
        // The rest of the frame's delay is a difference of small numbers: exact enough. Added to
        // a huge t it can vanish; the change is then at the next representable moment.
        let due = t + (frameEnds[frame] - r)
        let change = due > t ? due : t.nextUp
        guard change.isFinite else {
            return AnimationPosition(frameIndex: frame, play: play, nextChange: nil, nextFrameIndex: nil)
        }
        return AnimationPosition(frameIndex: frame, play: play, nextChange: change, nextFrameIndex: next)
    }

    /// The first frame whose end lies after `offset` seconds into a play (binary search;
    /// `offset` is in [0, ``cycleDuration``)).
    func firstFrame(endingAfter offset: TimeInterval) -> Int {
        var low = 0
        var high = frameEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if frameEnds[middle] > offset {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// `value` as an `Int`, clamped to 0 … `Int.max`: never traps.
    static func saturatingInt(_ value: Double) -> Int {
        guard value > 0 else { return 0 }
        return value < Double(Int.max) ? Int(value) : .max
    }
}
