import Foundation

/// Which of a photo viewer's pages has the keyboard (is first responder), and when.
///
/// As in Photos, the current page takes the keyboard when the viewer has appeared and again after
/// every page change — a swipe, a scroll to an image, a reload that made the pages anew — so that
/// ⌘+ ⌘− ⌘0 and the arrow keys act on the photo on screen. As the viewer goes, the page gives
/// the keyboard up, so keys reach the screen below again. Nothing is taken while the viewer is
/// off screen (a scroll to an image before it is presented), and nothing without pages.
///
/// ```swift
/// var keyboard = BrowserKeyboardFocusStateMachine()
/// keyboard.appeared(currentIndex: 3)          // .focus(page: 3)
/// keyboard.currentPageChanged(to: 4)          // .focus(page: 4): the swipe's new page
/// keyboard.disappearing()                     // .resign(page: 4)
/// ```
@_spi(Internals) public struct BrowserKeyboardFocusStateMachine: Equatable, Sendable {
    /// What ``appeared(currentIndex:)`` and ``currentPageChanged(to:)`` answer.
    public enum FocusAction: Equatable, Sendable {
        /// Nothing: the viewer is off screen, or has no pages.
        case none
        /// Make this page's image view first responder.
        case focus(page: Int)
    }

    /// What ``disappearing()`` answers.
    public enum ResignAction: Equatable, Sendable {
        /// Nothing: no page took the keyboard.
        case none
        /// This page's image view gives up first responder.
        case resign(page: Int)
    }

    enum State: Equatable, Sendable {
        /// Not on screen: no page takes the keyboard.
        case offScreen
        /// On screen; the page asked to take the keyboard, `nil` without pages.
        case onScreen(focused: Int?)
    }

    var state = State.offScreen
    /// Whether the current page takes the keyboard: `true` (the default) for the full-screen
    /// browser; `false` for an inline pager, which shares its screen with text fields it would
    /// otherwise take the keyboard from on every page change and every change of its items.
    public var takesFocus = true

    /// A viewer not on screen yet.
    public init() {}

    /// The viewer appeared (`viewDidAppear`), showing page `currentIndex` (`nil`: no pages).
    /// Appearing again while on screen (a controller it presented went away) takes the keyboard
    /// back for the current page.
    public mutating func appeared(currentIndex: Int?) -> FocusAction {
        switch state {
        case .offScreen, .onScreen:
            let focused = takesFocus ? currentIndex : nil
            state = .onScreen(focused: focused)
            return focused.map { .focus(page: $0) } ?? .none
        }
    }

    /// The current page changed (a swipe, a scroll to an image), or the pages were made anew
    /// (a reload): the current one takes the keyboard, once the viewer is on screen.
    ///
    /// - Parameter index: the current page now, `nil` without pages.
    public mutating func currentPageChanged(to index: Int?) -> FocusAction {
        switch state {
        case .offScreen:
            return .none
        case .onScreen:
            let focused = takesFocus ? index : nil
            state = .onScreen(focused: focused)
            return focused.map { .focus(page: $0) } ?? .none
        }
    }

    /// The viewer is going (`viewWillDisappear`): the page that has the keyboard gives it up.
    public mutating func disappearing() -> ResignAction {
        switch state {
        case .offScreen:
            return .none
        case .onScreen(let focused):
            state = .offScreen
            return focused.map { .resign(page: $0) } ?? .none
        }
    }
}

/// What performs a ``BrowserKeyboardFocusStateMachine`` action: the browser, whose pages'
/// image views take and give up the keyboard.
@_spi(Internals) @MainActor
public protocol BrowserKeyboardFocusHost: AnyObject {
    /// Makes page `index`'s image view first responder (a page not held does nothing).
    func focusPage(at index: Int)
    /// Makes page `index`'s image view give up first responder.
    func resignPage(at index: Int)
}

@_spi(Internals)
extension BrowserKeyboardFocusStateMachine {
    /// Performs a focus action on `host`: one call, none for `.none`.
    @MainActor
    public static func perform(_ action: FocusAction, on host: some BrowserKeyboardFocusHost) {
        switch action {
        case .none: break
        case .focus(let index): host.focusPage(at: index)
        }
    }

    /// Performs a resign action on `host`: one call, none for `.none`.
    @MainActor
    public static func perform(_ action: ResignAction, on host: some BrowserKeyboardFocusHost) {
        switch action {
        case .none: break
        case .resign(let index): host.resignPage(at: index)
        }
    }
}
