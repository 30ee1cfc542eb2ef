#if canImport(UIKit)
import SwiftUI

/// Dismisses the SwiftUI browser's ``ZoomableImageBrowser``: what its chrome's close button
/// calls, as SwiftUI's `DismissAction` is called. The browser closes into the current item's
/// thumbnail (or fades), and the selection becomes `nil`, as after a drag down. Calling it when
/// the browser is already gone does nothing.
///
/// ```swift
/// .zoomableImageBrowser(photos, selection: $selected) { photo, imageView in
///     imageView.image = photo.image
/// } header: { _, dismiss in
///     Button("Close") { dismiss() }.padding()
/// } footer: { photo, _ in
///     Text(photo.caption)
/// }
/// ```
@MainActor
public struct ZoomableImageBrowserDismissAction {
    let dismiss: @MainActor () -> Void

    init(_ dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
    }

    /// Dismisses the browser, animated.
    public func callAsFunction() {
        dismiss()
    }
}
#endif
