import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// How large a 48 MP photo is decoded for a 390 × 844 pt @3x screen with maximum zoom 4.
@Suite struct DownsamplingPlanTests {
    static let photo = CGSize(width: 8064, height: 6048)
    static let screen = CGSize(width: 390, height: 844)

    @Test func aLandscapePhotoIsDecodedAtWhatTheWidthShowsAtMaximumZoom() {
        // Aspect fit: k = min(390/8064, 844/6048) = 390/8064 → drawn 390 × 292.5 pt; at 4× on a
        // @3x screen that is 390·12 = 4680 device pixels across: ratio 4680/8064 = 0.580357,
        // so 4680 × 6048·0.580357 = 4680 × 3510.
        let plan = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .up, containerSize: Self.screen,
                                    screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == 4680)
        #expect(plan.decodedPixelSize == CGSize(width: 4680, height: 3510))
        #expect(plan.downsamples)
        // 4680 · 3510 · 4 = 65 707 200 B instead of 8064 · 6048 · 4 = 195 084 288 B.
        #expect(plan.decodedByteCount == 65_707_200)
        #expect(plan.sourceByteCount == 195_084_288)
    }

    @Test func aPortraitPhotoKeepsMoreBecauseItIsDrawnTaller() {
        // Stored landscape with `.right`: upright 6048 × 8064. k = min(390/6048, 844/8064) =
        // 390/6048 → drawn 390 × 520 pt → 4680 × 6240 device pixels at 4× @3x: 116 812 800 B.
        let plan = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .right, containerSize: Self.screen,
                                    screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == 6240)
        #expect(plan.decodedPixelSize == CGSize(width: 4680, height: 6240))
        #expect(plan.decodedByteCount == 116_812_800)
    }

    @Test func anImageTheScreenCanShowWholeIsNotDownsampled() {
        // 1200 × 900 drawn 390 wide → 4680 needed > 1200: keep the original.
        let plan = DownsamplingPlan(sourcePixelSize: CGSize(width: 1200, height: 900), sourceOrientation: .up,
                                    containerSize: Self.screen, screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == 1200)
        #expect(plan.decodedPixelSize == CGSize(width: 1200, height: 900))
        #expect(!plan.downsamples)
    }

    @Test func aPanoramaUsesTheAxisThatNeedsMoreDetail() {
        // 100 000 × 1000 in 390 × 844 at 4× @3x: drawn 390 × 3.9 pt → 4680 × 46.8 device px;
        // ratio max(4680/100 000, 46.8/1000) = 0.0468 → longest side 4680.
        let plan = DownsamplingPlan(sourcePixelSize: CGSize(width: 100_000, height: 1000), sourceOrientation: .up,
                                    containerSize: Self.screen, screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == 4680)
        #expect(plan.decodedPixelSize == CGSize(width: 4680, height: 47))
    }

    @Test func aStretchedImageKeepsTheDetailOfItsMoreMagnifiedAxis() {
        // Scale to fill stretches each axis on its own; the copy is scaled uniformly, so it must
        // keep what the more magnified axis shows. At 2× on a @1x screen:
        // in 844 × 390 pt the width shows 1688 of 8064 px (0.209), the height 780 of 6048 (0.129):
        // the width decides, 1688 × 6048 · 1688/8064 = 1688 × 1266.
        let wide = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .up,
                                    containerSize: CGSize(width: 844, height: 390), screenScale: 1,
                                    maximumZoomScale: 2, contentMode: .scaleToFill)
        #expect(wide.maximumPixelSize == 1688)
        #expect(wide.decodedPixelSize == CGSize(width: 1688, height: 1266))
        // In 390 × 844 pt the width shows 780 of 8064 (0.097), the height 1688 of 6048 (0.279):
        // the height decides, 8064 · 0.279 = 2250.67 → 2251, and 6048 · 2251/8064 = 1688.25 → 1688 rows.
        let tall = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .up, containerSize: Self.screen,
                                    screenScale: 1, maximumZoomScale: 2, contentMode: .scaleToFill)
        #expect(tall.maximumPixelSize == 2251)
        #expect(tall.decodedPixelSize == CGSize(width: 2251, height: 1688))
    }

    @Test func withoutALayoutYetNothingIsDownsampled() {
        for container in [CGSize.zero, CGSize(width: CGFloat.nan, height: 10)] {
            let plan = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .up, containerSize: container,
                                        screenScale: 3, maximumZoomScale: 4)
            #expect(plan.maximumPixelSize == 8064)
        }
        let broken = DownsamplingPlan(sourcePixelSize: CGSize(width: 0, height: 10), sourceOrientation: .up,
                                      containerSize: Self.screen, screenScale: 3, maximumZoomScale: 4)
        #expect(broken.maximumPixelSize == 0)
        #expect(broken.decodedByteCount == 0)
    }

    @Test(arguments: [(CGFloat(0), CGFloat(4)), (3, 0), (-3, 4), (3, .infinity), (.nan, 4), (3, .nan)])
    func aScreenScaleOrZoomLimitThatMeansNothingPlansNoDownsampling(screenScale: CGFloat, maximumZoomScale: CGFloat) {
        // Pixels per point of 0, negative or not finite say nothing about what the screen shows:
        // keep every pixel rather than decode a 0-pixel (or ∞-pixel) copy.
        let plan = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .up, containerSize: Self.screen,
                                    screenScale: screenScale, maximumZoomScale: maximumZoomScale)
        #expect(plan.maximumPixelSize == 8064)
        #expect(plan.decodedPixelSize == Self.photo)
        #expect(!plan.downsamples)
    }

    @Test func aspectFillPlansFromTheAxisItFills() {
        // Aspect fill: k = max(390/8064, 844/6048) = 844/6048 → drawn 1125.33 × 844 pt. At 2× on a
        // @1x screen, 844 · 2 = 1688 device pixels of the 6048 rows: ratio 0.279100…, and the
        // longest side 8064 · 0.279100… = 2250.67 → 2251 (rounded up: never lose a pixel);
        // the rows 6048 · 2251/8064 = 1688.25 → 1688.
        let plan = DownsamplingPlan(sourcePixelSize: Self.photo, sourceOrientation: .up, containerSize: Self.screen,
                                    screenScale: 1, maximumZoomScale: 2, contentMode: .scaleAspectFill)
        #expect(plan.maximumPixelSize == 2251)
        #expect(plan.decodedPixelSize == CGSize(width: 2251, height: 1688))
        #expect(plan.downsamples)
    }

    @Test func exifOrientationsMapToUIKitsCases() {
        let expected: [Int: ImageOrientation] = [1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored,
                                                 5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left]
        for (exif, orientation) in expected {
            #expect(ImageOrientation(exifOrientation: exif) == orientation)
        }
        #expect(ImageOrientation(exifOrientation: 0) == nil)
        #expect(ImageOrientation(exifOrientation: 9) == nil)
    }
}
