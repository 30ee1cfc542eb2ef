import Foundation

/// A server answered an image request with an HTTP status other than success (2xx): the
/// `failure` phase of a `ZoomableImage` loading a remote URL or `URLRequest`, which names the
/// status ("HTTP 404") rather than calling the error page it got an unreadable image.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(for: request)
/// try HTTPStatusError.check(statusCode: (response as? HTTPURLResponse)?.statusCode)
/// ```
public struct HTTPStatusError: LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// The response's status code (`HTTPURLResponse.statusCode`): 404, 403, 503 …
    public let statusCode: Int

    /// The error of a response with status `statusCode`.
    public init(statusCode: Int) {
        self.statusCode = statusCode
    }

    /// "HTTP" and the code, e.g. "HTTP 404".
    public var description: String { "HTTP \(statusCode)" }

    /// "HTTP" and the code, e.g. "HTTP 404": what `localizedDescription` shows.
    public var errorDescription: String? { description }

    /// Checks a response's status: a success (200–299), or no status at all (a `file:` URL's
    /// response is not an HTTP one), passes; any other status throws it. Redirects (3xx) never
    /// arrive here: `URLSession` follows them and reports the final response.
    ///
    /// - Parameter statusCode: the response's status code, or `nil` for a response that is not
    ///   HTTP.
    /// - Throws: ``HTTPStatusError`` with the status.
    public static func check(statusCode: Int?) throws {
        guard let statusCode, !(200...299).contains(statusCode) else { return }
        throw HTTPStatusError(statusCode: statusCode)
    }
}
