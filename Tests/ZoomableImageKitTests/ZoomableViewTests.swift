#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// `ZoomableView` in UIKit: where the content goes, the content points it reports, the scale it
/// is drawn at once zooming ends, storyboards and archives — and `.zoomable()` hosted in SwiftUI.
///
/// Fixture: a 600 × 400 pt diagram in a 300 × 500 pt container, aspect fit: drawn at
/// (0, 150, 300 × 200), 0.5 pt per content point; at zoom z on a display of scale d (the trait
/// collection's; 3 while it says 0, outside a window) the content is shown at d × z × 0.5
/// pixels per content point.
final class ZoomableViewTests: XCTestCase {
    @MainActor
    func makeDiagram() -> (ZoomableView, UIView) {
        let diagram = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let zoomable = ZoomableView(contentView: diagram)
        zoomable.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        zoomable.layoutIfNeeded()
        return (zoomable, diagram)
    }

    @MainActor
    func testTheContentKeepsItsOwnSpaceScaledIntoItsFrame() {
        let (zoomable, diagram) = makeDiagram()
        XCTAssertEqual(zoomable.contentSize, CGSize(width: 600, height: 400))
        XCTAssertEqual(diagram.bounds, CGRect(x: 0, y: 0, width: 600, height: 400))
        XCTAssertEqual(diagram.center, CGPoint(x: 150, y: 250))
        XCTAssertEqual(diagram.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(diagram.convert(CGPoint(x: 600, y: 400), to: zoomable), CGPoint(x: 300, y: 350))
    }

    /// (75, 200) in the container is 75 / 0.5 = 150 across and (200 − 150) / 0.5 = 100 down the
    /// diagram at rest; zoomed ×2 around the centre (150, 250), the container's centre shows the
    /// diagram's middle, (300, 200), and UIKit's own conversion agrees.
    @MainActor
    func testPointsAreContentPointsAtEveryZoom() throws {
        let (zoomable, diagram) = makeDiagram()
        XCTAssertEqual(zoomable.contentPoint(at: CGPoint(x: 75, y: 200), in: zoomable), CGPoint(x: 150, y: 100))
        XCTAssertNil(zoomable.contentPoint(at: CGPoint(x: 75, y: 50), in: zoomable))    // above the diagram
        zoomable.setZoomScale(2, animated: false)
        XCTAssertEqual(zoomable.zoomScale, 2)
        let centre = try XCTUnwrap(zoomable.contentPoint(at: CGPoint(x: 150, y: 250), in: zoomable))
        XCTAssertEqual(centre.x, 300, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 200, accuracy: 1e-9)
        let viaUIKit = zoomable.convert(CGPoint(x: 150, y: 250), to: diagram)
        XCTAssertEqual(viaUIKit.x, 300, accuracy: 1e-6)
        XCTAssertEqual(viaUIKit.y, 200, accuracy: 1e-6)
        let back = try XCTUnwrap(zoomable.point(forContentPoint: CGPoint(x: 300, y: 200), in: zoomable))
        XCTAssertEqual(back.x, 150, accuracy: 1e-9)
        XCTAssertEqual(back.y, 250, accuracy: 1e-9)
        XCTAssertEqual(zoomable.visibleContentRect.width, 300, accuracy: 1e-9)   // 300 pt at 1 pt per point
    }

    /// Zoomed ×4 at rest: d × 4 × 0.5 = 2d pixels per content point (6 on a 3× display). A label
    /// (120 × 24 pt, far under the cap; its text set, so it is due to draw) and a shape layer of
    /// its own get it — together 2 880 + 20 000 pt² at 6² = 823 680 pixels, far within the
    /// 33 554 432 budget; an image view keeps its own.
    @MainActor
    func testOnceZoomingEndsTheContentIsDrawnAtTheShownScale() {
        let (zoomable, diagram) = makeDiagram()
        let reported = zoomable.traitCollection.displayScale
        let display = reported > 0 ? reported : 3
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 24))
        label.text = "Kitchen"
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let imageView = UIImageView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        let imageScale = imageView.contentScaleFactor
        diagram.addSubview(label)
        diagram.layer.addSublayer(shape)
        diagram.addSubview(imageView)
        zoomable.setZoomScale(4, animated: false)
        XCTAssertEqual(label.contentScaleFactor, 2 * display, accuracy: 1e-9)
        XCTAssertEqual(shape.contentsScale, 2 * display, accuracy: 1e-9)
        XCTAssertEqual(imageView.contentScaleFactor, imageScale)
        zoomable.resetZoom(animated: false)
        XCTAssertEqual(label.contentScaleFactor, display, accuracy: 1e-9)      // d × 0.5: never below d
    }

    /// A new size for the same content keeps the zoom; another content view returns to rest.
    @MainActor
    func testResizingKeepsTheZoomAndReplacingReturnsToRest() {
        let (zoomable, _) = makeDiagram()
        zoomable.setZoomScale(2, animated: false)
        zoomable.contentSize = CGSize(width: 600, height: 600)
        XCTAssertEqual(zoomable.zoomScale, 2)
        zoomable.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(zoomable.zoomScale, 1)
        XCTAssertEqual(zoomable.contentSize, CGSize(width: 100, height: 100))
    }

    /// Content of no usable size — an empty content view, zero, negative or NaN — is nothing to
    /// zoom: commands do nothing, no point is a content point, the content view is placed nowhere.
    @MainActor
    func testContentWithoutAUsableSizeZoomsNothing() {
        let zoomable = ZoomableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        zoomable.layoutIfNeeded()
        for size in [CGSize.zero, CGSize(width: -600, height: 400), CGSize(width: CGFloat.nan, height: 400)] {
            zoomable.contentSize = size
            zoomable.setZoomScale(2, animated: false)
            XCTAssertEqual(zoomable.zoomScale, 1, "\(size)")
            XCTAssertNil(zoomable.contentPoint(at: CGPoint(x: 150, y: 250), in: zoomable), "\(size)")
            XCTAssertEqual(zoomable.contentView.bounds, .zero, "\(size)")
            XCTAssertEqual(zoomable.visibleContentRect, .zero, "\(size)")
        }
    }

    @MainActor
    func testTheReportsAreInContentPoints() {
        let (zoomable, _) = makeDiagram()
        var changes: [CGFloat] = []
        var ends: [CGFloat] = []
        zoomable.onZoomScaleChange = { changes.append($0) }
        zoomable.onZoomEnd = { ends.append($0) }
        zoomable.setZoomScale(3, animated: false)
        XCTAssertEqual(changes, [3])
        XCTAssertEqual(ends, [3])
    }

    /// A storyboard container: decoded from a plain view archive with two subviews placed in it
    /// (not plain views: the archive's `UIView` class is read as the container's), which become
    /// the content view's; the container's size there is the content size.
    @MainActor
    func testAStoryboardContainersSubviewsBecomeItsContent() throws {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        plain.addSubview(UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 30)))
        plain.addSubview(UIImageView(frame: CGRect(x: 150, y: 100, width: 50, height: 50)))
        let data = try NSKeyedArchiver.archivedData(withRootObject: plain, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(ZoomableView.self, forClassName: "UIView")
        let zoomable = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableView)
        zoomable.setValue(8, forKey: "maximumZoomScale")
        XCTAssertEqual(zoomable.contentView.subviews.count, 2)
        XCTAssertTrue(zoomable.contentView.subviews.first is UILabel)
        XCTAssertEqual(zoomable.contentSize, CGSize(width: 320, height: 240))
        XCTAssertEqual(zoomable.maximumZoomScale, 8)
        XCTAssertEqual(zoomable.contentMode, .scaleToFill)      // the archive's: UIView's default
    }

    @MainActor
    func testArchivingKeepsTheZoomSettings() throws {
        let (zoomable, _) = makeDiagram()
        zoomable.maximumZoomScale = 8
        zoomable.doubleTapZoomScale = 3
        zoomable.bouncesPan = false
        zoomable.isKeyboardZoomEnabled = false
        let data = try NSKeyedArchiver.archivedData(withRootObject: zoomable, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let copy = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableView)
        XCTAssertEqual(copy.maximumZoomScale, 8)
        XCTAssertEqual(copy.doubleTapZoomScale, 3)
        XCTAssertFalse(copy.bouncesPan)
        XCTAssertFalse(copy.isKeyboardZoomEnabled)
        XCTAssertEqual(copy.zoomScale, 1)
    }

    /// A container archived and unarchived (`NSKeyedArchiver`, as a storyboard copy and paste
    /// does) gets its content view back — its label inside, where it was — at the archived
    /// content size 600 × 400, not the container's 300 × 500 (what a storyboard container takes),
    /// laid out as before: aspect fit, 0.5 pt per content point, centred at (150, 250). The
    /// archived surface is let go (the container holds the new surface alone), and the copy
    /// starts at rest with the settings. Before, the old surface came back as a plain view
    /// inside the content view and the content size was the container's.
    @MainActor
    func testArchivingRoundTripsTheContent() throws {
        let (zoomable, diagram) = makeDiagram()
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 120, height: 24))
        label.text = "Kitchen"
        diagram.addSubview(label)
        zoomable.maximumZoomScale = 8
        zoomable.setZoomScale(2, animated: false)
        let data = try NSKeyedArchiver.archivedData(withRootObject: zoomable, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let copy = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableView)
        copy.layoutIfNeeded()
        XCTAssertEqual(copy.contentSize, CGSize(width: 600, height: 400))
        XCTAssertEqual(copy.subviews.count, 1)
        XCTAssertTrue(copy.subviews.first === copy.surface)
        let copiedLabel = try XCTUnwrap(copy.contentView.subviews.first as? UILabel)
        XCTAssertEqual(copy.contentView.subviews.count, 1)
        XCTAssertEqual(copiedLabel.text, "Kitchen")
        XCTAssertEqual(copiedLabel.frame, CGRect(x: 20, y: 30, width: 120, height: 24))
        XCTAssertEqual(copy.contentView.bounds, CGRect(x: 0, y: 0, width: 600, height: 400))
        XCTAssertEqual(copy.contentView.center, CGPoint(x: 150, y: 250))
        XCTAssertEqual(copy.contentView.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(copy.contentMode, .scaleAspectFit)
        XCTAssertEqual(copy.maximumZoomScale, 8)
        XCTAssertEqual(copy.zoomScale, 1)
    }

    /// A content view whose class cannot be decoded (its `init(coder:)` returns `nil`, as the
    /// Xcode template's would rather trap) leaves the copy an empty content view of the archived
    /// 600 × 400 pt, fitted as before: (0, 150, 300 × 200) in the 300 × 500 container.
    @MainActor
    func testAContentViewThatCannotBeDecodedLeavesAnEmptyOneOfItsSize() throws {
        let zoomable = ZoomableView(contentView: Undecodable(frame: CGRect(x: 0, y: 0, width: 600, height: 400)))
        zoomable.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        zoomable.layoutIfNeeded()
        let data = try NSKeyedArchiver.archivedData(withRootObject: zoomable, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let copy = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ZoomableView)
        copy.layoutIfNeeded()
        XCTAssertFalse(copy.contentView is Undecodable)
        XCTAssertEqual(copy.contentSize, CGSize(width: 600, height: 400))
        XCTAssertEqual(copy.surface.imageLayout.imageFrame, CGRect(x: 0, y: 150, width: 300, height: 200))
    }

    /// A view that cannot be made from an archive.
    final class Undecodable: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
    }

    /// `.zoomable()` in a 300 × 500 window: a 600 × 400 pt drawing fitted like the UIKit one, its
    /// taps in its own points, a bound scale applied, an adjustable element that is no image.
    @MainActor
    func testZoomableSwiftUIContentIsFittedAndZooms() throws {
        let host = ZoomableImageSwiftUITests.Host(
            Rectangle().fill(Color.blue).frame(width: 600, height: 400).zoomable(zoomScale: .constant(2)))
        let surface = try XCTUnwrap(host.imageView as? ContentZoomingView)
        XCTAssertEqual(surface.imageLayout.imageSize, CGSize(width: 600, height: 400))
        XCTAssertEqual(surface.imageLayout.imageFrame, CGRect(x: 0, y: 150, width: 300, height: 200))
        XCTAssertEqual(surface.imageLayout.pixel(forViewPoint: CGPoint(x: 75, y: 200)), CGPoint(x: 150, y: 100))
        XCTAssertEqual(surface.zoomScale, 2, accuracy: 1e-9)
        XCTAssertEqual(surface.zoomElement.accessibilityTraits, .zoomableContent)      // adjustable, not an image
        XCTAssertNotEqual(surface.zoomElement.accessibilityTraits, .zoomableImage)
        XCTAssertFalse(surface.isAccessibilityElement)      // a container: the content's elements are reachable
    }

    /// Content that fills the space it is offered (a colour) is laid out at the container's size:
    /// 300 × 500, drawn 1:1.
    @MainActor
    func testFlexibleSwiftUIContentFillsTheContainer() throws {
        let host = ZoomableImageSwiftUITests.Host(Color.green.zoomable())
        let surface = try XCTUnwrap(host.imageView as? ContentZoomingView)
        XCTAssertEqual(surface.imageLayout.imageSize, CGSize(width: 300, height: 500))
        XCTAssertEqual(surface.imageLayout.imageFrame, CGRect(x: 0, y: 0, width: 300, height: 500))
    }
}
#endif
