#if canImport(UIKit)
import SwiftUI
import UIKit

// ``ZoomableImagePager``'s modifiers: each returns the pager with one option set, so they chain
// before any SwiftUI modifier (as LazyPager's do).

extension ZoomableImagePager {
    /// Lets a mostly vertical drag at rest dismiss the pager, as in Photos: the page follows the
    /// finger and shrinks, the background fades (`backgroundOpacity` follows it, 1 to 0), and a
    /// release far enough — 100 points, or a quarter of the pager's height if less, after the
    /// throw's momentum — calls `onDismiss`; a shorter one springs back (and `backgroundOpacity`
    /// returns to 1 in a transaction with the same spring, so what the app fades with it
    /// animates back too). A zoomed page pans instead; a drag during a pinch or a swipe never
    /// begins. VoiceOver's escape (a two-finger scrub) calls `onDismiss` too. Off by default;
    /// then the escape is left to the screen around the pager (a navigation controller goes
    /// back).
    ///
    /// `onDismiss` is where the app removes the pager (`selection = nil`, dismissing a cover): the
    /// photo stays where the finger released it and the background as faded as
    /// `backgroundOpacity` says, while the app's transition takes the pager away. If the pager is
    /// still on screen once that is done (the app kept it: an alert, a confirmation), the photo
    /// springs back to rest, the background (and `backgroundOpacity`) returns to 1, and it can be
    /// dismissed again.
    ///
    /// - Parameters:
    ///   - backgroundOpacity: written as the drag moves, 0…1, so that the app can fade what lies
    ///     behind the pager with it. Default: nothing is written.
    ///   - onDismiss: called when a drag dismisses.
    /// - Returns: the pager, dismissed by a drag.
    public func zoomablePagerDismiss(backgroundOpacity: Binding<Double> = .constant(1),
                                     onDismiss: @escaping @MainActor () -> Void) -> Self {
        var pager = self
        pager.options.isDragToDismissEnabled = true
        pager.options.backgroundOpacity = backgroundOpacity
        pager.options.onDismiss = onDismiss
        return pager
    }

    /// Calls `action` on a single tap on a page (not a double tap, not a tap that only stopped a
    /// moving image): to show and hide the app's chrome. Does nothing by default.
    ///
    /// - Parameter action: called on the main actor.
    /// - Returns: the pager, telling of taps.
    public func onZoomablePagerTap(_ action: @escaping @MainActor () -> Void) -> Self {
        var pager = self
        pager.options.onTap = action
        return pager
    }

    /// Calls `action` when the current page comes within `threshold` pages of the last item —
    /// once per item count: again near the new end after the app appended, never again when it
    /// had nothing more to give. Not called without items. Off by default.
    ///
    /// - Parameters:
    ///   - threshold: how many pages may follow the current one; a negative value is 0 (the
    ///     last page). Default 3.
    ///   - action: appends items; called after SwiftUI's update, on the main actor.
    /// - Returns: the pager, asking for more items.
    public func zoomablePagerLoadMore(threshold: Int = 3, _ action: @escaping @MainActor () -> Void) -> Self {
        var pager = self
        pager.options.loadMoreThreshold = threshold
        pager.options.loadMore = action
        return pager
    }

    /// Sets the gap between pages while they swipe, in points. 20 by default, as in Photos.
    ///
    /// - Parameter spacing: the gap; a negative or non-finite gap is 0.
    /// - Returns: the pager with that gap.
    public func zoomablePagerSpacing(_ spacing: CGFloat) -> Self {
        var pager = self
        pager.options.pageSpacing = spacing
        return pager
    }

    /// Sets the colour behind the pages; it fades with a dismiss drag. Black by default.
    ///
    /// - Parameter color: the colour (`.clear` lets the app's own background show, faded with
    ///   ``zoomablePagerDismiss(backgroundOpacity:onDismiss:)``'s binding).
    /// - Returns: the pager on that background.
    public func zoomablePagerBackground(_ color: Color) -> Self {
        var pager = self
        pager.options.backgroundColor = color
        return pager
    }

    /// Whether a page keeps its zoom when the person pages away from it. Off by default, as in
    /// Photos: a page left behind returns to rest once the swipe settles. On, it stays zoomed
    /// while it is held (the current page ± 1), and a page released from there gets its zoom
    /// back — the same part of the image, in the original's pixels — when it is loaded again.
    ///
    /// - Parameter keepsZoom: whether pages keep their zoom. Default `true`.
    /// - Returns: the pager, keeping zoom or not.
    public func zoomablePagerKeepsZoom(_ keepsZoom: Bool = true) -> Self {
        var pager = self
        pager.options.keepsZoom = keepsZoom
        return pager
    }

    /// Attaches a ``ZoomableImageState`` to the page on screen: it follows the current page as
    /// the pager pages, so its commands (zoom buttons, crops) act on what is shown. `nil` (the
    /// default) attaches none.
    ///
    /// - Parameter state: the state, or `nil`.
    /// - Returns: the pager, publishing to the state.
    public func zoomableImageState(_ state: ZoomableImageState?) -> Self {
        var pager = self
        pager.options.state = state
        return pager
    }
}
#endif
