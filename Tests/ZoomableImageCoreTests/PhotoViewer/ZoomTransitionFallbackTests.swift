import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// When the transition fades instead of zooming, what a touch during it does, and the safe area
/// insets' bad input.
@Suite struct ZoomTransitionFallbackTests {
    typealias Modes = ZoomTransitionContentModeTests

    static func presenting(image: CGSize = Modes.image, thumbnail: ZoomTransitionThumbnail?,
                           page: ZoomTransitionPage = Modes.page()) -> ZoomTransitionStyle {
        ZoomTransition.presenting(imageSize: image, from: thumbnail, to: page, visibleBounds: Modes.window)
    }

    @Test func withoutAThumbnailTheViewerFades() {
        #expect(Self.presenting(thumbnail: nil) == .fade)
        #expect(ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(), to: nil,
                                          visibleBounds: Modes.window) == .fade)
    }

    /// The window is (0, 0, 420, 740). A thumbnail with any area on it zooms; one beside it, or
    /// only touching its edge, fades.
    @Test(arguments: [
        (CGRect(x: 500, y: 100, width: 100, height: 100), false),   // right of the window
        (CGRect(x: 30, y: -100, width: 100, height: 100), false),   // above it, its bottom on the edge
        (CGRect(x: 420, y: 100, width: 100, height: 100), false),   // touching the right edge
        (CGRect(x: 400, y: 100, width: 100, height: 100), true),    // 20 pt on screen
        (CGRect(x: 30, y: 700, width: 100, height: 100), true),     // 40 pt on screen at the bottom
    ] as [(CGRect, Bool)])
    func aThumbnailOffScreenFades(frame: CGRect, zooms: Bool) {
        let style = Self.presenting(thumbnail: ZoomTransitionThumbnail(frame: frame))
        #expect((style != .fade) == zooms)
        let back = ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(),
                                             to: ZoomTransitionThumbnail(frame: frame), visibleBounds: Modes.window)
        #expect((back != .fade) == zooms)
    }

    @Test(arguments: [
        CGRect(x: 30, y: 410, width: 0, height: 100), CGRect(x: CGFloat.nan, y: 410, width: 100, height: 100),
        CGRect(x: 30, y: 410, width: CGFloat.infinity, height: 100), CGRect.null, CGRect.infinite,
        CGRect(x: 1e200, y: 410, width: 100, height: 100),
    ])
    func anUnusableThumbnailFrameFades(frame: CGRect) {
        #expect(Self.presenting(thumbnail: ZoomTransitionThumbnail(frame: frame)) == .fade)
    }

    @Test(arguments: [CGSize.zero, CGSize(width: -120, height: 80), CGSize(width: CGFloat.nan, height: 80),
                      CGSize(width: 120, height: CGFloat.infinity)])
    func withoutAnImageSizeTheViewerFades(image: CGSize) {
        #expect(Self.presenting(image: image, thumbnail: Modes.thumbnail()) == .fade)
    }

    @Test func anUnusablePageFades() {
        let page = ZoomTransitionPage(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 700))
        #expect(Self.presenting(thumbnail: Modes.thumbnail(), page: page) == .fade)
        // A shown geometry with a zero scale shows nothing; one far off the page shows nothing of
        // the image on it: nothing to zoom from.
        let flat = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 380, height: 620), center: CGPoint(x: 220, y: 380),
                                transform: CGAffineTransform(scaleX: 0, y: 0))
        let away = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 380, height: 620), center: CGPoint(x: 5000, y: 380))
        let nan = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 380, height: 620), center: CGPoint(x: CGFloat.nan, y: 380))
        for shown in [flat, away, nan] {
            #expect(ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(shown: shown), to: Modes.thumbnail(),
                                              visibleBounds: Modes.window) == .fade)
        }
    }

    @Test func aShownImageOnlyTouchingThePageFades() {
        // An image view exactly the image's size (120 × 80, so the image fills it): centred at
        // x = −50 its right edge is x = 10, the page's left edge; centred at y = −20 its bottom is
        // y = 20, the page's top. Either way nothing of it is on the page: nothing to zoom from.
        func shown(at center: CGPoint) -> ZoomTransitionStyle {
            let geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 120, height: 80), center: center)
            return ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(shown: geometry),
                                             to: Modes.thumbnail(), visibleBounds: Modes.window)
        }
        #expect(shown(at: CGPoint(x: -50, y: 380)) == .fade)
        #expect(shown(at: CGPoint(x: 70, y: -20)) == .fade)
        // One point further in, a sliver 1 pt wide (x 10…11) is on the page: it zooms from there.
        #expect(Modes.zoom(shown(at: CGPoint(x: -49, y: 380)))?.start.clipRect == CGRect(x: 10, y: 340, width: 1, height: 80))
    }

    @Test func aTouchWhilePresentingFinishesAtOnceAndWhileDismissingIsIgnored() {
        guard let presenting = Modes.zoom(Self.presenting(thumbnail: Modes.thumbnail())),
              let dismissing = Modes.zoom(ZoomTransition.dismissing(imageSize: Modes.image, from: Modes.page(),
                                                                   to: Modes.thumbnail(), visibleBounds: Modes.window))
        else { return }
        #expect(presenting.direction == .presenting && presenting.touchResponse == .finishAtOnce)
        #expect(dismissing.direction == .dismissing && dismissing.touchResponse == .continue)
    }

    @Test func insetsThatLeaveNoRoomOrAreBadAreIgnored() {
        let frame = CGRect(x: 10, y: 20, width: 400, height: 700)
        // 400 + 30 > 700 tall: no room, the whole frame.
        #expect(SafeAreaInsets(top: 400, left: 0, bottom: 300, right: 0).inset(frame) == frame)
        // NaN and negative insets count as 0: only the left 20 applies.
        #expect(SafeAreaInsets(top: .nan, left: 20, bottom: -30, right: .infinity).inset(frame)
            == CGRect(x: 30, y: 20, width: 380, height: 700))
        #expect(SafeAreaInsets.zero.inset(frame) == frame)
    }
}
