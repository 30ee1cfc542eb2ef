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
    static func completeAll(_ action: TileCacheStateMachine.PlanAction, in cache: inout TileCacheStateMachine) {
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
        #expect(cache.plan(viewport, motion: .animating).load == [Self.tile(3, 1), Self.tile(3, 2)])
        #expect(cache.reservedBytes == 2 * Self.tileBytes)
        let next = cache.tileLoaded(Self.tile(3, 1), generation: cache.generation, bytes: Self.tileBytes)
        #expect(next.fadeIn == [Self.tile(3, 1)])
        #expect(next.load == [Self.tile(2, 1)])
        #expect(cache.residentBytes == Self.tileBytes && cache.loadingCount == 2)
    }

    @Test func theSameRangeAgainChangesNothing() {
        var cache = Self.cache()
        _ = cache.plan(Self.topLeft, motion: .animating)
        let before = cache
        // A pan of 10 px stays within the same tiles.
        let moved = TileViewport(visibleRect: Self.topLeft.visibleRect.offsetBy(dx: 10, dy: 0), devicePixelsPerStoredPixel: 1)
        #expect(cache.plan(moved, motion: .animating).isEmpty)
        #expect(cache == before)
    }

    @Test func staleCompletionsChangeNothing() {
        var cache = Self.cache()
        _ = cache.plan(Self.topLeft, motion: .resting)
        let before = cache
        // The previous generation; a tile not loading; a failure of the previous generation.
        #expect(cache.tileLoaded(Self.tile(0, 0), generation: cache.generation - 1, bytes: Self.tileBytes).isEmpty)
        #expect(cache.tileLoaded(Self.tile(7, 3), generation: cache.generation, bytes: Self.tileBytes).isEmpty)
        #expect(cache.tileFailed(Self.tile(0, 0), generation: cache.generation - 1).isEmpty)
        #expect(cache == before)
    }

    @Test func tilesLeavingThePlanWhileLoadingAreCancelled() {
        var cache = Self.cache(loads: 2)
        #expect(cache.plan(Self.topLeft, motion: .animating).load == [Self.tile(0, 0), Self.tile(1, 0)])
        // To the right edge, an animation's target: visible (7,0) alone.
        let right = TileViewport(visibleRect: CGRect(x: 1800, y: 0, width: 200, height: 100), devicePixelsPerStoredPixel: 1)
        let action = cache.plan(right, motion: .animating)
        #expect(Set(action.cancel) == [Self.tile(0, 0), Self.tile(1, 0)])
        #expect(action.load == [Self.tile(7, 0)])
        // The cancelled load's late completion is dropped.
        #expect(cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes).isEmpty)
        #expect(!cache.isResident(Self.tile(0, 0)))
    }

    @Test func coarserResidentTilesStayUntilTheFinerOnesArrive() {
        var cache = Self.cache()
        // Level 1 (0.5 device px per stored px): visible (0,0) and (1,0) of level 1, 512 stored px each.
        let overview = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 0.5)
        Self.completeAll(cache.plan(overview, motion: .animating), in: &cache)
        #expect(cache.shown == [Self.tile(0, 0, level: 1), Self.tile(1, 0, level: 1)])
        // Zoom in to level 0 over level 1's (0,0), whose cells are level 0's columns 0 ..< 2, rows
        // 0 ..< 2; visible are (0,0) and (1,0), not resident yet: it stays. Level 1's (1,0) is off
        // screen: hidden at once.
        let zoomed = cache.plan(Self.topLeft, motion: .animating)
        #expect(cache.shown == [Self.tile(0, 0, level: 1)])
        #expect(zoomed.hide == [Self.tile(1, 0, level: 1)])
        // One finer tile arrives and fades in: a visible cell is still missing, the coarse tile stays.
        let first = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(first.fadeIn == [Self.tile(0, 0)] && first.hideAfterFade.isEmpty)
        // The second: every visible cell is there, the coarse tile goes once it has faded in (its
        // image stays resident).
        let second = cache.tileLoaded(Self.tile(1, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(second.fadeIn == [Self.tile(1, 0)] && second.hideAfterFade == [Self.tile(0, 0, level: 1)])
        #expect(cache.isResident(Self.tile(0, 0, level: 1)) && cache.shown == [Self.tile(0, 0), Self.tile(1, 0)])
    }

    @Test func finerShownTilesStayAfterAZoomOutUntilTheCoarserOnesArrive() {
        var cache = Self.cache(loads: 8)
        // Level 0 over (0, 0) … (1000, 500): columns 0 ..< 4, rows 0 ..< 2, all visible and shown.
        let wide = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 1)
        Self.completeAll(cache.plan(wide, motion: .animating), in: &cache)
        #expect(cache.shown.count == 8)
        // Out to level 1 over the same stored pixels: visible are level 1's (0,0) (stored 0 ..< 512)
        // and (1,0) (512 ..< 1000), neither resident. Level 0's columns 0 ..< 2 lie under level
        // 1's (0,0) (column >> 1, row >> 1), columns 2 ..< 4 under its (1,0): all eight stay shown
        // rather than dropping to the base.
        let overview = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 0.5)
        let zoomedOut = cache.plan(overview, motion: .animating)
        #expect(zoomedOut.hide.isEmpty && zoomedOut.show.isEmpty)
        #expect(zoomedOut.load == [Self.tile(0, 0, level: 1), Self.tile(1, 0, level: 1)])
        // Level 1's (0,0) arrives: the four level-0 tiles under it go once it has faded in.
        let first = cache.tileLoaded(Self.tile(0, 0, level: 1), generation: cache.generation, bytes: Self.tileBytes)
        #expect(first.fadeIn == [Self.tile(0, 0, level: 1)])
        #expect(Set(first.hideAfterFade) == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(0, 1), Self.tile(1, 1)])
        let second = cache.tileLoaded(Self.tile(1, 0, level: 1), generation: cache.generation, bytes: Self.tileBytes)
        #expect(Set(second.hideAfterFade) == [Self.tile(2, 0), Self.tile(3, 0), Self.tile(2, 1), Self.tile(3, 1)])
        #expect(cache.shown == [Self.tile(0, 0, level: 1), Self.tile(1, 0, level: 1)])
    }

    @Test func aFailedTileIsReportedOnceAndItsCoarserTileStays() {
        var cache = Self.cache()
        let overview = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 1000, height: 500), devicePixelsPerStoredPixel: 0.5)
        Self.completeAll(cache.plan(overview, motion: .animating), in: &cache)
        _ = cache.plan(Self.topLeft, motion: .animating)
        let failed = cache.tileFailed(Self.tile(1, 0), generation: cache.generation)
        #expect(failed.failed == [Self.tile(1, 0)])
        _ = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(cache.shown.contains(Self.tile(0, 0, level: 1)))
        // Away and back: the failed tile is not asked for again, nor reported again.
        _ = cache.plan(overview, motion: .animating)
        let back = cache.plan(Self.topLeft, motion: .animating)
        #expect(!back.load.contains(Self.tile(1, 0)))
        #expect(cache.hasFailed(Self.tile(1, 0)))
    }

    /// Room for exactly six tiles. At rest over the top-left the two visible tiles load, then the
    /// ring: (0,1) (1,1) (2,0) (2,1) — all six resident, arrived at the same tick.
    @Test func theLeastRecentlyUsedTilesAreEvictedFirstAndTheBudgetHolds() {
        var cache = Self.cache(tiles: 6, loads: 6)
        Self.completeAll(cache.plan(Self.topLeft, motion: .resting), in: &cache)
        #expect(cache.residentBytes == 6 * Self.tileBytes && cache.totalResidentBytes == Self.baseBytes + 6 * Self.tileBytes)
        #expect(cache.residentTileCount == 6 && cache.isSettled)
        // An animation to (1000, 0) … (1500, 250): visible (4,0) (5,0) (3,0) (centre (1250, 125)).
        // (0,0) and (1,0) are taken off screen now: used last. The ring tiles were used when they
        // arrived, earlier; between them, ties go to the lower row, then column: (2,0) (0,1) (1,1)
        // (2,1). The three visible tiles evict the first three.
        let right = TileViewport(visibleRect: CGRect(x: 1000, y: 0, width: 500, height: 250), devicePixelsPerStoredPixel: 1)
        let action = cache.plan(right, motion: .animating)
        #expect(action.load == [Self.tile(4, 0), Self.tile(5, 0), Self.tile(3, 0)])
        #expect(action.evict == [Self.tile(2, 0), Self.tile(0, 1), Self.tile(1, 1)])
        #expect(Set(action.hide) == [Self.tile(0, 0), Self.tile(1, 0)])
        #expect(cache.residentBytes + cache.reservedBytes == 6 * Self.tileBytes)
        #expect(cache.residentTileCount == 3 && cache.loadingCount == 3)
    }

    /// Room for four tiles. A pan right over the top-left plans (0,0) (1,0) and the column ahead,
    /// (2,0): three loads. Moved 10 px down, the visible rect reaches row 1: visible (0,0) (1,0)
    /// (0,1) (1,1) by distance to (250, 135) — 14 933, 18 005, 76 885, 79 957 — and (2,0) (2,1)
    /// ahead. (0,1) takes the fourth tile's room; (1,1) finds nothing to evict and cancels the
    /// margin load (2,0), which then waits.
    @Test func aVisibleTileCancelsAMarginLoadWhenNothingCanBeEvicted() {
        var cache = Self.cache(tiles: 4, loads: 6)
        let right = TileMotion.panning(TileDirection(dx: 1, dy: 0))
        #expect(cache.plan(Self.topLeft, motion: right).load == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(2, 0)])
        let lower = TileViewport(visibleRect: CGRect(x: 0, y: 10, width: 500, height: 250), devicePixelsPerStoredPixel: 1)
        let action = cache.plan(lower, motion: right)
        #expect(action.cancel == [Self.tile(2, 0)])
        #expect(action.load == [Self.tile(0, 1), Self.tile(1, 1)])
        #expect(cache.reservedBytes == 4 * Self.tileBytes)
    }

    /// Issue 32, item 8, worked by hand. A 600 × 600 px image in 256 px tiles, no overlap: level
    /// 0 is 256, 256, 88 px a side, level 1 (300 px) 256, 44, level 2 (150 px) the base copy,
    /// 150 × 150 × 4 = 90 000 B. The budget is 90 000 + 38 719 B. Coarse L1(1,1) is 44 × 44 × 4 =
    /// 7 744 B, fine L0(2,2) 88 × 88 × 4 = 30 976 B: together 38 720, one byte over.
    ///
    /// L1(1,1) loads at 0.4 device px per stored px (level 1: 0.5 ≥ 0.4 > 0.25) over stored
    /// (520, 520, 80 × 80); at 0.2 the base alone is planned (level 2) and L1(1,1) stays
    /// resident; at 1 over the same corner L0(2,2) is visible and missing, so L1(1,1) would stand
    /// in — but L0(2,2)'s load needs its bytes. The update must not show a tile it evicts: the
    /// code before showed [L1(1,1)] and evicted [L1(1,1)] in one action, leaving the view a layer
    /// without an image that nothing removed.
    @Test func anUpdateNeverShowsATileItEvicts() {
        let pyramid = TilePyramid(storedPixelSize: CGSize(width: 600, height: 600))
        var cache = TileCacheStateMachine(configuration: TileCacheConfiguration(byteBudget: 90_000 + 38_719))
        _ = cache.newImage(pyramid, baseLevel: 2)
        #expect(cache.tileByteBudget == 38_719)
        let coarse = Self.tile(1, 1, level: 1), fine = Self.tile(2, 2)
        let corner = CGRect(x: 520, y: 520, width: 80, height: 80)
        #expect(cache.plan(TileViewport(visibleRect: corner, devicePixelsPerStoredPixel: 0.4), motion: .animating).load == [coarse])
        #expect(cache.tileLoaded(coarse, generation: cache.generation, bytes: 7_744).fadeIn == [coarse])
        let whole = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 600, height: 600), devicePixelsPerStoredPixel: 0.2)
        #expect(cache.plan(whole, motion: .animating).hide == [coarse])
        #expect(cache.range == .baseOnly && cache.isResident(coarse))
        let zoomed = cache.plan(TileViewport(visibleRect: corner, devicePixelsPerStoredPixel: 1), motion: .animating)
        #expect(zoomed.load == [fine] && zoomed.evict == [coarse])
        #expect(zoomed.show.isEmpty && zoomed.hide.isEmpty)
        #expect(zoomed.show.allSatisfy(cache.isResident) && cache.shown.isEmpty)
    }

    @Test func aMemoryWarningKeepsTheBaseAndTheVisibleTiles() {
        var cache = Self.cache()
        Self.completeAll(cache.plan(Self.topLeft, motion: .resting), in: &cache)
        let action = cache.memoryWarning()
        #expect(Set(action.evict) == [Self.tile(0, 1), Self.tile(1, 1), Self.tile(2, 0), Self.tile(2, 1)])
        #expect(action.load.isEmpty)
        #expect(cache.residentBytes == 2 * Self.tileBytes && cache.shown == [Self.tile(0, 0), Self.tile(1, 0)])
        // The same tiles again, even at rest, do not bring the ring back; other visible tiles do.
        #expect(cache.plan(Self.topLeft, motion: .resting).isEmpty)
        let moved = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 500, height: 300), devicePixelsPerStoredPixel: 1)
        #expect(cache.plan(moved, motion: .resting).load == [Self.tile(0, 1), Self.tile(1, 1)])
    }

    @Test func aNewImageCancelsAndEvictsEverythingOfTheOldOne() {
        var cache = Self.cache(loads: 2)
        let action = cache.plan(Self.topLeft, motion: .animating)
        _ = cache.tileLoaded(action.load[0], generation: cache.generation, bytes: Self.tileBytes)
        let generation = cache.generation
        let replaced = cache.newImage(Self.pyramid, baseLevel: 3)
        #expect(replaced.evict == [Self.tile(0, 0)])
        #expect(replaced.cancel == [Self.tile(1, 0)])
        #expect(cache.generation == generation + 1 && cache.residentBytes == 0 && cache.reservedBytes == 0)
        // The old generation's completion is dropped.
        #expect(cache.tileLoaded(Self.tile(1, 0), generation: generation, bytes: Self.tileBytes).isEmpty)
    }

    /// A new image keeps nothing of the old one — not what it may load (a memory warning held
    /// it to the visible tiles), not its settling, counts, clock or plan: the machine is the one
    /// a fresh machine has after the same image, but for the generation (and the lists the last
    /// event filled).
    @Test func aNewImageLeavesNothingOfTheOldOne() {
        var cache = Self.cache(loads: 2)
        Self.completeAll(cache.plan(Self.topLeft, motion: .resting), in: &cache)
        let right = TileViewport(visibleRect: CGRect(x: 1000, y: 0, width: 500, height: 250), devicePixelsPerStoredPixel: 1)
        _ = cache.plan(right, motion: .resting)
        _ = cache.memoryWarning()
        let lowMemory: Bool = if case .tiled(_, .lowMemory) = cache.state { true } else { false }
        #expect(lowMemory && cache.loadingCount == 2 && cache.residentTileCount == 0 && cache.clock > 0)
        _ = cache.newImage(Self.pyramid, baseLevel: 3)
        var fresh = Self.cache(loads: 2)
        fresh.generation = cache.generation
        fresh.work = cache.work
        #expect(cache == fresh)
    }

    @Test func aTileWhoseImageDoesNotFitCountsAsFailed() {
        var cache = Self.cache(tiles: 2, loads: 2)
        _ = cache.plan(Self.topLeft, motion: .animating)
        // It decoded to more than the whole tile budget.
        let action = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: 3 * Self.tileBytes)
        #expect(action.failed == [Self.tile(0, 0)] && action.fadeIn.isEmpty && cache.residentBytes == 0)
    }

    @Test func theBaseTakesItsShareOfTheBudget() {
        // A budget smaller than the base leaves the tiles nothing: the base alone.
        var cache = TileCacheStateMachine(configuration: TileCacheConfiguration(byteBudget: Self.baseBytes - 1))
        _ = cache.newImage(Self.pyramid, baseLevel: 3)
        #expect(cache.tileByteBudget == 0)
        #expect(cache.plan(Self.topLeft, motion: .animating).isEmpty && cache.range == .baseOnly)
        #expect(TileCacheConfiguration().byteBudget == 134_217_728)
    }

    @Test func withoutAnImageNothingIsPlannedOrHeld() {
        var cache = TileCacheStateMachine()
        #expect(cache.plan(Self.topLeft, motion: .resting).isEmpty && cache.pyramid == nil && cache.totalResidentBytes == 0)
        #expect(cache.tileLoaded(Self.tile(0, 0), generation: 0, bytes: Self.tileBytes).isEmpty)
        #expect(cache.tileFailed(Self.tile(0, 0), generation: 0).isEmpty)
        #expect(cache.memoryWarning() == .none && cache == TileCacheStateMachine())
    }
}
