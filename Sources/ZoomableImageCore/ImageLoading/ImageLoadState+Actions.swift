import Foundation

extension ImageLoadState {
    /// How a load ended: its generation and its result (the load's own error, or success).
    public struct LoadEnding {
        /// The generation ``begin(_:)`` gave the load.
        public var generation: Int
        /// How it ended.
        public var result: Result<Void, any Error>
    }

    /// What to do when the view's task starts.
    public enum BeginAction: Equatable, Sendable {
        /// Nothing to load: an image the app gives, or one still on screen.
        case none
        /// An image the app gives took the place of a released one: the view's reports go
        /// through again.
        case resumeReports
        /// Load; the phase doesn't change (a first load, or a released image brought back).
        case load(generation: Int)
        /// A failure is tried again: update the view (the phase is empty again), then load.
        case updateViewAndLoad(generation: Int)
        /// Another source took the place of a released image: the view's reports go through
        /// again, then load.
        case resumeReportsAndLoad(generation: Int)

        /// Performs the action on `host`, running `load` when it loads.
        ///
        /// - Parameters:
        ///   - host: the storage.
        ///   - load: puts the source's image into the view; what it throws ends the load.
        /// - Returns: how the load ended, for ``finish(_:success:failure:taskIsCancelled:)``;
        ///   `nil` when nothing was loaded.
        @MainActor
        public func perform(on host: some ImageLoadHost, load: @MainActor () async throws -> Void) async
            -> LoadEnding? {
            switch self {
            case .none:
                return nil
            case .resumeReports:
                host.resumeReports()
                return nil
            case .load(let generation):
                return await Self.run(generation, load)
            case .updateViewAndLoad(let generation):
                host.updateView()
                return await Self.run(generation, load)
            case .resumeReportsAndLoad(let generation):
                host.resumeReports()
                return await Self.run(generation, load)
            }
        }

        /// Runs load `generation` and returns how it ended.
        @MainActor
        static func run(_ generation: Int, _ load: @MainActor () async throws -> Void) async -> LoadEnding {
            do {
                try await load()
                return LoadEnding(generation: generation, result: .success(()))
            } catch {
                return LoadEnding(generation: generation, result: .failure(error))
            }
        }
    }

    /// What to do when a load ends.
    public enum FinishAction: Equatable, Sendable {
        /// Nothing: a late result, or a cancellation (the phase stays).
        case none
        /// The phase changed (a first image shown, a failure): update the view.
        case updateView
        /// A released image is back: zoom it as it was (`nil`: it was at rest) and let its
        /// reports through again.
        case restore(KeptZoom?)
        /// Bringing a released image back failed: update the view (the failure phase) and let
        /// its reports through again.
        case updateViewAndResumeReports
        /// An image came back after the view went off screen again: release it at once.
        case release
        /// A first image arrived after the view went off screen: update the view (its phase is
        /// the success) and release the image at once.
        case updateViewAndRelease

        /// Performs the action on `host`.
        @MainActor
        public func perform(on host: some ImageLoadHost) {
            switch self {
            case .none:
                break
            case .updateView:
                host.updateView()
            case .restore(let zoom):
                if let zoom { host.restoreZoom(zoom) }
                host.resumeReports()
            case .updateViewAndResumeReports:
                host.updateView()
                host.resumeReports()
            case .release:
                host.releaseImage()
            case .updateViewAndRelease:
                host.updateView()
                host.releaseImage()
            }
        }
    }

    /// What to do when the view disappears.
    public enum DisappearAction: Equatable, Sendable {
        /// Nothing to release.
        case none
        /// Release the image (its phase and zoom are kept).
        case release

        /// Performs the action on `host`.
        @MainActor
        public func perform(on host: some ImageLoadHost) {
            switch self {
            case .none: break
            case .release: host.releaseImage()
            }
        }
    }
}
