import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An IIIF Image API 3 or 2 image information document (`info.json`): the image's size, its
/// tiles, which levels the server has, and the request path of each tile.
///
/// Only what tiling needs is read: `width`, `height` and the first entry of `tiles`
/// (`width`, an optional `height` equal to it, `scaleFactors`). A scale factor of 2^k is this
/// package's level k (``TilePyramid``), since IIIF's scaled image is ceil(size / factor) on each
/// axis, like a pyramid level; other factors are ignored.
///
/// ```swift
/// let info = try IIIFImageInfo(json: data)    // 700 × 300, tiles 256, scaleFactors [1, 2]
/// info.levels                                                 // [0, 1]
/// info.tilePath(for: TileID(level: 1, column: 1, row: 0))    // "512,0,188,300/94,150/0/default.jpg"
/// info.tilePath(for: TileID(level: 2, column: 0, row: 0))    // nil: the server lists no factor 4
/// ```
///
/// A tile's path follows the Image API 3.0 implementation notes ("Tile region parameter
/// calculation"): the region is the tile's cell in full-size pixels, clipped at the right and
/// bottom edges, and the size is that region divided by the scale factor, rounded up. Append it
/// to the service's ``id``. Region and size are always spelled `x,y,w,h` and, for API 3, `w,h`
/// (never `full` or `max`), the names a level-0 server's static files have — `vips dzsave
/// --layout iiif3` writes exactly these. An API 2 document (its `@context` is
/// `http://iiif.io/api/image/2/context.json`) gets the size as `w,`, API 2's canonical form, the
/// names `vips dzsave --layout iiif` writes.
public struct IIIFImageInfo: Equatable, Sendable {
    /// The image's levels and tiles: the full size, the tile width, no overlap.
    public var pyramid: TilePyramid
    /// The levels the server has tiles for, ascending: k for each scale factor 2^k it lists that
    /// the pyramid has.
    public var levels: [Int]
    /// The service's `id` (IIIF 3) or `@id` (IIIF 2), the base of every request; `nil` when the
    /// document has neither.
    public let id: String?
    /// Whether tile sizes are spelled `w,` (Image API 2's canonical form) rather than `w,h`.
    let spellsSizeByWidth: Bool

    /// Reads an `info.json` of at most 4 MiB.
    ///
    /// - Throws: ``TileDescriptorError/outOfLimits(_:)`` for a document over 4 MiB, a side above
    ///   2^31 or a tile width outside 64 … 2048 (`DescriptorLimits`);
    ///   ``TileDescriptorError/unreadable(_:)`` for data that is not a JSON object;
    ///   ``TileDescriptorError/missing(_:)`` for an absent `width`, `height`, `tiles` (or an empty
    ///   list), `scaleFactors`; ``TileDescriptorError/invalid(_:)`` for a value that is not a whole
    ///   number ≥ 1 (sizes, tile width, scale factors); ``TileDescriptorError/unsupported(_:)`` for
    ///   tiles that are not square or no usable power-of-two scale factor.
    public init(json: Data) throws {
        try DescriptorLimits.checkDocument(json)
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: json)
        } catch let error as DecodingError {
            throw Self.descriptorError(error)
        } catch {
            throw TileDescriptorError.unreadable("\(error)")
        }
        let width = try Self.wholeNumber(document.width, "width", in: DescriptorLimits.sides)
        let height = try Self.wholeNumber(document.height, "height", in: DescriptorLimits.sides)
        guard let tiles = document.tiles?.first else { throw TileDescriptorError.missing("tiles") }
        let tileWidth = try Self.wholeNumber(tiles.width, "tiles.width", in: DescriptorLimits.tileSizes)
        if let tileHeight = tiles.height, tileHeight != tiles.width {
            throw TileDescriptorError.unsupported("tiles are not square: width \(tileWidth), height \(tileHeight)")
        }
        let factors = try tiles.scaleFactors.map { try Self.wholeNumber($0, "scaleFactors", in: 1...Int.max >> 1) }
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: width, height: height), tileSize: tileWidth)
        let levels = Set(factors.filter { $0 & ($0 - 1) == 0 }.map(\.trailingZeroBitCount))
            .filter(pyramid.contains(level:)).sorted()
        guard !levels.isEmpty else {
            throw TileDescriptorError.unsupported("no scale factor is a power of two within the image's \(pyramid.levelCount) levels")
        }
        self.pyramid = pyramid
        self.levels = levels
        id = document.id ?? document.legacyID
        spellsSizeByWidth = Self.isVersion2(context: document.context?.names ?? [], type: document.type?.names ?? [],
                                            hasID: document.id != nil, hasLegacyID: document.legacyID != nil)
    }

    /// Whether a document is Image API 2: its `@context` names API 2's context and not API 3's,
    /// its `type` is not `ImageService3`; without either context, a document with only an `@id`
    /// (API 2's name for the service) is API 2. Anything else is read as API 3.
    static func isVersion2(context: [String], type: [String], hasID: Bool, hasLegacyID: Bool) -> Bool {
        let names2 = context.contains("http://iiif.io/api/image/2/context.json")
        let names3 = context.contains("http://iiif.io/api/image/3/context.json") || type.contains("ImageService3")
        return !names3 && (names2 || (hasLegacyID && !hasID))
    }

    /// A JSON number as a whole number within `limits` (``DescriptorLimits/check(_:_:in:)``).
    /// Numbers are decoded as `Double` and checked here, because Foundation's decoders disagree on
    /// how a fraction read as an `Int` fails (Linux calls the whole document invalid).
    private static func wholeNumber(_ value: Double, _ name: String, in limits: ClosedRange<Int>) throws -> Int {
        // Beyond ±2^62 no limit reaches; clamped there, the conversion to Int cannot trap.
        guard value.isFinite, value.rounded() == value else { throw TileDescriptorError.invalid(name) }
        return try DescriptorLimits.check(Int(min(max(value, -0x1p62), 0x1p62)), name, in: limits)
    }

    /// A decoding failure as a descriptor error, named after the innermost field it concerns.
    private static func descriptorError(_ error: DecodingError) -> TileDescriptorError {
        func field(_ path: [any CodingKey]) -> String? { path.last { $0.intValue == nil }?.stringValue }
        switch error {
        case .keyNotFound(let key, _):
            return .missing(key.stringValue)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return field(context.codingPath).map(TileDescriptorError.invalid)
                ?? .unreadable(context.debugDescription)
        @unknown default:
            return .unreadable("\(error)")
        }
    }

    /// The URL tile paths are relative to: the service's ``id`` when it is an absolute URL (one
    /// with a scheme), else the folder the `info.json` was read from (a level-0 server's static
    /// files without an `id`, or with a relative one): what ``tilePath(for:)`` is appended to.
    @_spi(Internals) public func serviceURL(forInfoURL infoURL: URL) -> URL {
        let absolute = id.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 }
        return absolute ?? infoURL.deletingLastPathComponent()
    }

    /// A tile's request path: `"{x},{y},{w},{h}/{w'},{h'}/0/default.jpg"` (API 2:
    /// `"{x},{y},{w},{h}/{w'},/0/default.jpg"`), region in full-size pixels and size in the
    /// level's pixels, per the Image API 3.0 (2.1) implementation notes; relative to the service's
    /// `id`. `nil` for a level not in ``levels`` or a tile outside its level's grid.
    public func tilePath(for tile: TileID) -> String? {
        let grid = pyramid.tileGrid(ofLevel: tile.level)
        guard levels.contains(tile.level), (0..<grid.columns).contains(tile.column), (0..<grid.rows).contains(tile.row)
        else { return nil }
        let factor = 1 << tile.level
        let cell = pyramid.tileSize * factor
        let x = tile.column * cell
        let y = tile.row * cell
        let width = min(cell, pyramid.width - x)
        let height = min(cell, pyramid.height - y)
        let size = spellsSizeByWidth ? "" : "\((height + factor - 1) / factor)"
        return "\(x),\(y),\(width),\(height)/\((width + factor - 1) / factor),\(size)/0/default.jpg"
    }
}

/// The fields of an `info.json` that tiling reads.
private struct Document: Decodable {
    struct Tiles: Decodable {
        var width: Double
        var height: Double?
        var scaleFactors: [Double]
    }

    /// `@context` or `type`: one string or a list of them; anything else reads as none.
    struct Names: Decodable {
        var names: [String]

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            names = (try? value.decode([String].self)) ?? (try? value.decode(String.self)).map { [$0] } ?? []
        }
    }

    var id: String?
    var legacyID: String?
    var context: Names?
    var type: Names?
    var width: Double
    var height: Double
    var tiles: [Tiles]?

    enum CodingKeys: String, CodingKey {
        case id, legacyID = "@id", context = "@context", type, width, height, tiles
    }
}
