#if canImport(UIKit)
import CoreGraphics
import Foundation

/// Where a deep-zoom image's tiles come from: its pyramid, and the image of any tile of it.
///
/// ``ZoomableImageView/loadTiledImage(_:)`` asks for the pyramid once, stitches a screen-sized
/// base copy from the tiles of the level it needs, then asks for the tiles the zoom needs as the
/// view moves — a few at a time, nearest the centre of the screen first, cancelling (with task
/// cancellation) the ones that leave the screen before they arrive, and retrying transient
/// errors (a timed-out or lost connection, HTTP 408, 429 and 5xx) with backoff. Tiles are held
/// under a byte budget of 128 MiB, base copy included.
///
/// ``DeepZoomImage`` reads a Deep Zoom (`.dzi`) pyramid and ``IIIFImage`` an IIIF Image API
/// service; conform your own type to draw tiles on demand or to read another format:
///
/// ```swift
/// struct Checkerboard: TileSource {
///     func loadPyramid() async throws -> TilePyramid {
///         TilePyramid(storedPixelSize: CGSize(width: 100_000, height: 100_000))
///     }
///     func image(for tile: TileID) async throws -> CGImage {
///         try draw(tile)         // 256 × 256 px, or less at the right and bottom edges
///     }
/// }
/// try await imageView.loadTiledImage(Checkerboard())
/// ```
///
/// A tile's image must be its ``TilePyramid/pixelRect(of:)``'s size, in the pyramid's stored
/// orientation (tiled images are shown upright), and already decoded — drawn into a bitmap
/// context, or read with `kCGImageSourceShouldCacheImmediately` — or Core Animation decodes it on
/// the main thread when it first draws the tile. Both methods are called off the main actor,
/// several at once; a task cancelled while loading a tile may throw `CancellationError`.
public protocol TileSource: Sendable {
    /// The image's levels and tiles. A remote source fetches its descriptor here.
    ///
    /// - Returns: the pyramid; its level 0 is the full-resolution image.
    /// - Throws: what reading it failed with; ``ZoomableImageView/loadTiledImage(_:)`` throws it.
    func loadPyramid() async throws -> TilePyramid

    /// One tile's image.
    ///
    /// - Parameter tile: a tile of the pyramid.
    /// - Returns: the image, ``TilePyramid/pixelRect(of:)``'s size (overlap included).
    /// - Throws: what loading it failed with: a `URLError` of a lost or timed-out connection is
    ///   tried again; anything else leaves the coarser level in the tile's place.
    func image(for tile: TileID) async throws -> CGImage
}
#endif
