import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The hairlines between image pixels: where to draw them, in the view's own space, so that they
/// sit between the pixels through every zoom and animation and land crisp on device pixels.
///
/// The lines are drawn in the zoomed view (a sublayer of it), so the view's transform carries
/// them — through gestures and settle animations alike, never a frame behind. What changes with
/// the zoom is computed here:
///
/// - **When**: only while one image pixel spans at least a minimum number of points on screen
///   (``defaultMinimumSpacing``, 8 pt: a finer grid would hide the image) — at the geometry shown
///   now *and* at the one being written, so that a zoom animation from far out never draws a
///   dense veil of lines on its way in (the view draws the grid again when it ends); then every
///   boundary between two pixels is a line.
/// - **Where**: the lines cover the part of the image visible in the container at the geometry
///   shown now *and* at the geometry being written (a settle animation moves between the two,
///   and every geometry it passes through shows a part of that union), cut to the image.
/// - **Crisp**: each line is one device pixel wide at the written geometry, moved to the middle
///   of the device pixel its boundary falls in (at most half a device pixel).
///
/// ```swift
/// let lines = PixelGridLines(layout: layout, from: shown, to: target,
///                            coverage: containerBounds, displayScale: 3)
/// lines.verticalLines          // x positions, view space
/// lines.lineWidth              // 1 device pixel, in view points at the target zoom
/// ```
@_spi(Internals)
public struct PixelGridLines: Equatable, Sendable {
    /// The smallest on-screen size of an image pixel, in points, for which the grid shows:
    /// 8 pt (a finer grid covers the image in lines).
    public static let defaultMinimumSpacing: CGFloat = 8
    /// The most lines drawn per axis: 2000. A region that would hold more (an animation from far
    /// out to far in) is cut to the part visible at the written geometry; if that still holds
    /// more, the grid is hidden.
    public static let maximumLineCount = 2000

    /// The x positions of the vertical lines, in view space (points), increasing.
    public internal(set) var verticalLines: [CGFloat]
    /// The y positions of the horizontal lines, in view space (points), increasing.
    public internal(set) var horizontalLines: [CGFloat]
    /// The part of the drawn image the lines span, view space (points): vertical lines run from
    /// its top to its bottom, horizontal ones from its left to its right. `.zero` when hidden.
    public internal(set) var extent: CGRect
    /// The lines' width in view space (points): one device pixel at the written geometry's zoom.
    /// (A shape layer maps its path to screen space before rasterizing, so a line this thin in a
    /// layer zoomed 40× is one crisp device pixel.) 0 when hidden.
    public internal(set) var lineWidth: CGFloat

    /// No lines.
    public static let hidden = PixelGridLines(verticalLines: [], horizontalLines: [], extent: .zero, lineWidth: 0)

    init(verticalLines: [CGFloat], horizontalLines: [CGFloat], extent: CGRect, lineWidth: CGFloat) {
        self.verticalLines = verticalLines
        self.horizontalLines = horizontalLines
        self.extent = extent
        self.lineWidth = lineWidth
    }

    /// Whether there is nothing to draw.
    public var isHidden: Bool {
        verticalLines.isEmpty && horizontalLines.isEmpty
    }

    /// Calls `body` with each line's two end points in view space, vertical lines first: to
    /// stroke them as one path (`path.move(to: start); path.addLine(to: end)`). Allocates
    /// nothing: it runs on every geometry write while the grid shows.
    public func forEachSegment(_ body: (CGPoint, CGPoint) -> Void) {
        for x in verticalLines {
            body(CGPoint(x: x, y: extent.minY), CGPoint(x: x, y: extent.maxY))
        }
        for y in horizontalLines {
            body(CGPoint(x: extent.minX, y: y), CGPoint(x: extent.maxX, y: y))
        }
    }

    /// Calls `body` with each line as a filled rect in view space, one ``lineWidth`` across and
    /// centred on the line, vertical lines first: to fill them as one path in a space the view
    /// space maps into by a scale and a quarter turn or mirror (the image's canvas,
    /// ``ImageCanvasPlacement``), where a stroke would take that space's width. Allocates
    /// nothing.
    public func forEachLineRect(_ body: (CGRect) -> Void) {
        for x in verticalLines {
            body(CGRect(x: x - lineWidth / 2, y: extent.minY, width: lineWidth, height: extent.height))
        }
        for y in horizontalLines {
            body(CGRect(x: extent.minX, y: y - lineWidth / 2, width: extent.width, height: lineWidth))
        }
    }

    /// The grid for an image as laid out (view space), moving from what is shown to what is
    /// written. `shown` is the geometry on screen now (the presentation layer's): a pixel must span
    /// the minimum there too (unless it cannot be measured) and its visible part joins the
    /// target's; pass the target again when nothing animates. `target`, the geometry being written,
    /// decides whether the grid shows, the line width and the snapping. `coverage` is the rect the
    /// image is seen through, container space (points). A `displayScale` (device pixels per point)
    /// not positive or not finite hides the grid. `containerOriginInWindow` (window space, points;
    /// default `.zero`) places the device pixel grid under the container. `minimumSpacing` is the
    /// smallest on-screen pixel size that shows the grid, points: ``defaultMinimumSpacing`` by
    /// default; non-finite counts as the default, below 1 as 1.
    public init(layout: ImageLayout, from shown: ViewGeometry, to target: ViewGeometry, coverage: CGRect,
                displayScale: CGFloat, containerOriginInWindow: CGPoint = .zero,
                minimumSpacing: CGFloat = PixelGridLines.defaultMinimumSpacing) {
        let spacing = layout.pointsPerPixel(of: layout.pixelSize)
        let t = target.transform
        let zoom = CGSize(width: hypot(t.a, t.b), height: hypot(t.c, t.d))
        let threshold = minimumSpacing.isFinite ? max(minimumSpacing, 1) : Self.defaultMinimumSpacing
        let onScreen = min(spacing.width * zoom.width, spacing.height * zoom.height)
        let s = shown.transform
        let onScreenShown = min(spacing.width * hypot(s.a, s.b), spacing.height * hypot(s.c, s.d))
        let shownAllows = !(onScreenShown.isFinite && onScreenShown > 0) || onScreenShown >= threshold
        guard displayScale.isFinite, displayScale > 0, zoom.isPositiveAndFinite, onScreen.isFinite, onScreen >= threshold,
              shownAllows,
              let toView = target.viewToSuperviewTransform.finiteInverse, containerOriginInWindow.isFinite
        else {
            self = .hidden
            return
        }
        let targetRegion = Self.visibleRect(of: coverage, under: target).intersectionOrNull(layout.imageFrame)
        let region = [shown, target].map { Self.visibleRect(of: coverage, under: $0) }
            .reduce(CGRect.null) { $0.union($1) }.intersectionOrNull(layout.imageFrame)
        guard let lines = [region, targetRegion].lazy.compactMap({ Self.boundaries(in: $0, layout: layout, spacing: spacing) }).first
        else {
            self = .hidden
            return
        }
        let snap = DevicePixelSnapping(toContainer: target.viewToSuperviewTransform, toView: toView,
                                       origin: containerOriginInWindow, displayScale: displayScale)
        self.init(verticalLines: lines.vertical.map { snap.x($0, atY: lines.extent.midY) },
                  horizontalLines: lines.horizontal.map { snap.y($0, atX: lines.extent.midX) },
                  extent: lines.extent, lineWidth: 1 / (displayScale * zoom.width))
    }

    /// The part of `coverage` (container space) a geometry shows of the view, in view space; the
    /// null rect when the geometry cannot be inverted.
    static func visibleRect(of coverage: CGRect, under geometry: ViewGeometry) -> CGRect {
        geometry.viewToSuperviewTransform.finiteInverse.map { coverage.applying($0) } ?? .null
    }

    /// The pixel boundaries inside `region` (view space), between pixels only (not the image's
    /// outer edges); `nil` when the region is empty or holds more than ``maximumLineCount``
    /// boundaries on an axis.
    static func boundaries(in region: CGRect, layout: ImageLayout, spacing: CGSize)
        -> (vertical: [CGFloat], horizontal: [CGFloat], extent: CGRect)?
    {
        guard !region.isNull, region.width > 0, region.height > 0, region.isFiniteRect,
              let vertical = interior(from: region.minX, to: region.maxX, origin: layout.imageFrame.minX,
                                      spacing: spacing.width, count: layout.pixelSize.width),
              let horizontal = interior(from: region.minY, to: region.maxY, origin: layout.imageFrame.minY,
                                        spacing: spacing.height, count: layout.pixelSize.height)
        else { return nil }
        return (vertical, horizontal, region)
    }

    /// The positions origin + i · spacing in [low, high] for the boundaries i between pixels
    /// (0 < i < count), or `nil` when there are more than ``maximumLineCount``.
    static func interior(from low: CGFloat, to high: CGFloat, origin: CGFloat, spacing: CGFloat, count: CGFloat) -> [CGFloat]? {
        let first = max(1, ((low - origin) / spacing).rounded(.up))
        let last = min(count.rounded(.up) - 1, ((high - origin) / spacing).rounded(.down))
        guard first.isFinite, last.isFinite, last - first < CGFloat(maximumLineCount) else { return nil }
        guard first <= last else { return [] }
        return (Int(first)...Int(last)).map { origin + CGFloat($0) * spacing }
    }
}

/// Moves a line, given in view space, to the middle of the device pixel its position falls in on
/// screen under a geometry.
struct DevicePixelSnapping {
    /// View space → container space.
    let toContainer: CGAffineTransform
    /// Container space → view space.
    let toView: CGAffineTransform
    /// The container's origin in window space (points).
    let origin: CGPoint
    /// Device pixels per point.
    let displayScale: CGFloat

    /// A vertical line at view x, snapped (measured along the line's middle, view y `y`).
    func x(_ x: CGFloat, atY y: CGFloat) -> CGFloat {
        let container = CGPoint(x: x, y: y).applying(toContainer)
        let snapped = CGPoint(x: snap(container.x + origin.x) - origin.x, y: container.y)
        return snapped.applying(toView).x
    }

    /// A horizontal line at view y, snapped (measured at view x `x`).
    func y(_ y: CGFloat, atX x: CGFloat) -> CGFloat {
        let container = CGPoint(x: x, y: y).applying(toContainer)
        let snapped = CGPoint(x: container.x, y: snap(container.y + origin.y) - origin.y)
        return snapped.applying(toView).y
    }

    /// The middle of the device pixel a window coordinate falls in, in points. A position within
    /// a millionth of a device pixel below a boundary counts as on it (rounding noise must not
    /// move a line by a whole device pixel).
    func snap(_ windowCoordinate: CGFloat) -> CGFloat {
        ((windowCoordinate * displayScale + 1e-6).rounded(.down) + 0.5) / displayScale
    }
}
