#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Where a crop editor reads the full-resolution pixels it cuts: an image's own bitmap, or a
/// large file's original. Reads run on any thread.
protocol CropEditorPixels: Sendable {
    /// The image's oriented pixel size, its `UIImage` orientation and the scale to give the
    /// output.
    var imagePixelSize: CGSize { get }
    var orientation: ImageOrientation { get }
    var scale: CGFloat { get }
    /// The stored pixels of `storedRect` (whole pixels, inside the buffer), unchanged: a bitmap's
    /// are shared (`CGImage.cropping(to:)` copies nothing), a file's decoded.
    func storedPixels(_ storedRect: CGRect) -> CGImage?
    /// The same pixels in a buffer of their own, holding nothing else alive; `nil` when Core
    /// Graphics cannot draw into the image's pixel format.
    func copiedStoredPixels(_ storedRect: CGRect) -> CGImage?
}

/// A `UIImage`'s own bitmap.
struct BitmapCropPixels: CropEditorPixels, @unchecked Sendable {   // CGImage is immutable
    let cgImage: CGImage
    let imagePixelSize: CGSize
    let orientation: ImageOrientation
    let scale: CGFloat

    /// `image`'s bitmap, `cgImage` (which an image without one, `CIImage`-backed, lacks).
    init(cgImage: CGImage, image: UIImage) {
        self.cgImage = cgImage
        imagePixelSize = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        orientation = ImageOrientation(image.imageOrientation)
        scale = image.scale
    }

    func storedPixels(_ storedRect: CGRect) -> CGImage? {
        cgImage.cropping(to: storedRect)
    }

    /// The rect drawn 1:1, without interpolation, into a bitmap context of the image's own colour
    /// space and format, so the bytes are the stored ones (no colour conversion between equal
    /// spaces, no resampling at 1:1). `CGBitmapContext` supports only some formats ("Supported
    /// Pixel Formats" in Apple's Quartz 2D Programming Guide); for the others, `nil`.
    func copiedStoredPixels(_ storedRect: CGRect) -> CGImage? {
        cgImage.cropping(to: storedRect).flatMap { part in
            part.colorSpace.flatMap { space in
                CGContext(data: nil, width: part.width, height: part.height, bitsPerComponent: part.bitsPerComponent,
                          bytesPerRow: 0, space: space, bitmapInfo: part.bitmapInfo.rawValue)
            }.flatMap { context in
                context.interpolationQuality = .none
                context.setBlendMode(.copy)
                context.draw(part, in: CGRect(x: 0, y: 0, width: part.width, height: part.height))
                return context.makeImage()
            }
        }
    }
}

/// A large file's original, decoded a region at a time (ImageIO has no region decode: each read
/// decodes what the region needs, up to the whole image for a JPEG — see `LargeImages`).
struct FileCropPixels: CropEditorPixels {
    let source: OriginalImageSource
    var imagePixelSize: CGSize { source.original.orientation.orientedSize(forStoredSize: source.original.pixelSize) }
    var orientation: ImageOrientation { source.original.orientation }
    var scale: CGFloat { 1 }

    func storedPixels(_ storedRect: CGRect) -> CGImage? {
        source.decodeRegion(storedRect)?.cgImage
    }

    /// A file's region is decoded into a buffer of its own already: the same read.
    func copiedStoredPixels(_ storedRect: CGRect) -> CGImage? {
        storedPixels(storedRect)
    }
}

/// Between Core Graphics images and the core's ``CropPixels``.
enum CropBitmap {
    /// `image` drawn unscaled into an 8-bit premultiplied RGBA bitmap in `space` (its rows top
    /// to bottom, as `CGContext` lays out a bitmap it draws an image into upright); `nil` when
    /// no context can be made.
    nonisolated static func pixels(of image: CGImage, in space: CGColorSpace) -> CropPixels? {
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        let drawn: Void? = bytes.withUnsafeMutableBytes { buffer in
            CGContext(data: buffer.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                      bytesPerRow: image.width * 4, space: space,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
                .map { context in
                    context.interpolationQuality = .none
                    context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
                }
        }
        return drawn.flatMap { CropPixels(width: image.width, height: image.height, bytes: bytes) }
    }

    /// `pixels` as a `CGImage` in `space` (their bytes copied: for fixtures and small bitmaps).
    nonisolated static func image(of pixels: CropPixels, in space: CGColorSpace) -> CGImage? {
        image(of: Data(pixels.bytes) as CFData, width: pixels.width, height: pixels.height, in: space)
    }

    /// `width × height` 8-bit premultiplied RGBA pixels, rows top to bottom, as a `CGImage` in
    /// `space`, on `data` itself: the image's data provider keeps the `CFData` ("Creates a data
    /// provider that reads from a CFData object" — Apple's documentation of
    /// `CGDataProvider(data:)`), copying nothing.
    nonisolated static func image(of data: CFData, width: Int, height: Int, in space: CGColorSpace) -> CGImage? {
        CGDataProvider(data: data).flatMap {
            CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                    space: space, bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                    provider: $0, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
    }
}
#endif
