import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import ZoomableImageCore

/// One frame of the replay as SVG: the container, the coverage rect, the drawn image with its
/// pixel grid, the view's frame, where the image would settle, and what the event did — with the
/// step, event, zoom scale, centre and gaps as a caption.
struct StepDrawing {
    /// The frame's step.
    let step: ReplayStep
    /// The step before it (`nil` for step 0), to draw movements.
    let previous: ReplayStep?
    /// The last step's index, for "step 3 / 16".
    let lastIndex: Int
    /// The frame shared by every step.
    let scene: ReplayScene

    static let containerColor = "#111"
    static let coverageColor = "#e07b00"
    static let imageColor = "#2f6db5"
    static let settleColor = "#1a9641"
    static let eventColor = "#d7191c"
    static let gapColor = "#d7191c"
    static let viewColor = "#888"

    /// The SVG document.
    var svg: String {
        var svg = SVGBuilder()
        let u = scene.unit
        svg.rect(scene.viewBox, fill: "#fafafa")
        svg.rect(step.containerBounds, fill: "#fff")
        drawImage(into: &svg)
        svg.rect(step.viewFrame, stroke: Self.viewColor, width: u, dash: dash(2, 3))
        drawGaps(into: &svg)
        if step.isUnsettled() {
            svg.rect(step.settledImageFrame, stroke: Self.settleColor, width: 2 * u, dash: dash(7, 4))
            svg.arrow(from: mid(step.drawnImageFrame), to: mid(step.settledImageFrame), color: Self.settleColor,
                      width: 1.5 * u, head: 9 * u, dash: dash(4, 3))
        }
        if step.coverageRect != step.containerBounds {
            svg.rect(step.coverageRect, stroke: Self.coverageColor, width: 2 * u)
        }
        svg.rect(step.containerBounds, stroke: Self.containerColor, width: 2 * u)
        drawEvent(into: &svg)
        drawCaption(into: &svg)
        drawLegend(into: &svg)
        return svg.document(viewBox: scene.viewBox, pixelSize: scene.pixelSize,
                            title: "step \(step.index): \(Format.event(step.event))")
    }

    /// The drawn image: a tinted rect with grid lines every ``ReplayScene/gridSpacing(forLength:)``,
    /// labelled along its top and left edges (kept inside the drawn region).
    func drawImage(into svg: inout SVGBuilder) {
        let u = scene.unit
        let frame = step.drawnImageFrame
        svg.rect(frame, fill: Self.imageColor, opacity: 0.13)
        let pixels = scene.imagePixels(at: step)
        let spacing = ReplayScene.gridSpacing(forLength: max(pixels.width, pixels.height))
        let region = scene.region
        var lines: [(CGPoint, CGPoint)] = []
        var labels: [(text: String, origin: CGPoint)] = []
        let labelY = min(max(frame.minY, region.minY), region.maxY) + 11 * u
        let labelX = min(max(frame.minX, region.minX), region.maxX) + 3 * u
        let wideEnough = frame.width / max(1, pixels.width / spacing) > 24 * u
        let tallEnough = frame.height / max(1, pixels.height / spacing) > 14 * u
        var value: CGFloat = spacing
        while value < pixels.width {
            let x = frame.minX + value / pixels.width * frame.width
            lines.append((CGPoint(x: x, y: frame.minY), CGPoint(x: x, y: frame.maxY)))
            if wideEnough { labels.append((Format.number(value), CGPoint(x: x + 2 * u, y: labelY))) }
            value += spacing
        }
        value = spacing
        while value < pixels.height {
            let y = frame.minY + value / pixels.height * frame.height
            lines.append((CGPoint(x: frame.minX, y: y), CGPoint(x: frame.maxX, y: y)))
            if tallEnough { labels.append((Format.number(value), CGPoint(x: labelX, y: y - 2 * u))) }
            value += spacing
        }
        svg.segments(lines, stroke: Self.imageColor, width: 0.6 * u, opacity: 0.45)
        svg.rect(frame, stroke: Self.imageColor, width: 1.5 * u)
        svg.labels(labels, size: 9 * u, fill: Self.imageColor)
        let unitName = scene.hasPixels ? "px" : "pt"
        let caption = "image \(Format.number(pixels.width)) × \(Format.number(pixels.height)) \(unitName), "
            + "grid every \(Format.number(spacing)) \(unitName)"
        let captionY = max(min(frame.maxY + 13 * u, region.maxY - 4 * u), region.minY + 24 * u)
        svg.text(caption, at: CGPoint(x: labelX, y: captionY), size: 10 * u, fill: Self.imageColor)
    }

    /// Red strips along the coverage rect's edges, as wide as each gap.
    func drawGaps(into svg: inout SVGBuilder) {
        let gaps = step.coverageGaps
        let c = step.coverageRect
        let strips = [
            CGRect(x: c.minX, y: c.minY, width: c.width, height: gaps.top),
            CGRect(x: c.minX, y: c.maxY - gaps.bottom, width: c.width, height: gaps.bottom),
            CGRect(x: c.minX, y: c.minY, width: gaps.left, height: c.height),
            CGRect(x: c.maxX - gaps.right, y: c.minY, width: gaps.right, height: c.height),
        ]
        for strip in strips where strip.width > 0 && strip.height > 0 {
            svg.rect(strip, fill: Self.gapColor, opacity: 0.22)
        }
    }

    /// What the event did: the pinch centroid, the tap, the pan's movement, the fling's coast,
    /// the container before a layout change.
    func drawEvent(into svg: inout SVGBuilder) {
        let u = scene.unit
        let before = previous.map { mid($0.drawnImageFrame) }
        switch step.event {
        case .pinch(_, let centroid, _)?, .rebaseline(let centroid)?:
            marker(at: centroid, label: "centroid", into: &svg)
        case .doubleTap(let location)?, .setZoomScale(_, let location)?:
            marker(at: location, label: step.event.map { if case .doubleTap = $0 { "tap" } else { "anchor" } } ?? "",
                   into: &svg)
            if let previous {
                // Where the image point under the tap went: a zoom about the tap keeps it there
                // unless an edge had to be clamped.
                let landed = step.geometry.convertToSuperview(previous.geometry.convertFromSuperview(location))
                svg.arrow(from: location, to: landed, color: Self.eventColor, width: 1.5 * u, head: 9 * u,
                          dash: dash(3, 3))
                if abs(landed.x - location.x) + abs(landed.y - location.y) > 20 * u {
                    svg.circle(landed, radius: 3 * u, fill: Self.eventColor)
                    svg.text("tapped point now", at: CGPoint(x: landed.x + 8 * u, y: landed.y + 4 * u),
                             size: 10 * u, fill: Self.eventColor)
                }
            }
        case .pan(let translation)?:
            if let before {
                svg.arrow(from: before, to: mid(step.drawnImageFrame), color: Self.eventColor, width: 2 * u,
                          head: 10 * u)
                svg.text("pan \(Format.delta(translation))", at: CGPoint(x: before.x + 6 * u, y: before.y - 8 * u),
                         size: 11 * u, fill: Self.eventColor)
            }
        case .end(let velocity)?:
            let coast = Momentum.projectedDistance(forVelocity: velocity)
            if let before, coast != .zero {
                let end = CGPoint(x: before.x + coast.x, y: before.y + coast.y)
                svg.arrow(from: before, to: end, color: Self.eventColor, width: 2 * u, head: 10 * u, dash: dash(6, 4))
                svg.text("fling coasts \(Format.delta(coast)) pt", at: CGPoint(x: end.x, y: end.y - 8 * u),
                         size: 11 * u, fill: Self.eventColor, anchor: "middle")
            }
        case .layout?:
            if let previous {
                svg.rect(previous.containerBounds, stroke: Self.viewColor, width: 1.5 * u, dash: dash(5, 4))
                svg.text("container before", at: CGPoint(x: previous.containerBounds.minX + 4 * u,
                                                         y: previous.containerBounds.maxY - 5 * u),
                         size: 10 * u, fill: Self.viewColor)
            }
        default:
            break
        }
        if let focal = step.focalPoint, !ReplayScene.points(of: step.event).contains(focal) {
            marker(at: focal, label: "centroid", into: &svg)
        }
    }

    func marker(at point: CGPoint, label: String, into svg: inout SVGBuilder) {
        let u = scene.unit
        svg.circle(point, radius: 7 * u, stroke: Self.eventColor, width: 2 * u)
        svg.segments([(CGPoint(x: point.x - 11 * u, y: point.y), CGPoint(x: point.x + 11 * u, y: point.y)),
                      (CGPoint(x: point.x, y: point.y - 11 * u), CGPoint(x: point.x, y: point.y + 11 * u))],
                     stroke: Self.eventColor, width: 1.2 * u)
        svg.text(label, at: CGPoint(x: point.x + 10 * u, y: point.y - 9 * u), size: 11 * u, fill: Self.eventColor)
    }

    /// Three lines above the region: step and event; zoom, centre, gaps; the settle target.
    func drawCaption(into svg: inout SVGBuilder) {
        let u = scene.unit
        let x = scene.region.minX + 10 * u
        let top = scene.viewBox.minY
        let gaps = step.coverageGaps
        let time = Format.fixed(step.time, digits: 3)
        svg.text("step \(step.index) / \(lastIndex) · t = \(time) s · \(Format.event(step.event))",
                 at: CGPoint(x: x, y: top + 19 * u), size: 14 * u, bold: true)
        svg.text("zoom \(Format.fixed(step.zoomScale, digits: 3)) · centre \(Format.point(step.geometry.center)) · "
                 + "gaps top \(Format.number(gaps.top, digits: 1)), left \(Format.number(gaps.left, digits: 1)), "
                 + "bottom \(Format.number(gaps.bottom, digits: 1)), right \(Format.number(gaps.right, digits: 1))"
                 + (step.isInteracting ? " · gesture" : ""),
                 at: CGPoint(x: x, y: top + 39 * u), size: 12 * u)
        let target = step.settleTarget
        let destination = "zoom \(Format.fixed(target.transform.a, digits: 3)), centre \(Format.point(target.center))"
        let settle = switch (step.isInteracting, step.isUnsettled()) {
        case (true, true): "released now, it would settle to \(destination)"
        case (true, false): "released now, it would stay put"
        case (false, true): "not settled: settling would move it to \(destination)"
        case (false, false): "settled"
        }
        svg.text(settle, at: CGPoint(x: x, y: top + 57 * u), size: 12 * u, fill: Self.settleColor)
    }

    /// A one-line key of the colours, below the region.
    func drawLegend(into svg: inout SVGBuilder) {
        let u = scene.unit
        var x = scene.region.minX + 10 * u
        let y = scene.region.maxY + 17 * u
        let entries = [("container", Self.containerColor), ("coverage", Self.coverageColor),
                       ("drawn image", Self.imageColor), ("view frame", Self.viewColor),
                       ("settle target", Self.settleColor), ("event / gap", Self.eventColor)]
        for (name, color) in entries {
            svg.rect(CGRect(x: x, y: y - 9 * u, width: 10 * u, height: 10 * u), fill: color)
            svg.text(name, at: CGPoint(x: x + 14 * u, y: y), size: 11 * u, fill: "#444")
            x += (CGFloat(name.count) * 6.2 + 34) * u
        }
    }

    func mid(_ rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }

    /// A dash pattern of `on` and `off` CSS pixels.
    func dash(_ on: CGFloat, _ off: CGFloat) -> String {
        "\(SVGBuilder.n(on * scene.unit)) \(SVGBuilder.n(off * scene.unit))"
    }
}
