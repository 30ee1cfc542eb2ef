import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The transition's ends for every image orientation, portrait and landscape viewers, safe areas,
/// and dismissals from what the page shows: zoomed, or moved by a dismiss drag.
@Suite struct ZoomTransitionGeometryTests {
    typealias Modes = ZoomTransitionContentModeTests

    /// A 300 × 200 px stored photo at scale 1 is 300 × 200 pt upright for the four up/down
    /// orientations and 200 × 300 pt for the four left/right ones. Cell (aspect fill, 100 × 100 at
    /// (30, 410)): k = max(100/300, 100/200) = ½ → 150 × 100 at x = 5, or 100 × 150 at
    /// y = 410 − 25 = 385. Page (aspect fit in (30, 70, 380, 620)): k = min(380/300, 620/200) →
    /// 380 × 253.333 at y = 253.333, or k = min(380/200, 620/300) = 1.9 → 380 × 570 at
    /// y = 70 + 25 = 95.
    @Test(arguments: ImageOrientation.allCases)
    func theOrientationMattersOnlyThroughTheUprightSize(orientation: ImageOrientation) {
        let upright = orientation.orientedSize(forStoredSize: CGSize(width: 300, height: 200))
        let portrait = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        guard let transition = Modes.zoom(ZoomTransition.presenting(imageSize: upright, from: Modes.thumbnail(),
                                                                   to: Modes.page(), visibleBounds: Modes.window))
        else { return }
        let cellImage = portrait ? CGRect(x: 30, y: 385, width: 100, height: 150) : CGRect(x: 5, y: 410, width: 150, height: 100)
        let pageImage = portrait ? CGRect(x: 30, y: 95, width: 380, height: 570)
            : CGRect(x: 30, y: 760.0 / 3, width: 380, height: 760.0 / 3)
        #expect(isClose(transition.start.imageFrame, cellImage))
        #expect(transition.start.clipRect == Modes.cell)
        #expect(isClose(transition.end.imageFrame, pageImage))
        #expect(isClose(transition.end.clipRect, pageImage))
    }

    /// A 3 : 2 photo (300 × 200) and a 2 : 3 one (200 × 300) in a portrait phone (390 × 844, safe
    /// area top 59, bottom 34 → content (0, 59, 390, 751)) and a landscape one (844 × 390, left
    /// and right 59, bottom 21 → content (59, 0, 726, 369)).
    @Test(arguments: [
        // Portrait: k = min(1.3, 751/200) = 1.3 → 390 × 260 at y = 59 + 245.5.
        (CGSize(width: 390, height: 844), SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0),
         CGSize(width: 300, height: 200), CGRect(x: 0, y: 304.5, width: 390, height: 260)),
        // Portrait, 2 : 3: k = min(1.95, 751/300) = 1.95 → 390 × 585 at y = 59 + 83.
        (CGSize(width: 390, height: 844), SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0),
         CGSize(width: 200, height: 300), CGRect(x: 0, y: 142, width: 390, height: 585)),
        // Portrait without insets: centred in 844, y = (844 − 260)/2 = 292.
        (CGSize(width: 390, height: 844), SafeAreaInsets.zero,
         CGSize(width: 300, height: 200), CGRect(x: 0, y: 292, width: 390, height: 260)),
        // Landscape: k = min(726/300, 369/200) = 1.845 → 553.5 × 369 at x = 59 + 86.25.
        (CGSize(width: 844, height: 390), SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59),
         CGSize(width: 300, height: 200), CGRect(x: 145.25, y: 0, width: 553.5, height: 369)),
        // Landscape, 2 : 3: k = min(3.63, 1.23) = 1.23 → 246 × 369 at x = 59 + 240.
        (CGSize(width: 844, height: 390), SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59),
         CGSize(width: 200, height: 300), CGRect(x: 299, y: 0, width: 246, height: 369)),
    ] as [(CGSize, SafeAreaInsets, CGSize, CGRect)])
    func thePageEndFitsTheImageInsideTheSafeArea(window: CGSize, insets: SafeAreaInsets, image: CGSize, expected: CGRect) {
        let bounds = CGRect(origin: .zero, size: window)
        let page = ZoomTransitionPage(frame: bounds, safeAreaInsets: insets)
        let thumbnail = ZoomTransitionThumbnail(frame: CGRect(x: 250, y: 200, width: 120, height: 120))
        guard let transition = Modes.zoom(ZoomTransition.presenting(imageSize: image, from: thumbnail, to: page,
                                                                   visibleBounds: bounds))
        else { return }
        #expect(isClose(transition.end.imageFrame, expected))
        #expect(isClose(transition.end.clipRect, expected))
    }

    @Test func aPresentationEndsAtRestWhateverThePageShows() {
        // A page value that still carries a zoomed geometry: presenting ignores it and ends with
        // the image at rest, aspect fit in the content frame: (30, 253.333, 380, 253.333).
        let zoomed = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 380, height: 620), center: CGPoint(x: 300, y: 380),
                                  transform: CGAffineTransform(scaleX: 2, y: 2))
        guard let transition = Modes.zoom(ZoomTransition.presenting(imageSize: Modes.image, from: Modes.thumbnail(),
                                                                   to: Modes.page(shown: zoomed), visibleBounds: Modes.window))
        else { return }
        #expect(isClose(transition.end.imageFrame, CGRect(x: 30, y: 760.0 / 3, width: 380, height: 760.0 / 3)))
    }

    @Test func aZoomedPageDismissesFromWhatItShows() {
        // The image view rests at (30, 70, 380, 620): bounds 380 × 620, centre (220, 380). Zoomed
        // 2× and moved: centre (300, 380). Its image, (0, 183.333, 380, 253.333) in view space, is
        // shown at x = 300 + 2 · (0 − 190) = −80, y = 380 + 2 · (183.333 − 310) = 126.667, 760 ×
        // 506.667; the page (x 10…410) clips it to (10, 126.667, 400, 506.667).
        let shown = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 380, height: 620), center: CGPoint(x: 300, y: 380),
                                 transform: CGAffineTransform(scaleX: 2, y: 2))
        guard let transition = Modes.zoom(ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(shown: shown),
                                                                   to: Modes.thumbnail(), visibleBounds: Modes.window))
        else { return }
        #expect(isClose(transition.start.imageFrame, CGRect(x: -80, y: 380.0 / 3, width: 760, height: 1520.0 / 3)))
        #expect(isClose(transition.start.clipRect, CGRect(x: 10, y: 380.0 / 3, width: 400, height: 1520.0 / 3)))
        #expect(transition.start.backgroundOpacity == 1)
        // Into the aspect-fill cell: image (5, 410, 150, 100), clip the cell.
        #expect(transition.end.imageFrame == CGRect(x: 5, y: 410, width: 150, height: 100))
        #expect(transition.end.clipRect == Modes.cell)
        // Halfway: image x (−80 + 5)/2 = −37.5, width (760 + 150)/2 = 455.
        let half = transition.frame(at: 0.5)
        #expect(isClose(half.imageFrame.minX, -37.5) && isClose(half.imageFrame.width, 455))
    }

    @Test func aDraggedPageDismissesFromWhereTheFingerLeftIt() {
        // A drag of 175 pt in a 700 pt tall viewer: progress 175/350 = ½, scale 0.875, background
        // ½. Anchor (220, 300) on the view resting at centre (220, 380): centre
        // (220, 300 + 175 + 0.875 · 80) = (220, 545). The image (0, 183.333, 380, 253.333) in view
        // space is at x = 220 + 0.875 · (0 − 190) = 53.75, y = 545 + 0.875 · (183.333 − 310) =
        // 434.167, 332.5 × 221.667 — all on the page, so the clip is the image.
        let resting = ViewGeometry(frame: Modes.page().contentFrame)
        let look = DismissDragAppearance(offset: CGPoint(x: 0, y: 175), anchor: CGPoint(x: 220, y: 300),
                                         containerSize: CGSize(width: 400, height: 700))
        let page = Modes.page(shown: look.geometry(applyingTo: resting))
        guard let transition = Modes.zoom(ZoomTransition.dismissing(imageSize: Modes.image, from: page, to: Modes.thumbnail(),
                                                                   visibleBounds: Modes.window,
                                                                   backgroundOpacity: look.backgroundOpacity))
        else { return }
        let image = CGRect(x: 53.75, y: 545 - 0.875 * 380.0 / 3, width: 332.5, height: 0.875 * 760.0 / 3)
        #expect(isClose(transition.start.imageFrame, image))
        #expect(isClose(transition.start.clipRect, image))
        #expect(transition.start.backgroundOpacity == 0.5)
        #expect(transition.frame(at: 0.5).backgroundOpacity == 0.25)
        #expect(transition.frame(at: 1).backgroundOpacity == 0)
    }

    @Test(arguments: [
        (CGFloat(0.5), CGFloat(0.5)), (1.7, 1), (-0.4, 0), (.nan, 1), (.infinity, 1),
    ] as [(CGFloat, CGFloat)])
    func theStartingBackgroundOpacityIsClampedToZeroToOne(given: CGFloat, used: CGFloat) {
        let style = ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(), to: Modes.thumbnail(),
                                              visibleBounds: Modes.window, backgroundOpacity: given)
        #expect(Modes.zoom(style)?.start.backgroundOpacity == used)
    }
}
