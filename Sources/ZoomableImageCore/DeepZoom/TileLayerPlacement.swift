import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a tile's layer goes: a plain layer in the image view's own space (a sublayer whose
/// coordinates are the view's bounds'), so that the view's `transform` — the zoom, and every
/// settle animation of it — carries the tiles with the base copy, never a frame behind.
///
/// The layer's bounds are the tile's rect in *stored* pixels, and its transform is the layout's
/// map from stored pixels to view points without the translation: scale, and the image's
/// orientation (a rotation or mirror), applied to each tile about its centre. Set it up as
/// Core Animation takes it:
///
/// ```swift
/// let placement = interaction.tilePlacement(of: tile)
/// layer.bounds = placement.bounds                 // stored pixels, origin at zero
/// layer.position = placement.position             // view points
/// layer.setAffineTransform(placement.transform)   // stored pixels → view points, about the centre
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
    /// The layer's centre, view space (points).
    public var position: CGPoint
    /// The layer's bounds: origin zero, size the drawn rect's in stored pixels.
    public var bounds: CGRect
    /// Stored pixels → view points about the layer's centre: the layout's scale and orientation,
    /// no translation.
    public var transform: CGAffineTransform
    /// The part of the tile's image stretched over the bounds, in unit coordinates (origin top
    /// left): the unit rect, grown by the outset on inner edges when the pyramid has no overlap.
    public var contentsRect: CGRect
    /// −level: finer tiles above coarser ones.
    public var zPosition: CGFloat
    /// Whether there is nothing to draw (no tile there, or an empty layout).
    public var isHidden: Bool

    /// Nothing to draw.
    public static let hidden = TileLayerPlacement(position: .zero, bounds: .zero, transform: .identity,
                                                  contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                                                  zPosition: 0, isHidden: true)

    init(position: CGPoint, bounds: CGRect, transform: CGAffineTransform, contentsRect: CGRect, zPosition: CGFloat,
         isHidden: Bool) {
        self.position = position
        self.bounds = bounds
        self.transform = transform
        self.contentsRect = contentsRect
        self.zPosition = zPosition
        self.isHidden = isHidden
    }

    /// The placement of a tile of `pyramid` for an image laid out as `layout` (whose stored
    /// pixels are the pyramid's level 0).
    ///
    /// - Parameters:
    ///   - tile: the tile.
    ///   - pyramid: the image's pyramid.
    ///   - layout: the image's layout in the view (view space, bounds origin included).
    public init(tile: TileID, pyramid: TilePyramid, layout: ImageLayout) {
        let cell = pyramid.storedPixelRect(of: tile)
        let storedToView = layout.cgImagePixelToPixel.concatenating(layout.pixelToView)
        guard !cell.isEmpty, !layout.isEmpty, storedToView.isFinite else {
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
        self.init(position: CGPoint(x: drawn.midX, y: drawn.midY).applying(storedToView),
                  bounds: CGRect(origin: .zero, size: drawn.size),
                  transform: CGAffineTransform(a: storedToView.a, b: storedToView.b, c: storedToView.c,
                                               d: storedToView.d, tx: 0, ty: 0),
                  contentsRect: CGRect(x: -left / cell.width, y: -top / cell.height,
                                       width: drawn.width / cell.width, height: drawn.height / cell.height),
                  zPosition: -CGFloat(tile.level), isHidden: false)
    }
}
