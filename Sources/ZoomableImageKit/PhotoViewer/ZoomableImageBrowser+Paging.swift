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

// Reloading, the current image and the page layout: for the app, and for the browser's own layout
// passes.

extension ZoomableImageBrowser {
    /// Asks the data source again for the number of images and reloads every page held (the
    /// current one and its neighbours): the current index stays, clamped into the new count —
    /// when that moves it, the delegate is told
    /// (``ZoomableImageBrowserDelegate/browser(_:didShowImageAt:)``). A gesture on the current
    /// page ends with it (its view leaves the screen), and the background returns to opaque.
    public func reloadData() {
        loadViewIfNeeded()                          // a first load (viewDidLoad) reloads too; this one then redoes it
        let previousIndex = currentIndex
        pages.values.forEach { $0.release() }
        pages = [:]
        backgroundView.alpha = 1
        window = PageWindow(currentIndex: currentIndex, pageCount: dataSource?.numberOfImages(in: self) ?? 0)
        currentIndex = min(max(currentIndex, 0), max(window.pageCount - 1, 0))
        layout = PageLayout(containerSize: .zero, pageCount: 0)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        window.indices.forEach(addPage(at:))
        keyboard.currentPageChanged(to: window.currentIndex)
        if let shown = window.shownIndex(after: previousIndex) {     // adapts: unwraps the core's answer
            delegate?.browser(self, didShowImageAt: shown)
        }
    }

    /// Reloads (``reloadData()``) with image `index` current and on screen at once, no slide:
    /// what the SwiftUI browser does when the app's items change under it, so that the selected
    /// item stays on screen wherever it moved. `index` is clamped into the new images; only a
    /// clamp that moves it tells the delegate.
    func reloadData(showing index: Int) {
        currentIndex = index
        reloadData()
    }

    /// The current page's image view, or `nil` without images.
    public var currentImageView: ZoomableImageView? {
        pages[currentIndex]?.imageView
    }

    /// Scrolls to image `index` (clamped into the images); the delegate is told
    /// ``ZoomableImageBrowserDelegate/browser(_:didShowImageAt:)``. Before the browser has a size
    /// (before it is presented) the image becomes current at once, and the first layout shows
    /// it. While the pages slide, a dismiss drag does not begin.
    ///
    /// Only a neighbouring image slides: farther than that the image becomes current at once,
    /// animated or not, since a slide would make every image on the way current, load it and
    /// tell the delegate it was shown.
    ///
    /// - Parameters:
    ///   - index: the image to show.
    ///   - animated: whether the pages slide there (to a neighbouring image).
    public func scrollToImage(at index: Int, animated: Bool) {
        loadViewIfNeeded()
        let scroll = layout.scroll(toIndex: index, current: currentIndex, from: pager.contentOffset, animated: animated)
        if let page = scroll.pageToShow {             // adapts: unwraps the core's answer
            showPage(at: page)
        }
        // A slide ends in scrollViewDidEndScrollingAnimation, which allows the drag again
        // (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)).
        updateDismissDrag(pagerIsStill: scroll.leavesPagerStill(isDragging: pager.isDragging,
                                                                isDecelerating: pager.isDecelerating))
        pager.setContentOffset(scroll.contentOffset, animated: scroll.slides)
    }

    /// The layout of `pageCount` pages for the browser's size, page spacing and layout direction.
    func pageLayout(pageCount: Int) -> PageLayout {
        PageLayout(containerSize: view.bounds.size, pageCount: pageCount, gap: pageSpacing,
                   direction: PageLayoutDirection(uiKitRawValue: view.effectiveUserInterfaceLayoutDirection.rawValue))
    }

    /// Lays the pager, its content and every page out for `new`, and moves the pager to
    /// `contentOffset` without animation — or leaves it where it is (`nil`: a swipe goes on over
    /// items that changed, ``PageLayout/contentOffsetAfterReload(from:previousIndex:currentIndex:isDragging:isDecelerating:)``).
    func layOutPages(_ new: PageLayout, contentOffset: CGPoint?) {
        layout = new
        // The frame and offset below are not swipes: without a delegate the pager reports none.
        pager.delegate = nil
        pager.frame = new.pagerFrame(in: view.bounds)
        pager.contentSize = new.contentSize
        // Not `contentOffset =`: UIKit drives `setContentOffset(_:animated: true)` itself, and a
        // plain assignment may not stop it; the non-animated call is the idiom that does.
        if let contentOffset {                       // adapts: the core's answer, nil to leave a swipe going
            pager.setContentOffset(contentOffset, animated: false)
        }
        pages.forEach { $0.value.frame = new.pageFrame(forIndex: $0.key) }
        pager.delegate = self
        updateDismissDrag(pagerIsStill: PageScroll.pagerIsStill(isDragging: pager.isDragging,
                                                                isDecelerating: pager.isDecelerating))
    }
}
#endif
