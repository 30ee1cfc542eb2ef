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
        ///
        /// - Parameter takesFocus: the modifier's argument.
        public init(takesFocusOnAppear takesFocus: Bool) {
            self = takesFocus ? .onAppear : .none
        }

        /// The request of an update: the focus binding's value when there is one (it wins),
        /// otherwise the deprecated modifier's.
        ///
        /// - Parameters:
        ///   - binding: the focus binding's value, or `nil` without a binding.
        ///   - takesFocus: the deprecated `takesKeyboardFocus(_:)` modifier's argument.
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

    var responder = Responder.unfocused
    /// The last request an update carried.
    var request = Request.none
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
            guard value == written else { return .none }
        }
        self.request = request
        switch (request, responder) {
        case (.onAppear, .unfocused) where !didFocusOnAppear:
            didFocusOnAppear = true
            responder = .wanted
            return .becomeFirstResponder
        case (.bound(true), .unfocused):
            responder = .wanted
            return .becomeFirstResponder
        case (.bound(false), .focused):
            responder = .unfocused
            return .resignFirstResponder
        case (.bound(false), .wanted):
            responder = .unfocused
            return .none
        default:
            return .none
        }
    }

    /// The view became or stopped being first responder — or a request to become it returned
    /// without success — whatever the cause (a click, a text field, leaving the window).
    ///
    /// - Parameter isFirstResponder: the view's `isFirstResponder` now.
    public mutating func responderChanged(isFirstResponder: Bool) -> Action {
        switch (isFirstResponder, responder) {
        case (true, .focused), (false, .unfocused), (false, .wanted):
            // No change; or a failed request, which waits for a window.
            return .none
        case (true, _):
            responder = .focused
            return write(true)
        case (false, _):
            responder = .unfocused
            return write(false)
        }
    }

    /// The view entered (`true`) or left a window. Entering one performs a request still
    /// waiting; it never asks for focus again by itself.
    public mutating func movedToWindow(_ isInWindow: Bool) -> Action {
        isInWindow && responder == .wanted ? .becomeFirstResponder : .none
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
    ///
    /// - Parameter host: the bridge.
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
