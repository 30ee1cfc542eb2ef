import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Both ends of the zoom transition for all 13 content modes, on each side, with a 120 × 80 pt
/// image (wider than the cell, shorter than it), a 100 × 100 cell at (30, 410) and a page at
/// (10, 20) of 400 × 700 whose safe area insets (top 50, left 20, bottom 30) leave a content
/// frame of (30, 70, 380, 620). Every frame below is worked out by hand from UIKit's layout rules.
@Suite struct ZoomTransitionContentModeTests {
    static let image = CGSize(width: 120, height: 80)
    static let cell = CGRect(x: 30, y: 410, width: 100, height: 100)
    static let window = CGRect(x: 0, y: 0, width: 420, height: 740)
    static let insets = SafeAreaInsets(top: 50, left: 20, bottom: 30, right: 0)
    static let pageFrame = CGRect(x: 10, y: 20, width: 400, height: 700)

    static func page(_ mode: ImageContentMode = .scaleAspectFit, shown: ViewGeometry? = nil) -> ZoomTransitionPage {
        ZoomTransitionPage(frame: pageFrame, safeAreaInsets: insets, contentMode: mode, shownGeometry: shown)
    }

    static func thumbnail(_ mode: ImageContentMode = .scaleAspectFill, radius: CGFloat = 0) -> ZoomTransitionThumbnail {
        ZoomTransitionThumbnail(frame: cell, contentMode: mode, cornerRadius: radius)
    }

    static func zoom(_ style: ZoomTransitionStyle) -> ZoomTransition? {
        if case .zoom(let transition) = style { return transition }
        Issue.record("expected a zoom, got a fade")
        return nil
    }

    /// The cell's end (image frame, clip rect). Aspect fit: k = min(100/120, 100/80) = 5/6 →
    /// 100 × 66.667 at y = 410 + 16.667. Aspect fill: k = max(…) = 1.25 → 150 × 100 at
    /// x = 30 − 25 = 5, cropped to the cell. The nine fixed-size modes keep 120 × 80: centred
    /// x = 30 − 10 = 20, left-pinned x = 30, right-pinned x = 130 − 120 = 10; centred y = 420,
    /// top 410, bottom 510 − 80 = 430; the cell crops the 20 pt that overhang.
    static let thumbnailEnds: [(ImageContentMode, CGRect, CGRect)] = [
        (.scaleToFill, CGRect(x: 30, y: 410, width: 100, height: 100), CGRect(x: 30, y: 410, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 30, y: 1280.0 / 3, width: 100, height: 200.0 / 3),
         CGRect(x: 30, y: 1280.0 / 3, width: 100, height: 200.0 / 3)),
        (.scaleAspectFill, CGRect(x: 5, y: 410, width: 150, height: 100), CGRect(x: 30, y: 410, width: 100, height: 100)),
        (.redraw, CGRect(x: 30, y: 410, width: 100, height: 100), CGRect(x: 30, y: 410, width: 100, height: 100)),
        (.center, CGRect(x: 20, y: 420, width: 120, height: 80), CGRect(x: 30, y: 420, width: 100, height: 80)),
        (.top, CGRect(x: 20, y: 410, width: 120, height: 80), CGRect(x: 30, y: 410, width: 100, height: 80)),
        (.bottom, CGRect(x: 20, y: 430, width: 120, height: 80), CGRect(x: 30, y: 430, width: 100, height: 80)),
        (.left, CGRect(x: 30, y: 420, width: 120, height: 80), CGRect(x: 30, y: 420, width: 100, height: 80)),
        (.right, CGRect(x: 10, y: 420, width: 120, height: 80), CGRect(x: 30, y: 420, width: 100, height: 80)),
        (.topLeft, CGRect(x: 30, y: 410, width: 120, height: 80), CGRect(x: 30, y: 410, width: 100, height: 80)),
        (.topRight, CGRect(x: 10, y: 410, width: 120, height: 80), CGRect(x: 30, y: 410, width: 100, height: 80)),
        (.bottomLeft, CGRect(x: 30, y: 430, width: 120, height: 80), CGRect(x: 30, y: 430, width: 100, height: 80)),
        (.bottomRight, CGRect(x: 10, y: 430, width: 120, height: 80), CGRect(x: 30, y: 430, width: 100, height: 80)),
    ]

    /// The page's end, at rest in (30, 70, 380, 620). Aspect fit: k = min(380/120, 620/80) = 19/6
    /// → 380 × 253.333 at y = 70 + 183.333 = 253.333. Aspect fill: k = 7.75 → 930 × 620 at
    /// x = 30 − 275 = −245, clipped by the page (x 10…410). Fixed-size modes: centred x = 160,
    /// right x = 290, centred y = 340, bottom y = 610; nothing to clip.
    static let pageEnds: [(ImageContentMode, CGRect, CGRect)] = [
        (.scaleToFill, CGRect(x: 30, y: 70, width: 380, height: 620), CGRect(x: 30, y: 70, width: 380, height: 620)),
        (.scaleAspectFit, CGRect(x: 30, y: 760.0 / 3, width: 380, height: 760.0 / 3),
         CGRect(x: 30, y: 760.0 / 3, width: 380, height: 760.0 / 3)),
        (.scaleAspectFill, CGRect(x: -245, y: 70, width: 930, height: 620), CGRect(x: 10, y: 70, width: 400, height: 620)),
        (.redraw, CGRect(x: 30, y: 70, width: 380, height: 620), CGRect(x: 30, y: 70, width: 380, height: 620)),
        (.center, CGRect(x: 160, y: 340, width: 120, height: 80), CGRect(x: 160, y: 340, width: 120, height: 80)),
        (.top, CGRect(x: 160, y: 70, width: 120, height: 80), CGRect(x: 160, y: 70, width: 120, height: 80)),
        (.bottom, CGRect(x: 160, y: 610, width: 120, height: 80), CGRect(x: 160, y: 610, width: 120, height: 80)),
        (.left, CGRect(x: 30, y: 340, width: 120, height: 80), CGRect(x: 30, y: 340, width: 120, height: 80)),
        (.right, CGRect(x: 290, y: 340, width: 120, height: 80), CGRect(x: 290, y: 340, width: 120, height: 80)),
        (.topLeft, CGRect(x: 30, y: 70, width: 120, height: 80), CGRect(x: 30, y: 70, width: 120, height: 80)),
        (.topRight, CGRect(x: 290, y: 70, width: 120, height: 80), CGRect(x: 290, y: 70, width: 120, height: 80)),
        (.bottomLeft, CGRect(x: 30, y: 610, width: 120, height: 80), CGRect(x: 30, y: 610, width: 120, height: 80)),
        (.bottomRight, CGRect(x: 290, y: 610, width: 120, height: 80), CGRect(x: 290, y: 610, width: 120, height: 80)),
    ]

    static let pageAspectFit = (image: CGRect(x: 30, y: 760.0 / 3, width: 380, height: 760.0 / 3),
                                clip: CGRect(x: 30, y: 760.0 / 3, width: 380, height: 760.0 / 3))

    @Test(arguments: thumbnailEnds)
    func presentingStartsExactlyOnTheThumbnailInEveryContentMode(mode: ImageContentMode, image: CGRect, clip: CGRect) {
        guard let transition = Self.zoom(ZoomTransition.presenting(imageSize: Self.image, from: Self.thumbnail(mode),
                                                                  to: Self.page(), visibleBounds: Self.window))
        else { return }
        let start = transition.frame(at: 0)
        #expect(isClose(start.imageFrame, image) && isClose(start.clipRect, clip), "\(mode): \(start)")
        #expect(start.backgroundOpacity == 0 && start.cornerRadius == 0)
        let end = transition.frame(at: 1)
        #expect(isClose(end.imageFrame, Self.pageAspectFit.image) && isClose(end.clipRect, Self.pageAspectFit.clip))
        #expect(end.backgroundOpacity == 1)
    }

    @Test(arguments: thumbnailEnds)
    func dismissingEndsExactlyOnTheThumbnailInEveryContentMode(mode: ImageContentMode, image: CGRect, clip: CGRect) {
        guard let transition = Self.zoom(ZoomTransition.dismissing(imageSize: Self.image, from: Self.page(),
                                                                  to: Self.thumbnail(mode), visibleBounds: Self.window))
        else { return }
        let end = transition.frame(at: 1)
        #expect(isClose(end.imageFrame, image) && isClose(end.clipRect, clip), "\(mode): \(end)")
        #expect(end.backgroundOpacity == 0)
        // Without a shown geometry the dismissal starts from the page at rest.
        #expect(isClose(transition.frame(at: 0).imageFrame, Self.pageAspectFit.image))
    }

    @Test(arguments: pageEnds)
    func presentingEndsExactlyOnThePageInEveryContentMode(mode: ImageContentMode, image: CGRect, clip: CGRect) {
        guard let transition = Self.zoom(ZoomTransition.presenting(imageSize: Self.image, from: Self.thumbnail(),
                                                                  to: Self.page(mode), visibleBounds: Self.window))
        else { return }
        let end = transition.frame(at: 1)
        #expect(isClose(end.imageFrame, image) && isClose(end.clipRect, clip), "\(mode): \(end)")
        #expect(end.cornerRadius == 0)
    }

    @Test func clipAndImageInterpolateSeparatelyFromACroppedCellToAFittedPage() {
        guard let transition = Self.zoom(ZoomTransition.presenting(imageSize: Self.image, from: Self.thumbnail(radius: 8),
                                                                  to: Self.page(), visibleBounds: Self.window))
        else { return }
        // Halfway, each value is the mean of its ends: clip (30, (410 + 253.333)/2, (100 + 380)/2,
        // (100 + 253.333)/2) = (30, 331.667, 240, 176.667); image ((5 + 30)/2, 331.667,
        // (150 + 380)/2, 176.667) = (17.5, 331.667, 265, 176.667): as tall as the clip, wider.
        let half = transition.frame(at: 0.5)
        #expect(isClose(half.clipRect, CGRect(x: 30, y: 1990.0 / 6, width: 240, height: 530.0 / 3)))
        #expect(isClose(half.imageFrame, CGRect(x: 17.5, y: 1990.0 / 6, width: 265, height: 530.0 / 3)))
        #expect(half.cornerRadius == 4 && half.backgroundOpacity == 0.5)
        // A quarter of the way: image x = 0.75 · 5 + 0.25 · 30 = 11.25, width 0.75 · 150 + 0.25 · 380 = 207.5.
        let quarter = transition.frame(at: 0.25)
        #expect(isClose(quarter.imageFrame.minX, 11.25) && isClose(quarter.imageFrame.width, 207.5))
        #expect(quarter.cornerRadius == 6)
    }

    @Test func progressOutsideTheEndsHoldsAtThem() {
        guard let transition = Self.zoom(ZoomTransition.presenting(imageSize: Self.image, from: Self.thumbnail(),
                                                                  to: Self.page(), visibleBounds: Self.window))
        else { return }
        #expect(transition.frame(at: 1.3) == transition.end)
        #expect(transition.frame(at: .infinity) == transition.end)
        #expect(transition.frame(at: -0.2) == transition.start)
        #expect(transition.frame(at: .nan) == transition.start)
        // The ends are exact, not merely close.
        #expect(transition.frame(at: 1).imageFrame == ImageLayout(imageSize: Self.image, contentMode: .scaleAspectFit,
                                                                   bounds: Self.page().contentFrame).imageFrame)
    }

    @Test func theCornerRadiusIsCappedAtHalfTheClipAndBadOnesAreZero() {
        // Aspect fill clip 100 × 100: 80 → 50. Centre clip 100 × 80: 60 → 40. NaN, −3 → 0.
        let rows: [(ImageContentMode, CGFloat, CGFloat)] = [(.scaleAspectFill, 80, 50), (.center, 60, 40),
                                                             (.scaleAspectFill, .nan, 0), (.scaleAspectFill, -3, 0)]
        for (mode, radius, expected) in rows {
            let style = ZoomTransition.presenting(imageSize: Self.image, from: Self.thumbnail(mode, radius: radius),
                                                  to: Self.page(), visibleBounds: Self.window)
            #expect(Self.zoom(style)?.start.cornerRadius == expected)
        }
    }

    @Test func aThumbnailThatDoesNotClipIsSeenWhole() {
        // `.center` without clipsToBounds: the 120 × 80 image overhangs the cell and shows whole.
        let thumbnail = ZoomTransitionThumbnail(frame: Self.cell, contentMode: .center, clipsToBounds: false)
        let style = ZoomTransition.presenting(imageSize: Self.image, from: thumbnail, to: Self.page(),
                                              visibleBounds: Self.window)
        #expect(Self.zoom(style)?.start.clipRect == CGRect(x: 20, y: 420, width: 120, height: 80))
    }
}
