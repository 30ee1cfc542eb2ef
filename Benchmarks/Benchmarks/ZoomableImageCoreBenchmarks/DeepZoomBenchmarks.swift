import Benchmark
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// Deep zoom's planning costs, on the scene: a 20 000 × 20 000 px image aspect-fit in a
/// 393 × 852 pt container on a @3x screen (1179 × 2556 device pixels), zoomed 8× (level 1:
/// about 6 × 12 visible tiles of 256 px, 112 with a ring around them).
///
/// - "Tile range check": what every geometry write costs — the viewport from the layout and the
///   geometry, the tile range with a pan's column ahead, and the comparison with the last. Goal:
///   under 100 ns, no allocation.
/// - "Tile plan": re-planning after the range changed — level, ranges, and the ordered list of
///   visible and margin tiles (a ring, the largest margin). Goal: under 10 µs, no allocation once
///   the plan's storage has grown.
/// - "Tile cache plan": the whole event the view sends while a finger pans,
///   `TileCacheStateMachine.plan(_:motion:)`, with every tile of the lap resident: re-planning,
///   stamping, cancelling, what to show and hide. Goal: under 10 µs, no allocation in steady
///   state.
///
/// `Scripts/bench` holds the two plans to 10 µs per call (its `limit_ns` table) and the range
/// check to the usual 100 ns.
func registerDeepZoomBenchmarks() {
    let mask = PhotoScene.tableMask
    let scene = DeepZoomScene()

    // MARK: Did the tile range change (per geometry write)

    let panning = scene.panningGeometries
    let planner = scene.planner
    let ahead = TileMargin.ahead(TileDirection(dx: 1, dy: 0))
    let shownRange = planner.range(for: scene.viewport(panning[0]), margin: ahead)
    Benchmark("Tile range check", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            let viewport = scene.viewport(panning[index & mask])
            blackHole(planner.range(for: viewport, margin: ahead) != shownRange)
        }
    }
    Benchmark("Tile range check baseline", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(panning[index & mask])
        }
        blackHole(shownRange)
    }

    // MARK: The full plan (after the range changed)

    let viewports = scene.lapViewports
    var plan = TilePlan()
    Benchmark("Tile plan", configuration: perCallConfiguration()) { benchmark in
        // Grow the plan's storage to the lap's largest plan before measuring.
        for viewport in viewports {
            plan.update(range: planner.range(for: viewport, margin: .ring), viewport: viewport, pyramid: scene.pyramid)
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let viewport = viewports[index & mask]
            plan.update(range: planner.range(for: viewport, margin: .ring), viewport: viewport, pyramid: scene.pyramid)
            blackHole(plan.count)
        }
    }
    Benchmark("Tile plan baseline", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(viewports[index & mask])
        }
        blackHole(plan.count)
    }

    var cache = scene.warmCache()
    Benchmark("Tile cache plan", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(cache.plan(viewports[index & mask], motion: DeepZoomScene.panning).show.count)
        }
    }
    Benchmark("Tile cache plan baseline", configuration: perCallConfiguration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(viewports[index & mask])
        }
        blackHole(cache.range)
    }
}

/// The 20 000 × 20 000 px image on an iPhone 15 Pro's screen.
struct DeepZoomScene {
    let pyramid = TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 20_000), tileSize: 256, overlap: 1)
    let container = CGRect(x: 0, y: 0, width: 393, height: 852)
    let layout: ImageLayout
    let planner: TilePlanner

    init() {
        layout = ImageLayout(imageSize: pyramid.storedPixelSize, contentMode: .scaleAspectFit, bounds: container)
        let rest = TileViewport(layout: layout, geometry: ViewGeometry(frame: container), visibleContainerRect: container,
                                displayScale: 3)
        let baseLevel = TilePlanner.baseLevel(for: pyramid, devicePixelsPerStoredPixelAtRest: rest.devicePixelsPerStoredPixel)
        planner = TilePlanner(pyramid: pyramid, baseLevel: baseLevel,
                              tileByteBudget: TileCacheConfiguration.defaultByteBudget - pyramid.byteCount(ofLevel: baseLevel))
    }

    /// A pan to the right: the lap plans the visible tiles and the column ahead.
    static let panning = TileMotion.panning(TileDirection(dx: 1, dy: 0))

    func viewport(_ geometry: ViewGeometry) -> TileViewport {
        TileViewport(layout: layout, geometry: geometry, visibleContainerRect: container, displayScale: 3)
    }

    /// Zoomed 8×, its centre `offset` points from the container's centre.
    func geometry(offset: CGPoint) -> ViewGeometry {
        ViewGeometry(bounds: container, center: CGPoint(x: container.midX + offset.x, y: container.midY + offset.y),
                     transform: CGAffineTransform(scaleX: 8, y: 8))
    }

    /// A pan in progress: 16 writes circling 3 pt, within the same tiles (the common write).
    var panningGeometries: [ViewGeometry] {
        (0..<PhotoScene.tableSize).map { geometry(offset: PhotoScene.pointOnCircle($0, radius: 3, around: .zero)) }
    }

    /// 16 viewports circling 90 pt (about 600 stored px): every step changes the tile range.
    var lapViewports: [TileViewport] {
        (0..<PhotoScene.tableSize).map { viewport(geometry(offset: PhotoScene.pointOnCircle($0, radius: 90, around: .zero))) }
    }

    /// A cache that has planned the lap and loaded every tile it asked for, twice round: every
    /// tile of the lap resident, every buffer grown.
    func warmCache() -> TileCacheStateMachine {
        var cache = TileCacheStateMachine()
        _ = cache.newImage(pyramid, baseLevel: planner.baseLevel)
        for _ in 0..<2 {
            for viewport in lapViewports {
                var pending = cache.plan(viewport, motion: Self.panning).load
                while !pending.isEmpty {
                    let tile = pending.removeFirst()
                    pending += cache.tileLoaded(tile, generation: cache.generation, bytes: pyramid.byteCount(of: tile)).load
                }
            }
        }
        return cache
    }
}
