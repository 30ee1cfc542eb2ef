import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Oriented pixels against the stored (cgImage) buffer for all 8 orientations, with a
/// non-square 300 × 200 px buffer so that a swapped width and height cannot go unnoticed.
///
/// Each layout is `.topLeft` in bounds starting at (5, 7) with image scale 2, so the view point
/// over oriented pixel (dx, dy) is simply (5 + dx/2, 7 + dy/2). The expectations below are
/// worked out from what each orientation does to the stored picture (W = 300, H = 200), then
/// read against the orientation table of ARCHITECTURE.md and ``ImageOrientation``.
@Suite struct ImageLayoutOrientationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let orientation: ImageOrientation
        /// The displayed (oriented) size in pixels.
        let orientedPixels: CGSize
        /// Where oriented pixel position (30, 50) is in the stored buffer.
        let storedPosition: CGPoint
        /// Which stored pixel index the top-left displayed pixel (0, 0) shows.
        let storedIndexOfTopLeftPixel: CGPoint
        var testDescription: String { "\(orientation)" }
    }

    static let cases: [Case] = [
        // up: displayed as stored. (30, 50) → (30, 50); top-left shows stored (0, 0).
        Case(orientation: .up, orientedPixels: CGSize(width: 300, height: 200),
             storedPosition: CGPoint(x: 30, y: 50), storedIndexOfTopLeftPixel: CGPoint(x: 0, y: 0)),
        // down: turned 180°, both axes run backwards. (300 − 30, 200 − 50) = (270, 150);
        // the displayed top-left is the stored bottom-right pixel (299, 199).
        Case(orientation: .down, orientedPixels: CGSize(width: 300, height: 200),
             storedPosition: CGPoint(x: 270, y: 150), storedIndexOfTopLeftPixel: CGPoint(x: 299, y: 199)),
        // left: stored turned 90° counterclockwise for display, so it shows 200 × 300. Turning
        // counterclockwise brings the stored top-right corner (300, 0) to the displayed top-left;
        // displayed x runs down the stored rows (x = sy) and displayed y runs leftwards along the
        // stored columns (y = 300 − sx). Inverting: sx = 300 − dy, sy = dx → (250, 30).
        // Top-left pixel: stored column 299, row 0.
        Case(orientation: .left, orientedPixels: CGSize(width: 200, height: 300),
             storedPosition: CGPoint(x: 250, y: 30), storedIndexOfTopLeftPixel: CGPoint(x: 299, y: 0)),
        // right (portrait iPhone photo): turned 90° clockwise, 200 × 300 displayed. Clockwise
        // brings the stored bottom-left corner (0, 200) to the displayed top-left: dx = 200 − sy,
        // dy = sx. Inverting: sx = dy, sy = 200 − dx → (50, 170). Top-left: stored (0, 199).
        Case(orientation: .right, orientedPixels: CGSize(width: 200, height: 300),
             storedPosition: CGPoint(x: 50, y: 170), storedIndexOfTopLeftPixel: CGPoint(x: 0, y: 199)),
        // upMirrored: flipped left–right. (300 − 30, 50) = (270, 50); top-left: stored (299, 0).
        Case(orientation: .upMirrored, orientedPixels: CGSize(width: 300, height: 200),
             storedPosition: CGPoint(x: 270, y: 50), storedIndexOfTopLeftPixel: CGPoint(x: 299, y: 0)),
        // downMirrored: flipped top–bottom. (30, 200 − 50) = (30, 150); top-left: stored (0, 199).
        Case(orientation: .downMirrored, orientedPixels: CGSize(width: 300, height: 200),
             storedPosition: CGPoint(x: 30, y: 150), storedIndexOfTopLeftPixel: CGPoint(x: 0, y: 199)),
        // leftMirrored: a transpose, rows become columns. (dy, dx) = (50, 30); top-left: (0, 0).
        Case(orientation: .leftMirrored, orientedPixels: CGSize(width: 200, height: 300),
             storedPosition: CGPoint(x: 50, y: 30), storedIndexOfTopLeftPixel: CGPoint(x: 0, y: 0)),
        // rightMirrored: the anti-diagonal flip, (300 − dy, 200 − dx) = (250, 170);
        // the top-left shows the stored bottom-right pixel (299, 199).
        Case(orientation: .rightMirrored, orientedPixels: CGSize(width: 200, height: 300),
             storedPosition: CGPoint(x: 250, y: 170), storedIndexOfTopLeftPixel: CGPoint(x: 299, y: 199)),
    ]

    static func layout(_ testCase: Case) -> ImageLayout {
        // UIImage.size is the oriented size divided by the scale.
        ImageLayout(imageSize: CGSize(width: testCase.orientedPixels.width / 2,
                                      height: testCase.orientedPixels.height / 2),
                    imageScale: 2, orientation: testCase.orientation, contentMode: .topLeft,
                    bounds: CGRect(x: 5, y: 7, width: 400, height: 400))
    }

    @Test func theTableCoversEveryOrientation() {
        #expect(Self.cases.map(\.orientation) == ImageOrientation.allCases)
    }

    @Test(arguments: cases)
    func sizesAreOrientedAndStored(testCase: Case) {
        let layout = Self.layout(testCase)
        #expect(layout.pixelSize == testCase.orientedPixels)
        #expect(layout.cgImagePixelSize == Fixture.storedPixels)
    }

    @Test(arguments: cases)
    func aViewPointMapsToTheStoredPosition(testCase: Case) {
        let layout = Self.layout(testCase)
        let viewPoint = CGPoint(x: 5 + 30 / 2, y: 7 + 50 / 2)   // over oriented pixel (30, 50)
        #expect(isClose(layout.pixel(forViewPoint: viewPoint), CGPoint(x: 30, y: 50)))
        #expect(isClose(layout.cgImagePixel(forViewPoint: viewPoint), testCase.storedPosition))
        #expect(isClose(layout.viewPoint(forCGImagePixel: testCase.storedPosition), viewPoint))
    }

    @Test(arguments: cases)
    func theTopLeftDisplayedPixelShowsTheRightStoredPixel(testCase: Case) {
        let layout = Self.layout(testCase)
        // The centre of displayed pixel (0, 0) is a quarter point in from the frame's corner.
        let stored = layout.cgImagePixel(forViewPoint: CGPoint(x: 5.25, y: 7.25))
        #expect(CGPoint(x: stored.x.rounded(.down), y: stored.y.rounded(.down)) == testCase.storedIndexOfTopLeftPixel)
    }

    @Test(arguments: cases)
    func theWholeImageMapsToTheWholeBuffer(testCase: Case) {
        let layout = Self.layout(testCase)
        #expect(isClose(layout.cgImagePixelRect(forViewRect: layout.imageFrame),
                        CGRect(origin: .zero, size: Fixture.storedPixels)))
    }

    @Test func aRectOnARightOrientedPhotoMapsToTheTurnedStoredRect() {
        // Oriented rect x 20…60, y 10…40 on `.right`: corners (dx, dy) → (dy, 200 − dx):
        // (20,10) → (10,180), (60,10) → (10,140), (20,40) → (40,180), (60,40) → (40,140).
        // Bounding box: x 10…40, y 140…180.
        let layout = Self.layout(Self.cases[3])
        let viewRect = CGRect(x: 5 + 10, y: 7 + 5, width: 20, height: 15)   // oriented (20, 10, 40 × 30)
        #expect(isClose(layout.pixelRect(forViewRect: viewRect), CGRect(x: 20, y: 10, width: 40, height: 30)))
        #expect(isClose(layout.cgImagePixelRect(forViewRect: viewRect), CGRect(x: 10, y: 140, width: 30, height: 40)))
        #expect(isClose(layout.viewRect(forCGImagePixelRect: CGRect(x: 10, y: 140, width: 30, height: 40)), viewRect))
    }

    @Test(arguments: cases)
    func orientedToStoredSizesSwapOnlyForQuarterTurns(testCase: Case) {
        let swaps = testCase.orientedPixels.width != Fixture.storedPixels.width
        #expect(testCase.orientation.swapsWidthAndHeight == swaps)
        #expect(testCase.orientation.storedSize(forOrientedSize: testCase.orientedPixels) == Fixture.storedPixels)
    }
}
