import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Turning, mirroring, straightening and reshaping the box, on ``CropFixture`` (region
/// (100, 40, 400 × 300) px under the box, centre (160, 255), the image's centre 5 pt below it).
@Suite struct CropEditorCommandsTests {
    /// A counterclockwise turn about (160, 255): the image's offset (0, 5) becomes (5, 0), the box
    /// 150 × 200 about the same centre. Refitted: 3 : 4 fills the 300 × 400 space, k = 2, the
    /// image's centre (160, 260) + 2 · (5, 0) = (170, 260), scale 1.
    @Test func aTurnTurnsTheImageAndTheBoxTogether() {
        let turned = CropFixture.geometry().turnedCounterclockwise()
        #expect(turned.orientation == CropEditOrientation(quarterTurns: 1, isMirrored: false))
        #expect(turned.box == CGRect(x: 85, y: 155, width: 150, height: 200))
        #expect(turned.imageCenter == CGPoint(x: 165, y: 255))
        let refitted = turned.refitted()
        #expect(isClose(refitted.box, CropFixture.available))
        #expect(isClose(refitted.imageCenter, CGPoint(x: 170, y: 260)))
        #expect(isClose(refitted.scale, 1))
        #expect(refitted.result == CropEditorResult(imagePixelSize: CropFixture.imageSize,
                                                     pixelRect: CGRect(x: 100, y: 40, width: 400, height: 300),
                                                     quarterTurns: 1))
        #expect(refitted.result.outputPixelSize == CGSize(width: 300, height: 400))
    }

    /// Turns of a non-square image under every EXIF orientation: the region stays
    /// (100, 40, 400 × 300) oriented px through one to four turns, the output swaps for odd
    /// turns, and the stored rect is the region through the orientation table — for `.right`
    /// (stored 400 × 600: oriented (dx, dy) at stored (dy, 600 − dx)) that is x 40…340,
    /// y 100…500. The stored buffer shown with the composed orientation is the turned output.
    @Test(arguments: ImageOrientation.allCases)
    func turnsKeepTheRegionUnderEveryOrientation(_ exif: ImageOrientation) throws {
        var geometry = CropFixture.geometry()
        let layout = ImageLayout(imageSize: CropFixture.imageSize, orientation: exif, contentMode: .scaleToFill,
                                 bounds: .zero)
        let region = try #require(CropRegion(pixelRect: CGRect(x: 100, y: 40, width: 400, height: 300), layout: layout))
        let stored = CropEditOrientationTests.self
        // The region's two corners through the table, by hand; the stored size is 600 × 400 or
        // 400 × 600.
        let storedSize = exif.storedSize(forOrientedSize: CropFixture.imageSize)
        let a = stored.stored(CGPoint(x: 100, y: 40), exif, W: storedSize.width, H: storedSize.height)
        let b = stored.stored(CGPoint(x: 500, y: 340), exif, W: storedSize.width, H: storedSize.height)
        #expect(region.cgImagePixelRect == CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x),
                                                  height: abs(a.y - b.y)))
        for turns in 1...4 {
            geometry = geometry.turnedCounterclockwise().refitted()
            let result = geometry.result
            #expect(result.pixelRect == CGRect(x: 100, y: 40, width: 400, height: 300), "\(exif), \(turns) turns")
            #expect(result.quarterTurns == turns % 4)
            #expect(result.outputPixelSize == (turns % 2 == 1 ? CGSize(width: 300, height: 400)
                                                              : CGSize(width: 400, height: 300)))
            let composed = CropEditOrientation(result).composed(after: exif)
            #expect(composed.orientedSize(forStoredSize: region.cgImagePixelRect.size) == result.outputPixelSize)
        }
    }

    /// A mirror reflects the image across the box's middle: horizontally the centre's x
    /// 2 · 160 − 160 stays, vertically its y becomes 2 · 255 − 260 = 250. Straightened by 10°
    /// first, the shown angle changes sign but the result's (the region's turn in the oriented
    /// image) stays 10°, and the region is the same.
    @Test func aMirrorKeepsTheRegionAndReversesTheShownAngle() {
        let straight = CropFixture.geometry().straightened(toDegrees: 10)
        let across = straight.mirrored(horizontally: true)
        #expect(across.angleDegrees == -10)
        #expect(across.orientation == CropEditOrientation(quarterTurns: 0, isMirrored: true))
        #expect(isClose(across.imageCenter.x, 2 * 160 - straight.imageCenter.x))
        #expect(across.result.angleDegrees == 10)
        #expect(across.result.isMirrored)
        #expect(isClose(across.result.pixelRect, straight.result.pixelRect))
        let down = CropFixture.geometry().mirrored(horizontally: false)
        #expect(down.imageCenter == CGPoint(x: 160, y: 250))
        #expect(down.orientation == CropEditOrientation(quarterTurns: 2, isMirrored: true))
        #expect(down.result.pixelRect == CGRect(x: 100, y: 40, width: 400, height: 300))
    }

    /// Straightening the whole image (box 300 × 200 on 600 × 400 px at 0.5 pt/px, both centred)
    /// by 10°: the image zooms about the box's centre to the minimum,
    /// max((300 cos 10° + 200 sin 10°) / 600, (300 sin 10° + 200 cos 10°) / 400) = 0.622640, and
    /// turning back to 0° from the same start returns exactly to it.
    @Test func straighteningZoomsJustEnoughAndReturns() throws {
        let start = try #require(CropEditorGeometry.initial(imagePixelSize: CropFixture.imageSize,
                                                            availableRect: CropFixture.available, ratio: nil,
                                                            limits: CropEditorLimits()))
        let turned = start.straightened(toDegrees: 10)
        let c = cos(10 * Double.pi / 180)
        let s = sin(10 * Double.pi / 180)
        let expected = max((300 * c + 200 * s) / 600, (300 * s + 200 * c) / 400)
        #expect(isClose(turned.scale, CGFloat(expected), tolerance: 1e-12))
        #expect(isClose(turned.imageCenter, CGPoint(x: 160, y: 260)))
        #expect(CropFixture.covers(turned))
        #expect(start.straightened(toDegrees: 0) == start)
        #expect(start.straightened(toDegrees: 80).angleDegrees == 45)
        #expect(start.straightened(toDegrees: .infinity) == start)
    }

    /// Off centre (the fixture's box 5 pt above the image's centre), straightening keeps the
    /// pixel under the box's centre and zooms by the least factor that covers: 0.1 % less and a
    /// corner is bare.
    @Test(arguments: [-45, -20, -3, 7, 33, 45] as [CGFloat])
    func straighteningKeepsTheCentrePixelAndZoomsTheLeast(_ degrees: CGFloat) {
        let start = CropFixture.geometry()
        let centre = start.editedPixel(forContainerPoint: start.boxCenter)
        let turned = start.straightened(toDegrees: degrees)
        #expect(isClose(turned.editedPixel(forContainerPoint: turned.boxCenter), centre, tolerance: 1e-9))
        #expect(CropFixture.covers(turned))
        var less = turned
        let b = turned.boxCenter
        less.scale *= 0.999
        less.imageCenter = CGPoint(x: b.x + (turned.imageCenter.x - b.x) * 0.999, y: b.y + (turned.imageCenter.y - b.y) * 0.999)
        #expect(turned.scale == start.scale || !CropFixture.covers(less, tolerance: 0))
    }

    /// A square lock inside the 200 × 150 box: the 150 × 150 square about (160, 255).
    @Test func reshapingTakesTheLargestBoxOfTheRatioInside() {
        let square = CropFixture.geometry().reshapingBox(toRatio: 1)
        #expect(square.box == CGRect(x: 85, y: 180, width: 150, height: 150))
        #expect(CropFixture.geometry().reshapingBox(toRatio: nil) == CropFixture.geometry())
    }
}
