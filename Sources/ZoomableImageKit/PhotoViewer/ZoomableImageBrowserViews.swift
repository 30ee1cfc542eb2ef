#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A ``ZoomableImageBrowser``'s root view: takes VoiceOver's escape gesture for the browser.
@MainActor
final class ZoomableImageBrowserRootView: UIView {
    /// The browser (weak: it owns this view).
    weak var browser: ZoomableImageBrowser?

    /// VoiceOver's two-finger scrub: the browser dismisses (`accessibilityPerformEscape`, asked of
    /// the focused element and then of each view above it).
    override func accessibilityPerformEscape() -> Bool {
        MainActorBridge.value(or: false) { [weak self] in self?.browser?.performEscape() == true }
    }
}

/// The browser's ``ZoomableImageBrowser/overlayView``: the app's chrome goes in it; touches that
/// land on none of its subviews go through to the pages.
@MainActor
final class ZoomableImageBrowserOverlayView: UIView {
    /// Inside only where a subview takes the touch (UIKit's hit-testing skips hidden,
    /// transparent and non-interactive ones): elsewhere the touch goes to the pages below.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        subviews.contains { $0.hitTest(convert(point, to: $0), with: event) != nil }
    }
}

/// Draws the image during a browser's zoom transition: a clipping view (the thumbnail's cell,
/// then the page) holding an image view at the image's frame, each moved on its own, so that
/// an aspect-fill cell opens into an aspect-fit page with nothing jumping (``ZoomTransitionFrame``).
///
/// Both frames are linear in the transition's progress, so an animation block that sets the end
/// frame draws exactly ``ZoomTransition/frame(at:)`` at every moment of its timing curve.
@MainActor
final class ZoomTransitionView: UIView {
    /// Clips the image: the thumbnail's cell, growing into the page.
    let clipView = UIView()
    /// The whole image, stretched to its frame (`.scaleToFill`).
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        clipView.clipsToBounds = true
        imageView.contentMode = .scaleToFill
        clipView.addSubview(imageView)
        addSubview(clipView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows one moment of the transition, in this view's space (the browser's). The image fades
    /// through its clip's `alpha`, which UIKit animates (the `UIView` documentation lists `alpha`
    /// among the animatable properties; `isHidden` is not among them, so hiding never fades).
    ///
    /// - Parameters:
    ///   - frame: the clip rect, the image frame, the corner radius and the image's opacity.
    ///   - background: the browser's background, set to the frame's opacity.
    func show(_ frame: ZoomTransitionFrame, background: UIView) {
        clipView.frame = frame.clipRect
        clipView.layer.cornerRadius = frame.cornerRadius
        clipView.alpha = frame.imageOpacity
        imageView.frame = frame.imageFrame.offsetBy(dx: -frame.clipRect.minX, dy: -frame.clipRect.minY)
        background.alpha = frame.backgroundOpacity
    }
}
#endif
