import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Internals) @testable import ZoomableImageCore

/// What a loader under test did: the fetches it started (in order), how many ran at once, and
/// the waits it asked for — recorded, not slept, so retries take no time.
actor LoadRecorder {
    private(set) var fetched: [TileID] = []
    private(set) var maximumInFlight = 0
    private(set) var sleeps: [TimeInterval] = []
    private var inFlight = 0

    func begin(_ tile: TileID) {
        fetched.append(tile)
        inFlight += 1
        maximumInFlight = max(maximumInFlight, inFlight)
    }

    func end() { inFlight -= 1 }

    func slept(_ seconds: TimeInterval) { sleeps.append(seconds) }

    /// A fetch over HTTP: GET `base` + the tile's path, 200 or ``TileFetchError/httpStatus(_:)``.
    nonisolated func httpFetch(base: URL, path: @escaping @Sendable (TileID) -> String?) -> LoaderRig.Fetch {
        let session = URLSession(configuration: .ephemeral)
        return { [self] tile in
            await begin(tile)
            do {
                guard let path = path(tile) else { throw TileFetchError.noSuchTile(tile) }
                let (data, response) = try await session.data(from: base.appendingPathComponent(path))
                try TileFetchError.check(httpStatus: (response as? HTTPURLResponse)?.statusCode ?? 0)
                await end()
                return data
            } catch {
                await end()
                throw error
            }
        }
    }

    /// A fetch through `download`: GET `base` + the tile's path within the tile's limits,
    /// shortened to `timeout` seconds for the response and `idleTimeout` of silence.
    nonisolated func boundedFetch(base: URL, download: BoundedDownload, pyramid: TilePyramid, timeout: TimeInterval,
                                  idleTimeout: TimeInterval, path: @escaping @Sendable (TileID) -> String) -> LoaderRig.Fetch {
        { [self] tile in
            await begin(tile)
            var limits = ResponseLimits.tile(tile, of: pyramid)
            (limits.timeout, limits.idleTimeout) = (timeout, idleTimeout)
            do {
                let data = try await download.data(from: base.appendingPathComponent(path(tile)), limits: limits)
                await end()
                return data
            } catch {
                await end()
                throw error
            }
        }
    }

    /// A sleep that records the wait and returns at once.
    nonisolated var sleep: TileLoader<Data>.Sleep {
        { [self] seconds in await slept(seconds) }
    }
}

/// Holds fetches until opened, and tells when they have arrived.
actor Gate {
    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0
    private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func pass() async {
        arrivals += 1
        for waiter in arrivalWaiters where waiter.count <= arrivals { waiter.continuation.resume() }
        arrivalWaiters.removeAll { $0.count <= arrivals }
        guard !isOpen else { return }
        await withCheckedContinuation { held.append($0) }
    }

    func open() {
        isOpen = true
        held.forEach { $0.resume() }
        held.removeAll()
    }

    func waitForArrivals(_ count: Int) async {
        guard arrivals < count else { return }
        await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
    }
}

/// The actions a loader handed to its view, merged.
@MainActor
final class ChangeLog {
    var shown: [TileID] = []
    var hidden: [TileID] = []
    var evicted: [TileID] = []
    var failed: [TileID] = []

    func record(_ action: TileCacheAction) {
        shown += action.show + action.fadeIn
        hidden += action.hide + action.hideAfterFade
        evicted += action.evict
        failed += action.failed
    }
}
