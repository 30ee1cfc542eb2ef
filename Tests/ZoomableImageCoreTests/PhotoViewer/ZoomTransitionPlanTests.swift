import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// How the viewer runs each transition. The page is (10, 20, 400 × 800) in the window (an inset
/// presentation: a non-zero origin), its image view filling it; the photo is 400 × 300 pt,
/// aspect fit at rest in page space (0, 250, 400 × 300), centre (200, 400) — in the window
/// (10, 270, 400 × 300), centre (210, 420).
@Suite struct ZoomTransitionPlanTests {
    static let window = CGRect(x: 0, y: 0, width: 420, height: 840)
    static let pageFrame = CGRect(x: 10, y: 20, width: 400, height: 800)
    static let photo = CGSize(width: 400, height: 300)

    /// A dismiss drag 200 pt down with the finger on the centre: progress 200 / 400 = ½, scale
    /// 1 − 0.25 · ½ = 0.875, background ½; the view's centre moves to (210, 620) (the anchor is
    /// the centre, so only the offset moves it).
    static func request(opacity: CGFloat = 0.5, velocity: CGPoint) -> DismissRequest {
        DismissRequest(shown: ViewGeometry(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), backgroundOpacity: opacity,
                       velocity: velocity)
    }

    static func draggedPage() -> ZoomTransitionPage {
        let look = DismissDragAppearance(offset: CGPoint(x: 0, y: 200), anchor: CGPoint(x: 210, y: 420),
                                         containerSize: pageFrame.size)
        let rest = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), center: CGPoint(x: 210, y: 420))
        return ZoomTransitionPage(frame: pageFrame, shownGeometry: look.geometry(applyingTo: rest))
    }

    /// The review's case: no thumbnail (no delegate, the cell off screen, the SwiftUI browser's
    /// cell scrolled away). The image is drawn from where the finger left it — in the view,
    /// (0, 250, 400 × 300) about the bounds' centre (200, 400), scaled 0.875 and centred on
    /// (210, 620): x (0 − 200) · 0.875 + 210 = 35, y (250 − 400) · 0.875 + 620 = 488.75,
    /// 350 × 262.5 — at the drag's background ½, and drifts on by the throw's momentum, 0.499 s ×
    /// (−100, 600) = (−49.9, 299.4), to (−14.9, 788.15), fading out with the background. The
    /// page clips it throughout; the viewer itself stays opaque and its pages hidden.
    @Test func withoutAThumbnailTheImageFadesFromWhereItWasReleased() {
        let plan = ZoomTransitionPlan.dismissing(imageSize: Self.photo, from: Self.draggedPage(), to: nil,
                                                 visibleBounds: Self.window, request: Self.request(opacity: 0.5, velocity: CGPoint(x: -100, y: 600)))
        #expect(plan.drawsImage)
        #expect(isClose(plan.start.imageFrame, CGRect(x: 35, y: 488.75, width: 350, height: 262.5)))
        #expect(plan.start.clipRect == Self.pageFrame && plan.end.clipRect == Self.pageFrame)
        #expect(plan.start.imageOpacity == 1 && plan.start.backgroundOpacity == 0.5)
        #expect(isClose(plan.end.imageFrame, CGRect(x: -14.9, y: 788.15, width: 350, height: 262.5)))
        #expect(plan.end.imageOpacity == 0 && plan.end.backgroundOpacity == 0)
        #expect(plan.viewOpacity == ZoomTransitionPlan.Fade(start: 1, end: 1))
        #expect(plan.chromeOpacity == ZoomTransitionPlan.Fade(start: 1, end: 0))
        #expect(!plan.hidesThumbnail(wasHidden: false))
    }

    /// The app's own dismissal (no request from the page: an opaque background, no velocity, as
    /// VoiceOver's escape) fades the image where it is shown — here zoomed ×2 about the page's
    /// centre, (−190, 120, 800 × 600) in the window.
    @Test func theAppsDismissalFadesTheImageWhereItIs() {
        let zoomed = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), center: CGPoint(x: 210, y: 420),
                                  transform: CGAffineTransform(scaleX: 2, y: 2))
        let plan = ZoomTransitionPlan.dismissing(imageSize: Self.photo,
                                                 from: ZoomTransitionPage(frame: Self.pageFrame, shownGeometry: zoomed),
                                                 to: nil, visibleBounds: Self.window, request: nil)
        #expect(plan.start.imageFrame == CGRect(x: -190, y: 120, width: 800, height: 600))
        #expect(plan.start.backgroundOpacity == 1)
        #expect(plan.end.imageFrame == plan.start.imageFrame)
        #expect(plan.start.imageOpacity == 1 && plan.end.imageOpacity == 0)
    }

    /// However fast the throw, the image drifts at most one page size along each axis (800 pt
    /// down here: 0.499 · 10⁶ would be 499 000); a non-finite velocity does not move it.
    @Test(arguments: [
        (CGPoint(x: 0, y: 1e6), CGPoint(x: 0, y: 800)),
        (CGPoint(x: -1e308, y: 1e308), CGPoint(x: -400, y: 800)),
        (CGPoint(x: CGFloat.nan, y: 600), .zero),
        (CGPoint(x: 0, y: -CGFloat.infinity), .zero),
    ] as [(CGPoint, CGPoint)])
    func theDriftIsCappedAtAPageAndABadVelocityDoesNotMove(velocity: CGPoint, drift: CGPoint) {
        let plan = ZoomTransitionPlan.dismissing(imageSize: Self.photo, from: Self.draggedPage(), to: nil,
                                                 visibleBounds: Self.window, request: Self.request(opacity: 0.5, velocity: velocity))
        #expect(plan.end.imageFrame.minX - plan.start.imageFrame.minX == drift.x)
        #expect(plan.end.imageFrame.minY - plan.start.imageFrame.minY == drift.y)
    }

    /// With the page's thumbnail on screen the image zooms into it, exactly the transition's
    /// frames, and the thumbnail hides meanwhile.
    @Test func withAThumbnailOnScreenTheImageZoomsIntoIt() throws {
        let thumbnail = ZoomTransitionThumbnail(frame: CGRect(x: 30, y: 600, width: 100, height: 100))
        let plan = ZoomTransitionPlan.dismissing(imageSize: Self.photo, from: Self.draggedPage(), to: thumbnail,
                                                 visibleBounds: Self.window, request: Self.request(opacity: 0.5, velocity: CGPoint(x: 0, y: 600)))
        guard case .zoom(let zoom) = ZoomTransition.dismissing(imageSize: Self.photo, from: Self.draggedPage(),
                                                                to: thumbnail, visibleBounds: Self.window,
                                                                backgroundOpacity: 0.5) else {
            Issue.record("no zoom into a thumbnail on screen")
            return
        }
        #expect(plan.start == zoom.start && plan.end == zoom.end && plan.drawsImage)
        #expect(plan.hidesThumbnail(wasHidden: false))
        #expect(plan.viewOpacity == ZoomTransitionPlan.Fade(start: 1, end: 1))
    }

    /// Nothing to draw — a page whose image is still loading or failed, or no page at all — and
    /// the whole viewer fades out, its pages shown, from the background the drag left (0.3) to
    /// clear; a thumbnail the app had hidden stays hidden, one it had not is not touched.
    @Test(arguments: [true, false])
    func withoutAnImageTheWholeViewerFadesOut(hasPage: Bool) {
        let plan = ZoomTransitionPlan.dismissing(imageSize: nil, from: hasPage ? Self.draggedPage() : nil,
                                                 to: ZoomTransitionThumbnail(frame: CGRect(x: 30, y: 600, width: 100, height: 100)),
                                                 visibleBounds: Self.window, request: Self.request(opacity: 0.3, velocity: .zero))
        #expect(!plan.drawsImage)
        #expect(plan.viewOpacity == ZoomTransitionPlan.Fade(start: 1, end: 0))
        #expect(plan.start.backgroundOpacity == 0.3 && plan.end.backgroundOpacity == 0)
        #expect(plan.hidesThumbnail(wasHidden: true) && !plan.hidesThumbnail(wasHidden: false))
    }

    /// Presenting ends on the page's own layout: a page whose image view fills its aspect with
    /// the photo (`.scaleAspectFill`, as a data source may set) scales 400 × 300 by
    /// max(400 / 400, 800 / 300) = 8/3 to 1066.67 × 800, centred: x 10 + (400 − 1066.67) / 2 =
    /// −323.33, y 20 — where the page's image view will draw it, so nothing jumps as the zoom
    /// ends. Aspect fit would end at (10, 270, 400 × 300).
    @Test(arguments: [
        (ImageContentMode.scaleAspectFill, CGRect(x: 10 - 1000.0 / 3, y: 20, width: 3200.0 / 3, height: 800)),
        (.scaleAspectFit, CGRect(x: 10, y: 270, width: 400, height: 300)),
    ] as [(ImageContentMode, CGRect)])
    func presentingEndsOnThePagesOwnContentMode(mode: ImageContentMode, end: CGRect) {
        let thumbnail = ZoomTransitionThumbnail(frame: CGRect(x: 30, y: 600, width: 100, height: 100))
        let plan = ZoomTransitionPlan.presenting(imageSize: Self.photo, from: thumbnail, pageFrame: Self.pageFrame,
                                                 pageContentMode: mode, visibleBounds: Self.window)
        #expect(plan.drawsImage && plan.hidesThumbnail(wasHidden: false))
        #expect(isClose(plan.end.imageFrame, end))
        #expect(plan.end.backgroundOpacity == 1 && plan.start.backgroundOpacity == 0)
        #expect(plan.chromeOpacity == ZoomTransitionPlan.Fade(start: 0, end: 1))
    }

    /// Without a thumbnail image, or without a page to zoom into, the viewer fades in whole over
    /// an opaque background.
    @Test(arguments: [(nil, ImageContentMode.scaleAspectFit), (CGSize(width: 400, height: 300), nil)] as [(CGSize?, ImageContentMode?)])
    func presentingWithNothingToZoomFadesTheViewerIn(image: CGSize?, mode: ImageContentMode?) {
        let plan = ZoomTransitionPlan.presenting(imageSize: image,
                                                 from: ZoomTransitionThumbnail(frame: CGRect(x: 30, y: 600, width: 100, height: 100)),
                                                 pageFrame: Self.pageFrame, pageContentMode: mode, visibleBounds: Self.window)
        #expect(!plan.drawsImage && !plan.hidesThumbnail(wasHidden: false))
        #expect(plan.viewOpacity == ZoomTransitionPlan.Fade(start: 0, end: 1))
        #expect(plan.start.backgroundOpacity == 1 && plan.end.backgroundOpacity == 1)
    }

    /// Every transition runs 0.38 s on a spring of damping ratio 0.9 (barely any overshoot).
    @Test func everyTransitionRunsOnTheSameSpring() {
        #expect(ZoomTransitionPlan.duration == 0.38)
        #expect(ZoomTransitionPlan.dampingRatio == 0.9)
    }
}
