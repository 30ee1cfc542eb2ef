import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The photo viewer's gestures a ``ZoomInteraction`` runs beside the zoom — quick zoom and the
/// dismiss drag — with their settings: two state machines and what they need to be fed.
///
/// Which recognizer is under way is the interaction's motion (`Gesture.isQuickZooming`,
/// `Gesture.isDismissDragging`); these machines say where each gesture is in its own life (a
/// double tap held but not yet dragged, a spring back the dismiss drag started).
struct PhotoViewerGestures: Equatable, Sendable {
    /// Whether quick zoom is on. `false` by default: outside a photo viewer its long press would
    /// hold every single tap back and share every double tap.
    var isQuickZoomEnabled = false
    /// Whether a one-finger vertical drag at rest dismisses the viewer. `false` by default: a
    /// view outside a photo viewer has nothing to dismiss.
    var isDismissDragEnabled = false
    /// The held double tap.
    var quickZoom = QuickZoomStateMachine()
    /// The dismiss drag.
    var dismissDrag = DismissDragStateMachine()
    /// The geometry the dismiss drag moves the image from: the engine's, at rest, when the drag
    /// began (container space). Kept through the spring back, which a new drag may catch.
    var dismissBase = ViewGeometry(frame: .zero)
    /// The drag recognizer's translation when the drag began (container space): the later ones
    /// count from it.
    var dismissOrigin = CGPoint.zero
}

extension SettleAnimation {
    /// The spring a photo viewer's background returns to opaque with when no image animation
    /// sets the pace (a pinch taking over a dismiss drag, a spring back with nothing to move):
    /// the settle spring (response 0.42 s), from rest, timed for 100 points.
    static let backdrop = SettleAnimation(
        mass: 1, stiffness: settleFrequency * settleFrequency, damping: 2 * settleFrequency, initialVelocity: .zero,
        duration: settlingTime(distance: 100, velocity: 0, frequency: settleFrequency), isGlide: false)
}
