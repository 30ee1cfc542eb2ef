import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How to decode one tile of a large local image file with ImageIO, which has no region decode:
/// open the image lazily (not cached), subsampled by ``subsampleFactor``, cut the tile's region
/// out of it (`CGImage.cropping(to:)`, which copies nothing) and draw that into a bitmap of the
/// tile's size — drawing decodes only what it needs (see the Kit's article "Deep zoom" for what
/// that costs per format).
///
/// ImageIO subsamples JPEG, HEIF, TIFF and PNG by 2, 4 or 8 as it decodes, and may hand back a
/// larger image than asked for (a format that cannot subsample returns the full size): the plan
/// is made from the size it did return, so any size works.
///
/// ```swift
/// let factor = TileRegionDecode.subsampleFactor(forLevel: tile.level)     // 1, 2, 4 or 8
/// let image = CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceSubsampleFactor: factor, …])
/// let plan = TileRegionDecode(tile: tile, pyramid: pyramid, decodedSize: CGSize(width: image.width, height: image.height))
/// let context = CGContext(data: nil, width: Int(plan.tileSize.width), height: Int(plan.tileSize.height), …)
/// context.draw(image.cropping(to: plan.crop)!, in: plan.drawRect)
/// ```
@_spi(Internals) public struct TileRegionDecode: Equatable, Sendable {
    /// The tile's bitmap size, in its level's pixels (``TilePyramid/pixelRect(of:)``); `.zero`
    /// when there is nothing to decode.
    public var tileSize: CGSize
    /// The region to cut out of the decoded image, in its pixels (origin top left, as
    /// `cropping(to:)` takes it): the tile's stored rect at the decoded scale, snapped outward
    /// to whole pixels and cut to the image.
    public var crop: CGRect
    /// Where the cut-out goes in the tile's bitmap: Core Graphics coordinates (pixels, origin
    /// bottom left). Past the bitmap's edges by less than a pixel when the snap widened the cut.
    public var drawRect: CGRect

    /// The subsample factor to decode a level's tiles at: 2^level, at most 8 (ImageIO's largest).
    ///
    /// - Parameter level: the tile's level; a negative one counts as 0.
    public static func subsampleFactor(forLevel level: Int) -> Int {
        1 << min(max(level, 0), 3)
    }

    /// The decode of a tile from an image the file decoded at `decodedSize`.
    ///
    /// - Parameters:
    ///   - tile: the tile.
    ///   - pyramid: the file's pyramid (level 0: the stored pixels).
    ///   - decodedSize: the size of the image ImageIO returned, pixels (stored orientation).
    /// - Returns: the plan; an empty one (nothing to crop) for a tile outside the pyramid or a
    ///   decoded size that is not positive and finite.
    public init(tile: TileID, pyramid: TilePyramid, decodedSize: CGSize) {
        let stored = pyramid.storedPixelRect(of: tile)
        let level = pyramid.pixelRect(of: tile).size
        let sx = decodedSize.width / CGFloat(pyramid.width), sy = decodedSize.height / CGFloat(pyramid.height)
        guard !stored.isEmpty, decodedSize.isPositiveAndFinite, sx.isFinite, sy.isFinite else {
            self.init(tileSize: .zero, crop: .zero, drawRect: .zero)
            return
        }
        let decoded = CGRect(x: stored.minX * sx, y: stored.minY * sy, width: stored.width * sx, height: stored.height * sy)
        let crop = CGRect(x: decoded.minX.rounded(.down), y: decoded.minY.rounded(.down),
                          width: decoded.maxX.rounded(.up) - decoded.minX.rounded(.down),
                          height: decoded.maxY.rounded(.up) - decoded.minY.rounded(.down))
            .intersection(CGRect(origin: .zero, size: decodedSize))
        // Decoded pixels → tile pixels: the decoded rect fills the tile's bitmap.
        let fx = level.width / decoded.width, fy = level.height / decoded.height
        let top = (crop.minY - decoded.minY) * fy
        self.init(tileSize: level, crop: crop,
                  drawRect: CGRect(x: (crop.minX - decoded.minX) * fx, y: level.height - top - crop.height * fy,
                                   width: crop.width * fx, height: crop.height * fy))
    }

    init(tileSize: CGSize, crop: CGRect, drawRect: CGRect) {
        self.tileSize = tileSize
        self.crop = crop
        self.drawRect = drawRect
    }
}
