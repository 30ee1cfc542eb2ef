import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The dismiss drag's events and actions, in a 390 × 844 pt viewer (full progress after 422 pt,
/// dismissal at a projected 100 pt).
@Suite struct DismissDragStateMachineTests {
    static let container = CGSize(width: 390, height: 844)
    static let start = CGPoint(x: 100, y: 300)

    static func look(_ x: CGFloat, _ y: CGFloat, anchor: CGPoint = start) -> DismissDragAppearance {
        DismissDragAppearance(offset: CGPoint(x: x, y: y), anchor: anchor, containerSize: container)
    }

    static func dragging() -> DismissDragStateMachine {
        var machine = DismissDragStateMachine()
        _ = machine.begin(DismissDragConditionsTests.atRest(), at: start)
        return machine
    }

    @Test func aDragFollowsTheFingerAndAFarReleaseDismisses() {
        var machine = DismissDragStateMachine()
        #expect(machine.begin(DismissDragConditionsTests.atRest(), at: Self.start) == .show(Self.look(0, 0)))
        #expect(machine.isDragging)
        #expect(machine.move(translation: CGPoint(x: 10, y: 120)) == .show(Self.look(10, 120)))
        // 120 + 0 ≥ 100: dismiss, from what is shown, with the release velocity.
        #expect(machine.end(translation: CGPoint(x: 10, y: 120), velocity: .zero)
            == .dismiss(from: Self.look(10, 120), velocity: .zero))
        #expect(machine.isDismissed)
    }

    @Test func aShortReleaseSpringsBackAndThenRests() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: 0, y: 50))
        // 50 + 0.499 · 60 = 79.94 < 100: spring back with the finger's velocity.
        #expect(machine.end(translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 60))
            == .springBack(from: Self.look(0, 50), velocity: CGPoint(x: 0, y: 60)))
        #expect(!machine.isAtRest)
        #expect(machine.springBackFinished() == .none)
        #expect(machine.isAtRest)
        #expect(machine.appearance.isResting)
    }

    /// Dragged 150 pt down and thrown back up at −1 500 pt/s: the projection, 150 − 748.5 =
    /// −598.5 pt, is past rest on the other side — the image springs back, with the throw's
    /// velocity, and nothing is dismissed.
    @Test func aThrowBackPastRestSpringsBack() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: 0, y: 150))
        #expect(machine.end(translation: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: -1500))
            == .springBack(from: Self.look(0, 150), velocity: CGPoint(x: 0, y: -1500)))
        #expect(!machine.isDismissed)
    }

    @Test func aCancelledDragSpringsBackWithoutVelocity() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: 0, y: 300))
        #expect(machine.cancel() == .springBack(from: Self.look(0, 300), velocity: .zero))
    }

    @Test func aDragReleasedWhereItBeganRestsAtOnce() {
        var machine = Self.dragging()
        #expect(machine.end(translation: .zero, velocity: .zero) == .show(Self.look(0, 0)))
        #expect(machine.isAtRest)
    }

    @Test func aSecondFingerHandsTheImageWhereItIsToAPinch() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: -20, y: 80))
        #expect(machine.touchCountChanged(to: 1) == .none)
        #expect(machine.touchCountChanged(to: 2) == .handOverToPinch(Self.look(-20, 80)))
        // The zoom owns the image now: the drag is over, nothing to spring back.
        #expect(machine.isAtRest)
        #expect(machine.end(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2000)) == .none)
    }

    @Test func aRefusedDragDoesNotBegin() {
        var machine = DismissDragStateMachine()
        var zoomed = DismissDragConditionsTests.atRest()
        zoomed.zoomScale = 3
        #expect(!machine.shouldBegin(zoomed))
        #expect(machine.begin(zoomed, at: Self.start) == .none)
        #expect(machine.move(translation: CGPoint(x: 0, y: 300)) == .none)
        #expect(machine.end(translation: CGPoint(x: 0, y: 300), velocity: .zero) == .none)
        #expect(machine.isAtRest)
        // A non-finite location does not begin either.
        #expect(machine.begin(DismissDragConditionsTests.atRest(), at: CGPoint(x: CGFloat.nan, y: 0)) == .none)
    }

    @Test func aTouchDuringTheSpringBackCatchesTheImageWhereItIsShown() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: 0, y: 60))
        _ = machine.cancel()
        // The spring has brought it back to 30 pt when a finger lands at (200, 500): the shrink
        // keeps its centre (100, 300) and the drag continues from 30 pt.
        #expect(machine.begin(DismissDragConditionsTests.atRest(), at: CGPoint(x: 200, y: 500),
                              shownOffset: CGPoint(x: 0, y: 30)) == .show(Self.look(0, 30)))
        #expect(machine.move(translation: CGPoint(x: 5, y: 10)) == .show(Self.look(5, 40)))
        // Without the shown offset, the spring is cut to rest and the drag starts at the new finger.
        var uncaught = Self.dragging()
        _ = uncaught.move(translation: CGPoint(x: 0, y: 60))
        _ = uncaught.cancel()
        let finger = CGPoint(x: 200, y: 500)
        #expect(uncaught.begin(DismissDragConditionsTests.atRest(), at: finger) == .show(Self.look(0, 0, anchor: finger)))
    }

    @Test func nonFiniteInputIsIgnoredAndTheLastGoodValueKept() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: 0, y: 70))
        #expect(machine.move(translation: CGPoint(x: CGFloat.nan, y: 400)) == .none)
        #expect(machine.appearance == Self.look(0, 70))
        // The release's translation is NaN: the last one (70) is used; a NaN velocity is zero.
        #expect(machine.end(translation: CGPoint(x: 0, y: CGFloat.infinity), velocity: CGPoint(x: CGFloat.nan, y: 0))
            == .springBack(from: Self.look(0, 70), velocity: .zero))
    }

    @Test func aRotationMidDragRecomputesTheAppearanceForTheNewHeight() {
        var machine = Self.dragging()
        _ = machine.move(translation: CGPoint(x: 0, y: 97.5))
        // Portrait: 97.5 / 422 = 0.231. Landscape, 390 pt tall: 97.5 / 195 = ½ → scale 0.875.
        guard case .show(let look) = machine.containerChanged(to: CGSize(width: 844, height: 390)) else {
            Issue.record("no appearance after the rotation")
            return
        }
        #expect(look.progress == 0.5 && look.scale == 0.875 && look.backgroundOpacity == 0.5)
        // An unusable size is ignored.
        #expect(machine.containerChanged(to: CGSize(width: 844, height: 0)) == .none)
        // The release uses the landscape threshold: 97.5 ≥ min(100, 390/4 = 97.5).
        guard case .dismiss = machine.end(translation: CGPoint(x: 0, y: 97.5), velocity: .zero) else {
            Issue.record("97.5 pt in a 390 pt tall viewer should dismiss")
            return
        }
    }

    @Test func voiceOversEscapeDismissesFromWhatIsShown() {
        var atRest = DismissDragStateMachine()
        #expect(atRest.escape() == .dismiss(from: .resting(), velocity: .zero))
        var dragging = Self.dragging()
        _ = dragging.move(translation: CGPoint(x: 0, y: 40))
        #expect(dragging.escape() == .dismiss(from: Self.look(0, 40), velocity: .zero))
        #expect(dragging.escape() == .none)
    }

    @Test func onceDismissedNothingElseHappens() {
        var machine = Self.dragging()
        _ = machine.end(translation: CGPoint(x: 0, y: 200), velocity: .zero)
        #expect(machine.refusal(DismissDragConditionsTests.atRest()) == .dismissing)
        #expect(machine.begin(DismissDragConditionsTests.atRest(), at: Self.start) == .none)
        #expect(machine.move(translation: CGPoint(x: 0, y: 10)) == .none)
        #expect(machine.touchCountChanged(to: 2) == .none)
        #expect(machine.cancel() == .none)
        #expect(machine.springBackFinished() == .none)
        #expect(machine.isDismissed)
    }

    /// Inline, the dismissal leaves the image where it was released (10, 120 pt down): the
    /// machine says so, refuses drags, and its end springs back from there, without velocity,
    /// to rest. A modal dismissal leaves it at rest: its end shows rest. With no dismissal under
    /// way the end is nothing. Before the fix the dismissed state was final and held nothing.
    @Test(arguments: BrowserDismissal.Presentation.allCases)
    func theEndOfADismissalSpringsBackFromWhereItLeftTheImage(presentation: BrowserDismissal.Presentation) {
        var machine = DismissDragStateMachine()
        machine.presentation = presentation
        _ = machine.begin(DismissDragConditionsTests.atRest(), at: Self.start)
        _ = machine.end(translation: CGPoint(x: 10, y: 120), velocity: .zero)
        let left = presentation == .inline ? Self.look(10, 120) : .resting()
        #expect(machine.isDismissed && machine.appearance == left)
        #expect(!machine.shouldBegin(DismissDragConditionsTests.atRest()))
        switch presentation {
        case .inline: #expect(machine.dismissalEnded() == .springBack(from: Self.look(10, 120)))
        case .modal: #expect(machine.dismissalEnded() == .show(.resting()))
        }
        #expect(!machine.isDismissed && machine.shouldBegin(DismissDragConditionsTests.atRest()))
        _ = machine.springBackFinished()
        #expect(machine.isAtRest)
        #expect(machine.dismissalEnded() == .none)
    }
}
