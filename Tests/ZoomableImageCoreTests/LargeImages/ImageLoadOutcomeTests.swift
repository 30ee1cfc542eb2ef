import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What a load returns or throws for each outcome: the table in `ImageLoadOutcome.result`'s
/// documentation, and a tile source's own error in place of `unreadableImage`.
@Suite struct ImageLoadOutcomeTests {
    struct Offline: Error, Equatable {}

    /// The error's type name, `"success"` for none: what a caller's `catch` would see.
    static func name(_ result: Result<Void, any Error>) -> String {
        switch result {
        case .success: "success"
        case .failure(let error as ImageLoadingError): "\(error)"
        case .failure(let error): "\(type(of: error))"
        }
    }

    @Test(arguments: [
        (ImageLoadOutcome.shown, "success"),
        (.superseded, "superseded"),
        (.cancelled, "CancellationError"),
        (.unreadable, "unreadableImage"),
    ])
    func withoutAReadErrorEachOutcomeHasItsDocumentedResult(outcome: ImageLoadOutcome, expected: String) {
        #expect(Self.name(outcome.result) == expected)
        #expect(Self.name(outcome.result(readError: nil)) == expected)
    }

    @Test(arguments: [
        (ImageLoadOutcome.shown, "success"),
        (.superseded, "superseded"),
        (.cancelled, "CancellationError"),
        (.unreadable, "Offline"),           // only an unreadable load throws what the read threw
    ])
    func aReadErrorReplacesOnlyUnreadable(outcome: ImageLoadOutcome, expected: String) {
        #expect(Self.name(outcome.result(readError: Offline())) == expected)
    }
}
