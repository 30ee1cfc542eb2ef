#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// The view's archivable settings: zoom configuration, double tap, keyboard, scroll zoom,
    /// Live Text, animated images.
    var settings: ZoomViewSettings {
        ZoomViewSettings(configuration: zoomConfiguration, isDoubleTapZoomEnabled: isDoubleTapZoomEnabled,
                         isKeyboardZoomEnabled: isKeyboardZoomEnabled,
                         scrollZoomModifiers: KeyModifierFlags(rawValue: scrollZoomModifierFlags.rawValue),
                         isLiveTextEnabled: isLiveTextEnabled, playsAnimatedImages: playsAnimatedImages)
    }

    /// Archives the view with its zoom settings (limits, double tap, bouncing, key commands, the
    /// scroll-zoom modifiers, Live Text, animated images), so that a copy made with `NSKeyedArchiver` / `init(coder:)`
    /// behaves the same. The zoom state itself is not archived: a decoded view starts at rest.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        for (key, value) in settings.archivedValues {
            coder.encode(value, forKey: key)
        }
    }

    /// Reads the settings ``encode(with:)`` wrote; absent keys (a storyboard) keep the defaults,
    /// which Interface Builder's inspectable attributes then override.
    func decodeSettings(from coder: NSCoder) {
        let present = ZoomViewSettings.archiveKeys.filter(coder.containsValue(forKey:))
        let decoded = ZoomViewSettings(
            archivedValues: Dictionary(uniqueKeysWithValues: present.map { ($0, coder.decodeDouble(forKey: $0)) }),
            defaults: settings)
        zoomConfiguration = decoded.configuration
        isDoubleTapZoomEnabled = decoded.isDoubleTapZoomEnabled
        isKeyboardZoomEnabled = decoded.isKeyboardZoomEnabled
        scrollZoomModifierFlags = UIKeyModifierFlags(rawValue: decoded.scrollZoomModifiers.rawValue)
        playsAnimatedImages = decoded.playsAnimatedImages
        isLiveTextEnabled = decoded.isLiveTextEnabled
    }
}
#endif
