#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

// The spellings of the first SwiftUI API whose types were UIKit's. They still compile (with a
// warning) and do what they did, through the environment modifiers. `@_disfavoredOverload` keeps
// a call both could take on the new one: `.scrollZoomModifiers(.command)` means SwiftUI's ⌘.

extension View {
    /// Sets how the image is laid out at rest, with UIKit's content mode.
    ///
    /// - Parameter contentMode: any of UIKit's thirteen content modes.
    /// - Returns: a view whose zoomable images lay out so.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use imageContentMode(.fit) or imageContentMode(.fill), with SwiftUI's ContentMode")
    public func imageContentMode(_ contentMode: UIView.ContentMode) -> some View {
        let mode = ImageContentMode(contentMode)
        return zoomableImage { $0.contentMode = mode }
    }

    /// Draws the pixel grid in a UIKit colour.
    ///
    /// - Parameters:
    ///   - shows: whether the grid is drawn. Default `true`.
    ///   - color: the lines' colour.
    /// - Returns: a view whose zoomable images draw the grid so.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use showsPixelGrid(_:) and pixelGridColor(_:) with a SwiftUI Color")
    public func showsPixelGrid(_ shows: Bool = true, color: UIColor) -> some View {
        showsPixelGrid(shows).pixelGridColor(Color(uiColor: color))
    }

    /// Sets the scroll-zoom modifier keys with UIKit's flags.
    ///
    /// - Parameter modifiers: the keys that must all be held.
    /// - Returns: a view whose zoomable images zoom on such scrolls.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use scrollZoomModifiers(_:) with SwiftUI's EventModifiers")
    public func scrollZoomModifiers(_ modifiers: UIKeyModifierFlags) -> some View {
        let flags = KeyModifierFlags(rawValue: modifiers.rawValue)
        return zoomableImage { $0.scrollZoomModifiers = flags }
    }

    /// Makes the zoomable image take the keyboard once, the first time it can after it appears
    /// (never again after it gave the keyboard away, and never inside SwiftUI's update).
    ///
    /// - Parameter takesFocus: whether it takes the keyboard. Default `true`.
    /// - Returns: a view whose zoomable image takes the keyboard when it appears.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use zoomableImageFocused(_:) with a FocusState or Boolean binding")
    public func takesKeyboardFocus(_ takesFocus: Bool = true) -> some View {
        zoomableImage { $0.takesFocusOnAppear = takesFocus }
    }
}
#endif
