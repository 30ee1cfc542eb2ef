#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Each `zoomableImageBrowserSource(_:contentMode:cornerRadius:)` thumbnail in SwiftUI's
/// `.global` space, by id.
struct ZoomableImageBrowserSourceFrames: PreferenceKey {
    static var defaultValue: [AnyHashable: BrowserSourceThumbnail] { [:] }

    static func reduce(value: inout [AnyHashable: BrowserSourceThumbnail],
                       nextValue: () -> [AnyHashable: BrowserSourceThumbnail]) {
        value.merge(nextValue()) { _, new in new }
    }
}

extension View {
    /// Marks a thumbnail of item `id` for ``zoomableImageBrowser(_:selection:load:)``: the
    /// browser closes into this view's frame when it is dismissed on that item (wherever the
    /// SwiftUI hierarchy is hosted: full screen, in a sheet or a popover, or embedded), drawing
    /// the image as the thumbnail does — laid out by `contentMode` in this view's frame, clipped
    /// to it with `cornerRadius` — so the zoom lands on what the cell shows. A thumbnail not on
    /// screen — scrolled out of a `LazyVGrid`, or outside the window or the view the browser
    /// modifier is on — is not closed into: the browser fades instead.
    ///
    /// ```swift
    /// Image(uiImage: photo.thumbnail).resizable().scaledToFill()
    ///     .frame(width: 88, height: 88).clipShape(RoundedRectangle(cornerRadius: 8))
    ///     .zoomableImageBrowserSource(photo.id, cornerRadius: 8)
    /// ```
    ///
    /// - Parameters:
    ///   - id: the item's `id`, as in the browser's items.
    ///   - contentMode: how the thumbnail lays out its image in this view's frame: `.fill` (the
    ///     default, as grid cells crop) or `.fit`.
    ///   - cornerRadius: the thumbnail's corner radius, points. 0 by default; a negative one is 0.
    /// - Returns: the view, reporting its frame.
    public func zoomableImageBrowserSource<ID: Hashable>(_ id: ID, contentMode: ContentMode = .fill,
                                                         cornerRadius: CGFloat = 0) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: ZoomableImageBrowserSourceFrames.self,
                                   value: [AnyHashable(id): BrowserSourceThumbnail(frame: proxy.frame(in: .global),
                                                                                   aspectFits: contentMode == .fit,
                                                                                   cornerRadius: cornerRadius)])
        })
    }

    /// Presents a ``ZoomableImageBrowser`` over this view while `selection` names one of
    /// `items`: a non-`nil` selection presents it at that item, paging writes the item shown,
    /// dismissing it (a drag down, VoiceOver's escape) writes `nil`, and setting `nil` dismisses
    /// it. A selection that names no item presents nothing. The browser opens with a fade (a
    /// SwiftUI thumbnail has no image view to zoom out of) and closes into the current item's
    /// ``zoomableImageBrowserSource(_:contentMode:cornerRadius:)`` when it is on screen.
    ///
    /// Items that change while the browser is up reload it, the selected item back on screen
    /// without a slide; when the selected item is gone, the browser is dismissed and the
    /// selection set to `nil`. A presentation UIKit refuses (another one is running, such as a
    /// sheet appearing) is made again once that transition ends; refused again, the selection
    /// goes back to `nil`. Its background colour, page spacing and drag to dismiss are set with
    /// ``zoomableImageBrowserBackground(_:)``, ``zoomableImageBrowserPageSpacing(_:)`` and
    /// ``zoomableImageBrowserDragToDismiss(_:)``; for a close button, a title or a caption, use
    /// ``zoomableImageBrowser(_:selection:load:header:footer:)``.
    ///
    /// ```swift
    /// ScrollView { LazyVGrid(columns: columns) { ForEach(photos) { photo in
    ///     Image(uiImage: photo.thumbnail).resizable().scaledToFill()
    ///         .zoomableImageBrowserSource(photo.id)
    ///         .onTapGesture { selected = photo.id }
    /// } } }
    /// .zoomableImageBrowser(photos, selection: $selected) { photo, imageView in
    ///     try await imageView.loadImage(contentsOf: photo.url)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - items: what the browser pages through, in order.
    ///   - selection: the item shown, `nil` when the browser is not up.
    ///   - load: puts an item into its page's image view (as
    ///     ``ZoomableImageBrowserDataSource/browser(_:loadImageAt:into:)``).
    /// - Returns: the view, presenting the browser.
    public func zoomableImageBrowser<Item: Identifiable>(
        _ items: [Item], selection: Binding<Item.ID?>,
        load: @escaping @MainActor (Item, ZoomableImageView) async throws -> Void
    ) -> some View {
        modifier(ZoomableImageBrowserModifier(items: items, selection: selection, load: load,
                                              chrome: { _, _ in BrowserChromeContent() }))
    }

    /// Presents a ``ZoomableImageBrowser`` as ``zoomableImageBrowser(_:selection:load:)`` does,
    /// with chrome in SwiftUI: a `header` along the top of the screen (a close button, a title, a
    /// share button) and a `footer` along the bottom (a caption, a toolbar), each given the item
    /// shown and an action that dismisses the browser. Both are laid out inside the safe area
    /// and rebuilt when the browser pages or the items change.
    ///
    /// They take the touches that land on their frames; everywhere else touches reach the photo,
    /// so a tap still fades the chrome out and in with the status bar
    /// (``ZoomableImageBrowser/setChromeHidden(_:animated:)``), and a pinch, a pan or a drag to
    /// dismiss still work between them. Pass `EmptyView()` for a part you don't want.
    ///
    /// ```swift
    /// .zoomableImageBrowser(photos, selection: $selected) { photo, imageView in
    ///     try await imageView.loadImage(contentsOf: photo.url)
    /// } header: { photo, dismiss in
    ///     HStack {
    ///         Button("Close") { dismiss() }
    ///         Spacer()
    ///         Text(photo.title).font(.headline)
    ///     }
    ///     .padding()
    /// } footer: { photo, _ in
    ///     Text(photo.caption).padding()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - items: what the browser pages through, in order.
    ///   - selection: the item shown, `nil` when the browser is not up.
    ///   - load: puts an item into its page's image view.
    ///   - header: the chrome along the top, for the item shown.
    ///   - footer: the chrome along the bottom, for the item shown.
    /// - Returns: the view, presenting the browser.
    public func zoomableImageBrowser<Item: Identifiable, Header: View, Footer: View>(
        _ items: [Item], selection: Binding<Item.ID?>,
        load: @escaping @MainActor (Item, ZoomableImageView) async throws -> Void,
        @ViewBuilder header: @escaping @MainActor (Item, ZoomableImageBrowserDismissAction) -> Header,
        @ViewBuilder footer: @escaping @MainActor (Item, ZoomableImageBrowserDismissAction) -> Footer
    ) -> some View {
        modifier(ZoomableImageBrowserModifier(items: items, selection: selection, load: load, chrome: { item, dismiss in
            BrowserChromeContent(header: AnyView(header(item, dismiss)), footer: AnyView(footer(item, dismiss)))
        }))
    }
}

/// Gathers the thumbnails' frames and hosts the presenter, which learns its own frame in SwiftUI's
/// `.global` space too: the anchor that carries the thumbnails' frames into its window
/// (``BrowserSourceFrame``).
struct ZoomableImageBrowserModifier<Item: Identifiable>: ViewModifier {
    let items: [Item]
    @Binding var selection: Item.ID?
    let load: @MainActor (Item, ZoomableImageView) async throws -> Void
    let chrome: @MainActor (Item, ZoomableImageBrowserDismissAction) -> BrowserChromeContent
    /// The thumbnails' frames, kept where SwiftUI does not observe them: they change on every
    /// scroll frame, and as `@State` each change updated the presenter (and searched the items).
    @StateObject private var frames = BrowserSourceFrameStore()

    func body(content: Content) -> some View {
        let store = frames
        // Xcode 16.2's SDK declares this closure `@Sendable` (earlier SDKs don't). Typed
        // `@Sendable` here, it compiles under both: it captures only the store (a Sendable
        // reference behind a lock, not the modifier's state) and calls its nonisolated method —
        // no main-actor call, no SwiftUI state written.
        let record: @Sendable ([AnyHashable: BrowserSourceThumbnail]) -> Void = { store.replace($0) }
        return content
            .onPreferenceChange(ZoomableImageBrowserSourceFrames.self, perform: record)
            .background(GeometryReader { proxy in
                ZoomableImageBrowserPresenter(items: items, selection: $selection, frames: store,
                                              anchor: proxy.frame(in: .global), load: load, chrome: chrome)
            })
    }
}
#endif
