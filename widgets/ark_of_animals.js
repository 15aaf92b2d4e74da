// The Ark of Animals race board: the face-down pool, the face-up table, your hand, your hex ark,
// the other arks' fill counts, the sandglass, and after each round the scoring in five steps.
//
// Python decides everything. This module draws the snapshot in `_view` and, on a click, sends
// the move's text Python gave for that target (`clicks`: "Ada: reveal" for a pool tile, "Ada:
// place <n>" for a space, even one Python did not light: the answer is then the rule that
// forbids it) with the version it was drawn from. Before Start Python gives none: nothing clicks.
// Real time is Python's too: each snapshot carries the game time it was sent at and the speed,
// and between snapshots this module only animates the countdown and the busy hand from them.

const CLASS_NAMES = { mammal: "mammal", bird: "bird", reptile: "reptile", amphibian: "amphibian" };
// Two letters per species, unique, for the tile's glyph.
const GLYPH_FIX = { Mouse: "Ms", Monkey: "Mk", Rabbit: "Rb", Raven: "Rv" };
const STEP_KEYS = ["grain", "predators", "balance", "animals", "bonuses"];
const SHEET_LABELS = { grain: "grain", predators: "eaten", balance: "balance", animals: "animals", bonuses: "bonus" };
const STEP_MS = 1700; // one scoring step on screen, in wall milliseconds

// Inline SVG symbols (no emoji font needed): a fang for predators, a leaf for herbivores.
const SYMBOLS = {
  predator:
    '<path d="M3 3h18l-5.2 17.5L12 12l-3.8 8.5z" fill="#c62828" stroke="#4a0a0a" stroke-width="1.6" stroke-linejoin="round"/>',
  herbivore:
    '<path d="M4 20C4 9 10 3.5 20.5 3.5 20.5 14 15 20 4 20z" fill="#3f9a3a" stroke="#17451a" stroke-width="1.6"/>' +
    '<path d="M5.5 18.5L15.5 8.5" stroke="#e4f5df" stroke-width="1.6" stroke-linecap="round"/>',
  grain:
    '<ellipse cx="12" cy="13" rx="9" ry="7" fill="#e9b949" stroke="#7a5514" stroke-width="1.5"/>' +
    '<path d="M12 19V7M12 10l-3-3M12 10l3-3M12 14l-3.5-3M12 14l3.5-3" stroke="#7a5514" stroke-width="1.4" fill="none" stroke-linecap="round"/>',
  glass:
    '<path d="M5 2h14M5 22h14" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M6.5 2.5c0 5 4 6.5 4 9.5s-4 4.5-4 9.5h11c0-5-4-6.5-4-9.5s4-4.5 4-9.5z" fill="none" stroke="currentColor" stroke-width="1.6"/>',
};

const SEAT_KINDS = ["human", "random", "greedy"];
const SAND_MS = 30000; // the sandglass, in game milliseconds
const EVENTS = ["change:_view", "change:_message", "change:_log", "change:_interactive", "change:_version"];
// Keyboard: the pool, the table and the ark are one Tab stop each (not 81 pool tiles); arrow
// keys move inside, Enter and Space press (an ark space is a box, so it is pressed here).
const KEY_GROUPS = [
  [".ao-pool", ".ao-tile"],
  [".ao-table", ".ao-tile"],
  [".ao-hexes", ".ao-space"],
];

// The shared parts (widgets/lib/dom.js) under the short names the drawing below uses. Every
// click acts on the press (`onpress`, see domPress): the board redraws several times a second.
const h = domElement;
const fill = domFill;

// ------------------------------------------------------------------ words and numbers (pure)
// Two letters per species, unique, for the tile's glyph.
function glyph(name) {
  return GLYPH_FIX[name] || name.slice(0, 2);
}

// The countdown's text: tenths under ten seconds, whole seconds above.
function seconds(ms) {
  const s = Math.max(0, ms) / 1000;
  return s < 10 ? s.toFixed(1) : String(Math.ceil(s));
}

// The game time now: the snapshot's, plus the wall time since it arrived (less the hold a bot's
// pause asked for) at the race's speed. `wallMs` and `receivedMs` are performance.now() values.
function gameNow(snap, receivedMs, wallMs) {
  const race = snap.race || {};
  if (!race.running) return race.game_ms || 0;
  const elapsed = Math.max(0, wallMs - receivedMs - (race.hold_ms || 0));
  return (race.game_ms || 0) + elapsed * (race.speed || 1);
}

// The sand left, in game milliseconds. The countdown follows real time: the engine may call the
// sand out a moment early, when every hand is busy past its end (nothing can happen before it
// anyway), so it keeps counting.
function sandLeft(glass, now) {
  if (glass.runs_out_at_ms !== null && glass.runs_out_at_ms !== undefined)
    return Math.max(0, Math.min(SAND_MS, glass.runs_out_at_ms - now));
  return glass.run_out ? 0 : SAND_MS;
}

// The round's clock, stopped when the sand ran out.
function clockText(now, glass) {
  return `${(Math.min(now, glass.run_out ? glass.runs_out_at_ms : Infinity) / 1000).toFixed(1)} s`;
}

// What each column of the ark weighs in the balance step, by level ("" : not weighed).
function columnWeights(level) {
  if (level === "Grand Master") return ["×2", "×1", "", "×1", "×2"];
  if (level === "Master") return ["×1", "×1", "", "×1", "×1"];
  return null;
}

// A stable scatter per position, so the pool looks like tiles on a table, not a grid.
function poolScatter(i) {
  return { rot: ((i * 47) % 31) - 15, dx: ((i * 13) % 7) - 3 };
}

// A round's points on the score sheet, step by step: "+7 animals", "−2 balance"…
function sheetParts(points) {
  return STEP_KEYS.filter((k) => points[k]).map((k) => `${points[k] > 0 ? "+" : ""}${points[k]} ${SHEET_LABELS[k]}`);
}

// What the hand's hint says: what the learner may do now. A tile taken from the table
// (`me.from_table`) goes to the ark: it may not be left again.
function handHint(me, glass, groups, phase) {
  if (phase === "ready") return "Click Start: then click a face-down pool tile to reveal it.";
  if (phase === "scored") return "The round is scored above. Click Start for the next round.";
  if (phase === "over") return "The game is over.";
  if (me.finished) return "Your ark is full.";
  if (glass.run_out) {
    if (!me.hand) return "Time is up.";
    return me.from_table ? "Time is up: you may still place the tile in your hand." : "Time is up: you may still place the tile in your hand, or leave it.";
  }
  if (!me.hand) return "Reveal a pool tile, or take a face-up tile from the table.";
  const place = groups.place || {};
  const where = Object.keys(place).length ? `Place it in column ${me.column} (lit)` : "Place it in the lit column";
  return me.from_table ? `${where}: a tile taken from the table goes to your ark.` : `${where}, or leave it on the table.`;
}

// An ark space's accessible name: where, what is on it, and whether a tile may go there now.
function spaceLabel(cell, tile, clickable, target) {
  const on = tile === "grain" ? "grain marker" : tile === "face down" ? "a face-down tile" : tile || "empty";
  const may = clickable ? (target ? "; you may place here" : "; not allowed now") : "";
  return `Space ${cell.space}, column ${cell.column}: ${on}${may}`;
}

// ------------------------------------------------------------------ scoring effects
// Which classes each space gets at each step of the animation, from the engine's results.
function scoringFx(result, step) {
  const fx = {};
  const add = (space, cls) => (fx[space] = fx[space] || []).push(cls);
  if (!result) return fx;
  if (step >= 1) {
    for (const g of result.grain_eaten) {
      add(g.space, step === 1 ? "ao-fx-grain-eaten" : "ao-fx-gone");
      if (step === 1) for (const b of g.by) add(b, "ao-fx-eater");
    }
  }
  if (step >= 2) {
    for (const e of result.eaten) {
      add(e.space, step === 2 ? "ao-fx-eaten" : "ao-fx-gone");
      if (step === 2) for (const b of e.by) add(b, "ao-fx-hunter");
    }
  }
  if (step === 3 && result.balance) {
    result.ark.forEach((t, i) => {
      if (t && t !== "grain") add(i + 1, "ao-fx-weighed");
    });
  }
  if (step >= 4) for (const d of result.doubles) add(d.space, step === 4 ? "ao-fx-double" : "ao-fx-gone");
  if (step >= 4) for (const k of result.kept) add(k, "ao-fx-kept");
  return fx;
}

// ------------------------------------------------------------------ tiles
function symbol(name, label, extra = "") {
  const span = h("span", { class: `ao-sym ao-sym-${name} ${extra}`, role: "img", "aria-label": label, title: label });
  span.append(domSvg(SYMBOLS[name], ' aria-hidden="true"'));
  return span;
}

// A face-up tile: class colour (ring) and class shape (corner badge), the glyph and name, and as
// many diet symbols as its size, so colour, shape and count all say the same thing.
function tileFace(name, info, opts = {}) {
  const i = info || { class: "mammal", diet: "herbivore", size: 1 };
  const symbols = Array.from({ length: i.size }, () => symbol(i.diet, i.diet));
  const label = `${name}: ${i.class}, ${i.diet}, size ${i.size}`;
  return h(
    opts.onclick ? "button" : "div",
    {
      class: `ao-tile ao-c-${i.class} ao-${i.diet} ${opts.small ? "ao-small" : ""} ${(opts.extra || []).join(" ")}`,
      "data-species": name,
      "data-id": opts.id || null,
      title: label,
      "aria-label": label,
      role: opts.onclick ? null : "img",
      type: opts.onclick ? "button" : null,
      onpress: opts.onclick || null,
    },
    h("span", { class: `ao-class ao-class-${i.class}`, title: CLASS_NAMES[i.class] }),
    h("span", { class: "ao-glyph" }, glyph(name)),
    h("span", { class: "ao-name" }, name),
    h("span", { class: "ao-size", "data-size": i.size }, symbols),
  );
}

function tileBack(opts = {}) {
  return h(
    opts.onclick ? "button" : "div",
    {
      class: `ao-tile ao-back ${opts.small ? "ao-small" : ""} ${(opts.extra || []).join(" ")}`,
      title: opts.title || "a face-down tile",
      "aria-label": opts.title || "a face-down tile",
      role: opts.onclick ? null : "img",
      "data-id": opts.id || null,
      type: opts.onclick ? "button" : null,
      style: opts.style || null,
      onpress: opts.onclick || null,
    },
    h("span", { class: "ao-back-mark" }, opts.mark || ""),
  );
}

// Who plays a seat: a menu on a board that can be played on (the one set of seat menus, which a
// classroom's New game keeps), else a label. Python refuses a second human seat in a race.
function seatNode(player, kind, interactive, send) {
  if (!interactive) return kind && kind !== "human" ? h("span", { class: "ao-bot" }, ` ${kind} bot`) : "";
  return h(
    "select",
    { class: "ao-seat", "data-seat": player, "aria-label": `${player} is played by`, onchange: (e) => send({ type: "seat", player, kind: e.target.value }) },
    SEAT_KINDS.map((k) => h("option", { value: k, selected: k === kind }, k === "human" ? "human" : `${k} bot`)),
  );
}

// ------------------------------------------------------------------ the hex ark
// The column marks above the ark: the current column's arrow, and each column's balance weight.
function columnMarks(column, level, weighing) {
  const weights = columnWeights(level);
  const mark = (c) =>
    h(
      "span",
      { class: `ao-colmark ${c === column ? "ao-now" : ""} ${weighing && weights && weights[c - 1] ? "ao-weigh" : ""}`, style: `--c:${c - 1}` },
      c === column ? h("span", { class: "ao-arrow" }, "▼") : null,
      weights && weights[c - 1] ? h("span", { class: "ao-mult" }, weights[c - 1]) : h("span", { class: "ao-mult ao-mid" }, c === 3 ? "middle" : ""),
    );
  return h("div", { class: "ao-colmarks" }, [1, 2, 3, 4, 5].map(mark));
}

function spaceContent(tile, species) {
  if (tile === "grain") return symbol("grain", "grain marker", "ao-grain");
  if (tile === "face down") return tileBack({ small: true, title: "placed face down: remember it!", mark: "?" });
  if (tile) return tileFace(tile, species[tile], { small: true });
  return null;
}

function spaceNode(cell, opts) {
  const { tiles, species, name, column, onSpace, targets, scoring } = opts;
  const tile = tiles[cell.space - 1];
  const target = targets && targets[String(cell.space)];
  const fx = scoring ? scoring.fx[cell.space] || [] : [];
  const classes = ["ao-space", cell.column === column ? "ao-current" : "", target ? "ao-target" : "", onSpace ? "ao-clickable" : "", ...fx];
  const content = spaceContent(tile, species);
  return h(
    "div",
    {
      class: classes.join(" "),
      style: `--c:${cell.column - 1};--r:${cell.row}`,
      "data-id": `ark:${name}:${cell.space}`,
      "data-space": cell.space,
      title: `space ${cell.space} (column ${cell.column})`,
      tabindex: "-1",
      role: onSpace ? "button" : null,
      "aria-label": spaceLabel(cell, tile, Boolean(onSpace), target),
      onpress: onSpace ? () => onSpace(cell.space, target) : null,
    },
    content ? null : h("span", { class: "ao-space-no" }, cell.space),
    content,
  );
}

// Spaces sit where board.json puts them: column 1-5, row in half-hexagon steps.
function arkNode(opts) {
  const { layout, name, column, level, scoring, step } = opts;
  const hexes = h("div", { class: "ao-hexes", role: "group", "aria-label": `${name}'s ark: arrow keys move between spaces` }, layout.map((cell) => spaceNode(cell, opts)));
  return h(
    "div",
    { class: "ao-ark-wrap" },
    columnMarks(column, level, Boolean(scoring && step === 3)),
    h("div", { class: "ao-ark" }, h("div", { class: "ao-hull" }), hexes),
  );
}

// ------------------------------------------------------------------ header: round, glass, controls
function glassNode(glass) {
  const turned = glass.runs_out_at_ms !== null && glass.runs_out_at_ms !== undefined;
  const note = glass.run_out ? "time is up" : glass.turned_by ? `${glass.turned_by} turned it` : "turns when an ark is full";
  return h(
    "div",
    { class: `ao-glass ${turned ? "ao-turned" : ""} ${glass.run_out ? "ao-out" : ""}`, "data-id": "sandglass", title: "the 30-second sandglass" },
    h("span", { class: "ao-glass-icon" }, symbol("glass", "sandglass"), h("span", { class: "ao-sand-top" }), h("span", { class: "ao-sand-bottom" })),
    h("span", { class: "ao-glass-text" }, h("span", { class: "ao-count" }, "30"), h("small", {}, note)),
  );
}

function raceControls(ui, phase, round, learn, factor) {
  const controls = [];
  if (phase === "racing") controls.push(h("button", { class: "ao-btn", "data-control": "pause", onpress: () => ui.send({ type: "pause" }) }, "❚❚ Pause"));
  else if (phase !== "over") {
    const label = phase === "paused" ? "▶ Resume" : `▶ Start round ${round || 1}`;
    controls.push(h("button", { class: "ao-btn ao-go", "data-control": "start", onpress: () => ui.send({ type: "start" }) }, label));
  }
  const box = h("input", { type: "checkbox", "data-control": "learn", checked: learn, onchange: (e) => ui.send({ type: "learn", on: e.target.checked }) });
  controls.push(h("label", { class: "ao-learn", title: "Learn mode: time at half speed, and a pause after each bot move" }, box, " Learn mode"));
  if (factor && factor !== 1) controls.push(h("span", { class: "ao-speed", title: "time factor" }, `time ×${factor}`));
  controls.push(ui.saves);
  return controls;
}

// `big` is in the arguments so that the A+ button is drawn again when it is pressed.
function headerNode(ui, phase, round, rounds, interactive, glass, learn, factor, big) {
  const example = phase === "example";
  const roundPill = h("span", { class: "ao-round" }, example ? "Scoring example" : `Round ${round || 1} of ${rounds || 3}`);
  const clock = h("span", { class: "ao-clock", title: "game time in this round" }, "0.0 s");
  const controls = interactive && !example ? raceControls(ui, phase, round, learn, factor) : [];
  return h(
    "div",
    { class: "ao-header" },
    h("div", { class: "ao-title" }, h("span", { class: "ao-logo" }, "Ark of Animals"), roundPill, example ? null : clock),
    example || glass === null ? null : glassNode(glass || {}), // null: not on the table yet (setup)
    h("div", { class: "ao-controls" }, controls, projectorButton(ui.model, ui, "ao-btn ao-text-size", "onpress")),
  );
}

// ------------------------------------------------------------------ scoring stage (after a round)
function stepItem(ui, i, title, step, points, texts) {
  const k = STEP_KEYS[i];
  const pts = k === "predators" ? null : points[k];
  const lines = texts[i].length ? texts[i] : [i === 0 || i === 2 ? "Not at this level." : "Nothing this step."];
  const score =
    pts === null || pts === undefined
      ? h("span", { class: "ao-pts ao-pts-none" }, "removes")
      : h("span", { class: `ao-pts ${pts < 0 ? "ao-neg" : pts > 0 ? "ao-pos" : ""}` }, pts > 0 ? `+${pts}` : String(pts));
  return h(
    "li",
    { class: `ao-step ${step === i + 1 ? "ao-step-now" : step > i ? "ao-step-done" : "ao-step-todo"}`, "data-step": i + 1 },
    h(
      "button",
      { class: "ao-step-head", type: "button", onpress: () => ui.setStep(i + 1) },
      h("span", { class: "ao-step-no" }, i + 1),
      h("span", { class: "ao-step-title" }, title),
      score,
    ),
    step > i ? h("div", { class: "ao-step-text" }, lines.map((t) => h("p", {}, t))) : null,
  );
}

function balanceNode(balance) {
  const tilt = Math.max(-12, Math.min(12, (balance.right - balance.left) * 2));
  return h(
    "div",
    { class: "ao-balance", "data-id": "balance" },
    h("span", { class: "ao-side" }, `left ${balance.left}`),
    h("span", { class: "ao-beam", style: `--tilt:${tilt}deg` }),
    h("span", { class: "ao-side" }, `right ${balance.right}`),
    h("strong", {}, `−${Math.abs(balance.left - balance.right)}`),
  );
}

// Whose scoring is shown (a tab each), and the stepper: back, next, replay.
function stageHead(ui, s) {
  const tab = (n) => {
    const choose = () => {
      ui.anim.player = n;
      ui.setStep(0);
      ui.startScoring(ui.anim.key, n);
    };
    const you = n === s.seat && s.phase !== "example" ? " (you)" : "";
    return h("button", { class: `ao-tab ${n === s.who ? "ao-on" : ""}`, role: "tab", "data-player": n, onpress: choose }, n, you, h("small", {}, ` ${s.result.players[n].level}`));
  };
  const step = s.step;
  return h(
    "div",
    { class: "ao-stage-head" },
    h("h3", {}, s.phase === "example" ? "Scoring, step by step" : `Round ${s.result.round} scoring`),
    h("div", { class: "ao-tabs", role: "tablist" }, s.names.map(tab)),
    h(
      "div",
      { class: "ao-stepper" },
      h("button", { class: "ao-btn", "data-control": "step-back", onpress: () => ui.setStep(step - 1), disabled: step <= 0 }, "◀"),
      h("span", { class: "ao-step-count" }, step === 0 ? "tiles face up" : `step ${step} of 5`),
      h("button", { class: "ao-btn", "data-control": "step-next", onpress: () => ui.setStep(step + 1), disabled: step >= 5 }, "▶"),
      h("button", { class: "ao-btn", "data-control": "replay", onpress: () => ui.startScoring(ui.anim.key, s.who) }, "⟲ Replay"),
    ),
  );
}

// One player's round, scored in five steps on their ark. `s` holds all it shows (see stageRegion).
function stageNode(ui, s) {
  const { result, who, step, data } = s;
  const r = result.players[who];
  const texts = data.steps[who] || [[], [], [], [], []];
  const points = data.points[who] || {};
  const steps = h("ol", { class: "ao-steps" }, data.titles.map((title, i) => stepItem(ui, i, title, step, points, texts)));
  const total = step >= 5 ? h("div", { class: "ao-round-total", "data-id": "round-total" }, `${who}: ${data.totals[who]} ${Math.abs(data.totals[who]) === 1 ? "point" : "points"} in round ${result.round}`) : null;
  const ark = arkNode({ layout: s.layout, tiles: r.ark, species: s.species, name: `score-${who}`, column: null, level: r.level, scoring: { fx: scoringFx(r, step) }, step });
  return h(
    "div",
    { class: "ao-stage", "data-id": "scoring", "data-score-step": step, "data-score-player": who },
    stageHead(ui, s),
    h("div", { class: "ao-stage-body" }, h("div", {}, ark, step === 3 && r.balance ? balanceNode(r.balance) : null, total), steps),
  );
}

// After a round (and in the worked example): the scoring animates once, step by step, unless a
// walkthrough step names the scoring step it has reached.
function stageRegion(ui, c) {
  const { snap, view, phase, seat } = c;
  const results = view.results || [];
  const data = snap.scoring;
  if (!((phase === "scored" || phase === "over" || phase === "example") && results.length && data)) return null;
  const result = results[results.length - 1];
  const names = Object.keys(result.players);
  const key = `${snap.seq && phase === "example" ? "ex" : ""}${result.round}:${names.join(",")}:${JSON.stringify(data.totals)}:${data.step ?? ""}`;
  if (ui.anim.key !== key) {
    const player = names.includes(seat) ? seat : names[0];
    if (typeof data.step === "number") ui.showStep(key, data.step, player);
    else ui.startScoring(key, player);
  }
  const who = names.includes(ui.anim.player) ? ui.anim.player : names[0];
  const s = { key, who, step: ui.anim.step, phase, seat, result, names, data, layout: snap.layout || [], species: c.species };
  return ui.parts.part("stage", stageNode, s);
}

// ------------------------------------------------------------------ pool and table
// `lit`: Python's legal reveal (or null); `move`: what a click sends, lit or not (null when
// Python answers no click now, before Start).
function poolTile(ui, lit, move, i) {
  const { rot, dx } = poolScatter(i);
  return tileBack({
    small: true,
    extra: [lit ? "ao-lit" : ""],
    style: `--rot:${rot}deg;--dx:${dx}px`,
    title: "a face-down tile: click to reveal it",
    onclick: move ? () => ui.propose(move) : null,
  });
}

// The panel stays while tiles are drawn from it: only the badge and the last tiles change
// (repainting 84 tiles for every reveal costs frames). Each tile is kept while its look is the
// same, so one being clicked is never redrawn.
function poolRegion(ui, c) {
  const count = (c.view.pool || {}).count ?? 0;
  const tiles = Array.from({ length: count }, (_, i) => ui.parts.part(`pool:${i}`, poolTile, c.groups.reveal, c.clicks.reveal || null, i));
  const pool = ui.parts.memo("pool", [], () =>
    h("section", { class: "ao-panel ao-pool-panel", "data-id": "pool" }, h("h4", {}, "Pool ", h("span", { class: "ao-badge" })), h("div", { class: "ao-pool" })),
  );
  const badge = pool.querySelector(".ao-badge");
  if (badge.textContent !== `${count} face down`) badge.textContent = `${count} face down`;
  const empty = ui.parts.memo("pool:empty", [], () => h("span", { class: "ao-empty" }, "Every tile has been revealed."));
  fill(pool.querySelector(".ao-pool"), tiles.length ? tiles : [empty]);
  return pool;
}

function tableSlot(ui, name, n, lit, move, info) {
  return h(
    "div",
    { class: "ao-table-slot" },
    tileFace(name, info, { id: `table:${name}`, extra: [lit ? "ao-lit" : ""], onclick: move ? () => ui.propose(move) : null }),
    n > 1 ? h("span", { class: "ao-count-badge" }, `×${n}`) : null,
  );
}

// `species` holds the species on the table (what their tiles show); `takes` the lit takes,
// `moves` what a click on each species sends (Python's; none before Start).
function tableNode(ui, table, takes, moves, species) {
  const counts = new Map();
  for (const name of table) counts.set(name, (counts.get(name) || 0) + 1);
  const slot = ([name, n]) => ui.parts.part(`table:${name}`, tableSlot, name, n, takes[name], moves[name] || null, species[name]);
  return h(
    "section",
    { class: "ao-panel ao-table-panel", "data-id": "table" },
    h("h4", {}, "Table ", h("span", { class: "ao-badge" }, `${table.length} face up`)),
    h(
      "div",
      { class: "ao-table" },
      counts.size ? [...counts.entries()].map(slot) : h("span", { class: "ao-empty" }, "Tiles revealed and left here lie face up: anyone may take them."),
    ),
  );
}

// Only what a part shows of the species list: the species of these tiles.
function speciesOf(names, species) {
  return Object.fromEntries(names.filter(Boolean).map((name) => [name, species[name]]));
}

function tableRegion(ui, c) {
  const table = c.view.table || [];
  return ui.parts.part("table", tableNode, table, c.groups.take || {}, c.clicks.take || {}, speciesOf(table, c.species));
}

// ------------------------------------------------------------------ your hand and your ark
// `me` is the seat's player (name, hand, from_table, finished, column); `hand` its tile's species.
// `leave`: what the Leave button sends (Python's; none before Start, nor for a tile taken from the table).
function handPanel(ui, me, glass, groups, phase, leave, hand) {
  const held = me.hand;
  const leaveButton =
    leave && held ? h("button", { class: `ao-btn ${groups.leave ? "ao-primary" : ""}`, "data-control": "leave", onpress: () => ui.propose(leave) }, "Leave it on the table") : null;
  const tile = held ? tileFace(held, hand, { id: "hand" }) : h("span", { class: "ao-empty" }, "empty");
  return h(
    "section",
    { class: "ao-panel ao-hand-panel", "data-id": `hand:${me.name}` },
    h("h4", {}, "Your hand"),
    h(
      "div",
      { class: "ao-hand" },
      h("div", { class: "ao-hand-slot" }, tile, h("span", { class: "ao-busy", title: "your hand is busy" })),
      h("div", { class: "ao-hand-actions" }, h("div", { class: "ao-hint" }, handHint(me, glass, groups, phase)), leaveButton),
    ),
  );
}

// `me` is the seat's player (name, ark, column, level, filled, spaces); `species` those in the ark.
// `moves`: what a click on each space sends, by space number (Python's; none before Start).
function arkPanel(ui, me, targets, moves, layout, species) {
  const place = (space) => ui.propose(moves[space]);
  const clickable = Object.keys(moves).length > 0;
  return h(
    "section",
    { class: "ao-panel ao-ark-panel" },
    h("h4", {}, `${me.name}'s ark `, h("span", { class: "ao-badge", title: filledWords(me) }, `${me.filled + grainOn(me)} of ${me.ark.length}`), h("span", { class: "ao-level-tag" }, me.level)),
    arkNode({ layout, tiles: me.ark, species, name: me.name, column: me.column, level: me.level, targets, onSpace: clickable ? place : null }),
  );
}

function playRegion(ui, c, frame) {
  if (c.phase === "example") return null;
  let hand = null;
  let arkPart = null;
  const { me, groups, clicks, species } = c;
  if (me) {
    const held = { name: me.name, hand: me.hand, from_table: me.from_table, finished: me.finished, column: me.column };
    const shown = { leave: groups.leave, place: groups.place };
    hand = ui.parts.part("hand", handPanel, held, { run_out: c.glass.run_out }, shown, c.phase, clicks.leave || null, species[me.hand] || null);
    const ark = { name: me.name, ark: me.ark, column: me.column, level: me.level, filled: me.filled, spaces: me.spaces };
    arkPart = ui.parts.part("ark", arkPanel, ark, groups.place || {}, clicks.place || {}, c.snap.layout || [], speciesOf(me.ark, species));
  }
  fill(frame.left, [poolRegion(ui, c), tableRegion(ui, c)]);
  fill(frame.right, [arkPart, hand]);
  return frame.play;
}

// ------------------------------------------------------------------ players
function levelNode(ui, p, interactive, canChoose, levels) {
  if (!(interactive && canChoose)) return h("span", { class: "ao-level-tag" }, p.level);
  return h(
    "select",
    { class: "ao-level", "data-level": p.name, "aria-label": `${p.name}'s level`, onchange: (e) => ui.send({ type: "level", player: p.name, level: e.target.value }) },
    (levels || []).map((l) => h("option", { value: l, selected: l === p.level }, l)),
  );
}

function paceNode(pace) {
  return h(
    "div",
    { class: "ao-pace", title: `acts every ${pace} s (its level's pace)` },
    h("span", { class: "ao-pace-bar", style: `--speed:${Math.min(1, 1 / (pace || 2))}` }),
    h("small", {}, `${pace} s per action`),
  );
}

function handBadge(p, species) {
  if (p.hand) return tileFace(p.hand, species[p.hand], { small: true });
  return p.finished ? h("span", { class: "ao-done", title: "ark full" }, "✓") : h("span", { class: "ao-empty" }, "—");
}

// A grain space counts as filled (ruling 2): "12 of 16 spaces filled (3 by grain)", as the
// lesson and the text picture say.
const grainOn = (p) => p.ark.length - p.spaces;
function filledWords(p) {
  const grain = grainOn(p);
  return `${p.filled + grain} of ${p.ark.length} spaces filled${grain ? ` (${grain} by grain)` : ""}`;
}

// `p` is the player as the view shows them, less ready_at_ms (see playersRegion).
function playerRow(ui, p, index, kind, pace, canChoose, levels, seat, interactive, species) {
  const done = p.filled + grainOn(p);
  const pips = Array.from({ length: p.ark.length }, (_, i) => h("span", { class: `ao-pip ${i < done ? "ao-full" : ""}` }));
  const you = p.name === seat;
  return h(
    "div",
    { class: `ao-player frame-player ${you ? "ao-me" : ""} ${p.finished ? "ao-finished" : ""}`, "data-id": `fill:${p.name}`, "data-player": p.name },
    h("span", { class: `ao-avatar ao-p${index}` }, p.name.slice(0, 1)),
    h(
      "div",
      { class: "ao-player-main" },
      h("div", { class: "ao-player-line" }, h("strong", {}, p.name), you ? " (you)" : "", seatNode(p.name, kind, interactive, ui.send), levelNode(ui, p, interactive, canChoose, levels)),
      h("div", { class: "ao-fill", title: filledWords(p) }, pips, h("span", { class: "ao-fill-text" }, `${done}/${p.ark.length}`)),
      kind && kind !== "human" ? paceNode(pace) : null,
    ),
    h("div", { class: "ao-player-hand", "data-id": `hand:${p.name}` }, handBadge(p, species)),
  );
}

// Each player's row is rebuilt only when what it shows changed: a bot's move redraws its own
// row, not the panel (ready_at_ms is left out: it changes with every wait and no row shows it).
function playersRegion(ui, c) {
  const { snap } = c;
  const seats = snap.seats || {};
  const pace = snap.pace || {};
  const rows = c.players.map((p, index) => {
    const { ready_at_ms, ...shown } = p;
    const info = shown.hand ? { [shown.hand]: c.species[shown.hand] } : {};
    const args = [shown, index, seats[p.name], pace[p.name], snap.can_choose_levels, snap.level_names, c.seat, c.interactive, info];
    return ui.parts.part(`player:${p.name}`, playerRow, ...args);
  });
  if (c.phase === "example") return null;
  const panel = ui.parts.memo("players", [], () =>
    h("section", { class: "ao-panel ao-players" }, h("h4", {}, "Players"), h("div", { class: "ao-player-rows" })),
  );
  fill(panel.querySelector(".ao-player-rows"), rows);
  return panel;
}

// ------------------------------------------------------------------ news and score sheet
function newsNode(ui, news) {
  const item = (n, i) =>
    h("div", { class: `ao-news-item ${i === 0 ? "ao-latest" : ""}` }, h("span", { class: "ao-news-time" }, `${(n.at_ms / 1000).toFixed(1)} s`), " ", n.text);
  return h("section", { class: "ao-news", "aria-label": "what just happened" }, news.slice(-4).reverse().map(item));
}

function sheetRound(r, names) {
  const cell = (n) => {
    const parts = sheetParts(r.players[n].points);
    return h("td", { title: parts.join(", ") }, h("strong", {}, String(r.players[n].total)), h("small", {}, parts.join(" · ")));
  };
  return h("tr", {}, h("th", {}, `Round ${r.round}`), names.map(cell));
}

function scoreSheet(ui, results, names, totals, winners) {
  const winner = (n) => (winners.includes(n) ? "ao-winner" : "");
  const rounds = results.length
    ? results.map((r) => sheetRound(r, names))
    : h("tr", {}, h("td", { colspan: names.length + 1, class: "ao-empty" }, "Rounds are scored here as they end."));
  const total = h("tr", { class: "ao-total" }, h("th", {}, "Total"), names.map((n) => h("td", { class: winner(n) }, String(totals[n] ?? 0), winners.includes(n) ? " ★" : "")));
  return h(
    "section",
    { class: "ao-panel ao-sheet", "data-id": "score-sheet" },
    h("h4", {}, "Score sheet"),
    h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, ""), names.map((n) => h("th", { class: winner(n) }, n)))), h("tbody", {}, rounds, total)),
  );
}

// The players, the news and the score sheet (none of them in the worked example).
function bottomRegion(ui, c, frame) {
  fill(frame.bottom, [playersRegion(ui, c), frame.bottomRight]);
  if (c.phase === "example") return fill(frame.bottomRight, []);
  const { snap, view } = c;
  const news = ui.parts.part("news", newsNode, snap.news || []);
  const results = (view.results || []).map((r) => ({ round: r.round, players: r.players }));
  const names = (view.players || []).map((p) => p.name);
  const winners = (snap.outcome && snap.outcome.winners) || [];
  const sheet = ui.parts.part("sheet", scoreSheet, results, names, (snap.scores || {}).totals || {}, winners);
  fill(frame.bottomRight, [news, sheet]);
}

// ------------------------------------------------------------------ the widget
// What one redraw knows: the snapshot read once.
function drawContext(ui) {
  const snap = ui.model.get("_view") || {};
  const view = snap.view || {};
  const seat = snap.seat;
  const players = view.players || [];
  const me = players.find((p) => p.name === seat) || null;
  const phase = snap.phase || "ready";
  const interactive = Boolean(ui.model.get("_interactive"));
  return {
    snap,
    view,
    seat,
    players,
    me,
    phase,
    interactive,
    species: snap.species || {},
    // Python lights targets only while the race runs, and sends what a click proposes only
    // while a click is answered: before Start nothing is lit and nothing can be clicked.
    groups: snap.groups || {},
    clicks: snap.clicks || {},
    glass: view.sandglass || {},
  };
}

// The containers stay; only the parts inside them that changed are swapped (see domFill).
function boardFrame(root) {
  const left = h("div", { class: "ao-left" });
  const right = h("div", { class: "ao-right" });
  const bottomRight = h("div", {});
  for (const [group, items] of KEY_GROUPS) {
    root.addEventListener("keydown", (event) => {
      const box = event.target.closest(group);
      if (box && event.target.matches(items)) rovingKey(box, items, event);
    });
  }
  root.addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && event.target.classList.contains("ao-space")) {
      event.preventDefault();
      event.target.click();
    }
  });
  return { left, right, bottomRight, play: h("div", { class: "ao-play" }, left, right), bottom: h("div", { class: "ao-bottom" }) };
}

function focusKey(root, node) {
  if (!node || node === root || !root.contains(node)) return null;
  return node.dataset.id || node.dataset.control || (node.closest(".ao-pool") ? "pool" : null);
}

function keepFocus(root, focused) {
  for (const [group, items] of KEY_GROUPS) {
    const box = root.querySelector(group);
    if (box) tabStop(box, items, box.querySelector(".ao-lit, .ao-target"));
  }
  if (!focused || root.contains(document.activeElement)) return;
  const again =
    focused === "pool"
      ? root.querySelector(".ao-pool .ao-tile")
      : [...root.querySelectorAll("[data-id], [data-control]")].find((n) => focusKey(root, n) === focused);
  if (again) {
    again.tabIndex = 0;
    again.focus();
  }
}

function headerRegion(ui, c) {
  const { view, glass } = c;
  const race = c.snap.race || {};
  // Only what the header shows of the sandglass: its remaining time changes with every snapshot.
  const shown = view.sandglass === null ? null : { runs_out_at_ms: glass.runs_out_at_ms, run_out: glass.run_out, turned_by: glass.turned_by };
  return ui.parts.part("header", headerNode, c.phase, view.round, view.rounds, c.interactive, shown, race.learn, race.factor, ui.big);
}

function draw(ui, frame) {
  const root = ui.root;
  const focused = focusKey(root, document.activeElement);
  const c = drawContext(ui);
  const header = headerRegion(ui, c);
  // Before a round's Start the board has answered nothing yet: its slot says how to begin.
  const waiting = c.interactive && (c.phase === "ready" || c.phase === "scored") ? c.snap.prompt || "" : "";
  const banner = bannerPart(ui.parts, ui.model.get("_message") || {}, "ao", "ao-msg-icon", ui.shown, waiting);
  const stage = stageRegion(ui, c);
  const play = playRegion(ui, c, frame);
  bottomRegion(ui, c, frame);
  root.classList.toggle("ao-readonly", !c.interactive);
  root.classList.toggle("ao-projector", ui.big);
  root.dataset.version = String(ui.model.get("_version"));
  root.dataset.seq = String(c.snap.seq || 0);
  root.dataset.phase = c.phase;
  root.dataset.hand = c.me && c.me.hand ? c.me.hand : "";
  fill(root, [header, banner, stage, play, frame.bottom]);
  const highlight = new Set(c.snap.highlight || []);
  for (const node of root.querySelectorAll("[data-id]")) node.classList.toggle("ao-changed", highlight.has(node.dataset.id));
  keepFocus(root, focused);
  ui.live = {
    snap: c.snap,
    countdown: header.querySelector(".ao-count") || h("span", {}),
    glassNode: header.querySelector(".ao-glass") || h("div", {}),
    clock: header.querySelector(".ao-clock") || h("span", {}),
    busy: root.querySelector(".ao-busy"),
    me: c.me,
    last: "",
  };
  tickFrame(ui);
}

// Between snapshots: the countdown, the sand, the clock and the busy hand, from game time.
function tickFrame(ui) {
  const live = ui.live;
  if (!live) return;
  const { snap, countdown, glassNode, clock, busy, me } = live;
  const glass = (snap.view || {}).sandglass || {};
  const now = gameNow(snap, ui.received, performance.now());
  const remaining = sandLeft(glass, now);
  const text = seconds(remaining);
  const shownClock = clockText(now, glass);
  const key = `${text}|${shownClock}`;
  if (key !== live.last) {
    live.last = key;
    countdown.textContent = text;
    clock.textContent = shownClock;
    ui.root.dataset.countdown = String(Math.round(remaining));
    glassNode.style.setProperty("--sand", String(remaining / SAND_MS));
    glassNode.classList.toggle("ao-hurry", remaining > 0 && remaining < 10000);
  }
  if (busy && me) {
    const on = snap.phase === "racing" && me.ready_at_ms - now > 0 && !glass.run_out;
    busy.classList.toggle("ao-on", on);
  }
}

// The scoring animation: one step every STEP_MS, or the step the learner chose.
function scoringAnimation(ui) {
  ui.anim = { key: null, step: 0, timer: null, player: null, auto: false };
  const stop = () => {
    if (ui.anim.timer) clearInterval(ui.anim.timer);
    ui.anim.timer = null;
    ui.anim.auto = false;
  };
  ui.showStep = (key, step, player) => {
    stop();
    ui.anim = { key, step, timer: null, player, auto: false };
  };
  ui.setStep = (step) => {
    stop();
    ui.anim.step = Math.max(0, Math.min(5, step));
    ui.redraw();
  };
  ui.startScoring = (key, player) => {
    stop();
    ui.anim = { key, step: 0, timer: null, player, auto: true };
    ui.anim.timer = setInterval(() => {
      ui.anim.step += 1;
      if (ui.anim.step >= 5) {
        ui.anim.step = 5;
        stop();
      }
      ui.redraw();
    }, STEP_MS);
  };
  return stop;
}

function render({ model, el }) {
  const root = h("div", { class: "arkbook-aoa arkbook-frame" });
  el.append(root);
  coachMount(model, el); // the coach's strip (widgets/lib/coach.js), if on
  // Each part of the board is rebuilt only when what it shows changed: a race sends several
  // snapshots a second, and a tile redrawn under the pointer would lose the learner's click
  // (and cost frames). `received` is when the snapshot's game time arrived; `live` holds the
  // nodes the animation frame updates.
  const ui = boardUi(model, root, { received: performance.now(), live: null });
  const stopScoring = scoringAnimation(ui);
  const frame = boardFrame(root);
  ui.redraw = () => draw(ui, frame);
  let lastSnap = model.get("_view");
  const redraw = () => {
    const snap = model.get("_view");
    if (snap !== lastSnap) {
      // The countdown runs from the moment this snapshot's game time arrived.
      lastSnap = snap;
      ui.received = performance.now();
    }
    ui.redraw();
  };
  let frameId = 0;
  const loop = () => {
    tickFrame(ui);
    frameId = requestAnimationFrame(loop);
  };
  const stop = domStart(model, EVENTS, redraw);
  frameId = requestAnimationFrame(loop);
  return () => {
    stop();
    cancelAnimationFrame(frameId);
    stopScoring();
  };
}

export default { render };
