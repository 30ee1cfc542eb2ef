import Foundation

/// One frame's delay as ImageIO reports it, and how long the frame is really shown: the delay a
/// browser would use.
///
/// ImageIO reports two delays per frame, in seconds: an unclamped one (the file's own value,
/// possibly 0) and a clamped one. The keys, read from `CGImageSourceCopyPropertiesAtIndex`:
///
/// | format | unclamped | clamped |
/// |---|---|---|
/// | GIF (`kCGImagePropertyGIFDictionary`) | `kCGImagePropertyGIFUnclampedDelayTime` | `kCGImagePropertyGIFDelayTime` |
/// | APNG (`kCGImagePropertyPNGDictionary`) | `kCGImagePropertyAPNGUnclampedDelayTime` | `kCGImagePropertyAPNGDelayTime` |
/// | HEICS (`kCGImagePropertyHEICSDictionary`) | `kCGImagePropertyHEICSUnclampedDelayTime` | `kCGImagePropertyHEICSDelayTime` |
///
/// The rule is WebKit's (`ImageDecoderCG::frameDurationAtIndex`, Source/WebCore/platform/graphics/cg/
/// ImageDecoderCG.cpp), the one Safari applies to these same ImageIO values: take the unclamped
/// delay if reported, else the clamped one, and show a frame whose delay is under 11 ms for
/// 100 ms instead ("Many annoying ads specify a 0 duration … We follow Firefox's behavior and use
/// a duration of 100 ms for any frames that specify a duration of <= 10 ms", webkit.org/b/36082).
/// Firefox (`FrameTimeout::FromRawMilliseconds`, image/FrameTimeout.h) turns 0…10 ms into 100 ms;
/// Chromium (`DeferredImageDecoder::FrameDurationAtIndex`, third_party/blink/renderer/platform/
/// graphics/deferred_image_decoder.cc) turns ≤ 10 ms into 100 ms. For a GIF (whole centiseconds)
/// the three agree; they differ only on APNG delays between 10 and 11 ms, where this follows WebKit.
///
/// ```swift
/// AnimationFrameDelay(unclampedDelay: 0.02).effectiveDelay     // 0.02: kept
/// AnimationFrameDelay(unclampedDelay: 0.01).effectiveDelay     // 0.1: 10 ms is an "as fast as possible"
/// AnimationFrameDelay(unclampedDelay: nil, delay: nil).effectiveDelay  // 0.1: nothing reported
/// ```
struct AnimationFrameDelay: Equatable, Sendable {
    /// The frame's unclamped delay in seconds (`kCGImageProperty…UnclampedDelayTime`), `nil`
    /// when ImageIO reports none. Default `nil`.
    public var unclampedDelay: Double?
    /// The frame's clamped delay in seconds (`kCGImageProperty…DelayTime`), `nil` when ImageIO
    /// reports none. Default `nil`.
    public var delay: Double?

    /// A delay shorter than this, in seconds, is replaced by ``replacementDelay``: WebKit's
    /// `duration < 11_ms`.
    public static let shortestDelay: TimeInterval = 0.011
    /// The delay, in seconds, of a frame whose own delay is too short, missing, negative or NaN.
    public static let replacementDelay: TimeInterval = 0.1
    /// The longest delay, in seconds, a frame is shown for: 65 535 s, the longest an APNG can
    /// store (`delay_num` 65 535 over `delay_den` 1); a GIF stores at most 655.35 s. Longer or
    /// infinite values are capped to it, so a timeline's length is always finite.
    public static let longestDelay: TimeInterval = 65_535

    /// Describes a frame's delays as ImageIO reports them, in seconds: `unclampedDelay` is
    /// `kCGImageProperty…UnclampedDelayTime` and `delay` `kCGImageProperty…DelayTime`, each `nil`
    /// (missing) by default.
    public init(unclampedDelay: Double? = nil, delay: Double? = nil) {
        self.unclampedDelay = unclampedDelay
        self.delay = delay
    }

    /// How long the frame is shown, in seconds: the unclamped delay, or the clamped one when
    /// the unclamped one is missing or not a number; under ``shortestDelay`` (0, negative, NaN,
    /// or nothing reported) it is ``replacementDelay``; above ``longestDelay`` (+∞ included) it
    /// is ``longestDelay``. Always finite and at least ``shortestDelay``.
    public var effectiveDelay: TimeInterval {
        // A NaN is no report: fall back to the next value. +∞ is a report of "very long".
        let reported = [unclampedDelay, delay].lazy.compactMap { $0 }.first { !$0.isNaN }
        guard let reported, reported >= Self.shortestDelay else { return Self.replacementDelay }
        return min(reported, Self.longestDelay)
    }
}
