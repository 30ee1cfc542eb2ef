import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom limits and bounce behaviour of a ``ZoomEngine``.
///
/// Zoom scales are relative to the view's resting size: 1 is the image as laid out by its
/// content mode in the resting frame, 2 is twice as large.
///
/// ```swift
/// var configuration = ZoomConfiguration()
/// configuration.maximumZoomScale = 8          // let measuring tools get close
/// configuration.bouncesZoom = false           // hard limits while pinching
/// ```
///
/// Values that make no sense are replaced, never trusted (see ``ZoomEngine``'s bad-input rules):
/// a non-finite or non-positive minimum becomes 1, a NaN or non-positive maximum becomes 4,
/// +∞ means "no limit" (capped at ``ZoomConfiguration/largestZoomScale``), a minimum above the
/// maximum wins, and a non-finite or non-positive double-tap scale becomes 2.5.
public struct ZoomConfiguration: Equatable, Sendable {
    /// The smallest zoom scale a gesture settles at. `1` by default (the resting layout).
    public var minimumZoomScale: CGFloat
    /// The largest zoom scale a gesture settles at. `4` by default.
    public var maximumZoomScale: CGFloat
    /// The zoom scale a double tap zooms to from rest (clamped to the limits). `2.5` by default.
    public var doubleTapZoomScale: CGFloat
    /// Whether pinching past the limits rubber-bands (and springs back on release) rather than
    /// stopping hard. `true` by default.
    public var bouncesZoom: Bool
    /// Whether panning past the image's edges rubber-bands rather than stopping hard.
    /// `true` by default.
    public var bouncesPan: Bool

    /// The smallest zoom scale the engine ever uses, whatever the configuration says: 1/10 000.
    public static let smallestZoomScale: CGFloat = 1e-4
    /// The largest zoom scale the engine ever uses, whatever the configuration says: 10 000.
    /// It keeps every frame finite when the maximum is +∞.
    public static let largestZoomScale: CGFloat = 1e4

    /// Creates the default configuration: limits 1…4, double tap to 2.5, bouncing on.
    public init() {
        minimumZoomScale = 1
        maximumZoomScale = 4
        doubleTapZoomScale = 2.5
        bouncesZoom = true
        bouncesPan = true
    }
}

extension ZoomConfiguration {
    /// Whether `other` holds the very same values, bit for bit: unlike `==`, a configuration with
    /// a NaN in it is identical to itself (NaN ≠ NaN), so setting it again is no change.
    func isIdentical(to other: ZoomConfiguration) -> Bool {
        minimumZoomScale.bitPattern == other.minimumZoomScale.bitPattern
            && maximumZoomScale.bitPattern == other.maximumZoomScale.bitPattern
            && doubleTapZoomScale.bitPattern == other.doubleTapZoomScale.bitPattern
            && bouncesZoom == other.bouncesZoom && bouncesPan == other.bouncesPan
    }
}
