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

    /// The adjustable zoom element VoiceOver reads after the content's own elements.
    private(set) lazy var zoomElement = ContentZoomElement(surface: self)

    /// The app's own actions (``ZoomableView/accessibilityCustomActions``): the zoom element
    /// offers them after the surface's "Reset zoom". `nil` by default.
    var appAccessibilityActions: [UIAccessibilityCustomAction]?

    /// What the zoom element offers: the surface's own actions ("Reset zoom"), then the app's.
    var zoomElementActions: [UIAccessibilityCustomAction] {
        Array([accessibilityCustomActions, appAccessibilityActions].compactMap { $0 }.joined())
    }

    /// A surface carrying `contentView`, empty until it has a size, user interaction on.
    init(contentView: UIView) {
        self.contentView = contentView
        super.init(frame: .zero)
        adopt(contentView)
        // Not one element, as an image view is: a container of the zoom element and the
        // content's elements (``ContentZoomElement``).
        isAccessibilityElement = false
        accessibilityTraits = .zoomableContent
        // "A notification that UIKit posts when an assistive app focuses on an accessibility
        // element" (`elementFocusedNotification`). A selector-based observer: removed with the view.
        NotificationCenter.default.addObserver(self, selector: #selector(assistiveFocusDidMove(_:)),
                                               name: UIAccessibility.elementFocusedNotification, object: nil)
    }

    /// Not made from archives: a ``ZoomableView`` makes its own (and archives it as a plain view,
    /// ``classForKeyedArchiver``).
    required init?(coder: NSCoder) {
        nil
    }

    /// Archived as a plain `UIView` (with the content inside): a decoded ``ZoomableView`` makes a
    /// surface of its own, lets this one go and takes back the content view it archived
    /// (``ContentArchive``).
    nonisolated override var classForKeyedArchiver: AnyClass? {
        UIView.self
    }

    /// Archives nothing of its own, not even its subviews: a ``ZoomableView`` archives the
    /// content under a key of its own, so the content is archived once — and a content view whose
    /// class cannot be decoded (its `init(coder:)` returns `nil`) is a missing value there, which
    /// leaves an empty content view, rather than a `nil` among a plain view's archived subviews.
    override func encode(with coder: NSCoder) {}

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
        placeZoomElement()
        let placement = ContentPlacement(layout: imageLayout)
        contentView.bounds = placement.bounds
        contentView.center = placement.center
        contentView.transform = placement.transform
    }

    /// The zoom element's frame: the part of the surface on screen — the container's visible
    /// part (``ZoomInteraction/visibleFrameInContainer``) in the surface's own space, through its
    /// zoom — which UIKit maps back to the screen; without a container, the window's space.
    func placeZoomElement() {
        zoomElement.accessibilityFrameInContainerSpace = convert(host.interaction.visibleFrameInContainer, from: superview)
    }

    /// A zoom, pan or settle moved the surface: the zoom element's frame follows.
    override func geometryDidChange() {
        placeZoomElement()
    }

    /// The label is the zoom element's: the surface is an accessibility container, and a label
    /// on it as well would make a query by label (VoiceOver's rotor, a UI test's) find two
    /// elements.
    override var accessibilityLabel: String? {
        get { nil }
        set { MainActorBridge.run { self.zoomElement.accessibilityLabel = newValue } }
    }

    /// The hint is the zoom element's too, like the label.
    override var accessibilityHint: String? {
        get { nil }
        set { MainActorBridge.run { self.zoomElement.accessibilityHint = newValue } }
    }

    /// An assistive technology focused an element, anywhere in the app: when the technology is
    /// VoiceOver (`assistiveTechnologyUserInfoKey`) and the element is one of the content's out of
    /// view, the content moves to bring it there (``AccessibilityFocus``,
    /// ``ZoomInput/accessibilityFocus(viewRect:safeArea:shown:)``); the interaction decides.
    ///
    /// The element is the notification's `focusedElementUserInfoKey` value ("the element
    /// currently in focus by the assistive app"), its `accessibilityFrame` is in screen
    /// coordinates (read only for the content's elements), and going up from it reads each
    /// view's `superview`, else the element's `accessibilityContainer` (an object that does not
    /// answer it has none). The region it is brought into is the container's bounds less its
    /// safe-area insets, away from the bars.
    @objc func assistiveFocusDidMove(_ notification: Notification) {
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject
        let isInContent = AccessibilityFocus.isElement(
            element, inside: contentView,
            superview: { ($0 as? UIView)?.superview },
            accessibilityContainer: { ($0 as AnyObject).accessibilityContainer as? NSObject })
        let technology = notification.userInfo?[UIAccessibility.assistiveTechnologyUserInfoKey] as? String
        let voiceOver = UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver.rawValue
        let focus = AccessibilityFocus(isVoiceOver: technology == voiceOver,
                                       isInContent: isInContent, elementFrameOnScreen: { element?.accessibilityFrame },
                                       viewBounds: bounds,
                                       viewOnScreen: UIAccessibility.convertToScreenCoordinates(bounds, in: self))
        host.send(.accessibilityFocus(viewRect: focus.viewRect,
                                      safeArea: superview.map { $0.bounds.inset(by: $0.safeAreaInsets) },
                                      shown: shownGeometry))
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
        // UIAccessibilityContainer: "An array of the accessibility elements in the container" —
        // the content view, whose elements UIKit finds and places itself, then the zoom, whose
        // frame (the whole visible part) would otherwise take every touch (``ContentZoomElement``).
        accessibilityElements = [view, zoomElement]
    }

    // MARK: - Drawing UIKit content again

    /// Draws the views and layers of `view`'s tree again at the scales `scale` plans for them
    /// together (``ContentRenderScale/scales(forLayersOfSizes:)``: each up to its own cap, all
    /// within a total budget): every view that has drawn something (`contentScaleFactor`, then
    /// `setNeedsDisplay()`) and every layer of its own that draws at its scale — shape and text
    /// layers, layers due to draw (`contentsScale`; no `setNeedsDisplay()`: a plain layer given
    /// an image as its `contents` would be drawn empty by it). Image views, tiled layers, views
    /// that draw nothing (no `contents`, none due), containers, layers showing an image and the
    /// layers backing views are left as they are.
    ///
    /// `contentScaleFactor` "determines how content in the view is mapped from the logical
    /// coordinate space (measured in points) to the device coordinate space (measured in
    /// pixels)"; for layers an app makes, "you must set the value of this property yourself"
    /// (`CALayer.contentsScale`). The walk goes into every subview, system controls' own too (a
    /// `UIButton`'s title is a label inside it): `contentScaleFactor` is a settable property of
    /// every `UIView`, documented without exception for system views, and without it a button's
    /// title would stay blurred in sharp content.
    static func draw(_ view: UIView, at scale: ContentRenderScale) {
        var views: [UIView] = []
        collectViews(in: view, into: &views)
        var layers: [CALayer] = []
        collectLayers(in: view.layer, into: &layers)
        let redrawnViews = views.filter {
            scale.redrawsView(isImageView: $0 is UIImageView, isTiled: $0.layer is CATiledLayer,
                              hasContents: $0.layer.contents != nil, needsDisplay: $0.layer.needsDisplay())
        }
        let redrawnLayers = layers.filter {
            scale.redrawsLayer(backsView: $0.delegate is UIView, isTiled: $0 is CATiledLayer,
                               isShapeLayer: $0 is CAShapeLayer, isTextLayer: $0 is CATextLayer,
                               needsDisplay: $0.needsDisplay())
        }
        let scales = scale.scales(forLayersOfSizes: redrawnViews.map(\.bounds.size) + redrawnLayers.map(\.bounds.size))
        zip(redrawnViews, scales).forEach { view, factor in
            view.contentScaleFactor = factor
            view.setNeedsDisplay()
        }
        zip(redrawnLayers, scales.dropFirst(redrawnViews.count)).forEach { layer, factor in layer.contentsScale = factor }
    }

    /// `view` and every view below it, parents first.
    static func collectViews(in view: UIView, into views: inout [UIView]) {
        views.append(view)
        view.subviews.forEach { collectViews(in: $0, into: &views) }
    }

    /// `layer` and every layer below it, parents first.
    static func collectLayers(in layer: CALayer, into layers: inout [CALayer]) {
        layers.append(layer)
        // `sublayers` is `nil` when there are none: nothing to visit.
        layer.sublayers?.forEach { collectLayers(in: $0, into: &layers) }
    }
}
#endif
