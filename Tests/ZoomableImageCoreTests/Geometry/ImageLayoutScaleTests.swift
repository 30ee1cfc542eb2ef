import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// `UIImage.scale`: pixels per point of the *image*, never the screen's scale.
@Suite struct ImageLayoutScaleTests {
    /// A 100 × 50 pt image pinned top-left at (10, 20): the view point (10 + x, 20 + y) is image
    /// point (x, y), which is pixel (x · scale, y · scale).
    static let scalesAndPixelSizes: [(CGFloat, CGSize)] = [
        (1, CGSize(width: 100, height: 50)),
        (2, CGSize(width: 200, height: 100)),
        (3, CGSize(width: 300, height: 150)),
    ]

    @Test(arguments: scalesAndPixelSizes)
    func pixelsAreImagePointsTimesTheImageScale(scale: CGFloat, pixels: CGSize) {
        let layout = ImageLayout(imageSize: CGSize(width: 100, height: 50), imageScale: scale,
                                 contentMode: .topLeft, bounds: Fixture.bounds)
        #expect(layout.pixelSize == pixels)
        #expect(layout.imageFrame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // Image point (40, 30) → pixel (40 · scale, 30 · scale).
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 50, y: 50)),
                        CGPoint(x: 40 * scale, y: 30 * scale)))
    }

    @Test func aThirdOfAPointScaleStillHasWholePixels() {
        // A 1000 px wide @3x image reports size 333.333… pt; 333.333… × 3 is 1000 within
        // rounding error and must come back as exactly 1000 px.
        let layout = ImageLayout(imageSize: CGSize(width: 1000.0 / 3, height: 500.0 / 3), imageScale: 3,
                                 contentMode: .scaleAspectFit, bounds: Fixture.bounds)
        #expect(layout.pixelSize == CGSize(width: 1000, height: 500))
    }

    @Test func aSizeWithinOnePartInABillionOfWholePixelsIsSnappedAndOneFurtherOffIsNot() {
        // A point size written with ten significant digits (a trace, a JSON file): 1333.333333 pt
        // @3x is 3999.999999 px, 1e-6 off 4000 (2.5e-10 relative): whole pixels. 500.0000004 pt
        // is 1500.0000012 px, 1.2e-6 off (8e-10 relative): also whole.
        let written = ImageLayout(imageSize: CGSize(width: 1333.333333, height: 500.0000004), imageScale: 3,
                                  contentMode: .scaleAspectFit, bounds: Fixture.bounds)
        #expect(written.pixelSize == CGSize(width: 4000, height: 1500))
        // 1333.33333 pt is 3999.99999 px, 1e-5 off (2.5e-9 relative): a real fraction, kept.
        let fraction = ImageLayout(imageSize: CGSize(width: 1333.33333, height: 500), imageScale: 3,
                                   contentMode: .scaleAspectFit, bounds: Fixture.bounds)
        #expect(isClose(fraction.pixelSize.width, 3999.99999, tolerance: 1e-15))
        #expect(fraction.pixelSize.width != 4000)
    }

    @Test func theSameImageAtAnotherScaleMapsToTheSamePixelsUnderAspectFit() {
        // Aspect fit ignores the point size; only the pixel grid differs with the scale.
        // 240 × 160 px shown as 120 × 80 pt @2x or 240 × 160 pt @1x: the same frame
        // (85, 20, 150 × 100), so the same pixel (24, 64) under (100, 60).
        for (size, scale) in [(CGSize(width: 120, height: 80), CGFloat(2)), (CGSize(width: 240, height: 160), 1)] {
            let layout = ImageLayout(imageSize: size, imageScale: scale, contentMode: .scaleAspectFit,
                                     bounds: Fixture.bounds)
            #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 100, y: 60)), CGPoint(x: 24, y: 64)))
        }
    }
}
