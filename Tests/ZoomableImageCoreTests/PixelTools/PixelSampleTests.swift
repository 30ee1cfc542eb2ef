import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Which buffer pixel holds the colour of the pixel a person sees. The classic eyedropper bug is
/// reading the tapped *oriented* position straight out of the stored buffer: right for `.up`,
/// a different pixel (or out of bounds) for the other seven orientations.
@Suite struct PixelSampleTests {
    /// The stored buffer is 300 × 200 px (W × H). The expected stored pixel of oriented pixel
    /// (i, j) follows from the orientation table (oriented (dx, dy) → stored, continuous) applied
    /// to the pixel's centre (i + ½, j + ½) and floored, worked out by hand per orientation:
    /// e.g. right: (dy, H − dx) → (j + ½, H − i − ½) → (j, H − 1 − i).
    static let storedIndex: [(ImageOrientation, @Sendable (Int, Int) -> PixelIndex)] = [
        (.up, { PixelIndex(x: $0, y: $1) }),
        (.down, { PixelIndex(x: 299 - $0, y: 199 - $1) }),
        (.left, { PixelIndex(x: 299 - $1, y: $0) }),
        (.right, { PixelIndex(x: $1, y: 199 - $0) }),
        (.upMirrored, { PixelIndex(x: 299 - $0, y: $1) }),
        (.downMirrored, { PixelIndex(x: $0, y: 199 - $1) }),
        (.leftMirrored, { PixelIndex(x: $1, y: $0) }),
        (.rightMirrored, { PixelIndex(x: 299 - $1, y: 199 - $0) }),
    ]

    /// The layout of the 300 × 200 px buffer at scale 2 in `orientation`, aspect fit in the
    /// fixture's offset bounds.
    static func layout(_ orientation: ImageOrientation) -> ImageLayout {
        let oriented = orientation.swapsWidthAndHeight ? CGSize(width: 200, height: 300) : CGSize(width: 300, height: 200)
        return ImageLayout(imageSize: CGSize(width: oriented.width / 2, height: oriented.height / 2), imageScale: 2,
                           orientation: orientation, contentMode: .scaleAspectFit, bounds: Fixture.bounds)
    }

    @Test(arguments: 0..<8)
    func theStoredPixelOfEveryCornerAndAnInnerPixelFollowsTheOrientation(row: Int) {
        let (orientation, expected) = Self.storedIndex[row]
        let layout = Self.layout(orientation)
        let size = layout.pixelSize
        let (w, h) = (Int(size.width), Int(size.height))
        for (i, j) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (17, 5)] {
            // Any point of the pixel, not only its centre, reads the same stored pixel.
            for offset in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0.01, y: 0.99), CGPoint(x: 0.99, y: 0)] {
                let pixel = CGPoint(x: CGFloat(i) + offset.x, y: CGFloat(j) + offset.y)
                #expect(layout.storedPixel(forPixel: pixel) == expected(i, j), "\(orientation) (\(i), \(j))")
            }
        }
    }

    @Test(arguments: 0..<8)
    func positionsOffTheImageReadNothing(row: Int) {
        let layout = Self.layout(Self.storedIndex[row].0)
        let size = layout.pixelSize
        for pixel in [CGPoint(x: -0.001, y: 3), CGPoint(x: 3, y: -0.5), CGPoint(x: size.width, y: 3),
                      CGPoint(x: 3, y: size.height), CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 3, y: CGFloat.infinity),
                      CGPoint(x: 1e300, y: 3)] {
            #expect(layout.storedPixel(forPixel: pixel) == nil, "\(pixel)")
            #expect(PixelSample(pixel: pixel, layout: layout) == nil, "\(pixel)")
        }
    }

    @Test func withoutAnImageNothingIsRead() {
        let layout = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: Fixture.bounds)
        #expect(layout.storedPixel(forPixel: CGPoint(x: 0.5, y: 0.5)) == nil)
        #expect(layout.displayedPixel(forPixel: CGPoint(x: 0.5, y: 0.5)) == nil)
        #expect(layout.displayedPixelSize == .zero)
    }

    @Test(arguments: 0..<8)
    func anImageThatIsItsOwnOriginalReadsExactlyItsStoredPixel(row: Int) {
        let (orientation, expected) = Self.storedIndex[row]
        let sample = PixelSample(pixel: CGPoint(x: 17.2, y: 5.9), layout: Self.layout(orientation))
        #expect(sample?.displayedPixel == expected(17, 5))
        #expect(sample?.originalPixel == expected(17, 5))
        #expect(sample?.isExact == true)
    }

    /// A 4000 × 3000 px original stored with orientation `.right` (3000 × 4000 px as seen), shown
    /// as an upright copy of 300 × 400 pt at scale 2 (600 × 800 px): the copy's pixel under the
    /// original pixel's centre, by hand: (1234.5 · 600/3000, 2345.5 · 800/4000) = (246.9, 469.1).
    @Test func aDownsampledCopyIsReadAtTheCopysPixelAndTheOriginalAtItsStoredPixel() {
        let layout = ImageLayout(imageSize: CGSize(width: 300, height: 400), imageScale: 2, contentMode: .scaleAspectFit,
                                 bounds: Fixture.bounds, sourcePixelSize: CGSize(width: 4000, height: 3000),
                                 sourceOrientation: .right)
        #expect(layout.showsDownsampledCopy)
        #expect(layout.displayedPixelSize == CGSize(width: 600, height: 800))
        let sample = PixelSample(pixel: CGPoint(x: 1234.7, y: 2345.1), layout: layout)
        // right: stored (j, H − 1 − i) with H = 3000 stored rows.
        #expect(sample?.displayedPixel == PixelIndex(x: 246, y: 469))
        #expect(sample?.originalPixel == PixelIndex(x: 2345, y: 3000 - 1 - 1234))
        #expect(sample?.isExact == false)
        // The last original pixel lands in the copy's last pixel, never past it.
        let corner = PixelSample(pixel: CGPoint(x: 2999.5, y: 3999.5), layout: layout)
        #expect(corner?.displayedPixel == PixelIndex(x: 599, y: 799))
    }

    @Test func pixelIndexFloorsAndRejectsWhatAnIntCannotHold() {
        #expect(PixelIndex(containing: CGPoint(x: 150.7, y: 99.2)) == PixelIndex(x: 150, y: 99))
        #expect(PixelIndex(containing: CGPoint(x: -0.2, y: -1)) == PixelIndex(x: -1, y: -1))
        #expect(PixelIndex(containing: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(PixelIndex(containing: CGPoint(x: 0, y: -CGFloat.infinity)) == nil)
        #expect(PixelIndex(containing: CGPoint(x: 1e30, y: 0)) == nil)
        #expect(PixelIndex(x: 150, y: 99).center == CGPoint(x: 150.5, y: 99.5))
        let size = CGSize(width: 3, height: 2)
        #expect(PixelIndex(x: 2, y: 1).isInside(size))
        #expect(!PixelIndex(x: 3, y: 1).isInside(size))
        #expect(!PixelIndex(x: 2, y: 2).isInside(size))
        #expect(!PixelIndex(x: -1, y: 0).isInside(size))
        #expect(!PixelIndex(x: 0, y: -1).isInside(size))
    }
}
