#if canImport(UIKit)
import CoreGraphics
import Foundation
@_spi(Internals) import ZoomableImageCore

/// A Deep Zoom image: a `.dzi` descriptor and its folder of tiles, on a server or in the app's
/// bundle — what OpenSeadragon shows, and what `vips dzsave` writes.
///
/// ```swift
/// let url = URL(string: "https://example.org/maps/city.dzi")!
/// try await imageView.loadTiledImage(DeepZoomImage(url: url))
/// ```
///
/// The tiles are read next to the descriptor, in the folder named after it (`city_files/` for
/// `city.dzi`), as `{level}/{column}_{row}.{format}` with levels counted from the 1 × 1 px one
/// at the top (``DeepZoomDescriptor/tilePath(for:)``). The descriptor is fetched once, when the
/// pyramid is loaded (and again if that failed); copies of a `DeepZoomImage` share it.
public struct DeepZoomImage: TileSource {
    /// The `.dzi` descriptor's URL: `https:`, `http:` or `file:` (a pyramid in the app's bundle).
    public let url: URL
    /// The descriptor once read.
    let descriptor = DescriptorCache<DeepZoomDescriptor>()

    /// A Deep Zoom image whose descriptor is at `url`.
    ///
    /// - Parameter url: the `.dzi` file's URL.
    public init(url: URL) {
        self.url = url
    }

    /// Fetches and reads the descriptor.
    ///
    /// - Throws: a `URLError` (a timeout included), an HTTP status other than 200, a response
    ///   that is not XML or is larger than 4 MiB, or ``TileDescriptorError``.
    public func loadPyramid() async throws -> TilePyramid {
        try await loadDescriptor().pyramid
    }

    /// Fetches and decodes one tile (JPEG, PNG — any format ImageIO reads).
    ///
    /// - Parameter tile: a tile of the pyramid.
    public func image(for tile: TileID) async throws -> CGImage {
        let descriptor = try await loadDescriptor()
        let folder = DeepZoomDescriptor.tilesFolderURL(forDescriptorURL: url)
        let data = try await RemoteTiles.data(from: folder.appendingPathComponent(descriptor.tilePath(for: tile)),
                                              limits: .tile(tile, of: descriptor.pyramid))
        return try RemoteTiles.image(from: data, maximumSide: descriptor.pyramid.maximumTilePixelSide)
    }

    private func loadDescriptor() async throws -> DeepZoomDescriptor {
        let url = self.url
        return try await descriptor.value {
            try DeepZoomDescriptor(xml: await RemoteTiles.data(from: url, limits: .deepZoomDescriptor))
        }
    }
}
#endif
