import UIKit

/// The demo's pictures, generated at run time (no binary assets in the repository) and kept
/// once made.
///
/// ```swift
/// imageView.image = DemoImages.image(.portraitRight)   // 900 × 1200 px as seen, stored landscape
/// ```
@MainActor
enum DemoImages {
    private static var cache: [GridImageSpec: UIImage] = [:]

    /// The photos of the browser: landscape, portrait, square and a camera-portrait buffer.
    static let browserPhotos: [GridImageSpec] = [
        .large,
        GridImageSpec(storedPixelWidth: 1600, storedPixelHeight: 2400, hue: 0.9, title: "1600 × 2400"),
        GridImageSpec(storedPixelWidth: 2000, storedPixelHeight: 2000, hue: 0.15, title: "2000 × 2000"),
        .portraitRight,
    ]

    /// The image for `spec`, rendered on first use.
    ///
    /// - Parameter spec: what to draw.
    /// - Returns: an image of `spec.storedPixelWidth` × `spec.storedPixelHeight` stored pixels
    ///   with the spec's scale and orientation, and an accessibility label naming its size.
    static func image(_ spec: GridImageSpec) -> UIImage {
        if let image = cache[spec] { return image }
        let image = render(spec)
        cache[spec] = image
        return image
    }

    /// Draws the grid into an sRGB bitmap of exactly the stored pixel size (scale 1, standard
    /// range: 4 bytes per pixel on every device), then wraps the buffer with the spec's scale and
    /// orientation.
    private static func render(_ spec: GridImageSpec) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        format.preferredRange = .standard
        let size = CGSize(width: spec.storedPixelWidth, height: spec.storedPixelHeight)
        let drawn = UIGraphicsImageRenderer(size: size, format: format).image { context in
            GridPainter(spec: spec).paint(in: context.cgContext)
        }
        let image = drawn.cgImage.map { UIImage(cgImage: $0, scale: spec.scale, orientation: spec.orientation) } ?? drawn
        let oriented = spec.orientedPixelSize
        image.accessibilityLabel = "Pixel grid, \(Int(oriented.width)) by \(Int(oriented.height)) pixels"
        return image
    }
}
