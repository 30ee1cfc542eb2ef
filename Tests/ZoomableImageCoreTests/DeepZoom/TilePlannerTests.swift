import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Level choice, visible and margin tiles, the budget's fallback and bad input, on a 10 000 ×
/// 6 000 px image in 256 px tiles with 1 px overlap. Its levels, by hand: 10 000 × 6 000,
/// 5 000 × 3 000 (grid 20 × 12), 2 500 × 1 500 (10 × 6), 1 250 × 750 (5 × 3), 625 × 375, …;
/// 2^14 = 16 384 ≥ 10 000, so 15 levels. A tile of level k spans 256 · 2^k stored pixels.
@Suite struct TilePlannerTests {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 10_000, height: 6_000), tileSize: 256, overlap: 1)
    /// Stored (3000, 1000) … (4600, 1900), at 0.3 device pixels per stored pixel.
    static let viewport = TileViewport(visibleRect: CGRect(x: 3000, y: 1000, width: 1600, height: 900),
                                       devicePixelsPerStoredPixel: 0.3)

    static func planner(budget: Int = .max, baseLevel: Int = 4, maximumTileCount: Int = 1024,
                        levels: UInt64 = .max) -> TilePlanner {
        TilePlanner(pyramid: pyramid, baseLevel: baseLevel, tileByteBudget: budget,
                    maximumTileCount: maximumTileCount, availableLevels: levels)
    }

    @Test(arguments: [
        (CGFloat(2), 0), (1, 0),            // magnified: full resolution
        (0.5, 1), (0.4, 1),                 // 2^−1 = 0.5 ≥ 0.4 > 2^−2
        (0.25, 2), (0.25 * (1 + 4e-10), 2), // exactly 2^−2, and within rounding of it
        (0.26, 1),                          // 2^−2 = 0.25 < 0.26: level 2 would blur
        (1e-9, 14), (0, 14), (-1, 14), (.nan, 14),  // nothing to show sharply: the top
        (.infinity, 0),
    ])
    func theLevelIsTheCoarsestWithAPixelPerDevicePixel(devicePixels: CGFloat, level: Int) {
        #expect(TilePlanner.level(forDevicePixelsPerStoredPixel: devicePixels, levelCount: 15) == level)
    }

    /// 0.3 → level 1, tiles of 512 stored px: columns 3000/512 = 5.9 → 5 … 4600/512 = 8.98 → 8;
    /// rows 1000/512 = 1.95 → 1 … 1900/512 = 3.7 → 3. The margin asked for is planned around
    /// them: none; a column ahead of a pan right; a row and column (and the corner) ahead of one
    /// up and left; a ring.
    @Test(arguments: [
        (TileMargin.none, TileGridRect(columns: 5..<9, rows: 1..<4)),
        (.ahead(TileDirection(dx: 1, dy: 0)), TileGridRect(columns: 5..<10, rows: 1..<4)),
        (.ahead(TileDirection(dx: -1, dy: -1)), TileGridRect(columns: 4..<9, rows: 0..<4)),
        (.ahead(.none), TileGridRect(columns: 5..<9, rows: 1..<4)),
        (.ring, TileGridRect(columns: 4..<10, rows: 0..<5)),
    ])
    func theVisibleTilesArePlannedWithTheMarginAskedFor(margin: TileMargin, planned: TileGridRect) {
        let range = Self.planner().range(for: Self.viewport, margin: margin)
        #expect(range == .tiles(level: 1, visible: TileGridRect(columns: 5..<9, rows: 1..<4), planned: planned))
        // The same visible tiles, whatever the margin; a range re-margined is the one planned so.
        #expect(range.showsTheSameTiles(as: Self.planner().range(for: Self.viewport)))
        #expect(Self.planner().range(Self.planner().range(for: Self.viewport, margin: .ring), margin: margin) == range)
    }

    @Test func theMarginStopsAtTheGridsEdges() {
        // The top-left corner at level 0: columns 0 ..< 2, rows 0 ..< 1; a ring grows only right
        // and down, a pan up and left grows nothing.
        let corner = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 300, height: 200), devicePixelsPerStoredPixel: 1)
        #expect(Self.planner().range(for: corner, margin: .ring)
                == .tiles(level: 0, visible: TileGridRect(columns: 0..<2, rows: 0..<1),
                          planned: TileGridRect(columns: 0..<3, rows: 0..<2)))
        #expect(Self.planner().range(for: corner, margin: .ahead(TileDirection(dx: -1, dy: -1))).planned
                == TileGridRect(columns: 0..<2, rows: 0..<1))
        #expect(Self.planner().range(.baseOnly, margin: .ring) == .baseOnly)
        #expect(!TileRange.baseOnly.showsTheSameTiles(as: Self.planner().range(for: corner)))
        #expect(TileRange.baseOnly.showsTheSameTiles(as: .baseOnly))
    }

    @Test func aVisibleSetOverTheBudgetFallsToTheNextCoarserLevel() {
        // Level 1's visible tiles are all inner ones, 258 px with overlap: 4 · 258 × 3 · 258 × 4 B
        // = 1032 × 774 × 4 = 3 195 072 B.
        #expect(Self.planner(budget: 3_195_072).range(for: Self.viewport).level == 1)
        // One byte less: level 2, tiles of 1024 stored px: columns 2 ..< 5, rows 0 ..< 2; the top
        // row is 257 px (no overlap above), the next 258: 774 × 515 × 4 = 1 594 440 B.
        #expect(Self.planner(budget: 3_195_071).range(for: Self.viewport, margin: .ring)
                == .tiles(level: 2, visible: TileGridRect(columns: 2..<5, rows: 0..<2),
                          planned: TileGridRect(columns: 1..<6, rows: 0..<3)))
        // Level 3 (2048 stored px): columns 1 ..< 3, row 0: 516 × 257 × 4 = 530 448 B.
        #expect(Self.planner(budget: 1_594_439).range(for: Self.viewport).level == 3)
        // Below that only level 4 is left, the base's own: the base alone.
        #expect(Self.planner(budget: 530_447).range(for: Self.viewport) == .baseOnly)
    }

    @Test func tooManyVisibleTilesFallToTheNextCoarserLevel() {
        // Level 1 needs 4 × 3 = 12 tiles, level 2 needs 3 × 2 = 6.
        #expect(Self.planner(maximumTileCount: 12).range(for: Self.viewport).level == 1)
        #expect(Self.planner(maximumTileCount: 11).range(for: Self.viewport).level == 2)
    }

    @Test func aServerLackingTheLevelGivesTheCoarsestFinerOne() {
        // Levels 0 and 3 only: level 1 is wanted, 0 is the coarsest not coarser. Columns
        // 3000/256 = 11.7 → 11 … 4600/256 = 17.97 → 17; rows 1000/256 = 3.9 → 3 … 1900/256 = 7.4 → 7.
        let levels = TilePlanner.levelSet([0, 3])
        #expect(levels == 0b1001)
        #expect(Self.planner(levels: levels).range(for: Self.viewport, margin: .ring)
                == .tiles(level: 0, visible: TileGridRect(columns: 11..<18, rows: 3..<8),
                          planned: TileGridRect(columns: 10..<19, rows: 2..<9)))
        // Level 0's 7 × 5 inner tiles take 1806 × 1290 × 4 = 9 318 960 B; with less, the next
        // level the server has: 3.
        #expect(Self.planner(budget: 9_318_959, levels: levels).range(for: Self.viewport).level == 3)
        // With only level 3, nothing is finer than needed: the finest it has.
        #expect(Self.planner(levels: TilePlanner.levelSet([3])).range(for: Self.viewport).level == 3)
    }

    @Test func atRestTheBaseIsEnough() {
        // The whole 10 000 px wide image on 1179 device pixels: 0.1179 → level 3 (0.125 ≥ 0.1179).
        let rest = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 10_000, height: 6_000),
                                devicePixelsPerStoredPixel: 0.1179)
        let baseLevel = TilePlanner.baseLevel(for: Self.pyramid, devicePixelsPerStoredPixelAtRest: 0.1179)
        #expect(baseLevel == 3)
        #expect(Self.planner(baseLevel: baseLevel).range(for: rest) == .baseOnly)
        // Zoomed 2× (0.2358): level 2, finer than the base.
        var zoomed = rest
        zoomed.devicePixelsPerStoredPixel = 0.2358
        #expect(Self.planner(baseLevel: baseLevel).range(for: zoomed).level == 2)
    }

    @Test func theBaseLevelCanBeChosenBeforeTheFirstLayout() {
        // 20 000 px square aspect-fit in 393 × 852 pt at @3x: 393 · 3 / 20 000 = 0.05895 → level 4.
        let square = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000))
        #expect(TilePlanner.baseLevel(for: square, containerSize: CGSize(width: 393, height: 852), displayScale: 3) == 4)
        // 8000 × 2000 stored, shown `.right`: 2000 × 8000 upright, k = min(393/2000, 852/8000)
        // = 0.1065 → 0.3195 device px per stored px at @3x → level 1 (0.5 ≥ 0.3195 > 0.25).
        // Upright (`.up`) it would be k = min(393/8000, 852/2000) = 0.0491 → 0.1474 → level 2.
        let strip = TilePyramid(storedPixelSize: CGSize(width: 8000, height: 2000))
        #expect(TilePlanner.baseLevel(for: strip, orientation: .right, containerSize: CGSize(width: 393, height: 852),
                                      displayScale: 3) == 1)
        #expect(TilePlanner.baseLevel(for: strip, containerSize: CGSize(width: 393, height: 852), displayScale: 3) == 2)
        // No container yet, or no scale: the top level (13 for 2^13 = 8192 ≥ 8000).
        #expect(TilePlanner.baseLevel(for: strip, containerSize: .zero, displayScale: 3) == 13)
        #expect(TilePlanner.baseLevel(for: strip, containerSize: CGSize(width: 393, height: 852), displayScale: .nan) == 13)
        #expect(TilePlanner.baseLevel(for: TilePyramid(storedPixelSize: .zero), containerSize: CGSize(width: 393, height: 852),
                                      displayScale: 3) == 0)
    }

    @Test func badInputPlansTheBaseAlone() {
        let viewports = [
            TileViewport.none,
            TileViewport(visibleRect: Self.viewport.visibleRect, devicePixelsPerStoredPixel: .nan),
            TileViewport(visibleRect: Self.viewport.visibleRect, devicePixelsPerStoredPixel: .infinity),
            TileViewport(visibleRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), devicePixelsPerStoredPixel: 1),
            TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 0, height: 10), devicePixelsPerStoredPixel: 1),
            // Right of the 10 000 px wide image: no tile under it (and no margin around nothing).
            TileViewport(visibleRect: CGRect(x: 50_000, y: 0, width: 100, height: 100), devicePixelsPerStoredPixel: 1),
        ]
        for viewport in viewports {
            #expect(Self.planner().range(for: viewport) == .baseOnly)
        }
        let empty = TilePlanner(pyramid: TilePyramid(storedPixelSize: CGSize(width: CGFloat.nan, height: 1)), baseLevel: 4,
                                tileByteBudget: .max)
        #expect(empty.range(for: Self.viewport) == .baseOnly)
        #expect(Self.planner(baseLevel: 0).range(for: Self.viewport) == .baseOnly)
        #expect(Self.planner(baseLevel: -3).range(for: Self.viewport) == .baseOnly)
        #expect(Self.planner(budget: 0).range(for: Self.viewport) == .baseOnly)
    }

    @Test func aMillionPixelPanoramaGetsABoundedPlan() {
        // 1 000 000 × 500 px on 1179 device pixels: at rest 0.001179 → level 9 (2^−9 = 0.00195).
        // Zoomed to show 250 000 px: 0.004716 → level 7, tiles of 32 768 stored px: columns
        // 400 000/32 768 = 12.2 → 12 … 650 000/32 768 = 19.8 → 19, the one row.
        let panorama = TilePyramid(storedPixelSize: CGSize(width: 1_000_000, height: 500))
        let baseLevel = TilePlanner.baseLevel(for: panorama, devicePixelsPerStoredPixelAtRest: 0.001179)
        #expect(baseLevel == 9)
        let planner = TilePlanner(pyramid: panorama, baseLevel: baseLevel, tileByteBudget: 96 << 20)
        let zoomed = TileViewport(visibleRect: CGRect(x: 400_000, y: 0, width: 250_000, height: 500),
                                  devicePixelsPerStoredPixel: 0.004716)
        #expect(planner.range(for: zoomed, margin: .ring)
                == .tiles(level: 7, visible: TileGridRect(columns: 12..<20, rows: 0..<1),
                          planned: TileGridRect(columns: 11..<21, rows: 0..<1)))
        let rest = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1_000_000, height: 500),
                                devicePixelsPerStoredPixel: 0.001179)
        #expect(planner.range(for: rest) == .baseOnly)
    }
}
