import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The page end of a zoom transition: the viewer's page, where the zoom ends when presenting and
/// starts when dismissing.
///
/// At rest the page's image view fills the page's content frame — the page's frame inset by its
/// safe area — and lays out the image by its content mode there (``ImageLayout``). When
/// dismissing, the transition starts from what is shown instead: the image view's geometry on
/// screen (``shownGeometry``: zoomed, mid-settle, or moved by a dismiss drag). Either way the
/// page's frame clips the image: a zoomed image is cut at the page's edges.
///
/// ```swift
/// let page = ZoomTransitionPage(frame: pageView.convert(pageView.bounds, to: window),
///                               safeAreaInsets: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
/// page.contentFrame     // the frame less the insets: where the image view rests
/// ```
@_spi(Internals) public struct ZoomTransitionPage: Equatable, Sendable {
    /// The page's frame, transition space (points): what clips the image.
    public var frame: CGRect
    /// The page's safe area insets, points. `.zero` by default (an image laid out edge to edge).
    public var safeAreaInsets: SafeAreaInsets
    /// How the page's image view lays out its image. `.scaleAspectFit` by default.
    public var contentMode: ImageContentMode
    /// What the page's image view shows, in transition space: its `bounds`, and its `center` and
    /// `transform` as presented (the presentation layer's while an animation runs), with the
    /// `center` converted to transition space. `nil` by default: the view rests, untransformed,
    /// at ``contentFrame``.
    public var shownGeometry: ViewGeometry?

    /// Describes the page.
    ///
    /// - Parameters:
    ///   - frame: the page's frame, transition space (points).
    ///   - safeAreaInsets: the page's safe area insets. Default `.zero`.
    ///   - contentMode: the image view's content mode. Default `.scaleAspectFit`.
    ///   - shownGeometry: the image view's geometry as shown, transition space; `nil` (the
    ///     default) at rest.
    public init(frame: CGRect, safeAreaInsets: SafeAreaInsets = .zero, contentMode: ImageContentMode = .scaleAspectFit,
                shownGeometry: ViewGeometry? = nil) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.contentMode = contentMode
        self.shownGeometry = shownGeometry
    }

    /// Where the image view rests, transition space (points): ``frame`` inset by
    /// ``safeAreaInsets`` (the whole frame when the insets leave no room).
    public var contentFrame: CGRect {
        safeAreaInsets.inset(frame)
    }

    /// The transition's frame at this end, or `nil` when the zoom cannot start or end here and
    /// the transition fades instead: the page's frame (or the shown geometry) is unusable, the
    /// image has no size, or nothing of the shown image is on the page.
    ///
    /// - Parameters:
    ///   - imageSize: the image's oriented size, points (`UIImage.size`).
    ///   - backgroundOpacity: the background's opacity at this end.
    ///   - usesShownGeometry: whether to start from ``shownGeometry`` (dismissing) rather than
    ///     from rest (presenting ends at rest).
    func endFrame(imageSize: CGSize, backgroundOpacity: CGFloat, usesShownGeometry: Bool) -> ZoomTransitionFrame? {
        guard frame.isZoomable else { return nil }
        let image: CGRect
        if usesShownGeometry, let shown = shownGeometry {
            // The drawn image in the view's own space, then through UIKit's bounds–center–transform
            // chain; its bounding box is the image's frame for any uniform scale.
            let layout = ImageLayout(imageSize: imageSize, contentMode: contentMode, bounds: shown.bounds)
            guard !layout.isEmpty, shown.center.isFinite, shown.transform.isFinite else { return nil }
            image = layout.imageFrame.applying(shown.viewToSuperviewTransform)
        } else {
            let layout = ImageLayout(imageSize: imageSize, contentMode: contentMode, bounds: contentFrame)
            guard !layout.isEmpty else { return nil }
            image = layout.imageFrame
        }
        guard image.isZoomable else { return nil }
        let clip = image.intersection(frame)
        guard !clip.isNull, clip.width > 0, clip.height > 0 else { return nil }
        return ZoomTransitionFrame(clipRect: clip, imageFrame: image, cornerRadius: 0,
                                   backgroundOpacity: backgroundOpacity)
    }
}
