#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A zoomable image for SwiftUI: a ``ZoomableImageView`` in a clipping container, with the zoom
/// scale as a binding, taps reported in image pixels, and loading from a URL or data with a
/// placeholder, like `AsyncImage`.
///
/// ```swift
/// struct PhotoScreen: View {
///     let photo: UIImage
///     @State private var zoom: CGFloat = 1
///     var body: some View {
///         ZoomableImage(photo, zoomScale: $zoom) { pixel in
///             print("tapped pixel", Int(pixel.x), Int(pixel.y))
///         }
///         .zoomLimits(minimum: 1, maximum: 6)
///         .overlay(alignment: .bottom) { Text("\(Int(zoom * 100)) %") }
///     }
/// }
/// ```
///
/// What it bridges: pinch, pan, double tap, trackpad and mouse-wheel scrolls and their settle
/// animations run in UIKit, exactly as in ``ZoomableImageView``; its key commands too, once
/// ``ZoomableImage/zoomableImageFocused(_:)-4ta28`` gives it the keyboard. The binding follows
/// every zoom change (gestures included); setting it zooms around the centre, animated when the
/// change happens inside `withAnimation` (not when the transaction disables animations). Values
/// outside the limits are clamped and the binding corrected — once: see <doc:SwiftUIGuide>.
/// Configuration comes from environment modifiers (``ZoomableImage/zoomLimits(minimum:maximum:)``
/// and the others), which work anywhere in the modifier chain. For the scale, visible rect and
/// commands as an observable object, attach a ``ZoomableImageState``.
///
/// **Size.** On iOS 16 and later the view takes the space offered, and where one axis is
/// unconstrained (a vertical `ScrollView`, a `List` row) the image's aspect ratio gives the other.
/// On iOS 15 it takes the space offered: give it a `frame` or an `aspectRatio` inside scroll views.
public struct ZoomableImage: View {
    let source: ZoomableImageSource
    let zoomScale: Binding<CGFloat>?
    let onTapImagePixel: ((CGPoint) -> Void)?
    /// The transaction phase changes are applied in (`AsyncImage`'s); a default one for the other
    /// initializers.
    let transaction: Transaction
    /// What the view draws for a phase, given the zoomable view: the view alone (a given image),
    /// the view with the app's content over it, or the app's content, which places the view.
    let layout: (ZoomableImagePhase, ZoomableImageContent) -> AnyView
    @StateObject private var storage = ZoomableImageStorage()

    /// Creates a zoomable image of a `UIImage`.
    ///
    /// Images are told apart by object identity: keep the `UIImage` in your model or state, or
    /// give an `id` (see ``init(_:id:zoomScale:onTapImagePixel:)``) — a `UIImage(data:)` made in
    /// `body` is a new object on every update, and each new image returns the view to rest.
    ///
    /// - Parameters:
    ///   - image: the image to show; a new image returns the view to rest. `nil` shows nothing.
    ///   - zoomScale: a binding to the zoom scale (1 is the fitted image), or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the oriented pixel position of a tap on the image
    ///     (continuous; floor for the index), or `nil`. Default `nil`.
    public init(_ image: UIImage?, zoomScale: Binding<CGFloat>? = nil, onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.init(source: .image(image, id: nil), zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  layout: { _, image in AnyView(image) })
    }

    /// Creates a zoomable image of a `UIImage` that `id` tells apart from others: the same `id`
    /// is the same image, whatever the object — so an image made in `body` keeps its zoom.
    ///
    /// - Parameters:
    ///   - image: the image to show; `nil` shows nothing.
    ///   - id: what identifies the picture (a file name, an asset's identifier); a new `id`
    ///     returns the view to rest.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the oriented pixel of a tap, or `nil`. Default `nil`.
    public init<ID: Hashable & Sendable>(_ image: UIImage?, id: ID, zoomScale: Binding<CGFloat>? = nil,
                                         onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.init(source: .image(image, id: AnyHashable(id)), zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  layout: { _, image in AnyView(image) })
    }

    /// Creates a zoomable image that loads its image from a URL, drawing `content` over it for
    /// each phase (a placeholder while loading, chrome or nothing once shown, an error message).
    ///
    /// A file URL is decoded straight from the file; any other URL is fetched with `URLSession`.
    /// Either way the image is decoded off the main thread, only as large as the screen can show
    /// at the maximum zoom (a 48 MP photo becomes a copy of a few megapixels), while taps, crops,
    /// the zoom state and the visible rect speak in the original's pixels
    /// (``ZoomableImageView/loadImage(contentsOf:)``). The load is cancelled when the view
    /// disappears or the URL changes, and tried again when it reappears without its image.
    ///
    /// - Parameters:
    ///   - url: the image's URL (a file, or a remote image).
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels, or `nil`.
    ///   - content: what to draw over the view in a phase.
    public init<Content: View>(url: URL, zoomScale: Binding<CGFloat>? = nil,
                               onTapImagePixel: ((CGPoint) -> Void)? = nil,
                               @ViewBuilder content: @escaping (ZoomableImagePhase) -> Content) {
        self.init(source: .url(url), zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  layout: ZoomableImage.overlaying(content))
    }

    /// Creates a zoomable image that loads its image from a URL, with a spinner while it loads
    /// and a short message if it fails (see ``init(url:zoomScale:onTapImagePixel:content:)``).
    ///
    /// - Parameters:
    ///   - url: the image's URL.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels, or `nil`.
    public init(url: URL, zoomScale: Binding<CGFloat>? = nil, onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.init(url: url, zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  content: ZoomableImageDefaultPhaseContent.init(phase:))
    }

    /// Creates a zoomable image that decodes encoded bytes (JPEG, HEIC, PNG …), downsampled off
    /// the main thread like a URL's, drawing `content` over it for each phase.
    ///
    /// - Parameters:
    ///   - data: the encoded image. The same bytes (the same buffer, or equal bytes) are the
    ///     same image: nothing is decoded again.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels, or `nil`.
    ///   - content: what to draw over the view in a phase.
    public init<Content: View>(data: Data, zoomScale: Binding<CGFloat>? = nil,
                               onTapImagePixel: ((CGPoint) -> Void)? = nil,
                               @ViewBuilder content: @escaping (ZoomableImagePhase) -> Content) {
        self.init(source: .data(data), zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  layout: ZoomableImage.overlaying(content))
    }

    /// Creates a zoomable image that decodes encoded bytes, with a spinner while it decodes and
    /// a short message if they are not an image.
    ///
    /// - Parameters:
    ///   - data: the encoded image.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels, or `nil`.
    public init(data: Data, zoomScale: Binding<CGFloat>? = nil, onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.init(data: data, zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  content: ZoomableImageDefaultPhaseContent.init(phase:))
    }

    init(source: ZoomableImageSource, zoomScale: Binding<CGFloat>?, onTapImagePixel: ((CGPoint) -> Void)?,
         transaction: Transaction = Transaction(), layout: @escaping (ZoomableImagePhase, ZoomableImageContent) -> AnyView) {
        self.source = source
        self.zoomScale = zoomScale
        self.onTapImagePixel = onTapImagePixel
        self.transaction = transaction
        self.layout = layout
    }

    /// The layout of the initializers whose content draws over the image in each phase.
    static func overlaying<Content: View>(_ content: @escaping (ZoomableImagePhase) -> Content)
        -> (ZoomableImagePhase, ZoomableImageContent) -> AnyView {
        { phase, image in AnyView(image.overlay { content(phase) }) }
    }

    /// What the layout draws for the phase, the menu commands' focused value, the load's task
    /// (started when the view appears, cancelled when it disappears or the source changes), and
    /// the release of a loaded image when the view disappears.
    public var body: some View {
        let key = source.key
        let load = source.load
        let transaction = transaction
        let image = ZoomableImageContent(representable: ZoomableImageRepresentable(
            source: source, zoomScale: zoomScale, onTapImagePixel: onTapImagePixel, storage: storage,
            resultCount: storage.loadState.resultCount))
        return layout(storage.loadState.phase(for: key), image)
            .background(ZoomableImageMenuPublisher(availability: storage.menu.published))
            .task(id: key) { [storage] in
                await storage.load(key, with: load, transaction: transaction)
            }
            .onDisappear { [storage] in
                storage.disappeared()
            }
    }
}

/// The UIKit side of a ``ZoomableImage``: a view controller holding the image's container, kept
/// up to date by the coordinator (``ZoomableImageBridge``).
struct ZoomableImageRepresentable: UIViewControllerRepresentable {
    let source: ZoomableImageSource
    let zoomScale: Binding<CGFloat>?
    let onTapImagePixel: ((CGPoint) -> Void)?
    let storage: ZoomableImageStorage
    /// Changes when a load ends: SwiftUI then updates and lays the view out again (its size
    /// follows the loaded image's aspect ratio).
    let resultCount: Int

    /// What the bridge takes from an update.
    var bridgeUpdate: ZoomableImageBridge.Update {
        ZoomableImageBridge.Update(source: source, zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                                   storage: storage)
    }

    func makeCoordinator() -> ZoomableImageBridge {
        ZoomableImageBridge(bridgeUpdate, imageView: storage.container.imageView)
    }

    func makeUIViewController(context: Context) -> ZoomableImageViewController {
        let controller = ZoomableImageViewController(container: storage.container)
        context.coordinator.attach(controller)
        return controller
    }

    func updateUIViewController(_ controller: ZoomableImageViewController, context: Context) {
        context.coordinator.update(bridgeUpdate, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleUIViewController(_ controller: ZoomableImageViewController, coordinator: ZoomableImageBridge) {
        coordinator.dismantle()
    }

    /// The image's aspect ratio on an axis SwiftUI leaves free (see ``ZoomableImageSizing``).
    @available(iOS 16, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController controller: ZoomableImageViewController,
                      context: Context) -> CGSize? {
        let image = ZoomableImageView.describe(source.layoutImage(controller.container.imageView))
        return ZoomableImageSizing.size(proposedWidth: proposal.width, proposedHeight: proposal.height, image: image)
    }
}
#endif
