import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TileStitch {
    /// The stitch a tiled image's Live Text region is read from: the region's stored pixels, at
    /// the size it is decoded at (``LiveTextAnalysisRegion/decodePixelSize``, in stored
    /// orientation), from the tiles of the level that has at least that many pixels — the level
    /// rule at that scale (``TilePlanner/level(forDevicePixelsPerStoredPixel:levelCount:)``),
    /// the coarsest level the source has that is not coarser, else its finest (a softer read, as
    /// for the view's own plan). A tile source has no original to decode, so its level 0 stands
    /// for it, as for crops.
    ///
    /// A 4000 × 2000 px region decoded at 1000 × 500 is read from level 2's tiles at 1/4.
    /// A stitch of no tiles (``tiles`` empty) for a region outside the image or one that would need
    /// more than ``maximumTileCount`` tiles.
    public init(liveTextRegion region: LiveTextAnalysisRegion, tiling: ImageTiling) {
        let stored = region.pixels.cgImagePixelRect
        let decoded = region.orientation.storedSize(forOrientedSize: region.decodePixelSize)
        let scale = max(decoded.width / stored.width, decoded.height / stored.height)
        let pyramid = tiling.pyramid
        let rule = TilePlanner.level(forDevicePixelsPerStoredPixel: scale.isFinite ? scale : 0, levelCount: pyramid.levelCount)
        let levels = (0..<min(pyramid.levelCount, 64)).filter { tiling.availableLevels & (1 << UInt64($0)) != 0 }
        let level = levels.last { $0 <= rule } ?? levels.first ?? -1
        self.init(pyramid: pyramid, level: level, region: stored, scale: min(scale, 1))
    }
}
