import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a tile or a descriptor from a server the app does not control, within
/// ``ResponseLimits``: the body streams in through a data delegate and is cut off at its cap
/// (`URLSession.data(from:)` would buffer whatever arrives), and every other bad answer — a
/// status other than 200, the wrong media type, a redirect loop, a body cut short, a slow drip,
/// silence — ends in a defined error by the deadline (``ResponseStateMachine``).
///
/// `file:` URLs (a pyramid in the app's bundle) are read from disk, no more than the cap plus one
/// byte. Cancelling the calling task cancels the request.
///
/// ```swift
/// let data = try await BoundedDownload.shared.data(from: tileURL, limits: .tile(tile, of: pyramid))
/// ```
@_spi(Internals) public final class BoundedDownload: NSObject, @unchecked Sendable {
    // @unchecked: `transfers` is only touched under `lock`; `session` is set once, in `init`; the
    // queue is thread-safe (Dispatch's own promise, which the iOS 16.5 SDK does not annotate).

    /// The download every tile source shares: the default configuration (the shared URL cache,
    /// six connections per host) with a 15 s request timeout instead of 60 s, so that a stalled
    /// request gives its place back soon (each request sets its own, ``ResponseLimits/idleTimeout``).
    /// https://developer.apple.com/documentation/foundation/urlsessionconfiguration/1408259-timeoutintervalforrequest
    public static let shared: BoundedDownload = {
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 15
        return BoundedDownload(configuration: configuration)
    }()

    /// The queue this download's deadlines fire on: a serial queue of its own, not a global one. The
    /// global concurrent queues keep about one thread per core, so while an app's decoding fills
    /// them a deadline there waits for a free thread (measured on Linux with two cores kept busy: a
    /// 1 s timer on the global queue fired 1 s late, one on a serial queue on time). Its work is a
    /// few lines under a lock: the task's cancel runs elsewhere. User-initiated, as the tiles on
    /// screen are, so that a caller of low QoS does not have its deadlines throttled: a queue
    /// without one runs each block at its submitter's.
    private let deadlines = DispatchQueue(label: "ZoomableImageCore.BoundedDownload.deadlines", qos: .userInitiated)

    /// The queue under the session's delegate queue, for the reason the deadlines have one: on
    /// Linux an operation queue otherwise runs on a global concurrent queue, whose threads an
    /// app's (or a test run's) work can hold for seconds, and a head refused at once would wait
    /// as long. Kept here: the operation queue does not retain it on Linux.
    /// https://developer.apple.com/documentation/foundation/operationqueue/1415344-underlyingqueue
    private let callbacks = DispatchQueue(label: "ZoomableImageCore.BoundedDownload.callbacks", qos: .userInitiated)

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private var session: URLSession?

    /// A download with its own session (delegate callbacks on a serial queue of its own),
    /// `.default` configuration unless given.
    public init(configuration: URLSessionConfiguration = .default) {
        super.init()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.underlyingQueue = callbacks
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
    }

    /// Ends the session once its transfers are over (a session keeps its delegate until then).
    public func invalidate() {
        session?.finishTasksAndInvalidate()
    }

    /// The body at `url`, within `limits`.
    ///
    /// - Throws: ``TileFetchError`` for a response the server should not have sent; a `URLError`
    ///   for a connection that failed or timed out (``ResponseLimits/timeout`` included); a
    ///   `file:` URL's read error; `CancellationError` when the calling task was cancelled.
    public func data(from url: URL, limits: ResponseLimits) async throws -> Data {
        guard !url.isFileURL else { return try Self.readFile(at: url, limits: limits) }
        var request = URLRequest(url: url)
        // At least 1 s: Linux's FoundationNetworking times a request out at once below that.
        request.timeoutInterval = max(1, limits.idleTimeout)
        let transfer = Transfer(limits: limits)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(request, transfer, continuation)
            }
        } onCancel: {
            transfer.perform(transfer.update { $0.cancelled() })
        }
    }

    private func start(_ request: URLRequest, _ transfer: Transfer, _ continuation: CheckedContinuation<Data, any Error>) {
        guard let task = session?.dataTask(with: request) else {
            continuation.resume(throwing: URLError(.cancelled))
            return
        }
        lock.lock()
        transfers[task.taskIdentifier] = transfer
        lock.unlock()
        transfer.begin(task, continuation) { [weak self] in self?.forget(task.taskIdentifier) }
        deadlines.asyncAfter(deadline: .now() + max(0, transfer.limits.timeout)) { [weak transfer] in
            _ = transfer.map { $0.perform($0.update { $0.deadlinePassed() }) }
        }
    }

    private func forget(_ identifier: Int) {
        lock.lock()
        transfers[identifier] = nil
        lock.unlock()
    }

    /// The transfer of a task, if it is still running.
    func transfer(of task: URLSessionTask) -> Transfer? {
        lock.lock()
        defer { lock.unlock() }
        return transfers[task.taskIdentifier]
    }

    /// A file's bytes, failing as ``TileFetchError/tooLarge(limit:)`` past the cap: reads at most
    /// the cap plus one byte.
    static func readFile(at url: URL, limits: ResponseLimits) throws -> Data {
        try Task.checkCancellation()
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let data = try handle.read(upToCount: max(0, limits.maximumBytes) + 1) ?? Data()
        guard data.count <= limits.maximumBytes else { throw TileFetchError.tooLarge(limit: limits.maximumBytes) }
        return data
    }
}
