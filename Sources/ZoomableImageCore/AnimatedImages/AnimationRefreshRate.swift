import Foundation

/// How often an animated image's clock (a `CADisplayLink`) must tick to show every frame: the
/// range the Kit asks the display link for (`preferredFrameRateRange`), in frames per second.
///
/// Without a range a display link ticks at every refresh the app may use (60 Hz, or up to 120 Hz
/// on ProMotion screens for apps that opt in), however slowly the image changes: a 10 fps GIF would
/// wake the main thread six to twelve times per frame it shows. The rate needed is that of the
/// shortest frame delay, rounded up to a whole number of frames per second: ticking at least that
/// often, no frame is skipped (each is due for at least one tick). It is the minimum and the
/// preferred rate; the maximum is ``maximumRate``, so that the system, which "typically provides
/// a consistent frame rate by choosing one that's a factor of the display's maximum refresh
/// rate" (Apple, `CADisplayLink.preferredFrameRateRange`), may round up to such a factor — 15 Hz
/// on a 60 Hz screen for a 14 fps need — rather than down.
@_spi(Internals) public struct AnimationRefreshRate: Equatable, Sendable {
    /// The lowest rate that shows every frame (frames per second).
    public var minimum: Float
    /// The highest rate allowed: ``maximumRate`` (frames per second).
    public var maximum: Float
    /// The rate asked for: ``minimum`` (frames per second).
    public var preferred: Float

    /// The fastest refresh of an iPhone or iPad screen (ProMotion), in frames per second.
    public static let maximumRate: Float = 120

    /// The rate that shows every frame of `timeline`.
    ///
    /// - Parameter timeline: the frames' delays (each at least
    ///   ``AnimationFrameDelay/shortestDelay``, 0.011 s: at most 91 frames per second).
    /// - Returns: `nil` for a still image (one frame, or none): its clock never runs.
    public init?(timeline: AnimationTimeline) {
        guard timeline.isAnimated, let shortest = timeline.frameDelays.min(), shortest > 0 else { return nil }
        // Delays often come from ImageIO as single-precision numbers: 0.02 s reads as
        // 0.019999999552965164 s, whose rate 50.0000011 would round up to 51. A rate within a
        // thousandth of a whole one counts as it.
        let needed = (1 / shortest - 0.001).rounded(.up)
        let rate = Float(min(max(needed, 1), Double(Self.maximumRate)))
        minimum = rate
        maximum = Self.maximumRate
        preferred = rate
    }
}
