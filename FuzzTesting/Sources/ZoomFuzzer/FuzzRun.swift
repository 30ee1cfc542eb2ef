import Foundation
import ZoomableImageCore

/// Runs one decoded session: builds the layout and the engine, applies every step and checks the
/// invariants after each, trapping with a description on the first violation.
struct FuzzRun {
    let scenario: FuzzScenario
    /// Print every step and the state after it (for `Scripts/fuzz --reproduce`).
    let verbose: Bool
    var engine: ZoomEngine
    var layout: ImageLayout
    /// Whether the engine's content frame is the layout's image frame (so pixel queries apply).
    var contentFromLayout: Bool

    init(scenario: FuzzScenario, verbose: Bool) {
        self.scenario = scenario
        self.verbose = verbose
        engine = scenario.makeEngine()
        layout = scenario.layout
        contentFromLayout = scenario.contentFrame == nil
    }

    mutating func run() {
        if verbose { printSetup() }
        checkLayout(at: Label(name: "initial layout"), points: [], rects: [])
        checkEngine(at: Label(name: "initial engine"), settling: false)
        if scenario.resetFirst {
            engine.apply(.reset)
            checkEngine(at: Label(name: "initial reset"), settling: true)
        }
        for (index, step) in scenario.steps.enumerated() {
            if verbose { Self.log("step \(index): \(step)") }
            apply(step, label: Label(index: index, step: step))
            if verbose { Self.log("    → center \(engine.geometry.center), scale \(engine.zoomScale)") }
        }
    }

    mutating func apply(_ step: FuzzStep, label: Label) {
        switch step {
        case .event(let event):
            let before = engine
            engine.apply(event)
            if Self.isIgnored(event) {
                // DefinedBehaviour.md: a command with a bad value is ignored, so nothing changes
                // (and a gesture it interrupts goes on unsettled).
                if !Self.isUnchanged(engine, from: before) {
                    report("an ignored command changed the engine: \(before) → \(engine)", at: label)
                }
                checkEngine(at: label, settling: false)
            } else {
                checkEngine(at: label, settling: Self.settles(event))
            }
            if case .pinch(_, let centroid, let touchCount) = event {
                report(EngineChecks.pinchKeepsFocus(before: before, after: engine, centroid: centroid,
                                                    touchCount: touchCount), at: label)
            }
        case .endAnimated(let velocity, let reduceMotion):
            let before = engine.geometry
            engine.apply(.end(velocity: velocity))
            checkEngine(at: label, settling: true)
            if !engine.isEmpty, EngineChecks.isInBand(engine) {
                report(EngineChecks.animation(from: before, to: engine.geometry, velocity: velocity,
                                              reduceMotion: reduceMotion), at: label)
            }
        case .relayout(let container, let resting, let image, let content, let coverage):
            layout = image.layout(in: CGRect(origin: .zero, size: resting.size))
            contentFromLayout = content == nil
            checkLayout(at: label.with("its layout"), points: [], rects: [])
            let coverageRect: CGRect? = switch coverage {
            case .container: nil
            case .rect(let rect): rect
            case .current: engine.coverageRect
            }
            let before = engine
            engine.apply(.layout(containerBounds: container, restingFrame: resting,
                                 contentFrame: content ?? layout.imageFrame, coverageRect: coverageRect))
            let unchanged = before.containerBounds == engine.containerBounds && before.restingFrame == engine.restingFrame
                && before.contentFrame == engine.contentFrame && before.explicitCoverageRect == engine.explicitCoverageRect
            // ARCHITECTURE.md's invariants: the same layout values again (an Auto Layout pass) change nothing at all, not
            // even the pinch baseline; new ones settle. (Descriptions compare NaN configurations.)
            if unchanged, !Self.isUnchanged(engine, from: before) {
                report("an unchanged layout changed the engine: \(before) → \(engine)", at: label)
            }
            checkEngine(at: label, settling: !unchanged)
        case .probe(let point, let rect):
            checkLayout(at: label, points: [point], rects: [rect])
        case .crop(let rect, let aspectRatio):
            report(CropAndPlanChecks.region(CropRegion(viewRect: rect, layout: layout), layout: layout,
                                            name: "CropRegion(viewRect:)"), at: label)
            if layout.isEmpty, CropRegion(viewRect: rect, layout: layout) != nil {
                report("CropRegion(viewRect:) on an empty layout is not nil", at: label)
            }
            report(CropAndPlanChecks.region(CropRegion(pixelRect: rect, layout: layout), layout: layout,
                                            name: "CropRegion(pixelRect:)"), at: label)
            if contentFromLayout {
                report(CropAndPlanChecks.region(engine.cropRegion(in: layout), layout: layout,
                                                name: "ZoomEngine.cropRegion(in:)"), at: label)
            }
            let inView = engine.coverageRectInView
            if EngineChecks.isInBand(engine), [inView.minX, inView.minY, inView.width, inView.height].contains(where: \.isNaN) {
                report("coverageRectInView has NaN: \(inView)", at: label)
            }
            report(CropAndPlanChecks.opening(CropOpening.largestCenteredRect(aspectRatio: aspectRatio, in: rect),
                                             aspectRatio: aspectRatio, in: rect), at: label)
        case .downsample(let inputs):
            report(CropAndPlanChecks.plan(inputs), at: label)
        case .stepZoom(let steps):
            let target = engine.zoomScale(steppedBy: steps)
            guard target.isFinite, target >= engine.minimumZoomScale, target <= engine.maximumZoomScale else {
                return report("zoomScale(steppedBy: \(steps)) = \(target) is outside the limits "
                              + "[\(engine.minimumZoomScale), \(engine.maximumZoomScale)]", at: label)
            }
            let cover = engine.coverageRect
            let event = GestureEvent.setZoomScale(scale: target, anchor: CGPoint(x: cover.midX, y: cover.midY))
            engine.apply(event)
            checkEngine(at: label.with("→ \(event)"), settling: true)
        case .setCoverage(let rect):
            engine.explicitCoverageRect = rect
            checkEngine(at: label, settling: false)
        }
    }

    /// The commands DefinedBehaviour.md says are ignored: a non-finite point, a non-finite or
    /// non-positive scale, a non-finite or null rect.
    static func isIgnored(_ event: GestureEvent) -> Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch event {
        case .doubleTap(let location): return !finite(location)
        case .setZoomScale(let scale, let anchor): return !(scale.isFinite && scale > 0) || !finite(anchor)
        case .zoomToViewRect(let rect): return !LayoutChecks.isFinite(rect) || rect.isNull
        default: return false
        }
    }

    /// The events after which the engine must be settled (they end the gesture: ARCHITECTURE.md,
    /// "Settling").
    static func settles(_ event: GestureEvent) -> Bool {
        switch event {
        case .end, .doubleTap, .setZoomScale, .zoomToViewRect, .reset, .layout: true
        case .begin, .beginFromPresented, .pinch, .rebaseline, .endPinch, .pan, .configure, .coveragePolicy: false
        }
    }

    /// Whether nothing at all changed (`==`, or equal descriptions when a NaN in the
    /// configuration makes `==` false).
    static func isUnchanged(_ engine: ZoomEngine, from before: ZoomEngine) -> Bool {
        engine == before || String(describing: engine) == String(describing: before)
    }

    func checkEngine(at label: Label, settling: Bool) {
        report(EngineChecks.finite(engine), at: label)
        if settling { report(EngineChecks.settled(engine), at: label) }
        report(EngineChecks.queries(engine, layout: contentFromLayout ? layout : nil), at: label)
    }

    func checkLayout(at label: Label, points: [CGPoint], rects: [CGRect]) {
        let problem = LayoutChecks.check(layout, points: LayoutChecks.standardPoints(layout) + points,
                                         rects: LayoutChecks.standardRects(layout) + rects)
        report(problem, at: label)
    }

    /// Traps (a libFuzzer finding) when `problem` is not `nil`, describing where and the state.
    func report(_ problem: String?, at label: Label) {
        guard let problem else { return }
        fatalError("""
            ZoomFuzzer invariant violated at \(label)
              \(problem)
              layout: \(layout.imageSize) @\(layout.imageScale) \(layout.orientation) \(layout.contentMode) \
            in \(layout.bounds) → frame \(layout.imageFrame), pixels \(layout.pixelSize), empty \(layout.isEmpty)
              engine: container \(engine.containerBounds), resting \(engine.restingFrame), \
            content \(engine.contentFrame), coverage \(engine.coverageRect), policy \(engine.coveragePolicy), \
            empty \(engine.isEmpty)
              configuration: \(engine.configuration)
              limits: [\(engine.minimumZoomScale), \(engine.maximumZoomScale)], \
            geometry: center \(engine.geometry.center), transform \(engine.geometry.transform), \
            bounds \(engine.geometry.bounds), interacting \(engine.isInteracting)
            """)
    }

    /// Writes a line to standard error, unbuffered (so it is in order with libFuzzer's output).
    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func printSetup() {
        let s = scenario
        Self.log("""
            image: \(s.image)
            container: \(s.containerBounds), resting: \(s.restingFrame), layout bounds: \
            \(String(describing: s.layoutBounds)), content: \(String(describing: s.contentFrame))
            configuration: \(s.configuration)
            policy: \(s.coveragePolicy), coverage: \(String(describing: s.coverageRect)), reset first: \(s.resetFirst)
            layout: frame \(layout.imageFrame), pixels \(layout.pixelSize), empty \(layout.isEmpty)
            engine: center \(engine.geometry.center), scale \(engine.zoomScale), empty \(engine.isEmpty)
            steps: \(s.steps.count)
            """)
    }
}

/// Where a check runs, described only when it fails (describing every step would cost more than
/// the checks).
struct Label: CustomStringConvertible {
    var index: Int?
    var step: FuzzStep?
    var name: String?

    init(name: String) {
        self.name = name
    }

    init(index: Int, step: FuzzStep) {
        self.index = index
        self.step = step
    }

    func with(_ detail: String) -> Label {
        var copy = self
        copy.name = detail
        return copy
    }

    var description: String {
        var parts: [String] = []
        if let index, let step { parts.append("step \(index): \(step)") }
        if let name { parts.append(name) }
        return parts.joined(separator: " ")
    }
}
