import Foundation

/// The loading phase of a SwiftUI `ZoomableImage` that loads its image (a URL, a `URLRequest`,
/// bytes or a tile pyramid), the `AsyncImage` convention: which phase its content sees, when a
/// load starts, which results count, and when its decoded image is released off screen and
/// brought back.
///
/// The loads run in a `.task(id:)` keyed by the source: SwiftUI starts the task when the view
/// appears (``begin(_:)``), cancels it when the view disappears or the key changes, and starts
/// it again when the view reappears.
/// - A result counts only for the load that was started last: a cancelled or superseded load's
///   late result is dropped.
/// - A cancelled load (`CancellationError`, `URLError(.cancelled)`, a load superseded by another
///   image, or any error of a cancelled task) is no failure: the phase stays empty and the next
///   appearance tries again. Any other error is the failure phase, tried again on the next
///   appearance.
/// - An image the app gives is never loaded: nothing changes and the view is not updated (two
///   body passes per appearance were spent on that before).
/// - Off screen, a loaded image is released — its decoded copy is what a pager of 48 MP photos
///   would otherwise hold for every page visited — keeping its phase and the zoom it had
///   (``disappeared(shownZoom:)``); when the view appears again the same load brings it back and
///   the zoom is restored.
/// - The view is updated exactly when the phase for the current key or ``resultCount`` changes.
///
/// ```swift
/// var state = ImageLoadState<Phase>(empty: .empty)
/// let begin = state.begin(key)                         // .load(generation: 1)
/// let ending = await begin.perform(on: host) { try await load() }
/// state.finish(ending, success: .success, failure: Phase.failure).perform(on: host)
/// state.phase(for: key)                                // .success
/// state.disappeared(shownZoom: zoom).perform(on: host) // .release: the copy goes, the zoom stays
/// ```
@_spi(Internals)
public struct ImageLoadState<Phase> {
    /// Where the current key has got.
    enum State {
        /// No loaded image to show: no key yet, an image the app gives, or a first load that
        /// was cancelled.
        case idle
        /// A load runs.
        case loading(Load)
        /// The image is on screen, with this phase (success).
        case shown(key: ImageSourceKey, phase: Phase)
        /// The image was released while the view was off screen.
        case released(key: ImageSourceKey, kept: Kept)
        /// The load failed, with this phase.
        case failed(key: ImageSourceKey, phase: Phase)
    }

    /// A load under way: its key, its generation, and what it brings back when it restores a
    /// released image (`nil` for a first load).
    struct Load {
        var key: ImageSourceKey
        var generation: Int
        var restoring: Kept?
    }

    /// What a released image keeps: the phase it showed (its content goes on showing it) and the
    /// zoom to restore, if it was zoomed.
    struct Kept {
        var phase: Phase
        var zoom: KeptZoom?
    }

    /// The phase before a load has a result.
    let empty: Phase
    var state = State.idle
    /// Whether SwiftUI shows the view: from its task's start to its disappearance.
    var isOnScreen = false
    /// The number of loads started.
    var generation = 0
    /// The number of results that counted (a first success, or a failure): a view sized by its
    /// image lays itself out again when this changes.
    public private(set) var resultCount = 0

    /// A state with no key yet.
    ///
    /// - Parameter empty: the phase shown while there is no result.
    public init(empty: Phase) {
        self.empty = empty
    }

    /// The phase for `key`: its result once it has one (kept while it is released and brought
    /// back), `empty` before — and for any other key, so a new source never shows the old one's
    /// result, not even for a frame.
    ///
    /// - Parameter key: the view's source now.
    public func phase(for key: ImageSourceKey) -> Phase {
        switch state {
        case .idle:
            return empty
        case .loading(let load):
            return load.key == key ? load.restoring?.phase ?? empty : empty
        case .shown(let shownKey, let phase), .failed(let shownKey, let phase):
            return shownKey == key ? phase : empty
        case .released(let releasedKey, let kept):
            return releasedKey == key ? kept.phase : empty
        }
    }

    /// Whether the view's reports are held back: from a release until the image is back.
    var holdsReports: Bool {
        switch state {
        case .released: return true
        case .loading(let load): return load.restoring != nil
        case .idle, .shown, .failed: return false
        }
    }

    /// The view's task starts: the view appeared, or its source changed.
    ///
    /// - Parameter key: the view's source.
    /// - Returns: what to do: nothing (an image the app gives, or one still on screen), or a load.
    public mutating func begin(_ key: ImageSourceKey) -> BeginAction {
        isOnScreen = true
        let resumes = holdsReports
        guard key.isLoaded else {
            // An image the app gives: the settings set it; the machine only lets go of a
            // released one it replaced. The phase for it is empty before and after.
            state = .idle
            return resumes ? .resumeReports : .none
        }
        switch state {
        case .shown(let shownKey, _) where shownKey == key:
            return .none
        case .released(let releasedKey, let kept) where releasedKey == key:
            return .load(generation: start(key, restoring: kept))
        case .loading(let load) where load.key == key:
            // The view came back before the last task ended: this load supersedes it.
            return .load(generation: start(key, restoring: load.restoring))
        case .failed(let failedKey, _) where failedKey == key:
            // Tried again: the failure gives way to the empty phase.
            return .updateViewAndLoad(generation: start(key, restoring: nil))
        case .idle, .shown, .released, .loading, .failed:
            // A new key: its phase is empty before and after.
            let generation = start(key, restoring: nil)
            return resumes ? .resumeReportsAndLoad(generation: generation) : .load(generation: generation)
        }
    }

    /// Starts a load of `key` and returns its generation.
    mutating func start(_ key: ImageSourceKey, restoring: Kept?) -> Int {
        generation += 1
        state = .loading(Load(key: key, generation: generation, restoring: restoring))
        return generation
    }

    /// A load ended.
    ///
    /// - Parameters:
    ///   - ending: what ``BeginAction/perform(on:load:)`` returned (`nil`: nothing was loaded,
    ///     nothing changes).
    ///   - success: the phase of a shown image.
    ///   - failure: the phase of a failed load.
    ///   - taskIsCancelled: whether the loading task was cancelled (`Task.isCancelled` where the
    ///     load ran, the default): then any error is the cancellation's.
    /// - Returns: what to do.
    public mutating func finish(_ ending: LoadEnding?, success: Phase, failure: (any Error) -> Phase,
                                taskIsCancelled: Bool = Task.isCancelled) -> FinishAction {
        switch state {
        case .loading(let load) where load.generation == ending?.generation:
            return finish(load, result: ending?.result ?? .success(()), success: success, failure: failure,
                          taskIsCancelled: taskIsCancelled)
        case .idle, .loading, .shown, .released, .failed:
            // A late result of a superseded or cancelled load, or no load at all.
            return .none
        }
    }

    /// The current load ended with `result`.
    mutating func finish(_ load: Load, result: Result<Void, any Error>, success: Phase,
                         failure: (any Error) -> Phase, taskIsCancelled: Bool) -> FinishAction {
        switch (result, load.restoring) {
        case (.failure(let error), let restoring) where taskIsCancelled || Self.isCancellation(error):
            // Not a failure: the next appearance tries again (a released image stays released).
            state = restoring.map { .released(key: load.key, kept: $0) } ?? .idle
            return .none
        case (.failure(let error), nil):
            resultCount += 1
            state = .failed(key: load.key, phase: failure(error))
            return .updateView
        case (.failure(let error), .some):
            resultCount += 1
            state = .failed(key: load.key, phase: failure(error))
            return .updateViewAndResumeReports
        case (.success, nil):
            resultCount += 1
            state = .shown(key: load.key, phase: success)
            return isOnScreen ? .updateView : releaseAfterLoad(load.key, kept: Kept(phase: success, zoom: nil),
                                                               updatesView: true)
        case (.success, let kept?):
            state = .shown(key: load.key, phase: kept.phase)
            return isOnScreen ? .restore(kept.zoom) : releaseAfterLoad(load.key, kept: kept, updatesView: false)
        }
    }

    /// A load ended after the view went off screen: its image goes at once.
    mutating func releaseAfterLoad(_ key: ImageSourceKey, kept: Kept, updatesView: Bool) -> FinishAction {
        state = .released(key: key, kept: kept)
        return updatesView ? .updateViewAndRelease : .release
    }

    /// Whether `error` ends a load without failing it: `CancellationError`, `URLSession`'s
    /// `URLError(.cancelled)` (a remote fetch cancelled with its task), or a load superseded
    /// by another image.
    ///
    /// - Parameter error: what the load threw.
    /// - Returns: `true` for a cancellation.
    static func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
            || error as? ImageLoadingError == .superseded
    }
}
