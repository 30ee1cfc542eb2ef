import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// The replay as a plain-text table, one aligned line per step: what `zoom-replay` prints.
///
/// ```
/// step   time  event                                 zoom  centre x  centre y    top   left  bottom  right  state
///    0  0.000  start                                1.000    150.00    250.00    0.0    0.0     0.0    0.0
/// ```
struct StepTable {
    /// The replayed steps.
    let steps: [ReplayStep]

    /// The columns: title, width, right-aligned, and whether a cell names its column where the
    /// page shows rows without a header (narrow screens; the event and state speak for themselves).
    static let columns: [(title: String, width: Int, right: Bool, labelled: Bool)] = [
        ("step", 4, true, true), ("time", 6, true, true), ("event", 36, false, false), ("zoom", 6, true, true),
        ("centre x", 9, true, true), ("centre y", 9, true, true),
        ("top", 6, true, true), ("left", 6, true, true), ("bottom", 7, true, true), ("right", 6, true, true),
        ("state", 9, false, false),
    ]

    /// The header line and one line per step, joined with newlines.
    var text: String {
        ([Self.line(Self.columns.map(\.title))] + steps.map { Self.line(Self.cells(for: $0)) })
            .joined(separator: "\n")
    }

    /// The cells of one step, in column order (also used by the page's table).
    static func cells(for step: ReplayStep) -> [String] {
        let gaps = step.coverageGaps
        return [
            String(step.index), Format.fixed(step.time, digits: 3), step.summary,
            Format.fixed(step.zoomScale, digits: 3),
            Format.fixed(step.geometry.center.x, digits: 2), Format.fixed(step.geometry.center.y, digits: 2),
            Format.fixed(gaps.top, digits: 1), Format.fixed(gaps.left, digits: 1),
            Format.fixed(gaps.bottom, digits: 1), Format.fixed(gaps.right, digits: 1),
            state(of: step),
        ]
    }

    /// "gesture" while interacting; "unsettled" when no gesture is in progress but the view is
    /// not where settling would put it (worth a look); empty otherwise.
    static func state(of step: ReplayStep) -> String {
        if step.isInteracting { return "gesture" }
        return step.isUnsettled() ? "unsettled" : ""
    }

    static func line(_ cells: [String]) -> String {
        let text = zip(columns, cells)
            .map { column, cell in
                // Only text is cut to fit; a number too wide pushes the row out instead.
                column.right ? Format.padded(cell, max(cell.count, column.width), alignRight: true)
                    : Format.padded(cell, column.width)
            }
            .joined(separator: "  ")
        var trimmed = Substring(text)
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}
