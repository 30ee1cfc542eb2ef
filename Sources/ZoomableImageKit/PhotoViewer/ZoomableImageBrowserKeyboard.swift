#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A ``ZoomableImageBrowser``'s keyboard: feeds its ``BrowserKeyboardFocusStateMachine`` what
/// the browser does, and performs the answers on its pages' image views. `becomeFirstResponder()`
/// "asks UIKit to make this object the first responder in its window", first asking the current
/// one to resign (https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder());
/// `resignFirstResponder()` gives it up. A page that cannot take it (``ZoomableImageView/isKeyboardZoomEnabled``
/// off) is left as it is.
@MainActor
final class ZoomableImageBrowserKeyboard: BrowserKeyboardFocusHost {
    /// The browser (weak: it owns this object).
    weak var browser: ZoomableImageBrowser?
    /// Which page has the keyboard, and when.
    var machine = BrowserKeyboardFocusStateMachine()

    init(browser: ZoomableImageBrowser) {
        self.browser = browser
    }

    /// The browser appeared, on page `currentIndex` (`nil`: none).
    func appeared(currentIndex: Int?) {
        BrowserKeyboardFocusStateMachine.perform(machine.appeared(currentIndex: currentIndex), on: self)
    }

    /// The current page changed, or the pages were made anew.
    func currentPageChanged(to index: Int?) {
        BrowserKeyboardFocusStateMachine.perform(machine.currentPageChanged(to: index), on: self)
    }

    /// The browser is going.
    func disappearing() {
        BrowserKeyboardFocusStateMachine.perform(machine.disappearing(), on: self)
    }

    // MARK: - BrowserKeyboardFocusHost

    func focusPage(at index: Int) {
        _ = browser?.pages[index]?.imageView.becomeFirstResponder()
    }

    func resignPage(at index: Int) {
        _ = browser?.pages[index]?.imageView.resignFirstResponder()
    }
}
#endif
