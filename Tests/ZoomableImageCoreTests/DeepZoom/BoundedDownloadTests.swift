import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The download against a real misbehaving HTTP server on loopback (`Scripts/tile-test-server.py`)
/// serving the libvips fixture. Each test starts its own server and its own session, with limits
/// short enough to keep the suite fast: the whole response within 1.5 s, silence of at most 1 s
/// (the shortest request timeout Linux's FoundationNetworking keeps).
///
/// A fetch that is timed runs on a ``QueueExecutor``, not on the concurrency pool: on a two-core
/// machine running the whole suite, synchronous tests elsewhere have held both of the pool's
/// threads for 11 s, and a time taken there would measure them. The download's own callbacks
/// and deadlines run on serial queues of its own. (On a macOS before 15, without task executors,
/// the fetch is timed on the pool.)
///
/// The fixture's tile `10/0_0.jpg` is 3344 bytes; its descriptor `gradient.dzi` 203 bytes.
@Suite struct BoundedDownloadTests {
    static let tilePath = "gradient_files/10/0_0.jpg"
    static let tileBytes = 3344
    /// A tile's limits, shortened: 1.5 s for the response, 1 s of silence, 8000 bytes.
    static let tile = ResponseLimits(maximumBytes: 8000, contentKind: .image, timeout: 1.5, idleTimeout: 1)

    /// Starts the server and a download, runs `body` with them, and stops both.
    func withServer(_ body: (URL, BoundedDownload) async throws -> Void) async throws {
        let server = try await LoopbackServer.withFailures(DeepZoomFixture.folder)
        let download = BoundedDownload(configuration: .ephemeral)
        defer {
            download.invalidate()
            server.stop()
        }
        try await body(server.baseURL, download)
    }

    /// The error a fetch ends with, and the seconds it took, timed on a queue of its own.
    func failure(of download: BoundedDownload, _ url: URL, limits: ResponseLimits = tile) async -> (any Error, TimeInterval)? {
        let timed = { () async -> (any Error, TimeInterval)? in
            let start = Date()
            do {
                _ = try await download.data(from: url, limits: limits)
                return nil
            } catch {
                return (error, Date().timeIntervalSince(start))
            }
        }
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return await timed() }
        return await withTaskExecutorPreference(QueueExecutor(label: "BoundedDownloadTests.failure")) { await timed() }
    }

    @Test func aWholeTileAndAFollowedRedirectArrive() async throws {
        try await withServer { base, download in
            let expected = try Data(contentsOf: DeepZoomFixture.folder.appendingPathComponent(Self.tilePath))
            #expect(try await download.data(from: base.appendingPathComponent(Self.tilePath), limits: Self.tile) == expected)
            let dzi = try Data(contentsOf: DeepZoomFixture.dzi)
            #expect(try await download.data(from: base.appendingPathComponent("redirect/gradient.dzi"),
                                            limits: .deepZoomDescriptor) == dzi)
        }
    }

    /// Each answer the server should not have sent ends at once in its own error: nothing waits
    /// for a clock (the limits here allow 10 s).
    @Test(arguments: [
        ("declared/99999999/" + tilePath, TileFetchError.tooLarge(limit: 8000)),
        ("endless/" + tilePath, .tooLarge(limit: 8000)),
        ("truncate/100/" + tilePath, .truncated(expected: 3344, received: 100)),
        ("type/text_html/" + tilePath, .contentType("text/html")),
        ("loop/0/" + tilePath, .tooManyRedirects(5)),
        ("status/404/" + tilePath, .httpStatus(404)),
    ])
    func aHostileAnswerIsRefusedAtOnce(route: String, expected: TileFetchError) async throws {
        try await withServer { base, download in
            let patient = ResponseLimits(maximumBytes: 8000, contentKind: .image, timeout: 10, idleTimeout: 10)
            let (error, seconds) = try #require(await failure(of: download, base.appendingPathComponent(route), limits: patient))
            #expect(error as? TileFetchError == expected, "\(route): \(error)")
            // Generous (the machine is shared): well under any timeout.
            #expect(seconds < 5, "\(route) took \(seconds) s")
        }
    }

    /// What only a clock can end ends at it: a drip (1 byte every 50 ms, 167 s for the tile) at
    /// the 1.5 s deadline, a server that never answers — or sends its head and then nothing — at
    /// the 1 s idle timeout. Both are `URLError(.timedOut)`, which the retry policy retries. Not
    /// before the clock (0.9 s: the shorter limit, less a tenth for the timers' leeway), and soon
    /// after it (4 s: the deadline, and room for a shared machine).
    @Test(arguments: ["drip/50/" + tilePath, "silent/" + tilePath, "stall/" + tilePath])
    func aServerThatTakesTooLongTimesOutWithinTheDeadline(route: String) async throws {
        try await withServer { base, download in
            let (error, seconds) = try #require(await failure(of: download, base.appendingPathComponent(route)))
            #expect((error as? URLError)?.code == .timedOut, "\(route): \(error)")
            #expect(seconds >= 0.9 && seconds < 4, "\(route) took \(seconds) s")
        }
    }

    @Test func aDescriptorOfTheWrongKindIsRefused() async throws {
        try await withServer { base, download in
            // An image where the `.dzi` belongs, and the IIIF document where XML is expected.
            let image = try #require(await failure(of: download, base.appendingPathComponent(Self.tilePath),
                                                   limits: .deepZoomDescriptor))
            #expect(image.0 as? TileFetchError == .contentType("image/jpeg"))
            let json = try #require(await failure(of: download, base.appendingPathComponent("iiif/info.json"),
                                                  limits: .deepZoomDescriptor))
            #expect(json.0 as? TileFetchError == .contentType("application/json"))
        }
    }

    /// Timed from the cancel to the caller's error: a `Task.sleep` wakes from a global queue, so
    /// the sleep before the cancel is not timed.
    @Test func cancellingTheCallerEndsAFetchThatWouldWaitForever() async throws {
        try await withServer { base, download in
            let patient = ResponseLimits(maximumBytes: 8000, contentKind: .image, timeout: 60, idleTimeout: 60)
            // The fetch is a child task, so that it shares the caller's executor.
            let timed = { () async throws -> TimeInterval in
                try await withThrowingTaskGroup(of: Data.self) { group in
                    group.addTask { try await download.data(from: base.appendingPathComponent("silent/x"), limits: patient) }
                    try await Task.sleep(nanoseconds: 200_000_000)
                    let start = Date()
                    group.cancelAll()
                    var failure: (any Error)?
                    do { _ = try await group.next() } catch { failure = error }
                    #expect(failure is CancellationError, "\(String(describing: failure))")
                    return Date().timeIntervalSince(start)
                }
            }
            // The caller and the clock on a queue of their own (see the suite).
            let seconds = if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                try await withTaskExecutorPreference(QueueExecutor(label: "BoundedDownloadTests.cancel")) { try await timed() }
            } else {
                try await timed()
            }
            #expect(seconds < 5)
        }
    }

    @Test func aFileIsReadUpToItsCap() throws {
        let tile = DeepZoomFixture.folder.appendingPathComponent(Self.tilePath)
        let exact = ResponseLimits(maximumBytes: Self.tileBytes, contentKind: .image)
        #expect(try BoundedDownload.readFile(at: tile, limits: exact).count == Self.tileBytes)
        let short = ResponseLimits(maximumBytes: Self.tileBytes - 1, contentKind: .image)
        #expect(throws: TileFetchError.tooLarge(limit: 3343)) { try BoundedDownload.readFile(at: tile, limits: short) }
    }

    @Test func aFileURLIsReadWithoutTheSession() async throws {
        let download = BoundedDownload(configuration: .ephemeral)
        defer { download.invalidate() }
        let dzi = try await download.data(from: DeepZoomFixture.dzi, limits: .deepZoomDescriptor)
        #expect(try DeepZoomDescriptor(xml: dzi).pyramid.storedPixelSize == CGSize(width: 700, height: 300))
        await #expect(throws: (any Error).self) {
            try await download.data(from: DeepZoomFixture.folder.appendingPathComponent("missing.dzi"), limits: .deepZoomDescriptor)
        }
    }
}
