import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a zoomable view asks of the photo viewer it is in when a dismissal starts — a dismiss
/// drag thrown far enough, or VoiceOver's escape: where its transition starts.
///
/// In a modal viewer the view returns to rest at once (``ZoomReport/dismiss(_:)`` comes after it
/// did); the viewer shows the image in its transition from ``shown`` instead, in the same turn of
/// the run loop, so nothing is drawn in between. In an inline viewer the view stays as shown, for
/// the app's own transition to take away (``ZoomInput/dismissalEnded`` springs it back if the app
/// keeps the viewer).
///
/// ```swift
/// let page = ZoomTransitionPage(
///     frame: pageView.convert(pageView.bounds, to: nil), contentMode: .scaleAspectFit,
///     shownGeometry: ViewGeometry(bounds: request.shown.bounds,
///                                 center: pageView.convert(request.shown.center, to: nil),
///                                 transform: request.shown.transform))
/// let style = ZoomTransition.dismissing(imageSize: image.size, from: page, to: thumbnail,
///                                       visibleBounds: window.bounds,
///                                       backgroundOpacity: request.backgroundOpacity)
/// ```
@_spi(Internals) public struct DismissRequest: Equatable, Sendable {
    /// The image view's geometry as shown when the dismissal started, container space: its
    /// `bounds`, and its `center` (points) and `transform` — moved and shrunk by a dismiss drag,
    /// zoomed, or caught mid-animation. Finite.
    public var shown: ViewGeometry
    /// The viewer's background opacity then, 0…1: a dismiss drag's, 1 for VoiceOver's escape.
    public var backgroundOpacity: CGFloat
    /// The release velocity, container space (points per second); zero for VoiceOver's escape.
    public var velocity: CGPoint

    /// Describes a dismissal.
    ///
    /// - Parameters:
    ///   - shown: the image view's geometry as shown, container space.
    ///   - backgroundOpacity: the background's opacity, 0…1.
    ///   - velocity: the release velocity, container space (points per second).
    public init(shown: ViewGeometry, backgroundOpacity: CGFloat, velocity: CGPoint) {
        self.shown = shown
        self.backgroundOpacity = backgroundOpacity
        self.velocity = velocity
    }
}
