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
}
#endif
