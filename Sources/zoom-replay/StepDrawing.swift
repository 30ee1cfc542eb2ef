import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// Draws one step of a replay: the container, the coverage rect, the drawn image with its pixel
/// grid, the view's frame, where the image would settle and what the event did, in the step's
/// ``Viewport``; and says it in words (``StepCaption``) with a key of what was drawn.
///
/// Each thing drawn adds its ``LegendItem``, so the key lists exactly what the frame shows.
/// Labels go through one ``LabelPlacer``: the event's first, then the grid's numbers wherever
/// they don't hit a border or another label. A new kind of thing to draw is a new `draw…`
/// method here (or in `StepDrawing+Event.swift` for what an event shows) and a ``LegendItem``.
struct StepDrawing {
    /// The frame's step.
    let step: ReplayStep
    /// The step before it (`nil` for step 0), to draw movements.
    let previous: ReplayStep?
    /// The last step's index, for "step 3 / 16".
    let lastIndex: Int
    /// What every frame shares.
    let scene: ReplayScene
    /// The region this frame shows and its scale.
    let viewport: Viewport

    /// Font sizes, in CSS pixels.
    static let gridLabelSize: CGFloat = 10
    static let labelSize: CGFloat = 11

    init(step: ReplayStep, previous: ReplayStep?, lastIndex: Int, scene: ReplayScene) {
        self.step = step
        self.previous = previous
        self.lastIndex = lastIndex
        self.scene = scene
        viewport = scene.viewport(for: step, previous: previous)
    }

    /// What is being built: the layers, the label placer and the key.
    struct Canvas {
        /// Areas and lines, bottom to top.
        var shapes = SVGBuilder()
        /// The grid's numbers, above the shapes.
        var gridLabels = SVGBuilder()
        /// The event's marks and labels, on top.
        var events = SVGBuilder()
        var labels: LabelPlacer
        /// What was drawn, with its name in the key when it differs from the item's own.
        var drawn: [LegendItem: String] = [:]
    }

    /// The frame: caption, drawing and key.
    var frame: StepFrame {
        var canvas = Canvas(labels: LabelPlacer(viewport: viewport))
        canvas.shapes.scalesText = true
        canvas.gridLabels.scalesText = true
        canvas.events.scalesText = true
        let differentCoverage = step.coverageRect != step.containerBounds
        canvas.labels.avoidEdges(of: step.containerBounds)
        if differentCoverage { canvas.labels.avoidEdges(of: step.coverageRect) }

        canvas.shapes.rect(viewport.region, fill: "#fafafa")
        canvas.shapes.rect(step.containerBounds, fill: "#fff")
        drawImage(on: &canvas)
        drawGaps(on: &canvas)
        drawViewFrame(on: &canvas)
        drawSettleTarget(on: &canvas)
        if differentCoverage {
            canvas.shapes.rect(step.coverageRect, stroke: LegendItem.coverage.color, width: viewport.length(2))
            canvas.drawn[.coverage] = LegendItem.coverage.name
        }
        canvas.shapes.rect(step.containerBounds, stroke: LegendItem.container.color, width: viewport.length(2))
        canvas.drawn[.container] = LegendItem.container.name
        drawEvent(on: &canvas)
        drawGridLabels(on: &canvas)

        var drawing = canvas.shapes
        drawing.append(canvas.gridLabels)
        drawing.append(canvas.events)
        let legend = LegendItem.allCases.compactMap { item in canvas.drawn[item].map { (item, $0) } }
        return StepFrame(index: step.index, caption: StepCaption(step: step, previous: previous, lastIndex: lastIndex),
                         drawing: drawing, viewport: viewport, legend: legend)
    }

    /// The image's grid: its spacing in grid units and the unit's name.
    var grid: (pixels: CGSize, spacing: CGFloat, unit: String) {
        let pixels = scene.imagePixels(at: step)
        return (pixels, ReplayScene.gridSpacing(forLength: max(pixels.width, pixels.height)), scene.hasPixels ? "px" : "pt")
    }

    /// The drawn image: a tinted rect with grid lines every ``ReplayScene/gridSpacing(forLength:)``.
    func drawImage(on canvas: inout Canvas) {
        let frame = step.drawnImageFrame
        let (pixels, spacing, unit) = grid
        canvas.shapes.rect(frame, fill: LegendItem.drawnImage.color, opacity: 0.13)
        var lines: [(CGPoint, CGPoint)] = []
        for x in gridPositions(length: pixels.width, spacing: spacing, from: frame.minX, to: frame.maxX) {
            lines.append((CGPoint(x: x.position, y: frame.minY), CGPoint(x: x.position, y: frame.maxY)))
        }
        for y in gridPositions(length: pixels.height, spacing: spacing, from: frame.minY, to: frame.maxY) {
            lines.append((CGPoint(x: frame.minX, y: y.position), CGPoint(x: frame.maxX, y: y.position)))
        }
        canvas.shapes.segments(lines, stroke: LegendItem.drawnImage.color, width: viewport.length(0.6), opacity: 0.45)
        canvas.shapes.rect(frame, stroke: LegendItem.drawnImage.color, width: viewport.length(1.5))
        canvas.drawn[.drawnImage] = "drawn image, \(Format.number(pixels.width)) × \(Format.number(pixels.height)) "
            + "\(unit), grid every \(Format.number(spacing)) \(unit)"
    }

    /// The grid lines inside the image, `spacing` grid units apart along an image `length` units
    /// long drawn from `start` to `end`: each line's value and position.
    func gridPositions(length: CGFloat, spacing: CGFloat, from start: CGFloat, to end: CGFloat)
        -> [(value: CGFloat, position: CGFloat)]
    {
        guard length.isFinite, length > 0, spacing > 0, length / spacing <= 64 else { return [] }
        return stride(from: spacing, to: length, by: spacing).map { ($0, start + $0 / length * (end - start)) }
    }

    /// The grid's numbers along the top and left edges of the part of the image in view, each
    /// where it hits no border or other label; every other one is minor (hidden on narrow
    /// screens, where text is larger).
    func drawGridLabels(on canvas: inout Canvas) {
        let frame = step.drawnImageFrame
        let (pixels, spacing, _) = grid
        let visible = frame.intersection(viewport.region)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let size = Self.gridLabelSize
        let cellWidth = frame.width / max(1, pixels.width / spacing)
        let cellHeight = frame.height / max(1, pixels.height / spacing)
        // A row (column) of numbers keeps one distance from the image's edge: farther when a
        // border runs along that edge, so that the numbers clear it even enlarged.
        let borders = [step.containerBounds, step.coverageRect]
        let near = viewport.length(20)
        let rowOffsets: [CGFloat] = borders.contains { abs($0.minY - visible.minY) < near || abs($0.maxY - visible.minY) < near }
            ? [23, 14] : [14, 23]
        let columnOffsets: [CGFloat] = borders.contains { abs($0.minX - visible.minX) < near || abs($0.maxX - visible.minX) < near }
            ? [12, 5] : [5, 12]
        var placed: [(text: String, origin: CGPoint, minor: Bool)] = []
        if cellWidth > viewport.length(LabelPlacer.width(of: "0000", size: size, scale: 1)) {
            for (index, x) in gridPositions(length: pixels.width, spacing: spacing, from: frame.minX, to: frame.maxX).enumerated() {
                let text = Format.number(x.value)
                let origins = rowOffsets.map { CGPoint(x: x.position + viewport.length(2), y: visible.minY + viewport.length($0)) }
                if let spot = canvas.labels.placeOptional(text, size: size, at: origins, minor: index % 2 == 0) {
                    placed.append((text, spot.origin, spot.minor))
                }
            }
        }
        if cellHeight > viewport.length(size * 1.5) {
            for (index, y) in gridPositions(length: pixels.height, spacing: spacing, from: frame.minY, to: frame.maxY).enumerated() {
                let text = Format.number(y.value)
                let origins = columnOffsets.map { CGPoint(x: visible.minX + viewport.length($0), y: y.position - viewport.length(2)) }
                if let spot = canvas.labels.placeOptional(text, size: size, at: origins, minor: index % 2 == 0) {
                    placed.append((text, spot.origin, spot.minor))
                }
            }
        }
        canvas.gridLabels.labels(placed, size: viewport.length(size), fill: LegendItem.drawnImage.color,
                                 halo: viewport.length(3))
    }

    /// Red strips along the coverage rect's edges, as wide as each gap.
    func drawGaps(on canvas: inout Canvas) {
        let gaps = step.coverageGaps
        let c = step.coverageRect
        let strips = [
            CGRect(x: c.minX, y: c.minY, width: c.width, height: gaps.top),
            CGRect(x: c.minX, y: c.maxY - gaps.bottom, width: c.width, height: gaps.bottom),
            CGRect(x: c.minX, y: c.minY, width: gaps.left, height: c.height),
            CGRect(x: c.maxX - gaps.right, y: c.minY, width: gaps.right, height: c.height),
        ]
        for strip in strips where strip.width > 0 && strip.height > 0 && strip.isFinite {
            canvas.shapes.rect(strip, fill: LegendItem.gap.color, opacity: 0.22)
            canvas.drawn[.gap] = "gap"
        }
    }

    /// The view's frame, dotted, where it shows: not on the container or the drawn image.
    func drawViewFrame(on canvas: inout Canvas) {
        let frame = step.viewFrame
        guard frame.isFinite, !isClose(frame, step.containerBounds), !isClose(frame, step.drawnImageFrame) else { return }
        canvas.shapes.rect(frame, stroke: LegendItem.viewFrame.color, width: viewport.length(1), dash: viewport.dash(2, 3))
        canvas.drawn[.viewFrame] = LegendItem.viewFrame.name
    }

    /// Where the image would settle, dashed, with an arrow from the drawn image: while unsettled.
    func drawSettleTarget(on canvas: inout Canvas) {
        guard step.isUnsettled() else { return }
        let color = LegendItem.settleTarget.color
        canvas.shapes.rect(step.settledImageFrame, stroke: color, width: viewport.length(2), dash: viewport.dash(7, 4))
        canvas.shapes.arrow(from: mid(step.drawnImageFrame), to: mid(step.settledImageFrame), color: color,
                            width: viewport.length(1.5), head: viewport.length(9), dash: viewport.dash(4, 3))
        canvas.drawn[.settleTarget] = LegendItem.settleTarget.name
    }

    /// Whether two rects are the same within half a CSS pixel.
    func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        let tolerance = viewport.length(0.5)
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    func mid(_ rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
