import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a SwiftUI `ZoomableImage` applies to its view in an update, as plain values — and
/// which of them changed since the last update, so the bridge calls only those setters.
///
/// Each setter of the view does work (a new image returns it to rest; a content mode, limits or
/// pixel option redraws the grid and re-places every marker), and SwiftUI updates the view on
/// every change of its parent — with a displayed zoom binding, on every pinch event. Comparing
/// these values first makes such an update apply nothing.
///
/// ```swift
/// let changes = next.changes(from: previous)      // previous: nil before the first update
/// next.apply(changes, to: bridge)                 // only the setters whose value changed
/// ```
@_spi(Internals)
public struct ZoomableImageSettings: Equatable, Sendable {
    /// Which image: see ``ImageSourceKey``.
    public var source: ImageSourceKey
    /// How the image is laid out at rest. Aspect fit by default.
    public var contentMode: ImageContentMode = .scaleAspectFit
    /// The zoom limits, double-tap scale and bouncing.
    public var configuration = ZoomConfiguration()
    /// Whether a double tap zooms. `true` by default.
    public var isDoubleTapZoomEnabled = true
    /// Magnification and pixel grid.
    public var pixelOptions = PixelPresentationOptions()
    /// The grid colour, resolved for the environment's colour scheme: red, green, blue, alpha
    /// (extended sRGB). `nil`: the view's default.
    public var gridColor: [CGFloat]?
    /// The modifier keys that make a scroll zoom. ⌘ by default.
    public var scrollZoomModifiers: KeyModifierFlags = .command
    /// The VoiceOver label the app set, or `nil`: then the view's own rule gives it its image's
    /// label (`ZoomableImageView` adopts each new image's `accessibilityLabel`).
    public var accessibilityLabel: String?
    /// The `ZoomableImageState` attached (its object identity), or `nil`.
    public var stateIdentity: UInt?
    /// Whether an animated image the view loads plays. `true` by default (the view's default).
    public var playsAnimatedImages = true
    /// Whether Live Text is on. `false` by default (the view's default).
    public var isLiveTextEnabled = false

    /// Settings with every default, for `source`.
    ///
    /// - Parameter source: which image.
    public init(source: ImageSourceKey) {
        self.source = source
    }

    /// The setters an update must call: one flag per setter of the view.
    public struct Changes: OptionSet, Sendable {
        public let rawValue: Int

        /// Describes changes by their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A new source: set the given image, or clear the view for a source it loads (which the
        /// load then replaces).
        public static let image = Changes(rawValue: 1 << 0)
        /// Set the content mode.
        public static let contentMode = Changes(rawValue: 1 << 1)
        /// Set the zoom configuration.
        public static let configuration = Changes(rawValue: 1 << 2)
        /// Turn double-tap zoom on or off.
        public static let doubleTap = Changes(rawValue: 1 << 3)
        /// Set magnification, grid and grid colour (one redraw).
        public static let pixelPresentation = Changes(rawValue: 1 << 4)
        /// Set the scroll-zoom modifier keys.
        public static let scrollZoomModifiers = Changes(rawValue: 1 << 5)
        /// Set the VoiceOver label.
        public static let accessibilityLabel = Changes(rawValue: 1 << 6)
        /// Attach another zoom state (or detach it).
        public static let state = Changes(rawValue: 1 << 7)
        /// Let an animated image play, or hold its first frame.
        public static let animatedImages = Changes(rawValue: 1 << 8)
        /// Turn Live Text on or off.
        public static let liveText = Changes(rawValue: 1 << 9)

        /// Every setter.
        public static let all = Changes(rawValue: (1 << 10) - 1)
    }

    /// The setters whose value differs from `previous`. The first update compares with a new
    /// view's own values (every default above) and sets a given image — not one the view loads:
    /// clearing it there would wipe the image a reappearing view still shows (its storage
    /// outlives the representable), which the load, already done, would not bring back. A later
    /// new source always sets (clears) the image, so the old picture never stays on screen. Limits and scales compare NaN as equal to NaN (a NaN limit the
    /// configuration replaces is applied once, not on every update).
    ///
    /// - Parameter previous: the settings the last update applied, or `nil` before any.
    /// - Returns: the changes.
    public func changes(from previous: ZoomableImageSettings?) -> Changes {
        guard let previous else {
            return changes(from: ZoomableImageSettings(source: source)).union(source.isLoaded ? [] : .image)
        }
        var changes: Changes = []
        let flags: [(Changes, Bool)] = [
            (.image, source != previous.source),
            (.contentMode, contentMode != previous.contentMode),
            (.configuration, !Self.same(configuration, previous.configuration)),
            (.doubleTap, isDoubleTapZoomEnabled != previous.isDoubleTapZoomEnabled),
            (.pixelPresentation, pixelOptions != previous.pixelOptions || gridColor != previous.gridColor),
            (.scrollZoomModifiers, scrollZoomModifiers != previous.scrollZoomModifiers),
            (.accessibilityLabel, accessibilityLabel != previous.accessibilityLabel),
            (.state, stateIdentity != previous.stateIdentity),
            (.animatedImages, playsAnimatedImages != previous.playsAnimatedImages),
            (.liveText, isLiveTextEnabled != previous.isLiveTextEnabled),
        ]
        for (flag, changed) in flags where changed {
            changes.insert(flag)
        }
        return changes
    }

    /// Whether an update animates what it changes: when its transaction has an animation
    /// (`withAnimation`) that `disablesAnimations` doesn't turn off.
    ///
    /// - Parameters:
    ///   - hasAnimation: whether the transaction's `animation` is set.
    ///   - disablesAnimations: the transaction's `disablesAnimations`.
    public static func animates(hasAnimation: Bool, disablesAnimations: Bool) -> Bool {
        hasAnimation && !disablesAnimations
    }

    /// Whether two configurations are the same, NaN equal to NaN.
    static func same(_ a: ZoomConfiguration, _ b: ZoomConfiguration) -> Bool {
        func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.minimumZoomScale, b.minimumZoomScale) && same(a.maximumZoomScale, b.maximumZoomScale)
            && same(a.doubleTapZoomScale, b.doubleTapZoomScale) && a.bouncesZoom == b.bouncesZoom
            && a.bouncesPan == b.bouncesPan
    }
}
