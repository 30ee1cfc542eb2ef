import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a decoded zooming container takes as its content: from a storyboard or nib, the views
/// placed inside the container there, in a new content view the container's size; from an
/// archive of a container (`NSKeyedArchiver`, a storyboard copy and paste), the content view and
/// content size it was archived with.
///
/// An archived container holds its zooming surface among its subviews (archived as a plain view,
/// the content view inside it) and names the surface, the content view and the content size
/// under keys of their own; a storyboard's has none of them. So the surface decoded among the
/// subviews is let go, and everything else decoded as a subview is content placed in the content
/// view.
///
/// ```swift
/// // A storyboard container, 320 × 240 pt, with a label and an image view placed in it:
/// let archive = ContentArchive(subviews: [label, imageView], archivedSurface: nil, archivedContentView: nil,
///                              newContentView: fresh, archivedContentSize: nil,
///                              containerSize: CGSize(width: 320, height: 240))
/// archive.contentView        // fresh, holding…
/// archive.placedViews        // [label, imageView]
/// archive.contentSize        // 320 × 240
/// ```
@_spi(Internals)
public struct ContentArchive<View: AnyObject> {
    /// The content view: the archived one, else the new one.
    public var contentView: View
    /// Views decoded inside the container that go into the content view, in their order.
    public var placedViews: [View]
    /// Views decoded inside the container that are let go: the archived surface.
    public var discardedViews: [View]
    /// The content's size in points: the archived one, else the container's size.
    public var contentSize: CGSize

    /// Sorts out what a container decoded.
    ///
    /// - Parameters:
    ///   - subviews: the container's subviews as decoded, in order.
    ///   - archivedSurface: the view decoded under the surface's key, `nil` without one (it is
    ///     one of `subviews` — the archive decodes one object once).
    ///   - archivedContentView: the view decoded under the content view's key, `nil` without one.
    ///   - newContentView: the empty content view the container made.
    ///   - archivedContentSize: the size decoded under the content size's key, `nil` without one.
    ///   - containerSize: the container's decoded size, points.
    public init(subviews: [View], archivedSurface: View?, archivedContentView: View?, newContentView: View,
                archivedContentSize: CGSize?, containerSize: CGSize) {
        contentView = archivedContentView ?? newContentView
        placedViews = subviews.filter { $0 !== archivedSurface && $0 !== archivedContentView }
        discardedViews = subviews.filter { $0 === archivedSurface }
        contentSize = archivedContentSize ?? containerSize
    }
}
