#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

extension View {
    /// Does nothing: use the `Binding<Bool>` form with a `@State` Boolean.
    ///
    /// A `FocusState` holds a value only for views that use it in `.focused(_:)` — Apple's
    /// `FocusState.wrappedValue`: "When focus is not in any view that is bound to this state, the
    /// wrapped value will be `nil` (for optional-typed state) or `false` (for `Bool`- typed
    /// state)." The zoomable image is a UIKit view SwiftUI's focus system doesn't track, so the
    /// state always read `false` (and dropped the image's writes): forwarding it would only resign
    /// a clicked image. Kept so that existing code compiles.
    ///
    /// - Parameter isFocused: ignored.
    /// - Returns: this view, unchanged.
    @available(*, deprecated, message: "A FocusState reads false unless a view uses it in .focused(_:); pass a Binding<Bool> (e.g. of a @State Boolean)")
    public func zoomableImageFocused(_ isFocused: FocusState<Bool>.Binding) -> some View {
        self
    }

    /// Gives the keyboard to the zoomable image in this view when `isFocused` becomes `true` — so
    /// that ⌘+ and ⌘− zoom a step, ⌘0 returns to rest and the arrow keys move a zoomed image (see
    /// ``ZoomableImageView/keyCommands``) — and takes it back when `false`.
    ///
    /// The image takes the keyboard when the view appears with the binding `true` and each time
    /// the binding changes from `false` to `true` — never because it still reads `true`. The
    /// binding also follows the keyboard: a click on the image that makes it first responder
    /// writes `true`; a text field taking the keyboard (or the image leaving the window) writes
    /// `false`. A binding that refuses the write (a constant, or a computed one like the pager's
    /// below) goes on reading `true`, and the text field keeps the keyboard as the person types.
    /// Focus changes never happen inside SwiftUI's update (they follow it), and the image never
    /// takes the keyboard just because it entered a window again — a page a `TabView(.page)`
    /// preloads, or a list row scrolled back, leaves a text field its keyboard.
    ///
    /// ```swift
    /// @State private var imageFocused = false
    /// …
    /// ZoomableImage(photo)
    ///     .zoomableImageFocused($imageFocused)
    ///     .onAppear { imageFocused = true }
    /// ```
    ///
    /// In a pager, "this page is the selected one", so that only the page on screen takes the
    /// keyboard:
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
