import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// `imageFrame` for all 13 content modes, derived by hand from UIKit's rules, for two images in
/// the same off-origin bounds (10, 20, 300 × 100): one smaller than the bounds on both axes and
/// one wider but shorter, so that negative free space (an image hanging out of the bounds) is
/// covered too.
@Suite struct ImageLayoutContentModeTests {
    /// Expected frames for the 120 × 80 pt image in (10, 20, 300 × 100).
    ///
    /// - fill/redraw: the bounds themselves.
    /// - aspect fit: k = min(300/120, 100/80) = min(2.5, 1.25) = 1.25 → 150 × 100;
    ///   x = 10 + (300 − 150)/2 = 85, y = 20.
    /// - aspect fill: k = max(2.5, 1.25) = 2.5 → 300 × 200; x = 10, y = 20 + (100 − 200)/2 = −30.
    /// - fixed size 120 × 80: free space 180 × 20, so x ∈ {10, 10 + 90 = 100, 10 + 180 = 190}
    ///   and y ∈ {20, 20 + 10 = 30, 20 + 20 = 40} for min / centre / max.
    static let smallImageFrames: [(ImageContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 10, y: 20, width: 300, height: 100)),
        (.scaleAspectFit, CGRect(x: 85, y: 20, width: 150, height: 100)),
        (.scaleAspectFill, CGRect(x: 10, y: -30, width: 300, height: 200)),
        (.redraw, CGRect(x: 10, y: 20, width: 300, height: 100)),
        (.center, CGRect(x: 100, y: 30, width: 120, height: 80)),
        (.top, CGRect(x: 100, y: 20, width: 120, height: 80)),
        (.bottom, CGRect(x: 100, y: 40, width: 120, height: 80)),
        (.left, CGRect(x: 10, y: 30, width: 120, height: 80)),
        (.right, CGRect(x: 190, y: 30, width: 120, height: 80)),
        (.topLeft, CGRect(x: 10, y: 20, width: 120, height: 80)),
        (.topRight, CGRect(x: 190, y: 20, width: 120, height: 80)),
        (.bottomLeft, CGRect(x: 10, y: 40, width: 120, height: 80)),
        (.bottomRight, CGRect(x: 190, y: 40, width: 120, height: 80)),
    ]

    /// Expected frames for the 400 × 50 pt panorama in (10, 20, 300 × 100).
    ///
    /// - aspect fit: k = min(300/400, 100/50) = min(0.75, 2) = 0.75 → 300 × 37.5;
    ///   y = 20 + (100 − 37.5)/2 = 51.25.
    /// - aspect fill: k = max(0.75, 2) = 2 → 800 × 100; x = 10 + (300 − 800)/2 = −240.
    /// - fixed size 400 × 50: free space −100 × 50, so x ∈ {10, 10 − 50 = −40, 10 − 100 = −90}
    ///   and y ∈ {20, 20 + 25 = 45, 20 + 50 = 70}.
    static let panoramaFrames: [(ImageContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 10, y: 20, width: 300, height: 100)),
        (.scaleAspectFit, CGRect(x: 10, y: 51.25, width: 300, height: 37.5)),
        (.scaleAspectFill, CGRect(x: -240, y: 20, width: 800, height: 100)),
        (.redraw, CGRect(x: 10, y: 20, width: 300, height: 100)),
        (.center, CGRect(x: -40, y: 45, width: 400, height: 50)),
        (.top, CGRect(x: -40, y: 20, width: 400, height: 50)),
        (.bottom, CGRect(x: -40, y: 70, width: 400, height: 50)),
        (.left, CGRect(x: 10, y: 45, width: 400, height: 50)),
        (.right, CGRect(x: -90, y: 45, width: 400, height: 50)),
        (.topLeft, CGRect(x: 10, y: 20, width: 400, height: 50)),
        (.topRight, CGRect(x: -90, y: 20, width: 400, height: 50)),
        (.bottomLeft, CGRect(x: 10, y: 70, width: 400, height: 50)),
        (.bottomRight, CGRect(x: -90, y: 70, width: 400, height: 50)),
    ]

    @Test func theTablesCoverEveryContentMode() {
        #expect(Self.smallImageFrames.map(\.0) == ImageContentMode.allCases)
        #expect(Self.panoramaFrames.map(\.0) == ImageContentMode.allCases)
    }

    @Test(arguments: smallImageFrames)
    func smallImageIsLaidOutLikeUIKit(mode: ImageContentMode, expected: CGRect) {
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2,
                                 contentMode: mode, bounds: Fixture.bounds)
        #expect(layout.imageFrame == expected)
        #expect(!layout.isEmpty)
    }

    @Test(arguments: panoramaFrames)
    func panoramaIsLaidOutLikeUIKit(mode: ImageContentMode, expected: CGRect) {
        let layout = ImageLayout(imageSize: Fixture.panoramaSize, imageScale: 3,
                                 contentMode: mode, bounds: Fixture.bounds)
        #expect(layout.imageFrame == expected)
    }

    /// Within the drawn frame, a point at fractions (¼, ¾) of its width and height is at the same
    /// fractions of the pixel grid: (¼ · 240, ¾ · 160) = (60, 120) px for the 240 × 160 px image,
    /// whatever the mode. The frame comes from the hand-derived table, not from the code.
    @Test(arguments: smallImageFrames)
    func pixelsFollowTheDrawnFrame(mode: ImageContentMode, frame: CGRect) {
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2,
                                 contentMode: mode, bounds: Fixture.bounds)
        let point = CGPoint(x: frame.minX + frame.width / 4, y: frame.minY + frame.height * 3 / 4)
        #expect(isClose(layout.pixel(forViewPoint: point), CGPoint(x: 60, y: 120)))
        #expect(isClose(layout.pixel(forViewPoint: frame.origin), .zero))
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: frame.maxX, y: frame.maxY)),
                        CGPoint(x: 240, y: 160)))
    }

    @Test func aspectFitTapIsMeasuredFromTheLetterboxedFrame() {
        // Aspect fit draws (85, 20, 150 × 100) for 240 × 160 px: 1.6 px per point.
        // (100, 60) → ((100 − 85) · 1.6, (60 − 20) · 1.6) = (24, 64).
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2,
                                 contentMode: .scaleAspectFit, bounds: Fixture.bounds)
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 100, y: 60)), CGPoint(x: 24, y: 64)))
        // The letterbox bar at x = 50 is outside the image: a negative pixel, not a clamped one.
        #expect(layout.pixel(forViewPoint: CGPoint(x: 50, y: 60)).x < 0)
        #expect(!layout.imageContains(viewPoint: CGPoint(x: 50, y: 60)))
        #expect(layout.imageContains(viewPoint: CGPoint(x: 100, y: 60)))
    }

    @Test func theImageContainsItsTopAndLeftEdgesButNotItsBottomAndRight() {
        // Top-left at scale 2: (10, 20, 120 × 80) pt for 240 × 160 px, 2 px per point exactly.
        // Like pixel indices, [0, 240) × [0, 160): the first row and column are on the image, the
        // line just past the last is not.
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2, contentMode: .topLeft,
                                 bounds: Fixture.bounds)
        #expect(layout.imageFrame == CGRect(x: 10, y: 20, width: 120, height: 80))
        #expect(layout.imageContains(viewPoint: CGPoint(x: 10, y: 50)))          // pixel (0, 60)
        #expect(layout.imageContains(viewPoint: CGPoint(x: 70, y: 20)))          // pixel (120, 0)
        #expect(!layout.imageContains(viewPoint: CGPoint(x: 130, y: 50)))        // pixel (240, 60)
        #expect(!layout.imageContains(viewPoint: CGPoint(x: 70, y: 100)))        // pixel (120, 160)
        #expect(layout.imageContains(viewPoint: CGPoint(x: 129.75, y: 99.75)))   // pixel (239.5, 159.5)
    }

    @Test func scaleToFillStretchesEachAxisOnItsOwn() {
        // 240 × 160 px over 300 × 100 pt: 0.8 px/pt across, 1.6 px/pt down.
        // (160, 45) → ((160 − 10) · 0.8, (45 − 20) · 1.6) = (120, 40).
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2,
                                 contentMode: .scaleToFill, bounds: Fixture.bounds)
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 160, y: 45)), CGPoint(x: 120, y: 40)))
    }

    /// When the image's aspect ratio is the bounds', both axes limit and the drawn image is the
    /// bounds exactly, for fit and fill: 49 × 49 pt in 1 × 1 pt is 1/49 per point, and 49 · (1/49)
    /// rounds to 1 − 2⁻⁵³ — a sliver of letterbox the scale must not leave. 98 × 147 in
    /// (7, 9, 2 × 3) likewise.
    @Test(arguments: [ImageContentMode.scaleAspectFit, .scaleAspectFill])
    func matchingAspectRatiosFillTheBoundsExactly(mode: ImageContentMode) {
        let square = ImageLayout(imageSize: CGSize(width: 49, height: 49), imageScale: 1, contentMode: mode,
                                 bounds: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(square.imageFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
        let tall = ImageLayout(imageSize: CGSize(width: 98, height: 147), imageScale: 1, contentMode: mode,
                               bounds: CGRect(x: 7, y: 9, width: 2, height: 3))
        #expect(tall.imageFrame == CGRect(x: 7, y: 9, width: 2, height: 3))
    }

    @Test func aspectFillCropsTheLongAxis() {
        // Aspect fill draws (10, −30, 300 × 200) for 240 × 160 px: 0.8 px/pt.
        // The top of the bounds, y = 20, is (20 + 30) · 0.8 = 40 px down the image.
        let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: 2,
                                 contentMode: .scaleAspectFill, bounds: Fixture.bounds)
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 10, y: 20)), CGPoint(x: 0, y: 40)))
        // The visible pixel rect is the middle band: y from 40 to (120 + 30) · 0.8 = 120.
        #expect(isClose(layout.pixelRect(forViewRect: Fixture.bounds), CGRect(x: 0, y: 40, width: 240, height: 80)))
    }
}
