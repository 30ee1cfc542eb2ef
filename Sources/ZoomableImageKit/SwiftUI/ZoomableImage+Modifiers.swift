#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

// The configuration of ``ZoomableImage``: environment values, so each modifier works anywhere in
// a modifier chain (after `.padding()`, `.overlay`, `.navigationTitle` …) and on a container of
// several images, like SwiftUI's `.font` or `.imageScale`. The modifier closest to an image wins.
// Changing one applies only that setting at the next update (see "What an update costs" in the
// SwiftUI article).

extension View {
    /// Sets the zoom limits of the zoomable images in this view, relative to the fitted image.
    ///
    /// - Parameters:
    ///   - minimum: the smallest settled zoom scale. Default 1.
    ///   - maximum: the largest settled zoom scale. Default 4.
    /// - Returns: a view whose zoomable images settle within the limits (bad values are replaced
    ///   as ``ZoomConfiguration`` describes).
    public func zoomLimits(minimum: CGFloat = 1, maximum: CGFloat = 4) -> some View {
        zoomableImage {
            $0.configuration.minimumZoomScale = minimum
            $0.configuration.maximumZoomScale = maximum
        }
    }

    /// Sets the zoom a double tap toggles to, or turns double-tap zoom off with `nil` (single taps
    /// are then reported without waiting). Default 2.5.
    ///
    /// - Parameter scale: the zoom scale, or `nil` for no double-tap zoom.
    /// - Returns: a view whose zoomable images double-tap to `scale`.
    public func doubleTapZoomScale(_ scale: CGFloat?) -> some View {
        zoomableImage { environment in
            environment.isDoubleTapZoomEnabled = scale != nil
            scale.map { environment.configuration.doubleTapZoomScale = $0 }
        }
    }

    /// Sets whether pinching past the limits and panning past the edges rubber-band.
    ///
    /// - Parameters:
    ///   - zoom: whether a pinch past the limits rubber-bands. Default `true`.
    ///   - pan: whether a pan past the edges rubber-bands. Default `true`.
    /// - Returns: a view whose zoomable images bounce so.
    public func bounces(zoom: Bool = true, pan: Bool = true) -> some View {
        zoomableImage {
            $0.configuration.bouncesZoom = zoom
            $0.configuration.bouncesPan = pan
        }
    }

    /// Sets the whole zoom configuration at once: limits, double-tap scale, bouncing.
    ///
    /// - Parameter configuration: the configuration. Default: ``ZoomConfiguration/init()``.
    /// - Returns: a view whose zoomable images use it.
    public func zoomConfiguration(_ configuration: ZoomConfiguration) -> some View {
        zoomableImage { $0.configuration = configuration }
    }

    /// Sets how the zoomable images lay out their image at rest: `.fit` (the default) shows all
    /// of it, `.fill` covers the view — `UIView.ContentMode`'s `scaleAspectFit` and
    /// `scaleAspectFill`.
    ///
    /// - Parameter contentMode: SwiftUI's content mode.
    /// - Returns: a view whose zoomable images lay out so.
    public func imageContentMode(_ contentMode: ContentMode) -> some View {
        let mode = [ContentMode.fit: ImageContentMode.scaleAspectFit, .fill: .scaleAspectFill][contentMode,
                                                                                             default: .scaleAspectFit]
        return zoomableImage { $0.contentMode = mode }
    }

    /// Sets the modifier keys that make a trackpad or mouse-wheel scroll zoom around the pointer
    /// instead of panning (``ZoomableImageView/scrollZoomModifierFlags``). `.command` by default;
    /// empty: every scroll zooms.
    ///
    /// - Parameter modifiers: the keys that must all be held.
    /// - Returns: a view whose zoomable images zoom on such scrolls.
    public func scrollZoomModifiers(_ modifiers: EventModifiers) -> some View {
        let flags = KeyModifierFlags(rawValue: UIKeyModifierFlags(modifiers).rawValue)
        return zoomableImage { $0.scrollZoomModifiers = flags }
    }

    /// Calls `action` with the settled zoom scale when a gesture, double tap or animated zoom of a
    /// zoomable image ends (after SwiftUI's update when the update caused it).
    ///
    /// - Parameter action: called with the zoom scale the image came to rest at.
    /// - Returns: a view whose zoomable images report their zoom ends.
    public func onZoomEnd(_ action: @escaping (CGFloat) -> Void) -> some View {
        zoomableImage { $0.onZoomEnd = action }
    }

    /// Sets the label VoiceOver reads for the zoomable images, instead of the image's own
    /// `accessibilityLabel`. (SwiftUI's `accessibilityLabel(_:)` labels the SwiftUI element; the
    /// zoomable view is a UIKit element of its own, so it needs this.) `nil`: the image's label.
    ///
    /// - Parameter label: the localized label, or `nil`.
    /// - Returns: a view whose zoomable images read this label.
    public func zoomableImageAccessibilityLabel(_ label: String?) -> some View {
        zoomableImage { $0.accessibilityLabel = label }
    }

    /// Attaches a zoom state to the zoomable image in this view — or, with `nil`, none: the state
    /// then publishes that image's scale, visible rect and rest, and its commands zoom it. One
    /// state follows one image — attached to several, it follows the one attached last — so in
    /// a pager give it to the page on screen only:
    ///
    /// ```swift
    /// ZoomableImage(url: photos[index].url)
    ///     .zoomableImageState(selection == index ? zoom : nil)
    /// ```
    ///
    /// When the selection moves, the old page lets the state go and the new page takes it, in
    /// whichever order SwiftUI updates them. `nil` also overrides a state given further out.
    ///
    /// A modifier rather than an initializer parameter, like the other settings: it goes anywhere
    /// in the chain, and every initializer (image, URL, data) takes it alike.
    ///
    /// - Parameter state: the state, usually a `@StateObject` of the screen, or `nil` for none.
    /// - Returns: a view whose zoomable image is driven by `state`.
    public func zoomableImageState(_ state: ZoomableImageState?) -> some View {
        zoomableImage { $0.state = state }
    }
}

extension UIKeyModifierFlags {
    /// UIKit's flags for SwiftUI's modifier keys (Caps Lock is `alphaShift`, ⌥ `alternate`; the
    /// function key has no UIKit flag).
    init(_ modifiers: EventModifiers) {
        let keys: [(EventModifiers, UIKeyModifierFlags)] = [
            (.capsLock, .alphaShift), (.shift, .shift), (.control, .control), (.option, .alternate),
            (.command, .command), (.numericPad, .numericPad),
        ]
        self = keys.filter { modifiers.contains($0.0) }.reduce(into: []) { $0.insert($1.1) }
    }
}
#endif
