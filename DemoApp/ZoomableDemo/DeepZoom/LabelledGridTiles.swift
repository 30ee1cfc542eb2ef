import UIKit
import ZoomableImageKit

/// The "Deep zoom" screen's image: 100 000 × 100 000 px (40 GB decoded whole), drawn tile by
/// tile on demand. Each tile is filled with its level's colour, outlined, and labelled with its
/// level and the stored pixel of its top-left corner ("L3 · 2048, 4096"), so the label under a
/// finger says which pixel the view should report there, at every level.
struct LabelledGridTiles: TileSource {
    /// 256 px tiles without overlap, 18 levels (100 000 px down to 1 px).
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 100_000, height: 100_000))

    func loadPyramid() async throws -> TilePyramid { Self.pyramid }

    /// Draws one tile off the main thread (UIGraphicsImageRenderer makes a decoded bitmap, which
    /// Core Animation shows without decoding on the main thread).
    func image(for tile: TileID) async throws -> CGImage {
        try Task.checkCancellation()
        let rect = Self.pyramid.pixelRect(of: tile)
        let storedPerLevelPixel = CGFloat(1 << tile.level)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        // 8-bit sRGB, 4 bytes per pixel as the budget assumes (a wide-colour screen would get an
        // extended-range format, 8 bytes per pixel).
        // https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/standard
        format.preferredRange = .standard
        let image = UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
            UIColor(hue: CGFloat(tile.level % 6) / 6, saturation: 0.25, brightness: 1, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: rect.size))
            UIColor.darkGray.setStroke()
            context.stroke(CGRect(origin: .zero, size: rect.size).insetBy(dx: 0.5, dy: 0.5))
            let corner = "L\(tile.level) · \(Int(rect.minX * storedPerLevelPixel)), \(Int(rect.minY * storedPerLevelPixel))"
            (corner as NSString).draw(at: CGPoint(x: 6, y: 6), withAttributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .semibold),
                .foregroundColor: UIColor.black,
            ])
        }
        guard let cgImage = image.cgImage else { throw CancellationError() }
        return cgImage
    }
}
