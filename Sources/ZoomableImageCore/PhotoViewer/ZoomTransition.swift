import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom between a grid's thumbnail and the viewer's page: presenting grows the image from
/// the thumbnail into its page, dismissing shrinks it from what the page shows into the current
/// page's thumbnail.
///
/// Each end is a ``ZoomTransitionFrame``: the clip rect (the thumbnail's cell, or the page) and
/// the image's frame (laid out by that end's content mode), interpolated separately, so a cell
/// that crops its image (aspect fill) opens into a page that fits it (aspect fit) with nothing
/// jumping at either end. The frames are linear in the progress and exact at both ends: at 1 the
/// image is exactly on its page (presenting) or exactly on the thumbnail (dismissing).
///
/// Without a thumbnail to zoom from or to — none, off screen, unusable — or without an image
/// size, the answer is ``ZoomTransitionStyle/fade``; ``ZoomTransitionPlan`` then says what the
/// viewer draws instead (a dismissal fades the image out from where it was released).
///
/// ```swift
/// // A 300 × 200 pt photo from a 100 × 100 aspect-fill cell at (20, 300) into a 390 × 844 page:
/// let style = ZoomTransition.presenting(
///     imageSize: CGSize(width: 300, height: 200),
///     from: ZoomTransitionThumbnail(frame: CGRect(x: 20, y: 300, width: 100, height: 100)),
///     to: ZoomTransitionPage(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
///     visibleBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// if case .zoom(let transition) = style {
///     transition.frame(at: 0).imageFrame   // (−5, 300, 150, 100): cropped by the cell
///     transition.frame(at: 1).imageFrame   // (0, 292, 390, 260): fitted in the page
/// }
/// ```
///
/// Progress outside 0…1 (a spring that overshoots) is clamped: the image holds at its end rather
/// than growing past its page, and an aspect-fill cell's clip never shrinks past zero. NaN
/// progress is the start.
///
/// **Interruption.** A touch during a transition lands on an end where the viewer's gestures
/// apply (``touchResponse``): presenting finishes at once on the page, at rest; dismissing goes
/// on — a dismissal, once started, completes.
@_spi(Internals) public struct ZoomTransition: Equatable, Sendable {
    /// Which way the transition goes.
    public let direction: ZoomTransitionDirection
    /// The frame at progress 0.
    public let start: ZoomTransitionFrame
    /// The frame at progress 1.
    public let end: ZoomTransitionFrame

    /// The transition that presents the viewer from a thumbnail, or `.fade`.
    ///
    /// - Parameters:
    ///   - imageSize: the image's oriented size, points (`UIImage.size`: orientation matters only
    ///     through it).
    ///   - thumbnail: the thumbnail on screen, or `nil` when the app gives none.
    ///   - page: the page the image ends on, at rest.
    ///   - visibleBounds: what is on screen, transition space (points): the window's bounds.
    /// - Returns: `.zoom` from the thumbnail (background clear) to the page at rest (opaque), or
    ///   `.fade`.
    public static func presenting(imageSize: CGSize, from thumbnail: ZoomTransitionThumbnail?,
                                  to page: ZoomTransitionPage, visibleBounds: CGRect) -> ZoomTransitionStyle {
        guard let start = thumbnail?.endFrame(imageSize: imageSize, visibleBounds: visibleBounds, backgroundOpacity: 0),
              let end = page.endFrame(imageSize: imageSize, backgroundOpacity: 1, usesShownGeometry: false)
        else { return .fade }
        return .zoom(ZoomTransition(direction: .presenting, start: start, end: end))
    }

    /// The transition that dismisses the viewer into the current page's thumbnail, or `.fade`.
    ///
    /// - Parameters:
    ///   - imageSize: the image's oriented size, points (`UIImage.size`).
    ///   - page: the page, with what its image view shows (``ZoomTransitionPage/shownGeometry``:
    ///     zoomed, mid-settle, or moved by a dismiss drag).
    ///   - thumbnail: the current page's thumbnail on screen, or `nil` when the app gives none.
    ///   - visibleBounds: what is on screen, transition space (points): the window's bounds.
    ///   - backgroundOpacity: the background's opacity when the dismissal starts — a dismiss
    ///     drag's (``DismissDragAppearance/backgroundOpacity``). Default 1; clamped to 0…1, NaN
    ///     is 1.
    /// - Returns: `.zoom` from what the page shows to the thumbnail (background clear), or `.fade`.
    public static func dismissing(imageSize: CGSize, from page: ZoomTransitionPage,
                                  to thumbnail: ZoomTransitionThumbnail?, visibleBounds: CGRect,
                                  backgroundOpacity: CGFloat = 1) -> ZoomTransitionStyle {
        let opacity = backgroundOpacity.isNaN ? 1 : min(max(backgroundOpacity, 0), 1)
        guard let start = page.endFrame(imageSize: imageSize, backgroundOpacity: opacity, usesShownGeometry: true),
              let end = thumbnail?.endFrame(imageSize: imageSize, visibleBounds: visibleBounds, backgroundOpacity: 0)
        else { return .fade }
        return .zoom(ZoomTransition(direction: .dismissing, start: start, end: end))
    }

    /// What the transition shows at `progress`.
    ///
    /// - Parameter progress: 0 at the start, 1 at the end. Clamped to 0…1; NaN is 0.
    /// - Returns: every value interpolated linearly, exactly ``start`` at 0 and ``end`` at 1.
    public func frame(at progress: CGFloat) -> ZoomTransitionFrame {
        let t = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if t == 0 { return start }
        if t == 1 { return end }
        return ZoomTransitionFrame.interpolated(from: start, to: end, at: t)
    }

    /// What a touch landing during the transition does.
    ///
    /// Presenting: ``ZoomTransitionTouchResponse/finishAtOnce`` — stop the animation and show the
    /// page at rest (``end``), so the touch begins its gesture on a page the zoom rules apply to.
    /// Dismissing: ``ZoomTransitionTouchResponse/continue`` — the touch is ignored and the image
    /// lands on the thumbnail. Either way the image ends exactly on one end; it is never left
    /// between the two.
    public var touchResponse: ZoomTransitionTouchResponse {
        direction == .presenting ? .finishAtOnce : .continue
    }
}

/// Which way a ``ZoomTransition`` goes.
@_spi(Internals) public enum ZoomTransitionDirection: Equatable, Sendable {
    /// From the thumbnail to the page.
    case presenting
    /// From the page to the thumbnail.
    case dismissing
}

/// How the viewer appears or disappears.
@_spi(Internals) public enum ZoomTransitionStyle: Equatable, Sendable {
    /// Zoom between the thumbnail and the page.
    case zoom(ZoomTransition)
    /// Cross-fade the viewer in or out: there is no thumbnail on screen to zoom from or to, or
    /// no image size.
    case fade
}

/// What a touch landing during a ``ZoomTransition`` does (``ZoomTransition/touchResponse``).
@_spi(Internals) public enum ZoomTransitionTouchResponse: Equatable, Sendable {
    /// Stop the transition and show its end at once.
    case finishAtOnce
    /// Ignore the touch; the transition runs to its end.
    case `continue`
}
