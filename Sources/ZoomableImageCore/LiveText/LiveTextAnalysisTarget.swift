import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What Live Text should analyse once the view has settled: nothing, the image shown, or the
/// visible part of the original at screen resolution.
///
/// Live Text analyses the image the view shows, once per image. When that is a copy coarser
/// than the screen — a downsampled copy of a large `loadImage` (before a sharper one lands), a
/// deep-zoom base — small text can be lost: zoomed in, one pixel of the copy spans several
/// device pixels. Then, after the view settles, the visible part of the original is analysed
/// at about the size it has on screen.
///
/// **The threshold.** With the image drawn `w × h` points on screen (its frame under the zoom)
/// at `screenScale` device pixels per point, and the copy `cw × ch` pixels, one copy pixel spans
/// `max(w · screenScale / cw, h · screenScale / ch)` device pixels. Above
/// ``coarsenessThreshold`` (1.05), and when the original has more pixels than the copy, the
/// region is analysed. The 5 % slack covers the copy's rounding to whole pixels (half a pixel on
/// a side of at least 10) and magnifications too small to lose a stroke of text.
///
/// **The answers, in order.**
/// - ``nothing``: no image to map (an empty layout, a geometry or screen scale that is not
///   finite and positive, a container rect with no area), or none of the image is visible.
/// - ``waitForRest``: the image moves (gesture, settle, animation): keep the analysis in place
///   and ask again when it has settled.
/// - ``shownImage``: the copy is sharp enough (or is the original): the analysis of the shown
///   image stands. Switch back to it if a region was analysed before.
/// - ``region(_:)``: analyse ``LiveTextAnalysisRegion``.
///
/// Pixels are the original's oriented pixels: the view's ``ImageLayout`` maps view points to
/// the original's pixels even while it shows a downsampled copy.
@_spi(Internals) public enum LiveTextAnalysisTarget: Equatable, Sendable {
    /// Nothing to analyse.
    case nothing
    /// The image moves; ask again when it is at rest.
    case waitForRest
    /// The image shown is sharp enough: analyse it whole.
    case shownImage
    /// Analyse this part of the original.
    case region(LiveTextAnalysisRegion)

    /// How many device pixels one pixel of the shown copy may span before a region of the
    /// original is analysed: 1.05.
    public static let coarsenessThreshold: CGFloat = 1.05
    /// The longest side, in pixels, a region is decoded at by default: 4096 (64 MiB at 4 bytes a
    /// pixel, more than any screen shows).
    public static let defaultMaximumDecodePixelSide: CGFloat = 4096

    /// Decides what to analyse. `layout` holds the shown copy's size and scale, the original's
    /// pixel size and orientation
    /// (``ImageLayout/init(imageSize:imageScale:contentMode:bounds:sourcePixelSize:sourceOrientation:)``)
    /// and the view's bounds; `geometry` is the view's as shown; `visibleContainerRect` is what the
    /// container shows, container space (points): its bounds, or the coverage rect; `screenScale`
    /// is device pixels per point (`traitCollection.displayScale`). `maximumDecodePixelSide` is the
    /// longest side a region may be decoded at, pixels: ``defaultMaximumDecodePixelSide`` by
    /// default and for a value that is not finite and ≥ 1.
    public init(layout: ImageLayout, geometry: ViewGeometry, visibleContainerRect: CGRect, screenScale: CGFloat,
                isAtRest: Bool, maximumDecodePixelSide: CGFloat = defaultMaximumDecodePixelSide) {
        let toContainer = geometry.viewToSuperviewTransform
        guard !layout.isEmpty, screenScale.isFinite, screenScale > 0, visibleContainerRect.hasPositiveFiniteArea,
              toContainer.isFinite, let toView = toContainer.finiteInverse else {
            self = .nothing
            return
        }
        guard isAtRest else {
            self = .waitForRest
            return
        }
        // A container rect so far out that it overflows in view space shows nothing mappable
        // (and Foundation's intersection traps on such rects on Linux).
        let inView = visibleContainerRect.applying(toView)
        let visible = inView.hasPositiveFiniteArea ? inView.intersection(layout.imageFrame) : .null
        // No region for a null or edge-thin intersection: the image is not visible.
        guard let pixels = CropRegion(viewRect: visible, layout: layout) else {
            self = .nothing
            return
        }
        // Device pixels across the whole drawn image, per axis, against the copy's pixels.
        let drawn = layout.imageFrame.applying(toContainer).size
        let copy = CGSize(width: layout.imageSize.width * layout.imageScale,
                          height: layout.imageSize.height * layout.imageScale)
        let spanned = max(drawn.width * screenScale / copy.width, drawn.height * screenScale / copy.height)
        let original = layout.pixelSize
        let originalHasMore = max(original.width, original.height) > max(copy.width, copy.height) + 0.5
        guard spanned > Self.coarsenessThreshold, originalHasMore else {
            self = .shownImage
            return
        }
        let viewRect = layout.viewRect(forPixelRect: pixels.pixelRect)
        let onScreen = viewRect.applying(toContainer).size
        let side = maximumDecodePixelSide.isFinite && maximumDecodePixelSide >= 1
            ? maximumDecodePixelSide : Self.defaultMaximumDecodePixelSide
        let region = pixels.pixelRect.size
        // Decoded pixels per original pixel: what the screen shows of the region (the more
        // demanding axis), never more than the original has, the longest side capped.
        let scale = min(1, max(onScreen.width * screenScale / region.width, onScreen.height * screenScale / region.height),
                        side / max(region.width, region.height))
        let decode = CGSize(width: max(1, (region.width * scale - 1e-9).rounded(.up)),
                            height: max(1, (region.height * scale - 1e-9).rounded(.up)))
        self = .region(LiveTextAnalysisRegion(
            pixels: pixels, orientation: layout.orientation, decodePixelSize: decode, viewRect: viewRect,
            contentsRect: LiveTextAnalysisRegion.contentsRect(for: viewRect, in: layout.bounds)))
    }
}
