import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

extension StepDrawing {
    /// What the event did: the pinch centroid (a zooming scroll's pointer), the tap and where the
    /// tapped point went, the pan's movement, the fling's coast, the container before a layout
    /// change. Events that move nothing by themselves (begin, end pinch, configure) draw nothing.
    func drawEvent(on canvas: inout Canvas) {
        let color = LegendItem.event.color
        switch step.drawnEvent {
        case .pinch(_, let centroid)?:
            // A wheel or trackpad zoom is drawn as a pinch around the pointer.
            let label = switch step.input {
            case .scroll?: "pointer"
            case .quickZoom?: "held tap"
            default: "centroid"
            }
            marker(at: centroid, label: label, on: &canvas)
        case .doubleTap(let location)?, .setZoomScale(let location)?:
            let isTap = if case .doubleTap? = step.drawnEvent { true } else { false }
            marker(at: location, label: isTap ? "tap" : "anchor", on: &canvas)
            if let previous {
                // Where the image point under the tap went: a zoom about the tap keeps it there
                // unless an edge had to be clamped.
                let landed = step.geometry.convertToSuperview(previous.geometry.convertFromSuperview(location))
                canvas.events.arrow(from: location, to: landed, color: color, width: viewport.length(1.5),
                                    head: viewport.length(9), dash: viewport.dash(3, 3))
                if abs(landed.x - location.x) + abs(landed.y - location.y) > viewport.length(20) {
                    canvas.events.circle(landed, radius: viewport.length(3), fill: color)
                    label("tapped point now", near: landed, color: color, on: &canvas)
                }
            }
        case .pan?:
            if let previous {
                canvas.events.arrow(from: mid(previous.drawnImageFrame), to: mid(step.drawnImageFrame), color: color,
                                    width: viewport.length(2), head: viewport.length(10))
                canvas.drawn[.event] = "pan"
            }
        case .end?:
            if let previous, let end = Self.coastEnd(of: step, previous: previous) {
                let start = mid(previous.drawnImageFrame)
                canvas.events.arrow(from: start, to: end, color: color, width: viewport.length(2),
                                    head: viewport.length(10), dash: viewport.dash(6, 4))
                label("coast", near: end, color: color, on: &canvas)
                canvas.drawn[.event] = "fling's coast"
            }
        case .layout?:
            if let previous {
                let before = previous.containerBounds
                canvas.shapes.rect(before, stroke: LegendItem.containerBefore.color, width: viewport.length(1.5),
                                   dash: viewport.dash(5, 4))
                canvas.drawn[.containerBefore] = LegendItem.containerBefore.name
            }
        default:
            break
        }
        if let focal = step.focalPoint, !ReplayScene.points(of: step.drawnEvent).contains(focal) {
            marker(at: focal, label: "centroid", on: &canvas)
        }
    }

    /// Where a fling's coast ends: the drawn image's centre before the `.end` event plus the
    /// distance the velocity projects; `nil` for any other event or a fling without velocity.
    static func coastEnd(of step: ReplayStep, previous: ReplayStep?) -> CGPoint? {
        guard case .end(let velocity)? = step.drawnEvent, let previous else { return nil }
        let coast = Momentum.projectedDistance(forVelocity: velocity)
        guard coast != .zero else { return nil }
        let start = previous.drawnImageFrame
        return CGPoint(x: start.midX + coast.x, y: start.midY + coast.y)
    }

    /// A circled cross at `point` with a label beside it.
    func marker(at point: CGPoint, label text: String, on canvas: inout Canvas) {
        let color = LegendItem.event.color
        canvas.events.circle(point, radius: viewport.length(7), stroke: color, width: viewport.length(2))
        let arm = viewport.length(11)
        canvas.events.segments([(CGPoint(x: point.x - arm, y: point.y), CGPoint(x: point.x + arm, y: point.y)),
                                (CGPoint(x: point.x, y: point.y - arm), CGPoint(x: point.x, y: point.y + arm))],
                               stroke: color, width: viewport.length(1.2))
        canvas.labels.avoid(CGRect(x: point.x - arm, y: point.y - arm, width: 2 * arm, height: 2 * arm))
        label(text, near: point, color: color, on: &canvas)
        canvas.drawn[.event] = canvas.drawn[.event].map { $0.contains(text) ? $0 : "\($0), \(text)" } ?? text
    }

    /// An event's label next to `point`, where the placer finds room.
    func label(_ text: String, near point: CGPoint, color: String, on canvas: inout Canvas) {
        let origin = canvas.labels.place(text, size: Self.labelSize, near: point)
        canvas.events.text(text, at: origin, size: viewport.length(Self.labelSize), fill: color,
                           halo: viewport.length(3))
    }
}
