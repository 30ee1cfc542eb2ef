import Foundation

/// How many times an animated image plays its frames: a number of plays, or forever.
///
/// The formats count differently, and ImageIO passes each file's own number on:
///
/// - **GIF** stores, in its NETSCAPE2.0 extension, how many times to *repeat* after the first
///   play; 0 means forever, and a GIF without the extension plays once. ImageIO reports that
///   number as `kCGImagePropertyGIFLoopCount` in the file's `kCGImagePropertyGIFDictionary`
///   (`CGImageSourceCopyProperties`), and leaves the key out without the extension. Browsers
///   play a GIF of loop count n > 0 n + 1 times: WebKit's `ImageDecoderCG::repetitionCount`
///   ("No property means loop once", "A property with value 0 means loop forever", and
///   "play once + loop loopCount which is equivalent to play loopCount + 1"), Chromium's GIF
///   reader (`loop_count_` is the NETSCAPE value, 0 → infinite) with Skia's
///   `SkCodec::getRepetitionCount` ("does not include the first play through … a repetition count
///   of 4 means that each frame is played 5 times"), and Firefox (ImageMagick PR #622 summarises
///   Chromium bug 592735 and Mozilla bug 1255497: "Value 1 in NETSCAPE2.0 means 1 repetition = 2
///   loops"). ``init(gifLoopCount:)`` reads it that way.
/// - **APNG** (`acTL`'s `num_plays`, `kCGImagePropertyAPNGLoopCount`), **HEICS**
///   (`kCGImagePropertyHEICSLoopCount`) and **WebP** (`kCGImagePropertyWebPLoopCount`) store the
///   number of *plays*, 0 meaning forever: Apple documents the HEICS and WebP keys as "The number
///   of times to play the sequence", and WebKit returns the APNG value as it is.
///   ``init(sequenceLoopCount:)`` reads those.
///
/// Newer WebKit keeps the GIF + 1 only where `HAVE(CGIMAGESOURCE_WITH_ACCURATE_LOOP_COUNT)` is
/// not set (a flag defined outside WebKit's public sources): some ImageIO release reports a GIF's
/// count as plays already. Which one iOS 16 ships is not known from public sources; the view
/// checks it on a device with a GIF it writes itself (see the Live Text and animation rules).
///
/// ```swift
/// AnimationLoopCount(gifLoopCount: nil).playCount      // 1: no NETSCAPE block
/// AnimationLoopCount(gifLoopCount: 2).playCount        // 3: played, then repeated twice
/// AnimationLoopCount(sequenceLoopCount: 2).playCount   // 2: an APNG's num_plays
/// AnimationLoopCount(gifLoopCount: 0) == .forever      // true
/// ```
@_spi(Internals) public struct AnimationLoopCount: Equatable, Sendable {
    /// How many times the whole sequence plays, at least 1; `nil` when it plays forever.
    public let playCount: Int?

    /// Plays forever.
    public static let forever = AnimationLoopCount(playCount: nil)
    /// Plays once and stops on its last frame.
    public static let once = AnimationLoopCount(playCount: 1)

    private init(playCount: Int?) {
        self.playCount = playCount
    }

    /// A number of plays; below 1 it plays once (a play count of 0 or less means nothing here:
    /// "forever" is ``forever``).
    public static func plays(_ count: Int) -> AnimationLoopCount {
        AnimationLoopCount(playCount: max(1, count))
    }

    /// The loop count of a GIF, as ImageIO reports `kCGImagePropertyGIFLoopCount`: the number
    /// of repeats after the first play. `nil` (the key is missing: no NETSCAPE block) or a negative
    /// value (which the 16-bit field cannot hold) plays once, 0 forever, n > 0 n + 1 times
    /// (`Int.max` plays at most).
    public init(gifLoopCount: Int?) {
        switch gifLoopCount {
        case nil: self = .once
        case 0?: self = .forever
        case let repeats?: self = .plays(repeats == .max ? .max : repeats + 1)
        }
    }

    /// The loop count of an APNG, HEICS or animated WebP, as ImageIO reports
    /// `kCGImagePropertyAPNGLoopCount`, `kCGImagePropertyHEICSLoopCount` or
    /// `kCGImagePropertyWebPLoopCount`: the number of plays. `nil` (the key is missing) or a
    /// negative value plays once, 0 forever, n > 0 n times.
    public init(sequenceLoopCount: Int?) {
        switch sequenceLoopCount {
        case nil: self = .once
        case 0?: self = .forever
        case let plays?: self = .plays(plays)
        }
    }
}
