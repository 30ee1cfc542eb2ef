import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Issue 34's pan session, through the whole view: the peer session's image and screen
/// (``TileCacheSessionTests``), zoomed 32× about container point (20, 422) and left at rest until
/// every load has ended; then one finger pans slowly across four screens — 300 pt/s to the left,
/// 1560 pt in 624 events at 120 Hz — and flings at 1500 pt/s.
///
/// Time is simulated: each load ends 0.15 s after it starts (a tile from a nearby server,
/// decoded), in the order started, at most four at once (the default); the glide lasts its
/// spring's duration. At 32× a tile of level 0 is 254 · 390 · 32 / 20 000 = 158.5 pt wide and
/// the view 6 or 7 tiles tall: a column ahead, asked for when the one before comes on screen,
/// takes two rounds of loads (0.3 s) and comes on screen 0.53 s later at 300 pt/s.
///
/// After every pan event, once the pan has moved one tile's width, and when the glide ends,
/// every cell on screen at the planned level shows a resident tile of that level or a coarser
/// one — never the base copy alone. (Between the glide's ends UIKit animates the view without
/// telling the core: cells it passes over show what is resident, or the base.)
@MainActor
@Suite struct TileCachePanSessionTests {
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 254, overlap: 1)
    static let latency: TimeInterval = 0.15
    static let tileWidth: CGFloat = 254 * 390 * 32 / 20_000

    @Test func aSlowPanAndAFlingShowNoHoleOnceUnderWay() {
        var run = PanSession()
        run.zoomAndRest()
        let before = (run.requests, run.decodedBytes)
        let holes = run.pan(speed: 300, distance: 1560)
        #expect(holes.afterOneTile == 0, "cells without a tile once the pan had moved \(Self.tileWidth) pt")
        #expect(run.fling(speed: 1500) == 0, "cells without a tile when the glide ended")
        run.rest()
        print("""
            pan session: \(run.requests - before.0) requests, \(String(format: "%.1f", Double(run.decodedBytes - before.1) / 1e6)) MB \
            decoded while panning and flinging; \(run.requests) requests, \(String(format: "%.1f", Double(run.decodedBytes) / 1e6)) MB \
            in all (the base's 25 tiles included), peak \(String(format: "%.1f", Double(run.peakResidentBytes) / 1e6)) MB resident; \
            \(holes.duringFirstTile) cells without a tile during the first \(Self.tileWidth) pt
            """)
        let tiles = run.view.interaction.tiles
        let visible = tiles.plan.prefix(tiles.plan.visibleCount).map(PeerPyramid.shared.byteCount(of:)).reduce(0, +)
        #expect(tiles.isSettled && tiles.residentBytes <= visible + TileCacheConfiguration.defaultRestingAllowance)
    }
}

/// The whole view over the peer pyramid, in simulated time.
@MainActor
struct PanSession {
    let view = SimulatedView()
    var time: TimeInterval = 0
    /// Loads in flight and when each ends, first started first.
    var queue: [(tile: TileID, end: TimeInterval)] = []
    var requests = 25
    var decodedBytes = TileCacheSessionTests.baseTileBytes
    var peakResidentBytes = TileCacheSessionTests.baseBytes

    init() {
        let container = TileCachePanSessionTests.container
        view.bounds = CGRect(origin: .zero, size: container.size)
        view.center = CGPoint(x: container.midX, y: container.midY)
        view.send(.initialize(center: view.center, bounds: view.bounds))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(container))
        view.send(.display(DisplayEnvironment(displayScale: 3, windowSize: container.size)))
        var configuration = ZoomConfiguration()
        configuration.maximumZoomScale = 64
        view.send(.configuration(configuration))
        let stored = CGSize(width: 20_000, height: 20_000)
        view.send(.image(ImageDescription(size: CGSize(width: 1250, height: 1250), scale: 1, orientation: .up,
                                          original: OriginalImage(pixelSize: stored, orientation: .up),
                                          tiling: ImageTiling(pyramid: TilePanSessionPyramid.pyramid, baseLevel: 4)),
                         identity: 1))
        absorb()
    }

    /// Takes the loads and cancels the view was asked for since the last time.
    mutating func absorb() {
        for action in view.tileActions {
            queue.removeAll { action.cancel.contains($0.tile) }
            queue += action.load.map { ($0, time + TileCachePanSessionTests.latency) }
            requests += action.load.count
        }
        view.log.removeAll()
        peakResidentBytes = max(peakResidentBytes, view.interaction.tiles.totalResidentBytes)
    }

    /// Ends the loads due by `end`, each at its time, in order.
    mutating func advance(to end: TimeInterval) {
        while let first = queue.first, first.end <= end {
            queue.removeFirst()
            time = first.end
            let bytes = PeerPyramid.shared.byteCount(of: first.tile)
            decodedBytes += bytes
            view.send(.tileLoadEnded(first.tile, generation: view.interaction.tiles.generation, bytes: bytes))
            absorb()
        }
        time = end
    }

    /// Cells on screen (restated: the level rule ⌊log2(1 / d)⌋, cells of 254 · 2^k stored px)
    /// showing neither a tile of that level nor a coarser one below the base.
    func uncoveredCells() -> Int {
        let shown = view.shown
        let viewport = TileViewport(layout: view.interaction.imageLayout,
                                    geometry: ViewGeometry(bounds: view.bounds, center: shown.center, transform: shown.transform),
                                    visibleContainerRect: TileCachePanSessionTests.container, displayScale: 3)
        let level = min(max(Int((-log2(Double(viewport.devicePixelsPerStoredPixel)) + 1e-9).rounded(.down)), 0), 15)
        guard level < 4 else { return 0 }
        let tiles = view.interaction.tiles
        let span = CGFloat(254 << level)
        let rect = viewport.visibleRect
        var uncovered = 0
        for row in Int((rect.minY / span).rounded(.down))..<Int((rect.maxY / span).rounded(.up)) {
            for column in Int((rect.minX / span).rounded(.down))..<Int((rect.maxX / span).rounded(.up)) {
                let covered = (level..<4).contains { coarser in
                    tiles.shown.contains(TileID(level: coarser, column: column >> (coarser - level), row: row >> (coarser - level)))
                }
                uncovered += covered ? 0 : 1
            }
        }
        return uncovered
    }

    /// Zooms to 32× about (20, 422), animated, and waits at rest until every load has ended.
    mutating func zoomAndRest() {
        view.send(.setZoomScale(32, animated: true, shown: view.shown, anchor: CGPoint(x: 20, y: 422)))
        absorb()
        advance(to: time + (view.animation?.spring.duration ?? 0))
        view.completeAnimation()
        absorb()
        rest()
    }

    /// Waits at rest until every load has ended.
    mutating func rest() {
        while let last = queue.last { advance(to: last.end) }
    }

    /// One finger pans left at `speed` pt/s for `distance` pt, at 120 events a second; counts
    /// the cells without a tile after each event, within and after the first tile's width.
    mutating func pan(speed: CGFloat, distance: CGFloat) -> (duringFirstTile: Int, afterOneTile: Int) {
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.pan(.began, translation: .zero, velocity: .zero))
        absorb()
        var moved: CGFloat = 0
        var holes = (duringFirstTile: 0, afterOneTile: 0)
        while moved < distance {
            view.send(.pan(.changed, translation: CGPoint(x: -speed / 120, y: 0), velocity: CGPoint(x: -speed, y: 0)))
            moved += speed / 120
            absorb()
            advance(to: time + 1.0 / 120)
            if moved >= TileCachePanSessionTests.tileWidth {
                holes.afterOneTile += uncoveredCells()
            } else {
                holes.duringFirstTile += uncoveredCells()
            }
        }
        return holes
    }

    /// Lets go at `speed` pt/s to the left; the cells without a tile when the glide ends.
    mutating func fling(speed: CGFloat) -> Int {
        view.send(.pan(.ended, translation: .zero, velocity: CGPoint(x: -speed, y: 0)))
        view.send(.touchesEnded(count: 1))
        absorb()
        advance(to: time + (view.animation?.spring.duration ?? 0))
        view.completeAnimation()
        absorb()
        return uncoveredCells()
    }
}

enum TilePanSessionPyramid {
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 254, overlap: 1)
}
