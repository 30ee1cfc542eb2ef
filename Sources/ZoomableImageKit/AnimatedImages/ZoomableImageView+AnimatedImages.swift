#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// Whether an animated GIF, APNG or HEIC sequence loaded with ``loadImage(contentsOf:)`` or
    /// ``loadImage(data:)`` plays. Off, the view shows the animation's first frame and stays on
    /// it — the still some apps want (a setting for reduced motion, a list of thumbnails); on
    /// again, it plays from its first frame. `true` by default.
    ///
    /// An animation plays at its frames' own delays, a delay under 11 ms shown for 100 ms as
    /// browsers show it, as many times as its loop count says (a GIF's counts repeats after the
    /// first play; APNG's and HEIC's count plays; 0 is forever), and stays on its last frame when
    /// it has played through. Frames are decoded as they come due, at the size of the copy on
    /// screen, never all at once: the view holds the frame shown and the next one. It pauses while
    /// the view is not in a window or is hidden (or, in ``ZoomableImageBrowser``, is on a page
    /// beside the current one), and resumes where it was. Zoom, taps, pixel positions, colours
    /// and crops are those of the frame shown (all frames have the same size). An image set with
    /// ``image`` never animates (set `UIImageView.animationImages` for that).
    public var playsAnimatedImages: Bool {
        get { playsAnimatedImagesSetting }
        set {
            playsAnimatedImagesSetting = newValue
            animationPlayer?.animatesImagesChanged(newValue)
        }
    }

    /// The index of the frame on screen, 0-based, while showing an animated image loaded with
    /// ``loadImage(contentsOf:)`` or ``loadImage(data:)`` — playing, paused or finished; `nil`
    /// for a still image, an image set with ``image``, or none.
    public var animationFrameIndex: Int? {
        animationPlayer?.playback.animatedFrameIndex
    }

    /// Hidden, an animated image pauses as it does out of a window (no refresh draws it), and
    /// resumes where it was when shown again; the Live Text button hides with the view. Only the view's own `isHidden` is seen: a hidden
    /// ancestor or an alpha of 0 does not pause it.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            animationPlayer?.windowChanged(isInWindow: isShownInWindow)
            liveText?.imageViewVisibilityChanged(isHidden: newValue, alpha: alpha)
        }
    }

    /// Pauses an animation while the app is in the background, and resumes it where it was
    /// when the app comes back (a selector-based observer: removed with the view). Without it,
    /// the display link stops in the background (no refresh draws) while the playback's
    /// time-based clock goes on, and frames would be skipped on return. UIKit posts
    /// `didEnterBackgroundNotification` when "the app enters the background" and
    /// `willEnterForegroundNotification` "shortly before an app leaves the background state on its
    /// way to becoming the active app" (Apple's `UIApplication` documentation). In an app of
    /// several scenes these are the whole app's: one scene in the background keeps playing.
    func observeAppActivity() {
        NotificationCenter.default.addObserver(self, selector: #selector(appDidEnterBackground),
                                               name: UIApplication.didEnterBackgroundNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(appWillEnterForeground),
                                               name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    @objc func appDidEnterBackground() {
        animationPlayer?.appActivityChanged(isInForeground: false)
    }

    @objc func appWillEnterForeground() {
        animationPlayer?.appActivityChanged(isInForeground: true)
    }

    /// Whether the view is in a window, not hidden and not a photo viewer's page beside the
    /// current one: what the playback counts as "in a window" (the core's answer).
    var isShownInWindow: Bool {
        AnimationPlaybackStateMachine.isShown(isInWindow: window != nil, isHidden: isHidden,
                                              isPausedOffstage: isAnimationPausedOffstage)
    }

    // MARK: - What the player asks for (internal)

    /// Shows one frame of the animation: the image on screen changes, the zoom, the layout and
    /// what the interaction knows do not (every frame has the copy's size). Crops and exact
    /// colours read this frame of the file from now on.
    func showAnimationFrame(_ frame: UIImage, imageIndex: Int) {
        super.image = frame
        originalSource?.imageIndex = imageIndex
    }

    /// The playback changed: Live Text hears whether the frame on screen still changes.
    func animationDidChange(isAnimating: Bool) {
        isAnimatingImage = isAnimating
        liveTextImageDidChange()
    }

    /// An image set directly: no animation any more (the player, its clock and its decodes go).
    func stopAnimatedImage() {
        animationPlayer = nil
        animationDidChange(isAnimating: false)
    }
}
#endif
