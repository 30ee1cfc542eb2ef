import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a tile's layer goes: a plain layer in the image's canvas, whose coordinates are the
/// image's stored pixels (``ImageCanvasPlacement``). The canvas carries every tile through the
/// layout (scale, orientation) and, being inside the view, through the view's `transform` — the
/// zoom and every settle animation of it — so the tiles move with the base copy, never a frame
/// behind; and a layout change (a rotation) moves the canvas alone, in the view's own animation.
/// A tile's placement depends on its pyramid only: it never moves once shown.
///
/// ```swift
/// let placement = interaction.tilePlacement(of: tile)
/// layer.bounds = placement.bounds                 // stored pixels, origin at zero
/// layer.position = placement.position             // stored pixels, in the canvas
/// layer.contentsRect = placement.contentsRect     // past the unit rect: edge pixels repeat
/// layer.zPosition = placement.zPosition           // finer levels above coarser ones
/// ```
///
/// **Seams.** A pyramid with overlap (Deep Zoom's usual 1 px) draws each tile with its overlap,
/// so neighbours share pixels and no seam shows. Without overlap each tile's layer reaches half a
/// level pixel past its cell into each neighbour (not past the image's edges), its contents
/// stretched over the unit rect by `contentsRect`, whose pixels outside the unit rect Core
/// Animation fills by repeating the edge pixels: the cells' shared edge lies inside both layers,
/// so rounding never leaves a line between them uncovered.
@_spi(Internals) public struct TileLayerPlacement: Equatable, Sendable {
    /// The layer's centre in the canvas, stored pixels.
    public var position: CGPoint
    /// The layer's bounds: origin zero, size the drawn rect's in stored pixels.
    public var bounds: CGRect
    /// The part of the tile's image stretched over the bounds, in unit coordinates (origin top
    /// left): the unit rect, grown by the outset on inner edges when the pyramid has no overlap.
    public var contentsRect: CGRect
    /// −level: finer tiles above coarser ones.
    public var zPosition: CGFloat
    /// Whether there is nothing to draw (no tile there).
    public var isHidden: Bool

    /// Nothing to draw.
    public static let hidden = TileLayerPlacement(position: .zero, bounds: .zero,
                                                  contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                                                  zPosition: 0, isHidden: true)

    init(position: CGPoint, bounds: CGRect, contentsRect: CGRect, zPosition: CGFloat, isHidden: Bool) {
        self.position = position
        self.bounds = bounds
        self.contentsRect = contentsRect
        self.zPosition = zPosition
        self.isHidden = isHidden
    }

    /// The placement of a tile of `pyramid` in the canvas of its stored pixels.
    public init(tile: TileID, pyramid: TilePyramid) {
        let cell = pyramid.storedPixelRect(of: tile)
        guard !cell.isEmpty else {
            self = .hidden
            return
        }
        // Half a level pixel of this tile's level, on the edges that have a neighbour.
        let outset = pyramid.overlap == 0 ? CGFloat(1 << tile.level) / 2 : 0
        let left = cell.minX > 0 ? outset : 0
        let top = cell.minY > 0 ? outset : 0
        let right = cell.maxX < CGFloat(pyramid.width) ? outset : 0
        let bottom = cell.maxY < CGFloat(pyramid.height) ? outset : 0
        let drawn = CGRect(x: cell.minX - left, y: cell.minY - top,
                           width: cell.width + left + right, height: cell.height + top + bottom)
        self.init(position: CGPoint(x: drawn.midX, y: drawn.midY), bounds: CGRect(origin: .zero, size: drawn.size),
                  contentsRect: CGRect(x: -left / cell.width, y: -top / cell.height,
                                       width: drawn.width / cell.width, height: drawn.height / cell.height),
                  zPosition: -CGFloat(tile.level), isHidden: false)
    }
}
