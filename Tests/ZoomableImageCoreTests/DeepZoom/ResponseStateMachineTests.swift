import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What an untrusted server's response may be, event by event, with limits chosen by hand: a
/// 1000-byte image cap unless a test says otherwise.
@Suite struct ResponseStateMachineTests {
    static let image = ResponseLimits(maximumBytes: 1000, contentKind: .image)

    @Test func redirectsAreFollowedUpToTheLimitAndTheNextOneFails() {
        var response = ResponseStateMachine(limits: Self.image)
        for _ in 1...5 { #expect(response.redirected() == .follow) }
        #expect(response.redirected() == .fail(.rejected(.tooManyRedirects(5))))
        // Whatever the session reports next is dropped: the failure was reported once.
        #expect(response.redirected() == .refuse)
        #expect(response.received(statusCode: 302, mediaType: nil, expectedLength: 0) == .discard)
        #expect(response.completed(error: URLError(.cancelled)) == .none)
    }

    @Test(arguments: [
        (404, "image/jpeg", 10, .fail(.rejected(.httpStatus(404)))),
        (200, "Text/HTML; charset=utf-8", 10, .fail(.rejected(.contentType("text/html")))),
        (200, "image/jpeg", 1001, .fail(.rejected(.tooLarge(limit: 1000)))),
        (200, "image/jpeg", 1000, .receive),
        (200, nil, -1, .receive),
        (nil, nil, 500, .receive),                  // a response that is not HTTP: no status
    ] as [(Int?, String?, Int64, ResponseStateMachine.HeadAction)])
    func theHeadIsCheckedBeforeAnyBodyIsRead(status: Int?, mediaType: String?, length: Int64,
                                             expected: ResponseStateMachine.HeadAction) {
        var response = ResponseStateMachine(limits: Self.image)
        #expect(response.received(statusCode: status, mediaType: mediaType, expectedLength: length) == expected)
    }

    @Test func aBodyIsCutOffAtTheByteThatPassesTheCap() {
        var response = ResponseStateMachine(limits: Self.image)
        #expect(response.received(statusCode: 200, mediaType: "image/png", expectedLength: -1) == .receive)
        #expect(response.received(byteCount: 600) == .keep)
        #expect(response.received(byteCount: 400) == .keep)      // 1000: exactly the cap
        #expect(response.received(byteCount: 1) == .fail(.rejected(.tooLarge(limit: 1000))))
        #expect(response.received(byteCount: 1) == .discard)
        #expect(response.completed(error: URLError(.cancelled)) == .none)
    }

    @Test func aChunkSoLargeItOverflowsIsTooLarge() {
        var response = ResponseStateMachine(limits: ResponseLimits(maximumBytes: .max, contentKind: .image))
        #expect(response.received(statusCode: 200, mediaType: "image/png", expectedLength: -1) == .receive)
        #expect(response.received(byteCount: .max) == .keep)
        #expect(response.received(byteCount: 1) == .fail(.rejected(.tooLarge(limit: .max))))
    }

    /// A body shorter than declared is truncated whatever the session says — Linux's reports an
    /// unknown error, Apple's a lost connection, either may say nothing — unless it timed out.
    @Test(arguments: [(URLError?.none, ResponseStateMachine.CompletionAction.fail(.rejected(.truncated(expected: 3344, received: 100)))),
                      (URLError(.unknown), .fail(.rejected(.truncated(expected: 3344, received: 100)))),
                      (URLError(.networkConnectionLost), .fail(.rejected(.truncated(expected: 3344, received: 100)))),
                      (URLError(.timedOut), .fail(.transport(URLError(.timedOut))))])
    func aBodyShorterThanDeclaredIsTruncated(error: URLError?, expected: ResponseStateMachine.CompletionAction) {
        var response = ResponseStateMachine(limits: ResponseLimits(maximumBytes: 4000, contentKind: .image))
        #expect(response.received(statusCode: 200, mediaType: "image/jpeg", expectedLength: 3344) == .receive)
        #expect(response.received(byteCount: 100) == .keep)
        #expect(response.completed(error: error) == expected)
    }

    @Test func aWholeBodyIsDeliveredAndAnErrorWithoutADeclaredLengthIsItself() {
        var whole = ResponseStateMachine(limits: Self.image)
        _ = whole.received(statusCode: 200, mediaType: "image/jpeg", expectedLength: 700)
        _ = whole.received(byteCount: 700)
        #expect(whole.completed(error: nil) == .deliver)
        var closeDelimited = ResponseStateMachine(limits: Self.image)
        _ = closeDelimited.received(statusCode: 200, mediaType: "image/jpeg", expectedLength: -1)
        _ = closeDelimited.received(byteCount: 70)
        #expect(closeDelimited.completed(error: URLError(.networkConnectionLost)) == .fail(.transport(URLError(.networkConnectionLost))))
    }

    @Test func aServerThatNeverAnswersFailsAsItsSessionSaysOrAsABadResponse() {
        var refused = ResponseStateMachine(limits: Self.image)
        #expect(refused.completed(error: URLError(.cannotConnectToHost)) == .fail(.transport(URLError(.cannotConnectToHost))))
        var empty = ResponseStateMachine(limits: Self.image)
        #expect(empty.completed(error: nil) == .fail(.transport(URLError(.badServerResponse))))
    }

    @Test func theDeadlineFailsATransferUnderWayAsATimeoutAndNothingAfterItsEnd() {
        var waiting = ResponseStateMachine(limits: Self.image)
        #expect(waiting.deadlinePassed() == .fail(.transport(URLError(.timedOut))))
        #expect(waiting.completed(error: URLError(.cancelled)) == .none)
        var dripping = ResponseStateMachine(limits: Self.image)
        _ = dripping.received(statusCode: 200, mediaType: "image/jpeg", expectedLength: 900)
        _ = dripping.received(byteCount: 1)
        #expect(dripping.deadlinePassed() == .fail(.transport(URLError(.timedOut))))
        #expect(dripping.received(byteCount: 1) == .discard)
        var delivered = ResponseStateMachine(limits: Self.image)
        _ = delivered.received(statusCode: 200, mediaType: "image/jpeg", expectedLength: 0)
        #expect(delivered.completed(error: nil) == .deliver)
        #expect(delivered.deadlinePassed() == .none)
        #expect(delivered.cancelled() == .none)
    }

    @Test func aCancelStopsATransferUnderWayOnce() {
        var response = ResponseStateMachine(limits: Self.image)
        #expect(response.cancelled() == .cancel)
        #expect(response.cancelled() == .none)
        #expect(response.deadlinePassed() == .none)
        #expect(response.redirected() == .refuse)
    }

    /// Tolerated odd orders: a redirect after the head fails like a loop; a chunk before the
    /// head counts against the cap; a second head starts the body over.
    @Test func oddOrdersAreAnsweredAsWritten() {
        var lateRedirect = ResponseStateMachine(limits: Self.image)
        _ = lateRedirect.received(statusCode: 200, mediaType: nil, expectedLength: -1)
        #expect(lateRedirect.redirected() == .fail(.rejected(.tooManyRedirects(5))))
        var headless = ResponseStateMachine(limits: Self.image)
        #expect(headless.received(byteCount: 1001) == .fail(.rejected(.tooLarge(limit: 1000))))
        var twice = ResponseStateMachine(limits: Self.image)
        _ = twice.received(statusCode: 200, mediaType: nil, expectedLength: -1)
        #expect(twice.received(byteCount: 900) == .keep)
        #expect(twice.received(statusCode: 200, mediaType: nil, expectedLength: -1) == .receive)
        #expect(twice.received(byteCount: 900) == .keep)
    }
}
