import Foundation

/// Which image a SwiftUI `ZoomableImage` shows, as a value two updates compare: a `UIImage` by
/// object identity, a file by its URL, encoded bytes by their storage (then their contents) —
/// or, when the app gives an `id`, by that id alone.
///
/// SwiftUI rebuilds the view's value on every update of its parent — with a zoom binding, on
/// every pinch event. An image made in `body` (`UIImage(data:)`) is a new object each time; by
/// identity it would be a new image each time, and each new image returns the view to rest.
/// An `id` says it is the same picture.
///
/// ```swift
/// let first = ImageSourceKey.image(objectIdentity: 0x6000_1234, id: AnyHashable("photo-17"))
/// let again = ImageSourceKey.image(objectIdentity: 0x6000_9876, id: AnyHashable("photo-17"))
/// first == again        // true: the id decides
/// ```
///
/// `@unchecked Sendable`: the id is an `AnyHashable` (which is not `Sendable`), made only from
/// values that are (the Kit's `id:` parameters require `Hashable & Sendable`).
@_spi(Internals)
public struct ImageSourceKey: Hashable, @unchecked Sendable {
    /// Where the image comes from.
    public enum Kind: Hashable, Sendable {
        /// A `UIImage` the app gives.
        case image
        /// A file or remote URL (or a `URLRequest`) the view loads.
        case url
        /// Encoded bytes the view loads.
        case data
        /// A tile pyramid the view loads (deep zoom).
        case tiles
        /// The content of a `.zoomable()` view: no image at all; the content lays itself out.
        case content
    }

    /// What tells two sources of one kind apart.
    enum Identity: Hashable {
        case object(UInt?)
        case url(URL)
        case data(DataIdentity)
        /// The app's id; for a `UIImage`, with whether there is one (a `nil` image later given
        /// under the same id is a new source, or it would never be shown).
        case id(AnyHashable, hasImage: Bool)
    }

    /// Where the image comes from.
    public let kind: Kind
    let identity: Identity

    /// A `UIImage`: the same object, or the same `id` when one is given — and an image under an
    /// id is never the same source as no image under it.
    ///
    /// - Parameters:
    ///   - objectIdentity: `ObjectIdentifier(image)`'s bit pattern; `nil` for no image.
    ///   - id: the app's id for the image, or `nil`.
    public static func image(objectIdentity: UInt?, id: AnyHashable?) -> Self {
        Self(kind: .image, identity: id.map { .id($0, hasImage: objectIdentity != nil) } ?? .object(objectIdentity))
    }

    /// A URL to load: the same URL, or the same `id` when one is given.
    ///
    /// - Parameters:
    ///   - url: the image's URL.
    ///   - id: the app's id for the image, or `nil`.
    public static func url(_ url: URL, id: AnyHashable?) -> Self {
        Self(kind: .url, identity: id.map { .id($0, hasImage: true) } ?? .url(url))
    }

    /// A `URLRequest` to load, told apart by the app's `id` alone: a request whose URL or
    /// headers change on every refresh (a presigned URL, a new token) is the same image — not
    /// fetched again, its zoom kept. It equals a URL key with the same `id`.
    ///
    /// - Parameter id: the app's id for the image.
    public static func request(id: AnyHashable) -> Self {
        Self(kind: .url, identity: .id(id, hasImage: true))
    }

    /// Encoded bytes to load: the same bytes, or the same `id` when one is given. Comparing keeps
    /// to the storage when both keys hold the same buffer (O(1)); only different buffers of the
    /// same length are compared byte by byte.
    ///
    /// - Parameters:
    ///   - data: the encoded image.
    ///   - id: the app's id for the image, or `nil`.
    public static func data(_ data: Data, id: AnyHashable?) -> Self {
        Self(kind: .data, identity: id.map { .id($0, hasImage: true) } ?? .data(DataIdentity(data: data)))
    }

    /// A tile pyramid to load: the same `id` is the same image. A tile source has no identity of
    /// its own (a value made in `body` is new on every update), so the app's `id` alone decides —
    /// and a tiled key never equals an image, URL or bytes key with the same `id`.
    ///
    /// - Parameter id: the app's id for the image (its URL, a catalogue number).
    public static func tiles(id: AnyHashable) -> Self {
        Self(kind: .tiles, identity: .id(id, hasImage: true))
    }

    /// The content of a `.zoomable()` view, which is not an image: always the same source (the
    /// view's content changes without becoming another source).
    public static let content = Self(kind: .content, identity: .object(nil))

    /// Whether the view loads the image itself (a URL, bytes or tiles, in the background) rather
    /// than being given it (a `UIImage`, or content).
    public var isLoaded: Bool { kind != .image && kind != .content }
}

/// Encoded bytes as an identity: equal when they are the same buffer or hold the same bytes. The
/// key keeps the `Data` (so its buffer cannot be freed and reused by other bytes while compared
/// by address).
///
/// Only buffers longer than ``addressedLength`` are compared by address: `Data` keeps a few
/// bytes inline (14 on 64-bit platforms), and `withUnsafeBytes` then lends a temporary copy whose
/// address means nothing — two different 5-byte values can be lent the same stack slot. Longer
/// bytes live in a heap buffer that `withUnsafeBytes` exposes as it is.
struct DataIdentity: Hashable {
    let data: Data

    /// The length from which bytes are compared by address first.
    static let addressedLength = 256

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.data.count == rhs.data.count else { return false }
        guard lhs.data.count > addressedLength, let left = lhs.address, left == rhs.address else {
            return lhs.data == rhs.data
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(data.count)
    }

    /// The buffer's address, compared only (never read through).
    var address: UnsafeRawPointer? {
        data.withUnsafeBytes { $0.baseAddress }
    }
}
