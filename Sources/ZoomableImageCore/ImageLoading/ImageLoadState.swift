import Foundation

/// The loading phase of a SwiftUI `ZoomableImage` that loads its image from a URL or from bytes
/// (the `AsyncImage` convention): which phase its content sees, when a load starts, and which
/// results count.
///
/// The loads run in a `.task(id:)` keyed by the source: SwiftUI cancels the task when the view
/// disappears or the key changes, and starts it again when the view reappears. So:
/// - a key already shown (loaded) is not loaded again when its view reappears (a page of a
///   pager, a list row); a key whose load failed or was cancelled is tried again;
/// - a result counts only for the load that was started last: a cancelled or superseded load's
///   late result is dropped;
/// - a cancelled load (`CancellationError`, `URLError(.cancelled)`, or any error of a cancelled
///   task) leaves the phase empty (the next appearance tries again), never a
///   failure — and so does a load superseded by another image set on the view meanwhile; any
///   other error is the failure phase.
///
/// ```swift
/// var state = ImageLoadState<Phase>(empty: .empty)
/// let generation = state.begin(key)                  // nil: nothing to load
/// let result = await load(skipping: generation == nil)
/// state.finish(generation, result: result, success: .success, failure: Phase.failure)
/// state.phase(for: key)
/// ```
@_spi(Internals)
public struct ImageLoadState<Phase> {
    /// How far the current key has got.
    enum Progress {
        case loading(generation: Int)
        /// Its image is on screen.
        case shown(Phase)
        case failed(Phase)
    }

    /// The phase before a load has a result.
    let empty: Phase
    /// The current key and how far it has got; `nil` before any.
    var current: (key: ImageSourceKey, progress: Progress)?
    /// The number of loads started.
    var generation = 0
    /// The number of results that counted (success or failure): a view sized by its image lays
    /// itself out again when this changes.
    public private(set) var resultCount = 0

    /// A state with no key yet.
    ///
    /// - Parameter empty: the phase shown while there is no result.
    public init(empty: Phase) {
        self.empty = empty
    }

    /// The phase for `key`: its result once it has one, `empty` before — and for any other key
    /// (so a new source never shows the old one's result, not even for a frame).
    ///
    /// - Parameter key: the view's source now.
    public func phase(for key: ImageSourceKey) -> Phase {
        guard let current, current.key == key else { return empty }
        switch current.progress {
        case .loading: return empty
        case .shown(let phase), .failed(let phase): return phase
        }
    }

    /// The view's task asks to load `key`.
    ///
    /// - Parameter key: the view's source.
    /// - Returns: the load's generation, to pass to ``finish(_:result:success:failure:)``; `nil`
    ///   when there is nothing to load: an image the app gives, or a key whose image is already
    ///   shown.
    public mutating func begin(_ key: ImageSourceKey) -> Int? {
        if let current, current.key == key, case .shown = current.progress {
            return nil
        }
        generation += 1
        current = (key, .loading(generation: generation))
        guard key.isLoaded else { return nil }
        return generation
    }

    /// A load ended.
    ///
    /// - Parameters:
    ///   - generation: what ``begin(_:)`` returned for it (`nil`: nothing was loaded, nothing
    ///     changes).
    ///   - result: how it ended.
    ///   - success: the phase of a shown image.
    ///   - failure: the phase of a failed load.
    ///   - taskIsCancelled: whether the loading task was cancelled (`Task.isCancelled` where the
    ///     load ran, the default): then any error is the cancellation's.
    /// - Returns: whether the result counted (the phase may have changed).
    @discardableResult
    public mutating func finish(_ generation: Int?, result: Result<Void, any Error>, success: Phase,
                                failure: (any Error) -> Phase, taskIsCancelled: Bool = Task.isCancelled) -> Bool {
        guard let generation, let current, case .loading(generation) = current.progress else { return false }
        resultCount += 1
        switch result {
        case .success:
            self.current = (current.key, .shown(success))
        case .failure(let error) where taskIsCancelled || Self.isCancellation(error):
            self.current = nil
        case .failure(let error):
            self.current = (current.key, .failed(failure(error)))
        }
        return true
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
