#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// `ZoomableImage` hosted in a window, updated the way SwiftUI updates it.
final class ZoomableImageSwiftUITests: XCTestCase {
    /// A hosting controller filling a 300 × 500 window.
    @MainActor
    final class Host {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let controller: UIHostingController<ZoomableImage>

        init(_ content: ZoomableImage) {
            controller = UIHostingController(rootView: content)
            window.rootViewController = controller
            window.isHidden = false
            controller.view.frame = window.bounds
            layOut()
        }

        func update(_ content: ZoomableImage) {
            controller.rootView = content
            layOut()
        }

        func layOut() {
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
        }

        /// The wrapper's image view.
        var imageView: ZoomableImageView? {
            func find(in view: UIView) -> ZoomableImageView? {
                if let container = view as? ZoomableImageContainerView { return container.imageView }
                for subview in view.subviews {
                    if let found = find(in: subview) { return found }
                }
                return nil
            }
            return find(in: controller.view)
        }
    }

    /// The keyboard and scroll modifiers reach the view: its container is asked to focus it, and
    /// ⌥ makes a scroll zoom. By default neither: the image never takes the keyboard unasked.
    @MainActor
    func testTheKeyboardAndScrollModifiersReachTheView() throws {
        let image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        let host = Host(ZoomableImage(image))
        let view = try XCTUnwrap(host.imageView)
        let container = try XCTUnwrap(view.superview as? ZoomableImageContainerView)
        XCTAssertFalse(container.takesKeyboardFocus)
        XCTAssertEqual(view.scrollZoomModifierFlags, .command)
        host.update(ZoomableImage(image).takesKeyboardFocus().scrollZoomModifiers(.alternate))
        XCTAssertTrue(container.takesKeyboardFocus)
        XCTAssertEqual(view.scrollZoomModifierFlags, .alternate)
    }

    @MainActor
    func testTheHostedViewFillsTheSpaceAndZooms() throws {
        let host = Host(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400))))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertGreaterThan(view.bounds.width, 0)
        XCTAssertTrue(view.interactionState.canZoom)
        view.setZoomScale(2, animated: false)
        XCTAssertEqual(view.zoomScale, 2)
    }

    @MainActor
    func testAScaleBoundBeforeTheFirstLayoutIsAppliedAtIt() throws {
        // The first update comes before the container has a size, when nothing can zoom yet.
        let host = Host(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400)),
                                      zoomScale: .constant(2)))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
    }

    @MainActor
    func testANewImageStartsAtRestThoughTheBindingStillHoldsTheOldScale() throws {
        let first = TestImage.make(storedPixels: CGSize(width: 600, height: 400))
        let host = Host(ZoomableImage(first, zoomScale: .constant(3)))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(view.zoomScale, 3, accuracy: 1e-9)
        // Swiping to the next photo: a new image, the binding untouched. The new photo is at rest
        // (and the binding is corrected to it), not zoomed to the previous photo's 3.
        host.update(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 400, height: 600)),
                                  zoomScale: .constant(3)))
        XCTAssertEqual(view.zoomScale, 1, accuracy: 1e-9)
        // A new image and a new scale in the same update: the scale applies to the new image.
        host.update(ZoomableImage(first, zoomScale: .constant(2)))
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
    }

    @MainActor
    func testABoundScaleOutsideTheLimitsIsClamped() throws {
        let host = Host(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400)),
                                      zoomScale: .constant(1)).zoomLimits(minimum: 1, maximum: 3))
        let view = try XCTUnwrap(host.imageView)
        host.update(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400)),
                                  zoomScale: .constant(10)).zoomLimits(minimum: 1, maximum: 3))
        XCTAssertEqual(view.zoomScale, 3, accuracy: 1e-9)
    }
}
#endif
