#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What a ``ZoomableImageView`` tells the photo-viewer page it is on (``ZoomableImageBrowser``):
/// the interaction's photo-viewer reports, delivered by ``ZoomableImageViewHost``.
@MainActor
protocol PhotoViewerPageHandling: AnyObject {
    /// A single tap on the view that did not only stop a moving image: toggles the chrome.
    func imageViewWasTapped()
    /// The viewer's background must show `opacity`, at once (`animation` `nil`) or with the spring.
    func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?)
    /// A dismiss drag was thrown far enough, or VoiceOver's escape: dismiss from what was shown.
    func imageViewAskedToDismiss(_ request: DismissRequest)
    /// The view's image was set (`hasImage`) or taken away, by the data source or the view.
    func imageViewDidChangeImage(hasImage: Bool)
}

extension ZoomableImageView {
    /// Whether a double tap whose second touch is held and dragged zooms with one finger, as in
    /// Photos and Maps: dragging down zooms in, up zooms out, around the tapped point; lifting
    /// settles. Lifting without dragging is still a plain double tap (``doubleTapRecognizer``
    /// recognizes alongside quick zoom's long press). While it is on, a single tap is reported
    /// once a second tap can no longer come (as with ``isDoubleTapZoomEnabled``). `false` by
    /// default; ``ZoomableImageBrowser`` turns it on for its pages.
    @IBInspectable public var isQuickZoomEnabled: Bool {
        get { host.interaction.isQuickZoomEnabled }
        set {
            quickZoomRecognizer.isEnabled = newValue
            host.send(.quickZoomEnabled(newValue))
        }
    }

    /// Sets up quick zoom (a long press that follows one tap, beginning as the second touch
    /// lands: `minimumPressDuration` 0) and the dismiss drag (a pan the interaction lets begin only
    /// in a browser, at rest, mostly vertical). Their delegate is the view.
    func installPhotoViewerRecognizers() {
        quickZoomRecognizer.addTarget(self, action: #selector(handleQuickZoom(_:)))
        quickZoomRecognizer.numberOfTapsRequired = 1
        quickZoomRecognizer.minimumPressDuration = 0
        quickZoomRecognizer.isEnabled = host.interaction.isQuickZoomEnabled
        dismissDragRecognizer.addTarget(self, action: #selector(handleDismissDrag(_:)))
    }

    /// Turns the dismiss drag on or off: a browser turns it on while its pager is still.
    func setDismissDragEnabled(_ isEnabled: Bool) {
        host.send(.dismissDragEnabled(isEnabled))
    }

    /// Tells the interaction how the viewer dismisses: a modal one takes the image away, an inline
    /// one leaves it where it was released (``BrowserDismissal/Presentation``).
    func setDismissPresentation(_ presentation: BrowserDismissal.Presentation) {
        host.send(.dismissPresentation(presentation))
    }

    /// The viewer's dismissal ended and the viewer is still on screen (the app kept an inline
    /// pager): the image springs back and may be dismissed again.
    func dismissalEnded() {
        host.send(.dismissalEnded)
    }

    /// VoiceOver's escape in a browser: the interaction reports the dismissal, from what is shown.
    ///
    /// - Returns: whether the escape was handled (not when a dismissal already runs, or before
    ///   the view has an image and a container).
    func performBrowserEscape() -> Bool {
        host.send(.accessibilityEscape(shown: shownGeometry)).isHandled
    }

    @objc func handleQuickZoom(_ press: UILongPressGestureRecognizer) {
        host.send(.quickZoom(RecognizerPhase(uiKitRawValue: press.state.rawValue),
                             location: superview.map { press.location(in: $0) }, shown: shownGeometry))
    }

    @objc func handleDismissDrag(_ pan: UIPanGestureRecognizer) {
        host.send(.dismissDrag(RecognizerPhase(uiKitRawValue: pan.state.rawValue),
                               translation: superview.map { pan.translation(in: $0) },
                               velocity: superview.map { pan.velocity(in: $0) },
                               location: superview.map { pan.location(in: $0) }, touchCount: pan.numberOfTouches))
    }
}

extension SettleAnimation {
    /// An animator that runs this spring (`UISpringTimingParameters` with its mass, stiffness,
    /// damping and initial velocity, over its duration in seconds).
    @MainActor
    func makeAnimator() -> UIViewPropertyAnimator {
        let timing = UISpringTimingParameters(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: CGVector(dx: initialVelocity.x, dy: initialVelocity.y))
        return UIViewPropertyAnimator(duration: duration, timingParameters: timing)
    }
}
#endif
