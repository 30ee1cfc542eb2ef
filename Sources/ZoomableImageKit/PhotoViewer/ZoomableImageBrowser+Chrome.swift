#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

// The chrome: ``ZoomableImageBrowser/overlayView`` and the status bar, shown and hidden together
// by a single tap or by the app (``ChromeFade`` decides each fade's alphas), and VoiceOver's
// escape, which dismisses from the current page.

extension ZoomableImageBrowser {
    /// Whether the chrome — ``overlayView`` and the status bar — is hidden. Setting it hides or
    /// shows the chrome at once; to fade, call ``setChromeHidden(_:animated:)``, as a single tap
    /// on an image does (not a tap that only stopped a moving image). `false` by default.
    public var isChromeHidden: Bool {
        get { chromeHidden }
        set { setChromeHidden(newValue, animated: false) }
    }

    /// Hides or shows the chrome — ``overlayView`` and the status bar — fading over 0.25 s when
    /// `animated`. The overlay fades through its `alpha` and is hidden once it reaches 0
    /// (`isHidden` itself does not animate: the `UIView` documentation lists `alpha`, not
    /// `isHidden`, among the animatable properties); the status bar is updated inside the same
    /// animation block, which animates it ("If you call this method within an animation block,
    /// the changes are animated along with the rest of the animation block":
    /// `setNeedsStatusBarAppearanceUpdate()`). A fade under way is stopped where it is and the
    /// new one goes on from there.
    ///
    /// - Parameters:
    ///   - hidden: whether the chrome is hidden afterwards (``isChromeHidden`` at once).
    ///   - animated: whether it fades.
    public func setChromeHidden(_ hidden: Bool, animated: Bool) {
        chromeHidden = hidden
        // Stopped without finishing: its completion (which would set isHidden) never runs, and
        // the overlay keeps the alpha it had reached.
        chromeAnimator?.stopAnimation(true)
        let fade = ChromeFade(hidden: hidden, animated: animated, wasHidden: overlayView.isHidden, alpha: overlayView.alpha)
        overlayView.alpha = fade.startAlpha
        overlayView.isHidden = fade.isHiddenWhileFading
        let animator = UIViewPropertyAnimator(duration: fade.duration, curve: .easeInOut) { [weak self, overlayView] in
            overlayView.alpha = fade.endAlpha
            self?.setNeedsStatusBarAppearanceUpdate()
        }
        animator.addCompletion { [overlayView] _ in overlayView.isHidden = fade.isHiddenAfterwards }
        chromeAnimator = animator
        animator.startAnimation()
        // prefersHomeIndicatorAutoHidden is read again only when asked to
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()).
        setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    /// VoiceOver's escape: the current page reports the dismissal from what it shows. Not
    /// handled when the browser does not dismiss on escape (``BrowserDismissal/escapeDismisses``:
    /// an inline pager without a dismiss action), without an image on the page (still loading,
    /// or failed) or while a dismissal runs: VoiceOver then asks the views and controllers above.
    func performEscape() -> Bool {
        dismissal.escapeDismisses && currentImageView?.performBrowserEscape() == true
    }
}
#endif
