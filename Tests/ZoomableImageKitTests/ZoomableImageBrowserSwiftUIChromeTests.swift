#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import ZoomableImageKit
@_spi(Internals) import ZoomableImageCore

/// The UIKit side of the SwiftUI browser: the chrome hosted in the overlay takes touches only on
/// its header's and footer's frames, and a reload for changed items puts the selected image on
/// screen at once. The browser is laid out at 390 × 844 pt with the default 20 pt gap: a page
/// stride of 410 pt (PageLayout's rules, pinned in the core).
@MainActor
final class ZoomableImageBrowserSwiftUIChromeTests: XCTestCase {
    func makeBrowser(source: BrowserSource, startIndex: Int) -> ZoomableImageBrowser {
        let browser = ZoomableImageBrowser(dataSource: source, startIndex: startIndex)
        browser.delegate = source
        browser.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        browser.view.layoutIfNeeded()
        return browser
    }

    /// The chrome is a child hosting controller in the overlay. With a 44 pt header measured at
    /// y 47…91 (the 390 × 844 screen's safe area top is 47), a touch at (20, 60) is the chrome's
    /// and one on the photo's middle (195, 422) goes through the overlay to the page.
    func testTheHostedChromeTakesTouchesOnlyOnItsParts() throws {
        let browser = makeBrowser(source: BrowserSource(), startIndex: 1)
        BrowserChromeHosting.install(BrowserChromeModel(), in: browser)
        XCTAssertTrue(browser.children.contains { $0 is UIHostingController<BrowserChromeRoot> })
        let container = try XCTUnwrap(browser.overlayView.subviews.first as? BrowserChromeContainerView)
        XCTAssertEqual(container.frame, browser.overlayView.bounds)
        container.regions.replace(BrowserChromeRegions([CGRect(x: 0, y: 47, width: 390, height: 44)]))
        XCTAssertTrue(browser.overlayView.point(inside: CGPoint(x: 20, y: 60), with: nil))
        XCTAssertFalse(browser.overlayView.point(inside: CGPoint(x: 195, y: 422), with: nil))
        XCTAssertNil(browser.overlayView.hitTest(CGPoint(x: 195, y: 422), with: nil))
    }

    /// Five images on image 2; two are inserted before it, so it is now 4 of 7: the reload puts
    /// page 4 on screen (offset 4 · 410 = 1640) without telling the delegate a page was shown —
    /// the selection already names it.
    func testAReloadShowingAnIndexPutsItOnScreenAtOnce() {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 2)
        source.shown = []
        source.count = 7
        browser.reloadData(showing: 4)
        XCTAssertEqual(browser.currentIndex, 4)
        XCTAssertEqual(browser.pager.contentOffset.x, 1640)
        XCTAssertEqual(source.shown, [])
    }

    /// Three images and a reload asked for image 6: clamped to the last (2), which moved it, so
    /// the delegate is told.
    func testAReloadPastTheImagesClampsAndReports() {
        let source = BrowserSource()
        let browser = makeBrowser(source: source, startIndex: 1)
        source.shown = []
        source.count = 3
        browser.reloadData(showing: 6)
        XCTAssertEqual(browser.currentIndex, 2)
        XCTAssertEqual(browser.pager.contentOffset.x, 820)
        XCTAssertEqual(source.shown, [2])
    }
}
#endif
