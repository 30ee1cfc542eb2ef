import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the image's *canvas* goes in the view: a view inside the image view whose coordinates
/// are the image's stored pixels, mapped by its `center`, `bounds` and `transform` onto the drawn
/// image exactly as the layout maps them (scale, and the orientation's turn or mirror). What is
/// drawn over the image — tiles, the pixel grid — lives in it, so that a layout change (a
/// rotation, a new size) moves the canvas alone, as UIKit view properties written where the
/// view's own bounds are written: inside the rotation's animation they animate in that same
/// animation, outside one they change at once.
///
/// ```swift
/// let canvas = ImageCanvasPlacement(layout: layout)
/// canvasView.bounds = canvas.bounds          // (0, 0, stored width × height)
/// canvasView.center = canvas.center          // view space: the drawn image's centre
/// canvasView.transform = canvas.transform    // stored pixels → view points, about the centre
/// ```
///
/// A stored pixel p is then at `center + transform · (p − bounds' centre)` in the view, which is
/// the layout's `viewPoint(forCGImagePixel:)`.
@_spi(Internals) public struct ImageCanvasPlacement: Equatable, Sendable {
    /// The canvas's bounds: origin zero, the stored pixels' size.
    public var bounds: CGRect
    /// The canvas's centre, view space (points, the view's bounds origin included).
    public var center: CGPoint
    /// Stored pixels → view points about the canvas's centre: the layout's scale and
    /// orientation, no translation.
    public var transform: CGAffineTransform
    /// Whether there is nothing to draw on (an empty layout).
    public var isHidden: Bool
    /// Which side of the view limits the image's fitted scale (``FitAxis``): what tells whether
    /// UIKit's fit moves the base image along the same path as the canvas during an animated
    /// resize (``followsLinearly(from:)``).
    public var fitAxis: FitAxis = .neither

    /// Which of the view's sides sets the scale UIKit fits the image at.
    public enum FitAxis: Equatable, Sendable {
        /// The width (aspect fit of a wider image, aspect fill of a taller one).
        case width
        /// The height.
        case height
        /// Both equally (the image has the view's aspect ratio).
        case either
        /// Neither by a minimum or maximum: scale to fill (each side its own), or a content mode
        /// that does not scale.
        case neither
    }

    /// Nothing to draw on.
    public static let hidden = ImageCanvasPlacement(bounds: .zero, center: .zero, transform: .identity, isHidden: true)

    init(bounds: CGRect, center: CGPoint, transform: CGAffineTransform, isHidden: Bool) {
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.isHidden = isHidden
    }

    /// The canvas of an image as laid out (view space, bounds origin included); ``hidden`` for an
    /// empty layout.
    public init(layout: ImageLayout) {
        let storedToView = layout.cgImagePixelToPixel.concatenating(layout.pixelToView)
        let size = layout.cgImagePixelSize
        guard !layout.isEmpty, storedToView.isFinite, size.width > 0, size.height > 0 else {
            self = .hidden
            return
        }
        self.init(bounds: CGRect(origin: .zero, size: size),
                  center: CGPoint(x: size.width / 2, y: size.height / 2).applying(storedToView),
                  transform: CGAffineTransform(a: storedToView.a, b: storedToView.b, c: storedToView.c,
                                               d: storedToView.d, tx: 0, ty: 0),
                  isHidden: false)
        fitAxis = Self.fitAxis(of: layout)
    }

    /// The side that limits `layout`'s fit: for aspect fit the one with the smaller ratio of
    /// view to image, for aspect fill the larger (compared as bounds.w · image.h against
    /// bounds.h · image.w, so no division).
    static func fitAxis(of layout: ImageLayout) -> FitAxis {
        let widthSide = layout.bounds.width * layout.imageSize.height
        let heightSide = layout.bounds.height * layout.imageSize.width
        let widthLimitsFit = widthSide < heightSide
        switch layout.contentMode {
        case .scaleAspectFit where widthSide == heightSide, .scaleAspectFill where widthSide == heightSide: return .either
        case .scaleAspectFit: return widthLimitsFit ? .width : .height
        case .scaleAspectFill: return widthLimitsFit ? .height : .width
        case .scaleToFill, .redraw, .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
             .bottomRight:
            return .neither
        }
    }

    /// Whether an animated resize from `old` to this placement moves UIKit's fitted base image
    /// exactly as Core Animation moves the canvas: both are shown and the same side limits the fit
    /// at both ends (or either does at one of them). The base's scale is then min (or max) of two
    /// sizes moving on the animation's one curve, the same term all along — a straight path, as
    /// the canvas's interpolated transform; only a switch of the limiting side in flight bends it.
    /// (A minimum of two lines equal at one end is the other line all along.)
    public func followsLinearly(from old: ImageCanvasPlacement) -> Bool {
        guard !isHidden, !old.isHidden else { return false }
        switch (old.fitAxis, fitAxis) {
        case (.either, .width), (.either, .height), (.either, .either), (.width, .either), (.height, .either):
            return true
        case (.width, .width), (.height, .height), (.neither, .neither):
            return true
        case (.width, .height), (.height, .width), (.neither, _), (_, .neither):
            return false
        }
    }

    /// View points → canvas (stored pixel) coordinates: to draw something computed in view space
    /// (the pixel grid) in the canvas. The identity when hidden.
    public var viewToCanvasTransform: CGAffineTransform {
        let canvasToView = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return canvasToView.finiteInverse ?? .identity
    }
}
