#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
@_spi(Internals) import ZoomableImageCore

/// Tells a ``ZoomableImageView`` when fingers land on it and lift, as soon as they do: a
/// recognizer that never recognizes, never cancels or delays touches, and never blocks another.
///
/// The view's own `touchesBegan` would arrive too late or not at all: a paging `UIScrollView`
/// (`delaysContentTouches`) holds it back about 150 ms, the double-tap recognizer
/// (`delaysTouchesEnded`) holds the lift back until a second tap can no longer come, and a
/// recognizer that begins cancels the view's touches. Recognizers get touches at once.
/// When the touches end, UIKit fails and resets it, ready for the next sequence.
@MainActor
final class TouchTracker: UIGestureRecognizer {
    /// Called with each landing: how many touches, and what is on screen then.
    var onTouchesBegan: ((Int) -> Void)?
    /// Called with each lift or cancellation: how many touches.
    var onTouchesEnded: ((Int) -> Void)?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        onTouchesBegan?(touches.count)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        onTouchesEnded?(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        onTouchesEnded?(touches.count)
    }

    /// Never keeps another recognizer from recognizing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Never kept from receiving touches by another recognizer.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
#endif
