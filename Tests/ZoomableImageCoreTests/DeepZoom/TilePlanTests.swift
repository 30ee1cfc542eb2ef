import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The load order: visible tiles, then margin tiles (here a ring), each nearest the visible rect's
/// centre first.
@Suite struct TilePlanTests {
    /// 2000 × 1000 px, 256 px tiles without overlap: level 0 is 8 × 4 tiles.
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 2000, height: 1000))

    static func plan(_ visibleRect: CGRect) -> TilePlan {
        let viewport = TileViewport(visibleRect: visibleRect, devicePixelsPerStoredPixel: 1)
        var plan = TilePlan()
        let planner = TilePlanner(pyramid: pyramid, baseLevel: 3, tileByteBudget: .max)
        plan.update(range: planner.range(for: viewport, margin: .ring), viewport: viewport, pyramid: pyramid)
        return plan
    }

    @Test func visibleTilesComeFirstThenTheMarginEachByDistanceToTheCentre() {
        // Visible (600, 300) … (1100, 600), centre (850, 450): columns 2 ..< 5, rows 1 ..< 3.
        // Cell centres x 256c + 128 = 640, 896, 1152 (dx −210, 46, 302); y 384, 640 (dy −66, 190).
        // Squared distances: (3,1) 6 472, (3,2) 38 216, (2,1) 48 456, (2,2) 80 200, (4,1) 95 560,
        // (4,2) 127 304. The margin ring (columns 1 ..< 6, rows 0 ..< 4), with x 384 and 1408 for
        // columns 1 and 5 (dx −466, 558), y 128 for row 0 (dy −322) and 884 for row 3, whose cell
        // is clipped by the image to 768 … 1000 (dy 434):
        // (3,0) 105 800, (2,0) 147 784, (3,3) 190 472, (4,0) 194 888, (1,1) 221 512,
        // (2,3) 232 456, (1,2) 253 256, (4,3) 279 560, (5,1) 315 720, (1,0) 320 840,
        // (5,2) 347 464, (1,3) 405 512, (5,0) 415 048, (5,3) 499 720.
        let plan = Self.plan(CGRect(x: 600, y: 300, width: 500, height: 300))
        let expected: [(Int, Int)] = [(3, 1), (3, 2), (2, 1), (2, 2), (4, 1), (4, 2),
                                      (3, 0), (2, 0), (3, 3), (4, 0), (1, 1), (2, 3), (1, 2), (4, 3),
                                      (5, 1), (1, 0), (5, 2), (1, 3), (5, 0), (5, 3)]
        #expect(plan.map { [$0.column, $0.row] } == expected.map { [$0.0, $0.1] })
        #expect(plan.visibleCount == 6)
        #expect(plan.allSatisfy { $0.level == 0 })
    }

    @Test func equalDistancesGoToTheUpperRowThenTheLeftColumn() {
        // Centre (512, 128) sits between columns 1 and 2 of row 0: both 128 px away.
        let plan = Self.plan(CGRect(x: 256, y: 0, width: 512, height: 256))
        #expect(Array(plan.prefix(2)) == [TileID(level: 0, column: 1, row: 0), TileID(level: 0, column: 2, row: 0)])
    }

    @Test func edgeTilesAreMeasuredFromTheirClippedCells() {
        // Column 7 is 1792 … 2000 (centre 1896), not 1792 … 2048 (1920). Visible (1800, 0) … (2000, 100),
        // centre (1900, 50): column 7 row 0 first, then margin: column 6 row 0 (centre 1664, 128:
        // 236² + 78² = 61 780) before column 7 row 1 (1896, 384: 4² + 334² = 111 572).
        let plan = Self.plan(CGRect(x: 1800, y: 0, width: 200, height: 100))
        #expect(Array(plan) == [TileID(level: 0, column: 7, row: 0), TileID(level: 0, column: 6, row: 0),
                                TileID(level: 0, column: 7, row: 1), TileID(level: 0, column: 6, row: 1)])
    }

    @Test func theBaseAloneIsAnEmptyPlan() {
        var plan = Self.plan(CGRect(x: 600, y: 300, width: 500, height: 300))
        plan.update(range: .baseOnly, viewport: .none, pyramid: Self.pyramid)
        #expect(plan.isEmpty && plan.visibleCount == 0 && plan.range == .baseOnly)
    }
}
