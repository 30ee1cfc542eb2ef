import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What the whole view tells its tiles about itself — pinching, panning and where to, animating,
/// at rest — and what that prefetches; where tiles and their canvas go through a rotation; and
/// the tile generation a replay resumes at.
///
/// The scene of ``ZoomInteractionTileTests``: a 4000 × 2000 px image (256 px tiles, no overlap)
/// aspect fit in a 300 × 500 pt container on a @2x screen, k = 0.075 pt per px, drawn 300 × 150
/// at (0, 175); base copy level 2. Zoomed 2× about the centre it shows stored x 1000 … 3000 and
/// every row: level 1 (0.3 device px per stored px), visible columns 1 ..< 6, rows 0 ..< 4 of
/// level 1's 8 × 4 tiles. One container point is 1 / (0.075 · 2) = 6.67 stored px.
@MainActor
@Suite struct ZoomInteractionTileMotionTests {
    static func tile(_ level: Int, _ column: Int, _ row: Int) -> TileID {
        TileID(level: level, column: column, row: row)
    }

    static let visible = TileGridRect(columns: 1..<6, rows: 0..<4)

    /// Zoomed 2× at once (at rest), its log cleared.
    func zoomedView() -> SimulatedView {
        let view = ZoomInteractionTileTests().tiledView()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        return view
    }

    /// Ends every load asked for, in the order asked, each with its tile's bytes; `stop` says
    /// when to stop (before the load it is given ends).
    func completeLoads(_ view: SimulatedView, until stop: (TileID) -> Bool = { _ in false }) {
        var done = 0
        while done < view.tileActions.flatMap(\.load).count {
            let tile = view.tileActions.flatMap(\.load)[done]
            if stop(tile) { return }
            done += 1
            view.send(.tileLoadEnded(tile, generation: view.interaction.tiles.generation,
                                     bytes: ZoomInteractionTileTests.pyramid.byteCount(of: tile)))
        }
    }

    /// A finger dragging left at 300 pt/s (and down at 40) moves what is shown right: 300 · 6.67
    /// = 2000 stored px/s across, 267 down — under half, so only across. The column ahead,
    /// level 1's column 6, is planned; nothing behind, above or below. (Moved 3 pt, 20 stored px,
    /// the visible tiles are the same: x 1020 … 3020 is columns 1 ..< 6.)
    @Test func aPanPrefetchesTheColumnItMovesTowards() {
        let view = zoomedView()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.pan(.began, translation: .zero, velocity: .zero))
        view.send(.pan(.changed, translation: CGPoint(x: -3, y: 0.5), velocity: CGPoint(x: -300, y: 40)))
        #expect(view.interaction.tileMotion == .panning(TileDirection(dx: 1, dy: 0)))
        #expect(view.interaction.tiles.range == .tiles(level: 1, visible: Self.visible,
                                                       planned: TileGridRect(columns: 1..<7, rows: 0..<4)))
    }

    /// Let go at the same velocity, the image glides 300 · 0.499 = 150 pt left, clamped where its
    /// right edge meets the container's (centre x 0): stored x 2000 … 4000, columns 3 ..< 8. A
    /// glide heads to a known target: its visible tiles alone are planned.
    @Test func aFlingPlansWhereItEndsAndNothingMore() {
        let view = zoomedView()
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.pan(.began, translation: .zero, velocity: .zero))
        view.send(.pan(.changed, translation: CGPoint(x: -3, y: 0.5), velocity: CGPoint(x: -300, y: 40)))
        view.send(.pan(.ended, translation: .zero, velocity: CGPoint(x: -300, y: 40)))
        view.send(.touchesEnded(count: 1))
        #expect(view.interaction.isAnimating && view.interaction.tileMotion == .animating)
        let target = TileGridRect(columns: 3..<8, rows: 0..<4)
        #expect(view.interaction.tiles.range == .tiles(level: 1, visible: target, planned: target))
    }

    /// At rest the 20 visible tiles load first; only when the last has arrived does the ring
    /// (columns 0 and 6) load, nearest the centre (2000, 1000) first: (6,1) 1328² + 232², (6,2)
    /// 1328² + 280², (6,0) 1328² + 744², (6,3) 1328² + 792², then column 0. A pinch (the view
    /// moves away) cancels what of it is loading.
    @Test func atRestTheRingLoadsOnlyOnceTheVisibleTilesAreIn() {
        let view = zoomedView()
        #expect(view.interaction.tileMotion == .resting)
        completeLoads(view) { !Self.visible.contains(column: $0.column, row: $0.row) }
        let loads = view.tileActions.flatMap(\.load)
        #expect(loads.count == 24 && loads.prefix(20).allSatisfy { Self.visible.contains(column: $0.column, row: $0.row) })
        #expect(Array(loads.suffix(4)) == [Self.tile(1, 6, 1), Self.tile(1, 6, 2), Self.tile(1, 6, 0), Self.tile(1, 6, 3)])
        #expect(view.interaction.tiles.isSettled)
        view.log.removeAll()
        view.send(.pinch(.began, scale: 1, centroid: CGPoint(x: 150, y: 250), touchCount: 2))
        #expect(Set(view.tileActions.flatMap(\.cancel)) == [Self.tile(1, 6, 1), Self.tile(1, 6, 2), Self.tile(1, 6, 0),
                                                            Self.tile(1, 6, 3)])
    }

    /// A rotation (the view and its container become 500 × 300) lays the image out anew: k =
    /// min(500 / 4000, 300 / 2000) = 0.125, drawn 500 × 250 at (0, 25). The canvas moves from
    /// centre (150, 250) at scale 0.075 to centre (250, 150) at scale 0.125; no tile moves in it
    /// (the code before placed each tile in view points, so every tile moved, and the view wrote
    /// those places without animation inside the rotation's).
    @Test func aRotationMovesTheCanvasAndNoTile() {
        let view = zoomedView()
        let tile = Self.tile(1, 3, 1)
        let placement = view.interaction.tilePlacement(of: tile)
        #expect(view.interaction.imageCanvasPlacement.center == CGPoint(x: 150, y: 250))
        #expect(view.interaction.imageCanvasPlacement.transform == CGAffineTransform(scaleX: 0.075, y: 0.075))
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
        view.send(.frame(landscape, container: landscape, fromOwnWrite: false))
        view.send(.container(landscape))
        #expect(view.interaction.tilePlacement(of: tile) == placement)
        let canvas = view.interaction.imageCanvasPlacement
        #expect(canvas.bounds == CGRect(x: 0, y: 0, width: 4000, height: 2000))
        #expect(canvas.center == CGPoint(x: 250, y: 150) && canvas.transform == CGAffineTransform(scaleX: 0.125, y: 0.125))
    }

    /// Once an arrival's fade has ended, the tiles it replaced go — unless shown again meanwhile:
    /// (3,1) of level 1 arrived and is on screen, level 2's (1,0) (the coarser tile that stood in
    /// over it, never shown here) is not.
    @Test func afterAFadeOnlyTheReplacedTilesStillOffScreenGo() {
        let view = zoomedView()
        view.send(.tileLoadEnded(Self.tile(1, 3, 1), generation: view.interaction.tiles.generation, bytes: 262_144))
        #expect(view.interaction.tiles.shown == [Self.tile(1, 3, 1)])
        #expect(view.interaction.tilesOffScreen(among: [Self.tile(1, 3, 1), Self.tile(2, 1, 0)]) == [Self.tile(2, 1, 0)])
    }

    /// A trace begun mid-session over a tiled image resumes its tiles at the generation they had:
    /// three images in (generation 3), zoomed with (1,3,1) loading, a load's end of generation 3
    /// makes it resident in the replay; at any other generation it would be stale and dropped.
    @Test func aReplayResumesAtTheTileGenerationItStartedAt() {
        let view = ZoomInteractionTileTests().tiledView()
        view.send(.image(ZoomInteractionTileTests.base, identity: 2))
        view.send(.image(ZoomInteractionTileTests.base, identity: 3))
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        #expect(view.interaction.tiles.generation == 3 && view.interaction.tiles.isLoading(Self.tile(1, 3, 1)))
        let trace = GestureTrace(start: TraceStart(view.interaction), inputs: [
            TimedZoomInput(time: 0, input: .tileLoadEnded(Self.tile(1, 3, 1), generation: 3, bytes: 262_144)),
        ])
        let replayed = trace.replayedInteraction().tiles
        #expect(replayed.generation == 3 && replayed.isResident(Self.tile(1, 3, 1)))
    }
}
