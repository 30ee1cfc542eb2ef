import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Where tile layers go in the image's canvas (stored pixels), seams covered by half a level
/// pixel of outset when the pyramid has no overlap; and, through the canvas, where they land in
/// the view.
///
/// The image is 700 × 300 stored pixels (256 px tiles). Laid out `.up`, aspect fit in bounds
/// (10, 20, 350 × 400): k = min(350 / 700, 400 / 300) = 0.5, drawn 350 × 150 at (10, 145), so
/// stored (x, y) is at view (10 + x / 2, 145 + y / 2).
@Suite struct TileLayerPlacementTests {
    static let bounds = CGRect(x: 10, y: 20, width: 350, height: 400)
    static let size = CGSize(width: 700, height: 300)
    static let upLayout = ImageLayout(imageSize: size, contentMode: .scaleAspectFit, bounds: bounds)
    static let noOverlap = TilePyramid(storedPixelSize: size, tileSize: 256)

    /// A canvas point in the view: centre + transform · (p − the canvas's centre).
    static func viewPoint(_ point: CGPoint, through canvas: ImageCanvasPlacement) -> CGPoint {
        let offset = CGPoint(x: point.x - canvas.bounds.midX, y: point.y - canvas.bounds.midY)
        let t = canvas.transform
        return CGPoint(x: canvas.center.x + t.a * offset.x + t.c * offset.y, y: canvas.center.y + t.b * offset.x + t.d * offset.y)
    }

    /// Tile (0, 1, 0): cell 256 … 512 × 0 … 256. Neighbours left, right and below, none above:
    /// half a pixel out on three sides, drawn (255.5, 0, 257 × 256.5), centre (384, 128.25) →
    /// view (202, 209.125).
    @Test func anInnerTileReachesHalfALevelPixelIntoItsNeighbours() {
        let placement = TileLayerPlacement(tile: TileID(level: 0, column: 1, row: 0), pyramid: Self.noOverlap)
        #expect(placement.position == CGPoint(x: 384, y: 128.25))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 257, height: 256.5))
        #expect(placement.contentsRect == CGRect(x: -0.5 / 256, y: 0, width: 257 / 256, height: 256.5 / 256))
        #expect(placement.zPosition == 0 && !placement.isHidden)
        #expect(Self.viewPoint(placement.position, through: ImageCanvasPlacement(layout: Self.upLayout))
                == CGPoint(x: 202, y: 209.125))
    }

    /// With Deep Zoom's 1 px overlap the tile is drawn with its overlap, no outset: pixel rect
    /// (255, 0, 258 × 257), centre (384, 128.5) → view (202, 209.25), the whole image shown.
    @Test func aPyramidWithOverlapDrawsEachTileWithItsOverlap() {
        let overlap = TilePyramid(storedPixelSize: Self.size, tileSize: 256, overlap: 1)
        let placement = TileLayerPlacement(tile: TileID(level: 0, column: 1, row: 0), pyramid: overlap)
        #expect(placement.position == CGPoint(x: 384, y: 128.5))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 258, height: 257))
        #expect(placement.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(Self.viewPoint(placement.position, through: ImageCanvasPlacement(layout: Self.upLayout))
                == CGPoint(x: 202, y: 209.25))
    }

    /// `.right`: stored (x, y) is oriented pixel (300 − y, x) (the orientation table, H = 300),
    /// laid out 1:1 in (0, 0, 300 × 700). Tile (1, 0, 0) covers stored 0 … 512 × 0 … 300; its one
    /// neighbour is to the right: one stored pixel (half a level-1 pixel) out there, drawn
    /// (0, 0, 513 × 300), centre (256.5, 150) → oriented (150, 256.5), the view point. The
    /// canvas turns stored x to view y and stored y to view −x, about its centre (350, 150) →
    /// (150, 350).
    @Test func theCanvasTurnsTheTilesByTheOrientation() {
        let layout = ImageLayout(imageSize: CGSize(width: 300, height: 700), orientation: .right, contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 300, height: 700))
        let placement = TileLayerPlacement(tile: TileID(level: 1, column: 0, row: 0), pyramid: Self.noOverlap)
        #expect(placement.position == CGPoint(x: 256.5, y: 150))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 513, height: 300))
        #expect(placement.contentsRect == CGRect(x: 0, y: 0, width: 513.0 / 512, height: 1))
        #expect(placement.zPosition == -1)
        let canvas = ImageCanvasPlacement(layout: layout)
        #expect(canvas.bounds == CGRect(x: 0, y: 0, width: 700, height: 300))
        #expect(canvas.center == CGPoint(x: 150, y: 350))
        #expect(canvas.transform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(Self.viewPoint(placement.position, through: canvas) == CGPoint(x: 150, y: 256.5))
    }

    /// `.upMirrored`: stored (x, y) is oriented (700 − x, y); at k = 0.5 in the `.up` bounds the
    /// canvas's linear part is (−0.5, 0, 0, 0.5). The last column's tile (0, 2, 1) — cell 512 …
    /// 700 × 256 … 300, neighbours left and above — is drawn (511.5, 255.5, 188.5 × 44.5), centre
    /// (605.75, 277.75) → oriented (94.25, 277.75) → view (57.125, 283.875).
    @Test func aMirroredCanvasFlipsEachTile() {
        let layout = ImageLayout(imageSize: Self.size, orientation: .upMirrored, contentMode: .scaleAspectFit, bounds: Self.bounds)
        let placement = TileLayerPlacement(tile: TileID(level: 0, column: 2, row: 1), pyramid: Self.noOverlap)
        #expect(placement.position == CGPoint(x: 605.75, y: 277.75))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 188.5, height: 44.5))
        #expect(placement.contentsRect == CGRect(x: -0.5 / 188, y: -0.5 / 44, width: 188.5 / 188, height: 44.5 / 44))
        let canvas = ImageCanvasPlacement(layout: layout)
        #expect(canvas.transform == CGAffineTransform(a: -0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        #expect(Self.viewPoint(placement.position, through: canvas) == CGPoint(x: 57.125, y: 283.875))
    }

    @Test(arguments: [
        TileID(level: 0, column: 3, row: 0),     // past the last column
        TileID(level: 0, column: 0, row: -1),
        TileID(level: 11, column: 0, row: 0),    // a level the pyramid lacks (it has 11: 0 … 10)
    ])
    func aTileOutsideThePyramidIsHidden(tile: TileID) {
        #expect(TileLayerPlacement(tile: tile, pyramid: Self.noOverlap) == .hidden)
    }
}
