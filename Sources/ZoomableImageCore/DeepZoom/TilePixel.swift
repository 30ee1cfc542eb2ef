import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pixel of a tile's image: which tile, and the pixel's column and row in that tile's bitmap
/// (overlap included) — where to read the colour of a stored pixel of a tiled image.
///
/// ```swift
/// // Stored pixel (600, 100) of a 700 × 300 px image, 256 px tiles with 1 px of overlap:
/// let read = TilePixel(storedPixel: PixelIndex(x: 600, y: 100), level: 0, pyramid: pyramid)
/// read?.tile     // 0/2_0: the third column starts at stored pixel 512
/// read?.pixel    // (89, 100): 600 − 512 + 1 px of overlap on its left edge
/// ```
@_spi(Internals) public struct TilePixel: Equatable, Sendable {
    /// The tile.
    public var tile: TileID
    /// The pixel in the tile's image, in its level's pixels from the image's top-left corner.
    public var pixel: PixelIndex

    /// The tile of `level` that holds a stored pixel, and the pixel's place in it: level pixel
    /// ⌊p / 2^level⌋, in the tile of that cell, less where the tile's image starts (its cell, less
    /// the overlap on a left or top neighbour). `storedPixel` is a pixel of level 0.
    /// `nil` for a pixel outside the image or a level the pyramid lacks.
    public init?(storedPixel: PixelIndex, level: Int, pyramid: TilePyramid) {
        guard pyramid.contains(level: level), storedPixel.isInside(CGSize(width: pyramid.width, height: pyramid.height))
        else { return nil }
        let x = storedPixel.x >> level, y = storedPixel.y >> level
        tile = TileID(level: level, column: x / pyramid.tileSize, row: y / pyramid.tileSize)
        let origin = pyramid.pixelRect(of: tile).origin
        pixel = PixelIndex(x: x - Int(origin.x), y: y - Int(origin.y))
    }
}

extension ZoomInteraction {
    /// Where to read a pixel's colour on a tiled image: the finest resident tile over the
    /// sample's original (stored) pixel — level 0's when the view is zoomed in that far, so the
    /// value is the original's. `nil` without a tiled image or when no tile over the pixel is
    /// resident (read the base copy's ``PixelSample/displayedPixel`` then).
    @_spi(Internals) public func residentTilePixel(for sample: PixelSample) -> TilePixel? {
        guard let tiling = image.tiling else { return nil }
        for level in 0..<min(tiling.baseLevel, tiling.pyramid.levelCount) {
            if let read = TilePixel(storedPixel: sample.originalPixel, level: level, pyramid: tiling.pyramid),
               tiles.isResident(read.tile) {
                return read
            }
        }
        return nil
    }
}
