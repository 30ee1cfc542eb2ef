import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which tile holds a stored pixel, and where in its image: the fixture's Deep Zoom pyramid
/// (700 × 300 px, 256 px tiles, 1 px of overlap), whose tiles' images start one pixel before
/// their cell on inner edges.
@Suite struct TilePixelTests {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)

    /// (600, 100) at level 0: column 2 (600 / 256), whose image starts at 511: x 89; row 0
    /// starts at 0: y 100. At level 1 it is level pixel (300, 50): column 1, image from 255:
    /// (45, 50). At level 0, (0, 299): tile (0, 0, 1), image from y 255: (0, 44).
    @Test(arguments: [
        (PixelIndex(x: 600, y: 100), 0, TileID(level: 0, column: 2, row: 0), PixelIndex(x: 89, y: 100)),
        (PixelIndex(x: 600, y: 100), 1, TileID(level: 1, column: 1, row: 0), PixelIndex(x: 45, y: 50)),
        (PixelIndex(x: 0, y: 299), 0, TileID(level: 0, column: 0, row: 1), PixelIndex(x: 0, y: 44)),
        (PixelIndex(x: 699, y: 299), 10, TileID(level: 10, column: 0, row: 0), PixelIndex(x: 0, y: 0)),
    ])
    func aStoredPixelIsFoundInItsTile(stored: PixelIndex, level: Int, tile: TileID, pixel: PixelIndex) {
        let read = TilePixel(storedPixel: stored, level: level, pyramid: Self.pyramid)
        #expect(read?.tile == tile && read?.pixel == pixel)
    }

    @Test(arguments: [(PixelIndex(x: 700, y: 0), 0), (PixelIndex(x: -1, y: 0), 0), (PixelIndex(x: 0, y: 300), 0),
                      (PixelIndex(x: 10, y: 10), 11), (PixelIndex(x: 10, y: 10), -1)])
    func aPixelOutsideTheImageOrALevelItLacksHasNoTile(stored: PixelIndex, level: Int) {
        #expect(TilePixel(storedPixel: stored, level: level, pyramid: Self.pyramid) == nil)
    }
}
