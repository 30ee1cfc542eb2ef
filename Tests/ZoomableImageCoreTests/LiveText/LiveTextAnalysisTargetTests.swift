import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What Live Text analyses after a settle, worked out by hand on one scene in every orientation.
///
/// The original is stored 4000 × 3000 px; the view shows a quarter-size copy (oriented: 1000 × 750
/// or, for the four left/right orientations, 750 × 1000) aspect-fit in bounds (10, 20, 400, 300)
/// — a non-zero origin — zoomed 4× (`transform` scale 4) with `center` (260, 190), on a @2x
/// screen, in a container showing (0, 0, 400, 300). A container point c is view point
/// (c − center) / 4 + (210, 170) (the bounds' centre), so the container shows the view rect
/// x 145…245, y 122.5…197.5 — off the image's centre, so a mirrored or rotated mapping cannot
/// pass by symmetry.
@Suite struct LiveTextAnalysisTargetTests {
    static let bounds = CGRect(x: 10, y: 20, width: 400, height: 300)
    static let stored = CGSize(width: 4000, height: 3000)
    static let container = CGRect(x: 0, y: 0, width: 400, height: 300)
    static let zoomed = ViewGeometry(bounds: bounds, center: CGPoint(x: 260, y: 190),
                                     transform: CGAffineTransform(scaleX: 4, y: 4))

    static func layout(_ orientation: ImageOrientation, copy: CGSize? = nil) -> ImageLayout {
        let upright = orientation.swapsWidthAndHeight ? CGSize(width: 750, height: 1000) : CGSize(width: 1000, height: 750)
        return ImageLayout(imageSize: copy ?? upright, contentMode: .scaleAspectFit, bounds: bounds,
                           sourcePixelSize: stored, sourceOrientation: orientation)
    }

    static func target(_ layout: ImageLayout, geometry: ViewGeometry = zoomed, screenScale: CGFloat = 2,
                       atRest: Bool = true, cap: CGFloat = LiveTextAnalysisTarget.defaultMaximumDecodePixelSide)
        -> LiveTextAnalysisTarget {
        LiveTextAnalysisTarget(layout: layout, geometry: geometry, visibleContainerRect: container,
                               screenScale: screenScale, isAtRest: atRest, maximumDecodePixelSide: cap)
    }

    static func region(_ target: LiveTextAnalysisTarget) -> LiveTextAnalysisRegion? {
        if case .region(let region) = target { return region }
        return nil
    }

    /// What is expected in one of the two shapes the orientations give the copy.
    struct Expected: Sendable {
        var pixelRect: CGRect
        var decode: CGSize
        var viewRect: CGRect
        var contentsRect: CGRect
    }

    /// Landscape orientations: the copy fills the bounds, frame (10, 20, 400, 300), 10 px a point.
    /// Visible pixels x (145 − 10)·10 = 1350 … 2350, y (122.5 − 20)·10 = 1025 … 1775. One copy
    /// pixel spans 400·4·2 / 1000 = 3.2 device pixels > 1.05, and the original has 4000 px across
    /// against 1000: a region. On screen the 100 × 75 pt view rect is 400 × 300 pt, 800 × 600
    /// device px: 0.8 of the region's 1000 × 750 pixels. Contents ((145 − 10) / 400,
    /// (122.5 − 20) / 300, 100 / 400, 75 / 300).
    static let landscape = Expected(pixelRect: CGRect(x: 1350, y: 1025, width: 1000, height: 750),
                                    decode: CGSize(width: 800, height: 600),
                                    viewRect: CGRect(x: 145, y: 122.5, width: 100, height: 75),
                                    contentsRect: CGRect(x: 0.3375, y: 102.5 / 300, width: 0.25, height: 0.25))

    /// Portrait orientations: the 750 × 1000 copy is fit 225 × 300 pt at (97.5, 20), 40/3 px a
    /// point. Visible pixels x (145 − 97.5)·40/3 = 633.3 … (245 − 97.5)·40/3 = 1966.7 → 633 … 1967;
    /// y (122.5 − 20)·40/3 = 1366.7 … (197.5 − 20)·40/3 = 2366.7 → 1366 … 2367 (snapped outward).
    /// 225·4·2 / 750 = 2.4 device pixels a copy pixel: a region. The snapped pixels' view rect is
    /// x 97.5 + 633·0.075 = 144.975, width 1334·0.075 = 100.05; y 20 + 1366·0.075 = 122.45, height
    /// 1001·0.075 = 75.075. On screen ·8: 800.4 × 600.6 device px, 0.6 of 1334 × 1001 → 801 × 601
    /// (rounded up: never fewer than the screen shows). Contents ((144.975 − 10) / 400,
    /// (122.45 − 20) / 300, 100.05 / 400, 75.075 / 300).
    static let portrait = Expected(pixelRect: CGRect(x: 633, y: 1366, width: 1334, height: 1001),
                                   decode: CGSize(width: 801, height: 601),
                                   viewRect: CGRect(x: 144.975, y: 122.45, width: 100.05, height: 75.075),
                                   contentsRect: CGRect(x: 0.3374375, y: 0.3415, width: 0.250125, height: 0.25025))

    @Test(arguments: [
        // Stored (W 4000, H 3000), from the oriented rects above: up (dx, dy); down (W − dx, H − dy);
        // upMirrored (W − dx, dy); downMirrored (dx, H − dy); left (W − dy, dx); right (dy, H − dx);
        // leftMirrored (dy, dx); rightMirrored (W − dy, H − dx).
        (ImageOrientation.up, CGRect(x: 1350, y: 1025, width: 1000, height: 750)),
        (.down, CGRect(x: 1650, y: 1225, width: 1000, height: 750)),
        (.upMirrored, CGRect(x: 1650, y: 1025, width: 1000, height: 750)),
        (.downMirrored, CGRect(x: 1350, y: 1225, width: 1000, height: 750)),
        (.left, CGRect(x: 1633, y: 633, width: 1001, height: 1334)),
        (.right, CGRect(x: 1366, y: 1033, width: 1001, height: 1334)),
        (.leftMirrored, CGRect(x: 1366, y: 633, width: 1001, height: 1334)),
        (.rightMirrored, CGRect(x: 1633, y: 1033, width: 1001, height: 1334)),
    ])
    func theVisiblePixelsAreAnalysedAtTheirSizeOnScreenInEveryOrientation(orientation: ImageOrientation,
                                                                          storedRect: CGRect) {
        let expected = orientation.swapsWidthAndHeight ? Self.portrait : Self.landscape
        let region = Self.region(Self.target(Self.layout(orientation)))
        #expect(region?.pixels.pixelRect == expected.pixelRect)
        #expect(region?.pixels.cgImagePixelRect == storedRect)
        #expect(region?.orientation == orientation)
        #expect(region?.decodePixelSize == expected.decode)
        #expect(region.map { isClose($0.viewRect, expected.viewRect) } == true)
        #expect(region.map { isClose($0.contentsRect, expected.contentsRect) } == true)
    }

    @Test func aRegionAtTheImagesEdgeIsClippedToIt() {
        // center (1000, 150): the container shows view x (0 − 1000)/4 + 210 = −40 … 60, y 132.5 …
        // 207.5; the image starts at x 10. Pixels x 0 … (60 − 10)·10 = 500, y 1125 … 1875. On
        // screen 50 × 75 pt · 8 = 400 × 600 device px: 0.8 of 500 × 750.
        let geometry = ViewGeometry(bounds: Self.bounds, center: CGPoint(x: 1000, y: 150),
                                    transform: CGAffineTransform(scaleX: 4, y: 4))
        let region = Self.region(Self.target(Self.layout(.up), geometry: geometry))
        #expect(region?.pixels.pixelRect == CGRect(x: 0, y: 1125, width: 500, height: 750))
        #expect(region?.decodePixelSize == CGSize(width: 400, height: 600))
        #expect(region.map { isClose($0.contentsRect, CGRect(x: 0, y: 0.375, width: 0.125, height: 0.25)) } == true)
    }

    @Test func theDecodeIsCappedAtTheLongestSideGiven() {
        // Cap 500 px: 500 / 1000 = 0.5 < 0.8 → 500 × 375. A cap that means nothing (NaN, 0) is
        // the default 4096, which does not bind here: 800 × 600.
        #expect(Self.region(Self.target(Self.layout(.up), cap: 500))?.decodePixelSize == CGSize(width: 500, height: 375))
        for cap in [CGFloat.nan, 0, -3, .infinity] {
            #expect(Self.region(Self.target(Self.layout(.up), cap: cap))?.decodePixelSize == CGSize(width: 800, height: 600))
        }
    }

    @Test(arguments: [
        // (screen scale, what to analyse): a copy pixel spans 400·4·s / 1000 = 1.6·s device px.
        (CGFloat(0.5), LiveTextAnalysisTarget.shownImage),  // 0.8: sharper than the screen
        (0.65625, .shownImage),                              // 1.05 exactly: not above the threshold
    ])
    func aCopyAsSharpAsTheScreenIsAnalysedWhole(screenScale: CGFloat, expected: LiveTextAnalysisTarget) {
        #expect(Self.target(Self.layout(.up), screenScale: screenScale) == expected)
    }

    @Test func aCopysPixelsCountItsImageScale() {
        // The same 1000 × 750 px copy as a @2x image: 500 × 375 pt, scale 2. On a screen of 0.5
        // device px a point a copy pixel spans 400·4·0.5 / (500·2) = 0.8 device px: sharp enough.
        let retina = ImageLayout(imageSize: CGSize(width: 500, height: 375), imageScale: 2, contentMode: .scaleAspectFit,
                                 bounds: Self.bounds, sourcePixelSize: Self.stored, sourceOrientation: .up)
        #expect(Self.target(retina, screenScale: 0.5) == .shownImage)
        // At @2x: 3.2 device px, a region as for the @1x copy.
        #expect(Self.region(Self.target(retina))?.decodePixelSize == CGSize(width: 800, height: 600))
    }

    @Test func aPanoramaWhoseShortSideIsSmallerThanTheCopysLongStillHasMorePixels() {
        // Stored 4000 × 500, shown as a 1000 × 125 copy: aspect fit k = min(400/1000, 300/125) =
        // 0.4 → 400 × 50 pt at (10, 145). The longest sides decide (4000 > 1000), though the
        // original's short side (500) is shorter than the copy's long one. Visible: (145, 122.5,
        // 100, 75) ∩ the frame = (145, 145, 100, 50); 10 px a point → pixels (1350, 0, 1000, 500).
        // A copy pixel spans 400·4·2 / 1000 = 3.2 device px; on screen 100 × 50 pt · 8 = 800 × 400.
        let panorama = ImageLayout(imageSize: CGSize(width: 1000, height: 125), contentMode: .scaleAspectFit,
                                   bounds: Self.bounds, sourcePixelSize: CGSize(width: 4000, height: 500),
                                   sourceOrientation: .up)
        let region = Self.region(Self.target(panorama))
        #expect(region?.pixels.pixelRect == CGRect(x: 1350, y: 0, width: 1000, height: 500))
        #expect(region?.decodePixelSize == CGSize(width: 800, height: 400))
    }

    @Test func justAboveTheThresholdARegionIsAnalysed() {
        // 1.6 · 0.6875 = 1.1 > 1.05. On screen 100 × 75 pt · 4 · 0.6875 = 275 × 206.25 device px:
        // 0.275 of 1000 × 750 → 275 × 206.25 → 275 × 207.
        #expect(Self.region(Self.target(Self.layout(.up), screenScale: 0.6875))?.decodePixelSize
            == CGSize(width: 275, height: 207))
    }

    @Test func theOriginalShownItselfIsAnalysedWhole() {
        // No downsampled copy: the layout's pixels are the shown image's. 4000 px over 1600 pt
        // on a @2x screen is 0.8 device px a pixel anyway, but even a copy as coarse as the
        // original (a 1000 × 750 original) has nothing sharper to analyse.
        let original = ImageLayout(imageSize: Self.stored, contentMode: .scaleAspectFit, bounds: Self.bounds)
        #expect(Self.target(original) == .shownImage)
        let small = ImageLayout(imageSize: CGSize(width: 1000, height: 750), contentMode: .scaleAspectFit, bounds: Self.bounds)
        #expect(Self.target(small) == .shownImage)   // 3.2 device px a pixel, but no more pixels exist
    }

    @Test func whileTheImageMovesNothingIsDecidedYet() {
        #expect(Self.target(Self.layout(.right), atRest: false) == .waitForRest)
    }

    @Test func withoutAnythingToMapThereIsNothingToAnalyse() {
        let empty = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: Self.bounds,
                                sourcePixelSize: Self.stored, sourceOrientation: .up)
        #expect(Self.target(empty) == .nothing)
        #expect(Self.target(empty, atRest: false) == .nothing)   // an empty image never needs a settle
        for scale in [CGFloat(0), -2, .nan, .infinity] {
            #expect(Self.target(Self.layout(.up), screenScale: scale) == .nothing)
        }
        for transform in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: .nan, y: 4)] {
            let geometry = ViewGeometry(bounds: Self.bounds, center: CGPoint(x: 260, y: 190), transform: transform)
            #expect(Self.target(Self.layout(.up), geometry: geometry) == .nothing)
        }
        for rect in [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), .infinite, .null] {
            #expect(LiveTextAnalysisTarget(layout: Self.layout(.up), geometry: Self.zoomed, visibleContainerRect: rect,
                                           screenScale: 2, isAtRest: true) == .nothing)
        }
        // Scrolled off: the container shows view x (0 − 5000)/4 + 210 = −1040 … −940, left of the image.
        let away = ViewGeometry(bounds: Self.bounds, center: CGPoint(x: 5000, y: 150),
                                transform: CGAffineTransform(scaleX: 4, y: 4))
        #expect(Self.target(Self.layout(.up), geometry: away) == .nothing)
        // Touching the image's left edge only: view x (0 − 1200)/4 + 210 = −90 … (400 − 1200)/4 +
        // 210 = 10, where the image starts: a line, no pixel.
        let touching = ViewGeometry(bounds: Self.bounds, center: CGPoint(x: 1200, y: 150),
                                    transform: CGAffineTransform(scaleX: 4, y: 4))
        #expect(Self.target(Self.layout(.up), geometry: touching) == .nothing)
    }

    @Test func contentsRectsOfBoundsWithNoAreaAreTheUnitRect() {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(LiveTextAnalysisRegion.contentsRect(for: CGRect(x: 1, y: 2, width: 3, height: 4), in: .zero) == unit)
        #expect(LiveTextAnalysisRegion.contentsRect(for: .null, in: Self.bounds) == unit)
        // (30 − 10) / 400, (50 − 20) / 300, 100 / 400, 150 / 300.
        #expect(LiveTextAnalysisRegion.contentsRect(for: CGRect(x: 30, y: 50, width: 100, height: 150), in: Self.bounds)
            == CGRect(x: 0.05, y: 0.1, width: 0.25, height: 0.5))
    }
}
