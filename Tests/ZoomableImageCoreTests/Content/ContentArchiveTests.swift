import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What a decoded container takes as content: a storyboard's placed views in a new content view
/// the container's size, or an archived container's own content view and size — never its
/// archived surface. Views stand in as plain objects with names.
@Suite struct ContentArchiveTests {
    final class View: CustomStringConvertible {
        let description: String
        init(_ name: String) { description = name }
    }

    /// A 320 × 240 storyboard container with a label and an image view placed in it: both go into
    /// the new content view, which is 320 × 240.
    @Test func aStoryboardsPlacedViewsBecomeTheContent() {
        let label = View("label"), image = View("image"), fresh = View("fresh")
        let archive = ContentArchive(subviews: [label, image], archivedSurface: nil, archivedContentView: nil,
                                     newContentView: fresh, archivedContentSize: nil,
                                     containerSize: CGSize(width: 320, height: 240))
        #expect(archive.contentView === fresh)
        #expect(archive.placedViews.map(\.description) == ["label", "image"])
        #expect(archive.discardedViews.isEmpty)
        #expect(archive.contentSize == CGSize(width: 320, height: 240))
    }

    /// A 300 × 500 container archived with its 600 × 400 diagram: the diagram is the content
    /// again at 600 × 400 (not the container's size), and the archived surface, decoded as a
    /// plain view among the subviews, is let go. A view the app had added to the container
    /// beside the surface is placed in the content, as a storyboard's would be.
    @Test func anArchivedContainerGetsItsContentBack() {
        let surface = View("surface"), diagram = View("diagram"), badge = View("badge"), fresh = View("fresh")
        let archive = ContentArchive(subviews: [surface, badge], archivedSurface: surface, archivedContentView: diagram,
                                     newContentView: fresh, archivedContentSize: CGSize(width: 600, height: 400),
                                     containerSize: CGSize(width: 300, height: 500))
        #expect(archive.contentView === diagram)
        #expect(archive.placedViews.map(\.description) == ["badge"])
        #expect(archive.discardedViews.map(\.description) == ["surface"])
        #expect(archive.contentSize == CGSize(width: 600, height: 400))
    }

    /// An archived content size of zero (an empty container archived) is kept: nothing to zoom,
    /// as before archiving — not replaced by the container's size.
    @Test func anArchivedEmptyContentStaysEmpty() {
        let surface = View("surface"), content = View("content"), fresh = View("fresh")
        let archive = ContentArchive(subviews: [surface], archivedSurface: surface, archivedContentView: content,
                                     newContentView: fresh, archivedContentSize: .zero,
                                     containerSize: CGSize(width: 300, height: 500))
        #expect(archive.contentSize == .zero)
        #expect(archive.placedViews.isEmpty)
    }
}
