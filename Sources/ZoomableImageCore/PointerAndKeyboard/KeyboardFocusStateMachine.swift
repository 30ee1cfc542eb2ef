import Foundation

/// When a SwiftUI `ZoomableImage`'s view takes or gives up the keyboard (first responder), and
/// when the app's focus binding hears of it.
///
/// SwiftUI's rules, which the old `takesKeyboardFocus` broke: nothing changes inside an update
/// (every action is performed after it); focus follows the binding, not the view's trips in and
/// out of a window (a page a `TabView(.page)` preloads, a list row scrolled back, must not take
/// the keyboard from a text field); and the binding follows the responder (a click that focuses
/// the image writes `true`, a text field taking the keyboard writes `false`).
///
/// Taking the keyboard is edge-triggered: the view asks for it when an update carries `true` for
/// the first time (it appears with the binding set) or after one that carried `false` — never
/// because `true` is still there. A computed binding that refuses the image's writes, such as a
/// pager's `Binding(get: { selection == index }, set: { _ in })`, goes on reading `true` after a
/// text field on the same screen took the keyboard; each keystroke updates the screen, and a
/// level-triggered rule would take the keyboard back at once. Giving the keyboard up follows the
/// level: an update carrying `false` resigns a focused view.
///
/// ```swift
/// var focus = KeyboardFocusStateMachine()
/// focus.update(.bound(true))            // .becomeFirstResponder, after the update
/// focus.responderChanged(isFirstResponder: false)   // it failed (no window yet): still wanted
/// focus.movedToWindow(true)             // .becomeFirstResponder again, now it can
/// ```
@_spi(Internals)
public struct KeyboardFocusStateMachine: Equatable, Sendable {
    /// What the app asks for in an update.
    public enum Request: Equatable, Sendable {
        /// Nothing: the view is left alone (a click may still focus it).
        case none
        /// Focus once, when the view first can (the deprecated `takesKeyboardFocus()`); never
        /// again after it gave the keyboard away.
        case onAppear
        /// A focus binding holding this value.
        case bound(Bool)

        /// The request of the deprecated `takesKeyboardFocus(_:)` modifier.
        public init(takesFocusOnAppear takesFocus: Bool) {
            self = takesFocus ? .onAppear : .none
        }

        /// The request of an update: the focus binding's value when there is one (it wins),
        /// otherwise the deprecated `takesKeyboardFocus(_:)` modifier's argument.
        public init(binding: Bool?, takesFocusOnAppear takesFocus: Bool) {
            self = binding.map(Request.bound) ?? Request(takesFocusOnAppear: takesFocus)
        }
    }

    /// What the bridge must do, after the update.
    public enum Action: Equatable, Sendable {
        case none
        case becomeFirstResponder
        case resignFirstResponder
        /// Write this value to the focus binding.
        case writeBinding(Bool)
    }

    /// Where the keyboard is.
    enum Responder: Equatable, Sendable {
        /// Not first responder, and not asked to be.
        case unfocused
        /// Asked to become first responder and not there yet (no window yet, or the request is
        /// on its way).
        case wanted
        case focused
    }

    /// What an update asks of the responder.
    enum Wish: Equatable, Sendable {
        case take, giveUp, leave
    }

    var responder = Responder.unfocused
    /// What the binding is believed to hold: the last value an update carried, or the value
    /// written to it since (`.bound`); the other requests for no binding.
    var request = Request.none
    /// The last value an update's binding carried (not the machine's writes): what a new value is
    /// compared with to find a change from `false` to `true`. `nil` before any, and without a
    /// binding.
    var carried: Bool?
    /// A value written to the binding that no update has carried back yet. The one next update
    /// carrying the other value is taken as older than the write and ignored; it also ends the
    /// wait, so a binding that refuses the write (a constant, or a value nothing else sets) is
    /// obeyed from the update after — the write is never awaited for ever.
    var unobservedWrite: Bool?
    /// Whether the one focus `.onAppear` asks for was asked for.
    var didFocusOnAppear = false

    /// A view that holds no focus and was asked for none.
    public init() {}

    /// Whether the view should be first responder now, as far as the machine knows.
    public var isFocused: Bool { responder == .focused }

    /// SwiftUI updated the view with `request`.
    public mutating func update(_ request: Request) -> Action {
        if case .bound(let value) = request, let written = unobservedWrite {
            unobservedWrite = nil
            // Tolerated: an update older than the machine's own write. It says nothing new.
            guard value == written else { return .none }
        }
        self.request = request
        let wish = wish(for: request)
        switch (wish, responder) {
        case (.take, .unfocused):
            responder = .wanted
            return .becomeFirstResponder
        case (.take, .wanted), (.take, .focused):
            // Already asked for, or already there.
            return .none
        case (.giveUp, .focused):
            responder = .unfocused
            return .resignFirstResponder
        case (.giveUp, .wanted):
            // The request still waiting for a window is dropped.
            responder = .unfocused
            return .none
        case (.giveUp, .unfocused), (.leave, .unfocused), (.leave, .wanted), (.leave, .focused):
            return .none
        }
    }

    /// What `request` asks of the responder, remembering what it carried: `take` on the first
    /// `true` and on a change from `false` to `true` (and once for `.onAppear`), `giveUp` on
    /// `false`, `leave` otherwise.
    mutating func wish(for request: Request) -> Wish {
        switch request {
        case .none:
            carried = nil
            return .leave
        case .onAppear:
            carried = nil
            defer { didFocusOnAppear = true }
            return didFocusOnAppear ? .leave : .take
        case .bound(let value):
            defer { carried = value }
            return value ? (carried == true ? .leave : .take) : .giveUp
        }
    }

    /// The view became or stopped being first responder — or a request to become it returned
    /// without success — whatever the cause (a click, a text field, leaving the window).
    public mutating func responderChanged(isFirstResponder: Bool) -> Action {
        switch (isFirstResponder, responder) {
        case (true, .focused), (false, .unfocused), (false, .wanted):
            // No change; or a failed request, which waits for a window.
            return .none
        case (true, .unfocused), (true, .wanted):
            responder = .focused
            return write(true)
        case (false, .focused):
            responder = .unfocused
            return write(false)
        }
    }

    /// The view entered (`true`) or left a window. Entering one performs a request still
    /// waiting; it never asks for focus again by itself.
    public mutating func movedToWindow(_ isInWindow: Bool) -> Action {
        switch responder {
        case .wanted:
            return isInWindow ? .becomeFirstResponder : .none
        case .unfocused, .focused:
            return .none
        }
    }

    /// Tells a focus binding what happened, when it holds something else.
    mutating func write(_ value: Bool) -> Action {
        guard case .bound(let bound) = request, bound != value else { return .none }
        request = .bound(value)
        unobservedWrite = value
        return .writeBinding(value)
    }
}

/// Performs a ``KeyboardFocusStateMachine``'s actions: each primitive does one thing.
@MainActor
@_spi(Internals)
public protocol KeyboardFocusHost: AnyObject {
    /// Asks the view to become first responder.
    func becomeFirstResponder()
    /// Asks the view to resign first responder.
    func resignFirstResponder()
    /// Writes the focus binding.
    func writeFocusBinding(_ isFocused: Bool)
}

extension KeyboardFocusStateMachine.Action {
    /// Performs the action on `host` (call it after SwiftUI's update).
    @MainActor
    public func perform(on host: some KeyboardFocusHost) {
        switch self {
        case .none: break
        case .becomeFirstResponder: host.becomeFirstResponder()
        case .resignFirstResponder: host.resignFirstResponder()
        case .writeBinding(let value): host.writeFocusBinding(value)
        }
    }
}
