#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The zooming surface of a ``ZoomableView`` and of `.zoomable()`: a ``ZoomableImageView`` with no
/// image that carries a content view of any kind as its subview and tells its interaction the
/// content's size (``ImageDescription/content(size:)``). Every rule, gesture, command, key,
/// VoiceOver action and report is the image view's own, performed by the same host; this class
/// only places the content where the core says (``ContentPlacement``) and draws it again when the
/// core asks (``ContentRenderScale``).
@MainActor
final class ContentZoomingView: ZoomableImageView {
    /// The content: placed in the view's bounds by its content mode, in its own space — bounds
    /// `(0, 0)` and its size, a transform scaling it into its frame (``setContent(_:measure:)``).
    private(set) var contentView: UIView

    /// The content's size in points for the size the view rests at (its container's): a fixed
    /// size for a ``ZoomableView``, what SwiftUI content takes in that size for `.zoomable()`.
    /// Setting it measures again at once.
    var measureContent: (CGSize) -> CGSize = { _ in .zero } {
        didSet {
            measurement.invalidate()
            showContent()
        }
    }

    /// The content's last measured size, and when it is measured again
    /// (``ContentMeasurement``): at most once per container size and per content change.
    var measurement = ContentMeasurement()

    /// Draws the content view again at a scale, once zooming ends: UIKit's views and layers by
    /// default (``draw(_:at:)``); SwiftUI content through its environment.
    var drawContent: (UIView, ContentRenderScale) -> Void = { view, scale in ContentZoomingView.draw(view, at: scale) }

    /// A surface carrying `contentView`, empty until it has a size, user interaction on.
    init(contentView: UIView) {
        self.contentView = contentView
        super.init(frame: .zero)
        adopt(contentView)
        // Adjustable (VoiceOver swipes zoom), but not an image.
        accessibilityTraits = .zoomableContent
    }

    /// Not made from archives: a ``ZoomableView`` makes its own (and archives it as a plain view,
    /// ``classForKeyedArchiver``).
    required init?(coder: NSCoder) {
        nil
    }

    /// Archived as a plain `UIView` (with the content inside): a decoded ``ZoomableView`` makes a
    /// surface of its own and takes what it decoded as content.
    nonisolated override var classForKeyedArchiver: AnyClass? {
        UIView.self
    }

    /// Carries `view` instead of the content view, measured by `measure`: another view returns
    /// to rest; the same view measured anew keeps its zoom.
    func setContent(_ view: UIView, measure: @escaping (CGSize) -> CGSize) {
        contentView.removeFromSuperview()
        contentView = view
        adopt(view)
        measureContent = measure
    }

    /// Lays the content out again: a new container size (or, for SwiftUI content, a new size for
    /// it) is a new content size too.
    override func layoutSubviews() {
        super.layoutSubviews()
        showContent()
    }

    /// Tells the interaction the content's size — measured only if the container's size or the
    /// content changed since the last time — and puts the content where its layout says. The same
    /// content view keeps its zoom when resized (once it rests, if it moves); another one returns
    /// to rest.
    func showContent() {
        let identity = UInt(bitPattern: ObjectIdentifier(contentView))
        let size = measurement.contentSize(forContainerSize: bounds.size, measuring: measureContent)
        host.send(.image(.content(size: size), identity: identity))
        let placement = ContentPlacement(layout: imageLayout)
        contentView.bounds = placement.bounds
        contentView.center = placement.center
        contentView.transform = placement.transform
    }

    /// Draws the content again at the scale the interaction asks for at rest.
    override func renderContent(_ scale: ContentRenderScale) {
        drawContent(contentView, scale)
    }

    /// The content changed (a SwiftUI update): the interaction says when it is measured — at
    /// once at rest, else once it rests (``ZoomInput/contentChanged``).
    func contentDidChange() {
        host.send(.contentChanged)
    }

    /// Measures the content again at the next layout pass.
    override func contentNeedsMeasuring() {
        measurement.invalidate()
        setNeedsLayout()
    }

    /// Places the content again at the next layout pass (a size that waited for rest applied).
    override func contentNeedsPlacing() {
        setNeedsLayout()
    }

    /// Makes `view` the carried content: the surface alone sets its geometry (no autoresizing,
    /// which would write `frame` under a transform), below anything the surface draws.
    func adopt(_ view: UIView) {
        view.autoresizingMask = []
        view.translatesAutoresizingMaskIntoConstraints = true
        insertSubview(view, at: 0)
    }

    // MARK: - Drawing UIKit content again

    /// Sets every view's `contentScaleFactor` and every layer's `contentsScale` in `view`'s tree
    /// to what `scale` gives it — the views UIKit draws (labels, `draw(_:)`), the layers of their
    /// own (a `CAShapeLayer`, a `CATextLayer`) — leaving image views, tiled layers and the layers
    /// backing views (their views set them) as they are. `contentScaleFactor` "determines how
    /// content in the view is mapped from the logical coordinate space (measured in points) to
    /// the device coordinate space (measured in pixels)", and for layers an app makes, "you must
    /// set the value of this property yourself" (`CALayer.contentsScale`).
    static func draw(_ view: UIView, at scale: ContentRenderScale) {
        setContentScaleFactors(in: view, scale)
        setContentsScales(in: view.layer, scale)
    }

    /// Views: a new scale factor, and a redraw at it (`setNeedsDisplay()`; a view that draws
    /// nothing of its own ignores it).
    static func setContentScaleFactors(in view: UIView, _ scale: ContentRenderScale) {
        _ = scale.viewScale(size: view.bounds.size, isImageView: view is UIImageView, isTiled: view.layer is CATiledLayer)
            .map { factor in
                view.contentScaleFactor = factor
                view.setNeedsDisplay()
            }
        view.subviews.forEach { setContentScaleFactors(in: $0, scale) }
    }

    /// Layers of their own (not backing a view): a new contents scale. No `setNeedsDisplay()`: a
    /// plain layer given an image as its `contents` would be drawn empty by it.
    static func setContentsScales(in layer: CALayer, _ scale: ContentRenderScale) {
        _ = scale.layerScale(size: layer.bounds.size, backsView: layer.delegate is UIView, isTiled: layer is CATiledLayer)
            .map { layer.contentsScale = $0 }
        // `sublayers` is `nil` when there are none: nothing to visit.
        layer.sublayers?.forEach { setContentsScales(in: $0, scale) }
    }
}
#endif
