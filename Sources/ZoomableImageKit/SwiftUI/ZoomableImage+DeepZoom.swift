#if canImport(UIKit)
import SwiftUI
import UIKit

extension ZoomableImage {
    /// Creates a zoomable image of a deep-zoom pyramid — ``DeepZoomImage``, ``IIIFImage`` or a
    /// ``TileSource`` of your own — at full detail at every zoom, drawing `content` over it for
    /// each phase.
    ///
    /// The view loads with ``ZoomableImageView/loadTiledImage(_:)``: the pyramid, then a
    /// screen-sized base copy (the phase is `.success` once it is on screen), then the tiles the
    /// zoom needs as it moves. Like a URL's load, it runs in the view's task: cancelled when the
    /// view disappears or `id` changes (a new `id` loads the new pyramid), tried again when the
    /// view reappears without its image. A failure — the source's error loading its pyramid (a
    /// `URLError`, ``TileDescriptorError``), or ``ImageLoadingError/unreadableImage`` for a
    /// pyramid without tiles — is the phase's `.failure`. A tile that fails later keeps the
    /// coarser level in its place (<doc:DeepZoom>).
    ///
    /// Taps, the zoom state's visible rect and markers are in the full-resolution image's pixels.
    /// Raise the zoom limit to reach them: the default maximum is 4 × the fitted image.
    ///
    /// ```swift
    /// ZoomableImage(tiles: DeepZoomImage(url: dziURL), id: dziURL) { phase in
    ///     if case .failure = phase { Text("This image can't be loaded.") }
    /// }
    /// .zoomLimits(maximum: 64)
    /// ```
    ///
    /// - Parameters:
    ///   - tiles: the pyramid's source. It has no identity of its own; `id` gives it one.
    ///   - id: what identifies the image (its URL, a catalogue number): the same `id` is the same
    ///     image and is not loaded again; a new one loads the new source.
    ///   - zoomScale: a binding to the zoom scale (1 is the fitted image), or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the full-resolution image's pixels
    ///     (continuous; floor for the index), or `nil`. Default `nil`.
    ///   - content: what to draw over the view in a phase.
    public init<ID: Hashable & Sendable, Content: View>(
        tiles: some TileSource, id: ID, zoomScale: Binding<CGFloat>? = nil,
        onTapImagePixel: ((CGPoint) -> Void)? = nil,
        @ViewBuilder content: @escaping (ZoomableImagePhase) -> Content
    ) {
        self.init(source: .tiles(tiles, id: AnyHashable(id)), zoomScale: zoomScale,
                  onTapImagePixel: onTapImagePixel, layout: ZoomableImage.overlaying(content))
    }

    /// Creates a zoomable image of a deep-zoom pyramid, with a spinner while its pyramid and base
    /// copy load and a short message if they fail (see
    /// ``init(tiles:id:zoomScale:onTapImagePixel:content:)``).
    ///
    /// - Parameters:
    ///   - tiles: the pyramid's source.
    ///   - id: what identifies the image; a new `id` loads the new source.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the full-resolution image's pixels,
    ///     or `nil`. Default `nil`.
    public init<ID: Hashable & Sendable>(tiles: some TileSource, id: ID, zoomScale: Binding<CGFloat>? = nil,
                                         onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.init(tiles: tiles, id: id, zoomScale: zoomScale, onTapImagePixel: onTapImagePixel,
                  content: ZoomableImageDefaultPhaseContent.init(phase:))
    }
}
#endif
