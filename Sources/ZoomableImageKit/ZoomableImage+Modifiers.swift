#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImage {
    /// Sets the zoom limits, relative to the fitted image.
    ///
    /// - Parameters:
    ///   - minimum: the smallest settled zoom scale. Default 1.
    ///   - maximum: the largest settled zoom scale. Default 4.
    public func zoomLimits(minimum: CGFloat = 1, maximum: CGFloat = 4) -> ZoomableImage {
        var copy = self
        copy.configuration.minimumZoomScale = minimum
        copy.configuration.maximumZoomScale = maximum
        return copy
    }

    /// Sets the zoom a double tap toggles to, or turns double-tap zoom off with `nil` (single taps
    /// are then reported without waiting). Default 2.5.
    public func doubleTapZoomScale(_ scale: CGFloat?) -> ZoomableImage {
        var copy = self
        copy.isDoubleTapZoomEnabled = scale != nil
        if let scale { copy.configuration.doubleTapZoomScale = scale }
        return copy
    }

    /// Sets whether pinching past the limits and panning past the edges rubber-band. Both `true`
    /// by default.
    public func bounces(zoom: Bool = true, pan: Bool = true) -> ZoomableImage {
        var copy = self
        copy.configuration.bouncesZoom = zoom
        copy.configuration.bouncesPan = pan
        return copy
    }

    /// Sets the whole zoom configuration at once.
    public func zoomConfiguration(_ configuration: ZoomConfiguration) -> ZoomableImage {
        var copy = self
        copy.configuration = configuration
        return copy
    }

    /// Sets how the image is laid out at rest. `.scaleAspectFit` by default.
    public func imageContentMode(_ contentMode: UIView.ContentMode) -> ZoomableImage {
        var copy = self
        copy.contentMode = contentMode
        return copy
    }

    /// Makes the image take the keyboard when it appears, so that ⌘+ and ⌘− zoom a step, ⌘0
    /// returns to rest and the arrow keys move a zoomed image (see ``ZoomableImageView/keyCommands``).
    /// Off by default: a view that takes the keyboard takes it from a text field on the same
    /// screen; leave it off when the app has shortcuts of its own for these keys.
    ///
    /// - Parameter takesFocus: whether the image's view becomes first responder when it enters
    ///   a window. Default `true`.
    public func takesKeyboardFocus(_ takesFocus: Bool = true) -> ZoomableImage {
        var copy = self
        copy.takesKeyboardFocus = takesFocus
        return copy
    }

    /// Sets the modifier keys that make a trackpad or mouse-wheel scroll zoom around the pointer
    /// instead of panning (``ZoomableImageView/scrollZoomModifierFlags``). `.command` by default.
    public func scrollZoomModifiers(_ modifiers: UIKeyModifierFlags) -> ZoomableImage {
        var copy = self
        copy.scrollZoomModifiers = modifiers
        return copy
    }

    /// Calls `action` with the settled zoom scale when a gesture or animation ends.
    public func onZoomEnd(_ action: @escaping (CGFloat) -> Void) -> ZoomableImage {
        var copy = self
        copy.onZoomEnd = action
        return copy
    }
}
#endif
