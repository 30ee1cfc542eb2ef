import UIKit

/// The demo's pictures, generated at run time (no binary assets in the repository) and kept
/// once made.
///
/// A screen that needs its picture at once asks for it with ``image(_:)`` (rendered on the
/// spot, while the screen is pushed). The photo browser never renders on the main thread: it
/// starts its photos off the main thread when it opens (``renderAhead(_:)``) and gives a page
/// its photo when ``renderedOffMain(_:)`` delivers it, so a swipe never waits for a 4000 × 3000
/// drawing.
///
/// ```swift
/// imageView.image = DemoImages.image(.portraitRight)   // 900 × 1200 px as seen, stored landscape
/// ```
@MainActor
enum DemoImages {
    private static var cache: [GridImageSpec: UIImage] = [:]
    private static var renders: [GridImageSpec: Task<UIImage, Never>] = [:]

    /// The photos of the browser: landscape, portrait, square and a camera-portrait buffer.
    static let browserPhotos: [GridImageSpec] = [
        .large,
        GridImageSpec(storedPixelWidth: 1600, storedPixelHeight: 2400, hue: 0.9, title: "1600 × 2400"),
        GridImageSpec(storedPixelWidth: 2000, storedPixelHeight: 2000, hue: 0.15, title: "2000 × 2000"),
        .portraitRight,
    ]

    /// The image for `spec`, rendered now on the main thread if it has not been yet.
    ///
    /// - Parameter spec: what to draw.
    /// - Returns: an image of `spec.storedPixelWidth` × `spec.storedPixelHeight` stored pixels
    ///   with the spec's scale and orientation, and an accessibility label naming its size.
    static func image(_ spec: GridImageSpec) -> UIImage {
        cache[spec] ?? keep(render(spec), for: spec)
    }

    /// The image for `spec` if it has been rendered already, else `nil`.
    static func renderedImage(_ spec: GridImageSpec) -> UIImage? {
        cache[spec]
    }

    /// The image for `spec`, rendered off the main thread (once, however many callers wait).
    static func renderedOffMain(_ spec: GridImageSpec) async -> UIImage {
        if let image = cache[spec] { return image }
        let render = renders[spec] ?? Task.detached(priority: .userInitiated) { Self.render(spec) }
        renders[spec] = render
        let image = await render.value
        renders[spec] = nil
        return keep(image, for: spec)
    }

    /// The image for `spec`, rendered off the main thread and not kept: the caller holds the only
    /// copy (the inline pager's pages, which release theirs as they leave the window).
    static func uncachedImage(_ spec: GridImageSpec) async -> UIImage {
        await Task.detached(priority: .userInitiated) { Self.render(spec) }.value
    }

    /// Starts rendering the images not rendered yet, off the main thread.
    static func renderAhead(_ specs: [GridImageSpec]) {
        for spec in specs where cache[spec] == nil && renders[spec] == nil {
            Task { _ = await renderedOffMain(spec) }
        }
    }

    /// Keeps the first image made for `spec` (two renders may race) and names it for VoiceOver.
    private static func keep(_ image: UIImage, for spec: GridImageSpec) -> UIImage {
        if let kept = cache[spec] { return kept }
        let oriented = spec.orientedPixelSize
        image.accessibilityLabel = "Pixel grid, \(Int(oriented.width)) by \(Int(oriented.height)) pixels"
        cache[spec] = image
        return image
    }

    /// Draws the grid into an sRGB bitmap of exactly the stored pixel size (scale 1, standard
    /// range: 4 bytes per pixel on every device), then wraps the buffer with the spec's scale and
    /// orientation. Runs on any thread: UIKit drawing into an image renderer's context is
    /// thread-safe.
    nonisolated private static func render(_ spec: GridImageSpec) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        format.preferredRange = .standard
        let size = CGSize(width: spec.storedPixelWidth, height: spec.storedPixelHeight)
        let drawn = UIGraphicsImageRenderer(size: size, format: format).image { context in
            GridPainter(spec: spec).paint(in: context.cgContext)
        }
        return drawn.cgImage.map { UIImage(cgImage: $0, scale: spec.scale, orientation: spec.orientation) } ?? drawn
    }
}
