#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Fetching and decoding the files of a remote (or bundled) tile source: ``DeepZoomImage``'s and
/// ``IIIFImage``'s: `http(s):` URLs through `URLSession`, `file:` URLs (a bundled pyramid) from disk.
enum RemoteTiles {
    /// The bytes at `url` within `limits`, from the download every tile source shares: a body past
    /// its cap, a status other than 200, the wrong media type, a redirect loop, a body cut short,
    /// a slow drip or silence throw (``BoundedDownload``), and the retry policy judges what was
    /// thrown. Cancelling the calling task cancels the request.
    static func data(from url: URL, limits: ResponseLimits) async throws -> Data {
        try await BoundedDownload.shared.data(from: url, limits: limits)
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
