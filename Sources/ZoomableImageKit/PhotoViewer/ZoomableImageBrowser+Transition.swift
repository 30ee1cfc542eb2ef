#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

// The zoom from the thumbnail and back. The frames are the core's (``ZoomTransition``); this
// file reads where the thumbnail and the page are on screen, and what the page's image view
// shows — its presentation layer, zoomed or moved by a dismiss drag, not its model frame — and
// animates ``ZoomTransitionView`` between the two ends.
//
// UIKit presents the browser over the full screen (`.overFullScreen`: the grid stays below, seen
// through the fading background) and asks its `transitioningDelegate` for the animators
// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate). UIKit
// ignores touches while a non-interactive transition runs, so a touch during one lands on its
// end: the page at rest, or the grid.

extension ZoomableImageBrowser {
    /// Presents: the browser's view goes in, its pages hidden, and the image grows from the
    /// thumbnail (hidden meanwhile) into the current page, at the page's content mode — or the
    /// browser fades in without a thumbnail image view with an image on screen
    /// (``ZoomTransitionPlan``). The page's own image is loading; the zoom draws the thumbnail's,
    /// which stays on the page until the page's own arrives (``ZoomableImageBrowserPage/showPlaceholder(_:)``).
    func animatePresentation(in context: any UIViewControllerContextTransitioning) {
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: self)
        view.layoutIfNeeded()
        // Only an image view gives an image to draw (documented on the delegate); the zoom out
        // draws the page's image and takes any view.
        let thumbnail = delegate?.browser(self, thumbnailViewForImageAt: currentIndex) as? UIImageView
        let plan = ZoomTransitionPlan.presenting(
            imageSize: thumbnail?.image?.size, from: thumbnail.map(transitionThumbnail), pageFrame: view.bounds,
            pageContentMode: currentImageView.map { ImageContentMode($0.contentMode) }, visibleBounds: view.bounds)
        pages[currentIndex]?.showPlaceholder(thumbnail?.image)
        run(plan, image: thumbnail?.image, hiding: thumbnail, in: context)
    }

    /// Dismisses: the image shrinks from what the page showed when the dismissal started — a
    /// dismiss drag's request, or the current image view's presentation layer — into the current
    /// image's thumbnail (asked now: the app may scroll its grid to it first); without one it
    /// fades out from there, drifting on with the release velocity; without an image the browser
    /// fades out (``ZoomTransitionPlan``).
    func animateDismissal(in context: any UIViewControllerContextTransitioning) {
        let dismissal = pendingDismissal ?? currentPageDismissal()     // adapts: a drag's request, or the app's call
        pendingDismissal = nil
        let thumbnail = delegate?.browser(self, thumbnailViewForImageAt: currentIndex)
        let image = dismissal?.page.imageView.image
        let plan = ZoomTransitionPlan.dismissing(
            imageSize: image?.size, from: dismissal.map { transitionPage($0.page, showing: $0.request.shown) },
            to: thumbnail.map(transitionThumbnail), visibleBounds: view.bounds, request: dismissal?.request)
        run(plan, image: image, hiding: thumbnail, in: context)
    }
    /// The current page's dismissal when the app dismisses the browser: from what its image view
    /// shows (the presentation layer, mid-zoom too), at the background's opacity now.
    func currentPageDismissal() -> (page: ZoomableImageBrowserPage, request: DismissRequest)? {
        pages[currentIndex].map { page in
            let shown = page.imageView.shownGeometry
            let geometry = ViewGeometry(bounds: page.imageView.bounds, center: shown.center, transform: shown.transform)
            return (page, DismissRequest(shown: geometry, backgroundOpacity: backgroundView.alpha, velocity: .zero))
        }
    }

    /// The thumbnail as the core sees it: its frame in the browser's space, content mode, corner
    /// radius and clipping.
    func transitionThumbnail(_ thumbnail: UIView) -> ZoomTransitionThumbnail {
        ZoomTransitionThumbnail(frame: thumbnail.convert(thumbnail.bounds, to: view),
                                contentMode: ImageContentMode(thumbnail.contentMode),
                                cornerRadius: thumbnail.layer.cornerRadius, clipsToBounds: thumbnail.clipsToBounds)
    }

    /// The page as the core sees it, in the browser's space, with its image view shown as
    /// `shown` (page space: the image view's container is the page).
    func transitionPage(_ page: ZoomableImageBrowserPage, showing shown: ViewGeometry) -> ZoomTransitionPage {
        let geometry = ViewGeometry(bounds: shown.bounds, center: page.convert(shown.center, to: view),
                                    transform: shown.transform, anchorPoint: shown.anchorPoint)
        return ZoomTransitionPage(frame: page.convert(page.bounds, to: view),
                                  contentMode: ImageContentMode(page.imageView.contentMode), shownGeometry: geometry)
    }

    /// Runs a transition as the core planned it: ``transitionView`` drawing the image from the
    /// plan's start to its end over hidden pages (the thumbnail hidden when the image flies to or
    /// from it), or — with nothing to draw — the browser's whole view fading, its pages shown.
    /// The overlay (the app's chrome) and the background fade in both. UIKit's view animations
    /// interpolate each value linearly in the timing curve's progress, as the core's frames are.
    /// At the end the pages show again, a page hidden for a dismissal included (needed when the
    /// transition was cancelled).
    func run(_ plan: ZoomTransitionPlan, image: UIImage?, hiding thumbnail: UIView?,
             in context: any UIViewControllerContextTransitioning) {
        let animator = UIViewPropertyAnimator(duration: ZoomTransitionPlan.duration,
                                              dampingRatio: ZoomTransitionPlan.dampingRatio)
        let wasHidden = thumbnail?.isHidden == true
        view.alpha = plan.viewOpacity.start
        overlayView.alpha = plan.chromeOpacity.start
        transitionView.imageView.image = image
        transitionView.isHidden = !plan.drawsImage
        pager.isHidden = plan.drawsImage
        thumbnail?.isHidden = plan.hidesThumbnail(wasHidden: wasHidden)
        transitionView.show(plan.start, background: backgroundView)
        animator.addAnimations { [view, overlayView, transitionView, backgroundView] in
            view?.alpha = plan.viewOpacity.end
            overlayView.alpha = plan.chromeOpacity.end
            transitionView.show(plan.end, background: backgroundView)
        }
        animator.addCompletion { [weak self, weak thumbnail] _ in
            self?.transitionView.isHidden = true
            self?.transitionView.imageView.image = nil
            self?.pager.isHidden = false
            self?.pages.values.forEach { $0.imageView.isHidden = false }
            thumbnail?.isHidden = wasHidden
            context.completeTransition(!context.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// Gives UIKit the browser's zoom transitions (the browser is the `transitioningDelegate`'s owner).
@MainActor
final class ZoomableImageBrowserTransitions: NSObject, UIViewControllerTransitioningDelegate {
    /// The browser (weak: it owns this object).
    weak var browser: ZoomableImageBrowser?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        browser.map { browser in ZoomableImageBrowserAnimator { browser.animatePresentation(in: $0) } }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        browser.map { browser in ZoomableImageBrowserAnimator { browser.animateDismissal(in: $0) } }
    }
}

/// One transition's animator: runs the browser's side of it. It holds the browser until UIKit
/// lets it go at the transition's end.
@MainActor
final class ZoomableImageBrowserAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let animate: (any UIViewControllerContextTransitioning) -> Void

    init(_ animate: @escaping (any UIViewControllerContextTransitioning) -> Void) {
        self.animate = animate
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ZoomTransitionPlan.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animate(transitionContext)
    }
}
#endif
