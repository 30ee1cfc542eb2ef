import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The refit on release: the box grows back to the largest rect of its shape centred in the
/// available space, and the image zooms with it so the same region stays under it.
///
/// ``CropFixture``: the 200 × 150 box (centre (160, 255)) in (10, 60, 300 × 400). The largest
/// 4 : 3 rect there is 300 × 225, centred at (160, 260): (10, 147.5, 300 × 225), k = 1.5. The
/// image (scale 0.5, centre (160, 260), 5 pt below the box's centre) becomes scale 0.75, centre
/// (160, 260) + 1.5 · (0, 5) = (160, 267.5).
@Suite struct CropEditorRefitTests {
    @Test func theBoxGrowsBackAndTheImageZoomsWithIt() {
        let refitted = CropFixture.geometry().refitted()
        #expect(isClose(refitted.box, CGRect(x: 10, y: 147.5, width: 300, height: 225)))
        #expect(isClose(refitted.scale, 0.75))
        #expect(isClose(refitted.imageCenter, CGPoint(x: 160, y: 267.5)))
    }

    /// The region under the box before and after: centre pixel (300, 190) — the box's centre is
    /// 5 pt, 10 px, above the image's centre (300, 200) — and 400 × 300 px: (100, 40, 400 × 300).
    @Test func theRegionUnderTheBoxIsKept() {
        let before = CropFixture.geometry()
        let after = before.refitted()
        #expect(before.result.pixelRect == CGRect(x: 100, y: 40, width: 400, height: 300))
        #expect(after.result == before.result)
    }

    /// The limit caps the zoom: at most 0.6 pt/px, k = 0.6 / 0.5 = 1.2, a 240 × 180 box centred
    /// in the space, the image's centre (160, 260) + 1.2 · (0, 5) = (160, 266).
    @Test func theRefitNeverZoomsPastTheLimit() {
        let refitted = CropFixture.geometry(limits: CropEditorLimits(maximumScale: 0.6)).refitted()
        #expect(isClose(refitted.box, CGRect(x: 40, y: 170, width: 240, height: 180)))
        #expect(isClose(refitted.scale, 0.6))
        #expect(isClose(refitted.imageCenter, CGPoint(x: 160, y: 266)))
    }

    /// A smaller space (a rotation to landscape) shrinks the box, k < 1, keeping the region:
    /// 4 : 3 in 200 × 100 is 133.33 × 100, k = 2/3.
    @Test func aNewLayoutKeepsTheRegion() {
        let geometry = CropFixture.geometry()
        let moved = geometry.relaidOut(availableRect: CGRect(x: 500, y: 20, width: 200, height: 100))
        #expect(isClose(moved.box, CGRect(x: 600 - 200.0 / 3, y: 20, width: 400.0 / 3, height: 100)))
        #expect(isClose(moved.scale, 1.0 / 3))
        #expect(moved.result == geometry.result)
        #expect(geometry.relaidOut(availableRect: .zero) == geometry)
    }

    /// Opening an image: the whole 600 × 400 image as large as the space allows, 300 × 200 at
    /// (10, 160), 0.5 pt/px; a square lock: the 300 × 300 square at (10, 110), covered at
    /// max(300/600, 300/400) = 0.75 pt/px, the image centred on it.
    @Test func openingShowsTheWholeImageOrTheLargestLockedBox() throws {
        let whole = try #require(CropEditorGeometry.initial(imagePixelSize: CropFixture.imageSize,
                                                            availableRect: CropFixture.available, ratio: nil,
                                                            limits: CropEditorLimits()))
        #expect(whole.box == CGRect(x: 10, y: 160, width: 300, height: 200))
        #expect(whole.scale == 0.5)
        #expect(whole.result.pixelRect == CGRect(x: 0, y: 0, width: 600, height: 400))
        let square = try #require(CropEditorGeometry.initial(imagePixelSize: CropFixture.imageSize,
                                                             availableRect: CropFixture.available, ratio: 1,
                                                             limits: CropEditorLimits()))
        #expect(square.box == CGRect(x: 10, y: 110, width: 300, height: 300))
        #expect(square.scale == 0.75)
        #expect(square.result.pixelRect == CGRect(x: 100, y: 0, width: 400, height: 400))
        #expect(CropEditorGeometry.initial(imagePixelSize: .zero, availableRect: CropFixture.available, ratio: nil,
                                           limits: CropEditorLimits()) == nil)
    }
}
