import ImageIO
import UIKit
import UniformTypeIdentifiers

/// The 48 MP photo the SwiftUI zoom-state screen loads by URL: an 8064 × 6048 JPEG (a 48 MP
/// camera's size) written once into Caches, off the main thread, so the repository holds no large
/// file. 12 × 9 cells of 672 px, each a different hue with a dark border, so a crop or a zoom
/// shows where it is.
///
/// ```swift
/// let url = try await LargePhotoFile.url()   // Caches/zoomable-demo-8064x6048.jpg
/// ```
enum LargePhotoFile {
    /// The photo's size in pixels.
    static let pixelSize = CGSize(width: 8064, height: 6048)
    /// The cells across and down.
    static let columns = 12, rows = 9

    /// The file's URL, writing the file first if Caches has none.
    ///
    /// - Returns: the URL of the JPEG.
    static func url() async throws -> URL {
        try await Task.detached(priority: .userInitiated) { try makeIfNeeded() }.value
    }

    /// Writes the JPEG unless it is there; returns its URL.
    nonisolated static func makeIfNeeded() throws -> URL {
        let caches = try FileManager.default.url(for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil,
                                                 create: true)
        let url = caches.appendingPathComponent("zoomable-demo-8064x6048.jpg")
        guard !FileManager.default.fileExists(atPath: url.path) else { return url }
        let image = try render()
        let temporary = caches.appendingPathComponent(UUID().uuidString + ".jpg")
        guard let destination = CGImageDestinationCreateWithURL(temporary as CFURL, UTType.jpeg.identifier as CFString,
                                                                1, nil) else { throw CocoaError(.fileWriteUnknown) }
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
        guard CGImageDestinationFinalize(destination) else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.moveItem(at: temporary, to: url)
        return url
    }

    /// The cells, drawn into an 8-bit RGB bitmap (195 MB while it is drawn).
    nonisolated static func render() throws -> CGImage {
        let width = Int(pixelSize.width), height = Int(pixelSize.height)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        else { throw CocoaError(.fileWriteUnknown) }
        let cell = pixelSize.width / CGFloat(columns)
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(origin: .zero, size: pixelSize))
        for column in 0..<columns {
            for row in 0..<rows {
                let hue = CGFloat(column * rows + row) / CGFloat(columns * rows)
                context.setFillColor(UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1).cgColor)
                context.fill(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
                    .insetBy(dx: 8, dy: 8))
            }
        }
        guard let image = context.makeImage() else { throw CocoaError(.fileWriteUnknown) }
        return image
    }
}
