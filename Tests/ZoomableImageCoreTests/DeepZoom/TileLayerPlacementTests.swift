import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Where tile layers go in the view's own space: stored pixels mapped through the layout, the
/// orientation applied to each tile, seams covered by half a level pixel of outset when the
/// pyramid has no overlap.
///
/// The image is 700 × 300 stored pixels (256 px tiles). Laid out `.up`, aspect fit in bounds
/// (10, 20, 350 × 400): k = min(350 / 700, 400 / 300) = 0.5, drawn 350 × 150 at (10, 145), so
/// stored (x, y) is at view (10 + x / 2, 145 + y / 2).
@Suite struct TileLayerPlacementTests {
    static let bounds = CGRect(x: 10, y: 20, width: 350, height: 400)
    static let size = CGSize(width: 700, height: 300)
    static let upLayout = ImageLayout(imageSize: size, contentMode: .scaleAspectFit, bounds: bounds)
    static let noOverlap = TilePyramid(storedPixelSize: size, tileSize: 256)

    /// Tile (0, 1, 0): cell 256 … 512 × 0 … 256. Neighbours left, right and below, none above:
    /// half a pixel out on three sides, drawn (255.5, 0, 257 × 256.5), centre (384, 128.25) →
    /// view (202, 209.125).
    @Test func anInnerTileReachesHalfALevelPixelIntoItsNeighbours() {
        let placement = TileLayerPlacement(tile: TileID(level: 0, column: 1, row: 0), pyramid: Self.noOverlap,
                                           layout: Self.upLayout)
        #expect(placement.position == CGPoint(x: 202, y: 209.125))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 257, height: 256.5))
        #expect(placement.transform == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        #expect(placement.contentsRect == CGRect(x: -0.5 / 256, y: 0, width: 257 / 256, height: 256.5 / 256))
        #expect(placement.zPosition == 0 && !placement.isHidden)
    }

    /// With Deep Zoom's 1 px overlap the tile is drawn with its overlap, no outset: pixel rect
    /// (255, 0, 258 × 257), centre (384, 128.5) → view (202, 209.25), the whole image shown.
    @Test func aPyramidWithOverlapDrawsEachTileWithItsOverlap() {
        let overlap = TilePyramid(storedPixelSize: Self.size, tileSize: 256, overlap: 1)
        let placement = TileLayerPlacement(tile: TileID(level: 0, column: 1, row: 0), pyramid: overlap, layout: Self.upLayout)
        #expect(placement.position == CGPoint(x: 202, y: 209.25))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 258, height: 257))
        #expect(placement.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// `.right`: stored (x, y) is oriented pixel (300 − y, x) (the orientation table, H = 300),
    /// laid out 1:1 in (0, 0, 300 × 700). Tile (1, 0, 0) covers stored 0 … 512 × 0 … 300; its one
    /// neighbour is to the right: one stored pixel (half a level-1 pixel) out there, drawn
    /// (0, 0, 513 × 300), centre (256.5, 150) → view (150, 256.5). The linear part takes x to y
    /// and y to −x.
    @Test func theOrientationTurnsEachTileAboutItsCentre() {
        let layout = ImageLayout(imageSize: CGSize(width: 300, height: 700), orientation: .right, contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 300, height: 700))
        let placement = TileLayerPlacement(tile: TileID(level: 1, column: 0, row: 0), pyramid: Self.noOverlap, layout: layout)
        #expect(placement.position == CGPoint(x: 150, y: 256.5))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 513, height: 300))
        #expect(placement.transform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(placement.contentsRect == CGRect(x: 0, y: 0, width: 513.0 / 512, height: 1))
        #expect(placement.zPosition == -1)
    }

    /// `.upMirrored`: stored (x, y) is oriented (700 − x, y); at k = 0.5 in the `.up` bounds the
    /// linear part is (−0.5, 0, 0, 0.5). The last column's tile (0, 2, 1) — cell 512 … 700 ×
    /// 256 … 300, neighbours left and above — is drawn (511.5, 255.5, 188.5 × 44.5), centre
    /// (605.75, 277.75) → oriented (94.25, 277.75) → view (57.125, 283.875).
    @Test func aMirroredImageFlipsEachTile() {
        let layout = ImageLayout(imageSize: Self.size, orientation: .upMirrored, contentMode: .scaleAspectFit, bounds: Self.bounds)
        let placement = TileLayerPlacement(tile: TileID(level: 0, column: 2, row: 1), pyramid: Self.noOverlap, layout: layout)
        #expect(placement.position == CGPoint(x: 57.125, y: 283.875))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 188.5, height: 44.5))
        #expect(placement.transform == CGAffineTransform(a: -0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        #expect(placement.contentsRect == CGRect(x: -0.5 / 188, y: -0.5 / 44, width: 188.5 / 188, height: 44.5 / 44))
    }

    @Test(arguments: [
        TileID(level: 0, column: 3, row: 0),     // past the last column
        TileID(level: 0, column: 0, row: -1),
        TileID(level: 11, column: 0, row: 0),    // a level the pyramid lacks (it has 11: 0 … 10)
    ])
    func aTileOutsideThePyramidIsHidden(tile: TileID) {
        #expect(TileLayerPlacement(tile: tile, pyramid: Self.noOverlap, layout: Self.upLayout) == .hidden)
    }

    @Test func anEmptyLayoutHidesEveryTile() {
        let empty = ImageLayout(imageSize: Self.size, contentMode: .scaleAspectFit, bounds: .zero)
        #expect(TileLayerPlacement(tile: TileID(level: 0, column: 0, row: 0), pyramid: Self.noOverlap, layout: empty) == .hidden)
        let nan = ImageLayout(imageSize: Self.size, contentMode: .scaleAspectFit,
                              bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 400))
        #expect(TileLayerPlacement(tile: TileID(level: 0, column: 0, row: 0), pyramid: Self.noOverlap, layout: nan) == .hidden)
    }
}
