import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Zero, negative and non-finite inputs give an empty layout that maps everything to `.zero`.
@Suite struct ImageLayoutDegenerateInputTests {
    static let badLengths: [CGFloat] = [0, -1, .nan, .infinity, -.infinity]

    static func expectEmpty(_ layout: ImageLayout) {
        #expect(layout.isEmpty)
        #expect(layout.imageFrame == .zero)
        #expect(layout.pixel(forViewPoint: CGPoint(x: 3, y: 4)) == .zero)
        #expect(layout.viewPoint(forPixel: CGPoint(x: 3, y: 4)) == .zero)
        #expect(layout.cgImagePixel(forViewPoint: CGPoint(x: 3, y: 4)) == .zero)
        #expect(layout.viewPoint(forCGImagePixel: CGPoint(x: 3, y: 4)) == .zero)
        #expect(layout.pixelRect(forViewRect: CGRect(x: 1, y: 2, width: 3, height: 4)) == .zero)
        #expect(layout.viewRect(forPixelRect: CGRect(x: 1, y: 2, width: 3, height: 4)) == .zero)
        #expect(!layout.imageContains(viewPoint: CGPoint(x: 3, y: 4)))
    }

    @Test(arguments: badLengths)
    func aBadImageWidthOrHeightIsEmpty(length: CGFloat) {
        for size in [CGSize(width: length, height: 80), CGSize(width: 120, height: length)] {
            let layout = ImageLayout(imageSize: size, imageScale: 2, contentMode: .scaleAspectFit,
                                     bounds: Fixture.bounds)
            Self.expectEmpty(layout)
            #expect(layout.pixelSize == .zero)
            #expect(layout.cgImagePixelSize == .zero)
        }
    }

    @Test(arguments: badLengths)
    func aBadImageScaleIsEmpty(scale: CGFloat) {
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: scale,
                                 contentMode: .center, bounds: Fixture.bounds)
        Self.expectEmpty(layout)
        #expect(layout.pixelSize == .zero)
    }

    @Test(arguments: badLengths)
    func badBoundsAreEmptyButKeepThePixelSize(length: CGFloat) {
        // A view before its first layout pass (0 × 0) still knows its image's pixel size.
        var badBounds = [CGRect(x: 0, y: 0, width: length, height: 100),
                         CGRect(x: 0, y: 0, width: 300, height: length)]
        if !length.isFinite {
            badBounds.append(CGRect(x: length, y: 0, width: 300, height: 100))   // a non-finite origin
        }
        for bounds in badBounds {
            let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2,
                                     orientation: .right, contentMode: .scaleAspectFill, bounds: bounds)
            Self.expectEmpty(layout)
            #expect(layout.pixelSize == CGSize(width: 240, height: 160))
            #expect(layout.cgImagePixelSize == CGSize(width: 160, height: 240))
        }
    }

    @Test func nullAndInfiniteBoundsAreEmpty() {
        for bounds in [CGRect.null, CGRect.infinite] {
            Self.expectEmpty(ImageLayout(imageSize: Fixture.smallImageSize, contentMode: .scaleToFill,
                                         bounds: bounds))
        }
    }

    @Test func boundsAsLongAsTheLargestNumberOnOneAxisAreEmpty() {
        // CGRect.infinite's shape on one axis only: origin −max/2 and length .greatestFiniteMagnitude,
        // every number finite. Not something to lay an image out in.
        let huge = CGFloat.greatestFiniteMagnitude
        for bounds in [CGRect(x: -huge / 2, y: 20, width: huge, height: 100),
                       CGRect(x: 10, y: -huge / 2, width: 300, height: huge)] {
            Self.expectEmpty(ImageLayout(imageSize: Fixture.smallImageSize, contentMode: .scaleToFill, bounds: bounds))
        }
    }

    @Test func aPixelSizeThatOverflowsIsEmpty() {
        // 1e300 pt × 1e10 scale overflows to ∞ pixels.
        let layout = ImageLayout(imageSize: CGSize(width: 1e300, height: 1e300), imageScale: 1e10,
                                 contentMode: .scaleAspectFit, bounds: Fixture.bounds)
        Self.expectEmpty(layout)
        #expect(layout.pixelSize == .zero)
    }

    @Test func anExtremePanoramaStillMapsFinitely() {
        // 100 000 × 10 px aspect-fit into 300 × 100: k = min(0.003, 10) = 0.003 → 300 × 0.03 pt,
        // centred at y = 20 + (100 − 0.03)/2 = 69.985. The middle of it is pixel (50 000, 5).
        let layout = ImageLayout(imageSize: CGSize(width: 100_000, height: 10), contentMode: .scaleAspectFit,
                                 bounds: Fixture.bounds)
        #expect(!layout.isEmpty)
        #expect(isClose(layout.imageFrame, CGRect(x: 10, y: 69.985, width: 300, height: 0.03)))
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 160, y: 70)), CGPoint(x: 50_000, y: 5)))
    }

    @Test func aNonFiniteQueryPointStaysNonFiniteRatherThanLookingValid() {
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, contentMode: .scaleAspectFit,
                                 bounds: Fixture.bounds)
        #expect(layout.pixel(forViewPoint: CGPoint(x: CGFloat.nan, y: 1)).x.isNaN)
        #expect(!layout.imageContains(viewPoint: CGPoint(x: CGFloat.nan, y: 1)))
    }
}
