import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The worked numbers of two widespread recipes for "which pixel did I tap?", reproduced as they
/// were meant, without their bugs: the aspect-fit recipe built on `AVMakeRect`, and the "displayed
/// size of a UIImage" recipe that multiplies by the screen's scale.
@Suite struct ImageLayoutRecipeTests {
    @Test func aSquarePhotoAspectFilledIntoAHundredPointSquareIsAHundredPoints() {
        // The displayed-size recipe: a 750 × 750 image in a 100 × 100 view, aspect fill:
        // 100 / 750 = 0.1333…, and 0.1333… × 750 = 100 on both axes. (The recipe then multiplies
        // by the screen scale,
        // reporting 300 × 300 on a @3x phone; the drawn size is 100 × 100 points.)
        let layout = ImageLayout(imageSize: CGSize(width: 750, height: 750), contentMode: .scaleAspectFill,
                                 bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(layout.imageFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The centre of the view is the centre of the image: (375, 375).
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 50, y: 50)), CGPoint(x: 375, y: 375)))
    }

    @Test func aspectFitTapIsOffsetByTheLetterboxAndScaledByTheFitRect() {
        // The AVMakeRect recipe: AVMakeRect(aspectRatio: 1000 × 500, insideRect: 200 × 200)
        // = (0, 50, 200 × 100).
        // The pixel under a tap is (tap − rect.origin) × (1000 / 200): (100, 100) → (500, 250).
        let layout = ImageLayout(imageSize: CGSize(width: 1000, height: 500), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(layout.imageFrame == CGRect(x: 0, y: 50, width: 200, height: 100))
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 100, y: 100)), CGPoint(x: 500, y: 250)))
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 20, y: 60)), CGPoint(x: 100, y: 50)))
    }

    @Test func aspectFitOfATallImageUsesTheHeightRatio() {
        // The recipe's scale = max(w ratio, h ratio) happens to be right for aspect fit, but its
        // clipping rect is only computed for aspect fit. A 500 × 1000 image in 200 × 200:
        // fit rect (50, 0, 100 × 200), 5 px per point: (60, 100) → ((60 − 50) · 5, 100 · 5) = (50, 500).
        let layout = ImageLayout(imageSize: CGSize(width: 500, height: 1000), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 60, y: 100)), CGPoint(x: 50, y: 500)))
    }
}
