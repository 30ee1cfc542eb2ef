#if canImport(UIKit)
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// What only UIKit shows of a trackpad, a mouse and a keyboard: how the recognizers are set up,
/// that the scroll handler reads the pointer and the modifier keys, and the `UIKeyCommand`s and
/// actions the view offers. (What each input does is decided, and tested, in the core.) The
/// 600 × 400 photo aspect-fit in the harness's 300 × 500 container, resting centre (150, 250).
final class ZoomableImageViewPointerAndKeyboardTests: XCTestCase {
    static let photo = CGSize(width: 600, height: 400)

    /// Scrolls reach their own pan recognizer, which takes no touches (a finger keeps the pan's
    /// path), while the finger pan takes no scrolls; taps take every touch type, so a mouse's
    /// or trackpad's double click (an indirect pointer touch) toggles the zoom — with the primary
    /// button only.
    @MainActor
    func testTheScrollRecognizerTakesScrollsOnlyAndTheTapsTakeClicks() {
        let view = ZoomableImageView(image: TestImage.make(storedPixels: Self.photo))
        XCTAssertEqual(view.scrollRecognizer.allowedScrollTypesMask, .all)
        XCTAssertEqual(view.scrollRecognizer.allowedTouchTypes, [])
        XCTAssertTrue(view.scrollRecognizer.delegate === view)
        XCTAssertTrue(view.gestureRecognizers?.contains(view.scrollRecognizer) ?? false)
        XCTAssertEqual(view.panRecognizer.allowedScrollTypesMask, [])
        let pointer = NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)
        XCTAssertTrue(view.doubleTapRecognizer.allowedTouchTypes.contains(pointer))
        XCTAssertTrue(view.singleTapRecognizer.allowedTouchTypes.contains(pointer))
        XCTAssertEqual(view.doubleTapRecognizer.buttonMaskRequired, .primary)         // a right click is no tap
    }

    /// ⌘-scroll up 100 pt doubles the zoom around the pointer: the image point under it stays
    /// under it, and the recognizer's translation is read and reset. A plain scroll then pans.
    @MainActor
    func testACommandScrollZoomsAroundThePointerAndAPlainScrollPans() {
        let harness = Harness(image: TestImage.make(storedPixels: Self.photo))
        let scroll = FakeScrollRecognizer(target: nil, action: nil)
        let pointer = CGPoint(x: 100, y: 200)
        let underPointer = harness.view.convert(pointer, from: harness.container)
        harness.scroll(scroll, .began, at: pointer, modifiers: .command)
        harness.scroll(scroll, .changed, by: CGPoint(x: 0, y: 100), at: pointer, modifiers: .command)
        XCTAssertEqual(harness.view.zoomScale, 2, accuracy: 1e-9)
        XCTAssertPoint(harness.view.convert(underPointer, to: harness.container), pointer)
        XCTAssertEqual(scroll.fakeTranslation, .zero)
        harness.scroll(scroll, .ended, at: pointer, modifiers: .command)
        // At 2 about (100, 200) the centre is (200, 300); y settles to 250 (400 pt < 500 pt).
        let settledCentre = harness.view.interactionState.geometry.center
        harness.scroll(scroll, .began, at: pointer)
        harness.scroll(scroll, .changed, by: CGPoint(x: -30, y: 0), at: pointer)
        XCTAssertEqual(harness.view.zoomScale, 2, accuracy: 1e-9)
        // On screen is `layer.position`; `center` reports the resting centre, (150, 250).
        XCTAssertPoint(harness.view.layer.position, CGPoint(x: settledCentre.x - 30, y: settledCentre.y))
        XCTAssertPoint(harness.view.center, CGPoint(x: 150, y: 250))
        harness.scroll(scroll, .ended, at: pointer)
    }

    /// At rest the view offers ⌘+ alone — shown as "Zoom In", and as ⌘= unshown — with priority
    /// over the focus system; zoomed in, the arrows too, with UIKit's arrow inputs. Switched off,
    /// nothing, and it won't become first responder.
    @MainActor
    func testTheKeyCommandsFollowTheZoomAndTheOffSwitch() throws {
        let harness = Harness(image: TestImage.make(storedPixels: Self.photo))
        let view = harness.view
        XCTAssertTrue(view.canBecomeFirstResponder)
        let atRest = try XCTUnwrap(view.keyCommands)
        XCTAssertEqual(atRest.map(\.input), ["+", "="])
        XCTAssertEqual(atRest.map(\.modifierFlags), [.command, .command])
        XCTAssertEqual(atRest[0].discoverabilityTitle, "Zoom In")
        XCTAssertEqual(atRest[0].title, "Zoom In")
        XCTAssertNil(atRest[1].discoverabilityTitle)
        XCTAssertTrue(atRest.allSatisfy { $0.wantsPriorityOverSystemBehavior && !$0.allowsAutomaticMirroring })
        view.setZoomScale(2.5, animated: false)
        let inputs = try XCTUnwrap(view.keyCommands).compactMap(\.input)
        XCTAssertTrue(inputs.contains(UIKeyCommand.inputLeftArrow) && inputs.contains(UIKeyCommand.inputRightArrow))
        XCTAssertFalse(inputs.contains(UIKeyCommand.inputUpArrow))        // 500 pt tall in 500 pt: no room
        view.isKeyboardZoomEnabled = false
        XCTAssertEqual(view.keyCommands?.count, 0)
        XCTAssertFalse(view.canBecomeFirstResponder)
    }

    /// A key command's `propertyList` names what it does: ⌘+ zooms a step (the target at once),
    /// → then moves the zoomed image 50 pt.
    @MainActor
    func testPerformingTheOfferedKeyCommandsZoomsAndPans() throws {
        let harness = Harness(image: TestImage.make(storedPixels: Self.photo))
        let view = harness.view
        let zoomIn = try XCTUnwrap(view.keyCommands?.first)
        view.performZoomKeyCommand(zoomIn)
        XCTAssertEqual(view.zoomScale, 1.5)
        let right = try XCTUnwrap(view.keyCommands?.first { $0.input == UIKeyCommand.inputRightArrow && $0.modifierFlags == [] })
        view.performZoomKeyCommand(right)
        // At 1.5 the image spans 450 pt: x may be in [75, 225]; 150 − 50 = 100.
        XCTAssertPoint(view.interactionState.geometry.center, CGPoint(x: 100, y: 250))
    }

    /// The public actions work whatever the off switch, and validate like their keys: at rest
    /// ⌘− and ⌘0 can't be performed (a menu greys them out); other actions get UIKit's answer.
    @MainActor
    func testTheZoomActionsValidateLikeTheirKeys() {
        let harness = Harness(image: TestImage.make(storedPixels: Self.photo))
        let view = harness.view
        view.isKeyboardZoomEnabled = false
        XCTAssertTrue(view.canPerformAction(#selector(ZoomableImageView.zoomIn(_:)), withSender: nil))
        XCTAssertFalse(view.canPerformAction(#selector(ZoomableImageView.zoomOut(_:)), withSender: nil))
        XCTAssertFalse(view.canPerformAction(#selector(ZoomableImageView.resetZoom(_:)), withSender: nil))
        XCTAssertFalse(view.canPerformAction(#selector(UIResponderStandardEditActions.copy(_:)), withSender: nil))
        view.zoomIn(nil)
        XCTAssertEqual(view.zoomScale, 1.5)
        XCTAssertTrue(view.canPerformAction(#selector(ZoomableImageView.resetZoom(_:)), withSender: nil))
        view.resetZoom(nil)
        XCTAssertEqual(view.zoomScale, 1)
    }

    /// Without an image nothing is offered, no action can be performed and no scroll begins.
    @MainActor
    func testWithoutAnImageNoKeyIsOfferedAndNoScrollBegins() {
        let harness = Harness(image: nil)
        let view = harness.view
        XCTAssertEqual(view.keyCommands?.count, 0)
        XCTAssertFalse(view.canPerformAction(#selector(ZoomableImageView.zoomIn(_:)), withSender: nil))
        XCTAssertFalse(view.gestureRecognizerShouldBegin(view.scrollRecognizer))
        view.zoomIn(nil)
        XCTAssertEqual(view.zoomScale, 1)
    }
}
#endif
