#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

extension View {
    /// Makes this view zoomable, whatever it is — a floor plan drawn with shapes, a chart, a
    /// `Canvas`, an `Image` — with everything ``ZoomableImage`` does: pinch around the fingers, pan
    /// when zoomed, rubber band and settle, momentum, double tap, trackpad, mouse wheel and
    /// keyboard, VoiceOver; and taps reported in the content's own coordinates.
    ///
    /// ```swift
    /// struct FloorPlanScreen: View {
    ///     @State private var zoom: CGFloat = 1
    ///     var body: some View {
    ///         FloorPlan()                                  // drawn in a 600 × 400 pt frame
    ///             .frame(width: 600, height: 400)
    ///             .zoomable(zoomScale: $zoom) { point in
    ///                 print("tapped", point)                // in the plan's 600 × 400 pt space
    ///             }
    ///             .zoomLimits(maximum: 8)
    ///     }
    /// }
    /// ```
    ///
    /// **Layout.** The zoomable view takes the space offered (on iOS 16 and later, where one axis
    /// is unconstrained — a vertical `ScrollView` — the content's ideal aspect ratio gives the
    /// other). The content is laid out in it as it would be without the modifier: at the size it
    /// takes for that space (a fixed frame keeps its size; a flexible view fills it), then fitted
    /// by `imageContentMode(_:)` (`.fit` by default: a fixed frame smaller or larger than the
    /// space is scaled to fit it). The tap's point is in the content's own coordinates at that
    /// size, whatever the zoom. A new size for the content (a rotation, for content that fills
    /// the space) keeps the zoomed spot.
    ///
    /// **Options.** The same modifiers as ``ZoomableImage``'s, placed after this one (they are
    /// environment values the zoomable view reads): ``ZoomableImage/zoomLimits(minimum:maximum:)``,
    /// ``ZoomableImage/doubleTapZoomScale(_:)``, ``ZoomableImage/bounces(zoom:pan:)``,
    /// ``ZoomableImage/zoomConfiguration(_:)``, `imageContentMode(_:)`, `scrollZoomModifiers(_:)`,
    /// ``ZoomableImage/onZoomEnd(_:)``, ``ZoomableImage/zoomableImageState(_:)`` (its pixel rects
    /// are content points), `zoomableImageFocused(_:)` for the keyboard, ``ZoomableImageCommands``
    /// for the menu, and ``ZoomableImage/zoomableImageAccessibilityLabel(_:)`` — VoiceOver reads
    /// the content's own elements, then the zoom as one adjustable element, so give it a label.
    ///
    /// **Updates.** Each SwiftUI update shows the new content at once; its size is measured again
    /// only after an update or a new size offered, at most once each, and never while a gesture
    /// or a settle moves it: then once it rests (<doc:ZoomingAnyView>, "When the content is
    /// measured").
    ///
    /// **Pagers.** In a `TabView` with the page style the content pans only when zoomed: at rest a
    /// swipe pages.
    ///
    /// **Sharp at rest.** The zoom scales what SwiftUI drew. Once zooming ends, the content is
    /// drawn again at the resolution it is shown at: its `displayScale` environment value is
    /// raised, so SwiftUI draws its text, shapes, paths and `Canvas` with that many pixels per
    /// point — up to the cap of <doc:ZoomingAnyView> for the whole content.
    ///
    /// The content is hosted in UIKit (a `UIHostingController`) with this view's environment —
    /// objects from `environmentObject(_:)` and `@Observable` models included — minus the zoom
    /// configuration, so a zoomable view inside starts from the defaults.
    ///
    /// - Parameters:
    ///   - zoomScale: a binding to the zoom scale (1 is the content at rest), or `nil`. Default
    ///     `nil`. Setting it zooms around the centre, animated inside `withAnimation`.
    ///   - onTapContent: called with the point of a single tap on the content, in its own
    ///     coordinates (points), or `nil`. Default `nil`.
    /// - Returns: the zoomable view.
    public func zoomable(zoomScale: Binding<CGFloat>? = nil, onTapContent: ((CGPoint) -> Void)? = nil) -> some View {
        ZoomableContent(content: self, zoomScale: zoomScale, onTapContent: onTapContent)
    }
}
#endif
