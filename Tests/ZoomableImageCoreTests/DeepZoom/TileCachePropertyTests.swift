import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random gestures over random pyramids, checked after every step (``TileCacheInvariants``):
/// the visible area is covered (by a resident visible tile, the coarser resident tiles over a
/// missing one, or the base); resident bytes stay within the budget (and, once settled, within
/// what the view keeps and the resting allowance); nothing is planned beyond the visible tiles
/// but what the motion asks for; no planned tile is finer than the chosen level; zooming in never
/// chooses a coarser level; the order holds; each event's action holds only what that event can
/// ask; the view's layers — every action performed in its order — are exactly the tiles shown;
/// and stale completions — another generation, a cancelled tile, a tile never asked for — change
/// nothing.
///
/// A session: a random pyramid (1 … 200 000 px a side, tiles of 64 … 512 px, overlap 0 … 2),
/// sometimes with only some levels available (an IIIF server), aspect-fit in a random container
/// in any orientation on a @1x … @3x screen, a random budget and load limit. Steps: zooms in
/// around a point on screen (a pinch or an animation), zooms out, pans (towards where they move),
/// jumps to a random geometry (an animation's target), rests, load completions (some larger than
/// planned, some failing), stale completions, memory warnings and new images.
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
        // failures, cancellations, settling and rings (4 000, 750, 100, 240, 4 500, 850 and 280
        // of them when written).
        #expect(totals.tilePlans > 3_000 && totals.loads > 6_000 && totals.evictions > 500)
        #expect(totals.fallbacksShown > 60 && totals.failures > 150 && totals.cancels > 3_000)
        #expect(totals.zoomIns > 4_000 && totals.staleCompletions > 1_500)
        #expect(totals.settles > 500 && totals.ringLoads > 150 && totals.shownNotResident == 0)
    }

    /// Budgets that hold the base and only half a tile to a dozen tiles, over 400 sessions of 60
    /// steps (24 000 events): a visible tile's load must often evict the coarser tile shown over
    /// its cell in the same update. Every tile an action shows is resident after it, so the
    /// view's layers and the cache's shown set agree after every step (issue 32, item 8).
    @Test func tightBudgetsShowOnlyResidentTiles() {
        var failures = 0
        var totals = Session.Counts()
        for seed in 0..<400 as Range<UInt64> {
            var session = Session(seed: seed, tightBudget: true)
            let violation = session.run(steps: Self.stepsPerSession)
            totals.add(session.counts)
            guard let violation else { continue }
            failures += 1
            Issue.record("seed \(seed), step \(session.step) (\(session.lastEvent)): \(violation)")
            if failures >= 3 { return }
        }
        // 1 800 plans, 330 evictions, 31 fallbacks shown, 940 settles and 130 ring loads when
        // written; the code before this test showed an evicted tile 5 times in these sessions.
        #expect(totals.tilePlans > 1_200 && totals.evictions > 200 && totals.fallbacksShown > 20)
        #expect(totals.settles > 500 && totals.ringLoads > 80 && totals.shownNotResident == 0)
    }
}

/// One random session of a tiled view.
struct Session {
    struct Counts {
        var tilePlans = 0, loads = 0, evictions = 0, fallbacksShown = 0, failures = 0, cancels = 0
        var zoomIns = 0, staleCompletions = 0, shownNotResident = 0, settles = 0, ringLoads = 0

        mutating func add(_ other: Counts) {
            tilePlans += other.tilePlans; loads += other.loads; evictions += other.evictions
            fallbacksShown += other.fallbacksShown; failures += other.failures; cancels += other.cancels
            zoomIns += other.zoomIns; staleCompletions += other.staleCompletions
            shownNotResident += other.shownNotResident; settles += other.settles; ringLoads += other.ringLoads
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
    /// The tile layers a view holds, performing every action in its documented order.
    var layers: Set<TileID> = []
    /// What the view did at its last plan.
    var motion = TileMotion.animating
    /// Whether the last plan did anything (a plan that changes nothing leaves the machine's
    /// lists as the event before filled them).
    var lastPlanActed = false
    var step = 0
    var lastEvent = "start"
    var counts = Counts()

    init(seed: UInt64, tightBudget: Bool = false) {
        random = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 23)
        container = CGRect(x: 0, y: 0, width: random.uniform(200...1300).rounded(), height: random.uniform(200...1300).rounded())
        displayScale = random.pick([1, 2, 3])
        let budget = Int(random.logUniform(1_000_000...300_000_000))
        cache = TileCacheStateMachine(configuration: TileCacheConfiguration(
            byteBudget: budget, maximumConcurrentLoads: Int(random.next() % 6) + 1,
            maximumTileCount: random.chance(0.2) ? 16 : 1024))
        layout = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: .zero)
        geometry = ViewGeometry(frame: container)
        newImage(sides: tightBudget ? 300...6_000 : nil)
        guard tightBudget, let image = cache.image else { return }
        // The base and 0.5 … 12 of the largest tile: a fine tile must evict a coarser one.
        let pyramid = image.planner.pyramid, side = pyramid.maximumTilePixelSide
        cache = TileCacheStateMachine(configuration: TileCacheConfiguration(
            byteBudget: image.baseByteCount + Int(random.logUniform(0.5...12) * CGFloat(side * side * 4)),
            maximumConcurrentLoads: Int(random.next() % 6) + 1))
        layers = []
        perform(TileCacheAction(cache.newImage(pyramid, baseLevel: image.planner.baseLevel,
                                               availableLevels: image.planner.availableLevels)))
    }

    /// A random pyramid, laid out aspect-fit in the container at rest.
    mutating func newImage(sides: ClosedRange<CGFloat>? = nil) {
        let sides: ClosedRange<CGFloat> = sides ?? (random.chance(0.1) ? 1...200_000 : 2_000...200_000)
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
        perform(TileCacheAction(cache.newImage(pyramid, baseLevel: baseLevel, availableLevels: levels)))
        plannedViewport = nil
        motion = .animating
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

    mutating func plan(_ motion: TileMotion) {
        let previous = cache.range
        let viewport = viewport()
        self.motion = motion
        let action = cache.plan(viewport, motion: motion)
        lastPlanActed = !action.isEmpty
        if cache.range != previous { plannedViewport = viewport }
        if cache.range.level != nil { counts.tilePlans += 1 }
        count(TileCacheAction(action))
    }

    /// Performs an action on ``layers`` as the view does: evicted and hidden tiles' layers go at
    /// once, the replaced ones once the fades end (before any later action here), shown and
    /// arriving tiles get one.
    mutating func perform(_ action: TileCacheAction) {
        counts.shownNotResident += (action.show + action.fadeIn).filter { !cache.isResident($0) }.count
        layers.subtract(action.evict)
        layers.subtract(action.hide)
        layers.formUnion(action.show)
        layers.formUnion(action.fadeIn)
        layers.subtract(action.hideAfterFade)
    }

    mutating func count(_ action: TileCacheAction) {
        perform(action)
        if cache.isSettled { counts.ringLoads += action.load.count }
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
            // Ordered around the viewport the machine last planned for (one this session gave it).
            let ordered = plannedViewport.map { _ in cache.plannedViewport }
            if let violation = TileCacheInvariants.violation(cache, plannedFor: ordered, motion: motion) {
                return violation
            }
            if layers != cache.shown {
                return "the view holds layers for \(layers.subtracting(cache.shown).sorted { $0.description < $1.description }), "
                    + "the cache shows \(cache.shown.subtracting(layers).sorted { $0.description < $1.description }) without"
            }
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
        case ..<0.22:
            lastEvent = "zoom in"
            let before = cache.range
            zoom(by: random.uniform(1.05...2.5), around: pointOnScreen())
            plan(random.chance(0.5) ? .zooming : .animating)
            counts.zoomIns += 1
            // Zooming in never chooses a coarser level (the base counts as coarsest), as long as
            // something is still visible.
            if viewport().isUsable, let before = before.level, (cache.range.level ?? .max) > before {
                return "zooming in went from level \(before) to \(String(describing: cache.range.level))"
            }
        case ..<0.28:
            lastEvent = "zoom out"
            zoom(by: 1 / random.uniform(1.05...3), around: CGPoint(x: container.midX, y: container.midY))
            plan(.zooming)
        case ..<0.36:
            lastEvent = "pan"
            let delta = CGPoint(x: container.width * random.uniform(-0.4...0.4), y: container.height * random.uniform(-0.4...0.4))
            geometry.center.x += delta.x
            geometry.center.y += delta.y
            // Moved in a tenth of a second.
            plan(.panning(TileDirection(containerVelocity: CGPoint(x: delta.x * 10, y: delta.y * 10), layout: layout,
                                        geometry: geometry)))
        case ..<0.40:
            lastEvent = "animation target"
            let scale = random.logUniform(1...4096)
            geometry.transform = CGAffineTransform(scaleX: scale, y: scale)
            geometry.center = CGPoint(x: container.midX + container.width * scale * random.uniform(-0.5...0.5),
                                      y: container.midY + container.height * scale * random.uniform(-0.5...0.5))
            plan(.animating)
        case ..<0.48:
            lastEvent = "rest"
            let wasSettled = cache.isSettled
            plan(.resting)
            if cache.isSettled && !wasSettled { counts.settles += 1 }
            return shapeViolation(of: "plan")
        case ..<0.85:
            guard !loading.isEmpty else { return nil }
            let tile = random.pick(loading)
            let planned = cache.pyramid!.byteCount(of: tile)
            let wasSettled = cache.isSettled
            if random.chance(0.1) {
                lastEvent = "failure \(tile)"
                count(TileCacheAction(cache.tileFailed(tile, generation: cache.generation)))
                if let violation = shapeViolation(of: "failure") { return violation }
            } else {
                lastEvent = "loaded \(tile)"
                count(TileCacheAction(cache.tileLoaded(tile, generation: cache.generation,
                                                       bytes: random.chance(0.05) ? planned * 3 / 2 : planned)))
                if let violation = shapeViolation(of: "arrival") { return violation }
            }
            if cache.isSettled && !wasSettled { counts.settles += 1 }
            return nil
        case ..<0.95:
            lastEvent = "stale completion"
            return staleCompletion()
        case ..<0.98:
            lastEvent = "memory warning"
            count(TileCacheAction(cache.memoryWarning()))
            return shapeViolation(of: "memory warning")
        default:
            lastEvent = "new image"
            newImage()
        }
        return lastEvent == "new image" ? nil : shapeViolation(of: "plan")
    }

    /// What the event just handled put in the machine's lists beyond what its action type
    /// carries (its returned action shows only those): `nil` when nothing.
    func shapeViolation(of event: String) -> String? {
        let work = cache.work
        let extra: [TileID]
        switch event {
        case "plan": extra = lastPlanActed ? work.fadeIn + work.hideAfterFade + work.failed : []
        case "arrival": extra = work.show + work.hide + (work.fadeIn.count > 1 ? work.fadeIn : [])
        case "failure": extra = work.show + work.hide + work.fadeIn + work.hideAfterFade
        default: extra = work.show + work.hide + work.fadeIn + work.hideAfterFade + work.failed
        }
        return extra.isEmpty ? nil : "the \(event)'s action held \(extra), which its type cannot carry"
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
        let changedNothing = random.chance(0.5) ? cache.tileLoaded(tile, generation: generation, bytes: 1024).isEmpty
            : cache.tileFailed(tile, generation: generation).isEmpty
        counts.staleCompletions += 1
        guard changedNothing, cache == before else { return "a stale completion of \(tile) (generation \(generation)) changed the cache" }
        return nil
    }
}
