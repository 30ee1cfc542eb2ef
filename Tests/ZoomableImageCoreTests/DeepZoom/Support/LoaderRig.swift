import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A loader under test with everything around it: a loopback server over the fixture, the
/// recorder of its fetches and waits, and the log of what it told the view.
@MainActor
final class LoaderRig {
    let server: LoopbackServer
    let recorder = LoadRecorder()
    let log = ChangeLog()
    let loader: TileLoader<Data>
    /// The fixture's Deep Zoom descriptor, read from disk.
    let deepZoom: DeepZoomDescriptor

    /// Starts `server` and a loader whose decode checks every tile's JPEG size against
    /// `pyramid` (none when `nil`: tiles of two pyramids pass through it).
    init(_ server: LoopbackServer, checking pyramid: TilePyramid?, limit: Int, budget: Int = 64 << 20) throws {
        self.server = server
        deepZoom = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        loader = TileLoader(configuration: TileCacheConfiguration(byteBudget: budget, maximumConcurrentLoads: limit),
                            sleep: recorder.sleep, decode: Self.decode(pyramid), onChange: log.record)
    }

    /// Reads the JPEG's frame header, and expects the tile's pixel size from the pyramid.
    static func decode(_ pyramid: TilePyramid?) -> TileLoader<Data>.Decode {
        { tile, data in
            let size = try #require(JPEGDimensions.of(data), "\(tile) is no JPEG")
            if let expected = pyramid?.pixelRect(of: tile).size {
                #expect(CGSize(width: size.width, height: size.height) == expected, "\(tile)")
            }
            return (data, size.width * size.height * 4)
        }
    }

    /// A fetch of each tile from the server at `path(tile)`.
    func fetch(_ path: @escaping @Sendable (TileID) -> String?) -> TileLoader<Data>.Fetch {
        recorder.httpFetch(base: server.baseURL, path: path)
    }

    /// Shows the fixture's Deep Zoom image (base level 2), its tiles at
    /// `route` + `gradient_files/` + their path.
    func showDeepZoom(route: @escaping @Sendable (TileID) -> String = { _ in "" }) {
        let descriptor = deepZoom
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: fetch { route($0) + "gradient_files/" + descriptor.tilePath(for: $0) })
    }

    /// Plans for `viewport` and waits for every load to end.
    func show(_ viewport: TileViewport) async {
        loader.update(viewport)
        await loader.waitUntilIdle()
    }

    func stop() { server.stop() }
}
