import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A one-pixel bitmap context to draw a pixel into and read its colour back: the way to read any
/// bitmap format (8- or 16-bit, float, gray, CMYK, premultiplied or not, wide colour) without
/// decoding formats by hand — Core Graphics converts into a context it supports, and the bytes
/// read back are in a layout known here.
///
/// ``candidates(for:)`` lists the formats to try, best first: the image's own colour space (its
/// values come back unconverted) in 32-bit floats; then, for an 8-bit image, its own space in
/// 8 bits (exact for it) before extended sRGB, and for a deeper one, extended sRGB in 32-bit then
/// 16-bit floats (precise, converted) before its own space in 8 bits; 8-bit sRGB, which every iOS
/// version supports, last. A space that cannot be drawn in (Lab, indexed, no output support)
/// starts at extended sRGB; iOS supports fewer context formats than macOS (no CMYK contexts), so
/// a refused format moves on to the next.
///
/// ```swift
/// for format in PixelReadFormat.candidates(for: source) {
///     // make a 1 × 1 context with format's space, bitsPerComponent, bytesPerPixel, bitmapInfo;
///     // for each of format.backgrounds: fill, draw the pixel, copy the bytes
///     if let color = format.color(fromReads: reads) { return color }
/// }
/// ```
public struct PixelReadFormat: Hashable, Sendable, Codable {
    /// Which colour space a context draws in.
    public enum ColorSpace: String, Hashable, Sendable, Codable, CaseIterable {
        /// The image's own colour space: its values come back as stored.
        case image
        /// Extended-range sRGB (`CGColorSpace.extendedSRGB`): wide colours keep values beyond 0…1.
        case extendedSRGB
        /// sRGB (`CGColorSpace.sRGB`), the last resort.
        case sRGB
    }

    /// The context's colour space.
    public var colorSpace: ColorSpace
    /// Colour components per pixel (without alpha): 1 gray, 3 RGB, 4 CMYK.
    public var componentCount: Int
    /// How each channel is stored.
    public var encoding: ComponentEncoding
    /// Whether the context has an alpha channel (premultiplied, last); otherwise the pixel is read
    /// once per ``backgrounds`` entry.
    public var hasAlphaChannel: Bool
    /// The backgrounds to read over: fill the context with every component at this value (alpha
    /// 1), draw the pixel, read. `[0]` for one read; `[0, 1]` to recover alpha without a channel.
    public var backgrounds: [CGFloat]

    /// Bits per component: 8, 16 or 32.
    public var bitsPerComponent: Int { encoding.bitsPerComponent }
    /// Channels per pixel: the components, plus alpha when there is a channel.
    public var channelCount: Int { componentCount + (hasAlphaChannel ? 1 : 0) }
    /// Bytes per pixel (and per row of the 1 × 1 context).
    public var bytesPerPixel: Int { channelCount * bitsPerComponent / 8 }

    /// The colour to fill the context with before a read over `background`, components then
    /// alpha (for `CGColor(colorSpace:components:)`; fill with the `.copy` blend mode): every
    /// component at `background`, alpha 1 — or all zero (clear) for a context with an alpha
    /// channel, where the pixel is read over nothing.
    public func fillComponents(for background: CGFloat) -> [CGFloat] {
        hasAlphaChannel ? Array(repeating: 0, count: componentCount + 1)
            : Array(repeating: background, count: componentCount) + [1]
    }

    /// `CGBitmapInfo`'s raw value for the context: premultiplied-last alpha (1) or none (0), with
    /// the encoding's bits (``ComponentEncoding/bitmapInfo``).
    public var bitmapInfo: UInt32 {
        (hasAlphaChannel ? 1 : 0) | encoding.bitmapInfo
    }

    /// Describes a format. Each argument sets the property of the same name; `backgrounds` is `[0]`
    /// by default.
    public init(colorSpace: ColorSpace, componentCount: Int, encoding: ComponentEncoding, hasAlphaChannel: Bool,
                backgrounds: [CGFloat] = [0]) {
        self.colorSpace = colorSpace
        self.componentCount = componentCount
        self.encoding = encoding
        self.hasAlphaChannel = hasAlphaChannel
        self.backgrounds = backgrounds
    }

    /// The formats to try for a bitmap's pixel, best first (see the type's overview). Extended
    /// sRGB in 32- and 16-bit floats and 8-bit sRGB, all RGBA, are always there.
    public static func candidates(for source: PixelColorSource) -> [PixelReadFormat] {
        candidates(for: source, excluding: [])
    }

    /// The formats to try, without those Core Graphics has refused before: a refused format
    /// (`CGContext` returns `nil` and logs a line to the console) is tried once per process, not on
    /// every read. 8-bit sRGB, which every iOS version supports, always stays. A format is refused
    /// by its colour space kind, components, encoding and alpha channel (they describe a context;
    /// its backgrounds don't).
    public static func candidates(for source: PixelColorSource, excluding refused: Set<PixelReadFormat>)
        -> [PixelReadFormat]
    {
        let all = allCandidates(for: source)
        return all.filter { !refused.contains($0.context) || $0 == all.last }
    }

    /// What a read in this format teaches about Core Graphics: the format's context when fewer
    /// reads came back than it needs (a context was refused), else nothing. `readCount` is how many
    /// of the ``backgrounds`` reads produced bytes.
    public func refusals(afterReads readCount: Int) -> Set<PixelReadFormat> {
        readCount < backgrounds.count ? [context] : []
    }

    /// This format as a context: without its backgrounds, which do not change what Core Graphics
    /// accepts.
    public var context: PixelReadFormat {
        PixelReadFormat(colorSpace: colorSpace, componentCount: componentCount, encoding: encoding,
                        hasAlphaChannel: hasAlphaChannel)
    }

    static func allCandidates(for source: PixelColorSource) -> [PixelReadFormat] {
        let extended = [ComponentEncoding.float32, .float16].map {
            PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, encoding: $0, hasAlphaChannel: true)
        }
        let last = PixelReadFormat(colorSpace: .sRGB, componentCount: 3, encoding: .uint8, hasAlphaChannel: true)
        let own = ownSpaceFormats(for: source)
        let exact = Array(own.prefix(1))
        let ownEightBit = Array(own.dropFirst())
        let middle: [PixelReadFormat] = source.bitsPerComponent > 8 ? extended + ownEightBit : ownEightBit + extended
        return exact + middle + [last]
    }

    /// The formats in the image's own space, 32-bit float then 8-bit: RGBA for RGB, without an
    /// alpha channel for gray and CMYK (read over both backgrounds when the image has alpha); none
    /// for other models, a space without output support or an unexpected component count.
    static func ownSpaceFormats(for source: PixelColorSource) -> [PixelReadFormat] {
        let encodings = [ComponentEncoding.float32, .uint8]
        switch source.model {
        case .rgb where source.supportsOutput && source.componentCount == 3:
            return encodings.map {
                PixelReadFormat(colorSpace: .image, componentCount: 3, encoding: $0, hasAlphaChannel: true)
            }
        case .monochrome where source.supportsOutput && source.componentCount == 1,
             .cmyk where source.supportsOutput && source.componentCount == 4:
            return encodings.map {
                PixelReadFormat(colorSpace: .image, componentCount: source.componentCount, encoding: $0,
                                hasAlphaChannel: false, backgrounds: source.hasAlpha ? [0, 1] : [0])
            }
        default:
            return []
        }
    }

    /// The colour from the bytes read back, one read per background; `nil` when the reads do
    /// not match the format (a wrong count or length).
    ///
    /// `reads` holds each read's ``bytesPerPixel`` bytes, in ``backgrounds`` order.
    public func color(fromReads reads: [[UInt8]]) -> PixelColor? {
        guard reads.count == backgrounds.count, reads.allSatisfy({ $0.count == bytesPerPixel }) else { return nil }
        let channels = reads.map(self.channels(from:))
        guard hasAlphaChannel else {
            return PixelColor(overZeros: channels[0], overOnes: channels.count > 1 ? channels[1] : channels[0],
                              colorSpace: colorSpace)
        }
        return PixelColor(premultiplied: Array(channels[0].prefix(componentCount)), alpha: channels[0][componentCount],
                          colorSpace: colorSpace)
    }

    /// The channels of one read, as numbers (``ComponentEncoding/value(of:)``).
    func channels(from bytes: [UInt8]) -> [CGFloat] {
        let width = bitsPerComponent / 8
        return stride(from: 0, to: bytes.count, by: width).map { encoding.value(of: bytes[$0..<$0 + width]) }
    }
}
