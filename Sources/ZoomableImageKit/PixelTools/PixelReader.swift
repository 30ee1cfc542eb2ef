#if canImport(UIKit)
import CoreGraphics
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Reads one stored pixel's colour from a bitmap, whatever its format: the pixel is cut out
/// (`cropping(to:)` shares the bitmap's memory) and drawn into a one-pixel context of a format
/// ``PixelReadFormat`` knows, whose bytes it turns into the colour. Runs on any thread.
enum PixelReader {
    /// A colour read from a bitmap. `CGColor` is immutable and safe to share between threads; the
    /// SDK's annotations for iOS 15 don't say so.
    struct Color: @unchecked Sendable {
        let cgColor: CGColor
    }

    /// The formats Core Graphics refused on this device, so that each is tried (and logged to the
    /// console by Core Graphics) once per process rather than on every read.
    nonisolated static let refusedFormats = RefusedFormats()

    /// A set of refused formats shared by reads on any thread.
    final class RefusedFormats: @unchecked Sendable {
        private let lock = NSLock()
        private var refused: Set<PixelReadFormat> = []

        /// The formats refused so far.
        var formats: Set<PixelReadFormat> {
            lock.lock()
            defer { lock.unlock() }
            return refused
        }

        /// Adds refused formats.
        func remember(_ formats: Set<PixelReadFormat>) {
            lock.lock()
            defer { lock.unlock() }
            refused.formUnion(formats)
        }
    }

    /// The colour of a stored pixel of `image`, in the image's own colour space when a context
    /// can be drawn in it (else extended sRGB, else sRGB); `nil` outside the bitmap or when no
    /// context can be made.
    ///
    /// - Parameters:
    ///   - image: the bitmap (stored pixels, before any orientation).
    ///   - pixel: the stored pixel to read.
    nonisolated static func color(of image: CGImage, at pixel: PixelIndex) -> Color? {
        let space = image.colorSpace
        let source = PixelColorSource(modelRawValue: space?.model.rawValue, componentCount: space?.numberOfComponents,
                                      supportsOutput: space?.supportsOutput, alphaInfoRawValue: image.alphaInfo.rawValue,
                                      bitsPerComponent: image.bitsPerComponent)
        let spaces: [PixelReadFormat.ColorSpace: CGColorSpace?] = [
            .image: space,
            .extendedSRGB: CGColorSpace(name: CGColorSpace.extendedSRGB),
            .sRGB: CGColorSpace(name: CGColorSpace.sRGB),
        ]
        return image.cropping(to: CGRect(x: pixel.x, y: pixel.y, width: 1, height: 1)).flatMap { cut in
            PixelReadFormat.candidates(for: source, excluding: refusedFormats.formats).lazy.compactMap { format in
                spaces[format.colorSpace].flatMap { $0 }.flatMap { read(cut, as: format, in: $0) }
            }.first
        }
    }

    /// The one-pixel image read in a format: drawn over each of its backgrounds, the bytes
    /// turned into a colour in `space`.
    nonisolated static func read(_ cut: CGImage, as format: PixelReadFormat, in space: CGColorSpace) -> Color? {
        let reads = format.backgrounds.compactMap { bytes(of: cut, as: format, in: space, over: $0) }
        refusedFormats.remember(format.refusals(afterReads: reads.count))
        return format.color(fromReads: reads)
            .flatMap { CGColor(colorSpace: space, components: $0.componentsWithAlpha) }
            .map(Color.init(cgColor:))
    }

    /// The bytes of a one-pixel context of `format` after filling it with `background` and drawing
    /// the pixel; `nil` when Core Graphics refuses the format.
    nonisolated static func bytes(of cut: CGImage, as format: PixelReadFormat, in space: CGColorSpace,
                                  over background: CGFloat) -> [UInt8]? {
        let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: format.bitsPerComponent,
                                bytesPerRow: 0, space: space, bitmapInfo: format.bitmapInfo)
        context?.interpolationQuality = .none
        context?.setBlendMode(.copy)
        _ = CGColor(colorSpace: space, components: format.fillComponents(for: background)).map { context?.setFillColor($0) }
        context?.fill(rect)
        context?.setBlendMode(.normal)
        context?.draw(cut, in: rect)
        return context?.data.map { Array(UnsafeRawBufferPointer(start: $0, count: format.bytesPerPixel)) }
    }
}

#endif
