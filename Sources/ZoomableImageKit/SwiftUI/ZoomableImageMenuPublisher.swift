#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The focused-value key of what the zoom commands of the ``ZoomableImage`` with the keyboard can
/// do (``ZoomMenuAvailability``).
struct ZoomableImageMenuKey: FocusedValueKey {
    typealias Value = ZoomMenuAvailability
}

extension FocusedValues {
    /// What the zoom commands of the ``ZoomableImage`` with the keyboard can do, or `nil`.
    var zoomableImageMenu: ZoomMenuAvailability? {
        get { self[ZoomableImageMenuKey.self] }
        set { self[ZoomableImageMenuKey.self] = newValue }
    }
}

/// Publishes a ``ZoomableImage``'s ``ZoomMenuAvailability`` for the whole scene while its view has
/// the keyboard, and nothing otherwise — a zero-size view beside the image, so that only the one
/// image that has the keyboard publishes (two publishing the same key would leave the menu to
/// whichever SwiftUI picks).
struct ZoomableImageMenuPublisher: View {
    let availability: ZoomMenuAvailability?

    var body: some View {
        // Adapts: the core decided whether there is a value (``ZoomMenuPublication``); a view
        // that publishes none must not exist, since `focusedSceneValue` takes no optional.
        if let availability {
            Color.clear.focusedSceneValue(\.zoomableImageMenu, availability)
        }
    }
}
#endif
