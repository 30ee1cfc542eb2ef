#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

// Paging: the pager's scrolls turned into the current page (``PageLayout``), the pages that hold
// images kept to the current one and its neighbours (``PageWindow``), and the dismiss drag
// allowed only while the pager is still.
//
// The zoom and the pager share the swipe by UIKit's failure requirements, which the image view
// answers from the core: the pager's pan waits for the image view's pan (it fails at rest or at
// the image's edge, so the pager pages) and for its dismiss drag (it fails for a sideways swipe).

extension ZoomableImageBrowser: UIScrollViewDelegate {
    /// A swipe passed the middle between two pages: the nearer one becomes current, the pages
    /// around it are loaded and the ones left behind released, and the delegate is told.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // adapts: unwraps the core's answer (nil without pages) and skips a scroll within the page
        guard let index = layout.index(forContentOffset: scrollView.contentOffset, current: currentIndex),
              index != currentIndex else { return }
        showPage(at: index)
    }

    /// Makes image `index` current: the pages around it are loaded and the ones left behind
    /// released, only the current one plays an animated image, it takes the keyboard, and the
    /// delegate is told.
    func showPage(at index: Int) {
        let previous = window
        currentIndex = index
        window = PageWindow(currentIndex: index, pageCount: previous.pageCount)
        let changes = window.changes(from: previous)
        changes.release.forEach { pages.removeValue(forKey: $0)?.release() }
        changes.load.forEach(addPage(at:))
        pages.forEach { $0.value.imageView.isAnimationPausedOffstage = window.pausesAnimatedImages(onPage: $0.key) }
        keyboard.currentPageChanged(to: window.currentIndex)
        delegate?.browser(self, didShowImageAt: index)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        updateDismissDrag(pagerIsStill: false)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        updateDismissDrag(pagerIsStill: !decelerate)
    }

    /// The swipe came to rest: the pages beside the current one return to rest (a zoomed page
    /// swiped away is at rest when swiped back to), and the dismiss drag is allowed again.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settlePages()
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settlePages()
    }

    /// The pages other than the current one settled (``settleLeftPage(_:)``), and the dismiss
    /// drag allowed.
    func settlePages() {
        pages.filter { $0.key != currentIndex }.forEach { settleLeftPage($0.value) }
        updateDismissDrag(pagerIsStill: true)
    }

    /// Allows the dismiss drag on every page held when it is enabled and the pager is still.
    func updateDismissDrag(pagerIsStill: Bool) {
        isPagerStill = pagerIsStill
        pages.values.forEach { $0.imageView.setDismissDragEnabled(dismissal.allowsDrag) }
    }

    /// What may dismiss the browser now: its presentation, setting and pager, to the core.
    var dismissal: BrowserDismissal {
        BrowserDismissal(presentation: presentation, isDragEnabled: isDragToDismissEnabled, isPagerStill: isPagerStill)
    }

    /// Makes the page for image `index`, puts it in its place on the pager and starts its load;
    /// a load that throws (or is cancelled) shows the page's error. Either way its end takes the
    /// thumbnail's image off the page.
    func addPage(at index: Int) {
        let page = ZoomableImageBrowserPage(index: index, browser: self)
        page.frame = layout.pageFrame(forIndex: index)
        page.imageView.setDismissDragEnabled(dismissal.allowsDrag)
        page.imageView.isAnimationPausedOffstage = window.pausesAnimatedImages(onPage: index)
        pager.addSubview(page)
        pages[index] = page
        let imageView = page.imageView
        page.loadTask = Task { [weak self, weak page] in
            do {
                try await self?.loadImage(at: index, into: imageView)
            } catch {
                page?.showLoadError()
            }
            page?.loadEnded()
        }
    }

    /// Asks the data source for image `index`.
    func loadImage(at index: Int, into imageView: ZoomableImageView) async throws {
        try await dataSource?.browser(self, loadImageAt: index, into: imageView)
    }
}
#endif
