import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An event of a format 1 trace: one call into a ``ZoomEngine`` as a view made it, before
/// traces recorded the view's inputs. Read only, to convert such a trace into inputs
/// (``LegacyEngineEvents``): `{"time": 0.05, "event": {"pinch": {"factor": 2, "centroid": [0,
/// 150], "touchCount": 2}}}`. The format is frozen — files written by versions before 1.0 —
/// so its JSON is the compiler's coding of this enum, as it was then.
enum LegacyEngineEvent: Equatable, Sendable, Decodable {
    /// `beginInteraction()`.
    case begin
    /// `beginInteraction(presentedGeometry:)`: a gesture catching an animation where it is shown.
    case beginFromPresented(ViewGeometry)
    /// `pinch(by:around:touchCount:)`, or `pinch(by:around:)` without a touch count.
    case pinch(factor: CGFloat, centroid: CGPoint, touchCount: Int?)
    /// `rebaselineFocalPoint(_:)`.
    case rebaseline(centroid: CGPoint)
    /// `endPinch()`.
    case endPinch
    /// `pan(by:)`.
    case pan(translation: CGPoint)
    /// `endInteraction(velocity:)`.
    case end(velocity: CGPoint)
    /// `doubleTap(at:)`.
    case doubleTap(location: CGPoint)
    /// `setZoomScale(_:around:)`.
    case setZoomScale(scale: CGFloat, anchor: CGPoint)
    /// `zoom(toViewRect:)`, a rect in the engine's view space.
    case zoomToViewRect(CGRect)
    /// `reset()`.
    case reset
    /// `updateLayout(containerBounds:restingFrame:contentFrame:coverageRect:)`.
    case layout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect, coverageRect: CGRect?)
    /// `configuration = …`.
    case configure(ZoomConfiguration)
    /// `coveragePolicy = …`.
    case coveragePolicy(CoveragePolicy)
}

/// A format 1 trace's entry: an event and its time.
struct LegacyTimedEvent: Decodable {
    /// Seconds since recording started.
    var time: TimeInterval
    /// The engine call.
    var event: LegacyEngineEvent
}
