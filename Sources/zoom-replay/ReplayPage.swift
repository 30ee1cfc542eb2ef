import Foundation
@_spi(Internals) import ZoomableImageCore

/// `index.html`: every frame inlined (so it works opened from the file system, no server, no
/// network), a play/pause button, a scrubber, a step counter, speed, keyboard control, and the
/// step table with the current row highlighted. Plays at the recorded pace times the speed menu
/// (0.25× by default, so that 60 Hz steps can be followed): each step stays for the time until the
/// next event, at least one display frame and at most a second; without times, 4 steps a second.
///
/// `index.html#step=N` opens step N, and the address follows the step shown, so a step can be
/// linked to. On a narrow screen (a phone) the drawing's text is enlarged (its `--text-scale`)
/// with the grid's minor numbers hidden, and the table's rows wrap instead of scrolling sideways.
struct ReplayPage {
    /// The page's title: the trace's name.
    let title: String
    /// The trace's note, if any.
    let note: String?
    /// The steps, in order.
    let steps: [ReplayStep]
    /// One frame per step.
    let frames: [StepFrame]

    var html: String {
        let times = steps.map { $0.time.isFinite ? Format.fixed($0.time, digits: 4) : "0" }.joined(separator: ",")
        let frameElements = frames.enumerated().map { index, frame in frame.html(visible: index == 0) }
            .joined(separator: "\n")
        let header = StepTable.columns.map { "<th>\(SVGBuilder.escaped($0.title))</th>" }.joined()
        let rows = steps.map { step in
            "<tr>" + zip(StepTable.columns, StepTable.cells(for: step)).map { column, cell in
                let label = column.labelled ? " data-label=\"\(SVGBuilder.escaped(column.title))\"" : ""
                return "<td\(label)>\(SVGBuilder.escaped(cell))</td>"
            }.joined() + "</tr>"
        }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>zoom-replay: \(SVGBuilder.escaped(title))</title>
        <style>
        body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #222; }
        h1 { font-size: 18px; margin: 0 0 4px; overflow-wrap: anywhere; }
        .note { margin: 0 0 12px; color: #555; max-width: 760px; }
        .frame { margin: 0; }
        .frame figcaption p { margin: 0 0 2px; max-width: 760px; }
        .frame figcaption .title { font-weight: bold; font-size: 15px; }
        .frame figcaption .settle { color: \(LegendItem.settleTarget.color); }
        .drawing { display: block; max-width: 100%; height: auto; margin: 6px 0 4px; border: 1px solid #ddd;
                   font-family: \(StepFrame.fontFamily); }
        .legend { list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 2px 16px;
                  font-size: 12px; color: #444; max-width: 760px; }
        .swatch { display: inline-block; width: 12px; margin-right: 5px; vertical-align: middle; }
        .swatch.area { height: 10px; background: var(--color); }
        .swatch.line { border-top: 2px solid var(--color); }
        .swatch.dashed { border-top: 2px dashed var(--color); }
        .controls { display: flex; gap: 10px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
        .controls input[type=range] { flex: 1; min-width: 160px; max-width: 520px; }
        #counter { font-variant-numeric: tabular-nums; min-width: 90px; }
        .help { color: #777; font-size: 12px; margin: 0 0 8px; }
        .table { max-height: 40vh; overflow: auto; border: 1px solid #ddd; }
        table { border-collapse: collapse; font: 12px ui-monospace, Menlo, Consolas, monospace; }
        th, td { padding: 2px 8px; text-align: right; white-space: nowrap; }
        th:nth-child(3), td:nth-child(3), th:last-child, td:last-child { text-align: left; }
        th { position: sticky; top: 0; background: #eee; }
        tbody tr { cursor: pointer; }
        tbody tr:hover { background: #f3f3f3; }
        tbody tr.current { background: #fff3c4; }
        @media (max-width: 760px) {
          .drawing { --text-scale: 1.3; }
          .drawing .minor { display: none; }
        }
        @media (max-width: 520px) {
          body { margin: 10px; }
          .drawing { --text-scale: \(SVGBuilder.n(LabelPlacer.textScale)); }
          .table { max-height: 50vh; overflow-x: hidden; }
          table, tbody { display: block; }
          thead { display: none; }
          tbody tr { display: flex; flex-wrap: wrap; gap: 0 10px; padding: 4px 6px; border-bottom: 1px solid #eee; }
          td { padding: 0; white-space: normal; text-align: left; }
          td:nth-child(3) { flex-basis: 100%; font-weight: bold; }
          td[data-label]::before { content: attr(data-label) " "; color: #888; }
          td:empty { display: none; }
        }
        </style>
        </head>
        <body>
        <h1>zoom-replay: \(SVGBuilder.escaped(title))</h1>
        \(note.map { "<p class=\"note\">\(SVGBuilder.escaped($0))</p>" } ?? "")
        <div id="stage">
        \(frameElements)
        </div>
        <div class="controls">
        <button id="play" type="button">Play</button>
        <button id="prev" type="button" title="previous step (←)">&#9664;</button>
        <button id="next" type="button" title="next step (→)">&#9654;</button>
        <input id="scrub" type="range" min="0" max="\(max(0, steps.count - 1))" value="0" step="1" aria-label="step">
        <span id="counter"></span>
        <label>speed <select id="speed">
        <option value="0.1">0.1×</option><option value="0.25" selected>0.25×</option>
        <option value="0.5">0.5×</option>
        <option value="1">1× (recorded)</option><option value="2">2×</option>
        </select></label>
        </div>
        <p class="help">Space: play / pause · ← →: step · Home / End: first / last · click a row to jump</p>
        <div class="table"><table><thead><tr>\(header)</tr></thead>
        <tbody id="rows">
        \(rows)
        </tbody></table></div>
        <script>
        \(Self.script(times: times))
        </script>
        </body>
        </html>

        """
    }
}
