import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether one HTTP response stays within its ``ResponseLimits``, event by event, as `URLSession`
/// reports them: redirects, the response's head, each chunk of the body, its end, the deadline,
/// a cancel. ``BoundedDownload`` feeds it and performs each action.
///
/// A response fails at the first sign it will not do — a status other than 200, a media type of
/// another kind, a declared length over the cap at the head; the byte past the cap while the body
/// arrives; a deadline before the end — and everything the session reports after that is
/// dropped: the transfer was cancelled and its failure reported once.
///
/// ```swift
/// var response = ResponseStateMachine(limits: .tile(tile, of: pyramid))
/// response.received(statusCode: 200, mediaType: "text/html", expectedLength: 3344)
/// // .fail(.rejected(.contentType("text/html"))): cancel the task, throw
/// ```
struct ResponseStateMachine: Sendable {
    /// Why a response failed: what the server sent (``TileFetchError``), or what the connection
    /// did (a `URLError`: timed out, lost, refused).
    public enum Failure: Error, Equatable, Sendable {
        case rejected(TileFetchError)
        case transport(URLError)

        /// The error to throw.
        public var error: any Error {
            switch self {
            case .rejected(let error): error
            case .transport(let error): error
            }
        }
    }

    enum State: Equatable, Sendable {
        /// The request is out; `redirects` followed so far.
        case waiting(redirects: Int)
        /// The head was accepted; `received` bytes of the body so far, of `expected` when declared.
        case receiving(expected: Int?, received: Int)
        /// Delivered, failed or cancelled: nothing more is reported.
        case finished
    }

    /// The limits checked.
    public let limits: ResponseLimits
    var state = State.waiting(redirects: 0)

    /// A response about to be requested.
    public init(limits: ResponseLimits) {
        self.limits = limits
    }

    /// What to do with a redirect.
    public enum RedirectAction: Equatable, Sendable {
        /// Follow it.
        case follow
        /// Refuse it and fail the transfer.
        case fail(Failure)
        /// Refuse it: the transfer is over already.
        case refuse
    }

    /// The server redirected (`urlSession(_:task:willPerformHTTPRedirection:newRequest:completionHandler:)`).
    /// Followed up to ``ResponseLimits/maximumRedirects`` times.
    ///
    /// Tolerated: a redirect after the head (a session never reports one) fails the response as
    /// a redirect loop would — the body it belonged to is gone.
    public mutating func redirected() -> RedirectAction {
        switch state {
        case .waiting(let redirects) where redirects < limits.maximumRedirects:
            state = .waiting(redirects: redirects + 1)
            return .follow
        case .waiting, .receiving:
            state = .finished
            return .fail(.rejected(.tooManyRedirects(limits.maximumRedirects)))
        case .finished:
            return .refuse
        }
    }

    /// What to do with the response's head.
    public enum HeadAction: Equatable, Sendable {
        /// Receive the body.
        case receive
        /// Cancel and fail the transfer.
        case fail(Failure)
        /// Cancel it: the transfer is over already.
        case discard
    }

    /// The response's head arrived (`urlSession(_:dataTask:didReceive:completionHandler:)`): the
    /// body is received when the status is 200 (or there is none: not HTTP), the media type is of
    /// the kind asked for, and the declared length (if any: `expectedLength` is −1,
    /// `NSURLResponseUnknownLength`, for none) is within the cap.
    ///
    /// Tolerated: a second head (a session reports one per response) starts the body over.
    public mutating func received(statusCode: Int?, mediaType: String?, expectedLength: Int64) -> HeadAction {
        switch state {
        case .waiting, .receiving:
            if let statusCode, statusCode != 200 { return fail(.httpStatus(statusCode)) }
            guard limits.contentKind.accepts(mediaType: mediaType) else {
                return fail(.contentType(ResponseLimits.ContentKind.essence(of: mediaType)))
            }
            guard expectedLength <= Int64(limits.maximumBytes) else { return fail(.tooLarge(limit: limits.maximumBytes)) }
            state = .receiving(expected: expectedLength >= 0 ? Int(expectedLength) : nil, received: 0)
            return .receive
        case .finished:
            return .discard
        }
    }

    /// What to do with a chunk of the body.
    public enum ChunkAction: Equatable, Sendable {
        /// Keep it.
        case keep
        /// Cancel and fail the transfer: the body passed its cap.
        case fail(Failure)
        /// Drop it: the transfer is over already.
        case discard
    }

    /// A chunk of the body arrived (`urlSession(_:dataTask:didReceive:)`): kept while the body
    /// stays within ``ResponseLimits/maximumBytes``.
    ///
    /// Tolerated: a chunk before any head (a session never sends one) counts against the cap
    /// like any other.
    public mutating func received(byteCount: Int) -> ChunkAction {
        switch state {
        case .waiting:
            state = .receiving(expected: nil, received: 0)
            return received(byteCount: byteCount)
        case .receiving(let expected, let received):
            let (total, overflow) = received.addingReportingOverflow(max(0, byteCount))
            guard !overflow, total <= limits.maximumBytes else {
                state = .finished
                return .fail(.rejected(.tooLarge(limit: limits.maximumBytes)))
            }
            state = .receiving(expected: expected, received: total)
            return .keep
        case .finished:
            return .discard
        }
    }

    /// What to do when the session ends the transfer.
    public enum CompletionAction: Equatable, Sendable {
        /// Hand the body over.
        case deliver
        /// Fail the transfer.
        case fail(Failure)
        /// Nothing: the transfer is over already.
        case none
    }

    /// The session ended the transfer (`urlSession(_:task:didCompleteWithError:)`).
    ///
    /// A body shorter than its declared length fails as ``TileFetchError/truncated(expected:received:)``
    /// whatever the session said (it may say nothing, or `networkConnectionLost`, or an unknown
    /// error), unless it timed out; another error fails as itself.
    ///
    /// Tolerated: an end without an error before any head (a session never reports one) fails as
    /// `URLError(.badServerResponse)`.
    public mutating func completed(error: URLError?) -> CompletionAction {
        switch state {
        case .waiting:
            state = .finished
            return .fail(.transport(error ?? URLError(.badServerResponse)))
        case .receiving(let expected, let received):
            state = .finished
            if let expected, received < expected, error?.code != .timedOut {
                return .fail(.rejected(.truncated(expected: expected, received: received)))
            }
            return error.map { .fail(.transport($0)) } ?? .deliver
        case .finished:
            return .none
        }
    }

    /// What to do when the deadline passes or the caller cancels.
    public enum StopAction: Equatable, Sendable {
        /// Cancel the task and fail the transfer.
        case fail(Failure)
        /// Cancel the task: the caller stopped waiting.
        case cancel
        /// Nothing: the transfer is over already.
        case none
    }

    /// ``ResponseLimits/timeout`` passed since the request: a transfer still under way fails as
    /// `URLError(.timedOut)`, like an idle one, so the retry policy tries it again.
    public mutating func deadlinePassed() -> StopAction {
        switch state {
        case .waiting, .receiving:
            state = .finished
            return .fail(.transport(URLError(.timedOut)))
        case .finished:
            return .none
        }
    }

    /// The task that asked was cancelled: a transfer under way is cancelled.
    public mutating func cancelled() -> StopAction {
        switch state {
        case .waiting, .receiving:
            state = .finished
            return .cancel
        case .finished:
            return .none
        }
    }

    private mutating func fail(_ error: TileFetchError) -> HeadAction {
        state = .finished
        return .fail(.rejected(error))
    }
}
