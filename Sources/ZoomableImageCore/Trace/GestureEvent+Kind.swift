import Foundation

extension GestureEvent {
    /// What kind of input an event is, without its values: the name a trace file gives it.
    ///
    /// The raw value is the event's key in the JSON format of ``GestureTrace``
    /// (`{"pinch": {…}}`), so tools can list or check the valid names without a list of their
    /// own: `GestureEvent.Kind.allCases.map(\.rawValue)`. ``GestureEvent/kind`` switches over
    /// every case, so a new event does not compile until it has a kind.
    ///
    /// ```swift
    /// GestureEvent.pan(translation: CGPoint(x: 4, y: 0)).kind          // .pan
    /// GestureEvent.Kind(rawValue: "doubleTap")                         // .doubleTap
    /// ```
    public enum Kind: String, CaseIterable, Sendable {
        /// ``GestureEvent/begin``.
        case begin
        /// ``GestureEvent/beginFromPresented(_:)``.
        case beginFromPresented
        /// ``GestureEvent/pinch(factor:centroid:touchCount:)``.
        case pinch
        /// ``GestureEvent/rebaseline(centroid:)``.
        case rebaseline
        /// ``GestureEvent/endPinch``.
        case endPinch
        /// ``GestureEvent/pan(translation:)``.
        case pan
        /// ``GestureEvent/end(velocity:)``.
        case end
        /// ``GestureEvent/doubleTap(location:)``.
        case doubleTap
        /// ``GestureEvent/setZoomScale(scale:anchor:)``.
        case setZoomScale
        /// ``GestureEvent/zoomToViewRect(_:)``.
        case zoomToViewRect
        /// ``GestureEvent/reset``.
        case reset
        /// ``GestureEvent/layout(containerBounds:restingFrame:contentFrame:coverageRect:)``.
        case layout
        /// ``GestureEvent/configure(_:)``.
        case configure
        /// ``GestureEvent/coveragePolicy(_:)``.
        case coveragePolicy
    }

    /// This event's kind: its case, without the values.
    public var kind: Kind {
        switch self {
        case .begin: .begin
        case .beginFromPresented: .beginFromPresented
        case .pinch: .pinch
        case .rebaseline: .rebaseline
        case .endPinch: .endPinch
        case .pan: .pan
        case .end: .end
        case .doubleTap: .doubleTap
        case .setZoomScale: .setZoomScale
        case .zoomToViewRect: .zoomToViewRect
        case .reset: .reset
        case .layout: .layout
        case .configure: .configure
        case .coveragePolicy: .coveragePolicy
        }
    }
}
