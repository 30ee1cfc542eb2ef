import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One input to a ``ZoomEngine``, exactly as a view feeds it: the unit of a ``GestureTrace``.
///
/// Every engine entry point that changes state has a case, so a sequence of events replays a
/// session deterministically: ``ZoomEngine/apply(_:)`` performs one. All points are in container
/// space (points), rects as documented on the matching engine method.
///
/// ```swift
/// var engine = ZoomEngine(containerBounds: container, restingFrame: container, contentFrame: content)
/// for event in [GestureEvent.begin, .pinch(factor: 2, centroid: .zero, touchCount: 2),
///               .end(velocity: .zero)] {
///     engine.apply(event)
/// }
/// ```
public enum GestureEvent: Equatable, Sendable, Codable {
    /// ``ZoomEngine/beginInteraction()``.
    case begin
    /// ``ZoomEngine/beginInteraction(presentedGeometry:)``: a gesture interrupting an animation.
    case beginFromPresented(ViewGeometry)
    /// ``ZoomEngine/pinch(by:around:touchCount:)`` (or ``ZoomEngine/pinch(by:around:)`` when
    /// `touchCount` is `nil`).
    case pinch(factor: CGFloat, centroid: CGPoint, touchCount: Int?)
    /// ``ZoomEngine/rebaselineFocalPoint(_:)``.
    case rebaseline(centroid: CGPoint)
    /// ``ZoomEngine/endPinch()``.
    case endPinch
    /// ``ZoomEngine/pan(by:)``.
    case pan(translation: CGPoint)
    /// ``ZoomEngine/endInteraction(velocity:)``.
    case end(velocity: CGPoint)
    /// ``ZoomEngine/doubleTap(at:)``.
    case doubleTap(location: CGPoint)
    /// ``ZoomEngine/setZoomScale(_:around:)``.
    case setZoomScale(scale: CGFloat, anchor: CGPoint)
    /// ``ZoomEngine/zoom(toViewRect:)``; the rect is in view space.
    case zoomToViewRect(CGRect)
    /// ``ZoomEngine/reset()``.
    case reset
    /// ``ZoomEngine/updateLayout(containerBounds:restingFrame:contentFrame:coverageRect:)``.
    case layout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect, coverageRect: CGRect?)
    /// A new ``ZoomEngine/configuration`` (applied at the next settle, like the property).
    case configure(ZoomConfiguration)
    /// A new ``ZoomEngine/coveragePolicy`` (applied at the next settle, like the property).
    case coveragePolicy(CoveragePolicy)
}

extension ZoomEngine {
    /// Performs one event: the engine method its case names, with its values.
    ///
    /// - Parameter event: the input, as a view fed it.
    @inlinable
    public mutating func apply(_ event: GestureEvent) {
        switch event {
        case .begin:
            beginInteraction()
        case .beginFromPresented(let presented):
            beginInteraction(presentedGeometry: presented)
        case .pinch(let factor, let centroid, let touchCount):
            if let touchCount {
                pinch(by: factor, around: centroid, touchCount: touchCount)
            } else {
                pinch(by: factor, around: centroid)
            }
        case .rebaseline(let centroid):
            rebaselineFocalPoint(centroid)
        case .endPinch:
            endPinch()
        case .pan(let translation):
            pan(by: translation)
        case .end(let velocity):
            endInteraction(velocity: velocity)
        case .doubleTap(let location):
            doubleTap(at: location)
        case .setZoomScale(let scale, let anchor):
            setZoomScale(scale, around: anchor)
        case .zoomToViewRect(let rect):
            zoom(toViewRect: rect)
        case .reset:
            reset()
        case .layout(let containerBounds, let restingFrame, let contentFrame, let coverageRect):
            updateLayout(containerBounds: containerBounds, restingFrame: restingFrame, contentFrame: contentFrame,
                         coverageRect: coverageRect)
        case .configure(let configuration):
            self.configuration = configuration
        case .coveragePolicy(let policy):
            coveragePolicy = policy
        }
    }
}
