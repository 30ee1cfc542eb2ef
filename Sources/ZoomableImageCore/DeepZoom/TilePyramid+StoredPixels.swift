import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TilePyramid {
    /// Where a tile goes on the image, in stored (level 0) pixels: its ``pixelRect(of:)``, overlap
    /// included, scaled by 2^level and clipped to the image — the rect to draw the tile's whole
    /// image into.
    ///
    /// A level's pixel i covers stored pixels [i · 2^k, (i + 1) · 2^k); the last one covers only
    /// what is left of the image (Deep Zoom's levels round up), hence the clipping: level 10 of a
    /// 700 × 300 px image is one pixel standing for all 700 × 300.
    ///
    /// - Parameter tile: the tile.
    /// - Returns: the rect in stored pixels; `.zero` for a tile outside the pyramid.
    @_spi(Internals) public func storedPixelRect(of tile: TileID) -> CGRect {
        let rect = pixelRect(of: tile)
        guard !rect.isEmpty else { return .zero }
        let factor = CGFloat(1 << tile.level)
        let scaled = CGRect(x: rect.minX * factor, y: rect.minY * factor,
                            width: rect.width * factor, height: rect.height * factor)
        return scaled.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// The tiles of a finer level `level` under a tile of a coarser one, in that level's grid:
    /// a tile of level j spans 2^(j − k) columns and rows of level k.
    ///
    /// - Parameters:
    ///   - tile: the coarser tile.
    ///   - level: a finer level (smaller number).
    func cells(under tile: TileID, atLevel level: Int) -> TileGridRect {
        let shift = tile.level - level
        let grid = tileGrid(ofLevel: level)
        return TileGridRect(columns: min(grid.columns, tile.column << shift)..<min(grid.columns, (tile.column + 1) << shift),
                            rows: min(grid.rows, tile.row << shift)..<min(grid.rows, (tile.row + 1) << shift))
    }
}
