import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

// A step carries the input the view sent. For drawing, an input is drawn as what it does to
// the image: a pinch's centroid, a pan's move, a released pan's coast, a double tap, a container
// before a layout change; a zooming scroll as a pinch around the pointer, a panning one as a
// pan; a key's zoom step as a zoom about the centre, its arrow as a pan. The words say the input
// itself and what it reported. A held double tap's quick zoom is drawn as a pinch around the
// held point, a dismiss drag as a pan.

/// What a step's input does to the image, as the drawing shows it.
enum DrawnEvent: Equatable {
    /// A pinch (or a zooming scroll) by `factor` around `centroid`.
    case pinch(factor: CGFloat, centroid: CGPoint)
    /// A move by `translation` (a pan, a panning scroll, an arrow key).
    case pan(translation: CGPoint)
    /// A release: the settle, coasting with `velocity`.
    case end(velocity: CGPoint)
    /// A double tap at `location`.
    case doubleTap(location: CGPoint)
    /// A zoom about `anchor` (a key's zoom step, a command).
    case setZoomScale(anchor: CGPoint)
    /// Back to rest.
    case reset
    /// A layout change: the container was `containerBounds` before.
    case layout
}

extension ReplayStep {
    /// What this step's input is drawn as, or `nil` when there is nothing to draw.
    var drawnEvent: DrawnEvent? {
        input?.drawnEvent(in: self)
    }

    /// The step's input in words, with what it reported; "start" for step 0.
    var summary: String {
        guard let input else { return "start" }
        let reports = Format.reports(self.reports)
        return Format.input(input) + (reports.isEmpty ? "" : " → " + reports)
            + (isAnimating ? " · animating" : "")
    }
}

extension ZoomInput {
    /// What this input draws as at `step`, or `nil` when there is nothing to draw.
    func drawnEvent(in step: ReplayStep) -> DrawnEvent? {
        let centre = CGPoint(x: step.coverageRect.midX, y: step.coverageRect.midY)
        switch self {
        case .pinch(let phase, let scale, let centroid?, _, _) where phase == .began || phase == .changed:
            return .pinch(factor: scale, centroid: centroid)
        case .pan(let phase, let translation?, _) where phase == .began || phase == .changed:
            return .pan(translation: translation)
        case .pan(.ended, _, let velocity?):
            return .end(velocity: velocity)
        case .doubleTap(.ended, let location?, _):
            return .doubleTap(location: location)
        case .scroll(let phase, let translation?, _, let location?, _, _) where phase == .began || phase == .changed:
            return step.scrollZooms
                ? .pinch(factor: ScrollZoom().factor(forScroll: translation), centroid: location)
                : .pan(translation: translation)
        case .scroll(.ended, _, let velocity?, _, _, _) where !step.scrollZooms:
            return .end(velocity: velocity)
        case .setZoomScale(_, _, _, let anchor):
            return .setZoomScale(anchor: anchor ?? centre)
        case .keyCommand(.zoomIn, _), .keyCommand(.zoomOut, _):
            return .setZoomScale(anchor: centre)
        case .keyCommand(.resetZoom, _), .resetZoom:
            return .reset
        case .keyCommand:
            return .pan(translation: .zero)
        case .quickZoom(let phase, let location?, _) where phase == .began || phase == .changed:
            // A held double tap zooms about where it landed: the engine's focal point once it zooms.
            return .pinch(factor: 1, centroid: step.focalPoint ?? location)
        case .dismissDrag(let phase, let translation?, _, _, _) where phase == .began || phase == .changed:
            return .pan(translation: translation)
        case .frame, .bounds, .center, .container:
            return .layout
        default:
            return nil
        }
    }
}
