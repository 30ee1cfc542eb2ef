import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The tile cache's rules, one scenario each, on a 2000 × 1000 px image in 256 px tiles without
/// overlap: level 0 is 8 × 4 tiles, level 1 (1000 × 500) 4 × 2, level 2 (500 × 250) 2 × 1, and
/// the base copy is level 3 (250 × 125: 125 000 B). A full tile is 256 · 256 · 4 = 262 144 B.
@Suite struct TileCacheStateMachineTests {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 2000, height: 1000))
    static let tileBytes = 262_144
    static let baseBytes = 125_000

    static func tile(_ column: Int, _ row: Int, level: Int = 0) -> TileID {
        TileID(level: level, column: column, row: row)
    }

    /// Level 0 around the top-left: visible (0,0) (1,0); margin (0,1) (1,1) (2,0) (2,1) in that
    /// order (see `TilePlanTests` for the distance rule; centre (250, 125)).
    static let topLeft = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 500, height: 250), devicePixelsPerStoredPixel: 1)

    static func cache(tiles: Int = 100, loads: Int = 6) -> TileCacheStateMachine {
        var cache = TileCacheStateMachine(configuration: TileCacheConfiguration(
            byteBudget: baseBytes + tiles * tileBytes, maximumConcurrentLoads: loads))
        _ = cache.newImage(pyramid, baseLevel: 3)
        return cache
    }

    /// Completes every load of `action` (and those they start) with full-tile bytes.
    static func completeAll(_ action: TileCacheAction, in cache: inout TileCacheStateMachine) {
        var pending = action.load
        while !pending.isEmpty {
            let tile = pending.removeFirst()
            pending += cache.tileLoaded(tile, generation: cache.generation, bytes: cache.pyramid!.byteCount(of: tile)).load
        }
    }

    @Test func loadsStartVisibleFirstUpToTheLimit() {
        var cache = Self.cache(loads: 2)
        // Visible (600, 300) … (1100, 600): (3,1) (3,2) (2,1) (2,2) (4,1) (4,2), then the margin.
        let viewport = TileViewport(visibleRect: CGRect(x: 600, y: 300, width: 500, height: 300), devicePixelsPerStoredPixel: 1)
        #expect(cache.plan(viewport).load == [Self.tile(3, 1), Self.tile(3, 2)])
        #expect(cache.reservedBytes == 2 * Self.tileBytes)
        let next = cache.tileLoaded(Self.tile(3, 1), generation: cache.generation, bytes: Self.tileBytes)
        #expect(next.show == [Self.tile(3, 1)])
        #expect(next.load == [Self.tile(2, 1)])
        #expect(cache.residentBytes == Self.tileBytes && cache.loadingCount == 2)
    }

    @Test func theSameRangeAgainChangesNothing() {
        var cache = Self.cache()
        _ = cache.plan(Self.topLeft)
        let before = cache
        // A pan of 10 px stays within the same tiles.
        let moved = TileViewport(visibleRect: Self.topLeft.visibleRect.offsetBy(dx: 10, dy: 0), devicePixelsPerStoredPixel: 1)
        #expect(cache.plan(moved).isEmpty)
        #expect(cache == before)
    }

    @Test func staleCompletionsChangeNothing() {
        var cache = Self.cache()
        _ = cache.plan(Self.topLeft)
        let before = cache
        // The previous generation; a tile not loading; a failure of the previous generation.
        #expect(cache.tileLoaded(Self.tile(0, 0), generation: cache.generation - 1, bytes: Self.tileBytes).isEmpty)
        #expect(cache.tileLoaded(Self.tile(7, 3), generation: cache.generation, bytes: Self.tileBytes).isEmpty)
        #expect(cache.tileFailed(Self.tile(0, 0), generation: cache.generation - 1).isEmpty)
        #expect(cache == before)
    }

    @Test func tilesLeavingThePlanWhileLoadingAreCancelled() {
        var cache = Self.cache(loads: 2)
        #expect(cache.plan(Self.topLeft).load == [Self.tile(0, 0), Self.tile(1, 0)])
        // To the right edge: visible (7,0); margin (6,0), (7,1), (6,1) (see TilePlanTests).
        let right = TileViewport(visibleRect: CGRect(x: 1800, y: 0, width: 200, height: 100), devicePixelsPerStoredPixel: 1)
        let action = cache.plan(right)
        #expect(Set(action.cancel) == [Self.tile(0, 0), Self.tile(1, 0)])
        #expect(action.load == [Self.tile(7, 0), Self.tile(6, 0)])
        // The cancelled load's late completion is dropped.
        #expect(cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes).isEmpty)
        #expect(!cache.isResident(Self.tile(0, 0)))
    }

    @Test func coarserResidentTilesStayUntilTheFinerOnesArrive() {
        var cache = Self.cache()
        // Level 1 (0.5 device px per stored px): visible (0,0) and (1,0) of level 1, 512 stored px each.
        let overview = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 0.5)
        Self.completeAll(cache.plan(overview), in: &cache)
        #expect(cache.shown.isSuperset(of: [Self.tile(0, 0, level: 1), Self.tile(1, 0, level: 1)]))
        // Zoom in to level 0 over level 1's (0,0), whose cells are level 0's columns 0 ..< 2, rows
        // 0 ..< 2; visible are (0,0) and (1,0), not resident yet: it stays. Level 1's (1,0) is off
        // screen: hidden.
        let zoomed = cache.plan(Self.topLeft)
        #expect(cache.shown.contains(Self.tile(0, 0, level: 1)))
        #expect(zoomed.hide.contains(Self.tile(1, 0, level: 1)))
        #expect(!zoomed.hide.contains(Self.tile(0, 0, level: 1)))
        // One finer tile arrives: a visible cell is still missing, the coarse tile stays.
        let first = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(first.show == [Self.tile(0, 0)] && first.hide.isEmpty)
        // The second: every visible cell is there, the coarse tile goes (its image stays resident).
        let second = cache.tileLoaded(Self.tile(1, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(second.show == [Self.tile(1, 0)] && second.hide == [Self.tile(0, 0, level: 1)])
        #expect(cache.isResident(Self.tile(0, 0, level: 1)))
    }

    @Test func finerShownTilesStayAfterAZoomOutUntilTheCoarserOnesArrive() {
        var cache = Self.cache()
        // Level 0 at the top-left: (0,0) (1,0) visible, (0,1) (1,1) (2,0) (2,1) margin, all shown.
        Self.completeAll(cache.plan(Self.topLeft), in: &cache)
        // Out to level 1 (0.5 device px per stored px over 1000 × 500 stored px): visible are level
        // 1's (0,0) (stored 0 ..< 512) and (1,0) (512 ..< 1000), neither resident. Level 0's
        // columns 0 ..< 2, rows 0 ..< 2 lie under level 1's (0,0) (column >> 1, row >> 1), and
        // (2,0) (2,1) under its (1,0): all six stay shown rather than dropping to the base.
        let overview = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 0.5)
        let zoomedOut = cache.plan(overview)
        #expect(zoomedOut.hide.isEmpty)
        #expect(Set(zoomedOut.load.prefix(2)) == [Self.tile(0, 0, level: 1), Self.tile(1, 0, level: 1)])
        // Level 1's (0,0) arrives: the four level-0 tiles under it go, (2,0) and (2,1) stay.
        let first = cache.tileLoaded(Self.tile(0, 0, level: 1), generation: cache.generation, bytes: Self.tileBytes)
        #expect(first.show == [Self.tile(0, 0, level: 1)])
        #expect(Set(first.hide) == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(0, 1), Self.tile(1, 1)])
        let second = cache.tileLoaded(Self.tile(1, 0, level: 1), generation: cache.generation, bytes: Self.tileBytes)
        #expect(Set(second.hide) == [Self.tile(2, 0), Self.tile(2, 1)])
        #expect(cache.shown == [Self.tile(0, 0, level: 1), Self.tile(1, 0, level: 1)])
    }

    @Test func aFailedTileIsReportedOnceAndItsCoarserTileStays() {
        var cache = Self.cache()
        let overview = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 0.5)
        Self.completeAll(cache.plan(overview), in: &cache)
        _ = cache.plan(Self.topLeft)
        let failed = cache.tileFailed(Self.tile(1, 0), generation: cache.generation)
        #expect(failed.failed == [Self.tile(1, 0)])
        _ = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(cache.shown.contains(Self.tile(0, 0, level: 1)))
        // Away and back: the failed tile is not asked for again, nor reported again.
        _ = cache.plan(overview)
        let back = cache.plan(Self.topLeft)
        #expect(!back.load.contains(Self.tile(1, 0)) && back.failed.isEmpty)
        #expect(cache.hasFailed(Self.tile(1, 0)))
    }

    @Test func theLeastRecentlyUsedTilesAreEvictedFirstAndTheBudgetHolds() {
        // Room for exactly the six tiles of the top-left plan.
        var cache = Self.cache(tiles: 6, loads: 6)
        Self.completeAll(cache.plan(Self.topLeft), in: &cache)
        #expect(cache.residentBytes == 6 * Self.tileBytes && cache.totalResidentBytes == Self.baseBytes + 6 * Self.tileBytes)
        #expect(cache.residentTileCount == 6)
        // Pan right: visible (4,0) (5,0) (3,0) (centre (1250, 125)), margin (4,1) (5,1) (6,0) …;
        // (2,0) and (2,1) stay as margin. The four tiles left behind were last used one plan ago;
        // ties go to the lower row, then column: (0,0) (1,0) (0,1) (1,1). The three visible tiles
        // evict three of them, the first margin tile the fourth; the next margin tile may evict
        // only tiles that matter less than a margin tile, and none is left: loading stops.
        let right = TileViewport(visibleRect: CGRect(x: 1000, y: 0, width: 500, height: 250), devicePixelsPerStoredPixel: 1)
        let action = cache.plan(right)
        #expect(action.load == [Self.tile(4, 0), Self.tile(5, 0), Self.tile(3, 0), Self.tile(4, 1)])
        #expect(action.evict == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(0, 1), Self.tile(1, 1)])
        #expect(Set(action.hide) == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(0, 1), Self.tile(1, 1)])
        #expect(cache.residentBytes + cache.reservedBytes == 6 * Self.tileBytes)
        // Two of the six left, four loading.
        #expect(cache.residentTileCount == 2 && cache.loadingCount == 4)
    }

    @Test func aVisibleTileCancelsAMarginLoadWhenNothingCanBeEvicted() {
        // Room for three tiles: the top-left plan loads (0,0), (1,0) and its first margin tile (0,1).
        var cache = Self.cache(tiles: 3, loads: 6)
        #expect(cache.plan(Self.topLeft).load == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(0, 1)])
        // Visible (256, 0) … (756, 250): (1,0) and (2,0), centre (506, 125). (0,0) and (0,1) are
        // margin now, (0,1) the later (its distance 142 884 + 67 081 beats (0,0)'s 142 884 + 9):
        // it is cancelled to make room for (2,0).
        let shifted = TileViewport(visibleRect: CGRect(x: 256, y: 0, width: 500, height: 250), devicePixelsPerStoredPixel: 1)
        let action = cache.plan(shifted)
        #expect(action.cancel == [Self.tile(0, 1)])
        #expect(action.load == [Self.tile(2, 0)])
        #expect(cache.reservedBytes == 3 * Self.tileBytes)
    }

    @Test func aMemoryWarningKeepsTheBaseAndTheVisibleTiles() {
        var cache = Self.cache()
        Self.completeAll(cache.plan(Self.topLeft), in: &cache)
        let action = cache.memoryWarning()
        #expect(Set(action.evict) == [Self.tile(0, 1), Self.tile(1, 1), Self.tile(2, 0), Self.tile(2, 1)])
        #expect(action.load.isEmpty)
        #expect(cache.residentBytes == 2 * Self.tileBytes && cache.shown == [Self.tile(0, 0), Self.tile(1, 0)])
        // The same range again does not bring the margin back; a new range does.
        #expect(cache.plan(Self.topLeft).isEmpty)
        let moved = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 500, height: 300), devicePixelsPerStoredPixel: 1)
        #expect(!cache.plan(moved).load.isEmpty)
    }

    @Test func aNewImageCancelsAndEvictsEverythingOfTheOldOne() {
        var cache = Self.cache(loads: 2)
        let action = cache.plan(Self.topLeft)
        _ = cache.tileLoaded(action.load[0], generation: cache.generation, bytes: Self.tileBytes)
        let generation = cache.generation
        let replaced = cache.newImage(Self.pyramid, baseLevel: 3)
        #expect(replaced.evict == [Self.tile(0, 0)])
        #expect(Set(replaced.cancel) == [Self.tile(1, 0), Self.tile(0, 1)])
        #expect(cache.generation == generation + 1 && cache.residentBytes == 0 && cache.reservedBytes == 0)
        // The old generation's completion is dropped.
        #expect(cache.tileLoaded(Self.tile(1, 0), generation: generation, bytes: Self.tileBytes).isEmpty)
    }

    @Test func aTileWhoseImageDoesNotFitCountsAsFailed() {
        var cache = Self.cache(tiles: 2, loads: 2)
        _ = cache.plan(Self.topLeft)
        // It decoded to more than the whole tile budget.
        let action = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: 3 * Self.tileBytes)
        #expect(action.failed == [Self.tile(0, 0)] && cache.residentBytes == 0)
    }

    @Test func theBaseTakesItsShareOfTheBudget() {
        // A budget smaller than the base leaves the tiles nothing: the base alone.
        var cache = TileCacheStateMachine(configuration: TileCacheConfiguration(byteBudget: Self.baseBytes - 1))
        _ = cache.newImage(Self.pyramid, baseLevel: 3)
        #expect(cache.tileByteBudget == 0)
        #expect(cache.plan(Self.topLeft).isEmpty && cache.range == .baseOnly)
        #expect(TileCacheConfiguration().byteBudget == 134_217_728)
    }

    @Test func withoutAnImageNothingIsPlanned() {
        var cache = TileCacheStateMachine()
        #expect(cache.plan(Self.topLeft).isEmpty && cache.pyramid == nil && cache.totalResidentBytes == 0)
    }
}
