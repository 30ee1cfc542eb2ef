#if canImport(UIKit)
import Combine
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The zoom of a ``ZoomableImage`` as observable values, and commands that drive it: for
/// buttons, readouts and crops in SwiftUI.
///
/// ```swift
/// struct PhotoScreen: View {
///     let photo: UIImage
///     @StateObject private var zoom = ZoomableImageState()
///
///     var body: some View {
///         ZoomableImage(photo)
///             .zoomableImageState(zoom)
///             .toolbar {
///                 Button("Zoom In") { zoom.zoomIn() }
///                 Button("Reset") { zoom.resetZoom(animated: true) }
///                     .disabled(zoom.isAtRest && zoom.zoomScale == 1)
///             }
///     }
/// }
/// ```
///
/// **What it publishes, and when.** ``zoomScale`` on every change (during a pinch too, like a
/// zoom binding); ``isAtRest`` when a gesture or animation starts and when it ends;
/// ``visibleImagePixelRect`` when the image comes to rest (and on a layout or image change at
/// rest) — not on every frame of a pan or pinch. A value is published only when it differs from
/// the last one, at most once per frame and never during SwiftUI's update.
///
/// **One image.** Attach a state to one image with ``ZoomableImage/zoomableImageState(_:)``;
/// attached to several, it follows the one attached last. In a pager, pass it to the page on
/// screen and `nil` to the others: it follows the selection. When its image goes away it keeps its
/// last values and its commands wait for the next image attached.
///
/// **Commands before the image can zoom** (no size yet, or an image still loading from its URL)
/// wait for it; a later command replaces a waiting one.
@MainActor
public final class ZoomableImageState: ObservableObject {
    /// The zoom scale of the image (1: its resting layout). 1 before an image is attached.
    @Published public private(set) var zoomScale: CGFloat = 1
    /// The part of the image visible in its view, in oriented pixels (the original's, for an
    /// image loaded from a URL or data), as of the last time it was at rest. `.zero` before an
    /// image is attached, or with nothing visible.
    @Published public private(set) var visibleImagePixelRect: CGRect = .zero
    /// Whether nothing moves the image: no gesture, no settle or command animation. `true` before
    /// an image is attached.
    @Published public private(set) var isAtRest = true

    /// A command, performed on the image view.
    typealias Command = @MainActor (ZoomableImageView) -> Void

    /// The rules: see ``ZoomStateModel``.
    var model = ZoomStateModel<Command>()
    /// The image view followed (weak: the state outlives no view of its own).
    weak var view: ZoomableImageView?

    /// A state following no image yet. (Nonisolated, so that `@StateObject` can make it in a
    /// view's property initializer.)
    public nonisolated init() {}

    // MARK: - Commands

    /// Zooms so that a rect of the image, in oriented pixels, fills the view as far as the limits
    /// allow (``ZoomableImageView/zoom(toPixelRect:animated:)``).
    ///
    /// - Parameters:
    ///   - pixelRect: the rect in oriented pixels (the original's, for a loaded large image).
    ///   - animated: whether to animate with the settle spring. Default `true`.
    public func zoom(toPixelRect pixelRect: CGRect, animated: Bool = true) {
        send { $0.zoom(toPixelRect: pixelRect, animated: animated) }
    }

    /// Zooms to `scale`, clamped to the limits, around the centre
    /// (``ZoomableImageView/setZoomScale(_:animated:)``).
    ///
    /// - Parameters:
    ///   - scale: the zoom scale; ignored unless finite and positive.
    ///   - animated: whether to animate. Default `true`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool = true) {
        send { $0.setZoomScale(scale, animated: animated) }
    }

    /// Zooms in one step (×1.5, up to the maximum) around the centre, animated: ⌘+.
    public func zoomIn() {
        send { $0.zoomIn(nil) }
    }

    /// Zooms out one step (÷1.5, down to the minimum) around the centre, animated: ⌘−.
    public func zoomOut() {
        send { $0.zoomOut(nil) }
    }

    /// Returns the image to rest (``ZoomableImageView/resetZoom(animated:)``).
    ///
    /// - Parameter animated: whether to animate. Default `true`.
    public func resetZoom(animated: Bool = true) {
        send { $0.resetZoom(animated: animated) }
    }

    // MARK: - Reading pixels

    /// The image's pixels visible now, exactly as stored (cut from the bitmap, no re-rendering),
    /// on the calling thread. For an image loaded from a URL or data they are read from the
    /// original at full resolution, which may decode the whole original: use
    /// ``loadCroppedImage()`` there.
    ///
    /// - Returns: the cropped image; `nil` without an attached image, or for an image without a
    ///   bitmap.
    public func croppedImage() -> UIImage? {
        view?.visibleCrop()
    }

    /// The image's pixels visible now, read off the main thread
    /// (``ZoomableImageView/loadCroppedImage(toPixelRect:)``).
    ///
    /// - Returns: the cropped image, or `nil` as for ``croppedImage()``.
    public func loadCroppedImage() async -> UIImage? {
        await view?.loadVisibleCrop()
    }

    /// The colour of an image pixel exactly as stored (``ZoomableImageView/color(atImagePixel:)``).
    ///
    /// - Parameter pixel: a position in oriented pixels.
    /// - Returns: the colour; `nil` without an attached image, outside the image, or for an image
    ///   without a bitmap.
    public func color(atImagePixel pixel: CGPoint) -> UIColor? {
        view?.color(atImagePixel: pixel)
    }

    // MARK: - Following a view (the bridge's side)

    /// Sends a command to the view now, or keeps it for when one can zoom.
    func send(_ command: @escaping Command) {
        let view = self.view
        _ = model.send(command, to: view.map(snapshot)).flatMap { command in view.map(command) }
    }

    /// `view` takes the state.
    func attach(_ view: ZoomableImageView) {
        self.view = view
        model.attach(Self.identity(of: view)).perform(scheduleFlush)
    }

    /// `view` gives the state up (nothing happens unless it is the view followed).
    func detach(_ view: ZoomableImageView) {
        model.detach(Self.identity(of: view))
    }

    /// `view` changed: publish at the next flush.
    func viewChanged(_ view: ZoomableImageView) {
        model.viewChanged(Self.identity(of: view)).perform(scheduleFlush)
    }

    /// Publishes on the next turn of the main queue: after SwiftUI's update, if one runs ("Publishing
    /// changes from within view updates is not allowed" — SwiftUI's run-time warning), and once
    /// for all the changes of a frame.
    func scheduleFlush() {
        DispatchQueue.main.async { [weak self] in self?.flush() }
    }

    /// Publishes what changed and performs a command that waited.
    func flush() {
        let view = model.attachedView.flatMap { _ in self.view }
        let flush = model.flush(from: view.map(Self.identity), snapshot: view.map(snapshot))
        _ = flush.zoomScale.map { zoomScale = $0 }
        _ = flush.isAtRest.map { isAtRest = $0 }
        _ = flush.visibleImagePixelRect.map { visibleImagePixelRect = $0 }
        _ = flush.command.flatMap { command in view.map { command($0) } }
    }

    func snapshot(of view: ZoomableImageView) -> ZoomStateModel<Command>.Snapshot {
        ZoomStateModel.Snapshot(zoomScale: view.zoomScale, visibleImagePixelRect: view.visibleImagePixelRect,
                                isZooming: view.isZooming, canZoom: view.interactionState.canZoom)
    }

    static func identity(of view: ZoomableImageView) -> UInt {
        UInt(bitPattern: ObjectIdentifier(view))
    }
}

extension ZoomableImageView {
    /// The visible pixels, cut from the bitmap on the calling thread.
    func visibleCrop() -> UIImage? {
        croppedImage(toPixelRect: visibleImagePixelRect)
    }

    /// The visible pixels, read off the main thread.
    func loadVisibleCrop() async -> UIImage? {
        await loadCroppedImage(toPixelRect: visibleImagePixelRect)
    }
}
#endif
