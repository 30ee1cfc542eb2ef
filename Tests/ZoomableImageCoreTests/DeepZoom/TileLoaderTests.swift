import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The loading pipeline against a real HTTP server on loopback (python3), serving the libvips
/// fixture: a 700 × 300 px image as a Deep Zoom pyramid and as an IIIF level-0 tile set. Each
/// test starts its own server on a free port and stops it. Retries wait through a recording
/// sleep, so nothing here waits on a clock.
///
/// At full resolution the whole image is level 0's 3 × 2 tiles. Their cells' centres are x 128,
/// 384, 606 (the last clipped at 700) and y 128, 278 (clipped at 300); from the image's centre
/// (350, 150) the squared distances give the load order (1,0) 1 640, (1,1) 17 540, (0,0) 49 768,
/// (0,1) 65 668, (2,0) 66 020, (2,1) 81 920.
@MainActor
@Suite struct TileLoaderTests {
    static let wholeImage = CGRect(x: 0, y: 0, width: 700, height: 300)
    static let fullResolution = TileViewport(visibleRect: wholeImage, devicePixelsPerStoredPixel: 1)
    static let loadOrder = [(1, 0), (1, 1), (0, 0), (0, 1), (2, 0), (2, 1)].map { TileID(level: 0, column: $0.0, row: $0.1) }

    /// Decodes by reading the JPEG's frame header, and fails unless the tile has the pixel size
    /// the pyramid gives it: every tile loaded is checked against the contract.
    static func decode(_ pyramid: TilePyramid?) -> TileLoader<Data>.Decode {
        { tile, data in
            let size = try #require(JPEGDimensions.of(data), "\(tile) is no JPEG")
            if let expected = pyramid?.pixelRect(of: tile).size {
                #expect(CGSize(width: size.width, height: size.height) == expected, "\(tile)")
            }
            return (data, size.width * size.height * 4)
        }
    }

    /// A loader whose decode checks each tile against `pyramid` (`nil`: no check).
    static func loader(_ pyramid: TilePyramid?, limit: Int, budget: Int = 64 << 20, recorder: LoadRecorder,
                       log: ChangeLog) -> TileLoader<Data> {
        TileLoader(configuration: TileCacheConfiguration(byteBudget: budget, maximumConcurrentLoads: limit),
                   sleep: recorder.sleep, decode: decode(pyramid), onChange: log.record)
    }

    static func data(from url: URL) async throws -> Data {
        try await URLSession(configuration: .ephemeral).data(from: url).0
    }

    @Test func deepZoomTilesLoadOverHTTPInPlanOrderWithinTheLimit() async throws {
        let server = try await LoopbackServer.staticFiles(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: await Self.data(from: server.baseURL.appendingPathComponent("gradient.dzi")))
        let tilesURL = DeepZoomDescriptor.tilesFolderURL(forDescriptorURL: server.baseURL.appendingPathComponent("gradient.dzi"))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let loader = Self.loader(descriptor.pyramid, limit: 2, recorder: recorder, log: log)
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: recorder.httpFetch(base: tilesURL) { descriptor.tilePath(for: $0) })
        loader.update(Self.fullResolution)
        await loader.waitUntilIdle()

        // Loads start strictly in plan order, so with any timing the fetches begin in that order.
        #expect(await recorder.fetched == Self.loadOrder)
        #expect(await recorder.maximumInFlight <= 2)
        #expect(Set(loader.tiles.keys) == Set(Self.loadOrder) && Set(log.shown) == Set(Self.loadOrder))
        #expect(log.failed.isEmpty && log.evicted.isEmpty)
        // (257 + 258 + 189) × (257 + 45) px × 4 B, overlap included.
        #expect(loader.cache.residentBytes == 704 * 302 * 4)
    }

    @Test func iiifTilesLoadForTheLevelsTheServerLists() async throws {
        let server = try await LoopbackServer.staticFiles(DeepZoomFixture.folder)
        defer { server.stop() }
        let base = server.baseURL.appendingPathComponent("iiif")
        let info = try IIIFImageInfo(json: await Self.data(from: base.appendingPathComponent("info.json")))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let loader = Self.loader(info.pyramid, limit: 3, recorder: recorder, log: log)
        loader.newImage(info.pyramid, baseLevel: 2, availableLevels: TilePlanner.levelSet(info.levels),
                        fetch: recorder.httpFetch(base: base) { info.tilePath(for: $0) })
        // 0.25 device pixels per stored pixel: level 2, the base's own: nothing to fetch.
        loader.update(TileViewport(visibleRect: Self.wholeImage, devicePixelsPerStoredPixel: 0.25))
        await loader.waitUntilIdle()
        #expect(await recorder.fetched.isEmpty)
        // 0.5: level 1, two tiles of 512 stored px (IIIF scale factor 2).
        let overview = [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)]
        loader.update(TileViewport(visibleRect: Self.wholeImage, devicePixelsPerStoredPixel: 0.5))
        await loader.waitUntilIdle()
        #expect(await recorder.fetched == overview)
        // Full resolution: level 0's six; once they are all there, level 1 steps aside.
        loader.update(Self.fullResolution)
        await loader.waitUntilIdle()
        #expect(Set(await recorder.fetched.dropFirst(2)) == Set(Self.loadOrder))
        #expect(Set(log.hidden) == Set(overview))
        #expect(loader.cache.shown == Set(Self.loadOrder) && log.failed.isEmpty)
    }

    @Test func transientFailuresAreRetriedWithBackoff() async throws {
        let server = try await LoopbackServer.withFailures(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let loader = Self.loader(descriptor.pyramid, limit: 2, recorder: recorder, log: log)
        // Every tile answers 503 twice before it is served.
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: recorder.httpFetch(base: server.baseURL) {
            "flaky/2/gradient_files/" + descriptor.tilePath(for: $0)
        })
        loader.update(Self.fullResolution)
        await loader.waitUntilIdle()
        #expect(Set(loader.tiles.keys) == Set(Self.loadOrder) && log.failed.isEmpty)
        // Three requests per tile, and waits of 0.5 s then 1 s for each.
        let fetched = await recorder.fetched
        #expect(fetched.count == 18 && Set(fetched) == Set(Self.loadOrder))
        let sleeps = await recorder.sleeps
        #expect(sleeps.filter { $0 == 0.5 }.count == 6 && sleeps.filter { $0 == 1 }.count == 6 && sleeps.count == 12)
    }

    @Test func aTileThatKeepsFailingIsReportedOnceAndTheOthersLoad() async throws {
        let server = try await LoopbackServer.withFailures(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let loader = Self.loader(descriptor.pyramid, limit: 1, recorder: recorder, log: log)
        let busy = TileID(level: 0, column: 0, row: 0)       // 503 for ever
        let missing = TileID(level: 0, column: 2, row: 1)    // 404
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: recorder.httpFetch(base: server.baseURL) { tile in
            let prefix = tile == busy ? "status/503/" : tile == missing ? "status/404/" : ""
            return prefix + "gradient_files/" + descriptor.tilePath(for: tile)
        })
        loader.update(Self.fullResolution)
        await loader.waitUntilIdle()
        #expect(log.failed.sorted { $0.column < $1.column } == [busy, missing])
        #expect(Set(loader.tiles.keys) == Set(Self.loadOrder).subtracting([busy, missing]))
        // The 503 was tried four times (waits 0.5, 1, 2 s), the 404 once; one load at a time, so
        // the waits are in order.
        let fetched = await recorder.fetched
        #expect(fetched.filter { $0 == busy }.count == 4 && fetched.filter { $0 == missing }.count == 1)
        #expect(await recorder.sleeps == [0.5, 1, 2])
        // Planning again asks for neither.
        loader.update(TileViewport(visibleRect: Self.wholeImage, devicePixelsPerStoredPixel: 0.5))
        loader.update(Self.fullResolution)
        await loader.waitUntilIdle()
        #expect(log.failed.count == 2 && !loader.cache.isLoading(busy) && !loader.cache.isLoading(missing))
    }

    @Test func tilesLeavingThePlanAreCancelledBeforeTheyAreFetched() async throws {
        let server = try await LoopbackServer.staticFiles(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let loader = Self.loader(descriptor.pyramid, limit: 1, recorder: recorder, log: log)
        let tilesURL = server.baseURL.appendingPathComponent("gradient_files")
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: recorder.httpFetch(base: tilesURL) { descriptor.tilePath(for: $0) })
        // Level 0's first load starts; before it runs, the view zooms out to level 1.
        loader.update(Self.fullResolution)
        loader.update(TileViewport(visibleRect: Self.wholeImage, devicePixelsPerStoredPixel: 0.5))
        await loader.waitUntilIdle()
        let overview = [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)]
        #expect(await recorder.fetched == overview)
        #expect(Set(loader.tiles.keys) == Set(overview) && Set(log.shown) == Set(overview))
    }

    @Test func aLoadThatFinishesForAnOlderImageIsDropped() async throws {
        let server = try await LoopbackServer.staticFiles(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        let info = try IIIFImageInfo(json: Data(contentsOf: DeepZoomFixture.iiif.appendingPathComponent("info.json")))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let gate = Gate()
        // Tiles of two pyramids of different overlap pass through one decode: no size check.
        let loader = Self.loader(nil, limit: 1, recorder: recorder, log: log)
        // The Deep Zoom image's fetch gets its bytes, then waits at the gate: it finishes late.
        let deepZoomFetch = recorder.httpFetch(base: server.baseURL.appendingPathComponent("gradient_files")) {
            descriptor.tilePath(for: $0)
        }
        loader.newImage(descriptor.pyramid, baseLevel: 2) { tile in
            let data = try await deepZoomFetch(tile)
            await gate.pass()
            return data
        }
        loader.update(Self.fullResolution)
        await gate.waitForArrivals(1)
        // A new image while the old one's first tile is held.
        loader.newImage(info.pyramid, baseLevel: 2, availableLevels: TilePlanner.levelSet(info.levels),
                        fetch: recorder.httpFetch(base: server.baseURL.appendingPathComponent("iiif")) { info.tilePath(for: $0) })
        loader.update(Self.fullResolution)
        await gate.open()
        await loader.waitUntilIdle()
        // The held tile, (1,0), arrived after the new image's: the new image's bytes stay.
        let iiifBytes = try Data(contentsOf: DeepZoomFixture.iiif.appendingPathComponent(
            try #require(info.tilePath(for: Self.loadOrder[0]))))
        #expect(loader.tiles[Self.loadOrder[0]] == iiifBytes)
        #expect(Set(loader.tiles.keys) == Set(Self.loadOrder))
        #expect(log.shown.count == 6 && log.failed.isEmpty)
    }

    @Test func theBudgetChoosesACoarserLevelWhenTheVisibleTilesWouldNotFit() async throws {
        let server = try await LoopbackServer.staticFiles(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        // Base (level 2, 175 × 75 × 4 = 52 500 B) plus 400 000 B for tiles: level 0's six
        // (850 432 B) do not fit, level 1's two (257 × 150 + 95 × 150) × 4 = 211 200 B do.
        let budget = 52_500 + 400_000
        let loader = Self.loader(descriptor.pyramid, limit: 4, budget: budget, recorder: recorder, log: log)
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: recorder.httpFetch(
            base: server.baseURL.appendingPathComponent("gradient_files")) { descriptor.tilePath(for: $0) })
        loader.update(Self.fullResolution)
        await loader.waitUntilIdle()
        #expect(loader.cache.range.level == 1)
        #expect(Set(await recorder.fetched) == [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)])
        #expect(loader.cache.totalResidentBytes == 52_500 + 211_200 && loader.cache.totalResidentBytes <= budget)
    }

    @Test func aMemoryWarningDropsEverythingButTheVisibleTiles() async throws {
        let server = try await LoopbackServer.staticFiles(DeepZoomFixture.folder)
        defer { server.stop() }
        let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
        let recorder = LoadRecorder()
        let log = ChangeLog()
        let loader = Self.loader(descriptor.pyramid, limit: 4, recorder: recorder, log: log)
        loader.newImage(descriptor.pyramid, baseLevel: 2, fetch: recorder.httpFetch(
            base: server.baseURL.appendingPathComponent("gradient_files")) { descriptor.tilePath(for: $0) })
        // The left half at full resolution: visible columns 0 and 1 (stored 0 … 350 spans
        // cells 0 … 256 and 256 … 512), margin column 2.
        loader.update(TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 350, height: 300), devicePixelsPerStoredPixel: 1))
        await loader.waitUntilIdle()
        #expect(loader.tiles.count == 6)
        loader.memoryWarning()
        let margin: Set = [TileID(level: 0, column: 2, row: 0), TileID(level: 0, column: 2, row: 1)]
        #expect(Set(log.evicted) == margin && Set(loader.tiles.keys) == Set(Self.loadOrder).subtracting(margin))
    }
}
