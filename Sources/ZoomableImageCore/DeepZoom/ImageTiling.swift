import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a view draws a tiled image: the image's pyramid, the level its base copy stands for, and
/// the levels its source has tiles for. Part of the ``ImageDescription`` of a tiled image's base
/// copy, so that the interaction plans tiles for it (``ZoomInteraction/tiles``) and never asks
/// for a sharper copy of it: the tiles bring the detail.
///
/// A tiled image is shown as its *base copy* — an upright bitmap of level ``baseLevel``'s size,
/// always resident — with the pyramid's size as its original, so that taps, visible rects and
/// crops are in level 0's pixels:
///
/// ```swift
/// let tiling = ImageTiling(pyramid: pyramid, for: interaction.decodeRequest)
/// let base = tiling.basePixelSize                       // the bitmap to make: 1250 × 1250 px
/// let description = ImageDescription(size: base, scale: 1, orientation: .up,
///                                    original: OriginalImage(pixelSize: pyramid.storedPixelSize, orientation: .up),
///                                    tiling: tiling)
/// ```
@_spi(Internals) public struct ImageTiling: Equatable, Sendable {
    /// The image's levels and tiles, in stored pixels.
    public var pyramid: TilePyramid
    /// The level the base copy is as sharp as: tiles are planned at finer levels only.
    public var baseLevel: Int
    /// The levels the source has tiles for, one bit per level (bit k: level k); all by default.
    public var availableLevels: UInt64

    /// Describes a tiling. Each argument sets the property of the same name; `availableLevels` (a
    /// bit set, ``TilePlanner/levelSet(_:)``) is every level by default.
    public init(pyramid: TilePyramid, baseLevel: Int, availableLevels: UInt64 = .max) {
        self.pyramid = pyramid
        self.baseLevel = baseLevel
        self.availableLevels = availableLevels
    }

    /// The tiling of a pyramid shown by a view that decodes for `request`: the base level is the
    /// level rule at rest in the request's container
    /// (``TilePlanner/baseLevel(for:orientation:containerSize:displayScale:contentMode:)``), made
    /// coarser while the base would take more than half of `byteBudget` — a panorama filling a
    /// screen's height would otherwise need its full width decoded. An empty pyramid gets base
    /// level 0 (it plans nothing). Defaults: every level available, orientation `.up` (pyramids are
    /// stored upright), ``TileCacheConfiguration/defaultByteBudget``.
    public init(pyramid: TilePyramid, availableLevels: UInt64 = .max, orientation: ImageOrientation = .up,
                for request: DecodeRequest, byteBudget: Int = TileCacheConfiguration.defaultByteBudget) {
        var level = TilePlanner.baseLevel(for: pyramid, orientation: orientation, containerSize: request.containerSize,
                                          displayScale: request.screenScale, contentMode: request.contentMode)
        while level + 1 < pyramid.levelCount, pyramid.byteCount(ofLevel: level) > byteBudget / 2 { level += 1 }
        self.init(pyramid: pyramid, baseLevel: pyramid.isEmpty ? 0 : level, availableLevels: availableLevels)
    }

    /// The base copy's size, in stored pixels (before orientation): level ``baseLevel``'s.
    public var basePixelSize: CGSize { pyramid.pixelSize(ofLevel: baseLevel) }

    /// The level whose tiles a tile source's base copy is stitched from
    /// (``TileStitch/init(base:)``): ``baseLevel`` when the source has it; else the coarsest
    /// available level finer than it whose whole image is at most ``TileStitch/maximumTileCount``
    /// tiles; else the finest available level coarser than it (a softer base: an IIIF server that
    /// lists only coarse scale factors); `nil` when there is none (or the pyramid is empty).
    public var baseSourceLevel: Int? {
        let levels = (0..<min(pyramid.levelCount, 64)).filter { availableLevels & (1 << UInt64($0)) != 0 }
        let finer = levels.last { level in
            let grid = pyramid.tileGrid(ofLevel: level)
            return level <= baseLevel && grid.columns * grid.rows <= TileStitch.maximumTileCount
        }
        return finer ?? levels.first { $0 > baseLevel }
    }

    /// The levels available, as a sorted list (what a trace file writes).
    var availableLevelList: [Int] {
        (0..<64).filter { availableLevels & (1 << UInt64($0)) != 0 }
    }
}

extension ImageTiling: Codable {
    /// `{"pyramid": {…}, "baseLevel": 4, "availableLevels": [0, 1]}`; a missing level list is
    /// every level.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        let levels: [Int]? = try c.value("availableLevels", or: nil)
        self.init(pyramid: try c.required("pyramid"), baseLevel: try c.value("baseLevel", or: 0),
                  availableLevels: levels.map(TilePlanner.levelSet) ?? .max)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(pyramid, "pyramid")
        try c.put(baseLevel, "baseLevel")
        try c.putIfPresent(availableLevels == .max ? nil : availableLevelList, "availableLevels")
    }
}
