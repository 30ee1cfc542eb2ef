#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A container that zooms one content view of any kind — a diagram, a seating map, a PDF page, a
/// chart — with everything ``ZoomableImageView`` does: pinch around the fingers, pan when zoomed,
/// rubber band and settle, momentum, double tap, trackpad, mouse wheel and keyboard, VoiceOver,
/// paging parents, traces — and taps reported in the content's own coordinates.
///
/// ```swift
/// let diagram = DiagramView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
/// let zoomable = ZoomableView(contentView: diagram)   // content size: 600 × 400 pt
/// zoomable.maximumZoomScale = 8
/// zoomable.onTapContent = { point in diagram.select(at: point) }   // diagram points
/// view.addSubview(zoomable)      // size it with Auto Layout or a frame, like any view
/// ```
///
/// ## The content
///
/// The container is the viewport: it clips, and the content rests inside it as its
/// ``contentMode`` lays it out (aspect fit by default). The content view keeps its own
/// coordinate space — its `bounds` are `(0, 0)` and ``contentSize``, whatever the zoom — so
/// `location(in: contentView)`, the delegate's points and ``contentPoint(at:in:)`` are content
/// points, and the content lays its subviews out once, at its own size. The container sets the
/// content view's `bounds`, `center` and `transform`: don't set them yourself.
///
/// ## Sharp at rest
///
/// A zoom scales what the content last drew, like a scroll view's zoom. Once zooming ends the
/// container draws the content again at the resolution it is shown at — each view's
/// `contentScaleFactor` and each layer of its own's `contentsScale` — so text and vector drawings
/// are sharp at ×8, up to a cap on each backing store (16 777 216 pixels, 64 MiB) and a total
/// budget for all of them (33 554 432 pixels, 128 MiB; see <doc:ZoomingAnyView>). Views that draw
/// nothing and image views inside keep their scale; a `CATiledLayer` draws its own levels.
///
/// ## VoiceOver
///
/// The content's own elements, framed where they are at the current zoom, then the zoom as one
/// adjustable element (label it with `accessibilityLabel`); moving VoiceOver's focus to an
/// element zoomed out of sight brings it into view.
///
/// ## Who decides
///
/// The zooming itself is a ``ZoomableImageView`` inside the container, showing no image: its
/// interaction is told the content's size (content of 600 × 400 pt is an image of 600 × 400 px at
/// scale 1), so every rule is the image view's, tested on Linux, and nothing is decided here.
@MainActor
open class ZoomableView: UIView {
    /// The zooming surface: the image view's whole machinery, carrying the content.
    let surface: ContentZoomingView

    // MARK: - Content

    /// The view that zooms. Setting a view takes its current `bounds.size` as ``contentSize`` and
    /// returns to rest. A new, empty view by default — add subviews to it, or replace it; from a
    /// storyboard, a view holding the subviews placed inside the container there.
    public var contentView: UIView {
        get { surface.contentView }
        set {
            contentSizeValue = newValue.bounds.size
            surface.setContent(newValue, measure: Self.fixedSize(contentSizeValue))
        }
    }

    /// The content's size in points: its own coordinate space, `(0, 0)` to this size. A new size
    /// lays the content out again and keeps the zoomed spot. Zero, negative or not finite:
    /// nothing to zoom. The content view's `bounds.size` when it was set; from a storyboard, the
    /// size the container has there.
    @IBInspectable public var contentSize: CGSize {
        get { contentSizeValue }
        set {
            contentSizeValue = newValue
            surface.measureContent = Self.fixedSize(newValue)
        }
    }

    /// What ``contentSize`` was set to.
    var contentSizeValue: CGSize

    /// How the content is laid out in the container at rest, as `UIView.ContentMode` lays out an
    /// image (`.scaleAspectFit` by default for views made in code; a storyboard's choice
    /// otherwise). The zoom keeps what was at the centre of the container.
    open override var contentMode: UIView.ContentMode {
        get { super.contentMode }
        set {
            super.contentMode = newValue
            surface.contentMode = newValue
        }
    }

    // MARK: - Reporting

    /// Receives taps on the content (in content points), zoom changes and the end of zooming.
    /// `nil` by default.
    public weak var delegate: (any ZoomableViewDelegate)?

    /// Called with the content point of a single tap on the content (not beside it), in the
    /// content's own coordinates (points). `nil` by default.
    public var onTapContent: ((CGPoint) -> Void)?

    /// Called whenever ``zoomScale`` changes: during gestures, when a command sets a new target,
    /// and when a layout or content change moves the zoom. `nil` by default.
    public var onZoomScaleChange: ((CGFloat) -> Void)?

    /// Called with the final zoom scale when a gesture, double tap or command that moved the
    /// content has come to rest — once per interaction, after its last zoom change. `nil` by
    /// default.
    public var onZoomEnd: ((CGFloat) -> Void)?

    // MARK: - Initializers

    /// Creates a container zooming `contentView`, aspect fit, sized by `contentView`'s current
    /// bounds (``contentSize``), with a frame of zero until laid out.
    public convenience init(contentView: UIView) {
        self.init(frame: .zero)
        self.contentView = contentView
    }

    /// Creates a container with an empty content view of zero size, aspect fit.
    public override init(frame: CGRect) {
        surface = ContentZoomingView(contentView: UIView())
        contentSizeValue = .zero
        super.init(frame: frame)
        commonInit()
        contentMode = .scaleAspectFit
    }

    /// Creates the container from a storyboard or nib: the subviews placed inside it there become
    /// the content view's, and the container's size there is the ``contentSize`` (the inspectable
    /// attribute overrides it). Lay them out with frames, or with constraints among themselves:
    /// constraints to the container itself go when they move. The content mode is the
    /// storyboard's (choose Aspect Fit); zoom settings come from the inspectable attributes or
    /// from ``encode(with:)``. A container archived by ``encode(with:)`` gets its content view
    /// and content size back.
    public required init?(coder: NSCoder) {
        surface = ContentZoomingView(contentView: UIView())
        contentSizeValue = .zero
        super.init(coder: coder)
        let archive = ContentArchive(
            subviews: subviews,
            archivedSurface: coder.decodeObject(of: UIView.self, forKey: Self.surfaceKey),
            archivedContentView: coder.decodeObject(of: UIView.self, forKey: Self.contentViewKey),
            newContentView: surface.contentView,
            archivedContentSize: coder.decodeObject(of: NSValue.self, forKey: Self.contentSizeKey)?.cgSizeValue,
            containerSize: bounds.size)
        archive.discardedViews.forEach { $0.removeFromSuperview() }
        contentSizeValue = archive.contentSize
        commonInit()
        surface.setContent(archive.contentView, measure: Self.fixedSize(archive.contentSize))
        archive.placedViews.forEach(surface.contentView.addSubview)
        surface.contentMode = super.contentMode
        surface.decodeSettings(from: coder)
    }

    /// Clips, holds the surface and hears its reports.
    private func commonInit() {
        clipsToBounds = true
        addSubview(surface)
        surface.measureContent = Self.fixedSize(contentSizeValue)
        surface.onTapImagePixel = { [weak self] point in self?.reportTap(atContentPoint: point) }
        surface.onZoomScaleChange = { [weak self] scale in self?.reportZoomChange(scale) }
        surface.onZoomEnd = { [weak self] scale in self?.reportZoomEnd(scale) }
    }

    /// A content size that does not depend on the container's.
    static func fixedSize(_ size: CGSize) -> (CGSize) -> CGSize {
        { _ in size }
    }

    /// Gives the surface the container's size and centre as its resting place.
    open override func layoutSubviews() {
        super.layoutSubviews()
        surface.bounds = CGRect(origin: surface.bounds.origin, size: bounds.size)
        surface.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// No intrinsic size: a viewport's size comes from its frame or constraints, not from its
    /// content's.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Archives the container with its zoom settings (limits, double tap, bouncing, key
    /// commands, the scroll-zoom modifiers), as ``ZoomableImageView`` does, and with its content
    /// view (archived as UIKit archives views: its class, subviews and layout) and
    /// ``contentSize``, so that a copy made with `NSKeyedArchiver` / ``init(coder:)`` shows the
    /// same content and zooms the same. The zoom state is not archived: a decoded container
    /// starts at rest. A content view whose class cannot be decoded (its `init(coder:)` returns
    /// `nil`) leaves the copy with an empty content view of the archived size.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        for (key, value) in surface.settings.archivedValues {
            coder.encode(value, forKey: key)
        }
        // The surface is among the subviews UIKit archived (as a plain view): named, so that
        // decoding lets it go rather than take it for content placed in the container.
        coder.encode(surface, forKey: Self.surfaceKey)
        coder.encode(contentView, forKey: Self.contentViewKey)
        coder.encode(NSValue(cgSize: contentSizeValue), forKey: Self.contentSizeKey)
    }

    /// The archive keys of the surface, the content view and the content size; a storyboard has
    /// none of them.
    static let surfaceKey = "ZoomableView.surface"
    static let contentViewKey = "ZoomableView.contentView"
    static let contentSizeKey = "ZoomableView.contentSize"
}
#endif
