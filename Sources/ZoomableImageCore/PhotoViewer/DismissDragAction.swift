import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a photo viewer must do after one event of its ``DismissDragStateMachine``.
///
/// Every appearance is in container space; apply one to the page's image view with
/// ``DismissDragAppearance/geometry(applyingTo:)`` (from its resting geometry) and to the
/// background's alpha with ``DismissDragAppearance/backgroundOpacity``.
///
/// ```swift
/// switch machine.move(translation: pan.translation(in: container)) {
/// case .show(let look):
///     imageView.center = look.geometry(applyingTo: resting).center
///     imageView.transform = look.geometry(applyingTo: resting).transform
///     background.alpha = look.backgroundOpacity
/// default: break
/// }
/// ```
@_spi(Internals) public enum DismissDragAction: Equatable, Sendable {
    /// Nothing to do.
    case none
    /// Show this appearance at once, without animation (the finger moves the image).
    case show(DismissDragAppearance)
    /// Animate from this appearance back to rest — no offset, scale 1, opaque background — with
    /// the release velocity (container space, points per second; zero after a cancel) as the
    /// spring's initial velocity; then send ``DismissDragStateMachine/springBackFinished()``.
    case springBack(from: DismissDragAppearance, velocity: CGPoint)
    /// Dismiss the viewer: start the dismiss transition (``ZoomTransition``) from what is shown —
    /// this appearance applied to the page's image view — with the release velocity (container
    /// space, points per second; zero for VoiceOver's escape), and the background's opacity
    /// from this appearance's.
    case dismiss(from: DismissDragAppearance, velocity: CGPoint)
    /// A second finger landed: the drag is over and a pinch takes over where the image is. Keep
    /// the image where it is shown — begin the pinch with this appearance applied to the image
    /// view's resting geometry as its shown geometry, so nothing jumps and the image stays under
    /// the fingers (the zoom below the minimum rubber-bands and settles back when the pinch
    /// ends) — and animate the background back to opaque.
    case handOverToPinch(DismissDragAppearance)
}
