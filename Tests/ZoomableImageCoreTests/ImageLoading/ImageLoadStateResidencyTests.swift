import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A loaded image off screen: released, its phase and zoom kept, brought back on return. Before
/// this, a `ZoomableImage`'s storage (a `@StateObject`, alive as long as the view's identity)
/// kept its decoded copy for as long as a pager existed: 66 MB for every 48 MP page visited.
@MainActor
@Suite struct ImageLoadStateResidencyTests {
    typealias Phase = ImageLoadStateTests.Phase
    typealias Recorder = ImageLoadStateTests.Recorder

    static let harbour = ImageLoadStateTests.harbour
    static let market = ImageLoadStateTests.market
    static let zoomed = ImageLoadStateTests.zoomed
    static let atRest = ImageLoadStateTests.atRest

    func appear(_ state: inout ImageLoadState<Phase>, _ key: ImageSourceKey, _ host: Recorder) async {
        _ = await ImageLoadStateTests().appear(&state, key, host)
    }

    /// Zoomed, swiped away, swiped back: released (reports held first), loaded again with the
    /// phase still `.success` (the content keeps showing the image), zoomed back to 2.5, reports
    /// through again — and the view is never told to update: nothing it shows changed.
    @Test func aZoomedImageIsReleasedOffScreenAndComesBackWithItsZoom() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        await appear(&state, Self.harbour, host)
        #expect(host.calls == ["update"])
        #expect(state.disappeared(shownZoom: Self.zoomed) == .release)
        #expect(state.phase(for: Self.harbour) == .success)
        let begin = state.begin(Self.harbour)
        #expect(begin == .load(generation: 2))
        #expect(state.phase(for: Self.harbour) == .success)
        let ending = await begin.perform(on: host) {}
        let finish = state.finish(ending, success: .success, failure: { _ in .empty }, taskIsCancelled: false)
        #expect(finish == .restore(Self.zoomed))
        finish.perform(on: host)
        #expect(host.calls == ["update", "restore 2.5", "resume"])
        #expect(state.resultCount == 1)
    }

    /// At rest there is nothing to restore: the image comes back at rest by itself.
    @Test func anImageAtRestComesBackWithoutAZoom() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let host = Recorder()
        await appear(&state, Self.harbour, host)
        _ = state.disappeared(shownZoom: Self.atRest)
        await appear(&state, Self.harbour, host)
        #expect(host.calls == ["update", "resume"])
        // A NaN scale or an empty rect is nothing to restore either.
        #expect(!KeptZoom(zoomScale: .nan, visibleImagePixelRect: Self.zoomed.visibleImagePixelRect).isZoomed)
        #expect(!KeptZoom(zoomScale: 2, visibleImagePixelRect: .zero).isZoomed)
    }

    /// SwiftUI cancels a task only "at some point after the view disappears": a load that ends
    /// after its view went away is released at once — a first image after its phase is shown,
    /// a restored one keeping its zoom for the next return.
    @Test func aLoadThatEndsOffScreenIsReleasedAtOnce() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        let first = await state.begin(Self.harbour).perform(on: Recorder()) {}
        #expect(state.disappeared(shownZoom: Self.atRest) == .none)            // nothing shown yet
        #expect(state.finish(first, success: .success, failure: { _ in .empty }, taskIsCancelled: false)
                    == .updateViewAndRelease)
        #expect(state.phase(for: Self.harbour) == .success)
        await appear(&state, Self.harbour, Recorder())
        _ = state.disappeared(shownZoom: Self.zoomed)
        let restore = await state.begin(Self.harbour).perform(on: Recorder()) {}
        _ = state.disappeared(shownZoom: Self.atRest)                          // gone again mid-restore
        #expect(state.finish(restore, success: .success, failure: { _ in .empty }, taskIsCancelled: false) == .release)
        let again = await state.begin(Self.harbour).perform(on: Recorder()) {}
        #expect(state.finish(again, success: .success, failure: { _ in .empty }, taskIsCancelled: false)
                    == .restore(Self.zoomed))
    }

    /// A restore cancelled (the view left again first) stays released; one that fails shows the
    /// failure and lets the reports through.
    @Test func aCancelledRestoreStaysReleasedAndAFailedOneShowsTheFailure() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        await appear(&state, Self.harbour, Recorder())
        _ = state.disappeared(shownZoom: Self.zoomed)
        let cancelled = await state.begin(Self.harbour).perform(on: Recorder()) { throw CancellationError() }
        #expect(state.finish(cancelled, success: .success, failure: { _ in .empty }, taskIsCancelled: true) == .none)
        #expect(state.phase(for: Self.harbour) == .success)
        let failed = await state.begin(Self.harbour).perform(on: Recorder()) { throw HTTPStatusError(statusCode: 503) }
        #expect(state.finish(failed, success: .success, failure: { .failure("\($0)") }, taskIsCancelled: false)
                    == .updateViewAndResumeReports)
        #expect(state.phase(for: Self.harbour) == .failure("HTTP 503"))
    }

    /// While released, another source (a new URL) or an image the app gives takes the view: the
    /// reports held by the release go through again.
    @Test func anotherSourceAfterAReleaseLetsTheReportsThrough() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        await appear(&state, Self.harbour, Recorder())
        _ = state.disappeared(shownZoom: Self.zoomed)
        #expect(state.begin(Self.market) == .resumeReportsAndLoad(generation: 2))
        #expect(state.phase(for: Self.market) == .empty)
        var given = ImageLoadState<Phase>(empty: .empty)
        await appear(&given, Self.harbour, Recorder())
        _ = given.disappeared(shownZoom: Self.zoomed)
        #expect(given.begin(ImageLoadStateTests.photo) == .resumeReports)
        #expect(given.disappeared(shownZoom: Self.zoomed) == .none)             // the app's image stays
    }

    /// A failure and a view that never loaded release nothing.
    @Test func onlyAShownImageIsReleased() async {
        var state = ImageLoadState<Phase>(empty: .empty)
        #expect(state.disappeared(shownZoom: Self.zoomed) == .none)
        _ = await ImageLoadStateTests().appear(&state, Self.harbour, Recorder(), result: .failure(ImageLoadingError.unreadableImage))
        #expect(state.disappeared(shownZoom: Self.zoomed) == .none)
    }
}
