import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The viewer's current page takes the keyboard as the viewer appears and after every page
/// change, and gives it up as the viewer goes — as Photos does on an iPad with a keyboard.
@Suite struct BrowserKeyboardFocusStateMachineTests {
    /// Opened on image 3 of 12: page 3 takes the keyboard; a swipe to 4 hands it to page 4; a
    /// reload keeping 4 makes a new page 4, which takes it again; closing gives it up from 4.
    @Test func theCurrentPageTakesTheKeyboardOnAppearingAndOnEveryChange() {
        var keyboard = BrowserKeyboardFocusStateMachine()
        #expect(keyboard.appeared(currentIndex: 3) == .focus(page: 3))
        #expect(keyboard.currentPageChanged(to: 4) == .focus(page: 4))
        #expect(keyboard.currentPageChanged(to: 4) == .focus(page: 4))
        #expect(keyboard.disappearing() == .resign(page: 4))
        #expect(keyboard.disappearing() == .none)
    }

    /// Before the viewer is on screen (a scroll to an image before presenting it) and after it
    /// went, a page change takes nothing; presented again, it takes the keyboard once more.
    @Test func offScreenNoPageTakesTheKeyboard() {
        var keyboard = BrowserKeyboardFocusStateMachine()
        #expect(keyboard.currentPageChanged(to: 2) == .none)
        #expect(keyboard.disappearing() == .none)
        _ = keyboard.appeared(currentIndex: 2)
        _ = keyboard.disappearing()
        #expect(keyboard.currentPageChanged(to: 3) == .none)
        #expect(keyboard.appeared(currentIndex: 3) == .focus(page: 3))
    }

    /// Without pages (none from the data source, or a reload that emptied it) nothing takes the
    /// keyboard, and closing has nothing to give up.
    @Test func withoutPagesNothingTakesTheKeyboard() {
        var keyboard = BrowserKeyboardFocusStateMachine()
        #expect(keyboard.appeared(currentIndex: nil) == .none)
        #expect(keyboard.disappearing() == .none)
        _ = keyboard.appeared(currentIndex: 1)
        #expect(keyboard.currentPageChanged(to: nil) == .none)
        #expect(keyboard.disappearing() == .none)
    }

    /// Each action is one call on the browser.
    @MainActor
    @Test func eachActionIsOneHostCall() {
        final class Recorder: BrowserKeyboardFocusHost {
            var calls: [String] = []
            func focusPage(at index: Int) { calls.append("focus \(index)") }
            func resignPage(at index: Int) { calls.append("resign \(index)") }
        }
        let host = Recorder()
        BrowserKeyboardFocusStateMachine.perform(BrowserKeyboardFocusStateMachine.FocusAction.none, on: host)
        BrowserKeyboardFocusStateMachine.perform(.focus(page: 2), on: host)
        BrowserKeyboardFocusStateMachine.perform(BrowserKeyboardFocusStateMachine.ResignAction.none, on: host)
        BrowserKeyboardFocusStateMachine.perform(.resign(page: 2), on: host)
        #expect(host.calls == ["focus 2", "resign 2"])
    }

    /// An inline pager (`takesFocus` false) never takes the keyboard — not on appearing, not on
    /// a page change — so a text field on its screen keeps it; and it resigns nothing it never
    /// took when it goes.
    @Test func aPagerThatTakesNoFocusNeverTakesOrResignsTheKeyboard() {
        var machine = BrowserKeyboardFocusStateMachine()
        machine.takesFocus = false
        #expect(machine.appeared(currentIndex: 3) == .none)
        #expect(machine.currentPageChanged(to: 4) == .none)
        #expect(machine.currentPageChanged(to: 0) == .none)
        #expect(machine.disappearing() == .none)
    }
}
