#if canImport(UIKit)
import SwiftUI
@_spi(Internals) import ZoomableImageCore

/// What the browser modifiers put in the environment for
/// `zoomableImageBrowser(_:selection:load:)`; the browser takes them when it
/// is presented and at every update while it is up.
struct ZoomableImageBrowserSettings {
    var backgroundColor = Color.black
    var pageSpacing = PageLayout.defaultGap
    var isDragToDismissEnabled = true
}

/// The environment key of ``ZoomableImageBrowserSettings``.
private struct ZoomableImageBrowserSettingsKey: EnvironmentKey {
    static var defaultValue: ZoomableImageBrowserSettings { ZoomableImageBrowserSettings() }
}

extension EnvironmentValues {
    /// The settings of the browsers presented in this part of the hierarchy.
    var zoomableImageBrowser: ZoomableImageBrowserSettings {
        get { self[ZoomableImageBrowserSettingsKey.self] }
        set { self[ZoomableImageBrowserSettingsKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour behind the photos of the browsers this view presents with
    /// ``zoomableImageBrowser(_:selection:load:)``
    /// (``ZoomableImageBrowser/backgroundColor``); it fades as a drag to dismiss moves the photo.
    /// Apply it to the view carrying the browser modifier (after it in the chain) or to one
    /// around it. Black by default.
    ///
    /// - Parameter color: the background colour.
    /// - Returns: a view whose browsers have that background.
    public func zoomableImageBrowserBackground(_ color: Color) -> some View {
        transformEnvironment(\.zoomableImageBrowser) { $0.backgroundColor = color }
    }

    /// Sets the gap between the pages of the browsers this view presents while they swipe,
    /// points (``ZoomableImageBrowser/pageSpacing``). Apply it as
    /// ``zoomableImageBrowserBackground(_:)``. 20 by default, as in Photos; a negative or
    /// non-finite gap is none.
    ///
    /// - Parameter spacing: the gap, points.
    /// - Returns: a view whose browsers page with that gap.
    public func zoomableImageBrowserPageSpacing(_ spacing: CGFloat) -> some View {
        transformEnvironment(\.zoomableImageBrowser) { $0.pageSpacing = spacing }
    }

    /// Sets whether a vertical drag at rest dismisses the browsers this view presents
    /// (``ZoomableImageBrowser/isDragToDismissEnabled``). Apply it as
    /// ``zoomableImageBrowserBackground(_:)``. On by default; off, the browser goes only through
    /// the app (a close button calling ``ZoomableImageBrowserDismissAction``, or a `nil`
    /// selection) or VoiceOver's escape.
    ///
    /// - Parameter enabled: whether a drag dismisses.
    /// - Returns: a view whose browsers dismiss, or not, on a drag.
    public func zoomableImageBrowserDragToDismiss(_ enabled: Bool) -> some View {
        transformEnvironment(\.zoomableImageBrowser) { $0.isDragToDismissEnabled = enabled }
    }
}
#endif
