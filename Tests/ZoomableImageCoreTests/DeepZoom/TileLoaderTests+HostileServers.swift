import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

extension TileLoaderTests {
    /// Level 0's six tiles from a server that misbehaves in six ways, fetched by a
    /// ``BoundedDownload`` within 1.5 s a response and 1 s of silence, two attempts each: each
    /// fails for good, and level 1's two tiles, loaded first, stay on screen over them.
    ///
    /// The retried ones (a timeout, a body cut short) end after two attempts: the drip at
    /// 2 × 1.5 s, the silence at 2 × 1 s; the others after one.
    @Test func tilesFromAHostileServerFailWithinTheTimeoutAndTheCoarserLevelStays() async throws {
        let rig = try LoaderRig(await .withFailures(DeepZoomFixture.folder), checking: nil, limit: 6,
                                retryPolicy: TileRetryPolicy(maximumAttempts: 2))
        let download = BoundedDownload(configuration: .ephemeral)
        defer {
            download.invalidate()
            rig.stop()
        }
        let descriptor = rig.deepZoom
        let routes = Dictionary(uniqueKeysWithValues: zip(Self.loadOrder, [
            "drip/50/", "truncate/100/", "type/text_html/", "loop/0/", "silent/", "endless/",
        ]))
        rig.newImage(descriptor.pyramid, baseLevel: 2, fetch: rig.recorder.boundedFetch(
            base: rig.server.baseURL, download: download, pyramid: descriptor.pyramid, timeout: 1.5, idleTimeout: 1
        ) { routes[$0, default: ""] + "gradient_files/" + descriptor.tilePath(for: $0) })
        let overview = [TileID(level: 1, column: 0, row: 0), TileID(level: 1, column: 1, row: 0)]
        await rig.show(Self.atScale(0.5))
        #expect(Set(rig.log.shown) == Set(overview))

        let start = Date()
        await rig.show(Self.fullResolution)
        let seconds = Date().timeIntervalSince(start)
        #expect(Set(rig.log.failed) == Set(Self.loadOrder) && rig.log.failed.count == 6)
        #expect(rig.cache.shown == Set(overview) && rig.log.hidden.isEmpty)
        #expect(Set(rig.loader.tiles.keys) == Set(overview))
        // Two attempts for the drip, the body cut short and the silence; one for the others.
        let fetched = await rig.recorder.fetched.dropFirst(2)
        #expect(fetched.count == 9)
        // All six run at once: the slowest, the drip, ends after two 1.5 s deadlines. The upper
        // bound only tells the deadlines from the drip's own end (2 × 167 s): the time includes
        // waits for the concurrency pool, which a busy two-core machine has made 11 s long.
        #expect(seconds >= 2.9 && seconds < 60, "took \(seconds) s")
    }
}
