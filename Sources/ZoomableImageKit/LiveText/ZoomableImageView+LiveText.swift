#if canImport(UIKit)
import UIKit
#if !targetEnvironment(macCatalyst)
import VisionKit
#endif
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// Whether people can select, copy, look up and act on text in the image — VisionKit's Live
    /// Text — while it is zoomed, panned or settling. `false` by default.
    ///
    /// On, the view analyses the image it shows with `ImageAnalyzer` (once per image, off the
    /// main thread; a new image cancels the analysis running) and puts VisionKit's
    /// `ImageAnalysisInteraction` on the view itself, so that highlights and a selection follow
    /// every zoom and pan. A Live Text button appears in the bottom trailing corner of the
    /// container's safe area, 8 pt in, when the image has text; it does not move or scale with
    /// the zoom. Who gets a touch — a long press on text, a selection handle, a tap on a phone
    /// number, or the view's pinch, pan, double tap and tapped pixel — is decided by the rules in
    /// <doc:LiveTextAndAnimatedImages>. An animated image is analysed once its frame stays (it
    /// finished, or ``playsAnimatedImages`` is off). When the image on screen is a copy too coarse
    /// for small text (a large file loaded with ``loadImage(contentsOf:)``, zoomed past its
    /// pixels), the visible part of the original is analysed at screen resolution after the view
    /// settles.
    ///
    /// A documented no-op where Live Text is unavailable: before iOS 16, on Mac Catalyst (this
    /// version leaves it off there), and on devices where `ImageAnalyzer.isSupported` is `false`.
    /// The property still reads what was set.
    public var isLiveTextEnabled: Bool {
        get { isLiveTextEnabledSetting }
        set {
            guard newValue != isLiveTextEnabledSetting else { return }
            isLiveTextEnabledSetting = newValue
            liveText?.uninstall()
            liveText = LiveTextSupport.makeDriver(for: self, enabled: newValue)
            liveText?.install(in: superview)
            liveText?.imageViewVisibilityChanged(isHidden: isHidden, alpha: alpha)
            liveTextImageDidChange()
        }
    }

    /// How Live Text's analysis of the image on screen stands, or `nil` while Live Text is off
    /// (``isLiveTextEnabled``) or unavailable (before iOS 16, or where VisionKit's analyzer is
    /// not supported). It changes as the image, its zoom and VisionKit's answers do; nothing
    /// announces its changes, so read it when you show it.
    public var liveTextAnalysisStatus: LiveTextAnalysisStatus? {
        liveText.flatMap { LiveTextAnalysisStatus(rawValue: $0.analysisOutcome.rawValue) }
    }

    /// How Live Text's analysis of the image on screen stands (``liveTextAnalysisStatus``).
    public enum LiveTextAnalysisStatus: String, Sendable {
        /// `none`: nothing to analyse (no image, or one that animates); `analysing`: the image on
        /// screen is being analysed (again after a zoom, for the region shown); `analysed`: its
        /// analysis is in place and text can be selected; `failed`: VisionKit's analysis threw
        /// (on a Simulator, for instance) and there is nothing to select.
        case none, analysing, analysed, failed
    }

    /// The Live Text button, in the container, follows the image view's `alpha` (in the same
    /// animation, when set in an animation block) and hides with it.
    open override var alpha: CGFloat {
        get { super.alpha }
        set {
            super.alpha = newValue
            liveText?.imageViewVisibilityChanged(isHidden: isHidden, alpha: newValue)
        }
    }

    /// Tells Live Text which image is on screen and whether its frame still changes. The image is
    /// the interaction's subject (``ZoomInteraction/imageSubject``), not the bitmap: a sharper
    /// copy swapped in keeps the analysis and the selection.
    func liveTextImageDidChange() {
        liveText?.imageShown(identity: host.interaction.imageSubject, isAnimating: isAnimatingImage)
    }
}

/// What the view asks of its Live Text driver; VisionKit's driver (iOS 16 and later, not Mac
/// Catalyst) is the only one. Each call adapts one UIKit moment to the driver's core state.
@MainActor
protocol LiveTextDriving: AnyObject {
    /// Puts the interaction on the view and the button in `container`.
    func install(in container: UIView?)
    /// Cancels the analyses and removes the interaction and the button.
    func uninstall()
    /// The image on screen changed, or started or stopped animating.
    func imageShown(identity: UInt?, isAnimating: Bool)
    /// The view came to rest after an interaction that moved it.
    func viewSettled()
    /// The view was laid out: its bounds, or its container, may have changed.
    func layoutChanged()
    /// The view moved to another container (`nil`: none).
    func moveButton(to container: UIView?)
    /// How the analysis of the image shown stands.
    var analysisOutcome: LiveTextAnalysisStateMachine.Outcome { get }
    /// Reads what VisionKit says where a touch landed (the touch tracker's began callback).
    func touchLanded(_ tracker: UIGestureRecognizer)
    /// What VisionKit said where the last touch landed: what the core arbitrates with.
    var touchAtLanding: LiveTextTouch { get }
    /// Whether a recognizer is VisionKit's.
    func owns(_ recognizer: UIGestureRecognizer) -> Bool
    /// The image view's `isHidden` or `alpha` changed: the button mirrors them.
    func imageViewVisibilityChanged(isHidden: Bool, alpha: CGFloat)
    /// Performs Live Text's part of a gesture arbitration (dismissing a selection).
    func apply(_ arbitration: LiveTextArbitration?)
}

/// Where Live Text is available, and its driver there.
enum LiveTextSupport {
    /// VisionKit's driver for `view` when `enabled` and Live Text is available: iOS 16 or later,
    /// not Mac Catalyst (the iOS 16.5 SDK this package is checked against marks VisionKit's
    /// interaction unavailable there), and `ImageAnalyzer.isSupported` (Apple: "A Boolean value
    /// that indicates whether the device supports image analysis"); else `nil`.
    @MainActor
    static func makeDriver(for view: ZoomableImageView, enabled: Bool) -> (any LiveTextDriving)? {
        #if targetEnvironment(macCatalyst)
        return nil
        #else
        guard enabled, #available(iOS 16.0, *), ImageAnalyzer.isSupported else { return nil }
        return LiveTextOverlay(imageView: view)
        #endif
    }
}
#endif
