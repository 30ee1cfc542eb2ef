#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
import XCTest
@testable import ZoomableImageKit
@_spi(Internals) import ZoomableImageCore

/// Five images, image 2's load throwing; records what the browser asked and told.
@MainActor
final class BrowserSource: ZoomableImageBrowserDataSource, ZoomableImageBrowserDelegate {
    struct LoadFailed: Error {}
    var count = 5
    var loads: [Int] = []
    var shown: [Int] = []

    func numberOfImages(in browser: ZoomableImageBrowser) -> Int { count }

    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int, into imageView: ZoomableImageView) async throws {
        loads.append(index)
        guard index != 2 else { throw LoadFailed() }
        imageView.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
    }

    func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int) {
        shown.append(index)
    }
}

/// A long press whose state and location the test sets.
final class FakeLongPressRecognizer: UILongPressGestureRecognizer {
    var fakeState: UIGestureRecognizer.State = .possible
    /// The touch, in the image view's container (the only view the handler asks about).
    var locationInContainer: CGPoint = .zero

    override var state: UIGestureRecognizer.State {
        get { fakeState }
        set { fakeState = newValue }
    }
    override func location(in view: UIView?) -> CGPoint { locationInContainer }
}

/// The browser laid out at 390 × 844 pt with the default 20 pt gap: a stride of 410 pt, the pager
/// 10 pt wider than the browser on each side (PageLayout's rules, pinned in the core).
@MainActor
final class ZoomableImageBrowserTests: XCTestCase {
    func makeBrowser(source: BrowserSource, startIndex: Int) -> ZoomableImageBrowser {
        let browser = ZoomableImageBrowser(dataSource: source, startIndex: startIndex)
        browser.delegate = source
        browser.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        browser.view.layoutIfNeeded()
        return browser
    }

    /// Lets the loads' tasks run.
    func settleLoads() async {
        for _ in 0..<5 { await Task.yield() }
    }

    /// Start index 9 of 5 images is the last (4); it and its one neighbour hold images, in that
    /// order; the pager sits on page 4: offset 4 · 410 = 1640, frame (−10, 0, 410, 844).
    func testTheStartIndexIsClampedAndItsNeighboursLoad() async {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 9)
        await settleLoads()
        XCTAssertEqual(browser.currentIndex, 4)
        XCTAssertEqual(source.loads, [4, 3])
        XCTAssertEqual(browser.pager.frame, CGRect(x: -10, y: 0, width: 410, height: 844))
        XCTAssertEqual(browser.pager.contentOffset, CGPoint(x: 1640, y: 0))
        XCTAssertEqual(browser.pages[4]?.frame, CGRect(x: 1650, y: 0, width: 390, height: 844))
        XCTAssertNotNil(browser.currentImageView?.image)
    }

    /// Scrolling from page 0 past the middle of page 1 (offset 300 of a 410 stride: 0.73 pages)
    /// makes page 1 current: page 2 loads (and fails: its error shows), the delegate is told, and
    /// at most three pages hold images. Past page 2 (offset 900: 2.2), page 0 is released.
    func testPagingMovesTheWindowAndAFailedLoadShowsItsError() async {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 0)
        await settleLoads()
        browser.pager.contentOffset = CGPoint(x: 300, y: 0)
        await settleLoads()
        XCTAssertEqual(browser.currentIndex, 1)
        XCTAssertEqual(source.shown, [1])
        XCTAssertEqual(source.loads, [0, 1, 2])
        XCTAssertEqual(browser.pages[2]?.errorLabel.isHidden, false)
        XCTAssertNil(browser.pages[2]?.imageView.image)
        browser.pager.contentOffset = CGPoint(x: 900, y: 0)
        XCTAssertEqual(Set(browser.pages.keys), [1, 2, 3])
    }

    /// reloadData with fewer images keeps the index where it still exists, clamped otherwise;
    /// the background returns to opaque.
    func testReloadDataClampsTheIndexAndResetsTheBackground() async {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 4)
        browser.backgroundView.alpha = 0.4
        source.count = 3
        browser.reloadData()
        XCTAssertEqual(browser.currentIndex, 2)
        XCTAssertEqual(browser.backgroundView.alpha, 1)
        XCTAssertEqual(Set(browser.pages.keys), [1, 2])
        // Index 4 was in range at the first load (not told); the reload moved it to 2 (told).
        XCTAssertEqual(source.shown, [2])
        browser.reloadData()                                   // 2 of 3 stays: not told again
        XCTAssertEqual(source.shown, [2])
    }

    /// Before the browser has a size, scrolling to image 3 makes it current at once (the delegate
    /// told, pages 3, 4, 2 made); the first layout at 390 × 844 puts the pager on it: 3 · 410 =
    /// 1230. A slide from there to image 2, a neighbour, marks the pager moving, so no dismiss
    /// drag begins.
    func testScrollingBeforeASizeSetsTheIndexAndASlideHoldsTheDismissDrag() {
        let source = BrowserSource()
        let browser = ZoomableImageBrowser(dataSource: source)
        browser.delegate = source
        browser.scrollToImage(at: 3, animated: true)
        XCTAssertEqual(browser.currentIndex, 3)
        XCTAssertEqual(source.shown, [3])
        XCTAssertEqual(Set(browser.pages.keys), [2, 3, 4])
        browser.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        browser.view.layoutIfNeeded()
        XCTAssertEqual(browser.pager.contentOffset, CGPoint(x: 1230, y: 0))
        browser.scrollToImage(at: 2, animated: true)
        XCTAssertFalse(browser.isPagerStill)
    }

    /// A rotation during a slide stops it: in a window, on image 3 of 5 at 390 × 844 sliding to
    /// 4, turned to 844 × 390 the pager rests on the current page — 3 · (844 + 20) = 2592, or 3456
    /// should the slide already have made 4 current — and stays there once the run loop has
    /// turned for half a second (a slide still running would pull it toward its old target,
    /// 1640, and make another page current). The pager is still again.
    func testALayoutDuringASlideStopsItAndLeavesThePagerStill() {
        let source = BrowserSource()
        let browser = ZoomableImageBrowser(dataSource: source, startIndex: 3)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = browser
        window.isHidden = false
        browser.view.frame = window.bounds
        browser.view.layoutIfNeeded()
        browser.scrollToImage(at: 4, animated: true)
        XCTAssertFalse(browser.isPagerStill)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        browser.view.frame = window.bounds
        browser.view.layoutIfNeeded()
        let index = browser.currentIndex
        XCTAssertTrue([3, 4].contains(index))
        XCTAssertEqual(browser.pager.contentOffset, CGPoint(x: CGFloat(index) * 864, y: 0))
        XCTAssertTrue(browser.isPagerStill)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
        XCTAssertEqual(browser.currentIndex, index)
        XCTAssertEqual(browser.pager.contentOffset, CGPoint(x: CGFloat(index) * 864, y: 0))
        window.isHidden = true
    }

    /// Laid out on image 3 of 5 (offset 1230), an animated scroll to image 0, three away, jumps:
    /// image 0 is current at once (the delegate told 0: a start index is not reported; pages 0
    /// and 1 made, 2–4 released), the pager
    /// at offset 0 and still — no slide through images 2 and 1.
    func testAnAnimatedScrollFartherThanANeighbourJumps() {
        let source = BrowserSource()
        let browser = ZoomableImageBrowser(dataSource: source, startIndex: 3)
        browser.delegate = source
        browser.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        browser.view.layoutIfNeeded()
        XCTAssertEqual(browser.pager.contentOffset, CGPoint(x: 1230, y: 0))
        browser.scrollToImage(at: 0, animated: true)
        XCTAssertEqual(browser.currentIndex, 0)
        XCTAssertEqual(source.shown, [0])
        XCTAssertEqual(browser.pager.contentOffset, .zero)
        XCTAssertTrue(browser.isPagerStill)
        XCTAssertEqual(Set(browser.pages.keys), [0, 1])
    }

    /// Presented again after a dismissal released its pages, the same browser makes the window's
    /// pages again (start 1 of 5: pages 1, 2, 0); when they are there, appearing adds none.
    func testPresentedAgainTheReleasedPagesComeBack() {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 1)
        let first = browser.pages[1]
        browser.viewWillAppear(false)
        XCTAssertTrue(browser.pages[1] === first)
        browser.pages.values.forEach { $0.release() }         // what viewDidDisappear does on dismissal
        browser.pages = [:]
        browser.viewWillAppear(false)
        XCTAssertEqual(Set(browser.pages.keys), [0, 1, 2])
        XCTAssertEqual(browser.pages[1]?.superview, browser.pager)
    }

    /// A page asking to dismiss a browser that is not presented (nothing to dismiss) stays
    /// visible: it hides only for a transition that will draw it.
    func testADismissalOfABrowserNotPresentedLeavesThePageShown() throws {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 0)
        let page = try XCTUnwrap(browser.pages[0])
        let request = DismissRequest(shown: ViewGeometry(frame: page.bounds), backgroundOpacity: 1, velocity: .zero)
        browser.dismiss(from: page, request: request)
        XCTAssertFalse(page.imageView.isHidden)
    }

    /// The browser is dark whatever the system's appearance (its background is black): the
    /// error label's secondary colour and the status bar follow.
    func testTheBrowserIsAlwaysDark() {
        let browser = ZoomableImageBrowser(dataSource: BrowserSource())
        XCTAssertEqual(browser.overrideUserInterfaceStyle, .dark)
    }

    /// Quick zoom on a page, driven through the page's own handler as UIKit would (XCUITest
    /// cannot hold the second tap of a double tap: its tap and press are separate actions, further
    /// apart than the double-tap interval). A 600 × 400 image fits the 390 × 844 page at 390 × 260
    /// (scale 0.65, y 292…552), centre (195, 422). Held at (195, 300): 12 pt down leaves the
    /// 10 pt slop (no zoom yet), 140 pt more doubles it about the tap — centre y 300 + 2 ·
    /// (422 − 300) = 544, x stays 195. Where the view is on screen is `layer.position`, as every
    /// other Kit test reads it: `center` reports the resting centre, (195, 422), whatever the zoom
    /// (documented on ``ZoomableImageView/center``). A plain image view has quick zoom off; the
    /// page's is on.
    func testQuickZoomOnAPageZoomsAboutTheHeldTap() throws {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 0)
        let imageView = try XCTUnwrap(browser.currentImageView)
        imageView.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        XCTAssertTrue(imageView.isQuickZoomEnabled)
        XCTAssertTrue(imageView.quickZoomRecognizer.isEnabled)
        XCTAssertFalse(ZoomableImageView().isQuickZoomEnabled)

        let press = FakeLongPressRecognizer(target: nil, action: nil)
        for (state, y) in [(UIGestureRecognizer.State.began, 300), (.changed, 312), (.changed, 452)] as [(UIGestureRecognizer.State, CGFloat)] {
            press.fakeState = state
            press.locationInContainer = CGPoint(x: 195, y: y)
            imageView.handleQuickZoom(press)
        }
        XCTAssertEqual(imageView.zoomScale, 2, accuracy: 1e-9)
        XCTAssertPoint(imageView.layer.position, CGPoint(x: 195, y: 544), accuracy: 1e-6)
        XCTAssertPoint(imageView.center, CGPoint(x: 195, y: 422), accuracy: 1e-6)
    }

    /// The keyboard, by UIKit's responder rules (`becomeFirstResponder()` works for a view in a
    /// window that can become first responder, and takes the keyboard from the one before): in a
    /// window, on image 1 of 5, the browser's appearing gives page 1 the keyboard; a scroll to
    /// image 2 hands it to page 2; going gives it up. Sizes do not matter here (390 × 844 pt).
    func testTheCurrentPageTakesTheKeyboardAndGivesItUpOnClosing() async throws {
        let source = BrowserSource()
        let browser = ZoomableImageBrowser(dataSource: source, startIndex: 1)
        // In the test host's scene: a window made with `init(frame:)` has no scene, is never key,
        // and its views never become first responder (see `ZoomableImageSwiftUITests.Host`).
        let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.rootViewController = browser
        window.makeKeyAndVisible()
        browser.view.layoutIfNeeded()
        await settleLoads()
        browser.viewDidAppear(false)
        XCTAssertEqual(browser.pages[1]?.imageView.isFirstResponder, true)
        browser.scrollToImage(at: 2, animated: false)
        XCTAssertEqual(browser.pages[2]?.imageView.isFirstResponder, true)
        XCTAssertEqual(browser.pages[1]?.imageView.isFirstResponder, false)
        browser.viewWillDisappear(false)
        XCTAssertEqual(browser.pages[2]?.imageView.isFirstResponder, false)
        window.isHidden = true
    }

    /// A single tap's report fades the chrome out: the status bar and home indicator are asked
    /// hidden at once; the overlay's alpha goes to 0 (the model value, set in the animation block
    /// as UIKit does) while it stays visible — `isHidden` does not animate — and it is hidden
    /// once the 0.25 s fade ended. Tapped again, it shows at once and fades back in from 0.
    func testATapFadesTheChromeOutAndHidesItAtTheEnd() {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = browser
        window.isHidden = false
        browser.pages[0]?.imageViewWasTapped()
        XCTAssertTrue(browser.isChromeHidden)
        XCTAssertTrue(browser.prefersStatusBarHidden)
        XCTAssertTrue(browser.prefersHomeIndicatorAutoHidden)
        XCTAssertEqual(browser.overlayView.alpha, 0)
        XCTAssertFalse(browser.overlayView.isHidden)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.6))
        XCTAssertTrue(browser.overlayView.isHidden)

        browser.pages[0]?.imageViewWasTapped()
        XCTAssertFalse(browser.isChromeHidden)
        XCTAssertFalse(browser.overlayView.isHidden)
        XCTAssertEqual(browser.overlayView.alpha, 1)
        window.isHidden = true
    }

    /// Set without animation, the chrome hides at once, and shows at once.
    func testSettingIsChromeHiddenHidesAndShowsAtOnce() {
        let browser = makeBrowser(source: BrowserSource(), startIndex: 0)
        browser.isChromeHidden = true
        XCTAssertTrue(browser.overlayView.isHidden)
        XCTAssertEqual(browser.overlayView.alpha, 0)
        browser.isChromeHidden = false
        XCTAssertFalse(browser.overlayView.isHidden)
        XCTAssertEqual(browser.overlayView.alpha, 1)
    }
}
#endif
