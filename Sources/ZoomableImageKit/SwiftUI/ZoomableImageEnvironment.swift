#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What the configuration modifiers (`zoomLimits`, `pixelOverlays`, `onZoomEnd` …) put in the
/// SwiftUI environment for the ``ZoomableImage``s below them. Being environment values, they work
/// anywhere in a modifier chain — after `.padding()` or `.overlay` too — and on a container of
/// several images; the modifier closest to an image wins, as with SwiftUI's own.
struct ZoomableImageEnvironment {
    var configuration = ZoomConfiguration()
    var isDoubleTapZoomEnabled = true
    var contentMode = ImageContentMode.scaleAspectFit
    var pixelOptions = PixelPresentationOptions()
    var gridColor = Color(uiColor: ZoomableImageView.defaultPixelGridColor)
    var scrollZoomModifiers = KeyModifierFlags.command
    var accessibilityLabel: String?
    var onZoomEnd: ((CGFloat) -> Void)?
    var onTapImageColor: ((CGPoint, UIColor?) -> Void)?
    /// The `pixelOverlays` groups, bottom to top in declaration order.
    var overlayGroups: [PixelOverlayGroup] = []
    var state: ZoomableImageState?
    var focus: Binding<Bool>?
    /// The deprecated `takesKeyboardFocus()`.
    var takesFocusOnAppear = false
    /// `liveText(_:)`; off, as in the view.
    var isLiveTextEnabled = false
    /// `playsAnimatedImages(_:)`; on, as in the view.
    var playsAnimatedImages = true

    /// The focus request of an update.
    var focusRequest: KeyboardFocusStateMachine.Request {
        KeyboardFocusStateMachine.Request(binding: focus?.wrappedValue, takesFocusOnAppear: takesFocusOnAppear)
    }
}

/// The environment key of ``ZoomableImageEnvironment``. A computed default: the value holds
/// closures and references, which are not `Sendable`, so it can't be a stored `static let`.
private struct ZoomableImageEnvironmentKey: EnvironmentKey {
    static var defaultValue: ZoomableImageEnvironment { ZoomableImageEnvironment() }
}

extension EnvironmentValues {
    /// The configuration of the ``ZoomableImage``s in this part of the hierarchy.
    var zoomableImage: ZoomableImageEnvironment {
        get { self[ZoomableImageEnvironmentKey.self] }
        set { self[ZoomableImageEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Changes the zoomable-image configuration for the views below.
    func zoomableImage(_ change: @escaping (inout ZoomableImageEnvironment) -> Void) -> some View {
        transformEnvironment(\.zoomableImage, transform: change)
    }
}
#endif
