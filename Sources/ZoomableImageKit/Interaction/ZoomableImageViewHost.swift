#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Keeps a ``ZoomableImageView``'s ``ZoomInteraction`` and performs what it decides: writes the
/// view's geometry, runs the settle spring, resets the recognizers, reports. Each primitive does
/// exactly one thing; the order and every choice come from the interaction
/// (``ZoomInteractionHost/send(_:)``).
@MainActor
final class ZoomableImageViewHost: ZoomInteractionHost {
    /// The view; it owns this host (weak, so that nothing here can outlive it).
    weak var view: ZoomableImageView?
    var interaction = ZoomInteraction()
    var isSending = false
    /// The running settle animation, if any.
    var animator: UIViewPropertyAnimator?
    /// The recognizers whose event is being sent: the ones to reset.
    weak var pinchSource: UIPinchGestureRecognizer?
    weak var panSource: UIPanGestureRecognizer?

    init(view: ZoomableImageView) {
        self.view = view
    }

    func willSend(_ input: ZoomInput) {
        view?.record(input)
    }

    // MARK: - Writes

    /// Stops the settle animation where it is on screen: reads the presentation layer first,
    /// stops the animator (`stopAnimation(true)`: no completion), then writes what was shown as
    /// the model values itself — exact however UIKit moves presented values into the model, and
    /// outside any animation block the stop may be called from (a rotation's). UIKit's calls into
    /// the view's setters meanwhile are marked as the view's own.
    func stopAnimation() {
        let running = animator.flatMap { $0.state == .active ? $0 : nil }
        animator = nil
        let view = self.view
        let shown = view?.shownGeometry
        view?.isWritingOwnGeometry = true
        UIView.performWithoutAnimation {
            running?.stopAnimation(true)
            _ = shown.map { view?.write(center: $0.center, transform: $0.transform) }
        }
        view?.isWritingOwnGeometry = false
    }

    func write(frame: CGRect) {
        view?.writeUntransformed(frame: frame)
    }

    func write(bounds: CGRect) {
        view?.writeUntransformed(bounds: bounds)
    }

    func write(center: CGPoint) {
        view?.writeUntransformed(center: center)
    }

    func showSharperCopy() {
        view?.showPendingCopy()
    }

    func apply(_ geometry: ViewGeometry) {
        view?.write(center: geometry.center, transform: geometry.transform)
    }

    /// Animates `center` and `transform` to `target` with the spring; its completion sends
    /// ``ZoomInput/animationFinished(id:atEnd:)``.
    func startAnimation(_ animation: StartedAnimation, to target: ViewGeometry) {
        let animator = animation.spring.makeAnimator()
        animator.addAnimations { [weak view] in
            view?.write(center: target.center, transform: target.transform)
        }
        let id = animation.id
        animator.addCompletion { [weak self] position in
            self?.send(.animationFinished(id: id, atEnd: position == .end))
            // The grid shows only where both ends of an animation are deep enough: at rest, again.
            self?.view?.updatePixelDecorations()
        }
        self.animator = animator
        animator.startAnimation()
    }

    func resetPinchScale() {
        pinchSource?.scale = 1
    }

    func resetPanTranslation() {
        panSource?.setTranslation(.zero, in: view?.superview)
    }

    func startDecode(_ request: DecodeRequest) {
        view?.startDecode(request)
    }

    func cancelDecode() {
        view?.cancelDecode()
    }

    func updateTiles(_ action: TileCacheAction) {
        view?.updateTiles(action)
    }

    // MARK: - Reports

    func reportTap(atPixel pixel: CGPoint) {
        view?.reportTap(atPixel: pixel)
    }

    func reportZoomChange(_ zoomScale: CGFloat) {
        view?.reportZoomChange(zoomScale)
    }

    func reportZoomEnd(_ zoomScale: CGFloat) {
        view?.reportZoomEnd(zoomScale)
    }

    func updateAccessibilityValue(_ zoomScale: CGFloat) {
        view?.accessibilityValue = view?.percentFormatter.string(from: NSNumber(value: Double(zoomScale)))
    }

    func reportLoadEnded(generation: Int, outcome: ImageLoadOutcome) {
        view?.finishLoad(generation: generation, outcome: outcome)
    }

    func reportViewTap() {
        view?.photoViewerPage?.imageViewWasTapped()
    }

    func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?) {
        view?.photoViewerPage?.showBackgroundOpacity(opacity, animation: animation)
    }

    func reportDismiss(_ request: DismissRequest) {
        view?.photoViewerPage?.imageViewAskedToDismiss(request)
    }

    func reportTileFailure(_ tile: TileID) {
        view?.reportTileFailure(tile)
    }

    func renderContent(_ scale: ContentRenderScale) {
        view?.renderContent(scale)
    }

    func measureContent() {
        view?.contentNeedsMeasuring()
    }

    func placeContent() {
        view?.contentNeedsPlacing()
    }

    func announcePageScroll(visibleFraction: CGRect) {
        UIAccessibility.post(notification: .zoomableImagePageScrolled, argument: view?.pageScrollAnnouncement(visibleFraction))
    }

    /// "Optionally, pass the element that VoiceOver should move to after processing the
    /// notification" (`UIAccessibilityLayoutChangedNotification`): none, so the focus stays on the
    /// element just brought into view and is not read again. Posted on the main queue's next
    /// turn: the report comes while VoiceOver's focus change is still being delivered.
    func announceLayoutChange() {
        DispatchQueue.main.async {
            UIAccessibility.post(notification: .zoomableContentLayoutChanged, argument: nil)
        }
    }
}
#endif
