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
    /// The fixture's Deep Zoom pyramid: 700 × 300 px, 256 px tiles, 1 px overlap.
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)

    static func atScale(_ devicePixelsPerStoredPixel: CGFloat) -> TileViewport {
        TileViewport(visibleRect: wholeImage, devicePixelsPerStoredPixel: devicePixelsPerStoredPixel)
    }

    static func data(from url: URL) async throws -> Data {
        try await URLSession(configuration: .ephemeral).data(from: url).0
    }

    @Test func deepZoomTilesLoadOverHTTPInPlanOrderWithinTheLimit() async throws {
        let rig = try LoaderRig(await .staticFiles(DeepZoomFixture.folder), checking: Self.pyramid, limit: 2)
        defer { rig.stop() }
        // The descriptor over HTTP too, and the tiles from the folder named after it.
        let dzi = rig.server.baseURL.appendingPathComponent("gradient.dzi")
        let descriptor = try DeepZoomDescriptor(xml: await Self.data(from: dzi))
        #expect(descriptor.pyramid == Self.pyramid)
        let folder = DeepZoomDescriptor.tilesFolderURL(forDescriptorURL: dzi)
        rig.newImage(descriptor.pyramid, baseLevel: 2, fetch: rig.recorder.httpFetch(base: folder) {
            descriptor.tilePath(for: $0)
        })
        await rig.show(Self.fullResolution)
        // Loads start strictly in plan order, so with any timing the fetches begin in that order.
        #expect(await rig.recorder.fetched == Self.loadOrder)
        #expect(await rig.recorder.maximumInFlight <= 2)
        #expect(Set(rig.loader.tiles.keys) == Set(Self.loadOrder) && Set(rig.log.shown) == Set(Self.loadOrder))
        #expect(rig.log.failed.isEmpty && rig.log.evicted.isEmpty)
        // The decode checked every JPEG against its tile's rect: (257 + 258 + 189) × (257 + 45)
        // px × 4 B, overlap included.
        #expect(rig.cache.residentBytes == 704 * 302 * 4)
    }

    @Test func iiifTilesLoadForTheLevelsTheServerLists() async throws {
        let rig = try LoaderRig(await .staticFiles(DeepZoomFixture.folder), checking: nil, limit: 3)
        defer { rig.stop() }
        let info = try IIIFImageInfo(json: await Self.data(from: rig.server.baseURL.appendingPathComponent("iiif/info.json")))
        rig.newImage(info.pyramid, baseLevel: 2, availableLevels: TilePlanner.levelSet(info.levels),
                            fetch: rig.fetch { info.tilePath(for: $0).map { "iiif/" + $0 } })
        // 0.25 device pixels per stored pixel: level 2, the base's own: nothing to fetch.
        await rig.show(Self.atScale(0.25))
        #expect(await rig.recorder.fetched.isEmpty)
        // 0.5: level 1, two tiles of 512 stored px (IIIF scale factor 2).
        let overview = [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)]
        await rig.show(Self.atScale(0.5))
        #expect(await rig.recorder.fetched == overview)
        // Full resolution: level 0's six; once they are all there, level 1 steps aside.
        await rig.show(Self.fullResolution)
        #expect(Set(await rig.recorder.fetched.dropFirst(2)) == Set(Self.loadOrder))
        #expect(Set(rig.log.hidden) == Set(overview))
        #expect(rig.cache.shown == Set(Self.loadOrder) && rig.log.failed.isEmpty)
        for (tile, data) in rig.loader.tiles where tile.level == 0 {
            let size = try #require(JPEGDimensions.of(data))
            #expect(CGSize(width: size.width, height: size.height) == info.pyramid.pixelRect(of: tile).size)
        }
    }

    @Test func transientFailuresAreRetriedWithBackoff() async throws {
        let rig = try LoaderRig(await .withFailures(DeepZoomFixture.folder), checking: Self.pyramid, limit: 2)
        defer { rig.stop() }
        // Every tile answers 503 twice before it is served.
        rig.showDeepZoom { _ in "flaky/2/" }
        await rig.show(Self.fullResolution)
        #expect(Set(rig.loader.tiles.keys) == Set(Self.loadOrder) && rig.log.failed.isEmpty)
        // Three requests per tile, and waits of 0.5 s then 1 s for each.
        let fetched = await rig.recorder.fetched
        #expect(fetched.count == 18 && Set(fetched) == Set(Self.loadOrder))
        let sleeps = await rig.recorder.sleeps
        #expect(sleeps.filter { $0 == 0.5 }.count == 6 && sleeps.filter { $0 == 1 }.count == 6 && sleeps.count == 12)
    }

    @Test func aTileThatKeepsFailingIsReportedOnceAndTheOthersLoad() async throws {
        let rig = try LoaderRig(await .withFailures(DeepZoomFixture.folder), checking: Self.pyramid, limit: 1)
        defer { rig.stop() }
        let busy = TileID(level: 0, column: 0, row: 0)       // 503 for ever
        let missing = TileID(level: 0, column: 2, row: 1)    // 404
        rig.showDeepZoom { $0 == busy ? "status/503/" : $0 == missing ? "status/404/" : "" }
        await rig.show(Self.fullResolution)
        #expect(rig.log.failed.sorted { $0.column < $1.column } == [busy, missing])
        #expect(Set(rig.loader.tiles.keys) == Set(Self.loadOrder).subtracting([busy, missing]))
        // The 503 was tried four times (waits 0.5, 1, 2 s), the 404 once; one load at a time, so
        // the waits are in order.
        let fetched = await rig.recorder.fetched
        #expect(fetched.filter { $0 == busy }.count == 4 && fetched.filter { $0 == missing }.count == 1)
        #expect(await rig.recorder.sleeps == [0.5, 1, 2])
        // Planning again asks for neither.
        rig.update(Self.atScale(0.5))
        await rig.show(Self.fullResolution)
        #expect(rig.log.failed.count == 2 && !rig.cache.isLoading(busy) && !rig.cache.isLoading(missing))
    }

    @Test func tilesLeavingThePlanAreCancelledBeforeTheyAreFetched() async throws {
        let rig = try LoaderRig(await .staticFiles(DeepZoomFixture.folder), checking: Self.pyramid, limit: 1)
        defer { rig.stop() }
        rig.showDeepZoom()
        // Level 0's first load starts; before it runs, the view zooms out to level 1.
        rig.update(Self.fullResolution)
        await rig.show(Self.atScale(0.5))
        let overview = [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)]
        #expect(await rig.recorder.fetched == overview)
        #expect(Set(rig.loader.tiles.keys) == Set(overview) && Set(rig.log.shown) == Set(overview))
    }

    @Test func aLoadThatFinishesForAnOlderImageIsDropped() async throws {
        // Tiles of two pyramids of different overlap pass through one decode: no size check.
        let rig = try LoaderRig(await .staticFiles(DeepZoomFixture.folder), checking: nil, limit: 1)
        defer { rig.stop() }
        let info = try IIIFImageInfo(json: Data(contentsOf: DeepZoomFixture.iiif.appendingPathComponent("info.json")))
        let gate = Gate()
        // The Deep Zoom image's fetch gets its bytes, then waits at the gate: it finishes late.
        let descriptor = rig.deepZoom
        let deepZoomFetch = rig.fetch { "gradient_files/" + descriptor.tilePath(for: $0) }
        rig.newImage(descriptor.pyramid, baseLevel: 2) { tile in
            let data = try await deepZoomFetch(tile)
            await gate.pass()
            return data
        }
        rig.update(Self.fullResolution)
        await gate.waitForArrivals(1)
        // A new image while the old one's first tile is held.
        rig.newImage(info.pyramid, baseLevel: 2, availableLevels: TilePlanner.levelSet(info.levels),
                            fetch: rig.fetch { info.tilePath(for: $0).map { "iiif/" + $0 } })
        rig.update(Self.fullResolution)
        await gate.open()
        await rig.loader.waitUntilIdle()
        // The held tile, (1,0), arrived after the new image's: the new image's bytes stay.
        let iiifBytes = try Data(contentsOf: DeepZoomFixture.iiif.appendingPathComponent(
            try #require(info.tilePath(for: Self.loadOrder[0]))))
        #expect(rig.loader.tiles[Self.loadOrder[0]] == iiifBytes)
        #expect(Set(rig.loader.tiles.keys) == Set(Self.loadOrder))
        #expect(rig.log.shown.count == 6 && rig.log.failed.isEmpty)
    }

    @Test func theBudgetChoosesACoarserLevelWhenTheVisibleTilesWouldNotFit() async throws {
        // Base (level 2, 175 × 75 × 4 = 52 500 B) plus 400 000 B for tiles: level 0's six
        // (850 432 B) do not fit, level 1's two (257 × 150 + 95 × 150) × 4 = 211 200 B do.
        let budget = 52_500 + 400_000
        let rig = try LoaderRig(await .staticFiles(DeepZoomFixture.folder), checking: Self.pyramid, limit: 4, budget: budget)
        defer { rig.stop() }
        rig.showDeepZoom()
        await rig.show(Self.fullResolution)
        #expect(rig.cache.range.level == 1)
        #expect(Set(await rig.recorder.fetched) == [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)])
        #expect(rig.cache.totalResidentBytes == 52_500 + 211_200 && rig.cache.totalResidentBytes <= budget)
    }

    @Test func aMemoryWarningDropsEverythingButTheVisibleTiles() async throws {
        let rig = try LoaderRig(await .staticFiles(DeepZoomFixture.folder), checking: Self.pyramid, limit: 4)
        defer { rig.stop() }
        rig.showDeepZoom()
        // The left half at full resolution: visible columns 0 and 1 (stored 0 … 350 spans
        // cells 0 … 256 and 256 … 512), margin column 2.
        await rig.show(TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 350, height: 300), devicePixelsPerStoredPixel: 1))
        #expect(rig.loader.tiles.count == 6)
        rig.memoryWarning()
        let margin: Set = [TileID(level: 0, column: 2, row: 0), TileID(level: 0, column: 2, row: 1)]
        #expect(Set(rig.log.evicted) == margin && Set(rig.loader.tiles.keys) == Set(Self.loadOrder).subtracting(margin))
    }
}
