import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The SwiftUI bridge's setters: each applies one of ``ZoomableImageSettings``' values to the
/// view and does nothing else. Which ones run, and in which order, is
/// ``ZoomableImageSettings/apply(_:to:)``'s decision.
@MainActor
@_spi(Internals)
public protocol ZoomableImageSettingsHost: AnyObject {
    /// Sets the view's image to the one the app gives (an image source).
    func applyGivenImage()
    /// Clears the view's image (and with it a tiled image's pyramid and tiles): a source the
    /// view loads replaces whatever was shown, which must not stay on screen — nor answer taps —
    /// while the new one loads or if it fails.
    func clearImage()
    /// Sets the content mode.
    func applyContentMode(_ contentMode: ImageContentMode)
    /// Sets the zoom configuration.
    func applyConfiguration(_ configuration: ZoomConfiguration)
    /// Turns double-tap zoom on or off.
    func applyDoubleTapZoomEnabled(_ isEnabled: Bool)
    /// Sets magnification, grid and grid colour at once (the colour is the update's).
    func applyPixelPresentation(_ options: PixelPresentationOptions)
    /// Sets the modifier keys that make a scroll zoom.
    func applyScrollZoomModifiers(_ modifiers: KeyModifierFlags)
    /// Sets the VoiceOver label (`nil`: the image's own).
    func applyAccessibilityLabel(_ label: String?)
    /// Lets an animated image play (`true`) or hold its first frame.
    func applyPlaysAnimatedImages(_ plays: Bool)
    /// Turns Live Text on or off (a no-op where the system has none).
    func applyLiveTextEnabled(_ isEnabled: Bool)
    /// Detaches the previous zoom state and attaches the update's, if any.
    func applyState()
}

extension ZoomableImageSettings {
    /// Calls the setters for `changes`, in the order the view needs: the image first (a new image
    /// returns the view to rest, so what follows applies to it) — the given image for an image
    /// source, cleared for every source the view loads (a URL, a request, bytes, a tile pyramid),
    /// whose load then sets the new one — then layout, limits, gestures,
    /// drawing, keys, accessibility, animation and Live Text (which analyses the frame the
    /// animation setting leaves on screen), and the state last (it reads the view as it then is).
    ///
    /// - Parameters:
    ///   - changes: what changed (``changes(from:)``).
    ///   - host: the bridge that performs the setters.
    @MainActor
    public func apply(_ changes: Changes, to host: some ZoomableImageSettingsHost) {
        if changes.contains(.image) {
            switch source.kind {
            case .image: host.applyGivenImage()
            case .url, .data, .tiles: host.clearImage()
            case .content: break   // the content view tells the interaction its size itself
            }
        }
        if changes.contains(.contentMode) { host.applyContentMode(contentMode) }
        if changes.contains(.configuration) { host.applyConfiguration(configuration) }
        if changes.contains(.doubleTap) { host.applyDoubleTapZoomEnabled(isDoubleTapZoomEnabled) }
        if changes.contains(.pixelPresentation) { host.applyPixelPresentation(pixelOptions) }
        if changes.contains(.scrollZoomModifiers) { host.applyScrollZoomModifiers(scrollZoomModifiers) }
        if changes.contains(.accessibilityLabel) { host.applyAccessibilityLabel(accessibilityLabel) }
        if changes.contains(.animatedImages) { host.applyPlaysAnimatedImages(playsAnimatedImages) }
        if changes.contains(.liveText) { host.applyLiveTextEnabled(isLiveTextEnabled) }
        if changes.contains(.state) { host.applyState() }
    }
}
