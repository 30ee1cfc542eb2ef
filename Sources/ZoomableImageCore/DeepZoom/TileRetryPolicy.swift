import Foundation

/// When a failed tile load is tried again, and after how long: exponential backoff for transient
/// errors, no retry for the others.
///
/// Transient: an HTTP status of 408 (timeout), 425, 429 (too many requests) or 5xx
/// (``TileFetchError/httpStatus(_:)``), a body cut short (``TileFetchError/truncated(expected:received:)``),
/// or a `URLError` of a dropped, timed-out or not yet available connection. Anything else — 404,
/// 403, a body too large or of the wrong type, a redirect loop, a tile that does not decode —
/// fails at once.
///
/// ```swift
/// let policy = TileRetryPolicy()            // 4 attempts, waits of 0.5 s, 1 s, 2 s
/// policy.delay(afterFailedAttempt: 1, error: TileFetchError.httpStatus(503))   // 0.5
/// policy.delay(afterFailedAttempt: 4, error: TileFetchError.httpStatus(503))   // nil: give up
/// policy.delay(afterFailedAttempt: 1, error: TileFetchError.httpStatus(404))   // nil
/// ```
struct TileRetryPolicy: Equatable, Sendable {
    /// Attempts in all, the first included, ≥ 1. 4 by default.
    public var maximumAttempts: Int
    /// The wait before the first retry, seconds. 0.5 by default.
    public var initialDelay: TimeInterval
    /// Each later wait is this many times the previous one. 2 by default.
    public var multiplier: Double
    /// No wait is longer than this, seconds. 8 by default.
    public var maximumDelay: TimeInterval

    /// Describes the retries. Each argument sets the property of the same name (see each for its
    /// unit and default).
    public init(maximumAttempts: Int = 4, initialDelay: TimeInterval = 0.5, multiplier: Double = 2,
                maximumDelay: TimeInterval = 8) {
        self.maximumAttempts = maximumAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maximumDelay = maximumDelay
    }

    /// How long to wait, in seconds, before trying again after attempt `attempt` (1 for the first)
    /// failed with `error`: initialDelay · multiplier^(attempt − 1) capped at ``maximumDelay``
    /// (non-finite or negative settings count as 0); `nil` to give up — the error is not transient,
    /// or that was the last attempt.
    public func delay(afterFailedAttempt attempt: Int, error: any Error) -> TimeInterval? {
        guard attempt >= 1, attempt < maximumAttempts, Self.isTransient(error) else { return nil }
        var delay = initialDelay
        for _ in 1..<attempt { delay *= multiplier }
        let capped = min(delay, maximumDelay)
        return capped.isFinite && capped > 0 ? capped : 0
    }

    /// Whether an error may go away when the request is repeated.
    public static func isTransient(_ error: any Error) -> Bool {
        switch error as? TileFetchError {
        case .httpStatus(let status)?:
            return status == 408 || status == 425 || status == 429 || (500...599).contains(status)
        case .truncated?:
            return true
        case .noSuchTile?, .tooLarge?, .contentType?, .tooManyRedirects?:
            return false
        case nil:
            break
        }
        if let error = error as? URLError {
            switch error.code {
            case .timedOut, .networkConnectionLost, .notConnectedToInternet, .cannotConnectToHost,
                 .cannotFindHost, .dnsLookupFailed:
                return true
            default:
                return false
            }
        }
        return false
    }
}
