#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
import XCTest
@testable import ZoomableImageKit

/// Solid images of a known pixel size, scale and orientation.
enum TestImage {
    /// - Parameters:
    ///   - storedPixels: the cgImage's width and height in pixels (before orientation).
    ///   - scale: the `UIImage.scale`.
    ///   - orientation: the `UIImage.imageOrientation`.
    @MainActor
    static func make(storedPixels: CGSize, scale: CGFloat = 1, orientation: UIImage.Orientation = .up) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let rendered = UIGraphicsImageRenderer(size: storedPixels, format: format).image { context in
            UIColor.darkGray.setFill()
            context.fill(CGRect(origin: .zero, size: storedPixels))
        }
        guard let cgImage = rendered.cgImage else { return rendered }
        return UIImage(cgImage: cgImage, scale: scale, orientation: orientation)
    }
}

/// A window with a 300 × 500 clipping container at (20, 40), holding a zoomable view that fills
/// it and follows it with autoresizing. The offset makes window and container spaces differ.
@MainActor
final class Harness {
    let window: UIWindow
    let container: UIView
    let view: ZoomableImageView

    /// - Parameters:
    ///   - image: the image to show.
    ///   - contentMode: the view's content mode. Aspect fit by default.
    ///   - inWindow: whether the container is put in the window. `true` by default. `false`
    ///     leaves it outside any window, where UIKit gives every view zero safe-area insets: on a
    ///     simulator with a notch or Dynamic Island the window's top inset (up to 59 pt) would
    ///     otherwise reach into the container at y = 40, and move whatever follows the safe area.
    init(image: UIImage?, contentMode: UIView.ContentMode = .scaleAspectFit, inWindow: Bool = true) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        container = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 500))
        container.clipsToBounds = true
        view = ZoomableImageView(image: image)
        view.contentMode = contentMode
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        if inWindow { window.addSubview(container) }
        window.isHidden = false
        layOut()
    }

    /// Runs the pending layout passes: the window's, or the container's when it has no window.
    func layOut() {
        (container.window ?? container).layoutIfNeeded()
    }
}

/// Records what a ZoomableImageView reports.
@MainActor
final class RecordingDelegate: ZoomableImageViewDelegate {
    var taps: [CGPoint] = []
    var changes: [CGFloat] = []
    var ends: [CGFloat] = []
    var onChange: ((ZoomableImageView) -> Void)?

    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) { taps.append(pixel) }
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        changes.append(zoomScale)
        onChange?(view)
    }
    var onEnd: ((ZoomableImageView) -> Void)?

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        ends.append(zoomScale)
        onEnd?(view)
    }
}

// MARK: - Recognizers a test drives

/// A pinch recognizer whose state, scale, centroid and touch count the test sets, to call
/// `ZoomableImageView.handlePinch(_:)` with exactly what UIKit would deliver.
final class FakePinchRecognizer: UIPinchGestureRecognizer {
    var fakeState: UIGestureRecognizer.State = .possible
    var fakeScale: CGFloat = 1
    /// The centroid, in window coordinates.
    var centroidInWindow: CGPoint = .zero
    var touchCount = 2

    override var state: UIGestureRecognizer.State {
        get { fakeState }
        set { fakeState = newValue }
    }
    override var scale: CGFloat {
        get { fakeScale }
        set { fakeScale = newValue }
    }
    override var numberOfTouches: Int { touchCount }
    override func location(in view: UIView?) -> CGPoint {
        view?.convert(centroidInWindow, from: nil) ?? centroidInWindow
    }
}

/// A pan recognizer whose state, translation and velocity the test sets (a translation, being a
/// difference, is the same in the window and in an unrotated, unscaled container).
final class FakePanRecognizer: UIPanGestureRecognizer {
    var fakeState: UIGestureRecognizer.State = .possible
    var fakeTranslation: CGPoint = .zero
    var fakeVelocity: CGPoint = .zero

    override var state: UIGestureRecognizer.State {
        get { fakeState }
        set { fakeState = newValue }
    }
    override func translation(in view: UIView?) -> CGPoint { fakeTranslation }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) { fakeTranslation = translation }
    override func velocity(in view: UIView?) -> CGPoint { fakeVelocity }
}

/// A scroll recognizer (a pan taking trackpad and wheel scrolls) whose state, translation,
/// velocity, pointer and modifier keys the test sets.
final class FakeScrollRecognizer: UIPanGestureRecognizer {
    var fakeState: UIGestureRecognizer.State = .possible
    var fakeTranslation: CGPoint = .zero
    /// The pointer, in window coordinates.
    var pointerInWindow: CGPoint = .zero
    var fakeModifierFlags: UIKeyModifierFlags = []

    override var state: UIGestureRecognizer.State {
        get { fakeState }
        set { fakeState = newValue }
    }
    override func translation(in view: UIView?) -> CGPoint { fakeTranslation }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) { fakeTranslation = translation }
    override func velocity(in view: UIView?) -> CGPoint { .zero }
    override func location(in view: UIView?) -> CGPoint {
        view?.convert(pointerInWindow, from: nil) ?? pointerInWindow
    }
    override var numberOfTouches: Int { 0 }
    override var modifierFlags: UIKeyModifierFlags { fakeModifierFlags }
}

/// A tap recognizer whose state and location the test sets.
final class FakeTapRecognizer: UITapGestureRecognizer {
    var fakeState: UIGestureRecognizer.State = .possible
    /// The tap, in window coordinates.
    var locationInWindow: CGPoint = .zero

    override var state: UIGestureRecognizer.State {
        get { fakeState }
        set { fakeState = newValue }
    }
    override func location(in view: UIView?) -> CGPoint {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }
}

extension Harness {
    /// Delivers one pinch callback: `state`, the scale since the last reset, the centroid in
    /// container space and the touch count.
    func pinch(_ recognizer: FakePinchRecognizer, _ state: UIGestureRecognizer.State, scale: CGFloat = 1,
               at point: CGPoint, touches: Int = 2) {
        recognizer.state = state
        recognizer.scale = scale
        recognizer.centroidInWindow = container.convert(point, to: nil)
        recognizer.touchCount = touches
        view.handlePinch(recognizer)
    }

    /// Delivers one pan callback: `state` and the translation since the last reset (container
    /// space).
    func pan(_ recognizer: FakePanRecognizer, _ state: UIGestureRecognizer.State, by translation: CGPoint = .zero,
             velocity: CGPoint = .zero) {
        recognizer.state = state
        recognizer.fakeTranslation = translation
        recognizer.fakeVelocity = velocity
        view.handlePan(recognizer)
    }

    /// Delivers one scroll callback: `state`, the translation since the last reset, the pointer
    /// in container space and the modifier keys held.
    func scroll(_ recognizer: FakeScrollRecognizer, _ state: UIGestureRecognizer.State, by translation: CGPoint = .zero,
                at pointer: CGPoint, modifiers: UIKeyModifierFlags = []) {
        recognizer.state = state
        recognizer.fakeTranslation = translation
        recognizer.pointerInWindow = container.convert(pointer, to: nil)
        recognizer.fakeModifierFlags = modifiers
        view.handleScroll(recognizer)
    }

    /// Delivers a recognized double tap at `point`, in container space.
    func doubleTap(at point: CGPoint) {
        let recognizer = FakeTapRecognizer(target: nil, action: nil)
        recognizer.state = .ended
        recognizer.locationInWindow = container.convert(point, to: nil)
        view.handleDoubleTap(recognizer)
    }
}

extension ZoomableImageView {
    /// The view's subviews but its image canvas (the tiles and the grid, always there).
    var subviewsOverTheImage: [UIView] {
        subviews.filter { $0 !== imageCanvas }
    }
}

func XCTAssertPoint(_ actual: CGPoint?, _ expected: CGPoint, accuracy: CGFloat = 1e-6,
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("nil instead of \(expected)", file: file, line: line) }
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
}

func XCTAssertRect(_ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-6,
                   file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertPoint(actual.origin, expected.origin, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}
#endif
