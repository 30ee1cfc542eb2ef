import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which level a viewport needs and which of its tiles: the planning rules of deep zoom.
///
/// - **Level.** The coarsest level that still gives at least one level pixel per device pixel:
///   the largest k with 2^−k ≥ ``TileViewport/devicePixelsPerStoredPixel``. Level 0 once the
///   image is zoomed past one stored pixel per device pixel. When the server lacks that level,
///   the coarsest it has that is finer; when it has none finer, its finest.
/// - **Base.** Levels at or above ``baseLevel`` are never planned: the base copy, always resident,
///   is at least as sharp as they are. At rest the level rule picks the base level itself, so a
///   view at rest plans no tiles.
/// - **Budget.** When the visible tiles of a level do not fit ``tileByteBudget`` (or number more
///   than ``maximumTileCount``), the next coarser level is tried; when none below the base fits,
///   the plan is the base alone.
/// - **Margin.** The tiles planned beyond the visible ones, as the caller asks (``TileMargin``):
///   none, a row or column ahead of a pan, or a ring — clipped to the grid. Which one is the
///   ``TileCacheStateMachine``'s decision, from what the view does.
///
/// ```swift
/// let planner = TilePlanner(pyramid: pyramid, baseLevel: 4, tileByteBudget: 96 << 20)
/// planner.range(for: viewport)                 // .tiles(level: 2, visible: 3..<7 × 1..<9, planned: the same)
/// planner.range(for: viewport, margin: .ring)  // planned: 2..<8 × 0..<10
/// ```
///
/// Everything here is arithmetic on the viewport and the pyramid: no allocation, and a few dozen
/// nanoseconds for ``range(for:)`` (see the benchmarks).
@_spi(Internals) public struct TilePlanner: Equatable, Sendable {
    /// The image's levels and tiles.
    public var pyramid: TilePyramid
    /// The level the base copy is at least as sharp as: only finer levels (smaller numbers) get
    /// tiles. ``TilePlanner/baseLevel(for:devicePixelsPerStoredPixelAtRest:)`` picks the one a
    /// view at rest needs.
    public var baseLevel: Int
    /// Bytes the tiles may take decoded (the budget minus the base copy's bytes); the visible
    /// tiles of the chosen level always fit.
    public var tileByteBudget: Int
    /// The most visible tiles a level may need before a coarser one is used: 1024 by default
    /// (guards against tiny tile sizes).
    public var maximumTileCount: Int
    /// The levels the source has tiles for, one bit per level (bit k: level k). All by default;
    /// an IIIF server lists its own (``IIIFImageInfo/levels``).
    public var availableLevels: UInt64

    /// Describes what to plan for. Each argument sets the property of the same name;
    /// `maximumTileCount` is 1024 and `availableLevels` (a bit set) every level by default.
    public init(pyramid: TilePyramid, baseLevel: Int, tileByteBudget: Int, maximumTileCount: Int = 1024,
                availableLevels: UInt64 = .max) {
        self.pyramid = pyramid
        self.baseLevel = baseLevel
        self.tileByteBudget = tileByteBudget
        self.maximumTileCount = maximumTileCount
        self.availableLevels = availableLevels
    }

    /// The bit set of a list of levels (levels outside 0 ..< 64 are left out).
    public static func levelSet(_ levels: [Int]) -> UInt64 {
        levels.reduce(0) { (0..<64).contains($1) ? $0 | (1 << UInt64($1)) : $0 }
    }

    /// The level rule alone: the coarsest level of `levelCount` with at least one level pixel per
    /// device pixel, i.e. the largest k < `levelCount` with 2^−k ≥ `devicePixelsPerStoredPixel`
    /// (to a relative 1e−9, so 0.25 is level 2 even after rounding). 0 when the pixels are
    /// magnified (≥ 1); the top level for 0, a negative value or NaN (nothing to show sharply).
    public static func level(forDevicePixelsPerStoredPixel devicePixelsPerStoredPixel: CGFloat, levelCount: Int) -> Int {
        let needed = devicePixelsPerStoredPixel.isNaN ? 0 : devicePixelsPerStoredPixel * (1 - 1e-9)
        var level = 0
        var scale: CGFloat = 1
        while level + 1 < levelCount, scale / 2 >= needed {
            scale /= 2
            level += 1
        }
        return level
    }

    /// The base copy's level for a view at rest: the level rule at the resting magnification, so
    /// that the view at rest needs no tiles. The top level for bad input.
    public static func baseLevel(for pyramid: TilePyramid, devicePixelsPerStoredPixelAtRest: CGFloat) -> Int {
        level(forDevicePixelsPerStoredPixel: devicePixelsPerStoredPixelAtRest, levelCount: pyramid.levelCount)
    }

    /// The base copy's level for an image laid out at rest in a container of a given size — what
    /// a view can compute before its first layout, from the screen's size (as
    /// ``DecodeRequest`` does): the level rule at the drawn image's magnification.
    /// Defaults: orientation `.up`, `.scaleAspectFit`. The top level for bad input (zero or
    /// non-finite sizes or scale).
    public static func baseLevel(for pyramid: TilePyramid, orientation: ImageOrientation = .up, containerSize: CGSize,
                                 displayScale: CGFloat, contentMode: ImageContentMode = .scaleAspectFit) -> Int {
        let oriented = orientation.orientedSize(forStoredSize: CGSize(width: pyramid.width, height: pyramid.height))
        let drawn = ImageLayout(imageSize: oriented, contentMode: contentMode,
                                bounds: CGRect(origin: .zero, size: containerSize)).imageFrame.size
        let perPixel = max(drawn.width / oriented.width, drawn.height / oriented.height) * displayScale
        return level(forDevicePixelsPerStoredPixel: perPixel.isFinite ? perPixel : 0, levelCount: pyramid.levelCount)
    }

    /// The tiles a viewport needs: the level (rule, availability, budget) and its visible tile
    /// rect, planned with `margin` around it. `viewport` is in stored pixels (for an animation,
    /// where it ends); no margin by default. ``TileRange/baseOnly`` when the base is sharp enough,
    /// nothing fits, or the input is bad.
    public func range(for viewport: TileViewport, margin: TileMargin = .none) -> TileRange {
        let top = min(baseLevel, pyramid.levelCount)
        guard top > 0, viewport.isUsable else { return .baseOnly }
        let rule = Self.level(forDevicePixelsPerStoredPixel: viewport.devicePixelsPerStoredPixel,
                              levelCount: pyramid.levelCount)
        guard rule < top else { return .baseOnly }
        var level = rule
        // The coarsest available level not coarser than the rule; else the finest available.
        while level >= 0, availableLevels & (1 << UInt64(level)) == 0 { level -= 1 }
        if level < 0 { level = rule + 1 }
        while level < top {
            if availableLevels & (1 << UInt64(level)) != 0 {
                let grid = pyramid.tileGrid(ofLevel: level)
                let visible = gridRect(covering: viewport.visibleRect, level: level, grid: grid)
                if fits(visible, level: level) {
                    return .tiles(level: level, visible: visible, planned: visible.expanded(by: margin, within: grid))
                }
            }
            level += 1
        }
        return .baseOnly
    }

    /// A range this planner answered with another margin: the same level and visible tiles, planned
    /// with `margin`; ``TileRange/baseOnly`` stays so.
    public func range(_ range: TileRange, margin: TileMargin) -> TileRange {
        guard case .tiles(let level, let visible, _) = range else { return .baseOnly }
        return .tiles(level: level, visible: visible,
                      planned: visible.expanded(by: margin, within: pyramid.tileGrid(ofLevel: level)))
    }

    /// Whether a level's visible tiles are few enough and fit the budget. Most plans are far
    /// inside the budget even at the largest tile's size, which saves summing the real sizes.
    func fits(_ rect: TileGridRect, level: Int) -> Bool {
        let count = rect.count
        guard count > 0, count <= maximumTileCount else { return false }
        let side = pyramid.tileSize + 2 * pyramid.overlap
        let (bound, overflow) = count.multipliedReportingOverflow(by: side * side * 4)
        return (!overflow && bound <= tileByteBudget) || byteCount(of: rect, level: level) <= tileByteBudget
    }

    /// The tiles of `level` under a rect of stored pixels, clipped to the grid.
    func gridRect(covering storedRect: CGRect, level: Int, grid: (columns: Int, rows: Int)? = nil) -> TileGridRect {
        let grid = grid ?? pyramid.tileGrid(ofLevel: level)
        // Level pixel i covers stored pixels [i · 2^k, (i + 1) · 2^k) (the last one clipped by the
        // image's edge), so a tile of level k spans tileSize · 2^k stored pixels.
        let span = CGFloat(pyramid.tileSize) * CGFloat(1 << level)
        func indices(_ lower: CGFloat, _ upper: CGFloat, count: Int) -> Range<Int> {
            // Clamped in floating point first: the rect is clipped to the image already, so
            // this only absorbs rounding, and the conversions cannot trap.
            let first = Int(min(max((lower / span).rounded(.down), 0), CGFloat(count)))
            let end = Int(min(max((upper / span).rounded(.up), 0), CGFloat(count)))
            return first..<max(first, end)
        }
        return TileGridRect(columns: indices(storedRect.minX, storedRect.maxX, count: grid.columns),
                            rows: indices(storedRect.minY, storedRect.maxY, count: grid.rows))
    }

    /// The decoded bytes of a rect of tiles at `level`, overlap included: widths and heights
    /// multiply, since a tile's width depends on its column only and its height on its row only.
    /// `Int.max` when it overflows.
    func byteCount(of rect: TileGridRect, level: Int) -> Int {
        let levelWidth = pyramid.levelWidth(level)
        let levelHeight = pyramid.levelHeight(level)
        let width = rect.columns.reduce(0) { $0 + (pyramid.span(of: $1, length: levelWidth)?.count ?? 0) }
        let height = rect.rows.reduce(0) { $0 + (pyramid.span(of: $1, length: levelHeight)?.count ?? 0) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        return overflow || overflow2 ? .max : bytes
    }
}
