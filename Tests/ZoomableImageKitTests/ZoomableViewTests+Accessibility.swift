#if canImport(UIKit)
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// `ZoomableView` for VoiceOver: one adjustable zoom element carrying the label, then the
/// content's own elements, framed where they are at the zoom (fixture: ``makeDiagram()``).
extension ZoomableViewTests {
    /// The label an app gives the container is the zoom element's alone; the container and the
    /// surface carry none as elements, so a query by label (VoiceOver's, a UI test's) finds one
    /// element, not two ("Multiple matching elements found").
    @MainActor
    func testTheLabelIsTheZoomElementsAlone() {
        let zoomable = ZoomableView(contentView: UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 240)))
        zoomable.accessibilityLabel = "Renderer diagram"
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityLabel, "Renderer diagram")
        XCTAssertTrue(zoomable.surface.zoomElement.isAccessibilityElement)
        XCTAssertFalse(zoomable.surface.isAccessibilityElement)
        XCTAssertNil(zoomable.accessibilityLabel)
        XCTAssertNil(zoomable.surface.accessibilityLabel)
        XCTAssertFalse(zoomable.isAccessibilityElement)
    }

    /// VoiceOver reaches the content's own elements: the surface is a container of the content
    /// view, whose button UIKit places on screen at the zoom, and then the zoom element
    /// (adjustable, no image; last, so that its frame does not take the button's touches). In a 300 × 500 window at its origin (window = screen coordinates):
    /// the button at (100, 100, 200 × 40) in the 600 × 400 diagram is at rest at 0.5 pt per point,
    /// 150 pt down: (50, 200, 100 × 20). Zoomed ×2 around the centre (150, 250) the diagram is
    /// 600 × 400 pt, centred: (−150, 50), so the button is at (−50, 150, 200 × 40); the zoom
    /// element stays the part on screen, the window's 300 × 500 (its frame through the zoom would
    /// be (−150, −250, 600 × 1000), mostly off screen, its centre a double tap on whatever is
    /// there).
    @MainActor
    func testTheContentsElementsAreReachableAndFollowTheZoom() throws {
        let (zoomable, diagram) = makeDiagram()
        let button = UIButton(type: .system)
        button.setTitle("Kitchen", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 40)
        diagram.addSubview(button)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        window.addSubview(zoomable)
        window.isHidden = false
        let elements = try XCTUnwrap(zoomable.surface.accessibilityElements)
        XCTAssertEqual(elements.count, 2)
        XCTAssertTrue(elements.first as AnyObject === diagram)
        XCTAssertTrue(elements.last as AnyObject === zoomable.surface.zoomElement)
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityTraits, .zoomableContent)   // adjustable
        XCTAssertTrue(button.isAccessibilityElement)
        assertFrame(button.accessibilityFrame, CGRect(x: 50, y: 200, width: 100, height: 20))
        assertFrame(zoomable.surface.zoomElement.accessibilityFrame, CGRect(x: 0, y: 0, width: 300, height: 500))
        zoomable.setZoomScale(2, animated: false)
        assertFrame(button.accessibilityFrame, CGRect(x: -50, y: 150, width: 200, height: 40))
        assertFrame(zoomable.surface.zoomElement.accessibilityFrame, CGRect(x: 0, y: 0, width: 300, height: 500))
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityActivationPoint.x, 150, accuracy: 1e-6)
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityActivationPoint.y, 250, accuracy: 1e-6)
        window.isHidden = true
    }

    /// Swipe up on the zoom element zooms the content a step (×1.5), as on an image.
    @MainActor
    func testTheZoomElementAdjustsTheZoom() {
        let (zoomable, _) = makeDiagram()
        zoomable.surface.zoomElement.accessibilityIncrement()
        XCTAssertEqual(zoomable.zoomScale, 1.5, accuracy: 1e-9)
    }

    /// VoiceOver moving its focus to an element zoomed out of sight brings it into view. The
    /// element — a `UIAccessibilityElement` of the diagram, placed by
    /// `accessibilityFrameInContainerSpace` ("in the coordinate space of the specified container
    /// view"), so its screen frame is UIKit's documented computation — is at (520, 100, 60 × 20) of
    /// the 600 × 400 diagram: at rest 0.5 pt per point, 150 pt down, (260, 200, 30 × 10) of the
    /// 300 × 500 container (window = screen). Zoomed ×3 about the centre it is at
    /// (480, 100, 90 × 30), none of it in view; the focus moves the content left by 270, to
    /// (210, 100, 90 × 30). (The move is animated; UIKit sets the model values at once.) A focus on
    /// anything else — here the zoom element — or Switch Control's moves nothing.
    @MainActor
    func testVoiceOversFocusOnContentOutOfSightBringsItIntoView() {
        let (zoomable, diagram) = makeDiagram()
        let pantry = UIAccessibilityElement(accessibilityContainer: diagram)
        pantry.accessibilityLabel = "Pantry"
        pantry.accessibilityFrameInContainerSpace = CGRect(x: 520, y: 100, width: 60, height: 20)
        diagram.accessibilityElements = [pantry]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        window.addSubview(zoomable)
        window.isHidden = false
        zoomable.setZoomScale(3, animated: false)
        assertFrame(pantry.accessibilityFrame, CGRect(x: 480, y: 100, width: 90, height: 30))
        let voiceOver = UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver.rawValue
        let switchControl = UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl.rawValue
        func focus(_ element: NSObject, by technology: String) {
            NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: nil,
                                            userInfo: [UIAccessibility.focusedElementUserInfoKey: element,
                                                       UIAccessibility.assistiveTechnologyUserInfoKey: technology])
        }
        focus(zoomable.surface.zoomElement, by: voiceOver)
        assertFrame(pantry.accessibilityFrame, CGRect(x: 480, y: 100, width: 90, height: 30))
        focus(pantry, by: switchControl)            // its scanning passes over elements by itself
        assertFrame(pantry.accessibilityFrame, CGRect(x: 480, y: 100, width: 90, height: 30))
        focus(pantry, by: voiceOver)
        assertFrame(pantry.accessibilityFrame, CGRect(x: 210, y: 100, width: 90, height: 30))
        XCTAssertEqual(zoomable.zoomScale, 3, accuracy: 1e-9)
        window.isHidden = true
    }

    /// A hint given to the container is the zoom element's, like the label.
    @MainActor
    func testTheHintIsTheZoomElementsAlone() {
        let zoomable = ZoomableView(contentView: UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 240)))
        zoomable.accessibilityHint = "Swipe up or down to zoom"
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityHint, "Swipe up or down to zoom")
        XCTAssertNil(zoomable.accessibilityHint)
        XCTAssertNil(zoomable.surface.accessibilityHint)
    }

    /// An app's actions on the container reach the zoom element after "Reset zoom", the one
    /// element that can offer them; reading them back gives the app's alone, and `nil` leaves
    /// "Reset zoom".
    @MainActor
    func testTheAppsActionsFollowResetZoomOnTheZoomElement() {
        let zoomable = ZoomableView(contentView: UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 240)))
        let share = UIAccessibilityCustomAction(name: "Share") { _ in true }
        let pin = UIAccessibilityCustomAction(name: "Add a pin") { _ in true }
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityCustomActions?.map(\.name), ["Reset zoom"])
        zoomable.accessibilityCustomActions = [share, pin]
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityCustomActions?.map(\.name), ["Reset zoom", "Share", "Add a pin"])
        XCTAssertEqual(zoomable.accessibilityCustomActions?.map(\.name), ["Share", "Add a pin"])
        zoomable.accessibilityCustomActions = nil
        XCTAssertEqual(zoomable.surface.zoomElement.accessibilityCustomActions?.map(\.name), ["Reset zoom"])
        XCTAssertNil(zoomable.accessibilityCustomActions)
    }

    func assertFrame(_ frame: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(frame.minX, expected.minX, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(frame.minY, expected.minY, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(frame.height, expected.height, accuracy: 1e-6, file: file, line: line)
    }
}
#endif
