import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// A crop in the displayed image mapped to the rect to cut from the stored buffer, for all 8
/// orientations of a non-square 300 × 200 px buffer (W = 300, H = 200).
///
/// The displayed rect is x 30…70, y 50…90 (a 40 px square) and, to catch swapped sides, the
/// 40 × 20 rect x 30…70, y 50…70. Each orientation's stored rect is the bounding box of the
/// displayed corners under its table entry (oriented (dx, dy) → stored position).
@Suite struct CropRegionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let orientation: ImageOrientation
        let square: CGRect
        let wide: CGRect
        var testDescription: String { "\(orientation)" }
    }

    static let cases: [Case] = [
        // up (dx, dy): unchanged.
        Case(orientation: .up, square: CGRect(x: 30, y: 50, width: 40, height: 40),
             wide: CGRect(x: 30, y: 50, width: 40, height: 20)),
        // down (300 − dx, 200 − dy): x 230…270, y 110…150 (square); y 130…150 (wide).
        Case(orientation: .down, square: CGRect(x: 230, y: 110, width: 40, height: 40),
             wide: CGRect(x: 230, y: 130, width: 40, height: 20)),
        // left (300 − dy, dx): x from 300 − 90 = 210 to 300 − 50 = 250, y 30…70 (square);
        // wide: dy 50…70 → x 230…250, dx 30…70 → y 30…70: 20 × 40, turned.
        Case(orientation: .left, square: CGRect(x: 210, y: 30, width: 40, height: 40),
             wide: CGRect(x: 230, y: 30, width: 20, height: 40)),
        // right (dy, 200 − dx): x 50…90, y from 200 − 70 = 130 to 200 − 30 = 170; wide: x 50…70.
        Case(orientation: .right, square: CGRect(x: 50, y: 130, width: 40, height: 40),
             wide: CGRect(x: 50, y: 130, width: 20, height: 40)),
        // upMirrored (300 − dx, dy): x 230…270, y 50…90; wide: y 50…70.
        Case(orientation: .upMirrored, square: CGRect(x: 230, y: 50, width: 40, height: 40),
             wide: CGRect(x: 230, y: 50, width: 40, height: 20)),
        // downMirrored (dx, 200 − dy): x 30…70, y 110…150; wide: y 130…150.
        Case(orientation: .downMirrored, square: CGRect(x: 30, y: 110, width: 40, height: 40),
             wide: CGRect(x: 30, y: 130, width: 40, height: 20)),
        // leftMirrored (dy, dx): x 50…90, y 30…70; wide: x 50…70.
        Case(orientation: .leftMirrored, square: CGRect(x: 50, y: 30, width: 40, height: 40),
             wide: CGRect(x: 50, y: 30, width: 20, height: 40)),
        // rightMirrored (300 − dy, 200 − dx): x 210…250, y 130…170; wide: x 230…250.
        Case(orientation: .rightMirrored, square: CGRect(x: 210, y: 130, width: 40, height: 40),
             wide: CGRect(x: 230, y: 130, width: 20, height: 40)),
    ]

    static func layout(_ orientation: ImageOrientation) -> ImageLayout {
        let oriented = orientation.swapsWidthAndHeight ? CGSize(width: 200, height: 300) : CGSize(width: 300, height: 200)
        return ImageLayout(imageSize: oriented, orientation: orientation, contentMode: .topLeft,
                           bounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func theTableCoversEveryOrientation() {
        #expect(Self.cases.map(\.orientation) == ImageOrientation.allCases)
    }

    @Test(arguments: cases)
    func aDisplayedSquareMapsToTheStoredRectToCut(testCase: Case) throws {
        let layout = Self.layout(testCase.orientation)
        let square = try #require(CropRegion(pixelRect: CGRect(x: 30, y: 50, width: 40, height: 40), layout: layout))
        #expect(square.pixelRect == CGRect(x: 30, y: 50, width: 40, height: 40))
        #expect(square.cgImagePixelRect == testCase.square)
        let wide = try #require(CropRegion(pixelRect: CGRect(x: 30, y: 50, width: 40, height: 20), layout: layout))
        #expect(wide.cgImagePixelRect == testCase.wide)
    }

    @Test(arguments: cases)
    func theWholeImageIsTheWholeBuffer(testCase: Case) throws {
        let layout = Self.layout(testCase.orientation)
        let all = try #require(CropRegion(viewRect: layout.imageFrame, layout: layout))
        #expect(all.cgImagePixelRect == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func fractionalEdgesSnapOutwardToWholePixels() throws {
        // x 10.3…15.5 → 10…16, y 20.7…25.9 → 20…26.
        let region = try #require(CropRegion(pixelRect: CGRect(x: 10.3, y: 20.7, width: 5.2, height: 5.2),
                                             layout: Self.layout(.up)))
        #expect(region.pixelRect == CGRect(x: 10, y: 20, width: 6, height: 6))
    }

    @Test func roundingNoiseDoesNotAddAPixel() throws {
        // 99.9999999 and 100.0000001 are 100: floating-point noise, not a 101st pixel.
        let region = try #require(CropRegion(pixelRect: CGRect(x: 0.0000001, y: 0, width: 99.9999999, height: 100.0000001),
                                             layout: Self.layout(.up)))
        #expect(region.pixelRect == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func roundingNoiseOnTheMinimumEdgesDoesNotAddAPixelEither() throws {
        // 10.0000001 is 10, not a pixel started at 9; 19.9999999 is 20, not a pixel started at 19.
        let region = try #require(CropRegion(pixelRect: CGRect(x: 10.0000001, y: 19.9999999, width: 20, height: 30),
                                             layout: Self.layout(.up)))
        #expect(region.pixelRect == CGRect(x: 10, y: 20, width: 20, height: 30))
    }

    @Test func aRectThatOnlyTouchesTheImageIsNoRegion() {
        // The image is 300 × 200 px: a rect starting at its right edge, or at its bottom edge,
        // shares a line with it and no pixel.
        #expect(CropRegion(pixelRect: CGRect(x: 300, y: 50, width: 10, height: 10), layout: Self.layout(.up)) == nil)
        #expect(CropRegion(pixelRect: CGRect(x: 50, y: 200, width: 10, height: 10), layout: Self.layout(.up)) == nil)
    }

    @Test func aRectPartlyOutsideIsClippedToTheImage() throws {
        // x −20…50 → 0…50; y 180…240 → 180…200 (the image is 200 tall).
        let region = try #require(CropRegion(pixelRect: CGRect(x: -20, y: 180, width: 70, height: 60),
                                             layout: Self.layout(.up)))
        #expect(region.pixelRect == CGRect(x: 0, y: 180, width: 50, height: 20))
    }

    @Test func aRectOffTheImageOrOnAnEmptyLayoutIsNoRegion() {
        #expect(CropRegion(pixelRect: CGRect(x: 400, y: 0, width: 10, height: 10), layout: Self.layout(.up)) == nil)
        #expect(CropRegion(pixelRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), layout: Self.layout(.up)) == nil)
        let empty = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: .zero)
        #expect(CropRegion(pixelRect: CGRect(x: 0, y: 0, width: 10, height: 10), layout: empty) == nil)
        #expect(CropRegion(viewRect: CGRect(x: 0, y: 0, width: 10, height: 10), layout: empty) == nil)
    }

    @Test func theDocumentedPortraitPhotoExample() throws {
        // Stored 4032 × 3024, `.right`: shown 3024 × 4032. The top square (0, 0, 3024²) is stored
        // (dy, 3024 − dx): x 0…3024, y 0…3024.
        let layout = ImageLayout(imageSize: CGSize(width: 3024, height: 4032), orientation: .right,
                                 contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        let region = try #require(CropRegion(pixelRect: CGRect(x: 0, y: 0, width: 3024, height: 3024), layout: layout))
        #expect(region.cgImagePixelRect == CGRect(x: 0, y: 0, width: 3024, height: 3024))
        let bottom = try #require(CropRegion(pixelRect: CGRect(x: 0, y: 1008, width: 3024, height: 3024), layout: layout))
        // dy 1008…4032 → x 1008…4032.
        #expect(bottom.cgImagePixelRect == CGRect(x: 1008, y: 0, width: 3024, height: 3024))
    }
}
