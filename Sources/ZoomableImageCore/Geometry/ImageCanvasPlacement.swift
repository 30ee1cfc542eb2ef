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
    }

    /// View points → canvas (stored pixel) coordinates: to draw something computed in view space
    /// (the pixel grid) in the canvas. The identity when hidden.
    public var viewToCanvasTransform: CGAffineTransform {
        let canvasToView = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return canvasToView.finiteInverse ?? .identity
    }
}
