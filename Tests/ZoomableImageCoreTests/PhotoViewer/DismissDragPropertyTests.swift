import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random sessions of a viewer page: a real zoom engine zoomed in and out between drags, pinches,
/// settles and page swipes flagged at random, drags begun, moved, rotated, released, cancelled
/// and caught mid-spring, second fingers, VoiceOver's escape, and NaN, ∞ and huge values. The
/// viewer performs every action (showing an appearance, springing back and finishing the
/// spring). After every step:
///
/// - nothing dismisses while zoomed: a released drag dismisses only a page at its minimum zoom;
/// - a drag begins only when every documented condition holds (restated here, not asked of the
///   type);
/// - what the machine says is shown is what the viewer shows; every spring back and dismissal
///   starts from it (no jump), and a drag moves the image by exactly its translation;
/// - a release dismisses exactly when its projection — the offset plus 0.499 s of the release
///   velocity (UIScrollView's 0.998 per ms) — is at least min(100, ¼ · the drag's height) from
///   rest on the side the image was dragged to: a throw back through rest never dismisses;
/// - every shown value is finite, the scale in 0.75…1, the opacity and progress in 0…1;
/// - once dismissed, nothing happens any more.
///
/// And every drag ends at rest: once the finger lifts and the spring finishes, the machine is at
/// rest (or dismissed) and the image shows no offset, scale or fade.
@Suite struct DismissDragPropertyTests {
    static let sessionCount: UInt64 = 20_000

    /// The viewer around the machine.
    struct Viewer {
        var machine = DismissDragStateMachine()
        var engine = Fixture.photoEngine()
        var shown = DismissDragAppearance.resting()
        var isSpringing = false
        var dragStartOffset = CGPoint.zero
        var container = CGSize(width: 300, height: 500)
        /// The height the drag under way measures its release against: the container's when it
        /// began, the new one after a rotation.
        var dragHeight: CGFloat = 500

        /// Performs `action`; returns a problem, or `nil`. `release` is the translation a release
        /// reported: it moves the image a last time, so a spring back or dismissal starts there.
        mutating func perform(_ action: DismissDragAction, release: CGPoint? = nil) -> String? {
            var expected = shown.offset
            if let release, release.isFinitePoint {
                expected = CGPoint(x: dragStartOffset.x + release.x, y: dragStartOffset.y + release.y)
            }
            switch action {
            case .none:
                return nil
            case .show(let look):
                shown = look
                isSpringing = false
            case .springBack(let from, let velocity):
                if !isClose(from.offset, expected) || from.anchor != shown.anchor {
                    return "the spring back starts from \(from), not from what is shown, \(shown)"
                }
                if release != nil, releaseMargin(offset: from.offset.y, velocity: velocity.y) > 1e-6 {
                    return "a release from \(from.offset) at \(velocity) sprang back"
                }
                shown = from
                isSpringing = true
            case .dismiss(let from, let velocity):
                // At rest the shrink's centre shows nothing, so only the offset must match.
                let anchorMatters = !(from.isResting && shown.isResting)
                if !isSpringing && (!isClose(from.offset, expected) || (anchorMatters && from.anchor != shown.anchor)) {
                    return "the dismissal starts from \(from), not from \(shown)"
                }
                if release != nil && abs(engine.zoomScale - engine.minimumZoomScale) > 1e-9 * engine.minimumZoomScale {
                    return "a drag dismissed a page zoomed to \(engine.zoomScale)"
                }
                if release != nil, releaseMargin(offset: from.offset.y, velocity: velocity.y) < -1e-6 {
                    return "a release from \(from.offset) at \(velocity) dismissed"
                }
            case .handOverToPinch(let look):
                if look != shown { return "the pinch takes over from \(look), not from \(shown)" }
                // The pinch now owns the image and brings it back into the zoom's limits.
                shown = .resting()
            }
            return nil
        }

        /// The documented release rule, restated: how far beyond min(100, ¼ · height) from rest the
        /// projection — 0.998 / 0.002 / 1000 = 0.499 s of velocity beyond the offset — lands on
        /// the side of the offset (a flick from exactly rest has no side: its own direction
        /// counts). Not negative: the release dismisses (rounding aside, hence the checks' 1e-6).
        func releaseMargin(offset: CGFloat, velocity: CGFloat) -> CGFloat {
            let projected = offset + velocity * 0.998 / 0.002 / 1000
            let distance = offset == 0 ? abs(projected) : (offset > 0 ? projected : -projected)
            return distance - Swift.min(100, dragHeight / 4)
        }
    }

    @Test func everyRandomSessionKeepsTheInvariants() {
        recordViolations(ofSeeds: Self.sessionCount) { Self.firstViolation(seed: $0) }
    }

    static func firstViolation(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        var viewer = Viewer()
        let steps = 5 + Int(random.next() % 40)
        for step in 0..<steps {
            let wasDismissed = viewer.machine.isDismissed
            var action = DismissDragAction.none
            var release: CGPoint?
            switch random.next() % 10 {
            case 0 where !viewer.machine.isDragging:
                // The zoom moves between drags: zoomed in, or back to rest.
                let scale = random.chance(0.5) ? viewer.engine.minimumZoomScale : random.uniform(1...4)
                _ = viewer.engine.setZoomScale(scale, around: CGPoint(x: 150, y: 250))
            case 0, 1, 2:
                let conditions = DismissDragConditions(
                    isEnabled: !random.chance(0.05), zoomScale: viewer.engine.zoomScale,
                    minimumZoomScale: viewer.engine.minimumZoomScale, isPinching: random.chance(0.1),
                    isSettling: random.chance(0.1), isPageSwiping: random.chance(0.1),
                    touchCount: random.chance(0.85) ? 1 : Int(random.next() % 3) * 2,
                    velocity: random.sometimesBadPoint(-1500...1500),
                    containerSize: random.chance(0.05) ? .zero : viewer.container)
                let shownOffset: CGPoint? = random.chance(0.7) ? random.sometimesBadPoint(-300...300) : nil
                let wasReturning = viewer.machine.isReturning
                let location = random.sometimesBadPoint(0...500)
                action = DismissDragAction(viewer.machine.begin(conditions, at: location, shownOffset: shownOffset))
                if action != .none {
                    // Restated from the documented rules: at rest, no pinch, settle or swipe, one
                    // finger, mostly vertical, a usable container, and not dismissed.
                    let atRest = abs(conditions.zoomScale - conditions.minimumZoomScale) <= 1e-9 * conditions.minimumZoomScale
                    let allowed = conditions.isEnabled && atRest && !conditions.isPinching && !conditions.isSettling
                        && !conditions.isPageSwiping && conditions.touchCount == 1 && conditions.velocity.isFinitePoint
                        && abs(conditions.velocity.y) > abs(conditions.velocity.x)
                        && conditions.containerSize.width > 0 && conditions.containerSize.height > 0
                    if !allowed { return "step \(step): a drag began against its conditions: \(conditions)" }
                    viewer.dragStartOffset = wasReturning && shownOffset?.isFinitePoint == true ? shownOffset! : .zero
                    viewer.dragHeight = conditions.containerSize.height
                }
            case 3, 4:
                let translation = random.sometimesBadPoint(-600...600)
                action = DismissDragAction(viewer.machine.move(translation: translation))
                if case .show(let look) = action {
                    let expected = CGPoint(x: viewer.dragStartOffset.x + translation.x,
                                           y: viewer.dragStartOffset.y + translation.y)
                    if !isClose(look.offset, expected) { return "step \(step): the image is at \(look.offset), not \(expected)" }
                }
            case 5:
                let translation = random.sometimesBadPoint(-600...600)
                action = DismissDragAction(viewer.machine.end(translation: translation, velocity: random.sometimesBadPoint(-3000...3000)))
                release = translation
            case 6:
                action = DismissDragAction(viewer.machine.cancel())
            case 7:
                action = DismissDragAction(viewer.machine.touchCountChanged(to: 1 + Int(random.next() % 3)))
            case 8:
                if viewer.isSpringing {
                    action = DismissDragAction(viewer.machine.springBackFinished())
                    viewer.shown = .resting()
                    viewer.isSpringing = false
                } else {
                    let size = random.chance(0.2) ? CGSize(width: CGFloat.nan, height: 0) : CGSize(width: 500, height: 300)
                    action = DismissDragAction(viewer.machine.containerChanged(to: size))
                    if case .show = action { viewer.dragHeight = size.height }
                }
            default:
                if random.chance(0.1) { action = DismissDragAction(viewer.machine.escape()) }
            }
            if wasDismissed && action != .none { return "step \(step): \(action) after the dismissal" }
            if let problem = viewer.perform(action, release: release) { return "step \(step): \(problem)" }
            if let problem = check(viewer) { return "step \(step): \(problem)" }
        }
        // The finger lifts (or is cancelled) and the spring finishes: every drag ends at rest.
        if viewer.machine.isDragging {
            let translation = random.sometimesBadPoint(-600...600)
            let cancels = random.chance(0.5)
            let action = cancels ? DismissDragAction(viewer.machine.cancel())
                : DismissDragAction(viewer.machine.end(translation: translation, velocity: random.sometimesBadPoint(-3000...3000)))
            if let problem = viewer.perform(action, release: cancels ? nil : translation) { return "at the end: \(problem)" }
        }
        if viewer.isSpringing {
            _ = viewer.machine.springBackFinished()
            viewer.shown = .resting()
        }
        if viewer.machine.isDismissed { return nil }
        if !viewer.machine.isAtRest { return "the session ended with the machine not at rest" }
        if !viewer.shown.isResting { return "the session ended showing \(viewer.shown)" }
        return nil
    }

    static func check(_ viewer: Viewer) -> String? {
        let look = viewer.shown
        guard look.offset.isFinitePoint, look.anchor.isFinitePoint else { return "non-finite appearance \(look)" }
        guard look.scale >= 0.75, look.scale <= 1, look.backgroundOpacity >= 0, look.backgroundOpacity <= 1,
              look.progress >= 0, look.progress <= 1
        else { return "appearance out of range: \(look)" }
        if viewer.machine.isDragging && viewer.machine.appearance != look {
            return "the machine says \(viewer.machine.appearance), the viewer shows \(look)"
        }
        return nil
    }
}

/// Every action the machine's events answer, in one type, so that the viewer above performs
/// them all in one place.
enum DismissDragAction: Equatable {
    case none
    case show(DismissDragAppearance)
    case springBack(from: DismissDragAppearance, velocity: CGPoint)
    case dismiss(from: DismissDragAppearance, velocity: CGPoint)
    case handOverToPinch(DismissDragAppearance)

    init(_ action: DismissDragStateMachine.ShowAction) {
        switch action {
        case .none: self = .none
        case .show(let look): self = .show(look)
        }
    }

    init(_ action: DismissDragStateMachine.TouchCountAction) {
        switch action {
        case .none: self = .none
        case .handOverToPinch(let look): self = .handOverToPinch(look)
        }
    }

    init(_ action: DismissDragStateMachine.ReleaseAction) {
        switch action {
        case .none: self = .none
        case .show(let look): self = .show(look)
        case .springBack(let look, let velocity): self = .springBack(from: look, velocity: velocity)
        case .dismiss(let look, let velocity): self = .dismiss(from: look, velocity: velocity)
        }
    }

    init(_ action: DismissDragStateMachine.CancelAction) {
        self.init(DismissDragStateMachine.ReleaseAction(action))
    }

    init(_ action: DismissDragStateMachine.SpringBackFinishedAction) {
        self = .none
    }

    init(_ action: DismissDragStateMachine.EscapeAction) {
        switch action {
        case .none: self = .none
        case .dismiss(let look, let velocity): self = .dismiss(from: look, velocity: velocity)
        }
    }
}
