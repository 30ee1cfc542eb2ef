#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Where a ``ZoomableImage``'s image comes from, decided once by the initializer that was called:
/// its key (how updates tell images apart), how the view gets it, and which image sizes it.
struct ZoomableImageSource {
    /// Loads the image into a view (a URL, a request, data or tiles, decoded off the main thread).
    typealias Load = @MainActor @Sendable (ZoomableImageView) async throws -> Void

    let key: ImageSourceKey
    /// The image the app gives; `nil` for a source the view loads (whose change clears the view:
    /// ``ZoomableImageSettings/apply(_:to:)``).
    let givenImage: UIImage?
    /// The load; never run for a given image (``ImageLoadState/begin(_:)`` says so).
    let load: Load
    /// The image whose aspect ratio sizes the view: the given one, or what the view shows.
    let layoutImage: @MainActor (ZoomableImageView) -> UIImage?

    /// A `UIImage` the app gives.
    static func image(_ image: UIImage?, id: AnyHashable?) -> Self {
        Self(key: .image(objectIdentity: image.map { UInt(bitPattern: ObjectIdentifier($0)) }, id: id),
             givenImage: image, load: { _ in }, layoutImage: { _ in image })
    }

    /// A URL: a file is read with ``ZoomableImageView/loadImage(contentsOf:)`` (decoded straight
    /// from the file, kept on disk for exact crops); anything else is fetched like a request
    /// (``ImageURLRoute``).
    static func url(_ url: URL) -> Self {
        let load: Load = ImageURLRoute(url).choose(
            file: { @MainActor @Sendable view in try await view.loadImage(contentsOf: url) },
            download: { @MainActor @Sendable view in try await view.loadImage(data: download(URLRequest(url: url))) })
        return Self(key: .url(url, id: nil), givenImage: nil, load: load, layoutImage: { $0.image })
    }

    /// A request fetched with `URLSession` (its headers, cache policy and method as given), told
    /// apart from others by `id` alone: a request whose URL or token changes on every refresh is
    /// the same image.
    static func request(_ request: URLRequest, id: AnyHashable) -> Self {
        Self(key: .request(id: id), givenImage: nil,
             load: { @MainActor @Sendable view in try await view.loadImage(data: download(request)) },
             layoutImage: { $0.image })
    }

    /// Encoded bytes, decoded with ``ZoomableImageView/loadImage(data:)``.
    static func data(_ data: Data) -> Self {
        Self(key: .data(data, id: nil), givenImage: nil, load: { try await $0.loadImage(data: data) },
             layoutImage: { $0.image })
    }

    /// A tile pyramid, loaded with ``ZoomableImageView/loadTiledImage(_:)``; `id` tells
    /// pyramids apart (a source made in `body` is a new value on every update).
    static func tiles(_ tiles: some TileSource, id: AnyHashable) -> Self {
        Self(key: .tiles(id: id), givenImage: nil, load: { try await $0.loadTiledImage(tiles) },
             layoutImage: { $0.image })
    }

    /// Fetches `request` with the shared `URLSession` (cancelled with the calling task:
    /// `URLSession.data(for:delegate:)` is cancellation-aware) and returns the body; a status
    /// other than 2xx throws ``HTTPStatusError`` rather than handing an error page to the
    /// decoder.
    static func download(_ request: URLRequest) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(for: request)
        try HTTPStatusError.check(statusCode: (response as? HTTPURLResponse)?.statusCode)
        return data
    }
}
#endif
