import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The view's UIGestureRecognizerDelegate answers. Roles are `nil` for recognizers that are not
// the view's own (an app's, a parent's).

extension ZoomInteraction {
    /// Whether one of the view's recognizers may begin (`gestureRecognizerShouldBegin`). `velocity`
    /// is the asking pan or scroll recognizer's `velocity(in: container)`, `nil` without a
    /// container; `touchCount` (default 1) is the pan's `numberOfTouches`; `modifiers` (default
    /// none) the keys the recognizer reports (`modifierFlags`).
    ///
    /// - The pan begins only when the image can move that way: zoomed in (or under a crop
    ///   opening) and not pushing an edge inwards (``ZoomEngine/shouldBeginPan(velocity:)``), so
    ///   that at rest or at an edge a paging parent gets the swipe. While a touch holds a caught
    ///   zoom animation, the answer is the one for where it was heading: a swipe on a photo that
    ///   was zooming back to rest pages. With two fingers or more it begins whenever there is
    ///   something to zoom: a pinch in the making, which a paging parent must not turn into a
    ///   page turn.
    /// - A scroll (trackpad, mouse wheel) with the zoom modifiers held begins when there is
    ///   something to zoom; without them it pans, and begins like the pan — so a scroll at rest
    ///   in a paging parent pages — except during a pinch: the scroll that comes with a
    ///   trackpad pinch moves the image with it, and a paging parent must not page under it.
    /// - The pinch and the double tap begin when there is something to zoom; quick zoom too,
    ///   when it is on and no pinch is under way.
    /// - The dismiss drag begins when ``DismissDragConditions`` allow it (at rest, one finger,
    ///   mostly vertical, nothing else moving, switched on): ``dismissDragRefusal(velocity:touchCount:)``.
    /// - For the single tap and other recognizers: `nil`, UIKit's own answer.
    public func shouldBegin(
        _ role: RecognizerRole?, velocity: CGPoint?, touchCount: Int = 1, modifiers: KeyModifierFlags = []
    ) -> Bool? {
        switch role {
        case .scroll? where isPinching || scrollZoom.zooms(with: modifiers):
            return canZoom
        case .pan?, .scroll?:
            guard canZoom, let velocity else { return false }
            guard touchCount < 2 else { return true }
            var heading = engine
            if let target = motion.hold?.target { heading.geometry = target }
            return heading.shouldBeginPan(velocity: velocity)
        case .pinch?, .doubleTap?:
            return canZoom
        case .quickZoom?:
            return canZoom && viewer.isQuickZoomEnabled && !isPinching
        case .dismissDrag?:
            return velocity.map { dismissDragRefusal(velocity: $0, touchCount: touchCount) == nil } ?? false
        case .singleTap?, nil:
            return nil
        }
    }

    /// Whether two recognizers run together (`shouldRecognizeSimultaneouslyWith`): the view's
    /// pinch with its pan, its scroll or its dismiss drag — two fingers zoom and move at once, on
    /// the screen or on a trackpad, and a second finger on a dismiss drag pinches — and quick
    /// zoom with the double tap. Quick zoom's long press begins as the second touch lands; were
    /// it exclusive, UIKit would fail the double tap then, and a plain double tap would never be
    /// one. Together, the double tap toggles the zoom when the touch lifts within the slop, and
    /// the interaction ignores it once quick zoom took the touch over.
    public func recognizesSimultaneously(_ role: RecognizerRole?, with other: RecognizerRole?) -> Bool {
        (role == .pinch && other?.moves == true) || (other == .pinch && role?.moves == true)
            || (role == .quickZoom && other == .doubleTap) || (role == .doubleTap && other == .quickZoom)
    }

    /// Whether a recognizer waits for another to fail (`shouldRequireFailureOf`): the single tap
    /// waits for the double tap while double-tap zoom is enabled, and for quick zoom while it is
    /// on (the tap that starts a quick zoom is not a single tap); with neither, taps are reported
    /// at once.
    public func requiresFailure(of other: RecognizerRole?, before role: RecognizerRole?) -> Bool {
        role == .singleTap
            && ((other == .doubleTap && isDoubleTapEnabled) || (other == .quickZoom && viewer.isQuickZoomEnabled))
    }

    /// Whether a recognizer must fail before another may begin (`shouldBeRequiredToFailBy`):
    /// a scrolling ancestor's pan (a paging `UIScrollView` or `UIPageViewController`) waits for
    /// the view's pan, scroll, dismiss drag and quick zoom. At rest or at the image's edge the pan
    /// and scroll fail at once and the parent pages; when the image can move (or ⌘ zooms), the
    /// image gets the swipe or scroll. A sideways swipe fails the dismiss drag, and a finger
    /// moving without a tap before it fails quick zoom, so the parent pages; a vertical drag at
    /// rest or a held double tap keeps the page still.
    ///
    /// `isAncestorScrollPan` says whether the other recognizer is a pan of a scroll view that
    /// contains the view.
    public func mustFail(_ role: RecognizerRole?, beforeAncestorScrollPan isAncestorScrollPan: Bool) -> Bool {
        (role?.moves == true || role == .quickZoom) && isAncestorScrollPan
    }
}
