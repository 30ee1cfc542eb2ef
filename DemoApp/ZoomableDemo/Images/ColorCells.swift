import UIKit

/// The Annotate screen's picture: 12 × 8 pixels at scale 1, orientation `.up`, each pixel a cell
/// of its own sRGB colour, so that a tapped pixel's colour is known without reading the image.
///
/// The colour of the pixel in column `c` (0…11) and row `r` (0…7), as bytes:
/// - red `0x10 + 0x14 · c` (0x10…0xEC, growing to the right),
/// - green `0x10 + 0x20 · r` (0x10…0xF0, growing downwards),
/// - blue `0xC0` where `c + r` is even and `0x40` where it is odd (a checkerboard, so that
///   neighbouring cells differ at a glance).
///
/// Pixel (9, 1) is #C430C0 and pixel (3, 6) is #4CD040. The bytes are written straight into the
/// bitmap (sRGB, 8 bits per component, no alpha), not drawn through a colour-managed context,
/// so the stored values are exactly these.
///
/// ```swift
/// imageView.image = ColorCells.image
/// ColorCells.bytes(column: 9, row: 1)   // [0xC4, 0x30, 0xC0]
/// ```
@MainActor
enum ColorCells {
    /// The picture's width in pixels.
    static let columns = 12
    /// The picture's height in pixels.
    static let rows = 8

    /// The picture, made once. An empty image if Core Graphics refuses the bitmap (it never
    /// does for this format).
    static let image: UIImage = {
        let image = makeImage() ?? UIImage()
        image.accessibilityLabel = "Colour cells, \(columns) by \(rows) pixels"
        return image
    }()

    /// The red, green and blue bytes of a pixel, by the rule above.
    ///
    /// - Parameters:
    ///   - column: the pixel's column, 0…11.
    ///   - row: the pixel's row, 0…7.
    nonisolated static func bytes(column: Int, row: Int) -> [UInt8] {
        [UInt8(0x10 + 0x14 * column), UInt8(0x10 + 0x20 * row), (column + row) % 2 == 0 ? 0xC0 : 0x40]
    }

    /// The bitmap: rows top to bottom, four bytes per pixel (red, green, blue, unused).
    private static func makeImage() -> UIImage? {
        var pixels: [UInt8] = []
        for row in 0..<rows {
            for column in 0..<columns {
                pixels += bytes(column: column, row: row) + [0xFF]
            }
        }
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
              let provider = CGDataProvider(data: Data(pixels) as CFData),
              let cgImage = CGImage(width: columns, height: rows, bitsPerComponent: 8, bitsPerPixel: 32,
                                    bytesPerRow: columns * 4, space: space,
                                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                                    provider: provider, decode: nil, shouldInterpolate: false,
                                    intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: cgImage, scale: 1, orientation: .up)
    }
}
