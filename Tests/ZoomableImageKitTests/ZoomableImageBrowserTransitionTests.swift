#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit
@_spi(Internals) import ZoomableImageCore

/// The transition's context as UIKit gives it to the animator: a container view the size of the
/// screen, the browser's final frame filling it; it records the completion.
@MainActor
final class FakeTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    var completed: Bool?
    let isAnimated = true
    let isInteractive = false
    let transitionWasCancelled = false
    let presentationStyle = UIModalPresentationStyle.overFullScreen
    let targetTransform = CGAffineTransform.identity

    init(size: CGSize) {
        containerView = UIView(frame: CGRect(origin: .zero, size: size))
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) { completed = didComplete }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
    func finalFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
}

/// A thumbnail for the zoom in, and a page load that takes its time (a remote image, a 48 MP
/// file): it waits until cancelled, so the page has no image of its own during the test.
@MainActor
final class SlowSource: ZoomableImageBrowserDataSource, ZoomableImageBrowserDelegate {
    let thumbnail = UIImageView(image: TestImage.make(storedPixels: CGSize(width: 300, height: 200)))

    init() {
        thumbnail.frame = CGRect(x: 20, y: 300, width: 100, height: 100)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
    }

    func numberOfImages(in browser: ZoomableImageBrowser) -> Int { 3 }

    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int, into imageView: ZoomableImageView) async throws {
        imageView.contentMode = .scaleAspectFill
        try await Task.sleep(nanoseconds: 60_000_000_000)
    }

    func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView? { thumbnail }
}

/// The browser's transitions, run through their animator's entry points with a fake context at
/// 390 × 844 pt. An animation block sets the model values at once (UIKit animates the
/// presentation layer from the old ones), so right after the call the views hold the plan's end.
@MainActor
final class ZoomableImageBrowserTransitionTests: XCTestCase {
    /// The review's case: no delegate, so no thumbnail to land on. A 600 × 400 image fits the
    /// 390 × 844 page at (0, 292, 390 × 260) (scale 0.65), centre (195, 422). A dismiss drag
    /// 211 pt down from the centre (progress 211 / 422 = ½: scale 0.875, background ½) leaves the
    /// view centred on (195, 633): the image at x (0 − 195) · 0.875 + 195 = 24.375, y (292 − 422)
    /// · 0.875 + 633 = 519.25, 341.25 × 227.5. Thrown on at 400 pt/s it drifts 0.499 · 400 =
    /// 199.6 pt: the transition view draws it from there to y 718.85, its clip (the page) fading
    /// to 0 with the background — instead of the page's image view, at rest and hidden, leaving
    /// nothing on screen (`isHidden` is not animatable).
    func testADismissalWithoutAThumbnailFadesTheImageFromWhereItWasReleased() throws {
        let source = BrowserSource()
        let browser = ZoomableImageBrowser(dataSource: source)
        browser.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        browser.view.layoutIfNeeded()
        let page = try XCTUnwrap(browser.pages[0])
        let image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        page.imageView.image = image
        let shown = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), center: CGPoint(x: 195, y: 633),
                                 transform: CGAffineTransform(scaleX: 0.875, y: 0.875))
        browser.pendingDismissal = (page, DismissRequest(shown: shown, backgroundOpacity: 0.5, velocity: CGPoint(x: 0, y: 400)))

        browser.animateDismissal(in: FakeTransitionContext(size: CGSize(width: 390, height: 844)))

        XCTAssertFalse(browser.transitionView.isHidden)
        XCTAssertTrue(browser.transitionView.imageView.image === image)
        XCTAssertTrue(browser.pager.isHidden)
        XCTAssertEqual(browser.view.alpha, 1)
        XCTAssertEqual(browser.transitionView.clipView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertRect(browser.transitionView.imageView.frame, CGRect(x: 24.375, y: 718.85, width: 341.25, height: 227.5))
        XCTAssertEqual(browser.transitionView.clipView.alpha, 0)
        XCTAssertEqual(browser.backgroundView.alpha, 0)
    }

    /// A page whose image never came (still loading, or failed) has nothing to draw: the whole
    /// browser fades out, its pages shown.
    func testADismissalWithoutAnImageFadesTheWholeBrowser() {
        let source = SlowSource()                                 // the browser keeps it weakly
        let browser = ZoomableImageBrowser(dataSource: source)
        browser.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        browser.view.layoutIfNeeded()
        XCTAssertNotNil(browser.pages[0])                         // a page, whose image never came
        XCTAssertNil(browser.pages[0]?.imageView.image)
        browser.animateDismissal(in: FakeTransitionContext(size: CGSize(width: 390, height: 844)))
        XCTAssertTrue(browser.transitionView.isHidden)
        XCTAssertFalse(browser.pager.isHidden)
        XCTAssertEqual(browser.view.alpha, 0)
        browser.pages.values.forEach { $0.release() }
    }

    /// Presenting from a 100 × 100 aspect-fill cell into a page whose data source set
    /// `.scaleAspectFill` (documented as allowed): the 300 × 200 image ends as the page will draw
    /// it — scale max(390 / 300, 844 / 200) = 4.22, 1266 × 844 at x (390 − 1266) / 2 = −438 —
    /// not fitted (0, 292, 390 × 260), which would jump as the zoom ends. The page's own image
    /// is still loading, so the thumbnail's stays on the page meanwhile, laid out the same way.
    func testPresentingEndsOnThePagesContentModeAndLeavesTheThumbnailsImageOnThePage() async throws {
        let source = SlowSource()
        let browser = ZoomableImageBrowser(dataSource: source)
        browser.delegate = source
        browser.loadViewIfNeeded()
        for _ in 0..<5 { await Task.yield() }                     // the load starts: the content mode is set
        let context = FakeTransitionContext(size: CGSize(width: 390, height: 844))
        context.containerView.addSubview(source.thumbnail)        // the grid's cell, on screen below
        browser.animatePresentation(in: context)

        let page = try XCTUnwrap(browser.pages[0])
        XCTAssertEqual(page.imageView.contentMode, .scaleAspectFill)
        XCTAssertFalse(browser.transitionView.isHidden)
        XCTAssertTrue(source.thumbnail.isHidden)
        XCTAssertEqual(browser.transitionView.clipView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertRect(browser.transitionView.imageView.frame, CGRect(x: -438, y: 0, width: 1266, height: 844))
        XCTAssertFalse(page.placeholderView.isHidden)
        XCTAssertTrue(page.placeholderView.image === source.thumbnail.image)
        XCTAssertEqual(page.placeholderView.contentMode, .scaleAspectFill)
        XCTAssertEqual(page.placeholderView.frame, page.bounds)

        // The load ends (here cancelled: the page shows its error): the thumbnail's image goes.
        browser.pages.values.forEach { $0.loadTask?.cancel() }
        for _ in 0..<5 { await Task.yield() }
        XCTAssertTrue(page.placeholderView.isHidden)
    }

    /// A load that ended before the zoom did: the page's own image is there, and the thumbnail's
    /// never covers it.
    func testAPageLoadedBeforeTheZoomEndsShowsNoPlaceholder() async throws {
        let source = BrowserSource()
        let browser = ZoomableImageBrowser(dataSource: source)
        browser.loadViewIfNeeded()
        for _ in 0..<5 { await Task.yield() }
        let page = try XCTUnwrap(browser.pages[0])
        XCTAssertNotNil(page.imageView.image)
        page.showPlaceholder(TestImage.make(storedPixels: CGSize(width: 30, height: 20)))
        XCTAssertTrue(page.placeholderView.isHidden)
    }
}

/// Three pages of the same GIF (red 0.1 s, green 30 s, blue 0.1 s, looping): frame 1 comes
/// 0.1 s after a page starts playing, and stays for 30 s.
@MainActor
final class GIFSource: ZoomableImageBrowserDataSource {
    let url: URL

    init() throws {
        url = try ZoomableImageViewAnimatedImageTests.writeGIF(delays: [0.1, 30, 0.1])
    }

    func numberOfImages(in browser: ZoomableImageBrowser) -> Int { 3 }

    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int, into imageView: ZoomableImageView) async throws {
        try await imageView.loadImage(contentsOf: url)
    }
}

/// Only the current page plays its animated image: its neighbours are in the window and not
/// hidden, yet hold their frame, and play on when they become current.
@MainActor
final class ZoomableImageBrowserAnimationTests: XCTestCase {
    /// In a window, on page 1 of 3: page 1 reaches frame 1; pages 0 and 2 stay on frame 0 with
    /// their clocks stopped. A scroll to page 2 plays it (frame 1 comes) and holds page 1 on
    /// frame 1, where it was.
    func testOnlyTheCurrentPagePlaysAndANeighbourPlaysOnWhenCurrent() async throws {
        let source = try GIFSource()
        let browser = ZoomableImageBrowser(dataSource: source, startIndex: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = browser
        window.isHidden = false
        browser.view.layoutIfNeeded()
        let pages = try (0..<3).map { try XCTUnwrap(browser.pages[$0]?.imageView) }
        let loaded = try await ZoomableImageViewAnimatedImageTests.waitUntil { pages.allSatisfy { $0.animationPlayer != nil } }
        XCTAssertTrue(loaded, "the GIFs never loaded")
        let played = try await ZoomableImageViewAnimatedImageTests.waitUntil { pages[1].animationFrameIndex == 1 }
        XCTAssertTrue(played, "the current page never played")
        XCTAssertEqual(pages[0].animationFrameIndex, 0)
        XCTAssertEqual(pages[2].animationFrameIndex, 0)
        XCTAssertEqual(pages[0].animationPlayer?.playback.isPlaying, false)
        XCTAssertEqual(pages[2].animationPlayer?.playback.isPlaying, false)

        browser.scrollToImage(at: 2, animated: false)
        let playsOn = try await ZoomableImageViewAnimatedImageTests.waitUntil { pages[2].animationFrameIndex == 1 }
        XCTAssertTrue(playsOn, "page 2 never played once current")
        XCTAssertEqual(pages[1].animationFrameIndex, 1)
        XCTAssertEqual(pages[1].animationPlayer?.playback.isPlaying, false)
        window.isHidden = true
    }
}
#endif
