import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// A step in words, three lines: the step and its event; zoom, centre and gaps; and whether the
/// image is settled or where it would go — and for a tiled image a fourth, its tile plan: the
/// level, the tiles resident and loading, the bytes against the budget. Shown above the drawing,
/// as HTML on the page and as text in a standalone SVG.
struct StepCaption {
    /// How a line is shown.
    enum Style {
        /// Bold, larger: the step and its event.
        case title
        /// Plain: the numbers.
        case body
        /// In the settle target's colour: settled or not.
        case settle
    }

    /// The lines, top to bottom.
    let lines: [(text: String, style: Style)]

    init(step: ReplayStep, previous: ReplayStep?, lastIndex: Int) {
        let gaps = step.coverageGaps
        var event = step.summary
        if let previous, let end = StepDrawing.coastEnd(of: step, previous: previous) {
            let start = previous.drawnImageFrame
            event += " · coasts \(Format.delta(CGPoint(x: end.x - start.midX, y: end.y - start.midY))) pt"
        }
        let title = "step \(step.index) / \(lastIndex) · t = \(Format.fixed(step.time, digits: 3)) s · \(event)"
        let numbers = "zoom \(Format.fixed(step.zoomScale, digits: 3)) · centre \(Format.point(step.geometry.center)) · "
            + "gaps top \(Format.number(step.coverageGaps.top, digits: 1)), left \(Format.number(gaps.left, digits: 1)), "
            + "bottom \(Format.number(gaps.bottom, digits: 1)), right \(Format.number(gaps.right, digits: 1))"
            + (step.isInteracting ? " · gesture in progress" : "")
        let target = step.settleTarget
        let destination = "zoom \(Format.fixed(target.transform.a, digits: 3)), centre \(Format.point(target.center))"
        let settle = switch (step.isInteracting, step.isUnsettled()) {
        case (true, true): "released now, it would settle to \(destination)"
        case (true, false): "released now, it would stay put"
        case (false, true): "not settled: settling would move it to \(destination)"
        case (false, false): "settled"
        }
        lines = [(title, .title), (numbers, .body), (settle, .settle)] + (step.tiles.map { [(Self.tilePlan($0), .body)] } ?? [])
    }

    /// "tiles: level 3 · 12 resident · 4 loading · 3.1 of 128.0 MiB" ("base only" when no
    /// level is planned).
    static func tilePlan(_ tiles: DeepZoomReadout) -> String {
        let level = tiles.level.map { "level \($0)" } ?? "base only"
        let mebibytes = { (bytes: Int) in Format.fixed(CGFloat(bytes) / 1_048_576, digits: 1) }
        return "tiles: \(level) · \(tiles.residentTileCount) resident · \(tiles.loadingTileCount) loading · "
            + "\(mebibytes(tiles.residentBytes)) of \(mebibytes(tiles.byteBudget)) MiB"
    }

    /// The title line: the step and its event (the SVG's `<title>`).
    var title: String { lines.first?.text ?? "" }
}
