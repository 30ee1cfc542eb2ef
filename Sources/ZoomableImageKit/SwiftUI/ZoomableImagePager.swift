#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Zoomable images paged in place, in SwiftUI: the inline sibling of the modal
/// ``ZoomableImageBrowser`` (and of ``ZoomableImage/zoomableImageBrowser(_:selection:load:)``),
/// with the same pages and the same rules.
///
/// ```swift
/// struct Viewer: View {
///     let photos: [Photo]
///     @Binding var selected: Photo.ID?
///     @State private var current: Photo.ID
///     @State private var opacity = 1.0
///
///     var body: some View {
///         ZoomableImagePager(photos, selection: $current) { photo, imageView in
///             try await imageView.loadImage(contentsOf: photo.url)
///         }
///         .zoomablePagerDismiss(backgroundOpacity: $opacity) { selected = nil }
///         .zoomablePagerLoadMore(threshold: 5) { loadNextPage() }
///     }
/// }
/// ```
///
/// - **Paging.** Items swipe sideways with a gap between them (``zoomablePagerSpacing(_:)``,
///   20 points by default). A page zoomed in pans; only a swipe at its edge, or at rest, pages
///   — the pager never takes a pan from a zoomed image. A double tap zooms, a double tap held
///   and dragged zooms with one finger.
/// - **Memory.** Only the current item and its two neighbours hold decoded images: a page
///   leaving them is released and its load cancelled; coming back loads it again — at rest, or
///   zoomed as it was left with ``zoomablePagerKeepsZoom(_:)``.
/// - **Selection.** `selection` is the item shown: swiping writes it, setting it pages there
///   (sliding to a neighbour, at once farther away). An id that names no item is written back
///   with the item shown.
/// - **Items that change** (inserted, deleted, appended) keep the selected item on screen, and
///   the pages whose item stays keep their image and zoom; when the selected item is deleted,
///   the item that takes its place (or the new last one) is shown and written to `selection`.
///
/// The pager hosts a ``ZoomableImageBrowser`` (a `UIViewControllerRepresentable`), so every
/// decision — which page a scroll shows, which pages hold images, when a drag dismisses — is the
/// browser's, made in ZoomableImageCore and tested there; see <doc:SwiftUIGuide>. SwiftUI's
/// image modifiers (`zoomLimits`, `imageContentMode` …) do not reach its pages: set each page's
/// ``ZoomableImageView`` up in `load`.
@MainActor
public struct ZoomableImagePager<Item: Identifiable>: View {
    let items: [Item]
    let selection: Binding<Item.ID>
    let load: @MainActor (Item, ZoomableImageView) async throws -> Void
    /// What the modifiers set.
    var options = ZoomableImagePagerOptions()

    /// A pager of `items`, showing the one `selection` names.
    ///
    /// - Parameters:
    ///   - items: what the pager pages through, in order.
    ///   - selection: the id of the item shown; an id that names no item becomes the first
    ///     item's (or, later, the item shown).
    ///   - load: puts an item into its page's image view, as
    ///     ``ZoomableImageBrowserDataSource/browser(_:loadImageAt:into:)`` does: called when a
    ///     page comes next to the screen, with a new image view each time; a throw shows an
    ///     error on the page. Set the view up (zoom limits, content mode) before the first
    ///     `await`.
    public init(_ items: [Item], selection: Binding<Item.ID>,
                load: @escaping @MainActor (Item, ZoomableImageView) async throws -> Void) {
        self.items = items
        self.selection = selection
        self.load = load
    }

    /// The hosted browser: its pages, in the space SwiftUI offers.
    public var body: some View {
        ZoomableImagePagerRepresentable(pager: self)
    }
}

/// What ``ZoomableImagePager``'s modifiers set; each default is the pager without that modifier.
struct ZoomableImagePagerOptions {
    /// The gap between pages, points.
    var pageSpacing = PageLayout.defaultGap
    /// The colour behind the pages.
    var backgroundColor = Color.black
    /// Whether a vertical drag at rest dismisses.
    var isDragToDismissEnabled = false
    /// Written with the background's opacity as a dismiss drag moves.
    var backgroundOpacity = Binding<Double>.constant(1)
    /// Called when a dismiss drag is thrown far enough, or on VoiceOver's escape.
    var onDismiss: @MainActor () -> Void = {}
    /// Called on a single tap on a page.
    var onTap: @MainActor () -> Void = {}
    /// How many pages may follow the current one when ``loadMore`` is called; `nil`: never.
    var loadMoreThreshold: Int?
    /// Asks the app for more items.
    var loadMore: @MainActor () -> Void = {}
    /// Follows the current page.
    var state: ZoomableImageState?
    /// Whether pages keep their zoom when paged away from.
    var keepsZoom = false
}
#endif
