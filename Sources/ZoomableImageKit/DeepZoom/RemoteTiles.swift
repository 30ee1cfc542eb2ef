#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Fetching and decoding the files of a remote (or bundled) tile source: ``DeepZoomImage``'s and
/// ``IIIFImage``'s. `URLSession` reads `http(s):` and `file:` URLs alike.
enum RemoteTiles {
    /// The session tiles and descriptors are fetched with: the default configuration (the shared
    /// URL cache, six connections per host) with a 15 s request timeout instead of 60 s, so a
    /// stalled tile gives its place back soon; a timeout is tried again, with backoff, by the
    /// retry policy.
    /// https://developer.apple.com/documentation/foundation/urlsessionconfiguration/1408259-timeoutintervalforrequest
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 15
        return URLSession(configuration: configuration)
    }()

    /// The bytes at `url`; a status other than 200 throws `TileFetchError.httpStatus`, which the
    /// retry policy judges. Cancelling the calling task cancels the request
    /// (`URLSession.data(from:)` is cancellation-aware).
    static func data(from url: URL) async throws -> Data {
        let (data, response) = try await session.data(from: url)
        try TileFetchError.check(httpStatus: (response as? HTTPURLResponse)?.statusCode)
        return data
    }

    /// An image file's first image, decoded now (off the main thread, where this runs) rather
    /// than when Core Animation first draws it, and at most `maximumSide` pixels long: a tile
    /// of the right size is decoded as it is, a server's oversized answer no larger than a tile.
    /// ImageIO's thumbnails are never larger than the image: "If this key is not specified, the
    /// width and height of a thumbnail is not limited and thumbnails may be as big as the image
    /// itself." https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize
    ///
    /// - Parameters:
    ///   - data: the tile's file.
    ///   - maximumSide: the pyramid's ``TilePyramid/maximumTilePixelSide``.
    static func image(from data: Data, maximumSide: Int) throws -> CGImage {
        let options: [CFString: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                        kCGImageSourceThumbnailMaxPixelSize: maximumSide,
                                        kCGImageSourceShouldCacheImmediately: true]
        return try CGImageSourceCreateWithData(data as CFData, nil).flatMap {
            CGImageSourceCreateThumbnailAtIndex($0, 0, options as CFDictionary)
        }.orThrow(ImageLoadingError.unreadableImage)
    }
}

extension Optional {
    /// The value, or `error` thrown when there is none.
    func orThrow(_ error: @autoclosure () -> any Error) throws -> Wrapped {
        guard let self else { throw error() }
        return self
    }
}
#endif
