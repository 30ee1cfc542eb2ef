#!/usr/bin/env node
// Plays a zoom-replay index.html without a browser: runs its player script against a minimal DOM
// built from the page (one hidden frame per step, one table row per step, the controls), presses
// Play, runs the timers to the end, and checks that every step was shown once, in order, with the
// counter, scrubber and address (#step=N) following and the button back at "Play"; then the
// keyboard and the scrubber; then #step=N links: opening one, the address changing, a step past
// the end, nonsense. Exits non-zero with a message on the first problem.
//
// Usage: node Scripts/check-replay-player.js DIR/index.html   (Scripts/test-zoom-replay runs it)
"use strict";
const fs = require("fs");
const vm = require("vm");

function fail(message) {
  console.log("check-replay-player: FAIL: " + message);
  process.exit(1);
}

const path = process.argv[2];
if (!path) { fail("usage: check-replay-player.js index.html"); }
const html = fs.readFileSync(path, "utf8");
const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
if (scripts.length === 0) { fail("no player script in " + path); }
const frameCount = (html.match(/class="frame"/g) || []).length;
const rowCount = (html.match(/<tr[\s>]/g) || []).length - (html.match(/<th[\s>]/g) ? 1 : 0);
if (frameCount < 2) { fail("only " + frameCount + " frames"); }

// A minimal element: what the player reads and writes.
function element(id) {
  const listeners = {};
  const classes = new Set();
  return {
    id, hidden: true, value: "0", textContent: "", offsetTop: 0, offsetHeight: 20, scrollTop: 0, clientHeight: 400,
    classList: { add: (c) => classes.add(c), remove: (c) => classes.delete(c), has: (c) => classes.has(c) },
    addEventListener: (type, fn) => { (listeners[type] = listeners[type] || []).push(fn); },
    dispatch: (type, event) => (listeners[type] || []).forEach((fn) => fn(event || {})),
  };
}
// Fake timers: run in order of due time.
let now = 0;
let nextId = 1;
const timers = new Map();
function setTimeout(fn, ms) { const id = nextId++; timers.set(id, { fn, at: now + Math.max(0, ms) }); return id; }
function clearTimeout(id) { timers.delete(id); }
function runTimers(limit) {
  for (let n = 0; n < limit && timers.size > 0; n++) {
    const [id, timer] = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
    timers.delete(id);
    now = timer.at;
    timer.fn();
  }
}

// Loads the page at the address `hash` ("" or "#step=N"): a fresh DOM, the player script run in it.
function loadPage(hash) {
  const page = {
    frames: Array.from({ length: frameCount }, (_, i) => element("frame" + i)),
    rows: Array.from({ length: rowCount }, (_, i) => element("row" + i)),
    byId: {}, documentListeners: {}, windowListeners: {},
    location: { hash, replace(url) { this.hash = url; } },
  };
  page.frames.forEach((frame, i) => { frame.hidden = i !== 0; });  // as the page is written
  for (const id of ["scrub", "counter", "play", "speed", "prev", "next"]) { page.byId[id] = element(id); }
  page.byId.play.textContent = "Play";
  page.byId.speed.value = speedValue;
  const table = element("table");
  const listen = (listeners) => (type, fn) => { (listeners[type] = listeners[type] || []).push(fn); };
  const document = {
    querySelectorAll: (selector) => (selector === "#stage .frame" ? page.frames : selector === "#rows tr" ? page.rows : []),
    querySelector: () => table,
    getElementById: (id) => page.byId[id] || fail("the page has no #" + id),
    addEventListener: listen(page.documentListeners),
  };
  // Replacing the state changes the address without a history entry (and without "hashchange").
  const history = { replaceState(state, title, url) { page.location.hash = url; } };
  const window = { addEventListener: listen(page.windowListeners) };
  const context = { document, window, location: page.location, history, setTimeout, clearTimeout,
                    HTMLSelectElement: function () {}, Math, Number, String, console };
  vm.createContext(context);
  try {
    vm.runInContext(scripts[scripts.length - 1], context);
  } catch (error) {
    fail("the player script threw: " + error);
  }
  return page;
}

// The speed menu as the browser would start it: its selected option (or the first).
const speedMenu = (html.match(/<select id="speed">([\s\S]*?)<\/select>/) || [])[1] || fail("no speed menu");
const selected = speedMenu.match(/<option value="([^"]+)" selected>/) || speedMenu.match(/<option value="([^"]+)"/);
const speedValue = selected ? selected[1] : fail("the speed menu has no options");

const shown = [];
let page = loadPage("");
let { frames, byId, documentListeners } = page;
const visible = () => frames.map((f, i) => (f.hidden ? -1 : i)).filter((i) => i >= 0);
const last = frameCount - 1;
function expectStep(index, when) {
  const v = visible();
  if (v.length !== 1 || v[0] !== index) { fail(when + ": frames shown " + JSON.stringify(v) + ", expected [" + index + "]"); }
  if (byId.counter.textContent !== "step " + index + " / " + last) { fail(when + ": counter says " + byId.counter.textContent); }
  if (byId.scrub.value !== String(index)) { fail(when + ": scrubber at " + byId.scrub.value); }
  if (page.location.hash !== "#step=" + index) { fail(when + ": the address says " + page.location.hash); }
}
expectStep(0, "on load");

// Play to the end, recording every frame shown.
byId.play.dispatch("click");
if (byId.play.textContent !== "Pause") { fail("Play did not start playing"); }
for (let guard = 0; guard < 10 * frameCount && timers.size > 0; guard++) {
  runTimers(1);
  shown.push(visible()[0]);
}
if (timers.size > 0) { fail("still playing after " + 10 * frameCount + " timer firings"); }
const expected = Array.from({ length: last }, (_, i) => i + 1);
if (JSON.stringify(shown) !== JSON.stringify(expected)) { fail("played " + JSON.stringify(shown) + ", expected 1…" + last); }
expectStep(last, "after playing");
if (byId.play.textContent !== "Play") { fail("the button says " + byId.play.textContent + " after playing"); }
if (!(Number.isFinite(now) && now > 0)) { fail("playing took " + now + " ms of timers: the delays are not usable"); }

// Keyboard and scrubber.
const key = (k) => (documentListeners.keydown || []).forEach((fn) => fn({ key: k, target: {}, preventDefault() {} }));
key("Home"); expectStep(0, "after Home");
key("ArrowRight"); expectStep(1, "after →");
key("End"); expectStep(last, "after End");
byId.scrub.value = "2"; byId.scrub.dispatch("input"); expectStep(2, "after scrubbing to 2");
byId.prev.dispatch("click"); expectStep(1, "after Previous");

// Links: #step=N opens step N; a new #step=N in the address shows it; nonsense opens step 0.
page = loadPage("#step=" + last);
({ frames, byId, documentListeners } = page);
expectStep(last, "opened at #step=" + last);
page.location.hash = "#step=1";
(page.windowListeners.hashchange || []).forEach((fn) => fn({}));
expectStep(1, "after the address changed to #step=1");
page = loadPage("#step=" + (last + 5));
({ frames, byId, documentListeners } = page);
expectStep(last, "opened at #step=" + (last + 5) + " (past the end)");
page = loadPage("#stepp");
({ frames, byId, documentListeners } = page);
expectStep(0, "opened at #stepp");
console.log("check-replay-player: " + path + ": played " + frameCount + " steps in " + (now / 1000).toFixed(2) +
  " s of timers; keyboard, scrubber and #step=N links work");
