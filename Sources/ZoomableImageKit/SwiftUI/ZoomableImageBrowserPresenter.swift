#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A zero-size controller in the hierarchy that presents the browser; the decisions are
/// ``BrowserPresentationStateMachine``'s, performed after the update (presenting, or writing the
/// selection, during a SwiftUI update is not allowed).
struct ZoomableImageBrowserPresenter<Item: Identifiable>: UIViewControllerRepresentable {
    let items: [Item]
    @Binding var selection: Item.ID?
    let frames: BrowserSourceFrameStore
    /// The presenter's frame in SwiftUI's `.global` space, as `frames` (its view fills it).
    let anchor: CGRect
    let load: @MainActor (Item, ZoomableImageView) async throws -> Void
    let chrome: @MainActor (Item, ZoomableImageBrowserDismissAction) -> BrowserChromeContent

    func makeCoordinator() -> ZoomableImageBrowserPresentation<Item> {
        ZoomableImageBrowserPresentation(parent: self)
    }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    /// The modifier left the hierarchy: the browser (which holds its data source weakly) goes
    /// with it — retried after its presentation if UIKit refuses while that runs
    /// (``BrowserPresentationStateMachine/presenterRemoved()``) — and so does the proxy thumbnail.
    static func dismantleUIViewController(_ host: UIViewController,
                                          coordinator: ZoomableImageBrowserPresentation<Item>) {
        coordinator.thumbnail.removeFromSuperview()
        BrowserPresentationStateMachine.perform(coordinator.machine.presenterRemoved(), on: coordinator)
    }

    /// Brings the presentation up to date with the items, the selection and the browser's
    /// settings: the id-to-index map is rebuilt only when the items changed (``ItemIDIndex``),
    /// and then the browser reloads. After the update: the action, the settings, the chrome (in
    /// this view's environment).
    func updateUIViewController(_ host: UIViewController, context: Context) {
        let presentation = context.coordinator
        presentation.parent = self
        presentation.host = host
        presentation.settings = context.environment.zoomableImageBrowser
        let environment = context.environment
        let itemsChanged = presentation.index.update(items.lazy.map(\.id))
        let action = presentation.machine.update(selection: presentation.index.index(of: selection),
                                                 count: presentation.index.count, itemsChanged: itemsChanged)
        DispatchQueue.main.async {
            BrowserPresentationStateMachine.perform(action, on: presentation)
            presentation.applySettings()
            presentation.chrome.environment = environment
            presentation.refreshChrome()
        }
    }
}
#endif
