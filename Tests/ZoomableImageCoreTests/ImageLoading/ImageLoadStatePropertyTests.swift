import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random sessions of a loading `ZoomableImage` — tasks starting for one of three sources or an
/// image the app gives, loads ending in any order (late ones included) with a success, a failure
/// or a cancellation, the view disappearing zoomed or at rest — checked after every event:
/// - the view is told to update exactly when what it reads changes (the phase for its current
///   source, or the result count), never otherwise (a published change is a body pass);
/// - the view's reports are held back exactly while the machine says so (from a release until
///   the image is back or replaced), and never resumed when not held;
/// - a decoded image is held only while it is shown (or still loading: the decode lands then).
@MainActor
@Suite struct ImageLoadStatePropertyTests {
    typealias Phase = ImageLoadStateTests.Phase

    /// A view that checks the host's side of the invariants.
    @MainActor
    final class View: ImageLoadHost {
        var updates = 0
        var reportsHeld = false
        var holdsImage = false
        var misuse: [String] = []
        func updateView() { updates += 1 }
        func releaseImage() {
            holdsImage = false
            reportsHeld = true
        }
        func restoreZoom(_ zoom: KeptZoom) {
            if !reportsHeld { misuse.append("restore with reports through") }
        }
        func resumeReports() {
            if !reportsHeld { misuse.append("resume without a release") }
            reportsHeld = false
        }
    }

    static let keys = [ImageLoadStateTests.harbour, ImageLoadStateTests.market,
                       ImageSourceKey.data(Data(repeating: 7, count: 300), id: nil), ImageLoadStateTests.photo]

    @Test(arguments: 0..<200)
    func everyChangeTheViewReadsUpdatesItAndReportsAreHeldOnlyWhileReleased(seed: Int) async {
        var random = SeededGenerator(seed: UInt64(seed))
        var state = ImageLoadState<Phase>(empty: .empty)
        let view = View()
        var key = Self.keys[0]
        var pending: [Int] = []
        for step in 0..<60 {
            let event = random.next() % 4
            if event == 0 {
                // A task starts for a source: SwiftUI already shows the view's body for it.
                key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
            }
            let before = (state.phase(for: key), state.resultCount, view.updates)
            switch event {
            case 0:
                _ = await state.begin(key).perform(on: view) {}.map { pending.append($0.generation) }
            case 1 where !pending.isEmpty:
                let generation = pending.remove(at: Int(random.next() % UInt64(pending.count)))
                let results: [Result<Void, any Error>] = [.success(()), .failure(HTTPStatusError(statusCode: 404)),
                                                          .failure(CancellationError())]
                let result = results[Int(random.next() % 3)]
                let ending = ImageLoadState<Phase>.LoadEnding(generation: generation, result: result)
                let action = state.finish(ending, success: .success, failure: { .failure("\($0)") },
                                          taskIsCancelled: false)
                // The view shows the decoded image when a load it counts succeeds.
                if case .success = result, action != .none { view.holdsImage = true }
                action.perform(on: view)
            default:
                let zoom = random.next() % 2 == 0 ? ImageLoadStateTests.zoomed : ImageLoadStateTests.atRest
                state.disappeared(shownZoom: zoom).perform(on: view)
            }
            let changed = before.0 != state.phase(for: key) || before.1 != state.resultCount
            #expect(changed == (view.updates > before.2), "seed \(seed) step \(step)")
            #expect(view.updates - before.2 <= 1, "seed \(seed) step \(step): one update per event")
            #expect(view.reportsHeld == state.holdsReports, "seed \(seed) step \(step)")
            if case .shown = state.state { #expect(view.holdsImage || !key.isLoaded, "seed \(seed) step \(step)") }
            if case .released = state.state { #expect(!view.holdsImage, "seed \(seed) step \(step)") }
        }
        #expect(view.misuse.isEmpty, "seed \(seed)")
    }
}
