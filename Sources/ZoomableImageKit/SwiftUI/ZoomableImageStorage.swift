#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What a ``ZoomableImage`` keeps for as long as it is on screen (its `@StateObject`): the
/// zoomable view itself and the phase of its load.
///
/// The storage owns the container and image view — not the representable's view controller — so
/// that the `.task` that loads a URL or data always has the view to load into, whichever of
/// SwiftUI's calls (the task, `makeUIViewController`) comes first.
@MainActor
final class ZoomableImageStorage: ObservableObject {
    /// The phase of the load (AsyncImage's convention; the rules are ``ImageLoadState``'s).
    @Published private(set) var loadState = ImageLoadState<ZoomableImagePhase>(empty: .empty)
    /// The container and its image view, made on first use.
    lazy var container = ZoomableImageContainerView()
    /// The coordinator of the representable that shows the view now, if any.
    weak var bridge: ZoomableImageBridge?

    /// Storage for a new view. (Nonisolated, so `@StateObject` can make it in a property
    /// initializer; nothing main-actor runs until the container is first used.)
    nonisolated init() {}

    /// Loads `key`'s image into the view with `load`, unless there is nothing to load (an image
    /// the app gives, or one already shown). Runs in the view's `.task(id:)`, so SwiftUI cancels
    /// it when the view disappears or the source changes ("SwiftUI will automatically cancel the
    /// task at some point after the view disappears before the action completes"; "if the `id`
    /// value changes, SwiftUI cancels and restarts the task" — `View.task(id:priority:_:)`);
    /// `loadImage`'s decode is cancelled with it.
    ///
    /// - Parameters:
    ///   - key: the source's key.
    ///   - load: how to load it into an image view; `nil` for an image the app gives.
    func load(_ key: ImageSourceKey, with load: ZoomableImageSource.Load?) async {
        let generation = loadState.begin(key)
        let result = await Self.run(generation.flatMap { _ in load }, on: container.imageView)
        loadState.finish(generation, result: result, success: .success, failure: ZoomableImagePhase.failure)
    }

    /// Runs a load (none: success at once) and returns how it ended.
    static func run(_ load: ZoomableImageSource.Load?, on view: ZoomableImageView) async -> Result<Void, any Error> {
        do {
            try await load?(view)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
#endif
