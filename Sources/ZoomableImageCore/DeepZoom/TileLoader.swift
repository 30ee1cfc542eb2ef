import Foundation

/// Loads a tiled image's tiles as a ``TileCacheStateMachine`` decides — in its priority order,
/// a few at a time, cancelling tiles that leave the plan — retrying transient errors with
/// backoff, and holds the images of the resident tiles.
///
/// The loader performs the load side of each ``TileCacheAction`` its owner hands it: cancels the
/// tasks of ``TileCacheAction/cancel``, drops the images of ``TileCacheAction/evict`` and starts
/// ``TileCacheAction/load``, tagged with the machine's generation. It does not own the machine:
/// a view's machine lives in its ``ZoomInteraction`` (``ZoomInteraction/tiles``), so a load's end
/// goes back as an input. Loading and decoding run off the main actor; completions come back to
/// it, where one for a cancelled (or superseded) load is dropped. The image of a load that ended
/// is held while `loadEnded` runs — so that showing the tile then finds it — and kept only when
/// the machine made the tile resident.
///
/// ```swift
/// let loader = TileLoader<CGImage> { tile, generation, bytes in
///     host.send(.tileLoadEnded(tile, generation: generation, bytes: bytes))
///     return host.interaction.tiles.isResident(tile)
/// }
/// loader.perform(action, generation: interaction.tiles.generation) { tile in try await source.image(for: tile) }
/// ```
///
/// Retries wait with the injected `sleep`, so tests run without real waiting.
@_spi(Internals) @MainActor public final class TileLoader<Tile: Sendable> {
    /// Loads a tile and says what it holds in memory, in bytes (its rows' bytes × its height); throws
    /// ``TileFetchError``, `URLError` or anything else for the retry policy to judge.
    public typealias Load = @Sendable (TileID) async throws -> (tile: Tile, bytes: Int)
    /// Waits a number of seconds; throws when cancelled.
    public typealias Sleep = @Sendable (TimeInterval) async throws -> Void
    /// A load ended — the tile, the generation it was started in, its bytes or `nil` when it
    /// failed for good — and the owner told its machine: returns whether the tile is resident now.
    public typealias LoadEnded = @MainActor (TileID, Int, Int?) -> Bool

    /// The resident tiles' images.
    public private(set) var tiles: [TileID: Tile] = [:]
    /// When failed loads are tried again.
    let retryPolicy: TileRetryPolicy
    private let sleep: Sleep
    private let loadEnded: LoadEnded
    /// The running loads, each with a token telling it from a later load of the same tile.
    private var tasks: [TileID: (token: Int, task: Task<Void, Never>)] = [:]
    /// Cancelled loads still running (a load may finish anyway), by token: their outcome is
    /// dropped.
    private var cancelled: [Int: Task<Void, Never>] = [:]
    private var nextToken = 0
    /// Every load running, for an owner that cancels them from its `deinit`.
    public nonisolated let runningLoads: TileLoadTasks

    /// A loader with nothing loaded, trying a failed load again up to 4 times (after 0.5 s, 1 s
    /// and 2 s), its running loads kept in `runningLoads` (default a new one, for
    /// ``TileLoadTasks/cancelAll()``); `loadEnded` is called on the main actor when a load ends,
    /// to tell the machine.
    public convenience init(runningLoads: TileLoadTasks = TileLoadTasks(), loadEnded: @escaping LoadEnded) {
        self.init(retryPolicy: TileRetryPolicy(), sleep: TileLoader.taskSleep, runningLoads: runningLoads,
                  loadEnded: loadEnded)
    }

    /// A loader with nothing loaded that retries as `retryPolicy` says and waits with `sleep`
    /// (tests give both).
    init(retryPolicy: TileRetryPolicy, sleep: @escaping Sleep,
         runningLoads: TileLoadTasks = TileLoadTasks(), loadEnded: @escaping LoadEnded) {
        self.runningLoads = runningLoads
        self.retryPolicy = retryPolicy
        self.sleep = sleep
        self.loadEnded = loadEnded
    }

    /// `Task.sleep` for a number of seconds (non-finite or negative waits count as 0).
    public nonisolated static func taskSleep(_ seconds: TimeInterval) async throws {
        let clamped = seconds.isFinite ? min(max(seconds, 0), 1e6) : 0
        try await Task.sleep(nanoseconds: UInt64(clamped * 1e9))
    }

    /// Cancels, drops and starts what `action` says; the loads started now carry `generation` (the
    /// machine's ``TileCacheStateMachine/generation``) back.
    public func perform(_ action: TileCacheAction, generation: Int, load: @escaping Load) {
        for tile in action.cancel {
            guard let running = tasks.removeValue(forKey: tile) else { continue }
            running.task.cancel()
            cancelled[running.token] = running.task
        }
        for tile in action.evict { tiles[tile] = nil }
        for tile in action.load { start(tile, generation: generation, load: load) }
    }

    /// Returns once no load is running — cancelled ones still finishing, and loads started
    /// meanwhile, included.
    public func waitUntilIdle() async {
        while let running = tasks.first?.value.task ?? cancelled.first?.value {
            await running.value
        }
    }

    private func start(_ tile: TileID, generation: Int, load: @escaping Load) {
        let token = nextToken
        nextToken += 1
        let (sleep, policy) = (self.sleep, retryPolicy)
        let task = Task {
            let outcome = await Self.load(tile, load, sleep: sleep, policy: policy)
            self.finish(tile, generation: generation, token: token, outcome: outcome)
        }
        tasks[tile] = (token, task)
        runningLoads.add(task, token: token)
    }

    private func finish(_ tile: TileID, generation: Int, token: Int, outcome: (tile: Tile, bytes: Int)?) {
        runningLoads.remove(token: token)
        // A load cancelled (and perhaps started again since) is not this one's to report.
        guard tasks[tile]?.token == token else {
            cancelled[token] = nil
            return
        }
        tasks[tile] = nil
        tiles[tile] = outcome?.tile
        if !loadEnded(tile, generation, outcome?.bytes) { tiles[tile] = nil }
    }

    /// Loads a tile with `load`, off the main actor, trying a failed load again as the loader
    /// does — for a caller that loads tiles of its own (a base copy's). Returns the tile and its
    /// bytes, or `nil` when it failed for good or the task was cancelled.
    public nonisolated static func load(_ tile: TileID, _ load: Load) async -> (tile: Tile, bytes: Int)? {
        await Self.load(tile, load, sleep: taskSleep, policy: TileRetryPolicy())
    }

    /// ``load(_:_:)`` waiting with `sleep` between attempts and retrying as `policy` says.
    nonisolated static func load(_ tile: TileID, _ load: Load, sleep: Sleep,
                                 policy: TileRetryPolicy) async -> (tile: Tile, bytes: Int)? {
        var attempt = 1
        while true {
            do {
                try Task.checkCancellation()
                return try await load(tile)
            } catch {
                guard !Task.isCancelled, let delay = policy.delay(afterFailedAttempt: attempt, error: error) else {
                    return nil
                }
                do { try await sleep(delay) } catch { return nil }
                attempt += 1
            }
        }
    }
}
