import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which stored pixels a straightened cut reads for a block of output pixels: the bounding box of
/// the output pixels' centres mapped into the stored buffer, grown by the bicubic kernel's reach
/// (3 px) and rounded outward, clipped to the buffer. Worked by hand.
@Suite struct CropRenderPlanTests {
    @Test(arguments: [
        // Identity, inside the buffer: centres x 5.5…8.5, y 5.5…6.5 → floor(2.5) = 2,
        // ceil(11.5) = 12; floor(2.5) = 2, ceil(9.5) = 10.
        (CGRect(x: 5, y: 5, width: 4, height: 2), CGAffineTransform.identity, CGSize(width: 20, height: 20),
         CGRect(x: 2, y: 2, width: 10, height: 8)),
        // At the buffer's corner: −2.5 and 6.5 clipped to 0 and 6; −2.5 and 4.5 to 0 and 4.
        (CGRect(x: 0, y: 0, width: 4, height: 2), .identity, CGSize(width: 6, height: 4),
         CGRect(x: 0, y: 0, width: 6, height: 4)),
        // Moved by (10.25, −3): centres x 10.75…12.75 → 7…16; y −2.5…1.5 → 0 (clipped)…5.
        (CGRect(x: 0, y: 0, width: 3, height: 5), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10.25, ty: -3),
         CGSize(width: 40, height: 40), CGRect(x: 7, y: 0, width: 9, height: 5)),
        // A quarter turn, (x, y) → (30 − y, x): centres (2.5…4.5, 1.5…2.5) → x 27.5…28.5, y 2.5…4.5
        // → 24…32 and 0 (clipped)…8.
        (CGRect(x: 2, y: 1, width: 3, height: 2), CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 30, ty: 0),
         CGSize(width: 40, height: 40), CGRect(x: 24, y: 0, width: 8, height: 8)),
    ])
    func theReadRectIsTheCentresBoxGrownByTheKernelAndClipped(output: CGRect, transform: CGAffineTransform,
                                                                storedSize: CGSize, expected: CGRect) {
        #expect(CropRenderPlan.storedRect(reading: output, through: transform, in: storedSize) == expected)
    }
}
