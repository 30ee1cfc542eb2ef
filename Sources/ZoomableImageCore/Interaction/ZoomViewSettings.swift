import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A zoomable view's settings as they are archived (`NSCoder`): the zoom configuration and
/// whether double tap zooms, each under its own key as a number (booleans as 0 or 1), so that a
/// copy made with `NSKeyedArchiver` behaves the same and a storyboard, which has none of the
/// keys, keeps the defaults.
///
/// ```swift
/// for (key, value) in settings.archivedValues { coder.encode(value, forKey: key) }
/// let present = ZoomViewSettings.archiveKeys.filter(coder.containsValue(forKey:))
/// let decoded = ZoomViewSettings(archivedValues: Dictionary(uniqueKeysWithValues:
///     present.map { ($0, coder.decodeDouble(forKey: $0)) }), defaults: settings)
/// ```
public struct ZoomViewSettings: Equatable, Sendable {
    /// The zoom limits and bouncing.
    public var configuration: ZoomConfiguration
    /// Whether double tap zooms.
    public var isDoubleTapZoomEnabled: Bool

    /// The archive keys, one per setting.
    public static let archiveKeys = [minimumKey, maximumKey, doubleTapKey, bouncesZoomKey, bouncesPanKey, doubleTapEnabledKey]
    static let minimumKey = "ZoomableImageView.minimumZoomScale"
    static let maximumKey = "ZoomableImageView.maximumZoomScale"
    static let doubleTapKey = "ZoomableImageView.doubleTapZoomScale"
    static let bouncesZoomKey = "ZoomableImageView.bouncesZoom"
    static let bouncesPanKey = "ZoomableImageView.bouncesPan"
    static let doubleTapEnabledKey = "ZoomableImageView.isDoubleTapZoomEnabled"

    /// Describes settings.
    ///
    /// - Parameters:
    ///   - configuration: the zoom configuration.
    ///   - isDoubleTapZoomEnabled: whether double tap zooms.
    public init(configuration: ZoomConfiguration, isDoubleTapZoomEnabled: Bool) {
        self.configuration = configuration
        self.isDoubleTapZoomEnabled = isDoubleTapZoomEnabled
    }

    /// Reads archived values over `defaults`: a key that is absent keeps the default; a boolean
    /// is true when its number is not 0.
    ///
    /// - Parameters:
    ///   - archivedValues: the values found, by key.
    ///   - defaults: the settings absent keys keep.
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
        ]
    }
}
