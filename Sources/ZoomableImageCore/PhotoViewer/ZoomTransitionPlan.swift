import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a photo viewer runs one of its transitions, whatever it has to work with: what its
/// transition view draws from and to, whether the pages and the thumbnail hide meanwhile, and how
/// the viewer's whole view and its chrome fade.
///
/// - **A zoom** (``ZoomTransition``): the image grows from the thumbnail into the page, or
///   shrinks from what the page shows into the thumbnail, drawn by the transition view over
///   hidden pages; the thumbnail hides while the image flies to or from it.
/// - **A dismissal without a thumbnail** (none given, off screen, unusable) that has an image:
///   the image is drawn from where it was released — the page's shown geometry, moved and shrunk
///   by a dismiss drag, zoomed, or caught mid-animation — and fades out there while it drifts on
///   by the release velocity's momentum (0.499 s × v, UIScrollView's deceleration; at most one
///   page size per axis) and the background fades with it. The page's own image view is at rest
///   and hidden by then, so without this the photo would vanish at once (UIKit does not animate
///   `isHidden`).
/// - **Nothing to draw** (presenting without a thumbnail image; dismissing a page without an
///   image): the viewer's whole view fades, its pages shown.
///
/// ```swift
/// // Dragged 200 pt down in a 400 × 800 page and thrown on at 600 pt/s, with no thumbnail:
/// let request = DismissRequest(shown: dragged, backgroundOpacity: 0.5, velocity: CGPoint(x: 0, y: 600))
/// let plan = ZoomTransitionPlan.dismissing(imageSize: CGSize(width: 400, height: 300), from: page,
///                                          to: nil, visibleBounds: window, request: request)
/// plan.start.imageFrame    // (35, 488.75, 350, 262.5), opaque: where the finger left it
/// plan.end.imageFrame      // (35, 788.15, 350, 262.5): 0.499 · 600 = 299.4 pt further, transparent
/// ```
@_spi(Internals) public struct ZoomTransitionPlan: Equatable, Sendable {
    /// An opacity at the transition's start and at its end, 0…1.
    public struct Fade: Equatable, Sendable {
        /// At progress 0.
        public var start: CGFloat
        /// At progress 1.
        public var end: CGFloat

        /// Describes the fade.
        public init(start: CGFloat, end: CGFloat) {
            self.start = start
            self.end = end
        }
    }

    /// What the transition view shows at progress 0 (transition space), the background's opacity
    /// included. Every value is linear in the progress between ``start`` and ``end``.
    public let start: ZoomTransitionFrame
    /// What the transition view shows at progress 1.
    public let end: ZoomTransitionFrame
    /// Whether the transition view draws the image, the pages hidden meanwhile. `false`: there
    /// is nothing to draw, and the pages show through the viewer's fade.
    public let drawsImage: Bool
    /// The viewer's whole view: opaque throughout when the image is drawn; fading in or out when
    /// nothing is.
    public let viewOpacity: Fade
    /// The app's chrome (the viewer's overlay): in when presenting, out when dismissing.
    public let chromeOpacity: Fade
    /// Whether the thumbnail hides while the transition runs: only when the image flies to or
    /// from it (a zoom).
    let hidesThumbnail: Bool

    /// How long every transition takes, seconds: 0.38.
    public static let duration: TimeInterval = 0.38
    /// The damping ratio of the spring every transition runs on (UIKit's
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`, from rest): 0.9, barely any overshoot,
    /// which ``ZoomTransition/frame(at:)`` clamps away.
    public static let dampingRatio: CGFloat = 0.9

    /// Whether the thumbnail is hidden while the transition runs, given whether it was before: a
    /// zoom hides it; otherwise it stays as the app left it.
    ///
    /// - Parameter wasHidden: the thumbnail's `isHidden` before the transition.
    public func hidesThumbnail(wasHidden: Bool) -> Bool {
        hidesThumbnail || wasHidden
    }

    /// The plan that presents the viewer.
    ///
    /// - Parameters:
    ///   - imageSize: the thumbnail's image's oriented size, points (`UIImage.size`); `nil` when
    ///     the thumbnail has no image to draw.
    ///   - thumbnail: the thumbnail on screen, or `nil` when the app gives none.
    ///   - pageFrame: the page the image ends on, transition space (points).
    ///   - pageContentMode: the content mode of the page's image view — where the image comes to
    ///     rest; `nil` when there is no page (no images): nothing to zoom into.
    ///   - visibleBounds: what is on screen, transition space (points): the window's bounds.
    /// - Returns: a zoom from the thumbnail to the page's layout at rest, or the whole view
    ///   fading in (0 → 1) with nothing drawn.
    public static func presenting(imageSize: CGSize?, from thumbnail: ZoomTransitionThumbnail?, pageFrame: CGRect,
                                  pageContentMode: ImageContentMode?, visibleBounds: CGRect) -> ZoomTransitionPlan {
        let chrome = Fade(start: 0, end: 1)
        guard let imageSize, let pageContentMode,
              case .zoom(let zoom) = ZoomTransition.presenting(
                  imageSize: imageSize, from: thumbnail,
                  to: ZoomTransitionPage(frame: pageFrame, contentMode: pageContentMode), visibleBounds: visibleBounds)
        else { return fadingView(from: 0, to: 1, background: Fade(start: 1, end: 1), chrome: chrome) }
        return ZoomTransitionPlan(start: zoom.start, end: zoom.end, drawsImage: true, viewOpacity: Fade(start: 1, end: 1),
                                  chromeOpacity: chrome, hidesThumbnail: true)
    }

    /// The plan that dismisses the viewer.
    ///
    /// - Parameters:
    ///   - imageSize: the page's image's oriented size, points (`UIImage.size`); `nil` when the
    ///     page has no image (still loading, or failed).
    ///   - page: the current page, with what its image view shows
    ///     (``ZoomTransitionPage/shownGeometry``); `nil` when there is none.
    ///   - thumbnail: the current page's thumbnail on screen, or `nil` when the app gives none.
    ///   - visibleBounds: what is on screen, transition space (points): the window's bounds.
    ///   - request: the dismissal the page asked for — its background's opacity (a dismiss
    ///     drag's; clamped to 0…1, NaN is 1) and its release velocity (points per second; zero for
    ///     VoiceOver's escape, non-finite counts as zero); `nil` when the app dismisses, from an
    ///     opaque background without velocity.
    /// - Returns: a zoom into the thumbnail; without one, the image fading out from where it was
    ///   released; without an image, the whole view fading out.
    public static func dismissing(imageSize: CGSize?, from page: ZoomTransitionPage?,
                                  to thumbnail: ZoomTransitionThumbnail?, visibleBounds: CGRect,
                                  request: DismissRequest?) -> ZoomTransitionPlan {
        let backgroundOpacity = request?.backgroundOpacity ?? 1
        let velocity = request?.velocity ?? .zero
        let opacity = backgroundOpacity.isNaN ? 1 : min(max(backgroundOpacity, 0), 1)
        let chrome = Fade(start: 1, end: 0)
        guard let imageSize, let page,
              let released = page.endFrame(imageSize: imageSize, backgroundOpacity: opacity, usesShownGeometry: true)
        else { return fadingView(from: 1, to: 0, background: Fade(start: opacity, end: 0), chrome: chrome) }
        switch ZoomTransition.dismissing(imageSize: imageSize, from: page, to: thumbnail, visibleBounds: visibleBounds,
                                         backgroundOpacity: opacity) {
        case .zoom(let zoom):
            return ZoomTransitionPlan(start: zoom.start, end: zoom.end, drawsImage: true,
                                      viewOpacity: Fade(start: 1, end: 1), chromeOpacity: chrome, hidesThumbnail: true)
        case .fade:
            // Clipped by the page throughout (it clipped the image as released: nothing changes
            // at the start), so the drift never draws outside it.
            let start = ZoomTransitionFrame(clipRect: page.frame, imageFrame: released.imageFrame, cornerRadius: 0,
                                            backgroundOpacity: opacity)
            let drift = drift(forVelocity: velocity, within: page.frame.size)
            let end = ZoomTransitionFrame(clipRect: page.frame, imageFrame: released.imageFrame.offsetBy(dx: drift.x, dy: drift.y),
                                          cornerRadius: 0, backgroundOpacity: 0, imageOpacity: 0)
            return ZoomTransitionPlan(start: start, end: end, drawsImage: true, viewOpacity: Fade(start: 1, end: 1),
                                      chromeOpacity: chrome, hidesThumbnail: false)
        }
    }

    /// How far a released image drifts on while it fades: the momentum of `velocity`
    /// (``Momentum/projectedDistance(forVelocity:)``, 0.499 s × v), at most `limit` along each
    /// axis (a huge velocity overflows to ∞, which that caps); none for a non-finite velocity.
    static func drift(forVelocity velocity: CGPoint, within limit: CGSize) -> CGPoint {
        let coast = Momentum.projectedDistance(forVelocity: velocity)
        return CGPoint(x: min(max(coast.x, -limit.width), limit.width), y: min(max(coast.y, -limit.height), limit.height))
    }

    /// The viewer's whole view fading between two opacities, nothing drawn: the transition view
    /// only sets the background (its frames place nothing).
    static func fadingView(from start: CGFloat, to end: CGFloat, background: Fade, chrome: Fade) -> ZoomTransitionPlan {
        ZoomTransitionPlan(
            start: ZoomTransitionFrame(clipRect: .zero, imageFrame: .zero, cornerRadius: 0, backgroundOpacity: background.start),
            end: ZoomTransitionFrame(clipRect: .zero, imageFrame: .zero, cornerRadius: 0, backgroundOpacity: background.end),
            drawsImage: false, viewOpacity: Fade(start: start, end: end), chromeOpacity: chrome, hidesThumbnail: false)
    }
}
