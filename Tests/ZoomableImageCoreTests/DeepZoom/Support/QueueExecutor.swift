import Dispatch

/// A task executor on a serial dispatch queue of its own, for a test that times how long an
/// `await` takes (SE-0417's task executor preference): the task's jobs run there, not on Swift's
/// concurrency pool, which keeps about one thread per core. (Not a `Task.sleep`'s wake-up, which
/// comes from a global queue on Linux whatever the preference: time nothing across one.) On a two-core machine running
/// the whole suite, synchronous tests elsewhere hold both of the pool's threads for seconds (a
/// resume has waited 11 s), so a time taken on the pool measures the machine's load. A serial
/// queue created this way is given a thread even while the global ones are busy (measured here:
/// with both cores held, a task preferring this executor resumed when its 1 s timer fired; one
/// on the pool, 19 s later).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)   // TaskExecutor's; no limit on Linux
final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: the queue is its only state, and Dispatch makes it thread-safe.
    private let queue: DispatchQueue

    /// An executor on a new serial queue named `label`.
    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
