import Foundation

/// When a failed tile load is tried again, and after how long: exponential backoff for transient
/// errors, no retry for the others.
///
/// Transient: an HTTP status of 408 (timeout), 425, 429 (too many requests) or 5xx
/// (``TileFetchError/httpStatus(_:)``), or a `URLError` of a dropped, timed-out or not yet
/// available connection. Anything else — 404, 403, a tile that does not decode — fails at once.
///
/// ```swift
/// let policy = TileRetryPolicy()            // 4 attempts, waits of 0.5 s, 1 s, 2 s
/// policy.delay(afterFailedAttempt: 1, error: TileFetchError.httpStatus(503))   // 0.5
/// policy.delay(afterFailedAttempt: 4, error: TileFetchError.httpStatus(503))   // nil: give up
/// policy.delay(afterFailedAttempt: 1, error: TileFetchError.httpStatus(404))   // nil
/// ```
@_spi(Internals) public struct TileRetryPolicy: Equatable, Sendable {
    /// Attempts in all, the first included, ≥ 1. 4 by default.
    public var maximumAttempts: Int
    /// The wait before the first retry, seconds. 0.5 by default.
    public var initialDelay: TimeInterval
    /// Each later wait is this many times the previous one. 2 by default.
    public var multiplier: Double
    /// No wait is longer than this, seconds. 8 by default.
    public var maximumDelay: TimeInterval

    /// Describes the retries.
    ///
    /// - Parameters:
    ///   - maximumAttempts: attempts in all. Default 4.
    ///   - initialDelay: the first wait, seconds. Default 0.5.
    ///   - multiplier: growth per retry. Default 2.
    ///   - maximumDelay: the longest wait, seconds. Default 8.
    public init(maximumAttempts: Int = 4, initialDelay: TimeInterval = 0.5, multiplier: Double = 2,
                maximumDelay: TimeInterval = 8) {
        self.maximumAttempts = maximumAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maximumDelay = maximumDelay
    }

    /// How long to wait before trying again after attempt `attempt` failed with `error`.
    ///
    /// - Parameters:
    ///   - attempt: the attempt that failed, 1 for the first.
    ///   - error: what it threw.
    /// - Returns: the wait in seconds, initialDelay · multiplier^(attempt − 1) capped at
    ///   ``maximumDelay`` (non-finite or negative settings count as 0); `nil` to give up — the
    ///   error is not transient, or that was the last attempt.
    public func delay(afterFailedAttempt attempt: Int, error: any Error) -> TimeInterval? {
        guard attempt >= 1, attempt < maximumAttempts, Self.isTransient(error) else { return nil }
        var delay = initialDelay
        for _ in 1..<attempt { delay *= multiplier }
        let capped = min(delay, maximumDelay)
        return capped.isFinite && capped > 0 ? capped : 0
    }

    /// Whether an error may go away when the request is repeated.
    ///
    /// - Parameter error: what a fetch threw.
    public static func isTransient(_ error: any Error) -> Bool {
        if case TileFetchError.httpStatus(let status) = error {
            return status == 408 || status == 425 || status == 429 || (500...599).contains(status)
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

/// Why a tile fetch failed, as a fetch closure reports it to the loader.
///
/// ```swift
/// let (data, response) = try await session.data(from: url)
/// try TileFetchError.check(httpStatus: (response as? HTTPURLResponse)?.statusCode)
/// ```
@_spi(Internals) public enum TileFetchError: Error, Equatable, Sendable {
    /// The server answered with a status other than 200.
    case httpStatus(Int)
    /// The source has no tile there: an IIIF level the server does not list, a tile off the grid.
    case noSuchTile(TileID)

    /// Checks a response's HTTP status: 200, or no status at all (a `file:` URL's response),
    /// passes; any other throws ``httpStatus(_:)`` for the retry policy to judge.
    ///
    /// ```swift
    /// let (data, response) = try await session.data(from: url)
    /// try TileFetchError.check(httpStatus: (response as? HTTPURLResponse)?.statusCode)
    /// ```
    ///
    /// - Parameter httpStatus: the status code, or `nil` for a response that is not HTTP.
    public static func check(httpStatus: Int?) throws {
        guard let httpStatus, httpStatus != 200 else { return }
        throw TileFetchError.httpStatus(httpStatus)
    }
}
