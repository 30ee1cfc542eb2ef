import Foundation

/// A remote tile source's descriptor (a `.dzi`, an `info.json`), fetched once and shared by every
/// tile request after it: the first caller starts the fetch, callers meanwhile wait for the same
/// one, and a fetch that fails is forgotten, so the next call tries again (a tile source made
/// while offline recovers).
///
/// ```swift
/// let cache = DescriptorCache<DeepZoomDescriptor>()
/// let descriptor = try await cache.value { try DeepZoomDescriptor(xml: try await fetch(url)) }
/// ```
///
/// A reference type that value-type sources hold (`let cache = DescriptorCache<…>()`), so that
/// copies of a source share one descriptor; safe to use from any thread.
@_spi(Internals) public final class DescriptorCache<Value: Sendable>: @unchecked Sendable {  // `task` is guarded by `lock`
    private let lock = NSLock()
    private var task: Task<Value, any Error>?

    /// An empty cache.
    public init() {}

    /// The descriptor: the one fetched before, the fetch under way, or a new fetch with `load`
    /// (which runs at most once at a time). Returns what `load` returned.
    ///
    /// - Throws: what `load` threw (and the next call fetches again).
    public func value(loading load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = current(or: load)
        do {
            return try await task.value
        } catch {
            forget(task)
            throw error
        }
    }

    private func current(or load: @escaping @Sendable () async throws -> Value) -> Task<Value, any Error> {
        lock.lock()
        defer { lock.unlock() }
        let task = self.task ?? Task { try await load() }
        self.task = task
        return task
    }

    /// Drops a failed fetch, unless a newer one took its place.
    private func forget(_ failed: Task<Value, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        if task == failed { task = nil }
    }
}
