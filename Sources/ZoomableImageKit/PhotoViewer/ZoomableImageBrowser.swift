#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A full-screen photo viewer around ``ZoomableImageView``, as people know it from Photos: pages
/// that swipe sideways with a gap between them, each image zooming, panning and paging from its
/// edge; a vertical drag at rest that dismisses; the zoom from the grid's thumbnail and back into
/// the current image's thumbnail; a tap that shows and hides the chrome.
///
/// ```swift
/// let browser = ZoomableImageBrowser(dataSource: self, startIndex: indexPath.item)
/// browser.delegate = self            // the thumbnails the zoom starts from and ends in
/// present(browser, animated: true)
/// ```
///
/// Present it (it presents itself over the full screen with its own zoom transition). Every
/// decision — when a drag dismisses, how far the image shrinks, which page a scroll offset
/// shows, which pages hold images, the transition's frames — is made in ZoomableImageCore and
/// tested there; this class performs them. See <doc:PhotoViewer>.
@MainActor
open class ZoomableImageBrowser: UIViewController {
    // MARK: - Contract

    /// Gives the images. Weak, as a table view's: keep it alive (usually it is the presenting
    /// controller).
    public weak var dataSource: (any ZoomableImageBrowserDataSource)?
    /// Told what the browser shows, and asked for the thumbnails. `nil` by default: the browser
    /// fades in and out.
    public weak var delegate: (any ZoomableImageBrowserDelegate)?
    /// The index of the image on screen, in `0..<numberOfImages(in:)` (0 without images). The
    /// start index, clamped, until the browser pages.
    public internal(set) var currentIndex: Int
    /// Whether a one-finger, mostly vertical drag at rest (minimum zoom) dismisses the browser.
    /// While zoomed the drag pans; a dismiss never starts during a pinch, a page swipe or a
    /// settle. `true` by default.
    public var isDragToDismissEnabled = true {
        didSet { updateDismissDrag(pagerIsStill: isPagerStill) }
    }

    /// A browser of `dataSource`'s images, showing image `startIndex` first.
    ///
    /// - Parameters:
    ///   - dataSource: gives the images (kept weakly).
    ///   - startIndex: the image shown first; clamped into the images. Default 0.
    public init(dataSource: any ZoomableImageBrowserDataSource, startIndex: Int = 0) {
        self.dataSource = dataSource
        currentIndex = startIndex
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalPresentationCapturesStatusBarAppearance = true
        // Dark whatever the system's appearance, as the black background asks: the error label's
        // secondary colour and the status bar's default style follow the controller's trait
        // collection (https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle).
        overrideUserInterfaceStyle = .dark
        transitioningDelegate = transitions
        transitions.browser = self
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

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

    // MARK: - Appearance

    /// The colour behind the images; it fades as a dismiss drag moves the image. Black by default.
    public var backgroundColor: UIColor? {
        get { backgroundView.backgroundColor }
        set { backgroundView.backgroundColor = newValue }
    }

    /// The gap between pages while they swipe, points. 20 by default, as in Photos.
    public var pageSpacing: CGFloat = PageLayout.defaultGap {
        didSet { view.setNeedsLayout() }
    }

    /// Where the app puts its chrome (a close button, a caption, a toolbar): a view above the
    /// pages, as large as the browser, that lets touches outside its subviews through to the
    /// pages. Faded out and in with the status bar by a single tap (``isChromeHidden``).
    public let overlayView: UIView = ZoomableImageBrowserOverlayView()

    /// Whether the chrome — ``overlayView`` and the status bar — is hidden. Setting it hides or
    /// shows the chrome at once; to fade, call ``setChromeHidden(_:animated:)``, as a single tap
    /// on an image does (not a tap that only stopped a moving image). `false` by default.
    public var isChromeHidden: Bool {
        get { chromeHidden }
        set { setChromeHidden(newValue, animated: false) }
    }

    /// Hides or shows the chrome — ``overlayView`` and the status bar — fading over 0.25 s when
    /// `animated`. The overlay fades through its `alpha` and is hidden once it reaches 0
    /// (`isHidden` itself does not animate: the `UIView` documentation lists `alpha`, not
    /// `isHidden`, among the animatable properties); the status bar is updated inside the same
    /// animation block, which animates it ("If you call this method within an animation block,
    /// the changes are animated along with the rest of the animation block":
    /// `setNeedsStatusBarAppearanceUpdate()`). A fade under way is stopped where it is and the
    /// new one goes on from there.
    ///
    /// - Parameters:
    ///   - hidden: whether the chrome is hidden afterwards (``isChromeHidden`` at once).
    ///   - animated: whether it fades.
    public func setChromeHidden(_ hidden: Bool, animated: Bool) {
        chromeHidden = hidden
        // Stopped without finishing: its completion (which would set isHidden) never runs, and
        // the overlay keeps the alpha it had reached.
        chromeAnimator?.stopAnimation(true)
        let fade = ChromeFade(hidden: hidden, animated: animated, wasHidden: overlayView.isHidden, alpha: overlayView.alpha)
        overlayView.alpha = fade.startAlpha
        overlayView.isHidden = fade.isHiddenWhileFading
        let animator = UIViewPropertyAnimator(duration: fade.duration, curve: .easeInOut) { [weak self, overlayView] in
            overlayView.alpha = fade.endAlpha
            self?.setNeedsStatusBarAppearanceUpdate()
        }
        animator.addCompletion { [overlayView] _ in overlayView.isHidden = fade.isHiddenAfterwards }
        chromeAnimator = animator
        animator.startAnimation()
        // prefersHomeIndicatorAutoHidden is read again only when asked to
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()).
        setNeedsUpdateOfHomeIndicatorAutoHidden()
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

    open override var prefersStatusBarHidden: Bool { isChromeHidden }

    open override var prefersHomeIndicatorAutoHidden: Bool { isChromeHidden }

    // MARK: - State (internal)

    /// Runs the zoom transitions (the browser is its own `transitioningDelegate`'s owner).
    let transitions = ZoomableImageBrowserTransitions()
    /// Behind the pages: fades with a dismiss drag. Black from the start, so that a colour set
    /// before the view loads stays.
    let backgroundView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        return view
    }()
    /// The paging scroll view, one gap wider than the browser (``PageLayout``).
    let pager = UIScrollView()
    /// Draws the image during a transition.
    let transitionView = ZoomTransitionView()
    /// The pages that hold images: the current one and its neighbours (``PageWindow``).
    var pages: [Int: ZoomableImageBrowserPage] = [:]
    /// Where the pages go, for the browser's size now.
    var layout = PageLayout(containerSize: .zero, pageCount: 0)
    /// Which pages hold images.
    var window = PageWindow(currentIndex: 0, pageCount: 0)
    /// The dismissal a page asked for, with what it showed, until the transition takes it.
    var pendingDismissal: (page: ZoomableImageBrowserPage, request: DismissRequest)?
    /// Whether the pager is still: not dragged, not decelerating.
    var isPagerStill = true
    /// How the browser is shown: presented over the app (the inline pager's subclass says
    /// otherwise). It decides what VoiceOver's escape does (``BrowserDismissal``).
    var presentation: BrowserDismissal.Presentation { .modal }
    /// Animates the background's opacity after a dismiss drag.
    var backgroundAnimator: UIViewPropertyAnimator?
    /// What ``isChromeHidden`` reports.
    var chromeHidden = false
    /// Fades the chrome (``setChromeHidden(_:animated:)``).
    var chromeAnimator: UIViewPropertyAnimator?
    /// Gives the current page the keyboard, and takes it back.
    lazy var keyboard = ZoomableImageBrowserKeyboard(browser: self)

    open override func loadView() {
        let root = ZoomableImageBrowserRootView()
        root.browser = self
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.delegate = self
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pager.contentInsetAdjustmentBehavior = .never
        pager.scrollsToTop = false
        pager.accessibilityIdentifier = "zoomableImageBrowser.pager"
        transitionView.isHidden = true
        overlayView.accessibilityIdentifier = "zoomableImageBrowser.overlay"
        for subview in [backgroundView, pager, transitionView, overlayView] {
            subview.frame = view.bounds
            view.addSubview(subview)
        }
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        reloadData()
    }

    /// Lays the pages out for the browser's size (a rotation, split view, the first pass): the
    /// pager, its content and each page, and the current page's offset — so a rotation keeps the
    /// page, and its image view keeps its zoomed spot as its container resizes. A pass that
    /// changes nothing (the chrome, a label) leaves a swipe under way alone. Setting the offset
    /// (without animation) stops a slide under way: the pager is then still, unless a finger
    /// drags it or it decelerates, so the dismiss drag is not left waiting for the end of an
    /// animation that may never be reported.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let new = pageLayout(pageCount: window.pageCount)
        guard new != layout else { return }          // adapts: UIKit calls this for any subview's layout
        layOutPages(new, contentOffset: new.scroll(toIndex: currentIndex, current: currentIndex, from: pager.contentOffset,
                                                   animated: false).contentOffset)
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

    /// Presented again after a dismissal (the same instance): the pages released then are made
    /// again for the window, which still holds the current index. On the first presentation
    /// every page is there already and nothing is added.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        window.indices.filter { pages[$0] == nil }.forEach(addPage(at:))
    }

    /// On screen: the current page takes the keyboard, so ⌘+ ⌘− ⌘0 and the arrow keys reach the
    /// photo; it does again after every page change (the rules are the core's, "Photo viewer
    /// rules").
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboard.appeared(currentIndex: window.currentIndex)
    }

    /// Going: the page that has the keyboard gives it up, so keys reach the screen below again.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboard.disappearing()
    }

    /// Dismissed (by any means): every page's load is cancelled and its image released, and the
    /// delegate is told.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }       // adapts: UIKit's lifecycle callback
        pages.values.forEach { $0.release() }
        pages = [:]
        delegate?.browserDidDismiss(self)
    }

    // MARK: - Chrome, background, dismissal

    /// A page other than the current one when a swipe comes to rest: back at rest, as in Photos
    /// (a zoomed page swiped away is at rest when swiped back to). The inline pager keeps its
    /// zoom when the app asks.
    func settleLeftPage(_ page: ZoomableImageBrowserPage) {
        page.imageView.resetZoom(animated: false)
    }

    /// `page` is about to be released (its load cancelled, its image dropped). Nothing here; the
    /// inline pager notes its zoom.
    func pageWillBeReleased(_ page: ZoomableImageBrowserPage) {}

    /// A single tap on an image: the chrome fades out or in.
    func toggleChrome() {
        setChromeHidden(!isChromeHidden, animated: true)
    }

    /// Shows the background at `opacity`: at once, or with the spring (a running one stopped).
    func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?) {
        backgroundAnimator?.stopAnimation(true)
        backgroundAnimator = nil
        guard let animation else {                    // adapts: unwraps the optional spring
            backgroundView.alpha = opacity
            return
        }
        let animator = animation.makeAnimator()
        animator.addAnimations { [backgroundView] in backgroundView.alpha = opacity }
        backgroundAnimator = animator
        animator.startAnimation()
    }

    /// A page's image view asked to dismiss (a dismiss drag thrown, VoiceOver's escape): the
    /// transition starts from what it showed — zooming into the thumbnail, or fading out from
    /// there without one (``ZoomTransitionPlan``). The image view itself is back at rest already,
    /// so it hides until the transition draws the image where it was shown — only when the
    /// browser was presented (otherwise `dismiss(animated:)` has nothing to dismiss and the page
    /// would stay blank); the transition's end shows it again, also when it was cancelled.
    func dismiss(from page: ZoomableImageBrowserPage, request: DismissRequest) {
        pendingDismissal = (page, request)
        page.imageView.isHidden = presentingViewController != nil
        dismiss(animated: true)
    }

    /// VoiceOver's escape: the current page reports the dismissal from what it shows. Not
    /// handled when the browser does not dismiss on escape (``BrowserDismissal/escapeDismisses``:
    /// an inline pager without a dismiss action), without an image on the page (still loading,
    /// or failed) or while a dismissal runs: VoiceOver then asks the views and controllers above.
    func performEscape() -> Bool {
        dismissal.escapeDismisses && currentImageView?.performBrowserEscape() == true
    }
}
#endif
