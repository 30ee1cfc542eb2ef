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

/// The environment values a marker's look usually depends on, compared between updates: when
/// one changes, every marker is rendered again with the new environment (otherwise an unchanged
/// `Equatable` item keeps the environment it was rendered with — a binding change must not
/// re-render 200 markers). Objects in the environment publish their own changes to the markers
/// that observe them.
struct PixelOverlayEnvironment: Equatable {
    let colorScheme: ColorScheme
    let colorSchemeContrast: ColorSchemeContrast
    let dynamicTypeSize: DynamicTypeSize
    let legibilityWeight: LegibilityWeight?
    let layoutDirection: LayoutDirection
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone
    let font: Font?
    let isEnabled: Bool
    let displayScale: CGFloat
    let redactionReasons: RedactionReasons

    init(_ environment: EnvironmentValues) {
        colorScheme = environment.colorScheme
        colorSchemeContrast = environment.colorSchemeContrast
        dynamicTypeSize = environment.dynamicTypeSize
        legibilityWeight = environment.legibilityWeight
        layoutDirection = environment.layoutDirection
        locale = environment.locale
        calendar = environment.calendar
        timeZone = environment.timeZone
        font = environment.font
        isEnabled = environment.isEnabled
        displayScale = environment.displayScale
        redactionReasons = environment.redactionReasons
    }
}
#endif
