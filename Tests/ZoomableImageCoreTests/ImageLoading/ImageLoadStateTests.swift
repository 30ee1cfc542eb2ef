import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The phases of `ZoomableImage(url:)` and `ZoomableImage(data:)` under SwiftUI's `.task(id:)`,
/// which cancels on disappearance and on a new key and starts again on reappearance.
@Suite struct ImageLoadStateTests {
    enum Phase: Equatable {
        case empty, success, failure(String)
    }

    struct Failure: Error {}

    static let harbour = ImageSourceKey.url(URL(fileURLWithPath: "/photos/harbour.jpg"), id: nil)
    static let market = ImageSourceKey.url(URL(fileURLWithPath: "/photos/market.jpg"), id: nil)

    func finish(_ state: inout ImageLoadState<Phase>, _ generation: Int?, _ result: Result<Void, any Error>) -> Bool {
        state.finish(generation, result: result, success: .success, failure: { .failure("\(type(of: $0))") })
    }

    @Test func aLoadGoesFromEmptyToSuccess() {
        var state = ImageLoadState<Phase>(empty: .empty)
        #expect(state.phase(for: Self.harbour) == .empty)
        let generation = state.begin(Self.harbour)
        #expect(generation == 1)
        #expect(state.phase(for: Self.harbour) == .empty)
        #expect(state.resultCount == 0)
        #expect(finish(&state, generation, .success(())))
        #expect(state.phase(for: Self.harbour) == .success)
        #expect(state.resultCount == 1)
        #expect(state.phase(for: Self.market) == .empty)        // never another key's result
    }

    /// A pager's page comes back: its image is still on screen, nothing is decoded again.
    @Test func aShownImageIsNotLoadedAgainWhenItsViewReappears() {
        var state = ImageLoadState<Phase>(empty: .empty)
        _ = finish(&state, state.begin(Self.harbour), .success(()))
        #expect(state.begin(Self.harbour) == nil)
        #expect(state.phase(for: Self.harbour) == .success)
    }

    /// The view disappeared mid-load: cancellation is no failure; the next appearance loads.
    @Test func aCancelledLoadStaysEmptyAndIsTriedAgain() {
        var state = ImageLoadState<Phase>(empty: .empty)
        let first = state.begin(Self.harbour)
        #expect(finish(&state, first, .failure(CancellationError())))
        #expect(state.phase(for: Self.harbour) == .empty)
        #expect(state.begin(Self.harbour) == 2)
    }

    /// A remote load cancelled with its task: `URLSession` throws `URLError(.cancelled)`, not
    /// `CancellationError` ("The task was cancelled" is `NSURLErrorCancelled`); and any error a
    /// cancelled task throws (a decoder giving up) is the cancellation's. Both leave the phase
    /// empty, never the failure phase, and the next appearance loads again.
    @Test func aCancelledRemoteLoadIsNoFailure() {
        var state = ImageLoadState<Phase>(empty: .empty)
        #expect(finish(&state, state.begin(Self.harbour), .failure(URLError(.cancelled))))
        #expect(state.phase(for: Self.harbour) == .empty)
        let second = state.begin(Self.harbour)
        #expect(second == 2)
        let counted = state.finish(second, result: .failure(Failure()), success: .success,
                                   failure: { .failure("\(type(of: $0))") }, taskIsCancelled: true)
        #expect(counted)
        #expect(state.phase(for: Self.harbour) == .empty)
        #expect(state.begin(Self.harbour) == 3)
        // Any other URL error is a failure.
        var offline = ImageLoadState<Phase>(empty: .empty)
        _ = finish(&offline, offline.begin(Self.harbour), .failure(URLError(.notConnectedToInternet)))
        #expect(offline.phase(for: Self.harbour) == .failure("URLError"))
    }

    @Test func aFailureIsThePhaseAndIsTriedAgainOnReappearance() {
        var state = ImageLoadState<Phase>(empty: .empty)
        _ = finish(&state, state.begin(Self.harbour), .failure(ImageLoadingError.unreadableImage))
        #expect(state.phase(for: Self.harbour) == .failure("ImageLoadingError"))
        #expect(state.begin(Self.harbour) == 2)
        #expect(state.phase(for: Self.harbour) == .empty)       // loading again
    }

    /// Disappear and reappear quickly: the second task starts before the first has ended; the
    /// first's late cancellation must not wipe the second's load.
    @Test func aLateResultOfAnOlderLoadIsDropped() {
        var state = ImageLoadState<Phase>(empty: .empty)
        let first = state.begin(Self.harbour)
        let second = state.begin(Self.harbour)
        #expect(first == 1 && second == 2)
        #expect(!finish(&state, first, .failure(CancellationError())))
        #expect(state.resultCount == 0)                                // a dropped result: no count
        #expect(finish(&state, second, .success(())))
        #expect(state.phase(for: Self.harbour) == .success)
        // A new key: the old key's late success counts for nothing.
        let market = state.begin(Self.market)
        #expect(!finish(&state, second, .success(())))
        #expect(state.phase(for: Self.market) == .empty)
        #expect(finish(&state, market, .failure(Failure())))
        #expect(state.phase(for: Self.market) == .failure("Failure"))
    }

    /// `.zoomable()` content is never loaded.
    @Test func contentIsNeverLoaded() {
        var state = ImageLoadState<Phase>(empty: .empty)
        #expect(state.begin(.content) == nil)
        #expect(state.phase(for: .content) == .empty)
    }

    /// An image the app gives is not loaded; a URL load it superseded leaves no failure behind.
    @Test func aGivenImageIsNeverLoadedAndSupersedesTheLoadBeforeIt() {
        var state = ImageLoadState<Phase>(empty: .empty)
        let load = state.begin(Self.harbour)
        let photo = ImageSourceKey.image(objectIdentity: 0x10, id: nil)
        let given = state.begin(photo)
        #expect(given == nil)
        #expect(!finish(&state, given, .success(())))                  // nothing was loaded
        #expect(!finish(&state, load, .failure(ImageLoadingError.superseded)))
        #expect(state.phase(for: photo) == .empty)
        // A load superseded by an image set on the view some other way: no failure either.
        let again = state.begin(Self.harbour)
        #expect(finish(&state, again, .failure(ImageLoadingError.superseded)))
        #expect(state.phase(for: Self.harbour) == .empty)
    }
}
