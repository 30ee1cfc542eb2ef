#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

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
    }

    /// A single tap's report toggles the chrome: the overlay hides, the status bar with it.
    func testATapTogglesTheChrome() {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 0)
        browser.pages[0]?.imageViewWasTapped()
        XCTAssertTrue(browser.isChromeHidden)
        XCTAssertTrue(browser.overlayView.isHidden)
        XCTAssertTrue(browser.prefersStatusBarHidden)
    }
}
#endif
