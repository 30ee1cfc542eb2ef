import Foundation

/// The tile loads a ``TileLoader`` is running, kept behind a lock so that they can be cancelled
/// from anywhere — a view's `deinit` included, which is not on the main actor.
///
/// A load's task holds its loader until it ends, and a loader's owner going away does not end
/// it: the owner cancels them all with ``cancelAll()`` from its `deinit`.
///
/// ```swift
/// final class Drawing {
///     nonisolated let loads = TileLoadTasks()
///     lazy var loader = TileLoader<CGImage>(runningLoads: loads) { _, _, _ in false }
///     deinit { loads.cancelAll() }   // nothing keeps fetching for a view that is gone
/// }
/// ```
@_spi(Internals) public final class TileLoadTasks: @unchecked Sendable {
    // @unchecked: every access to `tasks` holds `lock`.
    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]

    /// No loads.
    public init() {}

    /// How many loads run (cancelled ones still finishing included).
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return tasks.count
    }

    /// Cancels every load running; loads added later are not affected.
    public func cancelAll() {
        lock.lock()
        let running = tasks.values
        lock.unlock()
        for task in running { task.cancel() }
    }

    /// Keeps a load's task under its token.
    func add(_ task: Task<Void, Never>, token: Int) {
        lock.lock()
        defer { lock.unlock() }
        tasks[token] = task
    }

    /// Forgets a load that ended.
    func remove(token: Int) {
        lock.lock()
        defer { lock.unlock() }
        tasks[token] = nil
    }
}
