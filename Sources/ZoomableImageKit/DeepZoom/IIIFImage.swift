#if canImport(UIKit)
import CoreGraphics
import Foundation
@_spi(Internals) import ZoomableImageCore

/// An image served by an IIIF Image API 3 (or 2) service, a level-0 one of static files
/// included: read from its `info.json`, its tiles requested as the API's implementation notes
/// spell them (``IIIFImageInfo/tilePath(for:)``).
///
/// ```swift
/// let info = URL(string: "https://iiif.example.org/image/manuscript-12/info.json")!
/// try await imageView.loadTiledImage(IIIFImage(infoURL: info))
/// ```
///
/// Only the levels the service lists (its `scaleFactors`) are asked for: the view plans with the
/// coarsest listed level that is fine enough, and makes its base copy from a listed level too.
/// Tiles are requested from the service's `id`, or — without one — from the folder of the
/// `info.json`. The document is fetched once (and again if that failed); copies of an
/// `IIIFImage` share it.
public struct IIIFImage: TileSource {
    /// The `info.json` document's URL.
    public let infoURL: URL
    /// The document once read.
    let info = DescriptorCache<IIIFImageInfo>()

    /// An IIIF image whose `info.json` is at `infoURL`.
    ///
    /// - Parameter infoURL: the image information document's URL.
    public init(infoURL: URL) {
        self.infoURL = infoURL
    }

    /// Fetches and reads the `info.json`.
    ///
    /// - Throws: a `URLError` (a timeout included), an HTTP status other than 200, a response
    ///   that is not JSON or is larger than 4 MiB, or ``TileDescriptorError``.
    public func loadPyramid() async throws -> TilePyramid {
        try await loadInfo().pyramid
    }

    /// Fetches and decodes one tile.
    ///
    /// - Parameter tile: a tile of a level the service lists; another level's throws.
    public func image(for tile: TileID) async throws -> CGImage {
        let info = try await loadInfo()
        let path = try info.tilePath(for: tile).orThrow(TileFetchError.noSuchTile(tile))
        let url = info.serviceURL(forInfoURL: infoURL).appendingPathComponent(path)
        let data = try await RemoteTiles.data(from: url, limits: .tile(tile, of: info.pyramid))
        return try RemoteTiles.image(from: data, maximumSide: info.pyramid.maximumTilePixelSide)
    }

    /// The levels the service lists, one bit each.
    func availableLevels() async throws -> UInt64 {
        TilePlanner.levelSet(try await loadInfo().levels)
    }

    private func loadInfo() async throws -> IIIFImageInfo {
        let url = infoURL
        return try await info.value { try IIIFImageInfo(json: await RemoteTiles.data(from: url, limits: .iiifInfo)) }
    }
}
#endif
