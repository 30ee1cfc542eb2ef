import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which errors are retried and how long the loader waits: exponential backoff, by hand.
@Suite struct TileRetryPolicyTests {
    @Test func theDefaultWaitsHalfASecondThenDoublesAndGivesUpAfterFourAttempts() {
        let policy = TileRetryPolicy()
        let busy = TileFetchError.httpStatus(503)
        // 0.5 · 2^(n − 1) after attempt n; attempt 4 is the last.
        #expect(policy.delay(afterFailedAttempt: 1, error: busy) == 0.5)
        #expect(policy.delay(afterFailedAttempt: 2, error: busy) == 1)
        #expect(policy.delay(afterFailedAttempt: 3, error: busy) == 2)
        #expect(policy.delay(afterFailedAttempt: 4, error: busy) == nil)
        #expect(policy.delay(afterFailedAttempt: 0, error: busy) == nil)
    }

    @Test func waitsAreCappedAtTheMaximum() {
        let policy = TileRetryPolicy(maximumAttempts: 10, initialDelay: 1, multiplier: 10, maximumDelay: 8)
        // 1, then 10 → 8, then 100 → 8.
        #expect(policy.delay(afterFailedAttempt: 1, error: TileFetchError.httpStatus(500)) == 1)
        #expect(policy.delay(afterFailedAttempt: 2, error: TileFetchError.httpStatus(500)) == 8)
        #expect(policy.delay(afterFailedAttempt: 3, error: TileFetchError.httpStatus(500)) == 8)
    }

    @Test(arguments: [Double.nan, -1, .infinity])
    func aWaitThatMeansNothingIsNoWait(initialDelay: Double) {
        let policy = TileRetryPolicy(initialDelay: initialDelay, maximumDelay: .infinity)
        #expect(policy.delay(afterFailedAttempt: 1, error: TileFetchError.httpStatus(503)) == 0)
    }

    @Test(arguments: [(408, true), (425, true), (429, true), (500, true), (503, true), (599, true),
                      (200, false), (400, false), (403, false), (404, false), (600, false)])
    func transientHTTPStatusesAreRetried(status: Int, transient: Bool) {
        #expect(TileRetryPolicy.isTransient(TileFetchError.httpStatus(status)) == transient)
    }

    @Test func droppedConnectionsAreRetriedAndEverythingElseIsNot() {
        #expect(TileRetryPolicy.isTransient(URLError(.timedOut)))
        #expect(TileRetryPolicy.isTransient(URLError(.networkConnectionLost)))
        #expect(TileRetryPolicy.isTransient(URLError(.cannotConnectToHost)))
        #expect(!TileRetryPolicy.isTransient(URLError(.badURL)))
        #expect(!TileRetryPolicy.isTransient(URLError(.cancelled)))
        #expect(!TileRetryPolicy.isTransient(CancellationError()))
        #expect(!TileRetryPolicy.isTransient(TileFetchError.noSuchTile(TileID(level: 0, column: 0, row: 0))))
        #expect(!TileRetryPolicy.isTransient(TileDescriptorError.missing("Size")))
    }

    /// A body cut short is a dropped connection: tried again. What an untrusted server sends on
    /// purpose — too much, the wrong kind, a redirect loop — comes back the same: final at once.
    @Test(arguments: [(TileFetchError.truncated(expected: 3344, received: 100), true),
                      (.tooLarge(limit: 1_130_560), false), (.contentType("text/html"), false),
                      (.tooManyRedirects(5), false)])
    func aBodyCutShortIsRetriedAndAHostileAnswerIsNot(error: TileFetchError, transient: Bool) {
        #expect(TileRetryPolicy.isTransient(error) == transient)
    }
}
