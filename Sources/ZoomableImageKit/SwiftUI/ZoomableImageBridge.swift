#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The coordinator of a ``ZoomableImage`` and of `.zoomable()` content: brings the image view (for
/// content, its zooming surface) up to date with each SwiftUI update and forwards the view's
/// reports to the binding, the closures, the zoom state and the focus binding. Every choice is the core's — which setters an update applies
/// (``ZoomableImageSettings``), which markers change (``PixelOverlaySet``), the binding
/// (``ZoomBinding``), focus (``KeyboardFocusStateMachine``); this class performs them.
@MainActor
final class ZoomableImageBridge: ZoomableImageViewDelegate, ZoomBindingHost {
    /// What an update gives the bridge: which image (or content) to show, the bound zoom scale,
    /// the tap callback, and the view's storage (which routes the view's reports to the newest
    /// coordinator and publishes the menu commands' state).
    struct Update {
        let source: ZoomableImageSource
        let zoomScale: Binding<CGFloat>?
        /// Called with a tap's oriented pixel — for content, its content point.
        let onTapImagePixel: ((CGPoint) -> Void)?
        let storage: ZoomableImageStorage
    }

    let imageView: ZoomableImageView
    /// The last update's value and configuration.
    var current: Update
    var configuration = ZoomableImageEnvironment()
    /// What the last update applied; `nil` before the first.
    var settings: ZoomableImageSettings?
    var binding = ZoomBinding()
    var focus = KeyboardFocusStateMachine()
    let markers: PixelOverlayHosts
    /// The zoom state attached to the view, if any.
    var state: ZoomableImageState?

    init(_ update: Update, imageView: ZoomableImageView) {
        current = update
        self.imageView = imageView
        markers = PixelOverlayHosts(imageView: imageView)
    }

    /// The representable made its view controller: the view reports here from now on.
    func attach(_ controller: ZoomableImageViewController) {
        markers.controller = controller
        controller.markers = markers
        current.storage.attach(self)
        controller.container.didLayout = { [weak self] in
            self?.viewDidLayout()
        }
    }

    /// One SwiftUI update: applies the settings that changed, the markers that changed, focus and
    /// the binding. With only the binding changed (every pinch event, with a displayed binding)
    /// it sets nothing on the view and does no marker work.
    func update(_ update: Update, environment: EnvironmentValues, transaction: Transaction) {
        beginUpdate()
        defer { endUpdate() }
        current = update
        configuration = environment.zoomableImage
        let next = settings(for: environment)
        next.apply(next.changes(from: settings), to: self)
        settings = next
        let hasAnimation = transaction.animation != nil
        markers.update(configuration.overlayGroups, environment: environment,
                       animated: ZoomableImageSettings.animates(hasAnimation: hasAnimation,
                                                               disablesAnimations: transaction.disablesAnimations))
        focus.update(configuration.focusRequest).perform(on: self)
        updateBinding(hasAnimation: hasAnimation, disablesAnimations: transaction.disablesAnimations)
    }

    /// The representable is leaving SwiftUI: its markers go; the view stops reporting here and
    /// the zoom state is detached — unless a newer coordinator has taken the view since
    /// (``ReportRouting``), whose reports and state must stay.
    func dismantle() {
        markers.removeAll()
        current.storage.dismantle(self)
    }

    /// Gives up the zoom state (the view no longer reports here).
    func detachState() {
        state?.detach(imageView)
        state = nil
    }

    /// The settings an update carries.
    func settings(for environment: EnvironmentValues) -> ZoomableImageSettings {
        var settings = ZoomableImageSettings(source: current.source.key)
        settings.contentMode = configuration.contentMode
        settings.configuration = configuration.configuration
        settings.isDoubleTapZoomEnabled = configuration.isDoubleTapZoomEnabled
        settings.pixelOptions = configuration.pixelOptions
        settings.gridColor = Self.components(of: configuration.gridColor, in: environment)
        settings.scrollZoomModifiers = configuration.scrollZoomModifiers
        settings.accessibilityLabel = configuration.accessibilityLabel
        settings.stateIdentity = configuration.state.map { UInt(bitPattern: ObjectIdentifier($0)) }
        settings.playsAnimatedImages = configuration.playsAnimatedImages
        settings.isLiveTextEnabled = configuration.isLiveTextEnabled
        return settings
    }

    /// A colour's red, green, blue and alpha as the environment's colour scheme shows it, to tell
    /// whether it changed (the view gets the dynamic colour itself and resolves it for its traits).
    static func components(of color: Color, in environment: EnvironmentValues) -> [CGFloat] {
        let traits = UITraitCollection(userInterfaceStyle: UIUserInterfaceStyle(environment.colorScheme))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = UIColor(color).resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    // MARK: - ZoomBindingHost

    var viewInteraction: ZoomInteraction { imageView.interactionState }

    var boundValue: CGFloat? { current.zoomScale?.wrappedValue }

    func zoomView(to scale: CGFloat, animated: Bool) {
        imageView.setZoomScale(scale, animated: animated)
    }

    func writeBinding(_ value: CGFloat) {
        current.zoomScale?.wrappedValue = value
    }

    /// Runs `work` after SwiftUI's update: a task on the main actor runs "asynchronously"
    /// (`Task.init`), once the update — synchronous main-actor code — has returned. State written
    /// then is not "modified during view update".
    func afterUpdate(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    func deliverZoomEnd(_ zoomScale: CGFloat) {
        configuration.onZoomEnd?(zoomScale)
    }

    // MARK: - ZoomableImageViewDelegate

    /// Reports the tap to `onTapImagePixel`, and with the pixel's colour to `onTapImageColor`
    /// (the colour is read only when that is set).
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        current.onTapImagePixel?(pixel)
        configuration.onTapImageColor.map { $0(pixel, view.color(atImagePixel: pixel)) }
    }

    /// Writes the new scale to the binding (unless SwiftUI itself is updating the view).
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        viewDidChangeZoomScale(zoomScale)
        state?.viewChanged(view)
        current.storage.menuChanged()
    }

    /// Writes the settled scale to the binding and reports it to `onZoomEnd`, and the state hears
    /// the view is at rest.
    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        viewDidEndZooming(at: zoomScale)
        state?.viewChanged(view)
        current.storage.menuChanged()
    }
}

extension ZoomableImageBridge: ZoomableImageSettingsHost {
    func applyGivenImage() {
        imageView.image = current.source.givenImage
    }

    func clearImage() {
        imageView.image = nil
    }

    func applyContentMode(_ contentMode: ImageContentMode) {
        _ = UIView.ContentMode(rawValue: contentMode.rawValue).map { imageView.contentMode = $0 }
    }

    func applyConfiguration(_ configuration: ZoomConfiguration) {
        imageView.zoomConfiguration = configuration
    }

    func applyDoubleTapZoomEnabled(_ isEnabled: Bool) {
        imageView.isDoubleTapZoomEnabled = isEnabled
    }

    func applyPixelPresentation(_ options: PixelPresentationOptions) {
        imageView.setPixelPresentation(options, gridColor: UIColor(configuration.gridColor))
    }

    func applyScrollZoomModifiers(_ modifiers: KeyModifierFlags) {
        imageView.scrollZoomModifierFlags = UIKeyModifierFlags(rawValue: modifiers.rawValue)
    }

    func applyAccessibilityLabel(_ label: String?) {
        // Only the app's label: `nil` leaves the view to take each new image's own label (a copy
        // of the current image's label set here would stay when the image changes).
        imageView.accessibilityLabel = label
    }

    func applyPlaysAnimatedImages(_ plays: Bool) {
        imageView.playsAnimatedImages = plays
    }

    func applyLiveTextEnabled(_ isEnabled: Bool) {
        imageView.isLiveTextEnabled = isEnabled
    }

    func applyState() {
        state?.detach(imageView)
        state = configuration.state
        state?.attach(imageView)
    }
}

extension ZoomableImageBridge: ZoomableImageViewObserver, KeyboardFocusHost {
    /// The view moved — a loaded image came to rest, among others: the state hears of it, and a
    /// bound scale waiting for the view to be able to zoom is applied now (the next layout pass
    /// may be far off).
    func viewDidWriteGeometry() {
        state?.viewChanged(imageView)
        viewDidLayout()
        current.storage.menuChanged()
    }

    /// The keyboard came or went: the focus binding and the menu commands follow.
    func viewDidChangeFirstResponder() {
        focus.responderChanged(isFirstResponder: imageView.isFirstResponder).perform(on: self)
        current.storage.menuChanged()
    }

    /// Leaving a window resigns first responder; entering one performs a focus request that
    /// waited for it.
    func viewDidMoveToWindow() {
        focus.responderChanged(isFirstResponder: imageView.isFirstResponder).perform(on: self)
        focus.movedToWindow(imageView.window != nil).perform(on: self)
    }

    func becomeFirstResponder() {
        afterUpdate { [weak self] in self?.imageView.becomeFirstResponder() }
    }

    func resignFirstResponder() {
        afterUpdate { [weak self] in self?.imageView.resignFirstResponder() }
    }

    func writeFocusBinding(_ isFocused: Bool) {
        afterUpdate { [weak self] in self?.configuration.focus?.wrappedValue = isFocused }
    }
}
#endif
