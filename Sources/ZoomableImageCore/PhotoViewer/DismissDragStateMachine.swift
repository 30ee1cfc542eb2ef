import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Drag to dismiss, as a state machine: fed the drag recognizer's events, it answers each with
/// the action made for it (``ShowAction``, ``ReleaseAction``, …) that the viewer performs.
///
/// - **Begin** only at rest, with one finger, mostly vertically, and not during a pinch, a page
///   swipe or a settle (``DismissDragConditions``). A drag may also begin on a spring back still
///   under way: it catches the image where it is shown.
/// - **Drag**: the image follows the finger, shrinks and fades the background with the distance
///   (``DismissDragAppearance``).
/// - **A second finger** ends the drag and hands the image, where it is, to a pinch.
/// - **Release**: dismiss when the projected position is far enough (``DismissDragRelease``),
///   otherwise spring back; a cancelled drag springs back.
/// - **VoiceOver's escape** dismisses, from whatever is shown.
///
/// Once dismissed the machine ignores every drag and escape until ``dismissalEnded()``. A modal
/// viewer takes the image away (its pages go with it, so it never sends that); an inline one
/// (``presentation``) leaves the image where it was released while the app's own transition takes
/// the viewer away, and when the app kept it on screen, ``dismissalEnded()`` springs it back from
/// there. Every other drag ends at rest: released or cancelled, it springs back, and
/// ``springBackFinished()`` returns to ``isAtRest``.
///
/// ```swift
/// var machine = DismissDragStateMachine()
/// // gestureRecognizerShouldBegin:
/// machine.shouldBegin(conditions)                                      // true at rest
/// _ = machine.begin(conditions, at: pan.location(in: container))        // .show(resting)
/// _ = machine.move(translation: CGPoint(x: 10, y: 120))                 // .show(…): follow
/// machine.end(translation: CGPoint(x: 10, y: 120), velocity: .zero)    // .dismiss(…): 120 ≥ 100
/// ```
///
/// Translations are the recognizer's `translation(in: container)` since the drag began
/// (cumulative: do not reset it). Non-finite translations are ignored (the last good one stays
/// shown); non-finite velocities count as zero.
@_spi(Internals) public struct DismissDragStateMachine: Equatable, Sendable {
    /// One drag under way.
    struct Drag: Equatable, Sendable {
        /// Where the drag began, container space: the image shrinks about it.
        var anchor: CGPoint
        /// The offset shown when the drag began: zero, or where a caught spring back was.
        var startOffset: CGPoint
        /// The last finite translation since the drag began, container space.
        var translation: CGPoint
        /// The viewer's size, points.
        var containerSize: CGSize

        var appearance: DismissDragAppearance {
            DismissDragAppearance(offset: CGPoint(x: startOffset.x + translation.x, y: startOffset.y + translation.y),
                                  anchor: anchor, containerSize: containerSize)
        }
    }

    /// Where the machine is.
    enum State: Equatable, Sendable {
        /// Nothing moves; the image rests.
        case idle
        /// A finger drags the image.
        case dragging(Drag)
        /// The image springs back from this appearance.
        case returning(DismissDragAppearance)
        /// The viewer is being (or has been) dismissed, the image left at this appearance: the
        /// released one for an inline viewer, the resting one for a modal viewer (which takes the
        /// image away). Until ``dismissalEnded()``.
        case dismissed(left: DismissDragAppearance)
    }

    /// Where the machine is. `.idle` by default. Set only by the events, and by a trace's start
    /// (``TraceStart/PhotoViewer``).
    var state: State = .idle

    /// How the viewer dismisses: `.modal` takes the image away, `.inline` leaves it where it was
    /// released (``State/dismissed(left:)``). `.modal` by default.
    public var presentation: BrowserDismissal.Presentation = .modal

    /// A machine at rest.
    public init() {}

    /// Whether nothing moves: no drag, no spring back, not dismissed.
    public var isAtRest: Bool { state == .idle }
    /// Whether a finger drags the image.
    public var isDragging: Bool { if case .dragging = state { true } else { false } }
    /// Whether the viewer is being dismissed.
    public var isDismissed: Bool { if case .dismissed = state { true } else { false } }

    /// What the drag shows now: the resting appearance at rest, the appearance a spring back
    /// started from while it runs, and once dismissed the one the image was left at.
    public var appearance: DismissDragAppearance {
        switch state {
        case .idle: .resting()
        case .dragging(let drag): drag.appearance
        case .returning(let from), .dismissed(let from): from
        }
    }

    /// Why a drag with these conditions may not begin now; `nil` when it may.
    ///
    /// - Parameter conditions: what the viewer knows as the drag is about to begin.
    public func refusal(_ conditions: DismissDragConditions) -> DismissDragRefusal? {
        switch state {
        case .dismissed: .dismissing
        case .idle, .dragging, .returning: conditions.refusal
        }
    }

    /// Whether a drag with these conditions begins (`gestureRecognizerShouldBegin`).
    ///
    /// - Parameter conditions: what the viewer knows as the drag is about to begin.
    public func shouldBegin(_ conditions: DismissDragConditions) -> Bool {
        refusal(conditions) == nil
    }

    /// The drag recognizer began.
    ///
    /// - Parameters:
    ///   - conditions: what the viewer knows now; a drag they refuse does not begin.
    ///   - location: the finger's `location(in: container)`, container space. Non-finite: the
    ///     drag does not begin.
    ///   - shownOffset: during a spring back, the offset shown on screen (the presentation
    ///     layer's), container space; `nil` when unknown — the spring back is then cut to rest
    ///     and the drag starts from there.
    /// - Returns: `.show` of the drag's first appearance (stop a spring back under way first,
    ///   then show it), or `.none` when the drag does not begin.
    public mutating func begin(_ conditions: DismissDragConditions, at location: CGPoint,
                               shownOffset: CGPoint? = nil) -> ShowAction {
        guard shouldBegin(conditions), location.isFinite else { return .none }
        var anchor = location
        var startOffset = CGPoint.zero
        switch state {
        case .idle:
            break
        case .returning(let from):
            // Caught mid-spring: keep the shrink's centre, so the image continues from what is
            // shown. Without a usable shown offset the spring is cut to rest.
            if let shownOffset, shownOffset.isFinite {
                anchor = from.anchor
                startOffset = shownOffset
            }
        case .dragging, .dismissed:
            // A second began while a drag runs (UIKit sends one per gesture), or after the
            // dismissal (refused above): nothing new.
            return .none
        }
        let drag = Drag(anchor: anchor, startOffset: startOffset, translation: .zero,
                        containerSize: conditions.containerSize)
        state = .dragging(drag)
        return .show(drag.appearance)
    }

    /// The drag recognizer changed.
    ///
    /// - Parameter translation: the translation since the drag began, container space (points).
    /// - Returns: `.show` of the new appearance; `.none` when not dragging or not finite.
    public mutating func move(translation: CGPoint) -> ShowAction {
        switch state {
        case .dragging(var drag):
            guard translation.isFinite else { return .none }
            drag.translation = translation
            state = .dragging(drag)
            return .show(drag.appearance)
        case .idle, .returning, .dismissed:
            return .none
        }
    }

    /// The number of fingers down changed (`touchesBegan`, or the pinch recognizer beginning).
    ///
    /// - Parameter count: the fingers now down.
    /// - Returns: `.handOverToPinch` when a drag meets a second finger (the machine is then at
    ///   rest: the zoom owns the image); `.none` otherwise.
    public mutating func touchCountChanged(to count: Int) -> TouchCountAction {
        switch state {
        case .dragging(let drag):
            guard count >= 2 else { return .none }
            state = .idle
            return .handOverToPinch(drag.appearance)
        case .idle, .returning, .dismissed:
            return .none
        }
    }

    /// The drag recognizer ended: the finger lifted.
    ///
    /// - Parameters:
    ///   - translation: the translation since the drag began, container space (points). Not
    ///     finite: the last one is used.
    ///   - velocity: the release velocity, `velocity(in: container)` (points per second).
    /// - Returns: `.dismiss` when the release throws the image far enough, else `.springBack`
    ///   (or `.show` of rest when released where it began); `.none` when not dragging.
    public mutating func end(translation: CGPoint, velocity: CGPoint) -> ReleaseAction {
        switch state {
        case .dragging(var drag):
            if translation.isFinite { drag.translation = translation }
            let appearance = drag.appearance
            let velocity = velocity.isFinite ? velocity : .zero
            if DismissDragRelease.dismisses(offset: appearance.offset, velocity: velocity,
                                            containerSize: drag.containerSize) {
                state = .dismissed(left: left(appearance))
                return .dismiss(from: appearance, velocity: velocity)
            }
            return ReleaseAction(springBack(from: appearance, velocity: velocity))
        case .idle, .returning, .dismissed:
            return .none
        }
    }

    /// The drag recognizer was cancelled or failed.
    ///
    /// - Returns: `.springBack` with no velocity when dragging (`.show` of rest when it had not
    ///   moved); `.none` otherwise.
    public mutating func cancel() -> CancelAction {
        switch state {
        case .dragging(let drag):
            return springBack(from: drag.appearance, velocity: .zero)
        case .idle, .returning, .dismissed:
            return .none
        }
    }

    /// The viewer's size changed mid-drag (a rotation): the appearance is recomputed for it.
    ///
    /// - Parameter size: the new size, points. Not usable (zero, negative, non-finite): ignored.
    /// - Returns: `.show` of the new appearance when dragging; `.none` otherwise.
    public mutating func containerChanged(to size: CGSize) -> ShowAction {
        switch state {
        case .dragging(var drag):
            guard size.isPositiveAndFinite else { return .none }
            drag.containerSize = size
            state = .dragging(drag)
            return .show(drag.appearance)
        case .idle, .returning, .dismissed:
            return .none
        }
    }

    /// The spring back finished (or was cut short): the image rests.
    ///
    /// - Returns: `.none`; only a spring back under way is ended.
    public mutating func springBackFinished() -> SpringBackFinishedAction {
        switch state {
        case .returning:
            state = .idle
        case .idle, .dragging, .dismissed:
            // A finish reported late (a drag caught the spring, or the viewer went): nothing.
            break
        }
        return .none
    }

    /// VoiceOver's escape gesture (`accessibilityPerformEscape`): dismiss, zoomed or not —
    /// escape is not a drag, so the zoom does not matter. As for every dismissal, the transition
    /// starts from the image view as shown on screen (its presentation layer during a spring
    /// back); the appearance gives the background's opacity.
    ///
    /// - Returns: `.dismiss` from ``appearance`` with no velocity; `.none` when already
    ///   dismissed.
    public mutating func escape() -> EscapeAction {
        switch state {
        case .idle, .dragging, .returning:
            let appearance = appearance
            state = .dismissed(left: left(appearance))
            return .dismiss(from: appearance, velocity: .zero)
        case .dismissed:
            return .none
        }
    }

    /// The dismissal is over or was abandoned, and the viewer is still on screen: the app kept
    /// an inline viewer (an alert, a reset, an interactive pop cancelled). The image springs back
    /// from where it was left, and drags and escapes work again.
    ///
    /// - Returns: `.springBack` from the appearance the image was left at (no velocity), `.show`
    ///   of rest when it was left at rest (a modal dismissal, an escape at rest), `.none` when no
    ///   dismissal was under way (a late or repeated report).
    public mutating func dismissalEnded() -> DismissalEndedAction {
        switch state {
        case .dismissed(let left):
            return DismissalEndedAction(springBack(from: left, velocity: .zero))
        case .idle, .dragging, .returning:
            return .none
        }
    }

    /// The appearance a dismissal leaves the image at: what was shown for an inline viewer, rest
    /// for a modal one (its view rests at once, hidden under the transition).
    func left(_ shown: DismissDragAppearance) -> DismissDragAppearance {
        switch presentation {
        case .modal: .resting()
        case .inline: shown
        }
    }

    var isReturning: Bool { if case .returning = state { true } else { false } }

    /// Whether the machine moves the image: a drag under way or springing back (a one-byte tag
    /// test: checked after every gesture event).
    var movesImage: Bool {
        switch state {
        case .dragging, .returning: true
        case .idle, .dismissed: false
        }
    }

    mutating func springBack(from appearance: DismissDragAppearance, velocity: CGPoint) -> CancelAction {
        guard !appearance.isResting else {
            // Nothing to animate: rest at once.
            state = .idle
            return .show(appearance)
        }
        state = .returning(appearance)
        return .springBack(from: appearance, velocity: velocity)
    }
}
