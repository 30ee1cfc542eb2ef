#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Where a ``ZoomableImage``'s image comes from, decided once by the initializer that was called:
/// its key (how updates tell images apart), how the view gets it, and which image sizes it.
struct ZoomableImageSource {
    /// Loads the image into a view (a URL or data, downsampled off the main thread).
    typealias Load = @MainActor @Sendable (ZoomableImageView) async throws -> Void

    let key: ImageSourceKey
    /// Sets the image on the view: the given image; for a loaded one, clears the old image (the
    /// load sets the new one; ``ZoomableImageSettings/Changes/image`` says when this runs).
    let apply: @MainActor (ZoomableImageView) -> Void
    /// The load, for a URL or data; `nil` for a given image.
    let load: Load?
    /// The image whose aspect ratio sizes the view: the given one, or what the view shows.
    let layoutImage: @MainActor (ZoomableImageView) -> UIImage?

    /// A `UIImage` the app gives.
    static func image(_ image: UIImage?, id: AnyHashable?) -> Self {
        Self(key: .image(objectIdentity: image.map { UInt(bitPattern: ObjectIdentifier($0)) }, id: id),
             apply: { $0.image = image }, load: nil, layoutImage: { _ in image })
    }

    /// A URL: a file is read with ``ZoomableImageView/loadImage(contentsOf:)`` (decoded straight
    /// from the file, kept on disk for exact crops); anything else is fetched with `URLSession`
    /// (cancelled with the task) and decoded with ``ZoomableImageView/loadImage(data:)``.
    static func url(_ url: URL) -> Self {
        let load: Load = url.isFileURL
            ? { @MainActor @Sendable view in try await view.loadImage(contentsOf: url) }
            : { @MainActor @Sendable view in try await view.loadImage(data: URLSession.shared.data(from: url).0) }
        return Self(key: .url(url, id: nil), apply: { $0.image = nil }, load: load, layoutImage: { $0.image })
    }

    /// Encoded bytes, decoded with ``ZoomableImageView/loadImage(data:)``.
    static func data(_ data: Data) -> Self {
        Self(key: .data(data, id: nil), apply: { $0.image = nil }, load: { try await $0.loadImage(data: data) },
             layoutImage: { $0.image })
    }

    /// A tile pyramid, loaded with ``ZoomableImageView/loadTiledImage(_:)``; `id` tells
    /// pyramids apart (a source made in `body` is a new value on every update).
    static func tiles(_ tiles: some TileSource, id: AnyHashable) -> Self {
        Self(key: .tiles(id: id), apply: { _ in }, load: { try await $0.loadTiledImage(tiles) },
             layoutImage: { $0.image })
    }
}
#endif
