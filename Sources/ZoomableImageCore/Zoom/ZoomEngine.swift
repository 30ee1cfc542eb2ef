import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom behaviour of a zoomable image view, as a value: fed the recognizers' incremental
/// values, it answers with the `center` and `transform` to apply.
///
/// The engine zooms a view that rests at ``restingFrame`` inside a container (its superview).
/// It only ever changes the view's `center` and a uniform scale `transform`; `bounds` never
/// change, so `frame` is never set while transformed.
///
/// ```swift
/// var engine = ZoomEngine(containerBounds: container.bounds, restingFrame: imageView.frame,
///                         contentFrame: layout.imageFrame)
/// engine.beginInteraction()
/// engine.pinch(by: recognizer.scale, around: recognizer.location(in: container))
/// recognizer.scale = 1                                   // incremental: reset after reading
/// imageView.center = engine.geometry.center
/// imageView.transform = engine.geometry.transform
/// let target = engine.endInteraction(velocity: .zero)    // animate to this
/// ```
///
/// ## Feeding it
///
/// - ``beginInteraction()`` when the first recognizer begins (or
///   ``beginInteraction(presentedGeometry:)`` when that interrupts an animation).
/// - ``pinch(by:around:touchCount:)`` on every pinch change: the recognizer's `scale` since its
///   last reset and its centroid in the container. The image point under the centroid stays
///   under it, and a moving centroid pans.
/// - ``pan(by:)`` on every pan change with `translation(in: container)` since its last reset.
///   While a pinch is in progress its centroid already carries the fingers' movement, so pan
///   translations are ignored until ``endPinch()``.
/// - ``endInteraction(velocity:)`` when the last recognizer ends, with the pan's
///   `velocity(in: container)`: it returns the settled target to animate to.
///
/// ## Rules
///
/// Settling: the scale is pulled back into the limits around the last focal point; a fling
/// projects the end point with UIScrollView's deceleration; then, per axis, the *drawn image*
/// (``contentFrame`` under the transform, not the letterboxed view) covers ``coverageRect``
/// edge to edge or, where it is smaller, is centred on it — moving `center` only.
///
/// Bad input has a defined answer: non-finite or non-positive factors, points and velocities
/// are ignored; an empty engine (``isEmpty``) ignores every gesture and command; no event ever
/// leaves NaN or ∞ in ``geometry``; an event whose result would not be finite is dropped whole.
public struct ZoomEngine: Equatable, Sendable {
    /// The zoom limits and bounce behaviour. Changing it moves nothing by itself: the next
    /// gesture event uses it, and settling (``endInteraction(velocity:)``) applies its limits.
    public var configuration: ZoomConfiguration

    /// What the drawn image must do with respect to ``coverageRect`` when settled.
    /// `.centerWhenSmaller` by default (a photo viewer); `.alwaysCover` for a crop opening.
    /// Like ``configuration``, changing it applies at the next settle.
    public var coveragePolicy: CoveragePolicy = .centerWhenSmaller

    /// The container's bounds, in container space (points): the view's superview.
    public internal(set) var containerBounds: CGRect
    /// The view's untransformed frame at rest, in container space (points).
    public internal(set) var restingFrame: CGRect
    /// The drawn image inside the view, in view space (points), with the view's bounds origin at
    /// zero: `ImageLayout.imageFrame`.
    public internal(set) var contentFrame: CGRect

    /// The rect the drawn image must cover (or be centred on), in container space (points).
    /// ``containerBounds`` by default, following it through layout changes; a crop opening when
    /// set. Setting a non-finite or empty rect, or one with an edge beyond ±1e150 pt, restores
    /// the default.
    public var coverageRect: CGRect {
        get { coverageOverride ?? containerBounds }
        set { coverageOverride = newValue.isZoomable ? newValue : nil }
    }

    /// The coverage rect when it was set explicitly (a crop opening), or `nil` while it follows
    /// ``containerBounds``. `nil` by default; setting a non-finite or empty rect, or one with an
    /// edge beyond ±1e150 pt, gives `nil`.
    public var explicitCoverageRect: CGRect? {
        get { coverageOverride }
        set { coverageOverride = newValue.flatMap { $0.isZoomable ? $0 : nil } }
    }

    /// The geometry to apply to the view: its `center` and `transform` (a uniform scale).
    /// Always finite.
    public internal(set) var geometry: ViewGeometry

    /// Whether a gesture is in progress (between ``beginInteraction()`` and
    /// ``endInteraction(velocity:)``).
    public internal(set) var isInteracting = false

    var coverageOverride: CGRect?
    /// The last pinch centroid, in container space; `nil` when no pinch is in progress.
    var focalPoint: CGPoint?
    /// The last focal point of the interaction, kept after the pinch ends, for settling the scale.
    var lastFocalPoint: CGPoint?
    /// The touch count of the last pinch event, to re-baseline the centroid when it changes.
    var pinchTouchCount: Int?

    /// Creates an engine for a view resting at `restingFrame` in a container, at rest: the
    /// minimum zoom scale, settled.
    ///
    /// The arguments are in the spaces of the properties of the same names; `configuration` is
    /// ``ZoomConfiguration/init()``'s by default.
    ///
    /// Zero, negative or non-finite rects, and rects with an edge beyond ±1e150 pt (finite, but
    /// zooming them would overflow), make an empty engine (``isEmpty``): the view rests at
    /// `restingFrame` (or `.zero` if its centre is not finite) and gestures are ignored until
    /// ``updateLayout(containerBounds:restingFrame:contentFrame:)`` brings usable values.
    public init(
        containerBounds: CGRect,
        restingFrame: CGRect,
        contentFrame: CGRect,
        configuration: ZoomConfiguration = ZoomConfiguration()
    ) {
        self.configuration = configuration
        self.containerBounds = containerBounds
        self.restingFrame = restingFrame
        self.contentFrame = contentFrame
        isEmpty = Self.isEmpty(containerBounds: containerBounds, restingFrame: restingFrame, contentFrame: contentFrame)
        geometry = Self.emptyGeometry(restingFrame: restingFrame)
        if !isEmpty { geometry = restGeometry }
    }

    /// Whether there is nothing to zoom: the container, the resting frame or the content frame
    /// is zero, negative or non-finite (no image yet, or before the first layout pass), or has an
    /// edge beyond ±1e150 pt.
    /// Stored, not recomputed per event: it changes only with the layout.
    public internal(set) var isEmpty: Bool

    /// The geometry of an empty engine: the resting frame, untransformed, or `.zero` when that
    /// frame's centre or size is not finite (a NaN, or a far edge that overflows, such as
    /// origin −1e308 with width −1e308), so that even an empty engine never holds ∞ or NaN.
    static func emptyGeometry(restingFrame: CGRect) -> ViewGeometry {
        let geometry = ViewGeometry(frame: restingFrame.isFiniteRect ? restingFrame : .zero)
        guard geometry.center.isFinite, geometry.bounds.size.isFinite else { return ViewGeometry(frame: .zero) }
        return geometry
    }

    /// Whether these layout values leave nothing to zoom.
    static func isEmpty(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect) -> Bool {
        !(containerBounds.isZoomable && restingFrame.isZoomable && contentFrame.isZoomable)
    }

    /// The current zoom scale: 1 is the resting layout. Always finite and positive.
    public var zoomScale: CGFloat { geometry.transform.a }

    /// The zoom limits in force: the configuration's, with bad values replaced and, under
    /// `.alwaysCover`, the minimum raised to the scale at which the image covers the coverage rect.
    ///
    /// Inlined, with ``coverScale``: gesture events read it, and a getter of the engine called out
    /// of line from a mutating method is handed a copy of the whole engine (a `memcpy` of 346
    /// bytes per pinch event, measured).
    @inline(__always)
    var limits: ZoomLimits {
        ZoomLimits(configuration: configuration, coverScale: coveragePolicy == .alwaysCover ? coverScale : nil)
    }

    /// The smallest scale at which the drawn image covers ``coverageRect`` on both axes, at most
    /// ``ZoomConfiguration/largestZoomScale``; `nil` when the engine is empty.
    @inline(__always)
    var coverScale: CGFloat? {
        guard !isEmpty else { return nil }
        let scale = max(coverageRect.width / contentFrame.width, coverageRect.height / contentFrame.height)
        // A ratio that overflows (a content frame thinner than the coverage rect by more than
        // 1e308) needs the largest scale there is, not none. One that underflows to 0 raises no
        // minimum (ZoomLimits takes the larger of the two).
        return min(scale, ZoomConfiguration.largestZoomScale)
    }

    /// The effective minimum zoom scale: the configuration's minimum, sanitized, and under
    /// `.alwaysCover` at least the scale that covers the coverage rect.
    public var minimumZoomScale: CGFloat { limits.minimum }

    /// The effective maximum zoom scale: the configuration's maximum, sanitized, and never
    /// below ``minimumZoomScale``.
    public var maximumZoomScale: CGFloat { limits.maximum }

    /// The view's anchor point in view space: the centre of its bounds.
    var anchor: CGPoint { geometry.anchorInView }

    /// The geometry with `center` and a uniform `scale`.
    func geometry(center: CGPoint, scale: CGFloat) -> ViewGeometry {
        var result = geometry
        result.center = center
        result.transform = CGAffineTransform(scaleX: scale, y: scale)
        return result
    }

    /// The drawn image, in container space (points): ``contentFrame`` under the transform.
    public var drawnImageFrame: CGRect {
        drawnImageFrame(center: geometry.center, scale: zoomScale)
    }

    func drawnImageFrame(center: CGPoint, scale: CGFloat) -> CGRect {
        CGRect(x: (contentFrame.minX - anchor.x) * scale + center.x,
               y: (contentFrame.minY - anchor.y) * scale + center.y,
               width: contentFrame.width * scale,
               height: contentFrame.height * scale)
    }

    /// The part of the view inside ``coverageRect``, in view space (points): what is on screen.
    /// `.zero` when nothing is (or the engine is empty).
    public var visibleContentRect: CGRect {
        guard !isEmpty, let inverse = geometry.viewToSuperviewTransform.finiteInverse else { return .zero }
        let mapped = coverageRect.applying(inverse)
        // Foundation on Linux traps intersecting a rect with NaN edges (an inverse so large, at a
        // tiny mid-gesture scale, that mapping the rect overflows).
        guard mapped.isFiniteRect, mapped.maxX.isFinite, mapped.maxY.isFinite else { return .zero }
        let visible = mapped.intersectionOrNull(geometry.bounds)
        return visible.isNull ? .zero : visible
    }

    /// The part of the image on screen, in the layout's oriented pixels: ``visibleContentRect``
    /// clipped to the drawn image and mapped through `layout`.
    ///
    /// `layout` is the view's image layout (its `imageFrame` is this engine's ``contentFrame``).
    /// `.zero` when nothing is visible.
    public func visiblePixelRect(in layout: ImageLayout) -> CGRect {
        let visible = visibleContentRect.intersectionOrNull(layout.imageFrame)
        guard !visible.isNull, !layout.isEmpty, visible.width > 0, visible.height > 0 else { return .zero }
        return layout.pixelRect(forViewRect: visible)
    }
}
