import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The thumbnail end of a zoom transition: the grid cell's image view on screen, where the zoom
/// starts when presenting and ends when dismissing.
///
/// At this end the image is drawn as the thumbnail's image view draws it — laid out by its
/// content mode in its frame (``ImageLayout``) — and clipped to that frame when the view clips
/// to its bounds (grid cells do: aspect fill crops the image to the cell).
///
/// ```swift
/// let thumbnail = ZoomTransitionThumbnail(frame: cell.convert(cell.bounds, to: window),
///                                         contentMode: .scaleAspectFill, cornerRadius: 4)
/// ```
@_spi(Internals) public struct ZoomTransitionThumbnail: Equatable, Sendable {
    /// The thumbnail image view's frame, transition space (points): its bounds converted to the
    /// window (or the view the transition animates in).
    public var frame: CGRect
    /// How the thumbnail lays out its image. `.scaleAspectFill` by default, as grid cells do.
    public var contentMode: ImageContentMode
    /// The thumbnail's corner radius, points. 0 by default; a negative or non-finite one is 0,
    /// and one over half the clip's shorter side is capped there, as Core Animation draws it.
    public var cornerRadius: CGFloat
    /// Whether the thumbnail clips its image to its frame (`clipsToBounds`). `true` by default.
    public var clipsToBounds: Bool

    /// Describes the thumbnail.
    ///
    /// - Parameters:
    ///   - frame: the thumbnail image view's frame, transition space (points).
    ///   - contentMode: its content mode. Default `.scaleAspectFill`.
    ///   - cornerRadius: its corner radius, points. Default 0.
    ///   - clipsToBounds: whether it clips its image to its frame. Default `true`.
    public init(frame: CGRect, contentMode: ImageContentMode = .scaleAspectFill, cornerRadius: CGFloat = 0,
                clipsToBounds: Bool = true) {
        self.frame = frame
        self.contentMode = contentMode
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
    }

    /// The transition's frame at this end, or `nil` when the zoom cannot end here and the
    /// transition fades instead: the frame is unusable (zero, negative, non-finite), off screen
    /// (no area in common with `visibleBounds`), or the image has no size (or one drawn beyond
    /// ±1e150 pt, which interpolating could overflow).
    ///
    /// - Parameters:
    ///   - imageSize: the image's oriented size, points (`UIImage.size`).
    ///   - visibleBounds: what is on screen, transition space (points): the window's bounds.
    ///   - backgroundOpacity: the background's opacity at this end.
    func endFrame(imageSize: CGSize, visibleBounds: CGRect, backgroundOpacity: CGFloat) -> ZoomTransitionFrame? {
        guard frame.isZoomable, visibleBounds.isZoomable else { return nil }
        let onScreen = frame.intersection(visibleBounds)
        guard !onScreen.isNull, onScreen.width > 0, onScreen.height > 0 else { return nil }
        let layout = ImageLayout(imageSize: imageSize, contentMode: contentMode, bounds: frame)
        let image = layout.imageFrame
        guard !layout.isEmpty, image.isZoomable else { return nil }
        let clip = clipsToBounds ? image.intersection(frame) : image
        guard !clip.isNull, clip.width > 0, clip.height > 0 else { return nil }
        let radius = cornerRadius.isFinite && cornerRadius > 0 ? min(cornerRadius, min(clip.width, clip.height) / 2) : 0
        return ZoomTransitionFrame(clipRect: clip, imageFrame: image, cornerRadius: radius,
                                   backgroundOpacity: backgroundOpacity)
    }
}
