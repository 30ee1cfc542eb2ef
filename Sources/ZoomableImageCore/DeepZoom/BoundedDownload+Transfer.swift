import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension BoundedDownload {
    /// One request under way: its ``ResponseStateMachine``, the body so far, and the caller
    /// waiting for it. Every event goes through ``update(_:)`` under a lock — the session's
    /// delegate queue, the deadline's timer and the caller's cancel may report at once — and its
    /// action is performed after it; the caller is resumed once, when the machine finishes.
    final class Transfer: @unchecked Sendable {
        // @unchecked: every stored var is read and written under `lock`.
        let limits: ResponseLimits
        private let lock = NSLock()
        private var machine: ResponseStateMachine
        private var body = Data()
        private var task: URLSessionTask?
        private var continuation: CheckedContinuation<Data, any Error>?
        private var ended: (@Sendable () -> Void)?

        init(limits: ResponseLimits) {
            self.limits = limits
            machine = ResponseStateMachine(limits: limits)
        }

        /// Feeds one event to the machine.
        func update<Action>(_ event: (inout ResponseStateMachine) -> Action) -> Action {
            lock.lock()
            defer { lock.unlock() }
            return event(&machine)
        }

        /// Starts `task` for `continuation`; `ended` runs once the transfer is over. A caller that
        /// cancelled before this (the machine is finished) gets `CancellationError` at once.
        func begin(_ task: URLSessionTask, _ continuation: CheckedContinuation<Data, any Error>,
                   ended: @escaping @Sendable () -> Void) {
            lock.lock()
            let cancelledAlready = machine.state == .finished
            self.task = task
            self.continuation = cancelledAlready ? nil : continuation
            self.ended = ended
            lock.unlock()
            guard !cancelledAlready else {
                ended()
                continuation.resume(throwing: CancellationError())
                return
            }
            task.resume()
        }

        /// Keeps a chunk or cuts the transfer off.
        func perform(_ action: ResponseStateMachine.ChunkAction, chunk: Data) {
            switch action {
            case .keep:
                lock.lock()
                body.append(chunk)
                lock.unlock()
            case .fail(let failure):
                stop(throwing: failure.error)
            case .discard:
                break
            }
        }

        /// Starts the body over, or cuts the transfer off (`completion` answers the session).
        func perform(_ action: ResponseStateMachine.HeadAction,
                     completion: (URLSession.ResponseDisposition) -> Void) {
            switch action {
            case .receive:
                lock.lock()
                body = Data()
                lock.unlock()
                completion(.allow)
            case .fail(let failure):
                completion(.cancel)
                stop(throwing: failure.error)
            case .discard:
                completion(.cancel)
            }
        }

        /// Hands the body over, or fails.
        func perform(_ action: ResponseStateMachine.CompletionAction) {
            switch action {
            case .deliver:
                lock.lock()
                let data = body
                lock.unlock()
                finish(.success(data))
            case .fail(let failure):
                finish(.failure(failure.error))
            case .none:
                break
            }
        }

        /// Stops the task for a deadline or a cancel.
        func perform(_ action: ResponseStateMachine.StopAction) {
            switch action {
            case .fail(let failure):
                stop(throwing: failure.error)
            case .cancel:
                stop(throwing: CancellationError())
            case .none:
                break
            }
        }

        /// Follows a redirect, or refuses it (`completion` answers the session).
        func perform(_ action: ResponseStateMachine.RedirectAction, request: URLRequest,
                     completion: (URLRequest?) -> Void) {
            switch action {
            case .follow:
                completion(request)
            case .fail(let failure):
                completion(nil)
                stop(throwing: failure.error)
            case .refuse:
                completion(nil)
            }
        }

        /// Fails the transfer, then cancels its task off the calling queue: FoundationNetworking's
        /// cancel can take seconds while a flood of data is arriving, and neither the caller nor
        /// the session's other transfers (its delegate queue is serial) should wait for it.
        private func stop(throwing error: any Error) {
            lock.lock()
            let task = self.task
            lock.unlock()
            finish(.failure(error))
            _ = task.map { task in DispatchQueue.global().async { task.cancel() } }
        }

        /// Resumes the caller (once: the continuation is taken) and forgets the transfer.
        private func finish(_ result: Result<Data, any Error>) {
            lock.lock()
            let (continuation, ended) = (self.continuation, self.ended)
            self.continuation = nil
            self.ended = nil
            body = Data()
            lock.unlock()
            ended?()
            continuation?.resume(with: result)
        }
    }
}
