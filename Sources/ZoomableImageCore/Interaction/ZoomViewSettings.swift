import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A zoomable view's settings as they are archived (`NSCoder`): the zoom configuration, whether
/// double tap zooms, whether the view offers its key commands, which modifier keys make a
/// scroll zoom, whether Live Text is on and whether animated images play, each under its own key as a number (booleans as 0 or 1), so that a
/// copy made with `NSKeyedArchiver` behaves the same and a storyboard, which has none of the
/// keys, keeps the defaults.
///
/// ```swift
/// for (key, value) in settings.archivedValues { coder.encode(value, forKey: key) }
/// let present = ZoomViewSettings.archiveKeys.filter(coder.containsValue(forKey:))
/// let decoded = ZoomViewSettings(archivedValues: Dictionary(uniqueKeysWithValues:
///     present.map { ($0, coder.decodeDouble(forKey: $0)) }), defaults: settings)
/// ```
@_spi(Internals)
public struct ZoomViewSettings: Equatable, Sendable {
    /// The zoom limits and bouncing.
    public var configuration: ZoomConfiguration
    /// Whether double tap zooms.
    public var isDoubleTapZoomEnabled: Bool
    /// Whether the view offers its key commands (⌘+, ⌘−, ⌘0, the arrows).
    public var isKeyboardZoomEnabled: Bool
    /// The modifier keys that make a trackpad or mouse-wheel scroll zoom (`UIKeyModifierFlags`).
    public var scrollZoomModifiers: KeyModifierFlags
    /// Whether Live Text is on (`isLiveTextEnabled`).
    public var isLiveTextEnabled: Bool
    /// Whether animated images play (`playsAnimatedImages`).
    public var playsAnimatedImages: Bool

    /// The archive keys, one per setting.
    public static let archiveKeys = [minimumKey, maximumKey, doubleTapKey, bouncesZoomKey, bouncesPanKey, doubleTapEnabledKey,
                                     keyboardEnabledKey, scrollZoomModifiersKey, liveTextKey, playsAnimatedImagesKey]
    static let minimumKey = "ZoomableImageView.minimumZoomScale"
    static let maximumKey = "ZoomableImageView.maximumZoomScale"
    static let doubleTapKey = "ZoomableImageView.doubleTapZoomScale"
    static let bouncesZoomKey = "ZoomableImageView.bouncesZoom"
    static let bouncesPanKey = "ZoomableImageView.bouncesPan"
    static let doubleTapEnabledKey = "ZoomableImageView.isDoubleTapZoomEnabled"
    static let keyboardEnabledKey = "ZoomableImageView.isKeyboardZoomEnabled"
    static let scrollZoomModifiersKey = "ZoomableImageView.scrollZoomModifierFlags"
    static let liveTextKey = "ZoomableImageView.isLiveTextEnabled"
    static let playsAnimatedImagesKey = "ZoomableImageView.playsAnimatedImages"

    /// Describes settings. Each argument sets the property of the same name; by default the view
    /// offers its key commands, `.command` makes a scroll zoom, Live Text is off and animated
    /// images play.
    public init(configuration: ZoomConfiguration, isDoubleTapZoomEnabled: Bool, isKeyboardZoomEnabled: Bool = true,
                scrollZoomModifiers: KeyModifierFlags = .command, isLiveTextEnabled: Bool = false,
                playsAnimatedImages: Bool = true) {
        self.configuration = configuration
        self.isDoubleTapZoomEnabled = isDoubleTapZoomEnabled
        self.isKeyboardZoomEnabled = isKeyboardZoomEnabled
        self.scrollZoomModifiers = scrollZoomModifiers
        self.isLiveTextEnabled = isLiveTextEnabled
        self.playsAnimatedImages = playsAnimatedImages
    }

    /// Reads archived values over `defaults`: a key that is absent keeps the default; a boolean
    /// is true when its number is not 0; modifier flags that are not a whole number within `Int`
    /// keep the default. `archivedValues` holds the values found, by key.
    public init(archivedValues: [String: Double], defaults: ZoomViewSettings) {
        var configuration = defaults.configuration
        configuration.minimumZoomScale = archivedValues[Self.minimumKey].map { CGFloat($0) } ?? configuration.minimumZoomScale
        configuration.maximumZoomScale = archivedValues[Self.maximumKey].map { CGFloat($0) } ?? configuration.maximumZoomScale
        configuration.doubleTapZoomScale = archivedValues[Self.doubleTapKey].map { CGFloat($0) }
            ?? configuration.doubleTapZoomScale
        configuration.bouncesZoom = archivedValues[Self.bouncesZoomKey].map { $0 != 0 } ?? configuration.bouncesZoom
        configuration.bouncesPan = archivedValues[Self.bouncesPanKey].map { $0 != 0 } ?? configuration.bouncesPan
        self.configuration = configuration
        isDoubleTapZoomEnabled = archivedValues[Self.doubleTapEnabledKey].map { $0 != 0 } ?? defaults.isDoubleTapZoomEnabled
        isKeyboardZoomEnabled = archivedValues[Self.keyboardEnabledKey].map { $0 != 0 } ?? defaults.isKeyboardZoomEnabled
        scrollZoomModifiers = archivedValues[Self.scrollZoomModifiersKey].flatMap(Int.init(exactly:))
            .map(KeyModifierFlags.init(rawValue:)) ?? defaults.scrollZoomModifiers
        isLiveTextEnabled = archivedValues[Self.liveTextKey].map { $0 != 0 } ?? defaults.isLiveTextEnabled
        playsAnimatedImages = archivedValues[Self.playsAnimatedImagesKey].map { $0 != 0 } ?? defaults.playsAnimatedImages
    }

    /// The values to archive, by key.
    public var archivedValues: [String: Double] {
        [
            Self.minimumKey: Double(configuration.minimumZoomScale),
            Self.maximumKey: Double(configuration.maximumZoomScale),
            Self.doubleTapKey: Double(configuration.doubleTapZoomScale),
            Self.bouncesZoomKey: configuration.bouncesZoom ? 1 : 0,
            Self.bouncesPanKey: configuration.bouncesPan ? 1 : 0,
            Self.doubleTapEnabledKey: isDoubleTapZoomEnabled ? 1 : 0,
            Self.keyboardEnabledKey: isKeyboardZoomEnabled ? 1 : 0,
            Self.scrollZoomModifiersKey: Double(scrollZoomModifiers.rawValue),
            Self.liveTextKey: isLiveTextEnabled ? 1 : 0,
            Self.playsAnimatedImagesKey: playsAnimatedImages ? 1 : 0,
        ]
    }
}
