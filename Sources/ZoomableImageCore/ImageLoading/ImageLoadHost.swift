import Foundation

/// What a SwiftUI `ZoomableImage`'s storage does for its ``ImageLoadState``: each primitive does
/// one thing; which ones run, and when, is the state's actions' decision
/// (``ImageLoadState/BeginAction``, ``ImageLoadState/FinishAction``,
/// ``ImageLoadState/DisappearAction``).
@MainActor
@_spi(Internals)
public protocol ImageLoadHost: AnyObject {
    /// The phase or the result count changed: SwiftUI must update the view (in the load's
    /// transaction).
    func updateView()
    /// Holds the view's reports back (zoom changes, geometry, focus) and drops its image — and
    /// with it the decoded copy — leaving the view empty while it is off screen.
    func releaseImage()
    /// Zooms the view back to `zoom`, without animation, reports still held back.
    func restoreZoom(_ zoom: KeptZoom)
    /// Lets the view's reports through again, and brings the binding, the zoom state and focus up
    /// to date with the view.
    func resumeReports()
}
