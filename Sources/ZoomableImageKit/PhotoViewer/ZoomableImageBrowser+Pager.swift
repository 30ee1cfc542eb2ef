#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

// What SwiftUI's inline pager (``ZoomableImagePager``) asks of the browser it hosts beyond the
// modal browser's paging: rebuilding the pages when the app's items change, keeping the views of
// the pages whose item stays in the window (``PagerReload``, decided by
// ``PagerSelectionStateMachine``).

extension ZoomableImageBrowser {
    /// The items changed: pages whose item left the window (or that the machine did not know were
    /// held) are released, their loads cancelled; those whose item stays move to its new index
    /// with their image and zoom; the current index becomes the reload's; the pager is laid out
    /// again around it (without animation; a swipe under way goes on when the page shown stays
    /// where it was); and every page of the new window not held loads. The delegate is not told:
    /// the pager's machine chose the page. A gesture on a kept page goes on.
    func reloadPages<ID: Hashable>(_ reload: PagerReload<ID>) {
        loadViewIfNeeded()
        let previousLayout = layout
        let previousIndex = currentIndex
        // What the browser holds, which may lag the machine's window (a programmatic slide
        // changes pages only as it passes the middle): every page not kept goes.
        reload.pagesToRelease(held: pages.keys).forEach { pages.removeValue(forKey: $0)?.release() }
        pages = Dictionary(uniqueKeysWithValues: reload.keptPages.compactMap { old, new in pages[old].map { (new, $0) } })
        pages.forEach { $0.value.move(to: $0.key) }
        currentIndex = reload.currentPage
        window = PageWindow(currentIndex: reload.currentPage, pageCount: reload.pageCount)
        let reloaded = pageLayout(pageCount: reload.pageCount)
        layOutPages(reloaded, contentOffset: reloaded.contentOffsetAfterReload(
            from: previousLayout, previousIndex: previousIndex, currentIndex: reload.currentPage,
            isDragging: pager.isDragging, isDecelerating: pager.isDecelerating))
        reload.pagesToLoad(held: Set(pages.keys)).forEach(addPage(at:))
        pages.forEach { $0.value.imageView.isAnimationPausedOffstage = window.pausesAnimatedImages(onPage: $0.key) }
        keyboard.currentPageChanged(to: window.currentIndex)
    }
}
#endif
