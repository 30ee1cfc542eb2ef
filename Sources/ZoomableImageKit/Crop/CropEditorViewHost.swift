#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Keeps a ``CropEditorView``'s ``CropEditorStateMachine`` and performs what it decides: writes
/// the scene, runs the spring, reports. Each primitive does one thing; which one, and when, is
/// the core's (``CropEditorHost/send(_:)``).
@MainActor
final class CropEditorViewHost: CropEditorHost {
    /// The view; it owns this host.
    weak var view: CropEditorView?
    var editor = CropEditorStateMachine()
    /// The running animation: set when one starts, cleared when it stops or completes, so a
    /// non-`nil` animator is always active.
    var animator: UIViewPropertyAnimator?

    init(view: CropEditorView) {
        self.view = view
    }

    /// Stops the running animation where it is shown (`stopAnimation(true)` leaves the presented
    /// values in the views and calls no completion: UIKit's documentation of
    /// `UIViewPropertyAnimator.stopAnimation(_:)`), then writes the scene without animation.
    func show(_ scene: CropEditorScene) {
        stopAnimation()
        UIView.performWithoutAnimation { view?.apply(scene) }
    }

    /// Stops the editor's own spring where it is shown, then writes the scene with no
    /// `performWithoutAnimation`: called from `layoutSubviews` inside a rotation's animation, the
    /// writes join it ("UIKit animates … changes you make inside the animations block",
    /// including layout a frame change causes — the transition coordinator runs the rotation's
    /// layout in one), so the crop moves with the editor's frame instead of snapping.
    func relayOut(_ scene: CropEditorScene) {
        stopAnimation()
        view?.apply(scene)
    }

    /// Animates every part of the scene in one block with the spring, from what is shown (a
    /// running animation is stopped where it is first); its completion sends the animation's
    /// identifier back.
    func animate(to scene: CropEditorScene, with animation: StartedAnimation) {
        stopAnimation()
        let animator = animation.spring.makeAnimator()
        animator.addAnimations { [weak view] in view?.apply(scene) }
        let id = animation.id
        animator.addCompletion { [weak self] _ in
            self?.animator = nil
            self?.send(.animationFinished(id: id))
        }
        self.animator = animator
        animator.startAnimation()
    }

    func stopAnimation() {
        animator?.stopAnimation(true)
        animator = nil
    }

    func reportResultChange(_ result: CropEditorResult) {
        view?.onResultChange?(result)
    }

    func reportDone(_ result: CropEditorResult) {
        view?.onDone?(result)
    }

    func reportCancel() {
        view?.onCancel?()
    }
}
#endif
