import Foundation

extension ImageLoadState {
    /// The view disappeared (SwiftUI's `onDisappear`: a pager's page swiped away, a list row
    /// scrolled out, a screen covered by a pushed one). A loaded image on screen is released: its
    /// decoded copy is dropped, its phase and — when it was zoomed — its zoom are kept, and the
    /// next appearance's load brings both back. An image still loading is released when its load
    /// ends (SwiftUI cancels the task "at some point after the view disappears"); a failure and
    /// an image the app gives (which the app holds, so dropping it would free nothing) stay.
    ///
    /// - Parameter shownZoom: what the view shows now (its zoom scale and visible pixel rect).
    /// - Returns: `.release`, or nothing.
    public mutating func disappeared(shownZoom: KeptZoom) -> DisappearAction {
        isOnScreen = false
        switch state {
        case .shown(let key, let phase):
            state = .released(key: key, kept: Kept(phase: phase, zoom: shownZoom.isZoomed ? shownZoom : nil))
            return .release
        case .idle, .loading, .released, .failed:
            return .none
        }
    }

}
