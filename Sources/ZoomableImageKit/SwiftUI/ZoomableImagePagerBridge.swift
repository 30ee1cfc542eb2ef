#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A ``ZoomableImagePager``'s coordinator: its controller's data source and delegate, the host
/// of its machine's actions, and the observer of its pages' image views (for the
/// ``ZoomableImageState`` that follows the current page).
@MainActor
final class ZoomableImagePagerBridge<Item: Identifiable>: ZoomableImageBrowserDataSource,
    ZoomableImageBrowserDelegate, PagerHost, PagerZoomHost, ZoomableImageViewObserver {
    /// The pager as of the last update: its items, binding, load and options.
    var pager: ZoomableImagePager<Item>
    /// The hosted controller (weak: SwiftUI owns it).
    weak var controller: ZoomableImagePagerController?
    /// Which item is shown, and what a change of the items does.
    var machine = PagerSelectionStateMachine<Item.ID>()
    /// The items the pages stand for: those of the last update (the same ids as the machine's,
    /// so its indices answer the data source).
    var shownItems: [Item] = []
    /// Whether pages keep their zoom, and the zoom of released pages' items.
    var zoomMemory = PagerZoomMemory<Item.ID>()

    init(pager: ZoomableImagePager<Item>) {
        self.pager = pager
    }

    /// The state follows the current page's image view (none without items).
    func followCurrentPage() {
        guard let view = controller?.currentImageView else { return }  // adapts: no page without items
        pager.options.state?.attach(view)
    }

    // MARK: PagerHost

    func showPage(at index: Int) {
        controller?.scrollToImage(at: index, animated: true)
    }

    func reloadPages(_ reload: PagerReload<Item.ID>) {
        controller?.reloadPages(reload)
        followCurrentPage()
    }

    func writeSelection(_ id: Item.ID) {
        pager.selection.wrappedValue = id
    }

    func askForMoreItems() {
        pager.options.loadMore()
    }

    var shownItemID: Item.ID? { machine.currentID }

    /// On the main actor's next turn: after the SwiftUI update that asked.
    func afterUpdate(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    // MARK: ZoomableImageBrowserDataSource

    func numberOfImages(in browser: ZoomableImageBrowser) -> Int { shownItems.count }

    /// The page's image view reports to the bridge, then the app loads the item into it.
    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int,
                 into imageView: ZoomableImageView) async throws {
        let item = try PagerSelectionStateMachine<Item.ID>.element(at: index, in: shownItems)
        imageView.observer = self
        zoomMemory.pageLoading(view: Self.identity(of: imageView), id: item.id)
        try await pager.load(item, imageView)
        PagerZoomMemory.perform(zoomMemory.pageLoaded(view: Self.identity(of: imageView)), on: self, view: imageView)
    }

    // MARK: PagerZoomHost

    /// A page left behind, once the swipe rests: at rest again, or as it was.
    func settleLeftPage(_ imageView: ZoomableImageView) {
        PagerZoomMemory<Item.ID>.perform(zoomMemory.leftPageSettled(), on: self, view: imageView)
    }

    /// A page about to be released: its zoom is noted for its item.
    func pageWillBeReleased(_ imageView: ZoomableImageView) {
        zoomMemory.pageReleased(view: Self.identity(of: imageView),
                                zoom: KeptZoom(zoomScale: imageView.zoomScale,
                                               visibleImagePixelRect: imageView.visibleImagePixelRect))
    }

    func restoreZoom(_ zoom: KeptZoom, on view: ZoomableImageView) {
        view.zoom(toPixelRect: zoom.visibleImagePixelRect, animated: false)
    }

    func resetZoom(on view: ZoomableImageView) {
        view.resetZoom(animated: false)
    }

    static func identity(of view: ZoomableImageView) -> UInt {
        UInt(bitPattern: ObjectIdentifier(view))
    }

    // MARK: ZoomableImageBrowserDelegate

    func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int) {
        PagerSelectionStateMachine.perform(machine.pageShown(at: index), on: self)
        followCurrentPage()
    }

    // MARK: ZoomableImageViewObserver

    func viewDidWriteGeometry() { followCurrentPage() }

    func viewDidEndZooming() { followCurrentPage() }

    func viewDidChangeFirstResponder() {}

    func viewDidMoveToWindow() {}
}
#endif
