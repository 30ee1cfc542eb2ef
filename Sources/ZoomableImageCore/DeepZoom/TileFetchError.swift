import Foundation

/// Why a tile or descriptor fetch failed, as a fetch reports it to the loader and the retry
/// policy (``TileRetryPolicy/isTransient(_:)``).
///
/// ``BoundedDownload`` throws these for a response the server should not have sent: a status
/// other than 200, a body larger than its cap, a content type of another kind, a redirect loop,
/// a body cut short.
///
/// ```swift
/// let data = try await BoundedDownload.shared.data(from: url, limits: .tile(tile, of: pyramid))
/// // throws TileFetchError.tooLarge(limit: 1_130_560) for a tile that keeps coming
/// ```
@_spi(Internals) public enum TileFetchError: Error, Equatable, Sendable {
    /// The server answered with a status other than 200.
    case httpStatus(Int)
    /// The source has no tile there: an IIIF level the server does not list, a tile off the grid.
    case noSuchTile(TileID)
    /// The body is larger than the cap, in bytes (declared so, or still arriving past it). Never
    /// retried: the same server sends the same body.
    case tooLarge(limit: Int)
    /// The response's media type (`Content-Type`, lowercased, parameters dropped) is not one the
    /// request accepts (``ResponseLimits/ContentKind``): an HTML error page in a tile's place.
    case contentType(String)
    /// The server redirected more than this many times (a loop).
    case tooManyRedirects(Int)
    /// The connection closed after `received` of the `expected` bytes the server declared. Tried
    /// again, like a lost connection.
    case truncated(expected: Int, received: Int)

    /// Checks a response's HTTP status: 200, or no status at all (a `file:` URL's response),
    /// passes; any other throws ``httpStatus(_:)`` for the retry policy to judge.
    ///
    /// ```swift
    /// let (data, response) = try await session.data(from: url)
    /// try TileFetchError.check(httpStatus: (response as? HTTPURLResponse)?.statusCode)
    /// ```
    public static func check(httpStatus: Int?) throws {
        guard let httpStatus, httpStatus != 200 else { return }
        throw TileFetchError.httpStatus(httpStatus)
    }
}
