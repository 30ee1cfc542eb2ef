#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import ZoomableImageKit
@_spi(Internals) import ZoomableImageCore

/// The inline pager's controller and bridge, wired as SwiftUI wires them (without SwiftUI's
/// update loop: the tests call the representable's make and update themselves). Laid out at
/// 390 × 844 pt with the default 20 pt gap: a stride of 410 pt per page (PageLayout's rules,
/// pinned in the core).
@MainActor
final class ZoomableImagePagerTests: XCTestCase {
    struct Photo: Identifiable {
        let id: String
    }

    /// What the app holds: the selection, and what the pager told it.
    final class Model {
        var selection = "p0"
        var dismissals = 0
        var opacity = 1.0
    }

    static func photos(_ count: Int) -> [Photo] {
        (0..<count).map { Photo(id: "p\($0)") }
    }

    func makePager(_ photos: [Photo], model: Model) -> ZoomableImagePager<Photo> {
        ZoomableImagePager(photos, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { _, view in
            view.image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        }
        .zoomablePagerDismiss(backgroundOpacity: Binding(get: { model.opacity }, set: { model.opacity = $0 })) {
            model.dismissals += 1
        }
    }

    func host(_ pager: ZoomableImagePager<Photo>) -> (ZoomableImagePagerController, ZoomableImagePagerBridge<Photo>) {
        let bridge = ZoomableImagePagerBridge(pager: pager)
        let controller = ZoomableImagePagerRepresentable<Photo>.makeController(for: bridge)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        ZoomableImagePagerRepresentable.update(controller, bridge: bridge, to: pager)
        controller.view.layoutIfNeeded()
        return (controller, bridge)
    }

    /// Lets the loads' tasks run.
    func settleLoads() async {
        for _ in 0..<5 { await Task.yield() }
    }

    /// Paging one stride at a time through 50 photos: at every step at most three pages are on
    /// the pager and hold a decoded image (the current one ± 1), so at most three 600 × 400
    /// bitmaps' bytes; each
    /// swipe writes the selection; at the end photo 49 and its one neighbour are held.
    func testPagingThroughFiftyPhotosHoldsAtMostThreeDecodedImages() async throws {
        let model = Model()
        let (controller, _) = host(makePager(Self.photos(50), model: model))
        await settleLoads()
        let oneImage = try XCTUnwrap(controller.currentImageView?.image?.cgImage)
        let bytesPerImage = oneImage.bytesPerRow * oneImage.height
        for index in 1..<50 {
            controller.pager.contentOffset = CGPoint(x: CGFloat(index) * 410, y: 0)
            await settleLoads()
            // Every page on the pager, not only those the browser still lists: a page dropped
            // without being released would stay a subview holding its bitmap.
            let onPager = controller.pager.subviews.compactMap { $0 as? ZoomableImageBrowserPage }
            XCTAssertEqual(onPager.count, controller.pages.count, "page \(index)")
            let images = onPager.compactMap { $0.imageView.image?.cgImage }
            XCTAssertLessThanOrEqual(images.count, 3, "page \(index)")
            XCTAssertLessThanOrEqual(images.map { $0.bytesPerRow * $0.height }.reduce(0, +), 3 * bytesPerImage)
            XCTAssertEqual(model.selection, "p\(index)")
        }
        XCTAssertEqual(Set(controller.pages.keys), [48, 49])
    }

    /// Shown: p2 (pages 1, 2, 3). One photo inserted first: p2 is now 3 and keeps its page (the
    /// same view, not loaded again), the pager sits on 3 · 410 = 1230, and the selection stays p2.
    func testAnInsertBeforeTheShownPhotoKeepsItsPage() async throws {
        let model = Model()
        model.selection = "p2"
        let (controller, bridge) = host(makePager(Self.photos(6), model: model))
        await settleLoads()
        let page = try XCTUnwrap(controller.pages[2])
        let moved = makePager([Photo(id: "new")] + Self.photos(6), model: model)
        ZoomableImagePagerRepresentable.update(controller, bridge: bridge, to: moved)
        await settleLoads()
        XCTAssertEqual(controller.currentIndex, 3)
        XCTAssertTrue(controller.pages[3] === page)
        XCTAssertEqual(controller.pager.contentOffset, CGPoint(x: 1230, y: 0))
        XCTAssertEqual(model.selection, "p2")
    }

    /// A dismissal (a thrown drag, VoiceOver's escape) calls the app's action: the page is not
    /// hidden and nothing is dismissed. The background's opacity reaches the app's binding.
    func testADismissalCallsTheAppAndTheOpacityReachesItsBinding() async throws {
        let model = Model()
        let (controller, _) = host(makePager(Self.photos(3), model: model))
        await settleLoads()
        let page = try XCTUnwrap(controller.pages[0])
        controller.showBackgroundOpacity(0.4, animation: nil)
        XCTAssertEqual(model.opacity, 0.4, accuracy: 1e-9)
        controller.dismiss(from: page, request: DismissRequest(shown: ViewGeometry(frame: page.bounds),
                                                               backgroundOpacity: 0.4, velocity: .zero))
        XCTAssertEqual(model.dismissals, 1)
        XCTAssertFalse(page.imageView.isHidden)
    }
}
#endif
