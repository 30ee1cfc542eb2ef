import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Keyboard focus for SwiftUI. The bugs these pin, from the old `takesKeyboardFocus`: it called
/// `becomeFirstResponder` inside SwiftUI's update and on every entry into a window — pages a
/// `TabView(.page)` preloads stole the keyboard, and a list row scrolling back took it from a
/// text field. (Every action here is performed by the bridge after the update.)
@Suite struct KeyboardFocusStateMachineTests {
    @Test func aBindingSetToTrueAsksOnceAndTheResponderConfirms() {
        var focus = KeyboardFocusStateMachine()
        #expect(focus.update(.bound(true)) == .becomeFirstResponder)
        #expect(focus.update(.bound(true)) == .none)                     // already asked
        #expect(focus.responderChanged(isFirstResponder: true) == .none) // the binding already says so
        #expect(focus.isFocused)
        #expect(focus.update(.bound(true)) == .none)
    }

    @Test func aRequestThatFailsWithoutAWindowIsPerformedWhenTheViewEntersOne() {
        var focus = KeyboardFocusStateMachine()
        #expect(focus.update(.bound(true)) == .becomeFirstResponder)
        #expect(focus.responderChanged(isFirstResponder: false) == .none) // no window yet: failed
        #expect(focus.movedToWindow(true) == .becomeFirstResponder)
        #expect(focus.responderChanged(isFirstResponder: true) == .none)
        #expect(focus.isFocused)
    }

    /// A list row scrolled out: UIKit resigns the view as it leaves the window; the binding hears
    /// `false`. Scrolled back, nothing takes the keyboard from the text field that has it.
    @Test func leavingAndReEnteringAWindowNeverTakesTheKeyboardBack() {
        var focus = KeyboardFocusStateMachine()
        _ = focus.update(.bound(true))
        _ = focus.responderChanged(isFirstResponder: true)
        #expect(focus.movedToWindow(false) == .none)
        #expect(focus.responderChanged(isFirstResponder: false) == .writeBinding(false))
        #expect(focus.update(.bound(false)) == .none)
        #expect(focus.movedToWindow(true) == .none)
        #expect(!focus.isFocused)
    }

    @Test func aBindingSetToFalseResignsAndACancelledRequestDoesNothing() {
        var focus = KeyboardFocusStateMachine()
        _ = focus.update(.bound(true))
        _ = focus.responderChanged(isFirstResponder: true)
        #expect(focus.update(.bound(false)) == .resignFirstResponder)
        #expect(focus.responderChanged(isFirstResponder: false) == .none)  // as asked: nothing to write
        var waiting = KeyboardFocusStateMachine()
        _ = waiting.update(.bound(true))
        _ = waiting.responderChanged(isFirstResponder: false)                // waiting for a window
        #expect(waiting.update(.bound(false)) == .none)
        #expect(waiting.movedToWindow(true) == .none)                        // the request is gone
    }

    /// A click focuses the image: the binding is told `true`; a text field taking the keyboard:
    /// `false`. Without a binding nobody is told.
    @Test func theBindingFollowsTheResponder() {
        var focus = KeyboardFocusStateMachine()
        _ = focus.update(.bound(false))
        #expect(focus.responderChanged(isFirstResponder: true) == .writeBinding(true))
        #expect(focus.responderChanged(isFirstResponder: false) == .writeBinding(false))
        var unbound = KeyboardFocusStateMachine()
        _ = unbound.update(.none)
        #expect(unbound.responderChanged(isFirstResponder: true) == .none)
        #expect(unbound.responderChanged(isFirstResponder: false) == .none)
    }

    /// After the click wrote `true`, an update still carrying the older `false` (the write hasn't
    /// reached SwiftUI yet) must not resign the view it just focused.
    @Test func anUpdateOlderThanTheBindingsWriteIsIgnored() {
        var focus = KeyboardFocusStateMachine()
        _ = focus.update(.bound(false))
        #expect(focus.responderChanged(isFirstResponder: true) == .writeBinding(true))
        #expect(focus.update(.bound(false)) == .none)                        // stale
        #expect(focus.isFocused)
        #expect(focus.update(.bound(true)) == .none)                         // the write arrived
        #expect(focus.update(.bound(false)) == .resignFirstResponder)        // a real change now
    }

    /// A binding that never takes the write (a `FocusState` no `.focused` modifier uses reads
    /// `false` always; a constant binding): the write is awaited for one update only. By hand:
    /// click → write `true`; the next `false` may be older than the write (ignored, still
    /// focused); the one after is the binding's answer — it says `false`, so the view resigns.
    /// Before the fix every later `false` was ignored and the binding could no longer resign.
    @Test func aWriteTheBindingNeverTakesIsAwaitedForOneUpdateOnly() {
        var focus = KeyboardFocusStateMachine()
        _ = focus.update(.bound(false))
        #expect(focus.responderChanged(isFirstResponder: true) == .writeBinding(true))
        #expect(focus.update(.bound(false)) == .none)                        // maybe stale
        #expect(focus.isFocused)
        #expect(focus.update(.bound(false)) == .resignFirstResponder)        // the binding's answer
        #expect(!focus.isFocused)
        #expect(focus.update(.bound(true)) == .becomeFirstResponder)         // and it still works
    }

    /// The deprecated `takesKeyboardFocus()`: one request, the first time; after the keyboard went
    /// to a text field, later updates and window entries never take it back.
    @Test func focusOnAppearAsksOnlyOnce() {
        var focus = KeyboardFocusStateMachine()
        #expect(KeyboardFocusStateMachine.Request(takesFocusOnAppear: true) == .onAppear)
        #expect(KeyboardFocusStateMachine.Request(takesFocusOnAppear: false) == KeyboardFocusStateMachine.Request.none)
        #expect(focus.update(.onAppear) == .becomeFirstResponder)
        #expect(focus.responderChanged(isFirstResponder: true) == .none)
        #expect(focus.responderChanged(isFirstResponder: false) == .none)
        #expect(focus.update(.onAppear) == .none)
        #expect(focus.movedToWindow(true) == .none)
    }

    @Test func aBindingWinsOverTheDeprecatedModifier() {
        typealias Request = KeyboardFocusStateMachine.Request
        #expect(Request(binding: false, takesFocusOnAppear: true) == .bound(false))
        #expect(Request(binding: true, takesFocusOnAppear: false) == .bound(true))
        #expect(Request(binding: nil, takesFocusOnAppear: true) == .onAppear)
        #expect(Request(binding: nil, takesFocusOnAppear: false) == Request.none)
    }

    /// Each action calls its one primitive.
    @MainActor
    @Test func actionsArePerformedByTheirPrimitive() {
        final class Host: KeyboardFocusHost {
            var calls: [String] = []
            func becomeFirstResponder() { calls.append("become") }
            func resignFirstResponder() { calls.append("resign") }
            func writeFocusBinding(_ isFocused: Bool) { calls.append("write \(isFocused)") }
        }
        let host = Host()
        let actions: [KeyboardFocusStateMachine.Action] = [.none, .becomeFirstResponder, .resignFirstResponder,
                                                          .writeBinding(false)]
        actions.forEach { $0.perform(on: host) }
        #expect(host.calls == ["become", "resign", "write false"])
    }

    /// The pager recipe, `Binding(get: { selection == index }, set: { _ in })`, with a text field
    /// on the same screen: the field takes the keyboard, the image writes `false`, the binding
    /// refuses it and goes on reading `true`. Each keystroke updates the screen; no update may
    /// take the keyboard back, because the bound value never went from `false` to `true`. Before
    /// the fix the second update after the write asked for it again: the field lost the
    /// keyboard after about one keystroke.
    @Test func aBindingThatRefusesItsWriteNeverTakesTheKeyboardBackFromATextField() {
        var focus = KeyboardFocusStateMachine()
        #expect(focus.update(.bound(true)) == .becomeFirstResponder)             // the page appears selected
        #expect(focus.responderChanged(isFirstResponder: true) == .none)
        #expect(focus.responderChanged(isFirstResponder: false) == .writeBinding(false)) // the field took it
        let keystrokes = (0..<5).map { _ in focus.update(.bound(true)) }
        #expect(keystrokes == [.none, .none, .none, .none, .none])
        #expect(!focus.isFocused)
        #expect(focus.movedToWindow(true) == .none)
        // The person pages away and back: false, then true — an edge, which takes the keyboard.
        #expect(focus.update(.bound(false)) == .none)
        #expect(focus.update(.bound(true)) == .becomeFirstResponder)
    }

    /// Taking the keyboard is edge-triggered: the first update that carries `true` (the view
    /// appears with it), and each change from `false` to `true`. A `true` that stays `true` asks
    /// nothing, whatever the responder did in between.
    @Test(arguments: [
        // (bound values of successive updates, the view's responder changes before each update,
        //  the actions of the updates) — worked by hand from the rule above.
        ([true, true, true], [nil, nil, false], [KeyboardFocusStateMachine.Action.becomeFirstResponder, .none, .none]),
        ([false, true, true], [nil, nil, nil], [.none, .becomeFirstResponder, .none]),
        ([true, false, true], [nil, true, nil], [.becomeFirstResponder, .resignFirstResponder, .becomeFirstResponder]),
    ] as [([Bool], [Bool?], [KeyboardFocusStateMachine.Action])])
    func focusIsTakenOnlyWhenTheBindingBecomesTrue(values: [Bool], responder: [Bool?],
                                                    expected: [KeyboardFocusStateMachine.Action]) {
        var focus = KeyboardFocusStateMachine()
        let actions = zip(values, responder).map { value, isFirstResponder in
            _ = isFirstResponder.map { focus.responderChanged(isFirstResponder: $0) }
            return focus.update(.bound(value))
        }
        #expect(actions == expected)
    }

    /// Three pages of a pager, each bound to "its page is selected": only the selected one asks;
    /// paging resigns the old one and focuses the new one.
    @Test func inAPagerOnlyTheSelectedPageTakesTheKeyboard() {
        var pages = [KeyboardFocusStateMachine](repeating: KeyboardFocusStateMachine(), count: 3)
        let first = (0..<3).map { pages[$0].update(.bound($0 == 0)) }
        #expect(first == [.becomeFirstResponder, .none, .none])
        _ = pages[0].responderChanged(isFirstResponder: true)
        let paged = (0..<3).map { pages[$0].update(.bound($0 == 1)) }
        #expect(paged == [.resignFirstResponder, .becomeFirstResponder, .none])
    }
}
