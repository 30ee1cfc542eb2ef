#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@_spi(Internals) import ZoomableImageCore
@_spi(Internals) @testable import ZoomableImageKit

/// An app's own environment value, read by a marker in the tests.
private struct TestMarkerValueKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var testMarkerValue: Int {
        get { self[TestMarkerValueKey.self] }
        set { self[TestMarkerValueKey.self] = newValue }
    }
}

/// `ZoomableImage` hosted in a window, updated the way SwiftUI updates it: what an update applies.
final class ZoomableImageSwiftUITests: XCTestCase {
    /// A hosting controller filling a 300 × 500 window, in the test host's connected scene and
    /// key: first responder and focus need a key window (`UIWindow.windowScene`: "The scene
    /// containing the window"; a window made with `init(frame:)` has none, so it is never key).
    @MainActor
    final class Host {
        let window: UIWindow
        let controller: UIHostingController<AnyView>

        init<Content: View>(_ content: Content) {
            let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
            window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
            window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
            controller = UIHostingController(rootView: AnyView(content))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.frame = window.bounds
            layOut()
        }

        func update<Content: View>(_ content: Content) {
            controller.rootView = AnyView(content)
            layOut()
        }

        func layOut() {
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
        }

        /// The image view inside the hosted `ZoomableImage`.
        var imageView: ZoomableImageView? {
            func find(in view: UIView) -> ZoomableImageView? {
                if let container = view as? ZoomableImageContainerView { return container.imageView }
                return view.subviews.lazy.compactMap(find(in:)).first
            }
            return find(in: controller.view)
        }

        /// The view controller the representable made (the markers' hosts' parent).
        var imageController: ZoomableImageViewController? {
            func find(in controller: UIViewController) -> ZoomableImageViewController? {
                if let found = controller as? ZoomableImageViewController { return found }
                return controller.children.lazy.compactMap(find(in:)).first
            }
            return find(in: controller)
        }
    }

    /// A pin for the marker tests.
    struct Pin: Identifiable, Equatable {
        let id: Int
        let pixel: CGPoint
    }

    /// Runs the main queue until the work queued so far (deferred focus and state publishing,
    /// which follow SwiftUI's update) has run.
    @MainActor
    func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { DispatchQueue.main.async { drained.fulfill() } }
        wait(for: [drained], timeout: 5)
    }

    @MainActor static let image = TestImage.make(storedPixels: CGSize(width: 600, height: 400))

    /// 100 pins on a 10 × 10 lattice of a 600 × 400 image.
    static let pins = (0..<100).map { Pin(id: $0, pixel: CGPoint(x: 30 + 60 * ($0 % 10), y: 20 + 40 * ($0 / 10))) }

    @MainActor
    func testTheHostedViewFillsTheSpaceAndZooms() throws {
        let host = Host(ZoomableImage(Self.image))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertGreaterThan(view.bounds.width, 0)
        XCTAssertTrue(view.interactionState.canZoom)
        view.setZoomScale(2, animated: false)
        XCTAssertEqual(view.zoomScale, 2)
    }

    @MainActor
    func testAScaleBoundBeforeTheFirstLayoutIsAppliedAtIt() throws {
        // The first update comes before the container has a size, when nothing can zoom yet.
        let host = Host(ZoomableImage(Self.image, zoomScale: .constant(2)))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
    }

    @MainActor
    func testANewImageStartsAtRestThoughTheBindingStillHoldsTheOldScale() throws {
        let host = Host(ZoomableImage(Self.image, zoomScale: .constant(3)))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(view.zoomScale, 3, accuracy: 1e-9)
        // Swiping to the next photo: a new image, the binding untouched. The new photo is at rest.
        host.update(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 400, height: 600)),
                                  zoomScale: .constant(3)))
        XCTAssertEqual(view.zoomScale, 1, accuracy: 1e-9)
        // A new image and a new scale in the same update: the scale applies to the new image.
        host.update(ZoomableImage(Self.image, zoomScale: .constant(2)))
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
    }

    /// `UIImage(data:)` in `body` is a new object on every update; with an `id` it is the same
    /// image, and the zoom stays.
    @MainActor
    func testAnIDKeepsTheZoomAcrossNewImageObjects() throws {
        let host = Host(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400)), id: "harbour"))
        let view = try XCTUnwrap(host.imageView)
        view.setZoomScale(2.5, animated: false)
        host.update(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400)), id: "harbour"))
        XCTAssertEqual(view.zoomScale, 2.5, accuracy: 1e-9)
        host.update(ZoomableImage(TestImage.make(storedPixels: CGSize(width: 600, height: 400)), id: "market"))
        XCTAssertEqual(view.zoomScale, 1, accuracy: 1e-9)      // another id: another image, at rest
    }

    @MainActor
    func testABoundScaleOutsideTheLimitsIsClamped() throws {
        let host = Host(ZoomableImage(Self.image, zoomScale: .constant(1)).zoomLimits(minimum: 1, maximum: 3))
        let view = try XCTUnwrap(host.imageView)
        host.update(ZoomableImage(Self.image, zoomScale: .constant(10)).zoomLimits(minimum: 1, maximum: 3))
        XCTAssertEqual(view.zoomScale, 3, accuracy: 1e-9)
    }

    /// Modifiers are environment values: after `.padding()` and on a container they still reach
    /// the image; the one closest to the image wins.
    @MainActor
    func testModifiersWorkAnywhereInTheChain() throws {
        let host = Host(VStack { ZoomableImage(Self.image).zoomLimits(minimum: 1, maximum: 5) }
            .padding()
            .zoomLimits(minimum: 1, maximum: 3)
            .imageContentMode(.fill)
            .scrollZoomModifiers(.option)
            .zoomableImageAccessibilityLabel("Harbour"))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(view.zoomConfiguration.maximumZoomScale, 5)          // the inner modifier
        XCTAssertEqual(view.contentMode, .scaleAspectFill)                  // SwiftUI's .fill
        XCTAssertEqual(view.scrollZoomModifierFlags, .alternate)            // SwiftUI's ⌥
        XCTAssertEqual(view.accessibilityLabel, "Harbour")
    }

    /// The old UIKit-typed spellings still work (deprecated: this test is, to call them quietly).
    @available(*, deprecated)
    @MainActor
    func testTheDeprecatedSpellingsStillApply() throws {
        let host = Host(ZoomableImage(Self.image)
            .imageContentMode(UIView.ContentMode.scaleAspectFill)
            .scrollZoomModifiers(UIKeyModifierFlags.alternate)
            .showsPixelGrid(true, color: .red))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(view.contentMode, .scaleAspectFill)
        XCTAssertEqual(view.scrollZoomModifierFlags, .alternate)
        XCTAssertTrue(view.showsPixelGrid)
    }

    /// Each marker's hosting controller is a child of the image's view controller, and two
    /// `pixelOverlays` compose: the first group below the second, each in item order.
    @MainActor
    func testMarkersAreChildControllersAndGroupsStackInDeclarationOrder() throws {
        let first = Array(Self.pins.prefix(3)), second = Array(Self.pins.suffix(2))
        let host = Host(ZoomableImage(Self.image)
            .pixelOverlays(first, at: \.pixel) { _ in Color.red.frame(width: 10, height: 10) }
            .pixelOverlays(second, at: \.pixel) { _ in Color.blue.frame(width: 10, height: 10) })
        let controller = try XCTUnwrap(host.imageController)
        let view = try XCTUnwrap(host.imageView)
        XCTAssertEqual(controller.children.count, 5)
        // Stacking: the container's subviews bottom to top are the image view then the markers.
        let markers = try XCTUnwrap(view.superview).subviews.filter { $0 !== view }
        XCTAssertEqual(markers.compactMap { view.imagePixel(ofOverlay: $0) },
                       [first[0].pixel, first[1].pixel, first[2].pixel, second[0].pixel, second[1].pixel])
        // Marker sizes follow their content's ideal size.
        XCTAssertEqual(markers.first?.bounds.size, CGSize(width: 10, height: 10))
    }

    /// An update that changes only the binding does no marker work: a marker moved by hand stays
    /// where it was put (a placement would put it back on its pixel), and its host is the same.
    @MainActor
    func testABindingOnlyUpdateDoesNoMarkerWork() throws {
        func screen(zoom: CGFloat) -> some View {
            ZoomableImage(Self.image, zoomScale: .constant(zoom))
                .pixelOverlays(Self.pins, at: \.pixel) { _ in Color.red.frame(width: 10, height: 10) }
        }
        let host = Host(screen(zoom: 1))
        let controller = try XCTUnwrap(host.imageController)
        let hosts = controller.children.map(ObjectIdentifier.init)
        let marker = try XCTUnwrap(controller.children.first?.view)
        marker.center = CGPoint(x: -500, y: -500)
        host.update(screen(zoom: 1))
        XCTAssertEqual(marker.center, CGPoint(x: -500, y: -500))
        XCTAssertEqual(controller.children.map(ObjectIdentifier.init), hosts)
    }

    /// Markers get the SwiftUI environment: one reading an `@EnvironmentObject` renders (without
    /// the environment it would trap with "No ObservableObject of type Probe found").
    @MainActor
    func testMarkersReadTheEnvironment() throws {
        let probe = Probe()
        _ = Host(ZoomableImage(Self.image)
            .pixelOverlays(Array(Self.pins.prefix(2)), at: \.pixel) { _ in ProbeReader() }
            .environmentObject(probe))
        drainMainQueue()
        XCTAssertEqual(probe.appearances, 2)
    }

    final class Probe: ObservableObject {
        var appearances = 0
    }

    struct ProbeReader: View {
        @EnvironmentObject var probe: Probe
        var body: some View {
            Color.green.frame(width: 4, height: 4).onAppear { probe.appearances += 1 }
        }
    }

    /// A marker follows what it reads from the environment — here an app's own key, which no
    /// fixed list of values could compare — once the update that changed it has run. Before the
    /// fix the markers compared twelve known values, so this marker kept showing "1".
    @MainActor
    func testMarkersAreRenderedAgainWhenAnEnvironmentValueTheyReadChanges() throws {
        let log = EnvironmentLog()
        func screen(_ value: Int) -> some View {
            ZoomableImage(Self.image)
                .pixelOverlays(Array(Self.pins.prefix(1)), at: \.pixel) { _ in EnvironmentReader(log: log) }
                .environment(\.testMarkerValue, value)
        }
        let host = Host(screen(1))
        drainMainQueue()
        host.update(screen(2))
        drainMainQueue()
        XCTAssertEqual(log.values.last, 2)
    }

    final class EnvironmentLog {
        var values: [Int] = []
    }

    struct EnvironmentReader: View {
        let log: EnvironmentLog
        @Environment(\.testMarkerValue) var value
        var body: some View {
            Color.blue.frame(width: 4, height: 4)
                .onAppear { log.values.append(value) }
                .onChange(of: value) { log.values.append($0) }
        }
    }

    /// Focus follows the binding after the update, never inside it.
    @MainActor
    func testFocusFollowsTheBindingAfterTheUpdate() throws {
        let host = Host(ZoomableImage(Self.image).zoomableImageFocused(.constant(true)))
        let view = try XCTUnwrap(host.imageView)
        XCTAssertFalse(view.isFirstResponder)                  // not during SwiftUI's update
        drainMainQueue()
        XCTAssertTrue(view.isFirstResponder)
        host.update(ZoomableImage(Self.image).zoomableImageFocused(.constant(false)))
        drainMainQueue()
        XCTAssertFalse(view.isFirstResponder)
    }

    /// The image with the keyboard publishes what its menu commands can do, for
    /// `ZoomableImageCommands` to enable only those (600 × 400 in 300 × 500, limits 1…4): at rest
    /// only Zoom In; at 4 Zoom Out and Reset; without the keyboard nothing (all items disabled).
    @MainActor
    func testTheFocusedImagePublishesWhatItsMenuCommandsCanDo() throws {
        let host = Host(ZoomableImage(Self.image).zoomableImageFocused(.constant(true)))
        let view = try XCTUnwrap(host.imageView)
        drainMainQueue()
        drainMainQueue()
        XCTAssertTrue(view.isFirstResponder)
        let storage = try XCTUnwrap((view.observer as? ZoomableImageBridge)?.current.storage)
        XCTAssertEqual(storage.menu.published, ZoomMenuAvailability(canZoomIn: true, canZoomOut: false, canResetZoom: false))
        view.setZoomScale(4, animated: false)
        drainMainQueue()
        XCTAssertEqual(storage.menu.published, ZoomMenuAvailability(canZoomIn: false, canZoomOut: true, canResetZoom: true))
        host.update(ZoomableImage(Self.image).zoomableImageFocused(.constant(false)))
        drainMainQueue()
        drainMainQueue()
        XCTAssertNil(storage.menu.published)
    }

    /// A zoom state's command drives the view; its published values follow once the main queue
    /// turns. 600 × 400 fitted in 300 × 500 is 300 × 200 (0.5 pt per pixel); the pixel rect
    /// 0…150 × 0…100 fills the width at 300 / 150 = 2 pt per pixel, zoom scale 4.
    @MainActor
    func testAZoomStateDrivesAndFollowsTheView() throws {
        let state = ZoomableImageState()
        let host = Host(ZoomableImage(Self.image).zoomableImageState(state))
        let view = try XCTUnwrap(host.imageView)
        state.zoom(toPixelRect: CGRect(x: 0, y: 0, width: 150, height: 100), animated: false)
        XCTAssertEqual(view.zoomScale, 4, accuracy: 1e-9)
        drainMainQueue()
        XCTAssertEqual(state.zoomScale, 4, accuracy: 1e-9)
        XCTAssertTrue(state.isAtRest)
        state.resetZoom(animated: false)
        drainMainQueue()
        XCTAssertEqual(state.zoomScale, 1, accuracy: 1e-9)
    }

    /// Where one axis is unconstrained (a vertical scroll view), the image's aspect ratio gives
    /// the other: 600 × 400 in 300 wide is 300 × 200. iOS 16 and later.
    @MainActor
    func testAnUnconstrainedHeightFollowsTheAspectRatio() throws {
        guard #available(iOS 16, *) else { throw XCTSkip("sizeThatFits is iOS 16 and later") }
        let controller = UIHostingController(rootView: ZoomableImage(Self.image))
        let size = controller.sizeThatFits(in: CGSize(width: 300, height: CGFloat.infinity))
        XCTAssertEqual(size.width, 300, accuracy: 0.5)
        XCTAssertEqual(size.height, 200, accuracy: 0.5)
    }

    /// Loading bytes: the image arrives off the main thread, and reports the original's pixels.
    @MainActor
    func testDataLoadsAndReportsOriginalPixels() throws {
        let data = try XCTUnwrap(TestImage.make(storedPixels: CGSize(width: 640, height: 480)).pngData())
        let host = Host(ZoomableImage(data: data))
        let view = try XCTUnwrap(host.imageView)
        let loaded = expectation(for: NSPredicate { _, _ in view.image != nil }, evaluatedWith: nil)
        wait(for: [loaded], timeout: 10)
        XCTAssertEqual(view.originalPixelSize, CGSize(width: 640, height: 480))
    }
}
#endif
