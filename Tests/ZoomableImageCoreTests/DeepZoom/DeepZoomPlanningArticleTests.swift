import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The numbers of the DocC article "Deep zoom planning", computed by the planner: the article
/// works them out by hand; these tests fail if the code and the article part ways.
@Suite struct DeepZoomPlanningArticleTests {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 256, overlap: 1)
    /// iPhone 15 Pro: 1179 device pixels across (393 pt at @3x), 2556 down.
    static let screen = CGSize(width: 1179, height: 2556)

    @Test func theLevelRuleExamples() {
        // At rest 1179 / 20 000 = 0.05895 → level 4; 2× → 3; above 0.5 (zoom 8.5) → 0.
        let rest = CGFloat(1179) / 20_000
        #expect(TilePlanner.baseLevel(for: Self.pyramid, devicePixelsPerStoredPixelAtRest: rest) == 4)
        #expect(Self.pyramid.pixelSize(ofLevel: 4) == CGSize(width: 1250, height: 1250))
        #expect(TilePlanner.level(forDevicePixelsPerStoredPixel: rest * 2, levelCount: 15) == 3)
        #expect(TilePlanner.level(forDevicePixelsPerStoredPixel: rest * 8.4, levelCount: 15) == 1)
        #expect(TilePlanner.level(forDevicePixelsPerStoredPixel: rest * 8.5, levelCount: 15) == 0)
        // The panorama: 1 000 000 px on 1179 → level 9, 1954 px wide.
        let panorama = TilePyramid(storedPixelSize: CGSize(width: 1_000_000, height: 500))
        #expect(TilePlanner.baseLevel(for: panorama, devicePixelsPerStoredPixelAtRest: 1179 / 1_000_000) == 9)
        #expect(panorama.pixelSize(ofLevel: 9).width == 1954)
    }

    /// Just above d = 0.5 the plan is level 0 and a level pixel is almost 2 device pixels; the
    /// visible rect starts 1 px before a tile edge (column 10, row 10 of level 0), the worst case.
    @Test func theWorstCaseTable() {
        let d: CGFloat = 0.5 * (1 + 1e-7)
        let visible = CGRect(x: 10 * 256 + 255, y: 10 * 256 + 255,
                             width: Self.screen.width / d, height: Self.screen.height / d)
        let viewport = TileViewport(visibleRect: visible, devicePixelsPerStoredPixel: d)
        let planner = TilePlanner(pyramid: Self.pyramid, baseLevel: 4, tileByteBudget: .max)
        let range = planner.range(for: viewport)
        #expect(range.level == 0)
        #expect(range.visible.columns.count == 11 && range.visible.rows.count == 21 && range.visible.count == 231)
        #expect(Self.pyramid.byteCount(ofLevel: 4) == 6_250_000)
        #expect(Self.pyramid.byteCount(of: TileID(level: 0, column: 11, row: 11)) == 266_256)
        #expect(planner.byteCount(of: range.visible, level: 0) == 61_505_136)
        // A diagonal pan's tiles ahead: a column of 21, a row of 11, their corner.
        let ahead = planner.range(for: viewport, margin: .ahead(TileDirection(dx: 1, dy: 1)))
        #expect(ahead.planned.count - 231 == 33)
        #expect(planner.byteCount(of: ahead.planned, level: 0) - 61_505_136 == 8_786_448)
        let coarser = planner.gridRect(covering: visible, level: 1)
        #expect(coarser.count == 66 && planner.byteCount(of: coarser, level: 1) == 17_572_896)
        let moving: Int = 6_250_000 + 61_505_136 + 8_786_448 + 17_572_896
        #expect(moving == 94_114_480)
        #expect(TileCacheConfiguration.defaultByteBudget == 134_217_728)
        #expect(TileCacheConfiguration.defaultByteBudget - 94_114_480 == 40_103_248)
        // At rest: the ring would be 68 tiles; the allowance holds its 63 nearest the centre.
        let ring = planner.range(for: viewport, margin: .ring)
        #expect(ring.planned.count - 231 == 68 && planner.byteCount(of: ring.planned, level: 0) - 61_505_136 == 18_105_408)
        #expect(TileCacheConfiguration.defaultRestingAllowance == 16_777_216)
        #expect(63 * 266_256 <= 16_777_216 && 64 * 266_256 > 16_777_216)
        let resting: Int = 6_250_000 + 61_505_136 + 16_777_216
        #expect(resting == 84_532_352)
        // The budget in force: the tiles get what the base leaves, and the worst visible set fits.
        let budgeted = TilePlanner(pyramid: Self.pyramid, baseLevel: 4,
                                   tileByteBudget: TileCacheConfiguration.defaultByteBudget - 6_250_000)
        #expect(budgeted.range(for: viewport) == range)
    }

    @Test func sixtyFourMebibytesWouldFallBackAtTheWorstCase() {
        let d: CGFloat = 0.5 * (1 + 1e-7)
        let visible = CGRect(x: 10 * 256 + 255, y: 10 * 256 + 255,
                             width: Self.screen.width / d, height: Self.screen.height / d)
        let planner = TilePlanner(pyramid: Self.pyramid, baseLevel: 4, tileByteBudget: (64 << 20) - 6_250_000)
        #expect(6_250_000 + 61_505_136 == 67_755_136 && 64 << 20 == 67_108_864)
        #expect(planner.range(for: TileViewport(visibleRect: visible, devicePixelsPerStoredPixel: d)).level == 1)
    }

    @Test func theIPadWorstCase() {
        // 2048 × 2732 px: base level 3 (2048 / 20 000 = 0.1024), 17 × 23 visible tiles.
        #expect(TilePlanner.baseLevel(for: Self.pyramid, devicePixelsPerStoredPixelAtRest: 2048.0 / 20_000) == 3)
        #expect(Self.pyramid.byteCount(ofLevel: 3) == 25_000_000)
        let d: CGFloat = 0.5 * (1 + 1e-7)
        let visible = CGRect(x: 10 * 256 + 255, y: 10 * 256 + 255, width: 2048 / d, height: 2732 / d)
        let planner = TilePlanner(pyramid: Self.pyramid, baseLevel: 3, tileByteBudget: .max)
        let range = planner.range(for: TileViewport(visibleRect: visible, devicePixelsPerStoredPixel: d))
        #expect(range.visible.count == 391 && planner.byteCount(of: range.visible, level: 0) == 104_106_096)
        #expect(25_000_000 + 104_106_096 == 129_106_096 && 129_106_096 <= TileCacheConfiguration.defaultByteBudget)
    }
}
