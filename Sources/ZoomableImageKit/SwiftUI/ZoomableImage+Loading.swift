#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

// `AsyncImage`'s shape: a content closure that receives the phase and replaces the view, an
// optional transaction for phase changes, and a `URLRequest` with an explicit identity.

extension ZoomableImage {
    /// Creates a zoomable image that loads its image from a URL and shows what `content` makes of
    /// each phase instead, as `AsyncImage(url:transaction:content:)` does: `content` receives the
    /// phase and the zoomable image, and places the image where it goes.
    ///
    /// ```swift
    /// ZoomableImage(url: photoURL, transaction: Transaction(animation: .easeIn)) { phase, image in
    ///     switch phase {
    ///     case .empty: ProgressView()
    ///     case .success: image
    ///     case .failure(let error): Label(error.localizedDescription, systemImage: "wifi.slash")
    ///     }
    /// }
    /// ```
    ///
    /// The load runs whatever `content` shows (the image need not be placed while it loads): a
    /// file URL is decoded straight from the file, any other URL fetched with `URLSession` — a
    /// status other than 2xx is a ``HTTPStatusError`` ("HTTP 404") — and decoded off the main
    /// thread, only as large as the screen can show at the maximum zoom. The load is cancelled
    /// when the view disappears or the URL changes; a new URL is a new image. Off screen (a
    /// pager's page swiped away) the decoded image is released and its zoom kept; back on screen
    /// it is decoded again and zoomed as it was, the phase staying `.success` meanwhile (see
    /// <doc:SwiftUIGuide>).
    ///
    /// - Parameters:
    ///   - url: the image's URL (a file, or a remote image).
    ///   - transaction: the transaction phase changes are applied in. Default: none (no
    ///     animation).
    ///   - zoomScale: a binding to the zoom scale (1 is the fitted image), or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels (continuous;
    ///     floor for the index), or `nil`. Default `nil`.
    ///   - content: the view for a phase, given the phase and the zoomable image to place.
    public init<Content: View>(url: URL, transaction: Transaction = Transaction(), zoomScale: Binding<CGFloat>? = nil,
                               onTapImagePixel: ((CGPoint) -> Void)? = nil,
                               @ViewBuilder content: @escaping (ZoomableImagePhase, ZoomableImageContent) -> Content) {
        self.init(source: .url(url), zoomScale: zoomScale, onTapImagePixel: onTapImagePixel, transaction: transaction,
                  layout: { phase, image in AnyView(content(phase, image)) })
    }

    /// Creates a zoomable image that fetches its image with a `URLRequest` — headers,
    /// authorization, cache policy — and shows what `content` makes of each phase, as
    /// ``init(url:transaction:zoomScale:onTapImagePixel:content:)`` does.
    ///
    /// `id` alone says which image it is: a request whose URL or token changes on every refresh
    /// (a presigned URL) is the same image under the same `id` — the zoom stays and nothing is
    /// fetched again — and a new `id` loads the new request. Coming back on screen after its
    /// image was released, the view fetches the request it has then.
    ///
    /// ```swift
    /// var request = URLRequest(url: photo.signedURL)
    /// request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    /// …
    /// ZoomableImage(request: request, id: photo.id) { phase, image in
    ///     if case .failure(let error) = phase { Text(error.localizedDescription) } else { image }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: the request, sent with the shared `URLSession`.
    ///   - id: what identifies the image (an asset's identifier, not its URL).
    ///   - transaction: the transaction phase changes are applied in. Default: none.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels, or `nil`.
    ///     Default `nil`.
    ///   - content: the view for a phase, given the phase and the zoomable image to place.
    public init<ID: Hashable & Sendable, Content: View>(
        request: URLRequest, id: ID, transaction: Transaction = Transaction(), zoomScale: Binding<CGFloat>? = nil,
        onTapImagePixel: ((CGPoint) -> Void)? = nil,
        @ViewBuilder content: @escaping (ZoomableImagePhase, ZoomableImageContent) -> Content
    ) {
        self.init(source: .request(request, id: AnyHashable(id)), zoomScale: zoomScale,
                  onTapImagePixel: onTapImagePixel, transaction: transaction,
                  layout: { phase, image in AnyView(content(phase, image)) })
    }

    /// Creates a zoomable image that fetches its image with a `URLRequest`, with a spinner while
    /// it loads and a short message if it fails (see
    /// ``init(request:id:transaction:zoomScale:onTapImagePixel:content:)``).
    ///
    /// - Parameters:
    ///   - request: the request, sent with the shared `URLSession`.
    ///   - id: what identifies the image; a new `id` loads the new request.
    ///   - zoomScale: a binding to the zoom scale, or `nil`. Default `nil`.
    ///   - onTapImagePixel: called with the tapped pixel in the original's pixels, or `nil`.
    ///     Default `nil`.
    public init<ID: Hashable & Sendable>(request: URLRequest, id: ID, zoomScale: Binding<CGFloat>? = nil,
                                         onTapImagePixel: ((CGPoint) -> Void)? = nil) {
        self.init(source: .request(request, id: AnyHashable(id)), zoomScale: zoomScale,
                  onTapImagePixel: onTapImagePixel,
                  layout: ZoomableImage.overlaying(ZoomableImageDefaultPhaseContent.init(phase:)))
    }
}
#endif
