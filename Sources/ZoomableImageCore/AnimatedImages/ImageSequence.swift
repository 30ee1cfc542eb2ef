import Foundation

/// What an image file's frames are, read from the properties ImageIO reports: whether it
/// animates, its timeline (each frame's delay, the loop count), and which of the file's images
/// each frame is.
///
/// A file animates when it holds at least two images and ImageIO describes it in one of the
/// animation dictionaries (the dictionary names are ImageIO's constants' values):
///
/// | format | file and frame dictionary | loop count read as |
/// |---|---|---|
/// | GIF | `"{GIF}"` (`kCGImagePropertyGIFDictionary`) | repeats after the first play (``AnimationLoopCount/init(gifLoopCount:)``) |
/// | APNG | `"{PNG}"` (`kCGImagePropertyPNGDictionary`) | plays (``AnimationLoopCount/init(sequenceLoopCount:)``) |
/// | HEIC sequence | `"{HEICS}"` (`kCGImagePropertyHEICSDictionary`) | plays |
/// | animated WebP | `"{WebP}"` (`kCGImagePropertyWebPDictionary`) | plays |
///
/// In each, the file's `"LoopCount"` is the loop count, and each frame's `"UnclampedDelayTime"`
/// and `"DelayTime"` its delays (``AnimationFrameDelay``). A file whose own properties hold no
/// such dictionary while its first frame's do animates too, once. Anything else — one image, a
/// multi-page TIFF, a HEIF holding several stills — is a still: one frame, the file's primary
/// image. Numbers may be `NSNumber`s (what ImageIO's dictionaries hold), `Double`s or `Int`s.
///
/// ```swift
/// let sequence = ImageSequence(
///     imageCount: CGImageSourceGetCount(source),
///     primaryImageIndex: CGImageSourceGetPrimaryImageIndex(source),
///     fileProperties: CGImageSourceCopyProperties(source, nil) as? [String: Any],
///     frameProperties: { CGImageSourceCopyPropertiesAtIndex(source, $0, nil) as? [String: Any] })
/// sequence.timeline.frameCount           // 12 for a 12-frame GIF
/// sequence.imageIndex(forFrame: 3)       // 3: decode CGImageSourceCreateImageAtIndex(source, 3, …)
/// ```
@_spi(Internals) public struct ImageSequence: Equatable, Sendable {
    /// When each frame shows. One frame for a still; none for a file without images.
    public let timeline: AnimationTimeline
    /// The image a still shows: ImageIO's primary image (0 for most formats), clamped to the
    /// file's images.
    public let primaryImageIndex: Int

    /// The dictionary names of the animated formats, GIF first (its loop count counts repeats).
    public static let gifDictionary = "{GIF}"
    /// The animated formats whose loop count counts plays: APNG, HEIC sequences, WebP.
    public static let sequenceDictionaries = ["{PNG}", "{HEICS}", "{WebP}"]

    /// Reads a file's frames from ImageIO's values: `imageCount` (`CGImageSourceGetCount`; 0 or
    /// less, no frames), `primaryImageIndex` (`CGImageSourceGetPrimaryImageIndex`; outside the
    /// images, 0), `fileProperties` (`CGImageSourceCopyProperties`, `nil` when ImageIO reports
    /// none) and `frameProperties` (`CGImageSourceCopyPropertiesAtIndex` for an image index),
    /// called for image 0 when the file's properties name no format, then once per frame of an
    /// animated file, in order; never for a file of one image.
    public init(imageCount: Int, primaryImageIndex: Int, fileProperties: [String: Any]?,
                frameProperties: (Int) -> [String: Any]?) {
        let count = max(0, imageCount)
        self.primaryImageIndex = (0..<count).contains(primaryImageIndex) ? primaryImageIndex : 0
        // The file's dictionary holds the loop count; a file without one may still describe its
        // frames (then it plays once).
        let format = count > 1 ? Self.animationFormat(in: fileProperties ?? [:])
            ?? Self.animationFormat(in: frameProperties(0) ?? [:]) : nil
        guard let format else {
            timeline = AnimationTimeline(frameDelays: Array(repeating: AnimationFrameDelay(), count: min(count, 1)),
                                         loopCount: .once)
            return
        }
        let delays = (0..<count).map { index in
            let frame = frameProperties(index)?[format.dictionary] as? [String: Any] ?? [:]
            return AnimationFrameDelay(unclampedDelay: Self.number(frame["UnclampedDelayTime"]),
                                       delay: Self.number(frame["DelayTime"]))
        }
        timeline = AnimationTimeline(frameDelays: delays, loopCount: format.loopCount)
    }

    /// Whether the file animates: two frames or more.
    public var isAnimated: Bool { timeline.isAnimated }

    /// The file's image to decode for a frame: the frame's own for an animation, the primary
    /// image for a still: an index for `CGImageSourceCreateImageAtIndex`. `frame` is a frame of
    /// ``timeline``, 0-based; for an animation, clamped to its frames.
    public func imageIndex(forFrame frame: Int) -> Int {
        guard isAnimated else { return primaryImageIndex }
        return min(max(frame, 0), timeline.frameCount - 1)
    }

    /// The animation dictionary a file is described in, and its loop count; `nil` for none.
    static func animationFormat(in properties: [String: Any]) -> (dictionary: String, loopCount: AnimationLoopCount)? {
        if let gif = properties[gifDictionary] as? [String: Any] {
            return (gifDictionary, AnimationLoopCount(gifLoopCount: integer(gif["LoopCount"])))
        }
        for name in sequenceDictionaries {
            if let sequence = properties[name] as? [String: Any] {
                return (name, AnimationLoopCount(sequenceLoopCount: integer(sequence["LoopCount"])))
            }
        }
        return nil
    }

    /// A number from a property dictionary; `nil` for anything else.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let number as Double: number
        case let number as Int: Double(number)
        default: nil
        }
    }

    /// A whole number from a property dictionary: a fraction is truncated, a NaN or infinite
    /// value is `nil`, and values beyond `Int` saturate.
    static func integer(_ value: Any?) -> Int? {
        guard let number = number(value), !number.isNaN else { return nil }
        guard number.magnitude < Double(Int.max) else { return number > 0 ? .max : .min }
        return Int(number)
    }
}
