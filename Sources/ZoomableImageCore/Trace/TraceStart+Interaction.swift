import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TraceStart {
    /// The start of a trace recorded from `interaction`: everything a replay needs to rebuild it
    /// exactly (``ZoomInteraction/init(start:)``), between two inputs.
    public init(_ interaction: ZoomInteraction) {
        let engine = interaction.engine
        isInitialized = interaction.isInitialized
        viewBounds = interaction.viewBounds
        restingCenter = interaction.restingCenter
        containerBounds = interaction.containerBounds
        cropOpening = interaction.cropOpening
        contentMode = interaction.contentMode
        configuration = engine.configuration
        isDoubleTapEnabled = interaction.isDoubleTapEnabled
        display = interaction.display
        scrollZoomModifiers = interaction.scrollZoom.modifiers
        areKeyCommandsEnabled = interaction.areKeyCommandsEnabled
        photoViewer = PhotoViewer(interaction.viewer)
        image = interaction.image
        imageIdentity = interaction.imageIdentity
        loadGeneration = interaction.loadGeneration
        tileGeneration = interaction.tiles.generation
        renderedContent = interaction.renderedContent
        deferredContentSize = interaction.deferredContent.resize
        contentNeedsMeasuring = interaction.deferredContent.needsMeasuring
        decode = switch interaction.copyDecode {
        case .idle(let side): .idle(plannedSide: side)
        case .loading(let request): .loading(request)
        case .resampling(let request): .resampling(request)
        case .stopped: .stopped
        }
        zoom = Zoom(engine.geometry)
        reportedZoomScale = interaction.reportedZoomScale
        accessibilityZoomScale = interaction.accessibilityZoomScale
        movement = switch interaction.motion {
        case .rest, .ended: .rest
        case .gesture(let gesture): .gesture(Gesture(gesture, engine: engine))
        case .animating(let running): .animating(id: running.id, spring: running.spring)
        case .holding(let hold): .holding(target: hold.target.map(Zoom.init))
        }
        touchCount = interaction.touchCount
        lastTouch = interaction.touchLanding.map { LastTouch(shown: $0.shown, caughtMotion: $0.caughtMotion) }
        layoutPass = interaction.layoutMemory.map {
            LayoutPass(scale: $0.intent.scale, fraction: $0.intent.fraction, wasAtRest: $0.intent.isAtRest,
                       produced: $0.produced)
        }
        nextAnimationID = interaction.nextAnimationID
    }
}

extension TraceStart.Zoom {
    /// A geometry's `center` and the scale of its `transform`.
    init(_ geometry: ViewGeometry) {
        self.init(center: geometry.center, scale: geometry.transform.a)
    }
}

extension TraceStart.Gesture {
    /// A gesture under way, with the engine's centroids.
    init(_ gesture: Gesture, engine: ZoomEngine) {
        self.init()
        isPinching = gesture.isPinching
        isPanning = gesture.isPanning
        scrollZooms = gesture.scroll.map { $0 == .zooming }
        isQuickZooming = gesture.isQuickZooming
        isDismissDragging = gesture.isDismissDragging
        releaseVelocity = gesture.releaseVelocity
        movedImage = gesture.owesEnd
        centroid = engine.focalPoint
        lastCentroid = engine.lastFocalPoint
        pinchTouchCount = engine.pinchTouchCount
    }
}

extension ZoomInteraction {
    /// The interaction a trace starts from: the view `start` describes, rebuilt as its inputs
    /// left it — layout, settings, image, zoom and what was moving — with no reports due.
    @_spi(Internals)
    public init(start: TraceStart) {
        self.init()
        isInitialized = start.isInitialized
        viewBounds = start.viewBounds
        restingCenter = start.restingCenter
        containerBounds = start.containerBounds
        cropOpening = start.cropOpening
        contentMode = start.contentMode
        isDoubleTapEnabled = start.isDoubleTapEnabled
        display = start.display
        scrollZoom.modifiers = start.scrollZoomModifiers
        areKeyCommandsEnabled = start.areKeyCommandsEnabled
        viewer = start.photoViewer.gestures
        image = start.image
        imageIdentity = start.imageIdentity
        loadGeneration = start.loadGeneration
        renderedContent = start.renderedContent
        deferredContent = DeferredContent(resize: start.deferredContentSize, needsMeasuring: start.contentNeedsMeasuring)
        copyDecode = switch start.decode {
        case .idle(let side): .idle(plannedSide: side)
        case .loading(let request): .loading(request)
        case .resampling(let request): .resampling(request)
        case .stopped: .stopped
        }
        engine.configuration = start.configuration
        engine.coveragePolicy = start.cropOpening == nil ? .centerWhenSmaller : .alwaysCover
        imageLayout = image.layout(contentMode: contentMode, bounds: viewBounds)
        if isInitialized {
            engine.updateLayout(containerBounds: containerBounds ?? .zero, restingFrame: restingFrame,
                                contentFrame: contentFrame, coverageRect: cropOpening)
        }
        if let zoom = start.zoom, zoom.center.isFinite, zoom.scale.isFinite, zoom.scale > 0 {
            engine.geometry = engine.geometry(center: zoom.center, scale: zoom.scale)
        }
        switch start.movement {
        case .rest:
            motion = .rest
        case .gesture(let recorded):
            motion = .gesture(Gesture(isPinching: recorded.isPinching, isPanning: recorded.isPanning,
                                      scroll: recorded.scrollZooms.map { $0 ? .zooming : .panning },
                                      isQuickZooming: recorded.isQuickZooming, isDismissDragging: recorded.isDismissDragging,
                                      releaseVelocity: recorded.releaseVelocity, owesEnd: recorded.movedImage))
            engine.beginInteraction()
            engine.focalPoint = recorded.centroid
            engine.lastFocalPoint = recorded.lastCentroid
            engine.pinchTouchCount = recorded.pinchTouchCount
        case .animating(let id, let spring):
            motion = .animating(RunningAnimation(id: id, target: engine.geometry, spring: spring))
        case .holding(let target):
            motion = .holding(Hold(target: target.map { engine.geometry(center: $0.center, scale: $0.scale) }))
        }
        touchCount = max(0, start.touchCount)
        touchLanding = start.lastTouch.map { TouchLanding(shown: $0.shown, caughtMotion: $0.caughtMotion) }
        layoutMemory = start.layoutPass.map {
            LayoutMemory(intent: ZoomEngine.LayoutIntent(scale: $0.scale, fraction: $0.fraction, isAtRest: $0.wasAtRest),
                         produced: $0.produced)
        }
        nextAnimationID = start.nextAnimationID
        reportedZoomScale = start.reportedZoomScale ?? engine.zoomScale
        accessibilityZoomScale = start.accessibilityZoomScale
        resumeTiles(generation: start.tileGeneration)
    }
}
