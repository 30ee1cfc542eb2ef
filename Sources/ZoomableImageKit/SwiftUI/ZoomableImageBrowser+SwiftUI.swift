#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Each `zoomableImageBrowserSource(_:)` thumbnail's frame in SwiftUI's `.global` space, by id.
struct ZoomableImageBrowserSourceFrames: PreferenceKey {
    static var defaultValue: [AnyHashable: CGRect] { [:] }

    static func reduce(value: inout [AnyHashable: CGRect], nextValue: () -> [AnyHashable: CGRect]) {
        value.merge(nextValue()) { _, new in new }
    }
}

extension View {
    /// Marks a thumbnail of item `id` for ``zoomableImageBrowser(_:selection:load:)``: the
    /// browser closes into this view's frame when it is dismissed on that item (wherever the
    /// SwiftUI hierarchy is hosted: full screen, in a sheet or a popover, or embedded). A
    /// thumbnail not on screen — scrolled out of a `LazyVGrid`, or outside the window or the
    /// view the browser modifier is on — is not closed into: the browser fades instead.
    ///
    /// - Parameter id: the item's `id`, as in the browser's items.
    /// - Returns: the view, reporting its frame.
    public func zoomableImageBrowserSource<ID: Hashable>(_ id: ID) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: ZoomableImageBrowserSourceFrames.self,
                                   value: [AnyHashable(id): proxy.frame(in: .global)])
        })
    }

    /// Presents a ``ZoomableImageBrowser`` over this view while `selection` names one of
    /// `items`: a non-`nil` selection presents it at that item, paging writes the item shown,
    /// dismissing it (a drag down, VoiceOver's escape) writes `nil`, and setting `nil` dismisses
    /// it. A selection that names no item presents nothing. The browser opens with a fade (a
    /// SwiftUI thumbnail has no image view to zoom out of) and closes into the current item's
    /// ``zoomableImageBrowserSource(_:)`` when it is on screen.
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
        modifier(ZoomableImageBrowserModifier(items: items, selection: selection, load: load))
    }
}

/// Gathers the thumbnails' frames and hosts the presenter, which learns its own frame in SwiftUI's
/// `.global` space too: the anchor that carries the thumbnails' frames into its window
/// (``BrowserSourceFrame``).
struct ZoomableImageBrowserModifier<Item: Identifiable>: ViewModifier {
    let items: [Item]
    @Binding var selection: Item.ID?
    let load: @MainActor (Item, ZoomableImageView) async throws -> Void
    /// The thumbnails' frames, kept where SwiftUI does not observe them: they change on every
    /// scroll frame, and as `@State` each change updated the presenter (and searched the items).
    @StateObject private var frames = BrowserSourceFrameStore()

    func body(content: Content) -> some View {
        let store = frames
        // Xcode 16.2's SDK declares this closure `@Sendable` (earlier SDKs don't). Typed
        // `@Sendable` here, it compiles under both: it captures only the store (a Sendable
        // reference behind a lock, not the modifier's state) and calls its nonisolated method —
        // no main-actor call, no SwiftUI state written.
        let record: @Sendable ([AnyHashable: CGRect]) -> Void = { store.replace($0) }
        return content
            .onPreferenceChange(ZoomableImageBrowserSourceFrames.self, perform: record)
            .background(GeometryReader { proxy in
                ZoomableImageBrowserPresenter(items: items, selection: $selection, frames: store,
                                              anchor: proxy.frame(in: .global), load: load)
            })
    }
}

/// A zero-size controller in the hierarchy that presents the browser; the decisions are
/// ``BrowserPresentationStateMachine``'s, performed after the update (presenting, or writing the
/// selection, during a SwiftUI update is not allowed).
struct ZoomableImageBrowserPresenter<Item: Identifiable>: UIViewControllerRepresentable {
    let items: [Item]
    @Binding var selection: Item.ID?
    let frames: BrowserSourceFrameStore
    /// The presenter's frame in SwiftUI's `.global` space, as `frames` (its view fills it).
    let anchor: CGRect
    let load: @MainActor (Item, ZoomableImageView) async throws -> Void

    func makeCoordinator() -> ZoomableImageBrowserPresentation<Item> {
        ZoomableImageBrowserPresentation(parent: self)
    }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    /// The modifier left the hierarchy: the browser (which holds its data source weakly) goes
    /// with it, and so does the proxy thumbnail.
    static func dismantleUIViewController(_ host: UIViewController,
                                          coordinator: ZoomableImageBrowserPresentation<Item>) {
        coordinator.thumbnail.removeFromSuperview()
        coordinator.dismissBrowser()
    }

    /// Brings the presentation up to date with the items and the selection: the id-to-index map
    /// is rebuilt only when the items changed (``ItemIDIndex``).
    func updateUIViewController(_ host: UIViewController, context: Context) {
        let presentation = context.coordinator
        presentation.parent = self
        presentation.host = host
        presentation.index.update(items.lazy.map(\.id))
        let action = presentation.machine.selectionChanged(to: presentation.index.index(of: selection),
                                                           count: presentation.index.count)
        DispatchQueue.main.async { BrowserPresentationStateMachine.perform(action, on: presentation) }
    }
}

/// The presenter's coordinator: the browser's data source and delegate, and the host of the
/// presentation's actions.
@MainActor
final class ZoomableImageBrowserPresentation<Item: Identifiable>: ZoomableImageBrowserDataSource,
    ZoomableImageBrowserDelegate, BrowserPresentationHost {
    var parent: ZoomableImageBrowserPresenter<Item>
    weak var host: UIViewController?
    weak var browser: ZoomableImageBrowser?
    var machine = BrowserPresentationStateMachine()
    /// The items by id, rebuilt when they change.
    var index = ItemIDIndex<Item.ID>()
    /// Stands for the SwiftUI thumbnail the browser closes into: a plain view at its frame in
    /// the window, while the browser is up.
    let thumbnail = UIView()

    init(parent: ZoomableImageBrowserPresenter<Item>) {
        self.parent = parent
        thumbnail.isUserInteractionEnabled = false
        thumbnail.contentMode = .scaleAspectFill     // as the grid's cells draw, for the closing zoom
        thumbnail.clipsToBounds = true
    }

    // MARK: BrowserPresentationHost

    func presentBrowser(at index: Int) {
        // UIKit refuses (with only a log) to present from a controller that is not in a window or
        // already presents something (`present(_:animated:completion:)`); then the browser never
        // came up, so the selection goes back to nil rather than leaving the machine presented.
        guard let host, host.view.window != nil, host.presentedViewController == nil else {
            BrowserPresentationStateMachine.perform(machine.browserDismissed(), on: self)
            return
        }
        let browser = ZoomableImageBrowser(dataSource: self, startIndex: index)
        browser.delegate = self
        self.browser = browser
        host.present(browser, animated: true)
    }

    func scrollBrowser(to index: Int) { browser?.scrollToImage(at: index, animated: true) }

    /// Dismissed through its presenter, so a sheet the browser itself presents is not what goes.
    func dismissBrowser() { browser?.presentingViewController?.dismiss(animated: true) }

    func writeSelection(_ index: Int?) {
        parent.selection = self.index.id(at: index)
    }

    // MARK: ZoomableImageBrowserDataSource

    func numberOfImages(in browser: ZoomableImageBrowser) -> Int { parent.items.count }

    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int,
                 into imageView: ZoomableImageView) async throws {
        guard let item = BrowserPresentationStateMachine.element(at: index, in: parent.items) else {
            throw ImageLoadingError.unreadableImage
        }
        try await parent.load(item, imageView)
    }

    // MARK: ZoomableImageBrowserDelegate

    /// The thumbnail's stand-in at the SwiftUI thumbnail's frame in the window: that frame
    /// carried from SwiftUI's `.global` space through the presenter's own frame, in SwiftUI and
    /// in its window (`UIView.convert(_:to:)` with `nil`: "the window's base coordinates").
    /// `nil` (the browser fades) for an item with no thumbnail, one off screen (a lazy grid's
    /// cell scrolled away or under a bar: the nearest scroll view around the presenter bounds
    /// it, less its `safeAreaInsets` — the bars' bands; not `adjustedContentInset`, which also
    /// holds content insets such as a refresh control's), or no window.
    func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView? {
        let id = self.index.id(at: index)
        let hostView = host?.view
        let window = hostView?.window
        let anchorInWindow = window.flatMap { _ in hostView.map { $0.convert($0.bounds, to: nil) } }
        let scrollView = hostView.flatMap {
            sequence(first: $0, next: \.superview).lazy.compactMap { $0 as? UIScrollView }.first
        }
        let viewport = window.flatMap { _ in
            scrollView.map { $0.convert($0.bounds.inset(by: $0.safeAreaInsets), to: nil) }
        }
        return id.flatMap { parent.frames.frame(of: AnyHashable($0)) }
            .flatMap {
                BrowserSourceFrame.inWindow($0, anchorGlobal: parent.anchor, anchorInWindow: anchorInWindow,
                                            windowBounds: window?.bounds, viewport: viewport)
            }
            .map { frame in
                thumbnail.frame = frame
                window?.addSubview(thumbnail)
                return thumbnail
            }
    }

    func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int) {
        BrowserPresentationStateMachine.perform(machine.browserShowed(index: index), on: self)
    }

    func browserDidDismiss(_ browser: ZoomableImageBrowser) {
        thumbnail.removeFromSuperview()
        BrowserPresentationStateMachine.perform(machine.browserDismissed(), on: self)
    }
}
#endif
