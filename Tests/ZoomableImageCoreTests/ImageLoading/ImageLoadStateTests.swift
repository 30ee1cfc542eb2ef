import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The phases of a loading `ZoomableImage` under SwiftUI's `.task(id:)`, which cancels on
/// disappearance and on a new key and starts again on reappearance — and what the view is told
/// to do: update (only when the phase or the result count changes), load, release, restore.
@MainActor
@Suite struct ImageLoadStateTests {
    enum Phase: Equatable {
        case empty, success, failure(String)
    }

    struct Failure: Error {}

    /// Records the host's primitives, in order.
    @MainActor
    final class Recorder: ImageLoadHost {
        var calls: [String] = []
        func updateView() { calls.append("update") }
        func releaseImage() { calls.append("release") }
        func restoreZoom(_ zoom: KeptZoom) { calls.append("restore \(zoom.zoomScale)") }
        func resumeReports() { calls.append("resume") }
    }

    static let harbour = ImageSourceKey.url(URL(fileURLWithPath: "/photos/harbour.jpg"), id: nil)
    static let market = ImageSourceKey.url(URL(fileURLWithPath: "/photos/market.jpg"), id: nil)
    static let photo = ImageSourceKey.image(objectIdentity: 0x10, id: nil)
    static let atRest = KeptZoom(zoomScale: 1, visibleImagePixelRect: CGRect(x: 0, y: 0, width: 4032, height: 3024))
    static let zoomed = KeptZoom(zoomScale: 2.5, visibleImagePixelRect: CGRect(x: 1210, y: 0, width: 1612.8, height: 3024))

    /// One task: begin, the load (`result`), finish; returns the actions.
    func appear(_ state: inout ImageLoadState<Phase>, _ key: ImageSourceKey, _ host: Recorder,
                result: Result<Void, any Error> = .success(()), cancelled: Bool = false) async
        -> (ImageLoadState<Phase>.BeginAction, ImageLoadState<Phase>.FinishAction) {
        let begin = state.begin(key)
        let ending = await begin.perform(on: host) { try result.get() }
        let finish = state.finish(ending, success: .success, failure: { .failure("\(type(of: $0))") },
                                  taskIsCancelled: cancelled)
        finish.perform(on: host)
        return (begin, finish)
    }

    @Test func aLoadGoesFromEmptyToSuccessAndUpdatesTheViewOnce() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        #expect(state.phase(for: Self.harbour) == .empty)
        let begin = state.begin(Self.harbour)
        #expect(begin == .load(generation: 1))
        #expect(state.phase(for: Self.harbour) == .empty)
        let ending = await begin.perform(on: host) {}
        #expect(state.finish(ending, success: .success, failure: { _ in .failure("") }, taskIsCancelled: false)
                    == .updateView)
        #expect(state.phase(for: Self.harbour) == .success)
        #expect(state.resultCount == 1)
        #expect(state.phase(for: Self.market) == .empty)        // never another key's result
        #expect(host.calls.isEmpty)                              // begin changed nothing the view shows
    }

    /// A `UIImage` the app gives: nothing to load, and the view is never told to update — before,
    /// each appearance's task wrote the published load state twice (begin and finish), two body
    /// passes for nothing.
    @Test func aGivenImageIsNeverLoadedAndNeverUpdatesTheView() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        var loads = 0
        for _ in 0..<3 {
            let begin = state.begin(Self.photo)
            #expect(begin == .none)
            let ending = await begin.perform(on: host) { loads += 1 }
            #expect(ending == nil)
            #expect(state.finish(ending, success: .success, failure: { _ in .empty }, taskIsCancelled: false) == .none)
            #expect(state.disappeared(shownZoom: Self.zoomed) == .none)   // the app's image is never dropped
        }
        #expect(loads == 0)
        #expect(host.calls.isEmpty)
        #expect(state.resultCount == 0)
    }

    /// The view disappeared mid-load: cancellation is no failure; the next appearance loads.
    @Test func aCancelledLoadStaysEmptyAndIsTriedAgain() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        let (_, finish) = await appear(&state, Self.harbour, host, result: .failure(CancellationError()))
        #expect(finish == .none)
        #expect(state.phase(for: Self.harbour) == .empty)
        #expect(state.begin(Self.harbour) == .load(generation: 2))
        #expect(host.calls.isEmpty)
    }

    /// A remote load cancelled with its task: `URLSession` throws `URLError(.cancelled)`, not
    /// `CancellationError`; and any error a cancelled task throws is the cancellation's. Both
    /// leave the phase empty, and the next appearance loads again.
    @Test func aCancelledRemoteLoadIsNoFailure() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        _ = await appear(&state, Self.harbour, host, result: .failure(URLError(.cancelled)))
        #expect(state.phase(for: Self.harbour) == .empty)
        _ = await appear(&state, Self.harbour, host, result: .failure(Failure()), cancelled: true)
        #expect(state.phase(for: Self.harbour) == .empty)
        #expect(state.begin(Self.harbour) == .load(generation: 3))
        // Any other URL error is a failure.
        var offline = ImageLoadState<Phase>(empty: .empty)
        _ = await appear(&offline, Self.harbour, host, result: .failure(URLError(.notConnectedToInternet)))
        #expect(offline.phase(for: Self.harbour) == .failure("URLError"))
    }

    /// A server's 404 is a failure that names it, tried again on the next appearance, which
    /// first returns the view to the empty phase (a spinner rather than the old error).
    @Test func anHTTPStatusIsAFailureThatNamesItAndIsTriedAgain() async throws {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        var thrown: (any Error)?
        let begin = state.begin(Self.harbour)
        let ending = await begin.perform(on: host) { try HTTPStatusError.check(statusCode: 404) }
        state.finish(ending, success: .success, failure: { thrown = $0; return .failure("\($0)") },
                     taskIsCancelled: false).perform(on: host)
        #expect(state.phase(for: Self.harbour) == .failure("HTTP 404"))
        #expect((thrown as? HTTPStatusError)?.localizedDescription == "HTTP 404")
        #expect(state.begin(Self.harbour) == .updateViewAndLoad(generation: 2))
        #expect(state.phase(for: Self.harbour) == .empty)
        #expect(host.calls == ["update"])
    }

    /// Disappear and reappear quickly: the second task starts before the first has ended; the
    /// first's late result must not count.
    @Test func aLateResultOfAnOlderLoadIsDropped() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        let first = await state.begin(Self.harbour).perform(on: host) { throw CancellationError() }
        let second = await state.begin(Self.harbour).perform(on: host) {}
        #expect(first?.generation == 1 && second?.generation == 2)
        #expect(state.finish(first, success: .success, failure: { _ in .empty }, taskIsCancelled: true) == .none)
        #expect(state.resultCount == 0)
        #expect(state.finish(second, success: .success, failure: { _ in .empty }, taskIsCancelled: false) == .updateView)
        #expect(state.phase(for: Self.harbour) == .success)
        // A new key: the old key's late success counts for nothing.
        let market = await state.begin(Self.market).perform(on: host) { throw Failure() }
        #expect(state.finish(second, success: .success, failure: { _ in .empty }, taskIsCancelled: false) == .none)
        #expect(state.phase(for: Self.market) == .empty)
        #expect(state.finish(market, success: .success, failure: { _ in .failure("Failure") }, taskIsCancelled: false)
                    == .updateView)
        #expect(state.phase(for: Self.market) == .failure("Failure"))
    }

    /// `.zoomable()` content is never loaded.
    @Test func contentIsNeverLoaded() {
        var state = ImageLoadState<Phase>(empty: .empty)
        #expect(state.begin(.content) == .none)
        #expect(state.phase(for: .content) == .empty)
    }

    /// An image the app gives supersedes a load: the load's late end (superseded) changes nothing.
    @Test func aGivenImageSupersedesTheLoadBeforeIt() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let load = await state.begin(Self.harbour).perform(on: Recorder()) { throw ImageLoadingError.superseded }
        #expect(state.begin(Self.photo) == .none)
        #expect(state.finish(load, success: .success, failure: { _ in .failure("") }, taskIsCancelled: false) == .none)
        #expect(state.phase(for: Self.photo) == .empty)
        // A load superseded by an image set on the view some other way: no failure either.
        var other = ImageLoadState<Phase>(empty: .empty)
        _ = await appear(&other, Self.harbour, Recorder(), result: .failure(ImageLoadingError.superseded))
        #expect(other.phase(for: Self.harbour) == .empty)
    }
}
