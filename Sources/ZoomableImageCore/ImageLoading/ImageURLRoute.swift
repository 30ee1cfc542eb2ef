import Foundation

/// How a SwiftUI `ZoomableImage(url:)` gets the image at a URL: a file URL is decoded straight
/// from the file (which stays on disk for exact crops and colours, and a region decode of a huge
/// image); any other URL — `https:`, `http:`, a `data:` URL — is fetched with `URLSession` (its
/// status checked, ``HTTPStatusError``) and its bytes decoded.
///
/// ```swift
/// ImageURLRoute(URL(fileURLWithPath: "/photos/harbour.heic"))    // .file
/// ImageURLRoute(URL(string: "https://example.org/harbour.jpg")!)  // .download
/// ```
@_spi(Internals)
public enum ImageURLRoute: Equatable, Sendable {
    /// Decode the file the URL names.
    case file
    /// Fetch the URL, then decode its bytes.
    case download

    /// The route for `url`: `.file` exactly when it is a file URL (`URL.isFileURL`, the `file:`
    /// scheme).
    public init(_ url: URL) {
        self = url.isFileURL ? .file : .download
    }

    /// The value for this route.
    ///
    /// - Parameters:
    ///   - file: the value for a file.
    ///   - download: the value for a download.
    public func choose<Value>(file: @autoclosure () -> Value, download: @autoclosure () -> Value) -> Value {
        switch self {
        case .file: file()
        case .download: download()
        }
    }
}
