#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What a ``ZoomableImage`` keeps for as long as its identity lives (its `@StateObject`): the
/// zoomable view itself, the phase of its load, and who hears the view.
///
/// The storage owns the container and image view — not the representable's view controller — so
/// that the `.task` that loads a URL or data always has the view to load into, whichever of
/// SwiftUI's calls (the task, `makeUIViewController`) comes first, and whether or not a loading
/// image's content shows the view yet. Every decision is the core's: the load's phase and the
/// image's release off screen (``ImageLoadState``), who hears the view (``ReportRouting``).
@MainActor
final class ZoomableImageStorage: ObservableObject, ImageLoadHost, ReportRoutingHost, ZoomMenuHost {
    /// The phase of the load (AsyncImage's convention). Not `@Published`: the state says when the
    /// view must update (``updateView()``), and that is only when what it shows changed.
    private(set) var loadState = ImageLoadState<ZoomableImagePhase>(empty: .empty)
    /// The container and its image view, made on first use.
    lazy var container = ZoomableImageContainerView()
    /// The coordinator of the representable that showed the view last, if any.
    weak var bridge: ZoomableImageBridge?
    var reports = ReportRouting()
    /// The transaction of the load under way: phase changes are applied in it.
    var transaction = Transaction()
    /// What the view's menu commands can do, published while it has the keyboard.
    private(set) var menu = ZoomMenuPublication()

    /// Storage for a new view. (Nonisolated, so `@StateObject` can make it in a property
    /// initializer; nothing main-actor runs until the container is first used.)
    nonisolated init() {}

    var imageView: ZoomableImageView { container.imageView }

    /// Loads `key`'s image into the view with `load`, unless there is nothing to load (an image
    /// the app gives, or one still shown) — or brings back one released off screen. Runs in the
    /// view's `.task(id:)`, so SwiftUI cancels it when the view disappears or the source changes
    /// ("SwiftUI will automatically cancel the task at some point after the view disappears
    /// before the action completes"; "if the `id` value changes, SwiftUI cancels and restarts
    /// the task" — `View.task(id:priority:_:)`); `loadImage`'s decode is cancelled with it.
    ///
    /// - Parameters:
    ///   - key: the source's key.
    ///   - load: how to load it into an image view.
    ///   - transaction: the view's transaction for phase changes (`AsyncImage`'s).
    func load(_ key: ImageSourceKey, with load: @escaping ZoomableImageSource.Load,
              transaction: Transaction) async {
        self.transaction = transaction
        let view = imageView
        let ending = await loadState.begin(key).perform(on: self) { try await load(view) }
        loadState.finish(ending, success: .success, failure: ZoomableImagePhase.failure).perform(on: self)
    }

    /// The view disappeared (`onDisappear`): a loaded image is released, keeping its zoom.
    func disappeared() {
        let zoom = KeptZoom(zoomScale: imageView.zoomScale, visibleImagePixelRect: imageView.visibleImagePixelRect)
        loadState.disappeared(shownZoom: zoom).perform(on: self)
    }

    /// `bridge` made its view controller: the view reports to it from now on.
    func attach(_ bridge: ZoomableImageBridge) {
        self.bridge = bridge
        reports.attach(Self.identity(of: bridge)).perform(on: self)
    }

    /// `bridge` is being dismantled: the view stops reporting to it, unless a newer one took it.
    func dismantle(_ bridge: ZoomableImageBridge) {
        reports.dismantle(Self.identity(of: bridge)).perform(on: self)
    }

    /// The view reported something the menu commands may follow (``ZoomMenuPublication``).
    func menuChanged() {
        menu.viewChanged().perform(on: self)
    }

    static func identity(of bridge: ZoomableImageBridge) -> UInt {
        UInt(bitPattern: ObjectIdentifier(bridge))
    }

    // MARK: - ImageLoadHost

    /// Updates the view in the load's transaction: a change of an `ObservableObject` made inside
    /// `withTransaction` carries it, as `withAnimation` does.
    func updateView() {
        withTransaction(transaction) { objectWillChange.send() }
    }

    func releaseImage() {
        reports.hold().perform(on: self)
        imageView.image = nil
    }

    func restoreZoom(_ zoom: KeptZoom) {
        imageView.zoom(toPixelRect: zoom.visibleImagePixelRect, animated: false)
    }

    func resumeReports() {
        reports.resume().perform(on: self)
    }

    // MARK: - ZoomMenuHost

    /// Flushes on the next turn of the main queue: after SwiftUI's update, if one runs, where a
    /// published change is not allowed ("Publishing changes from within view updates").
    func scheduleMenuFlush() {
        DispatchQueue.main.async { [weak self] in self?.flushMenu() }
    }

    func flushMenu() {
        menu.flush(isFirstResponder: imageView.isFirstResponder, interaction: imageView.interactionState)
            .perform(on: self)
    }

    func publishMenu() {
        objectWillChange.send()
    }

    // MARK: - ReportRoutingHost

    func connectReports() {
        imageView.delegate = bridge
        imageView.observer = bridge
    }

    func disconnectReports() {
        bridge?.detachState()
        holdReports()
    }

    func holdReports() {
        imageView.delegate = nil
        imageView.observer = nil
    }

    /// Connects the coordinator again and lets it catch up: focus (the view may have left its
    /// window unheard), the zoom state and a bound scale waiting for the image.
    func reconnectReports() {
        connectReports()
        bridge?.viewDidMoveToWindow()
        bridge?.viewDidWriteGeometry()
    }
}
#endif
