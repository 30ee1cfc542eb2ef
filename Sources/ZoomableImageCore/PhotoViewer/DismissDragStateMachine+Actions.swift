import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// What a photo viewer must do after each event of a ``DismissDragStateMachine``: one action enum
// per event (or per events that share all their outcomes), each holding only what that event can
// answer.
//
// Every appearance is in container space; apply one to the page's image view with
// ``DismissDragAppearance/geometry(applyingTo:)`` (from its resting geometry) and to the
// background's alpha with ``DismissDragAppearance/backgroundOpacity``.
//
// ```swift
// switch machine.move(translation: pan.translation(in: container)) {
// case .show(let look):
//     imageView.center = look.geometry(applyingTo: resting).center
//     imageView.transform = look.geometry(applyingTo: resting).transform
//     background.alpha = look.backgroundOpacity
// case .none:
//     break
// }
// ```

@_spi(Internals)
extension DismissDragStateMachine {
    /// What ``begin(_:at:shownOffset:)``, ``move(translation:)`` and ``containerChanged(to:)``
    /// answer.
    public enum ShowAction: Equatable, Sendable {
        /// Nothing to do: no drag began, none is under way, or the input was not usable.
        case none
        /// Show this appearance at once, without animation (the finger moves the image).
        case show(DismissDragAppearance)
    }

    /// What ``touchCountChanged(to:)`` answers.
    public enum TouchCountAction: Equatable, Sendable {
        /// Nothing to do.
        case none
        /// A second finger landed: the drag is over and a pinch takes over where the image is.
        /// Keep the image where it is shown — begin the pinch with this appearance applied to the
        /// image view's resting geometry as its shown geometry, so nothing jumps and the image
        /// stays under the fingers (the zoom below the minimum rubber-bands and settles back when
        /// the pinch ends) — and animate the background back to opaque.
        case handOverToPinch(DismissDragAppearance)
    }

    /// What ``end(translation:velocity:)`` answers: the finger lifted.
    public enum ReleaseAction: Equatable, Sendable {
        /// Nothing to do: no drag was under way.
        case none
        /// Released where it began: show this (resting) appearance at once; nothing animates.
        case show(DismissDragAppearance)
        /// Animate from this appearance back to rest — no offset, scale 1, opaque background —
        /// with the release velocity (container space, points per second; zero after a cancel)
        /// as the spring's initial velocity; then send
        /// ``DismissDragStateMachine/springBackFinished()``.
        case springBack(from: DismissDragAppearance, velocity: CGPoint)
        /// Dismiss the viewer: start the dismiss transition (``ZoomTransition``) from what is
        /// shown — this appearance applied to the page's image view — with the release velocity
        /// (container space, points per second), and the background's opacity from this
        /// appearance's.
        case dismiss(from: DismissDragAppearance, velocity: CGPoint)

        /// The same outcome for a cancelled drag, which never dismisses.
        public init(_ cancel: CancelAction) {
            switch cancel {
            case .none: self = .none
            case .show(let look): self = .show(look)
            case .springBack(let look, let velocity): self = .springBack(from: look, velocity: velocity)
            }
        }
    }

    /// What ``cancel()`` answers: the drag was cancelled or failed. It never dismisses.
    public enum CancelAction: Equatable, Sendable {
        /// Nothing to do: no drag was under way.
        case none
        /// Cancelled where it began: show this (resting) appearance at once.
        case show(DismissDragAppearance)
        /// Animate from this appearance back to rest, without velocity (see
        /// ``ReleaseAction/springBack(from:velocity:)``).
        case springBack(from: DismissDragAppearance, velocity: CGPoint)
    }

    /// What ``springBackFinished()`` answers: nothing is ever left to do — the image rests.
    public enum SpringBackFinishedAction: Equatable, Sendable {
        /// Nothing to do.
        case none
    }

    /// What ``escape()`` answers: VoiceOver's escape.
    public enum EscapeAction: Equatable, Sendable {
        /// Nothing to do: the viewer is already being dismissed.
        case none
        /// Dismiss the viewer from what is shown (this appearance gives the background's
        /// opacity), with no velocity.
        case dismiss(from: DismissDragAppearance, velocity: CGPoint)
    }

    /// What ``dismissalEnded()`` answers: the app kept the viewer after its dismissal.
    public enum DismissalEndedAction: Equatable, Sendable {
        /// Nothing: no dismissal was under way.
        case none
        /// The image was left at rest: show this resting appearance (the background opaque).
        case show(DismissDragAppearance)
        /// Animate from this appearance (where the dismissal left the image) back to rest, as a
        /// released drag's spring back (``ReleaseAction/springBack(from:velocity:)``); then send
        /// ``DismissDragStateMachine/springBackFinished()``.
        case springBack(from: DismissDragAppearance)

        /// The spring back a dismissal's end starts (never with velocity: nothing was thrown).
        init(_ back: CancelAction) {
            switch back {
            case .none: self = .none
            case .show(let look): self = .show(look)
            case .springBack(let look, _): self = .springBack(from: look)
            }
        }
    }
}
