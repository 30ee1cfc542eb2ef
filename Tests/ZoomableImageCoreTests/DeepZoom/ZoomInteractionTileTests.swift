import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A tiled image shown by the whole view: the interaction keeps the tile machine, plans on every
/// input, and hands the view one action per input; loads come back as inputs.
///
/// The scene: a 4000 × 2000 px image (256 px tiles, no overlap) aspect fit in a 300 × 500 pt
/// container on a @2x screen. At rest it is drawn 300 × 150 pt at (0, 175): 300 / 4000 · 2 =
/// 0.15 device pixels per stored pixel, level 2 (2^−2 = 0.25 ≥ 0.15 > 0.125), so the base copy
/// is level 2, 1000 × 500 px (2 000 000 bytes).
@MainActor
@Suite struct ZoomInteractionTileTests {
    static let container = CGRect(x: 0, y: 0, width: 300, height: 500)
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 4000, height: 2000), tileSize: 256)
    static let original = OriginalImage(pixelSize: CGSize(width: 4000, height: 2000), orientation: .up)
    static let base = ImageDescription(size: CGSize(width: 1000, height: 500), scale: 1, orientation: .up,
                                       original: original, tiling: ImageTiling(pyramid: pyramid, baseLevel: 2))

    static func tile(_ level: Int, _ column: Int, _ row: Int) -> TileID {
        TileID(level: level, column: column, row: row)
    }

    /// Initialized in its container, in a window, showing the tiled image at rest; its log
    /// cleared, unless asked to keep it.
    func tiledView(keepingLog: Bool = false) -> SimulatedView {
        let view = SimulatedView()
        view.send(.initialize(center: CGPoint(x: 150, y: 250), bounds: Self.container))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(Self.container))
        view.send(.display(DisplayEnvironment(displayScale: 2, windowSize: Self.container.size)))
        view.send(.image(Self.base, identity: 1))
        if !keepingLog { view.log.removeAll() }
        return view
    }

    /// Zoomed 2× about the container's centre, at once (so at rest): the image is drawn at
    /// (−150, 100, 600 × 300), so the container shows image x 150 … 450 of 600 pt — stored x
    /// 1000 … 3000 — and all of its height. 0.3 device pixels per stored pixel: level 1 (0.5 ≥
    /// 0.3 > 0.25), whose tiles span 512 stored px: visible columns 1 ..< 6 (1000 / 512 …
    /// 3000 / 512, rounded out), rows 0 ..< 4; the ring, once they are in, columns 0 ..< 7.
    func zoomedView() -> SimulatedView {
        let view = tiledView()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        return view
    }

    /// Completes every load asked for, each with its tile's bytes, until none is asked for.
    func completeAllLoads(_ view: SimulatedView) {
        var pending = view.tileActions.flatMap(\.load)
        var done = 0
        while done < pending.count {
            let tile = pending[done]
            done += 1
            let actions = view.tileActions.count
            view.send(.tileLoadEnded(tile, generation: view.interaction.tiles.generation,
                                     bytes: Self.pyramid.byteCount(of: tile)))
            pending += view.tileActions.dropFirst(actions).flatMap(\.load)
        }
    }

    // MARK: - No sharper copies

    /// The base copy of a tiled image is never decoded again, whatever the view needs: at the
    /// maximum zoom it would take a copy 300 · 4 · 2 = 2400 px across, more than its 1000 px, and
    /// turned to landscape 844 · 4 · 2 — tiles bring that. The same copy without tiling asks for
    /// one at once (the rule this is the exception to).
    @Test func aTiledImageNeverAsksForASharperCopy() {
        let view = tiledView(keepingLog: true)
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        view.send(.frame(landscape, container: landscape, fromOwnWrite: false))
        view.send(.container(landscape))
        view.send(.display(DisplayEnvironment(displayScale: 2, windowSize: landscape.size)))
        #expect(view.decodes.isEmpty)

        var untiled = Self.base
        untiled.tiling = nil
        let control = tiledView()
        control.send(.image(untiled, identity: 2))
        #expect(control.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [2400])
    }

    // MARK: - Planning through the interaction

    @Test func atRestTheBaseCopyNeedsNoTiles() {
        let view = tiledView()
        #expect(view.interaction.tiles.range == .baseOnly)
        #expect(view.tileActions.flatMap(\.load).isEmpty)
        // The base copy's bytes count against the budget: 1000 × 500 × 4.
        #expect(view.interaction.tiles.totalResidentBytes == 2_000_000)
    }

    /// The first four loads (the limit), nearest the visible centre (2000, 1000) first. Cell
    /// centres: column 3 at 1792, column 4 at 2304; row 1 at 768, row 2 at 1280. Squared
    /// distances: (3,1) 208² + 232² = 97 088; (3,2) 208² + 280² = 121 664; (4,1) 304² + 232² =
    /// 146 240; (4,2) 304² + 280² = 170 816.
    @Test func zoomingInLoadsTheFinerLevelsVisibleTilesNearestTheCentreFirst() {
        let view = zoomedView()
        #expect(view.interaction.tiles.range == .tiles(level: 1, visible: TileGridRect(columns: 1..<6, rows: 0..<4),
                                                       planned: TileGridRect(columns: 1..<6, rows: 0..<4)))
        #expect(view.tileActions.flatMap(\.load) == [Self.tile(1, 3, 1), Self.tile(1, 3, 2), Self.tile(1, 4, 1), Self.tile(1, 4, 2)])
    }

    /// A pinch plans on every event, not only when it ends: two fingers spreading 2× about the
    /// container's centre show what ``zoomedView()`` shows (zoom 2 about the same point), and
    /// the same level-1 visible tiles — no margin: the level a zoom heads to is not the one to
    /// prefetch around — are planned and asked for while the fingers are still down.
    @Test func aPinchPlansWhileTheFingersAreDown() {
        let view = tiledView()
        let centre = CGPoint(x: 150, y: 250)
        view.send(.pinch(.began, scale: 1, centroid: centre, touchCount: 2))
        view.send(.pinch(.changed, scale: 2, centroid: centre, touchCount: 2))
        #expect(view.interaction.isPinching && view.interaction.tileMotion == .zooming)
        #expect(view.interaction.tiles.range == .tiles(level: 1, visible: TileGridRect(columns: 1..<6, rows: 0..<4),
                                                       planned: TileGridRect(columns: 1..<6, rows: 0..<4)))
        #expect(view.tileActions.flatMap(\.load) == [Self.tile(1, 3, 1), Self.tile(1, 3, 2), Self.tile(1, 4, 1), Self.tile(1, 4, 2)])
    }

    /// A settle animation plans for where it ends: the double tap's target, before a frame of it.
    @Test func anAnimationPlansForItsTarget() {
        let view = tiledView()
        view.send(.setZoomScale(2, animated: true, shown: view.shown))
        #expect(view.interaction.isAnimating)
        #expect(view.interaction.tiles.range.level == 1)
    }

    @Test func aLoadedTileIsShownAndTheNextLoadStarts() {
        let view = zoomedView()
        let generation = view.interaction.tiles.generation
        view.log.removeAll()
        view.send(.tileLoadEnded(Self.tile(1, 3, 1), generation: generation, bytes: 256 * 256 * 4))
        let action = view.tileActions.last
        #expect(action?.fadeIn == [Self.tile(1, 3, 1)] && action?.show == [])
        // The fifth nearest visible tile: (2,1) at dx −720, dy −232: 572 224; (2,2) 720² + 280² =
        // 596 800 (and (3,0) 208² + 744², the same); (5,1) 816² + 232² = 719 680 — (2,1) first.
        #expect(action?.load == [Self.tile(1, 2, 1)])
        #expect(view.interaction.tiles.residentBytes == 262_144)
    }

    /// A tile that failed for good is reported once; the machine does not ask for it again, and
    /// a second end for it (stale) reports nothing.
    @Test func aFailedTileIsReportedOnce() {
        let view = zoomedView()
        let generation = view.interaction.tiles.generation
        view.log.removeAll()
        view.send(.tileLoadEnded(Self.tile(1, 3, 2), generation: generation, bytes: nil))
        view.send(.tileLoadEnded(Self.tile(1, 3, 2), generation: generation, bytes: nil))
        #expect(view.log.filter { $0 == .tileFailed(Self.tile(1, 3, 2)) }.count == 1)
        #expect(view.interaction.tiles.hasFailed(Self.tile(1, 3, 2)))
        #expect(!view.tileActions.flatMap(\.load).contains(Self.tile(1, 3, 2)))
    }

    /// A load's end for another generation (an image shown before) or for a tile not loading
    /// changes nothing: no effects, the same tile state.
    @Test func staleLoadEndsChangeNothing() {
        let view = zoomedView()
        let before = view.interaction.tiles
        view.log.removeAll()
        view.send(.tileLoadEnded(Self.tile(1, 3, 1), generation: before.generation - 1, bytes: 262_144))
        view.send(.tileLoadEnded(Self.tile(1, 0, 0), generation: before.generation, bytes: 262_144))   // margin, not started
        #expect(view.interaction.tiles == before)
        #expect(view.tileActions.isEmpty)
    }

    /// With every visible tile resident and then the ring (28: columns 0 ..< 7, rows 0 ..< 4), a
    /// memory warning evicts the ring — columns 0 and 6, 8 tiles — and keeps the 20 visible.
    @Test func aMemoryWarningKeepsTheBaseAndTheVisibleTiles() {
        let view = zoomedView()
        completeAllLoads(view)
        #expect(view.interaction.tiles.residentTileCount == 28)
        view.log.removeAll()
        view.send(.memoryWarning)
        let margin = Set([0, 6].flatMap { column in (0..<4).map { Self.tile(1, column, $0) } })
        #expect(Set(view.tileActions.flatMap(\.evict)) == margin)
        #expect(view.interaction.tiles.residentTileCount == 20)
    }

    /// An image drawn whole replaces the tiled one: its loads are cancelled, its tiles released,
    /// and nothing more is planned.
    @Test func anImageDrawnWholeDropsTheTiles() {
        let view = zoomedView()
        let generation = view.interaction.tiles.generation
        view.send(.tileLoadEnded(Self.tile(1, 3, 1), generation: generation, bytes: 262_144))
        view.log.removeAll()
        view.send(.image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up), identity: 3))
        let action = view.tileActions.last
        #expect(action?.evict == [Self.tile(1, 3, 1)])
        #expect(Set(action?.cancel ?? []) == [Self.tile(1, 3, 2), Self.tile(1, 4, 1), Self.tile(1, 4, 2), Self.tile(1, 2, 1)])
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        #expect(view.interaction.tiles.range == .baseOnly && view.interaction.tiles.residentTileCount == 0)
    }

    // MARK: - Reading pixels

    /// Stored pixel (1800, 700) at level 1 is level pixel (900, 350): column 900 / 256 = 3,
    /// row 350 / 256 = 1, at (900 − 768, 350 − 256) = (132, 94) in that tile. Level 0 is not
    /// resident there, level 1 is; pixel (100, 100) has no resident tile over it.
    @Test func aPixelIsReadFromTheFinestResidentTile() throws {
        let view = zoomedView()
        view.send(.tileLoadEnded(Self.tile(1, 3, 1), generation: view.interaction.tiles.generation, bytes: 262_144))
        let sample = try #require(view.interaction.pixelSample(forPixel: CGPoint(x: 1800.5, y: 700.5)))
        #expect(view.interaction.residentTilePixel(for: sample)
                == TilePixel(storedPixel: PixelIndex(x: 1800, y: 700), level: 1, pyramid: Self.pyramid))
        #expect(view.interaction.residentTilePixel(for: sample)?.pixel == PixelIndex(x: 132, y: 94))
        let elsewhere = try #require(view.interaction.pixelSample(forPixel: CGPoint(x: 100, y: 100)))
        #expect(view.interaction.residentTilePixel(for: elsewhere) == nil)
    }

    // MARK: - Traces

    /// A session's inputs, tile loads and a memory warning included, replay to the same tiles.
    @Test func aRecordedTiledSessionReplaysToTheSameTiles() {
        let view = tiledView()
        let start = TraceStart(view.interaction)
        view.inputs.removeAll()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        completeAllLoads(view)
        view.send(.memoryWarning)
        view.send(.setZoomScale(4, animated: false, shown: view.shown))
        let trace = GestureTrace(start: start, inputs: view.inputs.enumerated().map {
            TimedZoomInput(time: Double($0.offset) / 60, input: $0.element)
        })
        // Compared by state (a list of tiles to hide, built from a set, may come in another order).
        let replayed = trace.replayedInteraction().tiles, live = view.interaction.tiles
        #expect(replayed.tiles == live.tiles && replayed.shown == live.shown && replayed.range == live.range)
        #expect(replayed.totalResidentBytes == live.totalResidentBytes && replayed.generation == live.generation)
        #expect(live.range.level == 0 && live.residentTileCount == 20)
    }

    /// Replayed steps carry the tile plan zoom-replay prints: at rest the base alone (its
    /// 1000 × 500 × 4 = 2 000 000 bytes, of the default 128 MiB = 134 217 728); zoomed 2×
    /// level 1 with the first four loads running (the limit) and nothing resident yet; then an
    /// image drawn whole, which carries no plan.
    @Test func replayedStepsCarryTheTilePlan() {
        let view = tiledView()
        let start = TraceStart(view.interaction)
        view.inputs.removeAll()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        var untiled = Self.base
        untiled.tiling = nil
        view.send(.image(untiled, identity: 2))
        let trace = GestureTrace(start: start, inputs: view.inputs.enumerated().map {
            TimedZoomInput(time: Double($0.offset) / 60, input: $0.element)
        })
        #expect(trace.replay().map(\.tiles) == [
            DeepZoomReadout(level: nil, residentTileCount: 0, loadingTileCount: 0, residentBytes: 2_000_000,
                            byteBudget: 134_217_728),
            DeepZoomReadout(level: 1, residentTileCount: 0, loadingTileCount: 4, residentBytes: 2_000_000,
                            byteBudget: 134_217_728),
            nil,
        ])
    }

    /// The documented shape of a tile load's end in a trace file.
    @Test func aTileLoadEndIsWrittenByName() throws {
        let input = ZoomInput.tileLoadEnded(Self.tile(1, 3, 2), generation: 4, bytes: 262_144)
        let object = try JSONSerialization.jsonObject(with: GestureTrace.makeJSONEncoder().encode(input)) as? [String: Any]
        let fields = try #require(object?["tileLoadEnded"] as? [String: Any])
        #expect(fields["tile"] as? [String: Int] == ["level": 1, "column": 3, "row": 2])
        #expect(fields["generation"] as? Int == 4 && fields["bytes"] as? Int == 262_144)
        let failed = try GestureTrace.makeJSONEncoder().encode(ZoomInput.tileLoadEnded(Self.tile(0, 0, 0), generation: 1, bytes: nil))
        #expect(try JSONDecoder().decode(ZoomInput.self, from: failed) == .tileLoadEnded(Self.tile(0, 0, 0), generation: 1, bytes: nil))
        #expect(!String(decoding: failed, as: UTF8.self).contains("bytes"))
    }
}
