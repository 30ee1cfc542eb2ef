import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How to stitch a region of a tiled image out of one level's tiles into a bitmap: which tiles,
/// and where each one's whole image goes — for a tiled image's base copy (the whole image, from
/// the base's level, at the base's size) and for a crop (a rect of stored pixels, from level 0,
/// at full resolution).
///
/// Each tile's image is drawn into its ``TilePyramid/storedPixelRect(of:)`` (overlap included:
/// neighbours draw the same pixels there), mapped into the canvas. Rects are in a Core Graphics
/// bitmap context's coordinates — pixels, origin at the **bottom** left — so that
/// `context.draw(tileImage, in: stitch.drawRect(for: tile))` needs no flip.
///
/// ```swift
/// let stitch = TileStitch(base: tiling)                   // the whole image at the base level
/// let context = CGContext(data: nil, width: Int(stitch.canvasSize.width), …)
/// for tile in stitch.tiles { context.draw(try await source.image(for: tile), in: stitch.drawRect(for: tile)) }
/// ```
///
/// A region outside the image, an empty pyramid, or more tiles than ``maximumTileCount`` give no
/// tiles and an empty canvas: there is nothing to stitch, or too much to fetch.
@_spi(Internals) public struct TileStitch: Equatable, Sendable {
    /// The most tiles a stitch fetches: 4096 (a 16 384 px square crop of 256 px tiles).
    public static let maximumTileCount = 4096

    /// The image's pyramid.
    public let pyramid: TilePyramid
    /// The level the tiles are taken from.
    public let level: Int
    /// The stitched region, stored pixels, whole pixels inside the image.
    public let region: CGRect
    /// Canvas pixels per stored pixel.
    public let scale: CGFloat
    /// The bitmap to draw into, in pixels: the region at `scale`, rounded up; `.zero` when there
    /// is nothing to stitch.
    public let canvasSize: CGSize
    /// The tiles to draw, row by row from the top.
    public let tiles: [TileID]

    /// Stitches `region` (stored pixels, snapped outward to whole pixels inside the image) from
    /// `level`'s tiles at `scale` canvas pixels per stored pixel (> 0 and finite).
    public init(pyramid: TilePyramid, level: Int, region: CGRect, scale: CGFloat) {
        self.pyramid = pyramid
        self.level = level
        self.scale = scale
        let image = CGRect(x: 0, y: 0, width: pyramid.width, height: pyramid.height)
        let snapped = region.isFiniteRect
            ? CGRect(x: region.minX.rounded(.down), y: region.minY.rounded(.down),
                     width: region.maxX.rounded(.up) - region.minX.rounded(.down),
                     height: region.maxY.rounded(.up) - region.minY.rounded(.down)).intersection(image)
            : .null
        let usable = !snapped.isNull && !snapped.isEmpty && pyramid.contains(level: level) && scale.isFinite && scale > 0
        let grid = usable ? TilePlanner(pyramid: pyramid, baseLevel: 0, tileByteBudget: 0).gridRect(covering: snapped, level: level)
            : .empty
        guard grid.count > 0, grid.count <= Self.maximumTileCount else {
            self.region = .zero
            canvasSize = .zero
            tiles = []
            return
        }
        self.region = snapped
        canvasSize = CGSize(width: (snapped.width * scale).rounded(.up), height: (snapped.height * scale).rounded(.up))
        tiles = grid.rows.flatMap { row in grid.columns.map { TileID(level: level, column: $0, row: row) } }
    }

    /// The whole image at a tiling's base level, from its ``ImageTiling/baseSourceLevel``'s tiles:
    /// the base copy of a tile source.
    public init(base tiling: ImageTiling) {
        let pyramid = tiling.pyramid
        self.init(pyramid: pyramid, level: tiling.baseSourceLevel ?? -1,
                  region: CGRect(x: 0, y: 0, width: pyramid.width, height: pyramid.height),
                  scale: 1 / CGFloat(1 << max(0, min(tiling.baseLevel, 62))))
    }

    /// Where a tile's whole image goes in the canvas: Core Graphics coordinates (pixels, origin
    /// bottom left); may reach past the canvas, which clips it. `.zero` for a tile outside the
    /// pyramid.
    public func drawRect(for tile: TileID) -> CGRect {
        let stored = pyramid.storedPixelRect(of: tile)
        guard !stored.isEmpty else { return .zero }
        let x = (stored.minX - region.minX) * scale
        let top = (stored.minY - region.minY) * scale
        return CGRect(x: x, y: canvasSize.height - top - stored.height * scale,
                      width: stored.width * scale, height: stored.height * scale)
    }
}
