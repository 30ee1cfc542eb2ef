import Foundation

/// What one response from an untrusted server may be: how many bytes, how long it may take, how
/// many redirects, and which media types — for ``BoundedDownload``, which fails a response past
/// any of them (``ResponseStateMachine``).
///
/// Tiles and descriptors come from servers the app does not control. A tile's body may be at most
/// four times what the tile takes decoded, plus 64 KiB for headers and metadata (a PNG stored
/// without compression is about its decoded size; a JPEG a tenth of it); a descriptor's at most
/// ``maximumDescriptorBytes``. A response must end within ``timeout`` of its request, whatever
/// arrives meanwhile (a slow drip never idles long enough for the idle timeout), and go quiet for
/// no more than ``idleTimeout``.
///
/// ```swift
/// let limits = ResponseLimits.tile(TileID(level: 0, column: 2, row: 1), of: pyramid)
/// limits.maximumBytes       // 4 · 258 · 258 · 4 + 65 536 = 1 130 560 for an inner 256 px tile, overlap 1
/// ```
@_spi(Internals) public struct ResponseLimits: Equatable, Sendable {
    /// The media types a request accepts.
    public enum ContentKind: Equatable, Sendable {
        /// A tile: `image/*`.
        case image
        /// A Deep Zoom `.dzi`: `application/xml`, `text/xml` or any `…+xml`.
        case xml
        /// An IIIF `info.json`: `application/json`, `application/ld+json` or any `…+json`.
        case json

        /// Whether a response of `mediaType` may be read as this kind: the kind's own types, and
        /// those that say nothing of the content — none at all, `application/octet-stream`,
        /// `binary/octet-stream` (a server or store that does not know the type); for a
        /// descriptor, `text/plain` too (static hosts serve `.dzi` and `.json` so). Anything
        /// else — an HTML error page, an image where XML belongs — is the wrong kind. Case and
        /// parameters of the `Content-Type` (`; charset=…`) do not matter.
        public func accepts(mediaType: String?) -> Bool {
            let type = Self.essence(of: mediaType)
            if type.isEmpty || type == "application/octet-stream" || type == "binary/octet-stream" { return true }
            switch self {
            case .image:
                return type.hasPrefix("image/")
            case .xml:
                return type == "application/xml" || type == "text/xml" || type == "text/plain" || type.hasSuffix("+xml")
            case .json:
                return type == "application/json" || type == "text/plain" || type.hasSuffix("+json")
            }
        }

        /// A media type's type and subtype, lowercased, without parameters: `text/html` for
        /// `Text/HTML; charset=utf-8`; empty for `nil`.
        static func essence(of mediaType: String?) -> String {
            let head = mediaType?.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return head.trimmingCharacters(in: .whitespaces).lowercased()
        }
    }

    /// The most bytes the body may have; a larger one fails (``TileFetchError/tooLarge(limit:)``).
    public var maximumBytes: Int
    /// Seconds from the request to the last byte, 30 by default: the whole response.
    public var timeout: TimeInterval
    /// Seconds the connection may stay silent, 15 by default (`URLRequest.timeoutInterval`, at
    /// least 1).
    public var idleTimeout: TimeInterval
    /// Redirects followed, 5 by default; one more fails (``TileFetchError/tooManyRedirects(_:)``).
    public var maximumRedirects: Int
    /// The media types accepted.
    public var contentKind: ContentKind

    /// The largest descriptor read: 4 MiB (4 194 304 bytes). A `.dzi` is a few hundred bytes, an
    /// `info.json` a few kilobytes.
    public static let maximumDescriptorBytes = 4 << 20
    /// What a tile may carry beyond four times its decoded size: 64 KiB of headers and metadata.
    public static let tileMetadataAllowance = 64 << 10

    /// Describes the limits. Each argument sets the property of the same name (see each for its
    /// unit and default).
    public init(maximumBytes: Int, contentKind: ContentKind, timeout: TimeInterval = 30, idleTimeout: TimeInterval = 15,
                maximumRedirects: Int = 5) {
        self.maximumBytes = maximumBytes
        self.contentKind = contentKind
        self.timeout = timeout
        self.idleTimeout = idleTimeout
        self.maximumRedirects = maximumRedirects
    }

    /// A tile's limits: at most four times its decoded bytes (``TilePyramid/byteCount(of:)``)
    /// plus ``tileMetadataAllowance``, an image; a tile outside `pyramid` gets the allowance alone.
    public static func tile(_ tile: TileID, of pyramid: TilePyramid) -> ResponseLimits {
        ResponseLimits(maximumBytes: 4 * pyramid.byteCount(of: tile) + tileMetadataAllowance, contentKind: .image)
    }

    /// A Deep Zoom descriptor's limits: at most ``maximumDescriptorBytes`` of XML.
    public static let deepZoomDescriptor = ResponseLimits(maximumBytes: maximumDescriptorBytes, contentKind: .xml)

    /// An IIIF `info.json`'s limits: at most ``maximumDescriptorBytes`` of JSON.
    public static let iiifInfo = ResponseLimits(maximumBytes: maximumDescriptorBytes, contentKind: .json)
}
