import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import ZoomableImageCore

// A step of a whole-view trace carries the input the view sent, not an engine event. For
// drawing, an input that does what an engine event does is drawn as that event: a pinch's
// centroid, a pan's move, a released pan's coast, a double tap, a container before a layout
// change; a zooming scroll as a pinch around the pointer, a panning one as a pan; a key's zoom
// step as a zoom about the centre, its arrow as a pan. The words say the input itself and what
// it reported.

extension ReplayStep {
    /// The engine event this step is drawn as: its own, or the one its input amounts to.
    var drawnEvent: GestureEvent? {
        event ?? input?.drawnEvent(in: self)
    }

    /// The step's input or event in words, with what it reported.
    var summary: String {
        guard let input else { return Format.event(event) }
        let reports = Format.reports(self.reports)
        return Format.input(input) + (reports.isEmpty ? "" : " → " + reports)
            + (isAnimating ? " · animating" : "")
    }
}

extension ZoomInput {
    /// The engine event that draws like this input at `step`, or `nil` when there is nothing
    /// to draw.
    func drawnEvent(in step: ReplayStep) -> GestureEvent? {
        let containerBounds = step.containerBounds
        let centre = CGPoint(x: step.coverageRect.midX, y: step.coverageRect.midY)
        switch self {
        case .pinch(let phase, let scale, let centroid?, let touchCount, _) where phase == .began || phase == .changed:
            return .pinch(factor: scale, centroid: centroid, touchCount: touchCount)
        case .pan(let phase, let translation?, _) where phase == .began || phase == .changed:
            return .pan(translation: translation)
        case .pan(.ended, _, let velocity?):
            return .end(velocity: velocity)
        case .doubleTap(.ended, let location?, _):
            return .doubleTap(location: location)
        case .scroll(let phase, let translation?, _, let location?, _, _) where phase == .began || phase == .changed:
            return step.scrollZooms
                ? .pinch(factor: ScrollZoom().factor(forScroll: translation), centroid: location, touchCount: nil)
                : .pan(translation: translation)
        case .scroll(.ended, _, let velocity?, _, _, _) where !step.scrollZooms:
            return .end(velocity: velocity)
        case .keyCommand(.zoomIn, _), .keyCommand(.zoomOut, _):
            return .setZoomScale(scale: step.zoomScale, anchor: centre)
        case .keyCommand(.resetZoom, _):
            return .reset
        case .keyCommand:
            return .pan(translation: .zero)
        case .frame, .bounds, .center, .container:
            return .layout(containerBounds: containerBounds, restingFrame: .zero, contentFrame: .zero, coverageRect: nil)
        default:
            return nil
        }
    }
}
