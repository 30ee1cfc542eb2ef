import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// A view showing a downsampled, upright copy reports the original's pixels, within 1 px, for
/// every orientation of the original.
///
/// The original is stored 8064 × 6048; the copy is what ImageIO gives for the plan (upright,
/// orientation `.up`, scale 1). The reference is the original itself laid out the same way — a
/// different image size through the same rules — and, for the stored buffer, the original's
/// orientation table.
@Suite struct DownsampledImageLayoutTests {
    static let source = CGSize(width: 8064, height: 6048)
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test(arguments: ImageOrientation.allCases)
    func tapsMapToTheOriginalsPixels(orientation: ImageOrientation) {
        let plan = DownsamplingPlan(sourcePixelSize: Self.source, sourceOrientation: orientation,
                                    containerSize: Self.bounds.size, screenScale: 3, maximumZoomScale: 4)
        let copy = ImageLayout(imageSize: plan.decodedPixelSize, contentMode: .scaleAspectFit, bounds: Self.bounds,
                               sourcePixelSize: Self.source, sourceOrientation: orientation)
        let original = ImageLayout(imageSize: orientation.orientedSize(forStoredSize: Self.source), orientation: orientation,
                                   contentMode: .scaleAspectFit, bounds: Self.bounds)
        #expect(copy.pixelSize == original.pixelSize)
        #expect(copy.cgImagePixelSize == Self.source)
        for point in [CGPoint(x: 195, y: 422), CGPoint(x: 10, y: 300), CGPoint(x: 389, y: 600), CGPoint(x: 123.4, y: 456.7)] {
            let tapped = copy.pixel(forViewPoint: point)
            let expected = original.pixel(forViewPoint: point)
            #expect(abs(tapped.x - expected.x) <= 1 && abs(tapped.y - expected.y) <= 1, "\(tapped) vs \(expected)")
            let stored = copy.cgImagePixel(forViewPoint: point)
            let expectedStored = original.cgImagePixel(forViewPoint: point)
            #expect(abs(stored.x - expectedStored.x) <= 1 && abs(stored.y - expectedStored.y) <= 1)
        }
    }

    @Test func aCopyWhoseRoundingBendsTheAspectStaysWithinAPixel() {
        // 4000 × 2999 decoded to a 1000-px longest side: 1000 × 749.75 → 750 rows, a 0.03 % stretch.
        let copy = ImageLayout(imageSize: CGSize(width: 1000, height: 750), contentMode: .scaleAspectFit,
                               bounds: Self.bounds, sourcePixelSize: CGSize(width: 4000, height: 2999), sourceOrientation: .up)
        let original = ImageLayout(imageSize: CGSize(width: 4000, height: 2999), contentMode: .scaleAspectFit, bounds: Self.bounds)
        for y in stride(from: CGFloat(330), through: 514, by: 23) {
            let tapped = copy.pixel(forViewPoint: CGPoint(x: 200, y: y))
            let expected = original.pixel(forViewPoint: CGPoint(x: 200, y: y))
            #expect(abs(tapped.y - expected.y) <= 1, "\(tapped) vs \(expected)")
        }
    }

    @Test func theHandDerivedCentreOfAPortraitOriginal() {
        // `.right` original: upright 6048 × 8064; its centre (3024, 4032) is stored (dy, 6048 − dx)
        // = (4032, 3024). The copy (4680 × 6240) is drawn 390 × 520 at y = 162: centre (195, 422).
        let copy = ImageLayout(imageSize: CGSize(width: 4680, height: 6240), contentMode: .scaleAspectFit,
                               bounds: Self.bounds, sourcePixelSize: Self.source, sourceOrientation: .right)
        #expect(copy.imageFrame == CGRect(x: 0, y: 162, width: 390, height: 520))
        #expect(isClose(copy.pixel(forViewPoint: CGPoint(x: 195, y: 422)), CGPoint(x: 3024, y: 4032)))
        #expect(isClose(copy.cgImagePixel(forViewPoint: CGPoint(x: 195, y: 422)), CGPoint(x: 4032, y: 3024)))
    }

    @Test func aBadSourceSizeIsAnEmptyLayout() {
        let copy = ImageLayout(imageSize: CGSize(width: 100, height: 100), contentMode: .scaleAspectFit, bounds: Self.bounds,
                               sourcePixelSize: CGSize(width: CGFloat.nan, height: 10), sourceOrientation: .up)
        #expect(copy.isEmpty)
        #expect(copy.pixel(forViewPoint: CGPoint(x: 1, y: 1)) == .zero)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity])
    func aBadImageScaleIsAnEmptyLayoutEvenWithTheSourceSizeGiven(scale: CGFloat) {
        // The pixels come from the source size, not from size × scale, but a copy whose scale
        // means nothing is still "no usable image": empty, like the same scale without a source.
        let copy = ImageLayout(imageSize: CGSize(width: 4680, height: 3510), imageScale: scale,
                               contentMode: .scaleAspectFit, bounds: Self.bounds,
                               sourcePixelSize: Self.source, sourceOrientation: .right)
        #expect(copy.isEmpty)
        #expect(copy.pixelSize == .zero)
        #expect(copy.cgImagePixelSize == .zero)
        #expect(copy.pixel(forViewPoint: CGPoint(x: 195, y: 422)) == .zero)
    }

    @Test func theSourceSizeSurvivesCoding() throws {
        let copy = ImageLayout(imageSize: CGSize(width: 4680, height: 6240), contentMode: .scaleAspectFit,
                               bounds: Self.bounds, sourcePixelSize: Self.source, sourceOrientation: .right)
        let decoded = try JSONDecoder().decode(ImageLayout.self, from: JSONEncoder().encode(copy))
        #expect(decoded == copy)
    }
}
