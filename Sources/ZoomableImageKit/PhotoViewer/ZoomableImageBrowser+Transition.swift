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
    /// How long the zoom takes, seconds.
    static let transitionDuration: TimeInterval = 0.38

    /// Presents: the browser's view goes in, its pages hidden, and the image grows from the
    /// thumbnail (hidden meanwhile) into the current page — or the browser fades in without a
    /// thumbnail image view with an image on screen. The page's own image is loading; the zoom
    /// draws the thumbnail's.
    func animatePresentation(in context: any UIViewControllerContextTransitioning) {
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: self)
        view.layoutIfNeeded()
        backgroundView.alpha = 1                      // a zoom dismissal left it at 0; a fade shows it
        // Only an image view gives an image to draw (documented on the delegate); the zoom out
        // draws the page's image and takes any view.
        let thumbnail = delegate?.browser(self, thumbnailViewForImageAt: currentIndex) as? UIImageView
        let page = ZoomTransitionPage(frame: view.bounds, contentMode: .scaleAspectFit)
        let style = thumbnail.flatMap { thumbnailView in
            thumbnailView.image.map { image in
                ZoomTransition.presenting(imageSize: image.size, from: transitionThumbnail(thumbnailView), to: page,
                                          visibleBounds: view.bounds)
            }
        }
        run(style, image: thumbnail?.image, hiding: thumbnail, fadingFrom: 0, to: 1, in: context)
    }

    /// Dismisses: the image shrinks from what the page showed when the dismissal started — a
    /// dismiss drag's request, or the current image view's presentation layer — into the current
    /// image's thumbnail (asked now: the app may scroll its grid to it first), or the browser
    /// fades out.
    func animateDismissal(in context: any UIViewControllerContextTransitioning) {
        let dismissal = pendingDismissal ?? currentPageDismissal()     // adapts: a drag's request, or the app's call
        pendingDismissal = nil
        let thumbnail = delegate?.browser(self, thumbnailViewForImageAt: currentIndex)
        let style = dismissal.flatMap { page, request in
            page.imageView.image.map { image in
                ZoomTransition.dismissing(imageSize: image.size, from: transitionPage(page, showing: request.shown),
                                          to: thumbnail.map(transitionThumbnail), visibleBounds: view.bounds,
                                          backgroundOpacity: request.backgroundOpacity)
            }
        }
        run(style, image: dismissal?.page.imageView.image, hiding: thumbnail, fadingFrom: 1, to: 0, in: context)
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

    /// Runs a transition: a zoom — the pages and the thumbnail hidden, ``transitionView`` moved
    /// from the start frame to the end frame with the background — or, for `.fade` or no style,
    /// the browser's whole view fading between the two opacities. The overlay (the app's chrome)
    /// fades between them in both. UIKit's view animations interpolate each frame linearly in
    /// the timing curve's progress, as the core's frames are. At the end the pages show again,
    /// a page hidden for a dismissal included (needed when the transition was cancelled).
    func run(_ style: ZoomTransitionStyle?, image: UIImage?, hiding thumbnail: UIView?,
             fadingFrom startOpacity: CGFloat, to endOpacity: CGFloat,
             in context: any UIViewControllerContextTransitioning) {
        let animator = UIViewPropertyAnimator(duration: Self.transitionDuration, dampingRatio: 0.9)
        let hidden = thumbnail?.isHidden
        view.alpha = 1                                 // a fade dismissal of this instance left it at 0
        overlayView.alpha = startOpacity
        animator.addAnimations { [overlayView] in overlayView.alpha = endOpacity }
        switch style {
        case .zoom(let transition)?:                   // adapts: the core's choice between zoom and fade
            transitionView.imageView.image = image
            transitionView.isHidden = false
            pager.isHidden = true
            thumbnail?.isHidden = true
            transitionView.show(transition.start, background: backgroundView)
            animator.addAnimations { [transitionView, backgroundView] in
                transitionView.show(transition.end, background: backgroundView)
            }
        default:
            view.alpha = startOpacity
            animator.addAnimations { [view] in view?.alpha = endOpacity }
        }
        animator.addCompletion { [weak self, weak thumbnail] _ in
            self?.transitionView.isHidden = true
            self?.transitionView.imageView.image = nil
            self?.pager.isHidden = false
            self?.pages.values.forEach { $0.imageView.isHidden = false }
            thumbnail?.isHidden = hidden == true
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
        ZoomableImageBrowser.transitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animate(transitionContext)
    }
}
#endif
