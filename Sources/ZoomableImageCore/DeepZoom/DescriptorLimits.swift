import Foundation

/// What a tile descriptor (a Deep Zoom `.dzi`, an IIIF `info.json`) may describe, as
/// ``DeepZoomDescriptor`` and ``IIIFImageInfo`` read it: past any of these they throw
/// ``TileDescriptorError/outOfLimits(_:)`` naming the field, before anything is allocated for it.
///
/// - The document: at most 4 MiB (``maximumDocumentBytes``; a `.dzi` is a few hundred bytes, an
///   `info.json` a few kilobytes).
/// - The image: 1 … 2^31 px on each side, so at most 32 levels (``maximumLevelCount``).
/// - A tile: 64 … 2048 px (``tileSizes``), with at most 64 px of overlap (``overlaps``). So a tile
///   takes at most (2048 + 2 · 64)² · 4 bytes decoded (18.1 MiB), a level has at most
///   2^31 / 64 = 2^25 columns and rows, and a phone screen at full resolution needs about a
///   thousand tiles (1290 × 2796 device px: 22 × 45 tiles of 64 px), what the planner shows of one
///   level at most.
@_spi(Internals) public enum DescriptorLimits {
    /// The largest document read, in bytes: 4 MiB (4 194 304).
    public static let maximumDocumentBytes = ResponseLimits.maximumDescriptorBytes
    /// The sides read, pixels: 1 … 2^31.
    public static let sides = 1...TilePyramid.maximumSide
    /// The most levels a pyramid has: 32, one per halving of a 2^31 px side down to 1 px.
    public static let maximumLevelCount = 32
    /// The tile sizes read, pixels: 64 … 2048.
    public static let tileSizes = 64...2048
    /// The overlaps read, pixels: 0 … 64.
    public static let overlaps = 0...64

    /// `value` when it lies in `limits`; else ``TileDescriptorError/invalid(_:)`` for a value no
    /// field can have (below 1, or below 0 where `limits` starts at 0: an overlap) and
    /// ``TileDescriptorError/outOfLimits(_:)`` for a usable one past the limits.
    static func check(_ value: Int, _ name: String, in limits: ClosedRange<Int>) throws -> Int {
        guard !limits.contains(value) else { return value }
        throw value < min(limits.lowerBound, 1) ? TileDescriptorError.invalid(name) : TileDescriptorError.outOfLimits(name)
    }

    /// Checks a document's size before it is parsed.
    static func checkDocument(_ data: Data) throws {
        guard data.count <= maximumDocumentBytes else { throw TileDescriptorError.outOfLimits("document") }
    }
}
