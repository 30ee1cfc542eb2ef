import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random gestures over random pyramids, checked after every step (``TileCacheInvariants``):
/// the visible area is covered (by a resident tile of the plan, the coarser resident tiles over
/// a missing one, or the base); resident bytes stay within the budget; no planned tile is finer
/// than the chosen level; zooming in never chooses a coarser level; the order holds; and stale
/// completions — another generation, a cancelled tile, a tile never asked for — change nothing.
///
/// A session: a random pyramid (1 … 200 000 px a side, tiles of 64 … 512 px, overlap 0 … 2),
/// sometimes with only some levels available (an IIIF server), aspect-fit in a random container
/// in any orientation on a @1x … @3x screen, a random budget and load limit. Steps: zooms in
/// around a point on screen, zooms out, pans, jumps to a random geometry (as an animation's
/// target), load completions (some larger than planned, some failing), stale completions,
/// memory warnings and new images.
@Suite struct TileCachePropertyTests {
    static let sessionCount: UInt64 = 400
    static let stepsPerSession = 60

    @Test func randomGesturesKeepEveryInvariant() {
        var failures = 0
        var totals = Session.Counts()
        for seed in 0..<Self.sessionCount {
            var session = Session(seed: seed)
            let violation = session.run(steps: Self.stepsPerSession)
            totals.add(session.counts)
            guard let violation else { continue }
            failures += 1
            Issue.record("seed \(seed), step \(session.step) (\(session.lastEvent)): \(violation)")
            if failures >= 3 { return }
        }
        // The invariants mean something only if the sessions reach tiles, evictions, fallbacks,
        // failures and cancellations (3 700, 1 100, 97, 270 and 4 800 of them when written).
        #expect(totals.tilePlans > 2_000 && totals.loads > 5_000 && totals.evictions > 500)
        #expect(totals.fallbacksShown > 50 && totals.failures > 100 && totals.cancels > 1_000)
        #expect(totals.zoomIns > 3_000 && totals.staleCompletions > 1_000)
    }
}

/// One random session of a tiled view.
struct Session {
    struct Counts {
        var tilePlans = 0, loads = 0, evictions = 0, fallbacksShown = 0, failures = 0, cancels = 0
        var zoomIns = 0, staleCompletions = 0

        mutating func add(_ other: Counts) {
            tilePlans += other.tilePlans; loads += other.loads; evictions += other.evictions
            fallbacksShown += other.fallbacksShown; failures += other.failures; cancels += other.cancels
            zoomIns += other.zoomIns; staleCompletions += other.staleCompletions
        }
    }

    var random: SeededGenerator
    var cache: TileCacheStateMachine
    var layout: ImageLayout
    var geometry: ViewGeometry
    let container: CGRect
    let displayScale: CGFloat
    /// The viewport the current range was planned for.
    var plannedViewport: TileViewport?
    /// Loads of earlier generations, kept to deliver late.
    var oldLoads: [(TileID, Int)] = []
    var step = 0
    var lastEvent = "start"
    var counts = Counts()

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 23)
        container = CGRect(x: 0, y: 0, width: random.uniform(200...1300).rounded(), height: random.uniform(200...1300).rounded())
        displayScale = random.pick([1, 2, 3])
        let budget = Int(random.logUniform(1_000_000...300_000_000))
        cache = TileCacheStateMachine(configuration: TileCacheConfiguration(
            byteBudget: budget, maximumConcurrentLoads: Int(random.next() % 6) + 1,
            maximumTileCount: random.chance(0.2) ? 16 : 1024))
        layout = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: .zero)
        geometry = ViewGeometry(frame: container)
        newImage()
    }

    /// A random pyramid, laid out aspect-fit in the container at rest.
    mutating func newImage() {
        let sides: ClosedRange<CGFloat> = random.chance(0.1) ? 1...200_000 : 2_000...200_000
        let stored = CGSize(width: random.logUniform(sides).rounded(), height: random.logUniform(sides).rounded())
        let pyramid = TilePyramid(storedPixelSize: stored, tileSize: random.pick([64, 128, 254, 256, 512]),
                                  overlap: random.pick([0, 1, 2]))
        let orientation = random.pick(ImageOrientation.allCases)
        layout = ImageLayout(imageSize: orientation.orientedSize(forStoredSize: stored), orientation: orientation,
                             contentMode: .scaleAspectFit, bounds: CGRect(origin: .zero, size: container.size))
        geometry = ViewGeometry(frame: container)
        let rest = viewport()
        let baseLevel = TilePlanner.baseLevel(for: pyramid, devicePixelsPerStoredPixelAtRest: rest.devicePixelsPerStoredPixel)
        let levels: UInt64 = random.chance(0.2) ? random.next() | 1 : .max
        for (tile, state) in cache.tiles {
            if case .loading = state { oldLoads.append((tile, cache.generation)) }
        }
        _ = cache.newImage(pyramid, baseLevel: baseLevel, availableLevels: levels)
        plannedViewport = nil
    }

    func viewport() -> TileViewport {
        TileViewport(layout: layout, geometry: geometry, visibleContainerRect: container, displayScale: displayScale)
    }

    /// Zooms the view by `factor` around a container point: the point keeps its image point.
    mutating func zoom(by factor: CGFloat, around point: CGPoint) {
        let scale = geometry.transform.a * factor
        guard scale >= 0.25, scale <= 20_000 else { return }
        geometry.transform = CGAffineTransform(scaleX: scale, y: scale)
        geometry.center = CGPoint(x: point.x + (geometry.center.x - point.x) * factor,
                                  y: point.y + (geometry.center.y - point.y) * factor)
    }

    /// A point of the container over the drawn image (the container's centre when none is).
    mutating func pointOnScreen() -> CGPoint {
        let drawn = layout.imageFrame.applying(geometry.viewToSuperviewTransform).intersection(container)
        guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { return CGPoint(x: container.midX, y: container.midY) }
        return CGPoint(x: random.uniform(drawn.minX...drawn.maxX), y: random.uniform(drawn.minY...drawn.maxY))
    }

    mutating func plan() {
        let previous = cache.range
        let viewport = viewport()
        let action = cache.plan(viewport)
        if cache.range != previous { plannedViewport = viewport }
        if cache.range.level != nil { counts.tilePlans += 1 }
        count(action)
    }

    mutating func count(_ action: TileCacheAction) {
        counts.loads += action.load.count
        counts.evictions += action.evict.count
        counts.failures += action.failed.count
        counts.cancels += action.cancel.count
        if let level = cache.range.level { counts.fallbacksShown += action.show.filter { $0.level > level }.count }
    }

    /// Runs the steps; the first violation, or `nil`.
    mutating func run(steps: Int) -> String? {
        for index in 0..<steps {
            step = index
            if let violation = runStep() { return violation }
            if let violation = TileCacheInvariants.violation(cache, plannedFor: plannedViewport) { return violation }
        }
        return nil
    }

    mutating func runStep() -> String? {
        let loading = cache.tiles.compactMap { tile, state -> TileID? in
            if case .loading = state { return tile }
            return nil
        }.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        let roll = random.unit()
        switch roll {
        case ..<0.25:
            lastEvent = "zoom in"
            let before = cache.range
            zoom(by: random.uniform(1.05...2.5), around: pointOnScreen())
            plan()
            counts.zoomIns += 1
            // Zooming in never chooses a coarser level (the base counts as coarsest), as long as
            // something is still visible.
            if viewport().isUsable, let before = before.level, (cache.range.level ?? .max) > before {
                return "zooming in went from level \(before) to \(String(describing: cache.range.level))"
            }
        case ..<0.32:
            lastEvent = "zoom out"
            zoom(by: 1 / random.uniform(1.05...3), around: CGPoint(x: container.midX, y: container.midY))
            plan()
        case ..<0.4:
            lastEvent = "pan"
            geometry.center.x += container.width * random.uniform(-0.4...0.4)
            geometry.center.y += container.height * random.uniform(-0.4...0.4)
            plan()
        case ..<0.44:
            lastEvent = "animation target"
            let scale = random.logUniform(1...4096)
            geometry.transform = CGAffineTransform(scaleX: scale, y: scale)
            geometry.center = CGPoint(x: container.midX + container.width * scale * random.uniform(-0.5...0.5),
                                      y: container.midY + container.height * scale * random.uniform(-0.5...0.5))
            plan()
        case ..<0.85:
            guard !loading.isEmpty else { return nil }
            let tile = random.pick(loading)
            let planned = cache.pyramid!.byteCount(of: tile)
            if random.chance(0.1) {
                lastEvent = "failure \(tile)"
                count(cache.tileFailed(tile, generation: cache.generation))
            } else {
                lastEvent = "loaded \(tile)"
                count(cache.tileLoaded(tile, generation: cache.generation,
                                       bytes: random.chance(0.05) ? planned * 3 / 2 : planned))
            }
        case ..<0.95:
            lastEvent = "stale completion"
            return staleCompletion()
        case ..<0.98:
            lastEvent = "memory warning"
            count(cache.memoryWarning())
        default:
            lastEvent = "new image"
            newImage()
        }
        return nil
    }

    /// A completion the cache must ignore: an earlier generation's, or one for a tile that is
    /// not loading. The whole machine must be unchanged.
    mutating func staleCompletion() -> String? {
        let before = cache
        let tile: TileID
        let generation: Int
        if !oldLoads.isEmpty, random.chance(0.5) {
            (tile, generation) = random.pick(oldLoads)
        } else {
            let level = Int(random.next() % UInt64(max(1, cache.pyramid?.levelCount ?? 1)))
            tile = TileID(level: level, column: Int(random.next() % 8), row: Int(random.next() % 8))
            if cache.isLoading(tile) { return nil }
            generation = cache.generation
        }
        let action = random.chance(0.5) ? cache.tileLoaded(tile, generation: generation, bytes: 1024)
            : cache.tileFailed(tile, generation: generation)
        counts.staleCompletions += 1
        guard action.isEmpty, cache == before else { return "a stale completion of \(tile) (generation \(generation)) changed the cache" }
        return nil
    }
}
