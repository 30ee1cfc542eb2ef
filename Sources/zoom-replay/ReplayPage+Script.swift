import Foundation

extension ReplayPage {
    /// The player. `times` is the comma-separated list of step times in seconds. The address's
    /// `#step=N` chooses the step shown first (and later, when it changes), and each step shown
    /// replaces it, so the address always links to what is on screen.
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
            linkTo(current);
          }

          // The step named by the address (#step=N), or null.
          function linkedStep() {
            var match = /^#step=(\\d+)$/.exec(location.hash);
            return match ? Number(match[1]) : null;
          }

          // Makes the address name step `index`, without adding to the history.
          function linkTo(index) {
            var hash = "#step=" + index;
            if (location.hash === hash) { return; }
            try {
              history.replaceState(null, "", hash);
            } catch (error) {
              location.replace(hash);   // browsers that refuse replaceState on file: URLs
            }
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
          window.addEventListener("hashchange", function () {
            var linked = linkedStep();
            if (linked !== null && linked !== current) { stop(); show(linked); }
          });
          var first = linkedStep();
          show(first === null ? 0 : first);
        })();
        """
    }
}
