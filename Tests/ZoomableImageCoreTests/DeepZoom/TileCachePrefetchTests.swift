import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What the tile machine fetches beyond the visible tiles, and what a view at rest keeps — one
/// rule per test (issue 34's "Prefetch where it pays" and "Trim at rest"), on the fixture of
/// ``TileCacheStateMachineTests``: a 2000 × 1000 px image in 256 px tiles without overlap (level
/// 0 is 8 × 4 tiles of 262 144 B), the base copy at level 3.
///
/// Load order by squared distance from a cell's centre (256c + 128, 256r + 128, the last row's
/// cell clipped to 768 … 1000, centre 884) to the visible rect's centre, worked out in each test.
@Suite struct TileCachePrefetchTests {
    typealias Fixture = TileCacheStateMachineTests
    static let tileBytes = Fixture.tileBytes

    static func tile(_ column: Int, _ row: Int) -> TileID { Fixture.tile(column, row) }

    static func viewport(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat = 500, _ height: CGFloat = 250) -> TileViewport {
        TileViewport(visibleRect: CGRect(x: x, y: y, width: width, height: height), devicePixelsPerStoredPixel: 1)
    }

    /// A machine with room for 100 tiles, `loads` at once, keeping `allowance` tiles at rest.
    static func cache(loads: Int = 6, allowance: Int = 64) -> TileCacheStateMachine {
        var cache = TileCacheStateMachine(configuration: TileCacheConfiguration(
            byteBudget: Fixture.baseBytes + 100 * tileBytes, maximumConcurrentLoads: loads,
            restingAllowance: allowance * tileBytes))
        _ = cache.newImage(Fixture.pyramid, baseLevel: 3)
        return cache
    }

    /// Ends every load of `loads`, and those they start, with full-tile bytes; the loads
    /// started along the way, in order.
    @discardableResult
    static func complete(_ loads: [TileID], in cache: inout TileCacheStateMachine) -> [TileID] {
        var pending = loads
        var started: [TileID] = []
        while !pending.isEmpty {
            let next = cache.tileLoaded(pending.removeFirst(), generation: cache.generation, bytes: tileBytes).load
            started += next
            pending += next
        }
        return started
    }

    /// The top-left (0, 0) … (500, 250) shows (0,0) and (1,0). A zoom or an animation plans them
    /// alone, though six loads could run: the level a zoom heads to is not the one to prefetch
    /// around, an animation's target is known. (The code before planned the ring too.)
    @Test(arguments: [TileMotion.zooming, .animating, .panning(.none)])
    func aZoomOrAnAnimationPlansTheVisibleTilesAlone(motion: TileMotion) {
        var cache = Self.cache()
        #expect(cache.plan(Self.viewport(0, 0), motion: motion).load == [Self.tile(0, 0), Self.tile(1, 0)])
        #expect(cache.range.planned == TileGridRect(columns: 0..<2, rows: 0..<1))
    }

    /// (600, 300) … (1100, 600), centre (850, 450), shows columns 2 ..< 5, rows 1 ..< 3. A pan
    /// plans one tile ahead on each axis it moves along, loaded after the visible six: right,
    /// column 5 — (5,1) 558² + 66² = 315 720 before (5,2) 558² + 190² = 347 464; down, row 3 —
    /// (3,3) 46² + 434² = 190 472, (2,3) 210² + 434² = 232 456, (4,3) 302² + 434² = 279 560; up
    /// and left, row 0 and column 1 and their corner — (3,0) 105 800, (2,0) 147 784, (4,0)
    /// 194 888, (1,1) 221 512, (1,2) 253 256, (1,0) 320 840.
    @Test(arguments: [
        (TileDirection(dx: 1, dy: 0), TileGridRect(columns: 2..<6, rows: 1..<3), [(5, 1), (5, 2)]),
        (TileDirection(dx: 0, dy: 1), TileGridRect(columns: 2..<5, rows: 1..<4), [(3, 3), (2, 3), (4, 3)]),
        (TileDirection(dx: -1, dy: -1), TileGridRect(columns: 1..<5, rows: 0..<3),
         [(3, 0), (2, 0), (4, 0), (1, 1), (1, 2), (1, 0)]),
    ])
    func aPanPlansOneTileAheadInTheDirectionItMoves(direction: TileDirection, planned: TileGridRect, ahead: [(Int, Int)]) {
        var cache = Self.cache(loads: 12)
        let action = cache.plan(Self.viewport(600, 300), motion: .panning(direction))
        #expect(cache.range == .tiles(level: 0, visible: TileGridRect(columns: 2..<5, rows: 1..<3), planned: planned))
        #expect(Array(action.load.dropFirst(6)) == ahead.map { Self.tile($0.0, $0.1) })
    }

    /// At rest over the top-left the visible tiles load first — six loads could run, two do.
    /// When the second arrives the view settles and the ring loads, nearest (250, 125) first:
    /// (0,1) 122² + 259² = 81 965, (1,1) 134² + 259² = 85 037, (2,0) 390² + 3² = 152 109, (2,1)
    /// 390² + 259² = 219 181. (The code before loaded the ring with the visible tiles.)
    @Test func atRestTheRingLoadsOnceTheVisibleTilesHaveArrived() {
        var cache = Self.cache()
        #expect(cache.plan(Self.viewport(0, 0), motion: .resting).load == [Self.tile(0, 0), Self.tile(1, 0)])
        #expect(cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes).load.isEmpty)
        #expect(!cache.isSettled)
        let last = cache.tileLoaded(Self.tile(1, 0), generation: cache.generation, bytes: Self.tileBytes)
        #expect(last.load == [Self.tile(0, 1), Self.tile(1, 1), Self.tile(2, 0), Self.tile(2, 1)])
        #expect(cache.isSettled && cache.range.planned == TileGridRect(columns: 0..<3, rows: 0..<2))
    }

    /// A visible tile that fails has arrived as far as settling goes: the coarser tile or the
    /// base stands in, and the ring loads.
    @Test func aFailedVisibleTileLetsTheViewSettle() {
        var cache = Self.cache()
        _ = cache.plan(Self.viewport(0, 0), motion: .resting)
        _ = cache.tileLoaded(Self.tile(0, 0), generation: cache.generation, bytes: Self.tileBytes)
        let failed = cache.tileFailed(Self.tile(1, 0), generation: cache.generation)
        #expect(failed.failed == [Self.tile(1, 0)] && failed.load.count == 4 && cache.isSettled)
    }

    /// Two loads at a time: settled at the top-left, the ring's (0,1) and (1,1) are loading. The
    /// moment the view moves away — a zoom over the same tiles — they are cancelled; a pan right
    /// from there keeps what lies ahead of it, column 2, and cancels the rest.
    @Test func theRingIsCancelledTheMomentTheViewMoves() {
        var panning = Self.cache(loads: 2)
        _ = panning.plan(Self.viewport(0, 0), motion: .resting)
        _ = panning.tileLoaded(Self.tile(0, 0), generation: panning.generation, bytes: Self.tileBytes)
        #expect(panning.tileLoaded(Self.tile(1, 0), generation: panning.generation, bytes: Self.tileBytes).load
                == [Self.tile(0, 1), Self.tile(1, 1)])
        let zoom = panning.plan(Self.viewport(0, 0), motion: .zooming)
        #expect(Set(zoom.cancel) == [Self.tile(0, 1), Self.tile(1, 1)] && zoom.load.isEmpty)
        _ = panning.plan(Self.viewport(0, 0), motion: .resting)
        #expect(panning.isSettled && panning.loadingCount == 2)
        let pan = panning.plan(Self.viewport(10, 0), motion: .panning(TileDirection(dx: 1, dy: 0)))
        #expect(Set(pan.cancel) == [Self.tile(0, 1), Self.tile(1, 1)] && pan.load == [Self.tile(2, 0)])
    }

    /// Settled at the top-left with its ring resident, only the visible tiles are shown: the ring
    /// is off screen. Moved one tile right, (2,0) comes on screen at once — it was in memory —
    /// and (0,0) goes. (The code before showed the ring too: a layer for each tile off screen.)
    @Test func tilesFetchedAheadComeOnScreenOnlyWhenTheViewReachesThem() {
        var cache = Self.cache()
        Self.complete(cache.plan(Self.viewport(0, 0), motion: .resting).load, in: &cache)
        #expect(cache.residentTileCount == 6 && cache.shown == [Self.tile(0, 0), Self.tile(1, 0)])
        let moved = cache.plan(Self.viewport(256, 0), motion: .animating)
        #expect(moved.show == [Self.tile(2, 0)] && moved.hide == [Self.tile(0, 0)] && moved.load.isEmpty)
    }

    /// Allowance: two tiles. Animated to the top-left ((0,0) (1,0)), then to (1000, 0) ((3,0)
    /// (4,0) (5,0); the first two leave the screen at that plan's tick), then to (0, 500) … (500,
    /// 750) ((0,1) (1,1) (0,2) (1,2); the three leave at this one's). Resting there, every visible
    /// tile is in: the view settles. Its ring is columns 0 ..< 3, rows 0 ..< 4, which holds (0,0)
    /// and (1,0) again. Beyond the four visible tiles five are resident: the three left behind go
    /// (they matter less than the ring's, and tie in age: by column), the ring's two stay — two
    /// tiles, the allowance, which leaves no room for the ring's other tiles.
    @Test func aSettledViewKeepsTheVisibleTilesAndTheAllowanceTheRingsFirst() {
        var cache = Self.cache(allowance: 2)
        Self.complete(cache.plan(Self.viewport(0, 0), motion: .animating).load, in: &cache)
        Self.complete(cache.plan(Self.viewport(1000, 0), motion: .animating).load, in: &cache)
        Self.complete(cache.plan(Self.viewport(0, 500), motion: .animating).load, in: &cache)
        #expect(cache.residentTileCount == 9)
        let rest = cache.plan(Self.viewport(0, 500), motion: .resting)
        #expect(rest.evict == [Self.tile(3, 0), Self.tile(4, 0), Self.tile(5, 0)] && rest.load.isEmpty)
        #expect(cache.isSettled && cache.residentBytes == (4 + 2) * Self.tileBytes)
        #expect(cache.isResident(Self.tile(0, 0)) && cache.isResident(Self.tile(1, 0)))
    }

    /// Allowance: one tile. Settled at the top-left, the ring loads its nearest tile, (0,1), and
    /// no more.
    @Test func theRingLoadsWithinTheAllowance() {
        var cache = Self.cache(allowance: 1)
        let started = Self.complete(cache.plan(Self.viewport(0, 0), motion: .resting).load, in: &cache)
        #expect(started == [Self.tile(0, 1)] && cache.residentTileCount == 3)
    }

    /// Allowance: two tiles. After the top-left and (1000, 0), going home (0.1 device px per
    /// stored px: level 3, the base's) at rest keeps the two tiles used last: (0,0) and (1,0)
    /// left the screen first and go, then (3,0), lowest column of the three that left together.
    /// (The code before kept every tile until the budget was needed.)
    @Test func homeAtRestKeepsTheBaseAndTheAllowance() {
        var cache = Self.cache(allowance: 2)
        Self.complete(cache.plan(Self.viewport(0, 0), motion: .animating).load, in: &cache)
        Self.complete(cache.plan(Self.viewport(1000, 0), motion: .animating).load, in: &cache)
        let home = TileViewport(visibleRect: CGRect(x: 0, y: 0, width: 2000, height: 1000), devicePixelsPerStoredPixel: 0.1)
        _ = cache.plan(home, motion: .animating)
        #expect(cache.range == .baseOnly && cache.residentTileCount == 5)
        let rest = cache.plan(home, motion: .resting)
        #expect(rest.evict == [Self.tile(0, 0), Self.tile(1, 0), Self.tile(3, 0)])
        #expect(cache.isSettled && cache.totalResidentBytes == Fixture.baseBytes + 2 * Self.tileBytes)
    }
}
