#if canImport(UIKit)
import SwiftUI
import UIKit

/// The root view of a marker's hosting controller: the item's content with the SwiftUI
/// environment of the ``ZoomableImage`` it marks.
///
/// A `UIHostingController` starts a view hierarchy of its own, with a fresh environment: without
/// this, a marker reading an `@EnvironmentObject` would crash ("No ObservableObject of type …
/// found") and fonts, tint, locale and Dynamic Type would be lost. `.environment(\.self, …)`
/// replaces the whole `EnvironmentValues` with the representable's `context.environment` — "the
/// current environment" of the view it updates (`UIViewControllerRepresentableContext`). Objects
/// given with `environmentObject(_:)` and, from iOS 17, `environment(_:)` for `@Observable`
/// models are stored in those values, so they travel with them.
struct PixelOverlayMarkerRoot: View {
    let content: AnyView
    let environment: EnvironmentValues

    var body: some View {
        // The image's own configuration is not the marker's: a ZoomableImage inside a marker
        // starts from the defaults (and no marker retains the groups that made it).
        content
            .ignoresSafeArea()
            .environment(\.zoomableImage, ZoomableImageEnvironment())
            .environment(\.self, environment)
    }

    /// Makes `host` track its root view's ideal size in its `preferredContentSize`, so its
    /// parent hears of every change (`preferredContentSizeDidChange(forChildContentContainer:)`):
    /// `UIHostingController.sizingOptions`, iOS 16 and later. On iOS 15 a marker is measured when
    /// its content or environment changes (``PixelOverlayHosts/render(_:in:environment:)``) and
    /// not when state inside its content changes its size: give markers a fixed size there.
    @MainActor
    static func followIdealSize(of host: UIHostingController<Self>) {
        if #available(iOS 16, *) {
            host.sizingOptions = .preferredContentSize
        }
    }
}

/// Tells a ``ZoomableImage``'s markers that the SwiftUI environment changed, so that each is
/// rendered again with it: a zero-size view beside the image's, whose own inputs never change
/// (the storage, one object for the view's life). SwiftUI updates a representable "for any
/// changes affecting" it (`UIViewRepresentable.updateUIView(_:context:)`), its `context.environment`
/// among them — and not when only the image's other inputs change (a zoom binding on every pinch
/// event), since this view's inputs are then equal. So markers follow every value they may read —
/// size classes after a rotation, tint, the app's own keys — where comparing a fixed list of
/// values missed all but that list, and an update that changes nothing else renders none.
struct PixelOverlayEnvironmentProbe: UIViewRepresentable {
    let storage: ZoomableImageStorage

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        storage.bridge?.markers.environmentChanged(context.environment)
    }
}
#endif
