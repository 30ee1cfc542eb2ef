import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Converts a format 1 trace — engine events — into the inputs of a view that makes the same
/// engine calls, so one replay path (the view's) plays every trace.
///
/// The view is the engine's: resting frame, container, coverage and configuration, and an image
/// drawn where the engine's content frame is — the trace's image layout when it has one, else an
/// image the content frame's size, pinned where the frame sits (centred, or to an edge or a
/// corner). Each event becomes the inputs whose handling calls the same engine method:
///
/// | event | inputs |
/// |---|---|
/// | `begin` | a pan begins (it moves nothing: zero translation) — so a pinch's end does not settle |
/// | `beginFromPresented(g)` | a scroll that moves nothing begins showing `g` (the gesture starts there), a pan begins |
/// | `pinch(f, c, n)` | a pinch event (began, then changed) with `f`, `c` and `n` (2 when absent) |
/// | `rebaseline(c)` | two ×1 pinch events at `c` with another touch count and back |
/// | `endPinch` | the pinch ends |
/// | `pan(t)` | a pan event with `t` |
/// | `end(v)` | the pinch and the scroll end, the pan ends with `v` (the settle) |
/// | `doubleTap`, `setZoomScale`, `zoomToViewRect`, `reset` | the view's commands, animated, from what it shows |
/// | `layout`, `configure`, `coveragePolicy` | frame and container, crop opening, configuration |
///
/// Inputs carry their event's time; the state after an event is the replay's step after the
/// last input with that time.
struct LegacyEngineEvents {
    /// Where the converted view starts.
    let start: TraceStart
    private let trace: LegacyTrace
    /// The view as the inputs so far leave it: what commands act on.
    private var view: ZoomInteraction
    private var isPinching = false
    private var isPanning = false
    private var isScrolling = false
    private var touchCount = 2
    private var coverageRect: CGRect?
    private var policy: CoveragePolicy

    /// - Throws: ``GestureTrace/LegacyFormatError/contentFrameNoImageViewDraws(_:)`` when the
    ///   content frame is not one an image view draws.
    init(_ trace: LegacyTrace) throws {
        self.trace = trace
        var start = TraceStart()
        let resting = trace.restingFrame.standardized
        start.viewBounds = CGRect(origin: trace.imageLayout?.bounds.origin ?? .zero, size: resting.size)
        start.restingCenter = CGPoint(x: resting.midX, y: resting.midY)
        start.containerBounds = trace.containerBounds
        start.configuration = trace.configuration
        let drawn = try Self.image(drawing: trace.contentFrame, in: start.viewBounds, layout: trace.imageLayout)
        start.image = drawn.image
        start.contentMode = drawn.contentMode
        start.imageIdentity = 1
        start.cropOpening = Self.opening(policy: trace.coveragePolicy, coverage: trace.coverageRect,
                                         container: trace.containerBounds)
        if let initial = trace.initialGeometry {
            start.zoom = TraceStart.Zoom(initial)
        }
        coverageRect = trace.coverageRect
        policy = trace.coveragePolicy
        var view = ZoomInteraction(start: start)
        if trace.initialGeometry == nil { view.engine.reset() }
        start.zoom = TraceStart.Zoom(view.engine.geometry)
        view = ZoomInteraction(start: start)
        self.start = start
        self.view = view
    }

    /// The inputs of every event, in order, and after each event the number of inputs so far:
    /// the replay's step after event *i* is step `eventEnds[i]`.
    mutating func inputs() -> (inputs: [TimedZoomInput], eventEnds: [Int]) {
        var inputs: [TimedZoomInput] = []
        var eventEnds: [Int] = []
        for entry in trace.events {
            for input in convert(entry.event) {
                _ = view.handle(input)
                view.discardReports()
                inputs.append(TimedZoomInput(time: entry.time, input: input))
            }
            eventEnds.append(inputs.count)
        }
        return (inputs, eventEnds)
    }

    /// The inputs for one event.
    private mutating func convert(_ event: LegacyEngineEvent) -> [ZoomInput] {
        let shown = ShownGeometry(view.geometry)
        switch event {
        case .begin:
            return beginPan()
        case .beginFromPresented(let presented):
            // A trackpad's scroll that moves nothing, beginning where `presented` shows: the
            // gesture starts from there, as the engine's did, with or without an animation.
            guard !isPanning, !isPinching, !isScrolling else { return [] }
            isScrolling = true
            return [.scroll(.began, translation: .zero, velocity: nil, location: presented.center, modifiers: [],
                            shown: ShownGeometry(presented))] + beginPan()
        case .pinch(let factor, let centroid, let count):
            touchCount = count ?? touchCount
            let phase: RecognizerPhase = isPinching ? .changed : .began
            isPinching = true
            return [.pinch(phase, scale: factor, centroid: centroid, touchCount: touchCount)]
        case .rebaseline(let centroid):
            guard isPinching else { return [] }
            return [.pinch(.changed, scale: 1, centroid: centroid, touchCount: touchCount &+ 1),
                    .pinch(.changed, scale: 1, centroid: centroid, touchCount: touchCount)]
        case .endPinch:
            return endPinch()
        case .pan(let translation):
            return beginPan() + [.pan(.changed, translation: translation, velocity: .zero)]
        case .end(let velocity):
            var inputs = beginPan() + endPinch()
            if isScrolling {
                isScrolling = false
                inputs.append(.scroll(.cancelled, translation: nil, velocity: nil, location: nil, modifiers: []))
            }
            isPanning = false
            inputs.append(.pan(.ended, translation: .zero, velocity: velocity))
            return inputs
        case .doubleTap(let location):
            return [.doubleTap(.ended, location: location, shown: shown)]
        case .setZoomScale(let scale, let anchor):
            return [.setZoomScale(scale, animated: true, shown: shown, anchor: anchor)]
        case .zoomToViewRect(let rect):
            let viewRect = rect.offsetBy(dx: view.viewBounds.minX, dy: view.viewBounds.minY)
            return [.zoomToPixelRect(view.imageLayout.pixelRect(forViewRect: viewRect), animated: true, shown: shown)]
        case .reset:
            return [.resetZoom(animated: true, shown: shown)]
        case .layout(let container, let resting, _, let coverage):
            coverageRect = coverage
            return [.frame(resting, container: container, fromOwnWrite: false), .container(container),
                    .cropOpening(Self.opening(policy: policy, coverage: coverage, container: container))]
        case .configure(let configuration):
            return [.configuration(configuration)]
        case .coveragePolicy(let newPolicy):
            policy = newPolicy
            return [.cropOpening(Self.opening(policy: newPolicy, coverage: coverageRect,
                                              container: view.containerBounds ?? .zero))]
        }
    }

    private mutating func beginPan() -> [ZoomInput] {
        guard !isPanning else { return [] }
        isPanning = true
        return [.pan(.began, translation: .zero, velocity: .zero)]
    }

    private mutating func endPinch() -> [ZoomInput] {
        guard isPinching else { return [] }
        isPinching = false
        return [.pinch(.ended, scale: 1, centroid: nil, touchCount: touchCount)]
    }

    /// The crop opening that gives the engine's coverage: an explicit coverage rect, or under
    /// `.alwaysCover` the container itself; none otherwise.
    static func opening(policy: CoveragePolicy, coverage: CGRect?, container: CGRect) -> CGRect? {
        policy == .alwaysCover ? coverage ?? container : coverage
    }

    /// An image and content mode an image view draws at `content` in `bounds`: the trace's
    /// layout when it has one; else an image of the content's size pinned where it sits.
    static func image(drawing content: CGRect, in bounds: CGRect, layout: ImageLayout?) throws
        -> (image: ImageDescription, contentMode: ImageContentMode)
    {
        if let layout {
            let image = ImageDescription(size: layout.imageSize, scale: layout.imageScale, orientation: layout.orientation,
                                         original: layout.sourcePixelSize.map { OriginalImage(pixelSize: $0, orientation: .up) })
            return (image, layout.contentMode)
        }
        let image = ImageDescription(size: content.size, scale: 1, orientation: .up)
        let modes: [ImageContentMode] = [.center, .topLeft, .top, .topRight, .left, .right, .bottomLeft, .bottom, .bottomRight]
        for mode in modes {
            let frame = image.layout(contentMode: mode, bounds: bounds).imageFrame
                .offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            if abs(frame.minX - content.minX) < 1e-9, abs(frame.minY - content.minY) < 1e-9 { return (image, mode) }
        }
        throw GestureTrace.LegacyFormatError.contentFrameNoImageViewDraws(content)
    }
}
