import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The `interaction` object of a format 2 trace: the compiler's coding of the view's
/// interaction as versions before 1.0 stored it (every stored property by its name then), read
/// into the ``TraceStart`` that rebuilds the same view.
struct LegacyInteractionState: Decodable {
    /// The start the old state describes.
    var start: TraceStart

    /// The old engine's fields a start needs.
    struct Engine: Decodable {
        var configuration: ZoomConfiguration
        var geometry: ViewGeometry
        var focalPoint: CGPoint?
        var lastFocalPoint: CGPoint?
        var pinchTouchCount: Int?
    }

    /// The old running animation.
    struct Animation: Decodable {
        var id: Int
        var spring: SettleAnimation
    }

    /// The old held animation.
    struct Hold: Decodable {
        var target: ViewGeometry?
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        let engine: Engine = try c.required("engine")
        var start = TraceStart()
        start.isInitialized = try c.value("isInitialized", or: true)
        start.viewBounds = try c.value("viewBounds", or: .zero)
        start.restingCenter = try c.value("restingCenter", or: .zero)
        start.containerBounds = try c.value("containerBounds", or: nil)
        start.cropOpening = try c.value("cropOpening", or: nil)
        start.contentMode = try c.value("contentMode", or: .scaleToFill)
        start.configuration = engine.configuration
        start.isDoubleTapEnabled = try c.value("isDoubleTapEnabled", or: true)
        start.display = try c.value("display", or: DisplayEnvironment())
        let scrollZoom = try? c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("scrollZoom"))
        start.scrollZoomModifiers = try scrollZoom?.value("modifiers", or: KeyModifierFlags.command) ?? .command
        start.areKeyCommandsEnabled = try c.value("areKeyCommandsEnabled", or: true)
        start.image = try c.value("image", or: .none)
        start.imageIdentity = try c.value("imageIdentity", or: nil)
        start.loadGeneration = try c.value("loadGeneration", or: 0)
        start.zoom = TraceStart.Zoom(engine.geometry)
        start.reportedZoomScale = try c.value("reportedZoomScale", or: nil)
        start.accessibilityZoomScale = try c.value("accessibilityZoomScale", or: nil)
        start.touchCount = try c.value("touchCount", or: 0)
        start.nextAnimationID = try c.value("nextAnimationID", or: 1)
        // What was moving: the old flags, of which at most one kind was set.
        if let animation: Animation = try c.value("animation", or: nil) {
            start.movement = .animating(id: animation.id, spring: animation.spring)
        } else if let hold: Hold = try c.value("hold", or: nil) {
            start.movement = .holding(target: hold.target.map(TraceStart.Zoom.init))
        } else {
            var gesture = TraceStart.Gesture()
            gesture.isPinching = try c.value("isPinching", or: false)
            gesture.isPanning = try c.value("isPanning", or: false)
            let scroll = try? c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("scrollMode"))
            gesture.scrollZooms = scroll.map { $0.contains(TraceKey("zooming")) }
            gesture.releaseVelocity = try c.value("releaseVelocity", or: .zero)
            gesture.movedImage = try c.value("isEndPending", or: false)
            gesture.centroid = engine.focalPoint
            gesture.lastCentroid = engine.lastFocalPoint
            gesture.pinchTouchCount = engine.pinchTouchCount
            let isGesturing = gesture.isPinching || gesture.isPanning || gesture.scrollZooms != nil
            start.movement = isGesturing ? .gesture(gesture) : .rest
        }
        self.start = start
    }
}
