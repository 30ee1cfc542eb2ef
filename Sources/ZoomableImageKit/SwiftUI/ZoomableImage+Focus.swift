#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

extension View {
    /// Gives the keyboard to the zoomable image in this view when `isFocused` is `true` — so that
    /// ⌘+ and ⌘− zoom a step, ⌘0 returns to rest and the arrow keys move a zoomed image (see
    /// ``ZoomableImageView/keyCommands``) — and takes it back when `false`.
    ///
    /// The binding also follows the keyboard: a click on the image that makes it first responder
    /// writes `true`; a text field taking the keyboard (or the image leaving the window) writes
    /// `false`. Focus changes never happen inside SwiftUI's update (they follow it), and the image
    /// never takes the keyboard just because it entered a window again — a page a
    /// `TabView(.page)` preloads, or a list row scrolled back, leaves a text field its keyboard.
    ///
    /// ```swift
    /// @FocusState private var imageFocused: Bool
    /// …
    /// ZoomableImage(photo)
    ///     .zoomableImageFocused($imageFocused)
    ///     .onAppear { imageFocused = true }
    /// ```
    ///
    /// - Parameter isFocused: a `@FocusState` Boolean.
    /// - Returns: a view whose zoomable image takes the keyboard with the focus state.
    public func zoomableImageFocused(_ isFocused: FocusState<Bool>.Binding) -> some View {
        zoomableImage {
            $0.focus = Binding(get: { isFocused.wrappedValue }, set: { isFocused.wrappedValue = $0 })
        }
    }

    /// Gives the keyboard to the zoomable image in this view while `isFocused` is `true`, like
    /// the `FocusState` form, with any Boolean binding — e.g. "this page is the selected one" in
    /// a pager, so that only the page on screen takes the keyboard:
    ///
    /// ```swift
    /// ZoomableImage(photos[index])
    ///     .zoomableImageFocused(Binding(get: { selection == index }, set: { _ in }))
    /// ```
    ///
    /// - Parameter isFocused: whether the image should hold the keyboard; written when the image
    ///   gains or loses it by itself.
    /// - Returns: a view whose zoomable image takes the keyboard with the binding.
    public func zoomableImageFocused(_ isFocused: Binding<Bool>) -> some View {
        zoomableImage { $0.focus = isFocused }
    }
}
#endif
