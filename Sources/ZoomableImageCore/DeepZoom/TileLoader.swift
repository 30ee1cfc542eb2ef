import Foundation

/// Loads a tiled image's tiles as a ``TileCacheStateMachine`` decides: in its priority order,
/// a few at a time, cancelling tiles that leave the plan, retrying transient errors with
/// backoff, and holding the decoded tiles within the byte budget.
///
/// The loader is the thin shell around the machine: it performs each ``TileCacheAction`` —
/// cancels tasks, drops evicted images, starts loads — then hands the action to `onChange` for
/// the view to hide and show layers. Fetching and decoding run off the main actor; completions
/// come back to it, where a stale one (another image, a cancelled or superseded load) is dropped.
///
/// ```swift
/// let loader = TileLoader<CGImage>(decode: { _, data in try decodeTile(data) }) { action in
///     view.apply(action)               // hide, show, evict layers; report action.failed
/// }
/// loader.newImage(pyramid, baseLevel: 4) { tile in try await fetch(url(for: tile)) }
/// loader.update(viewport)              // on every geometry write
/// ```
///
/// Retries wait with the injected `sleep`, so tests run without real waiting.
@_spi(Internals) @MainActor public final class TileLoader<Tile: Sendable> {
    /// Fetches a tile's encoded bytes; throws ``TileFetchError`` or `URLError` for the retry
    /// policy to judge.
    public typealias Fetch = @Sendable (TileID) async throws -> Data
    /// Decodes fetched bytes into a tile and says what it holds in memory, in bytes (4 per pixel).
    public typealias Decode = @Sendable (TileID, Data) async throws -> (tile: Tile, bytes: Int)
    /// Waits a number of seconds; throws when cancelled.
    public typealias Sleep = @Sendable (TimeInterval) async throws -> Void

    /// The decisions: plan, residency, budget.
    public private(set) var cache: TileCacheStateMachine
    /// The resident tiles' decoded images.
    public private(set) var tiles: [TileID: Tile] = [:]
    /// When failed loads are tried again.
    public let retryPolicy: TileRetryPolicy
    private let decode: Decode
    private let sleep: Sleep
    private let onChange: @MainActor (TileCacheAction) -> Void
    /// The current image's fetch, or `nil` before the first image.
    private var fetch: Fetch?
    /// The running loads, each with a token telling it from a later load of the same tile.
    private var tasks: [TileID: (token: Int, task: Task<Void, Never>)] = [:]
    /// Cancelled loads still running (a fetch may finish anyway), by token: their outcome is
    /// dropped.
    private var cancelled: [Int: Task<Void, Never>] = [:]
    private var nextToken = 0

    /// A loader with no image.
    ///
    /// - Parameters:
    ///   - configuration: budget and concurrency. Default ``TileCacheConfiguration``'s.
    ///   - retryPolicy: when to retry. Default ``TileRetryPolicy``'s (4 attempts, 0.5 s, 1 s, 2 s).
    ///   - sleep: how to wait between attempts. Default `Task.sleep`.
    ///   - decode: turns fetched bytes into a tile.
    ///   - onChange: called on the main actor with every action performed, for the view.
    public init(configuration: TileCacheConfiguration = TileCacheConfiguration(),
                retryPolicy: TileRetryPolicy = TileRetryPolicy(),
                sleep: @escaping Sleep = TileLoader.taskSleep,
                decode: @escaping Decode,
                onChange: @escaping @MainActor (TileCacheAction) -> Void) {
        cache = TileCacheStateMachine(configuration: configuration)
        self.retryPolicy = retryPolicy
        self.sleep = sleep
        self.decode = decode
        self.onChange = onChange
    }

    /// `Task.sleep` for a number of seconds (non-finite or negative waits count as 0).
    public nonisolated static func taskSleep(_ seconds: TimeInterval) async throws {
        let clamped = seconds.isFinite ? min(max(seconds, 0), 1e6) : 0
        try await Task.sleep(nanoseconds: UInt64(clamped * 1e9))
    }

    /// Shows a new image: everything of the previous one is cancelled and dropped.
    ///
    /// - Parameters:
    ///   - pyramid: its levels and tiles.
    ///   - baseLevel: the level of its base copy.
    ///   - baseByteCount: the base copy's bytes; default the base level's.
    ///   - availableLevels: the levels the source has. Default all.
    ///   - fetch: fetches one of its tiles.
    public func newImage(_ pyramid: TilePyramid, baseLevel: Int, baseByteCount: Int? = nil,
                         availableLevels: UInt64 = .max, fetch: @escaping Fetch) {
        self.fetch = fetch
        perform(cache.newImage(pyramid, baseLevel: baseLevel, baseByteCount: baseByteCount,
                               availableLevels: availableLevels))
    }

    /// Plans for what the screen shows (for an animation, where it ends); does nothing when the
    /// tile range is unchanged.
    ///
    /// - Parameter viewport: the viewport.
    public func update(_ viewport: TileViewport) {
        perform(cache.plan(viewport))
    }

    /// Drops back to the base copy and the visible tiles.
    public func memoryWarning() {
        perform(cache.memoryWarning())
    }

    /// Returns once no load is running — cancelled ones still finishing, and loads started
    /// meanwhile, included.
    public func waitUntilIdle() async {
        while let running = tasks.first?.value.task ?? cancelled.first?.value {
            await running.value
        }
    }

    /// Cancels, drops, starts — then tells the view.
    private func perform(_ action: TileCacheAction) {
        guard !action.isEmpty else { return }
        for tile in action.cancel {
            guard let load = tasks.removeValue(forKey: tile) else { continue }
            load.task.cancel()
            cancelled[load.token] = load.task
        }
        for tile in action.evict { tiles[tile] = nil }
        for tile in action.load { start(tile) }
        onChange(action)
    }

    private func start(_ tile: TileID) {
        guard let fetch else { return }
        let generation = cache.generation
        let token = nextToken
        nextToken += 1
        let (decode, sleep, policy) = (self.decode, self.sleep, retryPolicy)
        let task = Task {
            let outcome = await Self.load(tile, fetch: fetch, decode: decode, sleep: sleep, policy: policy)
            self.finish(tile, generation: generation, token: token, outcome: outcome)
        }
        tasks[tile] = (token, task)
    }

    private func finish(_ tile: TileID, generation: Int, token: Int, outcome: Outcome) {
        // A load cancelled (and perhaps started again since) is not this one's to report.
        guard tasks[tile]?.token == token else {
            cancelled[token] = nil
            return
        }
        tasks[tile] = nil
        switch outcome {
        case .loaded(let image, let bytes):
            let action = cache.tileLoaded(tile, generation: generation, bytes: bytes)
            if cache.isResident(tile) { tiles[tile] = image }
            perform(action)
        case .failed:
            perform(cache.tileFailed(tile, generation: generation))
        }
    }

    /// How a load ended.
    private enum Outcome: Sendable {
        case loaded(Tile, bytes: Int)
        case failed
    }

    /// Fetches and decodes with retries, off the main actor.
    private nonisolated static func load(_ tile: TileID, fetch: Fetch, decode: Decode, sleep: Sleep,
                                         policy: TileRetryPolicy) async -> Outcome {
        var attempt = 1
        while true {
            do {
                try Task.checkCancellation()
                let decoded = try await decode(tile, try await fetch(tile))
                return .loaded(decoded.tile, bytes: decoded.bytes)
            } catch {
                guard !Task.isCancelled, let delay = policy.delay(afterFailedAttempt: attempt, error: error) else {
                    return .failed
                }
                do { try await sleep(delay) } catch { return .failed }
                attempt += 1
            }
        }
    }
}
