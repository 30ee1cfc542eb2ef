import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

@Suite struct CropOpeningTests {
    @Test func theLargestSquareInAPortraitScreenSpansItsWidth() {
        // 390 × 763 available from y = 47: the side is 390, centred: y = 47 + (763 − 390)/2 = 233.5.
        #expect(CropOpening.largestCenteredSquare(in: CGRect(x: 0, y: 47, width: 390, height: 763))
                == CGRect(x: 0, y: 233.5, width: 390, height: 390))
    }

    @Test func theLargestSquareInALandscapeScreenSpansItsHeight() {
        // 844 × 330 from (47, 20): the side is 330, x = 47 + (844 − 330)/2 = 304.
        #expect(CropOpening.largestCenteredSquare(in: CGRect(x: 47, y: 20, width: 844, height: 330))
                == CGRect(x: 304, y: 20, width: 330, height: 330))
    }

    @Test func anAspectRatioOpeningTouchesTheLimitingAxis() {
        // 4:3 in 390 × 700 from y = 44: 390 wide, 292.5 tall, y = 44 + (700 − 292.5)/2 = 247.75.
        #expect(CropOpening.largestCenteredRect(aspectRatio: 4.0 / 3, in: CGRect(x: 0, y: 44, width: 390, height: 700))
                == CGRect(x: 0, y: 247.75, width: 390, height: 292.5))
        // 16:9 in 300 × 100: 100 tall limits, width 177.78, x = (300 − 177.78)/2 = 61.11.
        let wide = CropOpening.largestCenteredRect(aspectRatio: 16.0 / 9, in: CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(isClose(wide, CGRect(x: 150 - 800.0 / 9, y: 0, width: 1600.0 / 9, height: 100)))
    }

    @Test func degenerateInputGivesNoOpening() {
        #expect(CropOpening.largestCenteredSquare(in: .zero) == .zero)
        #expect(CropOpening.largestCenteredSquare(in: .null) == .zero)
        #expect(CropOpening.largestCenteredRect(aspectRatio: .nan, in: CGRect(x: 0, y: 0, width: 10, height: 10)) == .zero)
        #expect(CropOpening.largestCenteredRect(aspectRatio: 0, in: CGRect(x: 0, y: 0, width: 10, height: 10)) == .zero)
    }
}
