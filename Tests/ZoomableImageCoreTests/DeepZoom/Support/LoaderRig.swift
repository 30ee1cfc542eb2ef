import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A loader under test with everything around it: the tile machine it works for (a view keeps
/// it in its interaction; here the rig does), a loopback server over the fixture, the recorder of
/// its fetches and waits, and the log of what it told the view.
@MainActor
final class LoaderRig {
    /// Fetches a tile's encoded bytes.
    typealias Fetch = @Sendable (TileID) async throws -> Data
    /// Decodes fetched bytes into a tile and its decoded size.
    typealias Decode = @Sendable (TileID, Data) async throws -> (tile: Data, bytes: Int)

    let server: LoopbackServer
    let recorder = LoadRecorder()
    let log = ChangeLog()
    /// The decisions: plan, residency, budget.
    private(set) var cache: TileCacheStateMachine
    private(set) var loader: TileLoader<Data>!
    /// The fixture's Deep Zoom descriptor, read from disk.
    let deepZoom: DeepZoomDescriptor
    private let decode: Decode
    /// The current image's fetch.
    private var fetch: Fetch = { throw TileFetchError.noSuchTile($0) }

    /// Starts `server` and a loader whose decode checks every tile's JPEG size against
    /// `pyramid` (none when `nil`: tiles of two pyramids pass through it).
    init(_ server: LoopbackServer, checking pyramid: TilePyramid?, limit: Int, budget: Int = 64 << 20,
         retryPolicy: TileRetryPolicy = TileRetryPolicy()) throws {
        self.server = server
        deepZoom = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        cache = TileCacheStateMachine(configuration: TileCacheConfiguration(byteBudget: budget, maximumConcurrentLoads: limit))
        decode = Self.decode(pyramid)
        loader = TileLoader(retryPolicy: retryPolicy, sleep: recorder.sleep) { [unowned self] tile, generation, bytes in
            perform(bytes.map { TileCacheAction(cache.tileLoaded(tile, generation: generation, bytes: $0)) }
                ?? TileCacheAction(cache.tileFailed(tile, generation: generation)))
            return cache.isResident(tile)
        }
    }

    /// Reads the JPEG's frame header, and expects the tile's pixel size from the pyramid.
    static func decode(_ pyramid: TilePyramid?) -> Decode {
        { tile, data in
            let size = try #require(JPEGDimensions.of(data), "\(tile) is no JPEG")
            if let expected = pyramid?.pixelRect(of: tile).size {
                #expect(CGSize(width: size.width, height: size.height) == expected, "\(tile)")
            }
            return (data, size.width * size.height * 4)
        }
    }

    /// A fetch of each tile from the server at `path(tile)`.
    func fetch(_ path: @escaping @Sendable (TileID) -> String?) -> Fetch {
        recorder.httpFetch(base: server.baseURL, path: path)
    }

    /// Shows a new image: its pyramid, the level of its base copy, its levels, its fetch.
    func newImage(_ pyramid: TilePyramid, baseLevel: Int, availableLevels: UInt64 = .max, fetch: @escaping Fetch) {
        self.fetch = fetch
        perform(TileCacheAction(cache.newImage(pyramid, baseLevel: baseLevel, availableLevels: availableLevels)))
    }

    /// Plans for what the screen shows, at rest by default (the visible tiles, then the ring).
    func update(_ viewport: TileViewport, motion: TileMotion = .resting) {
        perform(TileCacheAction(cache.plan(viewport, motion: motion)))
    }

    /// The system is short of memory.
    func memoryWarning() {
        perform(TileCacheAction(cache.memoryWarning()))
    }

    /// Hands an action to the loader (with the current image's fetch and decode) and logs it.
    private func perform(_ action: TileCacheAction) {
        let (fetch, decode) = (self.fetch, self.decode)
        loader.perform(action, generation: cache.generation) { tile in try await decode(tile, try await fetch(tile)) }
        log.record(action)
    }

    /// Shows the fixture's Deep Zoom image (base level 2), its tiles at
    /// `route` + `gradient_files/` + their path.
    func showDeepZoom(route: @escaping @Sendable (TileID) -> String = { _ in "" }) {
        let descriptor = deepZoom
        newImage(descriptor.pyramid, baseLevel: 2, fetch: fetch { route($0) + "gradient_files/" + descriptor.tilePath(for: $0) })
    }

    /// Plans for `viewport` and waits for every load to end.
    func show(_ viewport: TileViewport) async {
        update(viewport)
        await loader.waitUntilIdle()
    }

    func stop() { server.stop() }
}
