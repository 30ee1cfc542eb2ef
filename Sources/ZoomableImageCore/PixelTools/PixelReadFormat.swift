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
/// values come back unconverted), 32-bit float before 8-bit, and when the image's space cannot be
/// drawn in (Lab, indexed, no output support) or a context is refused, extended sRGB, then sRGB.
/// Contexts without an alpha channel (gray and CMYK ones) read a translucent pixel twice, over
/// zeros and over ones, which gives its alpha (``PixelColor/init(overZeros:overOnes:colorSpace:)``).
///
/// ```swift
/// for format in PixelReadFormat.candidates(for: source) {
///     // make a 1 × 1 context with format's space, bitsPerComponent, bytesPerPixel, bitmapInfo;
///     // for each of format.backgrounds: fill, draw the pixel, copy the bytes
///     if let color = format.color(fromReads: reads) { return color }
/// }
/// ```
public struct PixelReadFormat: Equatable, Sendable, Codable {
    /// Which colour space a context draws in.
    public enum ColorSpace: String, Equatable, Sendable, Codable, CaseIterable {
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
    /// Whether components are 32-bit floats (little-endian); otherwise 8-bit integers.
    public var isFloat: Bool
    /// Whether the context has an alpha channel (premultiplied, last); otherwise the pixel is read
    /// once per ``backgrounds`` entry.
    public var hasAlphaChannel: Bool
    /// The backgrounds to read over: fill the context with every component at this value (alpha
    /// 1), draw the pixel, read. `[0]` for one read; `[0, 1]` to recover alpha without a channel.
    public var backgrounds: [CGFloat]

    /// Bits per component: 32 for floats, 8 otherwise.
    public var bitsPerComponent: Int { isFloat ? 32 : 8 }
    /// Channels per pixel: the components, plus alpha when there is a channel.
    public var channelCount: Int { componentCount + (hasAlphaChannel ? 1 : 0) }
    /// Bytes per pixel (and per row of the 1 × 1 context).
    public var bytesPerPixel: Int { channelCount * bitsPerComponent / 8 }

    /// The colour to fill the context with before a read over `background`, components then
    /// alpha (for `CGColor(colorSpace:components:)`; fill with the `.copy` blend mode): every
    /// component at `background`, alpha 1 — or all zero (clear) for a context with an alpha
    /// channel, where the pixel is read over nothing.
    ///
    /// - Parameter background: one of ``backgrounds``.
    public func fillComponents(for background: CGFloat) -> [CGFloat] {
        hasAlphaChannel ? Array(repeating: 0, count: componentCount + 1)
            : Array(repeating: background, count: componentCount) + [1]
    }

    /// `CGBitmapInfo`'s raw value for the context: premultiplied-last alpha (1) or none (0), with
    /// float components (256) in 32-bit little-endian order (8192).
    public var bitmapInfo: UInt32 {
        (hasAlphaChannel ? 1 : 0) | (isFloat ? 256 | 8192 : 0)
    }

    /// Describes a format.
    ///
    /// - Parameters:
    ///   - colorSpace: the context's colour space.
    ///   - componentCount: colour components per pixel.
    ///   - isFloat: 32-bit float components (else 8-bit).
    ///   - hasAlphaChannel: a premultiplied alpha channel (else none).
    ///   - backgrounds: the backgrounds to read over. Default `[0]`.
    public init(colorSpace: ColorSpace, componentCount: Int, isFloat: Bool, hasAlphaChannel: Bool,
                backgrounds: [CGFloat] = [0]) {
        self.colorSpace = colorSpace
        self.componentCount = componentCount
        self.isFloat = isFloat
        self.hasAlphaChannel = hasAlphaChannel
        self.backgrounds = backgrounds
    }

    /// The formats to try for a bitmap's pixel, best first (see the type's overview). The last
    /// two (extended sRGB float, then sRGB 8-bit, both RGBA) are always there.
    ///
    /// - Parameter source: the bitmap's colour space and alpha.
    public static func candidates(for source: PixelColorSource) -> [PixelReadFormat] {
        let rgb = [
            PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, isFloat: true, hasAlphaChannel: true),
            PixelReadFormat(colorSpace: .sRGB, componentCount: 3, isFloat: false, hasAlphaChannel: true),
        ]
        let backgrounds: [CGFloat] = source.hasAlpha ? [0, 1] : [0]
        let own: [PixelReadFormat]
        switch source.model {
        case .rgb where source.supportsOutput && source.componentCount == 3:
            own = [true, false].map {
                PixelReadFormat(colorSpace: .image, componentCount: 3, isFloat: $0, hasAlphaChannel: true)
            }
        case .monochrome where source.supportsOutput && source.componentCount == 1,
             .cmyk where source.supportsOutput && source.componentCount == 4:
            own = [true, false].map {
                PixelReadFormat(colorSpace: .image, componentCount: source.componentCount, isFloat: $0,
                                hasAlphaChannel: false, backgrounds: backgrounds)
            }
        default:
            own = []
        }
        return own + rgb
    }

    /// The colour from the bytes read back, one read per background; `nil` when the reads do
    /// not match the format (a wrong count or length).
    ///
    /// - Parameter reads: each read's ``bytesPerPixel`` bytes, in ``backgrounds`` order.
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

    /// The channels of one read, as numbers: bytes / 255, or little-endian 32-bit floats.
    func channels(from bytes: [UInt8]) -> [CGFloat] {
        guard isFloat else { return bytes.map { CGFloat($0) / 255 } }
        return stride(from: 0, to: bytes.count, by: 4).map { start in
            let bits = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[start + $1]) << (8 * UInt32($1)) }
            return CGFloat(Float(bitPattern: bits))
        }
    }
}
