import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The image canvas lies on the drawn image: its stored pixels land where the layout draws
/// them, for every orientation, in bounds with a non-zero origin.
///
/// A 300 × 200 px buffer, aspect fit in (10, 20, 150 × 400). Upright (`.up`, mirrors) it is
/// 300 × 200: k = min(150 / 300, 400 / 200) = 0.5, drawn 150 × 100 at (10, 170). Turned (left,
/// right and their mirrors) it is 200 × 300: k = min(150 / 200, 400 / 300) = 0.75, drawn
/// 150 × 225 at (10, 107.5).
@Suite struct ImageCanvasPlacementTests {
    static let bounds = CGRect(x: 10, y: 20, width: 150, height: 400)
    static let stored = CGSize(width: 300, height: 200)

    /// Where stored pixel (0, 0) is, in oriented pixels, inverting the orientation table
    /// (oriented (dx, dy) → stored; W × H = 300 × 200): up (dx, dy) → (0, 0); down (W − dx,
    /// H − dy) → (300, 200); left (W − dy, dx) → (0, 300); right (dy, H − dx) → (200, 0);
    /// upMirrored (W − dx, dy) → (300, 0); downMirrored (dx, H − dy) → (0, 200); leftMirrored
    /// (dy, dx) → (0, 0); rightMirrored (W − dy, H − dx) → (200, 300).
    static let originOriented: [ImageOrientation: CGPoint] = [
        .up: CGPoint(x: 0, y: 0), .down: CGPoint(x: 300, y: 200), .left: CGPoint(x: 0, y: 300),
        .right: CGPoint(x: 200, y: 0), .upMirrored: CGPoint(x: 300, y: 0), .downMirrored: CGPoint(x: 0, y: 200),
        .leftMirrored: CGPoint(x: 0, y: 0), .rightMirrored: CGPoint(x: 200, y: 300),
    ]

    @Test(arguments: ImageOrientation.allCases)
    func theCanvasPutsStoredPixelsWhereTheLayoutDrawsThem(orientation: ImageOrientation) throws {
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let layout = ImageLayout(imageSize: turned ? CGSize(width: 200, height: 300) : Self.stored,
                                 orientation: orientation, contentMode: .scaleAspectFit, bounds: Self.bounds)
        let (k, origin) = turned ? (0.75, CGPoint(x: 10, y: 107.5)) : (0.5, CGPoint(x: 10, y: 170))
        let canvas = ImageCanvasPlacement(layout: layout)
        #expect(canvas.bounds == CGRect(origin: .zero, size: Self.stored) && !canvas.isHidden)
        // The canvas's centre is the drawn image's centre.
        #expect(canvas.center == CGPoint(x: 10 + 75, y: turned ? 107.5 + 112.5 : 170 + 50))
        // Stored (0, 0) lands on its oriented pixel, scaled by k from the drawn origin.
        let oriented = try #require(Self.originOriented[orientation])
        let expected = CGPoint(x: origin.x + oriented.x * k, y: origin.y + oriented.y * k)
        let t = canvas.transform
        let offset = CGPoint(x: -150, y: -100)
        let mapped = CGPoint(x: canvas.center.x + t.a * offset.x + t.c * offset.y, y: canvas.center.y + t.b * offset.x + t.d * offset.y)
        #expect(abs(mapped.x - expected.x) < 1e-9 && abs(mapped.y - expected.y) < 1e-9, "\(orientation)")
        // And back: the view → canvas map takes it to stored (0, 0).
        let back = expected.applying(canvas.viewToCanvasTransform)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9, "\(orientation)")
    }

    @Test func anEmptyOrNonFiniteLayoutHidesTheCanvas() {
        let empty = ImageLayout(imageSize: Self.stored, contentMode: .scaleAspectFit, bounds: .zero)
        #expect(ImageCanvasPlacement(layout: empty) == .hidden)
        let nan = ImageLayout(imageSize: Self.stored, contentMode: .scaleAspectFit,
                              bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 400))
        #expect(ImageCanvasPlacement(layout: nan) == .hidden)
        #expect(ImageCanvasPlacement.hidden.viewToCanvasTransform == .identity)
    }
}
