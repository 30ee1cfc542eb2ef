import Foundation
import ZoomableImageCore

/// `index.html`: every frame inlined (so it works opened from the file system, no server, no
/// network), a play/pause button, a scrubber, a step counter, speed, keyboard control, and the
/// step table with the current row highlighted. Plays at the recorded pace times the speed menu
/// (0.25× by default, so that 60 Hz steps can be followed): each step stays for the time until the
/// next event, at least one display frame and at most a second; without times, 4 steps a second.
struct ReplayPage {
    /// The page's title: the trace's name.
    let title: String
    /// The trace's note, if any.
    let note: String?
    /// The steps, in order.
    let steps: [ReplayStep]
    /// One SVG document per step.
    let frames: [String]

    var html: String {
        let times = steps.map { $0.time.isFinite ? Format.fixed($0.time, digits: 4) : "0" }.joined(separator: ",")
        let frameElements = frames.enumerated().map { index, svg in
            "<div class=\"frame\"\(index == 0 ? "" : " hidden")>\n\(svg)</div>"
        }.joined(separator: "\n")
        let header = StepTable.columns.map { "<th>\(SVGBuilder.escaped($0.title))</th>" }.joined()
        let rows = steps.map { step in
            "<tr>" + StepTable.cells(for: step).map { "<td>\(SVGBuilder.escaped($0))</td>" }.joined() + "</tr>"
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
        h1 { font-size: 18px; margin: 0 0 4px; }
        .note { margin: 0 0 12px; color: #555; max-width: 760px; }
        .frame svg { max-width: 100%; height: auto; border: 1px solid #ddd; background: #fafafa; }
        .controls { display: flex; gap: 10px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
        .controls input[type=range] { flex: 1; min-width: 200px; max-width: 520px; }
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

    /// The player. `times` is the comma-separated list of step times in seconds.
    static func script(times: String) -> String {
        """
        (function () {
          "use strict";
          var times = [\(times)];
          var frames = document.querySelectorAll("#stage .frame");
          var rows = document.querySelectorAll("#rows tr");
          var scrub = document.getElementById("scrub");
          var counter = document.getElementById("counter");
          var playButton = document.getElementById("play");
          var speed = document.getElementById("speed");
          var tableBox = document.querySelector(".table");
          var last = frames.length - 1;
          var timed = times.length > 1 && times[times.length - 1] > times[0];
          var current = 0;
          var timer = null;

          function show(index) {
            index = Math.max(0, Math.min(last, index));
            frames[current].hidden = true;
            if (rows[current]) { rows[current].classList.remove("current"); }
            current = index;
            frames[current].hidden = false;
            var row = rows[current];
            if (row) {
              row.classList.add("current");
              if (row.offsetTop < tableBox.scrollTop + 24 ||
                  row.offsetTop + row.offsetHeight > tableBox.scrollTop + tableBox.clientHeight) {
                tableBox.scrollTop = row.offsetTop - tableBox.clientHeight / 2;
              }
            }
            scrub.value = String(current);
            counter.textContent = "step " + current + " / " + last;
          }

          // Seconds to show step `index` before the next one, at the chosen speed.
          function delayAfter(index) {
            var seconds = timed ? times[index + 1] - times[index] : 0.25;
            if (!(seconds > 0)) { seconds = 0; }
            seconds = seconds / Number(speed.value);
            return Math.max(1 / 60, Math.min(1, seconds));
          }

          function stop() {
            if (timer !== null) { clearTimeout(timer); timer = null; }
            playButton.textContent = "Play";
          }

          function tick() {
            if (current >= last) { stop(); return; }
            show(current + 1);
            timer = current >= last ? null : setTimeout(tick, delayAfter(current) * 1000);
            if (timer === null) { stop(); }
          }

          function play() {
            if (current >= last) { show(0); }
            playButton.textContent = "Pause";
            timer = setTimeout(tick, delayAfter(current) * 1000);
          }

          function toggle() {
            if (timer !== null) { stop(); } else { play(); }
          }

          playButton.addEventListener("click", toggle);
          document.getElementById("prev").addEventListener("click", function () { stop(); show(current - 1); });
          document.getElementById("next").addEventListener("click", function () { stop(); show(current + 1); });
          scrub.addEventListener("input", function () { stop(); show(Number(scrub.value)); });
          rows.forEach(function (row, index) {
            row.addEventListener("click", function () { stop(); show(index); });
          });
          document.addEventListener("keydown", function (event) {
            if (event.target instanceof HTMLSelectElement) { return; }
            switch (event.key) {
              case "ArrowLeft": stop(); show(current - 1); break;
              case "ArrowRight": stop(); show(current + 1); break;
              case "Home": stop(); show(0); break;
              case "End": stop(); show(last); break;
              case " ": toggle(); break;
              default: return;
            }
            event.preventDefault();
          });
          show(0);
        })();
        """
    }
}
