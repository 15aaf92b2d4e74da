// The Ark of Animals race board: the face-down pool, the face-up table, your hand, your hex ark,
// the other arks' fill counts, the sandglass, and after each round the scoring in five steps.
//
// Python decides everything. This module draws the snapshot in `_view` and, on a click, sends
// the move's text with the version it was drawn from (a pool tile proposes "reveal", a space
// "place <n>", even a space Python did not light: the answer is then the rule that forbids it).
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

// ------------------------------------------------------------------ tiny DOM helpers
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "onclick") press(node, value);
    else if (key === "onchange") node.addEventListener("change", value);
    else if (key === "style") node.setAttribute("style", value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// Act on the press, not the click: in a race the board redraws several times a second, and a
// click whose press and release land on two different drawings is lost. A click with no press
// before it (the keyboard's Enter or Space) still acts.
function press(node, handler) {
  node.addEventListener("pointerdown", (event) => {
    if (event.button === 0) handler(event);
  });
  node.addEventListener("click", (event) => {
    if (event.detail === 0) handler(event);
  });
}

// Put exactly these nodes (nulls skipped) into parent, touching only the slots that changed:
// re-inserting an unchanged part would make the browser restyle and repaint all of it.
function fill(parent, nodes) {
  const want = nodes.filter(Boolean);
  const have = [...parent.children];
  const shared = Math.min(want.length, have.length);
  if (want.length !== have.length && want.slice(0, shared).every((n, i) => n === have[i])) {
    for (const extra of have.slice(shared)) extra.remove(); // tiles drawn from the pool
    parent.append(...want.slice(shared)); // a new round's full pool
  } else if (want.length === have.length && want.every((n, i) => n === have[i] || !have.includes(n))) {
    want.forEach((n, i) => {
      if (n !== have[i]) parent.replaceChild(n, have[i]);
    });
  } else {
    parent.replaceChildren(...want);
  }
}

const templates = new Map();
function symbol(name, label, extra = "") {
  if (!templates.has(name)) {
    const t = document.createElement("template");
    t.innerHTML = `<svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">${SYMBOLS[name]}</svg>`;
    templates.set(name, t.content.firstChild);
  }
  const span = h("span", { class: `ao-sym ao-sym-${name} ${extra}`, role: "img", "aria-label": label, title: label });
  span.append(templates.get(name).cloneNode(true));
  return span;
}

function glyph(name) {
  return GLYPH_FIX[name] || name.slice(0, 2);
}

function seconds(ms) {
  const s = Math.max(0, ms) / 1000;
  return s < 10 ? s.toFixed(1) : String(Math.ceil(s));
}

// ------------------------------------------------------------------ tiles
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
      onclick: opts.onclick || null,
    },
    h("span", { class: `ao-class ao-class-${i.class}`, title: CLASS_NAMES[i.class] }),
    h("span", { class: "ao-glyph" }, glyph(name)),
    h("span", { class: "ao-name" }, name),
    h("span", { class: "ao-size", "data-size": i.size }, symbols),
  );
}

// Who plays a seat: a menu on a board that can be played on (the one set of seat menus, which a
// classroom's New game keeps), else a label. Python refuses a second human seat in a race.
const SEAT_KINDS = ["human", "random", "greedy"];
function seatNode(player, kind, interactive, send) {
  if (!interactive) return kind && kind !== "human" ? h("span", { class: "ao-bot" }, ` ${kind} bot`) : "";
  return h(
    "select",
    { class: "ao-seat", "data-seat": player, "aria-label": `${player} is played by`, onchange: (e) => send({ type: "seat", player, kind: e.target.value }) },
    SEAT_KINDS.map((k) => h("option", { value: k, selected: k === kind }, k === "human" ? "human" : `${k} bot`)),
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
      onclick: opts.onclick || null,
    },
    h("span", { class: "ao-back-mark" }, opts.mark || ""),
  );
}

// ------------------------------------------------------------------ the hex ark
// Spaces sit where board.json puts them: column 1-5, row in half-hexagon steps.
function arkNode(opts) {
  const { layout, tiles, species, name, column, onSpace, targets, level, scoring, step } = opts;
  const weights = level === "Grand Master" ? ["×2", "×1", "", "×1", "×2"] : level === "Master" ? ["×1", "×1", "", "×1", "×1"] : null;
  const marks = h(
    "div",
    { class: "ao-colmarks" },
    [1, 2, 3, 4, 5].map((c) =>
      h(
        "span",
        { class: `ao-colmark ${c === column ? "ao-now" : ""} ${scoring && step === 3 && weights && weights[c - 1] ? "ao-weigh" : ""}`, style: `--c:${c - 1}` },
        c === column ? h("span", { class: "ao-arrow" }, "▼") : null,
        weights && weights[c - 1] ? h("span", { class: "ao-mult" }, weights[c - 1]) : h("span", { class: "ao-mult ao-mid" }, c === 3 ? "middle" : ""),
      ),
    ),
  );
  const spaces = layout.map((cell) => {
    const tile = tiles[cell.space - 1];
    const s = String(cell.space);
    const target = targets && targets[s];
    const fx = scoring ? scoring.fx[cell.space] || [] : [];
    const classes = ["ao-space", cell.column === column ? "ao-current" : "", target ? "ao-target" : "", onSpace ? "ao-clickable" : "", ...fx];
    let content = null;
    if (tile === "grain") content = symbol("grain", "grain marker", "ao-grain");
    else if (tile === "face down") content = tileBack({ small: true, title: "placed face down: remember it!", mark: "?" });
    else if (tile) content = tileFace(tile, species[tile], { small: true });
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
        "aria-label": `Space ${cell.space}, column ${cell.column}: ${tile === "grain" ? "grain marker" : tile === "face down" ? "a face-down tile" : tile || "empty"}${onSpace ? (target ? "; you may place here" : "; not allowed now") : ""}`,
        onclick: onSpace ? () => onSpace(cell.space, target) : null,
      },
      content ? null : h("span", { class: "ao-space-no" }, cell.space),
      content,
    );
  });
  return h(
    "div",
    { class: "ao-ark-wrap" },
    marks,
    h(
      "div",
      { class: "ao-ark" },
      h("div", { class: "ao-hull" }),
      h("div", { class: "ao-hexes", role: "group", "aria-label": `${name}'s ark: arrow keys move between spaces` }, spaces),
    ),
  );
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

// ------------------------------------------------------------------ the widget
function render({ model, el }) {
  const root = h("div", { class: "arkbook-aoa" });
  // The containers stay; only the parts inside them that changed are swapped (see fill).
  const left = h("div", { class: "ao-left" });
  const right = h("div", { class: "ao-right" });
  const play = h("div", { class: "ao-play" }, left, right);
  const bottomRight = h("div", {});
  const bottom = h("div", { class: "ao-bottom" });
  el.append(root);
  coachMount(model, el); // the coach's strip (widgets/lib/coach.js), if on
  const send = (msg) => model.send({ ...msg, version: model.get("_version") });
  const propose = (text) => send({ type: "move", text });
  const saves = saveButtons(model); // Download and Open (lib/saves.js)
  // Keyboard: the pool, the table and the ark are one Tab stop each (not 81 pool tiles);
  // arrow keys move inside, Enter and Space press (an ark space is a box, so it is pressed here).
  const GROUPS = [
    [".ao-pool", ".ao-tile"],
    [".ao-table", ".ao-tile"],
    [".ao-hexes", ".ao-space"],
  ];
  for (const [group, items] of GROUPS) {
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
  const focusKey = (node) =>
    node && node !== root && root.contains(node)
      ? node.dataset.id || node.dataset.control || (node.closest(".ao-pool") ? "pool" : null)
      : null;
  function keepFocus(focused) {
    for (const [group, items] of GROUPS) {
      const box = root.querySelector(group);
      if (box) tabStop(box, items, box.querySelector(".ao-lit, .ao-target"));
    }
    if (!focused || root.contains(document.activeElement)) return;
    const again =
      focused === "pool"
        ? root.querySelector(".ao-pool .ao-tile")
        : [...root.querySelectorAll("[data-id], [data-control]")].find((n) => focusKey(n) === focused);
    if (again) {
      again.tabIndex = 0;
      again.focus();
    }
  }

  let received = performance.now();
  let lastSnap = model.get("_view");
  let live = null; // nodes the animation frame updates: countdown, glass, clock, busy ring
  let anim = { key: null, step: 0, timer: null, player: null, auto: false };
  let shownSeq = 0;
  let big = projectorStart(model); // A+: the projector size (lib/projector.js)
  let frame = 0;
  // Each part of the board is rebuilt only when what it shows changed: a race sends several
  // snapshots a second, and a tile redrawn under the pointer would lose the learner's click
  // (and cost frames).
  const built = new Map();
  function memo(name, inputs, build) {
    const key = JSON.stringify(inputs);
    const hit = built.get(name);
    if (hit && hit.key === key) return hit.node;
    const node = build();
    built.set(name, { key, node });
    return node;
  }

  function gameNow(snap) {
    const race = snap.race || {};
    if (!race.running) return race.game_ms || 0;
    const elapsed = Math.max(0, performance.now() - received - (race.hold_ms || 0));
    return (race.game_ms || 0) + elapsed * (race.speed || 1);
  }

  function startScoring(key, player) {
    if (anim.timer) clearInterval(anim.timer);
    anim = { key, step: 0, timer: null, player, auto: true };
    anim.timer = setInterval(() => {
      anim.step += 1;
      if (anim.step >= 5) {
        anim.step = 5;
        clearInterval(anim.timer);
        anim.timer = null;
        anim.auto = false;
      }
      draw();
    }, STEP_MS);
  }

  function setStep(step) {
    if (anim.timer) clearInterval(anim.timer);
    anim.timer = null;
    anim.auto = false;
    anim.step = Math.max(0, Math.min(5, step));
    draw();
  }

  function draw() {
    const focused = focusKey(document.activeElement);
    const snap = model.get("_view") || {};
    const view = snap.view || {};
    const interactive = Boolean(model.get("_interactive"));
    const seat = snap.seat;
    const species = snap.species || {};
    const players = view.players || [];
    const me = players.find((p) => p.name === seat) || null;
    const phase = snap.phase || "ready";
    const racing = phase === "racing" || phase === "paused";
    // Targets light up only while the race runs (before Start, clicks are answered, not lit).
    const groups = phase === "racing" ? snap.groups || {} : {};
    const canAct = interactive && seat && me && (racing || phase === "example");
    const highlight = new Set(snap.highlight || []);
    const race = snap.race || {};
    const glass = view.sandglass || {};
    const say = (action) => propose(`${seat}: ${action}`);

    // ---------------------------------------------------------------- header: round, glass, controls
    const headerInputs = [phase, view.round, view.rounds, interactive, glass.runs_out_at_ms, glass.run_out, glass.turned_by, race.learn, race.factor, big];
    const header = memo("header", headerInputs, () => {
    const roundPill = h("span", { class: "ao-round" }, phase === "example" ? "Scoring example" : `Round ${view.round || 1} of ${view.rounds || 3}`);
    const countdown = h("span", { class: "ao-count" }, "30");
    const glassNode = h(
      "div",
      { class: `ao-glass ${glass.runs_out_at_ms !== null && glass.runs_out_at_ms !== undefined ? "ao-turned" : ""} ${glass.run_out ? "ao-out" : ""}`, "data-id": "sandglass", title: "the 30-second sandglass" },
      h("span", { class: "ao-glass-icon" }, symbol("glass", "sandglass"), h("span", { class: "ao-sand-top" }), h("span", { class: "ao-sand-bottom" })),
      h(
        "span",
        { class: "ao-glass-text" },
        countdown,
        h("small", {}, glass.run_out ? "time is up" : glass.turned_by ? `${glass.turned_by} turned it` : "turns when an ark is full"),
      ),
    );
    const clock = h("span", { class: "ao-clock", title: "game time in this round" }, "0.0 s");
    const controls = [];
    if (interactive && phase !== "example") {
      if (phase === "racing") controls.push(h("button", { class: "ao-btn", "data-control": "pause", onclick: () => send({ type: "pause" }) }, "❚❚ Pause"));
      else if (phase !== "over")
        controls.push(
          h(
            "button",
            { class: "ao-btn ao-go", "data-control": "start", onclick: () => send({ type: "start" }) },
            phase === "paused" ? "▶ Resume" : `▶ Start round ${view.round || 1}`,
          ),
        );
      controls.push(
        h(
          "label",
          { class: "ao-learn", title: "Learn mode: time at half speed, and a pause after each bot move" },
          h("input", { type: "checkbox", "data-control": "learn", checked: race.learn, onchange: (e) => send({ type: "learn", on: e.target.checked }) }),
          " Learn mode",
        ),
      );
      if (race.factor && race.factor !== 1) controls.push(h("span", { class: "ao-speed", title: "time factor" }, `time ×${race.factor}`));
      controls.push(saves);
    }
    return h(
      "div",
      { class: "ao-header" },
      h("div", { class: "ao-title" }, h("span", { class: "ao-logo" }, "Ark of Animals"), roundPill, phase === "example" ? null : clock),
      phase === "example" || view.sandglass === null ? null : glassNode, // null: not on the table yet (setup)
      h(
        "div",
        { class: "ao-controls" },
        controls,
        h(
          "button",
          {
            class: "ao-btn ao-text-size",
            "aria-pressed": big ? "true" : "false",
            title: big ? "Normal size" : "Bigger board, for a projector",
            onclick: () => {
              big = !big;
              projectorChoose(model, big);
              draw();
            },
          },
          big ? "A−" : "A+",
        ),
      ),
    );
    });

    const message = model.get("_message") || {};
    // The banner's slot is always there, at one height: a refusal appearing never moves what
    // is under the pointer (a long message scrolls inside it).
    const banner = !message.text
      ? memo("banner:none", [], () => h("div", { class: "ao-quiet", "aria-hidden": "true" }))
      : memo("banner", message, () => {
      const node = h(
        "div",
        { class: `ao-message ao-${message.kind}`, role: message.kind === "error" ? "alert" : "status", "data-rule": message.rule || "", "data-seq": String(message.seq ?? "") },
        h("span", { class: "ao-msg-icon" }, message.kind === "error" ? "✗" : "ℹ"),
        h(
          "div",
          { class: "ao-message-body" },
          message.rule ? h("code", {}, message.rule) : null,
          message.rule ? " " : null,
          h("span", { class: "ao-message-text" }, message.text),
          message.quote ? h("blockquote", {}, `“${message.quote}”`) : null,
        ),
      );
      if (message.seq !== shownSeq) {
        node.classList.add("ao-flash");
        shownSeq = message.seq;
      }
      return node;
    });

    // ---------------------------------------------------------------- scoring stage (after a round)
    const results = view.results || [];
    const scoringData = snap.scoring;
    const showScoring = (phase === "scored" || phase === "over" || phase === "example") && results.length && scoringData;
    let stage = null;
    if (showScoring) {
      const result = results[results.length - 1];
      const names = Object.keys(result.players);
      const key = `${snap.seq && phase === "example" ? "ex" : ""}${result.round}:${names.join(",")}:${JSON.stringify(scoringData.totals)}:${scoringData.step ?? ""}`;
      if (anim.key !== key) {
        const player = names.includes(seat) ? seat : names[0];
        // A walkthrough step names the scoring step it has reached: no animation then.
        if (typeof scoringData.step === "number") {
          if (anim.timer) clearInterval(anim.timer);
          anim = { key, step: scoringData.step, timer: null, player, auto: false };
        } else startScoring(key, player);
      }
      const who = names.includes(anim.player) ? anim.player : names[0];
      stage = memo("stage", [key, who, anim.step, phase, seat], () => {
      const r = result.players[who];
      const step = anim.step;
      const texts = scoringData.steps[who] || [[], [], [], [], []];
      const points = scoringData.points[who] || {};
      const stepList = h(
        "ol",
        { class: "ao-steps" },
        scoringData.titles.map((title, i) => {
          const k = STEP_KEYS[i];
          const pts = k === "predators" ? null : points[k];
          const lines = texts[i].length ? texts[i] : [i === 0 || i === 2 ? "Not at this level." : "Nothing this step."];
          return h(
            "li",
            { class: `ao-step ${step === i + 1 ? "ao-step-now" : step > i ? "ao-step-done" : "ao-step-todo"}`, "data-step": i + 1 },
            h(
              "button",
              { class: "ao-step-head", type: "button", onclick: () => setStep(i + 1) },
              h("span", { class: "ao-step-no" }, i + 1),
              h("span", { class: "ao-step-title" }, title),
              pts === null || pts === undefined ? h("span", { class: "ao-pts ao-pts-none" }, "removes") : h("span", { class: `ao-pts ${pts < 0 ? "ao-neg" : pts > 0 ? "ao-pos" : ""}` }, pts > 0 ? `+${pts}` : String(pts)),
            ),
            step > i ? h("div", { class: "ao-step-text" }, lines.map((t) => h("p", {}, t))) : null,
          );
        }),
      );
      const balance = step === 3 && r.balance
        ? h(
            "div",
            { class: "ao-balance", "data-id": "balance" },
            h("span", { class: "ao-side" }, `left ${r.balance.left}`),
            h("span", { class: "ao-beam", style: `--tilt:${Math.max(-12, Math.min(12, (r.balance.right - r.balance.left) * 2))}deg` }),
            h("span", { class: "ao-side" }, `right ${r.balance.right}`),
            h("strong", {}, `−${Math.abs(r.balance.left - r.balance.right)}`),
          )
        : null;
      const total = step >= 5 ? h("div", { class: "ao-round-total", "data-id": "round-total" }, `${who}: ${scoringData.totals[who]} points in round ${result.round}`) : null;
      return h(
        "div",
        { class: "ao-stage", "data-id": "scoring", "data-score-step": step, "data-score-player": who },
        h(
          "div",
          { class: "ao-stage-head" },
          h("h3", {}, phase === "example" ? "Scoring, step by step" : `Round ${result.round} scoring`),
          h(
            "div",
            { class: "ao-tabs", role: "tablist" },
            names.map((n) =>
              h("button", { class: `ao-tab ${n === who ? "ao-on" : ""}`, role: "tab", "data-player": n, onclick: () => { anim.player = n; setStep(0); startScoring(anim.key, n); } }, n, n === seat && phase !== "example" ? " (you)" : "", h("small", {}, ` ${result.players[n].level}`)),
            ),
          ),
          h(
            "div",
            { class: "ao-stepper" },
            h("button", { class: "ao-btn", "data-control": "step-back", onclick: () => setStep(step - 1), disabled: step <= 0 }, "◀"),
            h("span", { class: "ao-step-count" }, step === 0 ? "tiles face up" : `step ${step} of 5`),
            h("button", { class: "ao-btn", "data-control": "step-next", onclick: () => setStep(step + 1), disabled: step >= 5 }, "▶"),
            h("button", { class: "ao-btn", "data-control": "replay", onclick: () => startScoring(anim.key, who) }, "⟲ Replay"),
          ),
        ),
        h(
          "div",
          { class: "ao-stage-body" },
          h(
            "div",
            {},
            arkNode({ layout: snap.layout || [], tiles: r.ark, species, name: `score-${who}`, column: null, level: r.level, scoring: { fx: scoringFx(r, step) }, step }),
            balance,
            total,
          ),
          stepList,
        ),
      );
      });
    }

    // ---------------------------------------------------------------- pool, table, hand, ark
    let playArea = null;
    if (phase !== "example") {
      const poolCount = (view.pool || {}).count ?? 0;
      const reveal = groups.reveal;
      const poolTiles = [];
      for (let i = 0; i < poolCount; i++) {
        // A stable scatter per position, so the pool looks like tiles on a table, not a grid.
        const rot = ((i * 47) % 31) - 15;
        const dx = ((i * 13) % 7) - 3;
        // Each tile is kept while its look is the same, so one being clicked is never redrawn.
        poolTiles.push(
          memo(`pool:${i}`, [reveal, canAct && racing], () =>
            tileBack({
              small: true,
              extra: [reveal ? "ao-lit" : ""],
              style: `--rot:${rot}deg;--dx:${dx}px`,
              title: "a face-down tile: click to reveal it",
              onclick: canAct && racing ? () => (reveal ? propose(reveal) : say("reveal")) : null,
            }),
          ),
        );
      }
      // The panel stays while tiles are drawn from it: only the badge and the last tiles change
      // (repainting 84 tiles for every reveal costs frames).
      const pool = memo("pool", [], () =>
        h(
          "section",
          { class: "ao-panel ao-pool-panel", "data-id": "pool" },
          h("h4", {}, "Pool ", h("span", { class: "ao-badge" })),
          h("div", { class: "ao-pool" }),
        ),
      );
      const badge = pool.querySelector(".ao-badge");
      if (badge.textContent !== `${poolCount} face down`) badge.textContent = `${poolCount} face down`;
      const emptyPool = memo("pool:empty", [], () => h("span", { class: "ao-empty" }, "Every tile has been revealed."));
      fill(pool.querySelector(".ao-pool"), poolTiles.length ? poolTiles : [emptyPool]);
      const counts = new Map();
      for (const name of view.table || []) counts.set(name, (counts.get(name) || 0) + 1);
      const takes = groups.take || {};
      const table = memo("table", [view.table, takes, canAct && racing], () => h(
        "section",
        { class: "ao-panel ao-table-panel", "data-id": "table" },
        h("h4", {}, "Table ", h("span", { class: "ao-badge" }, `${(view.table || []).length} face up`)),
        h(
          "div",
          { class: "ao-table" },
          counts.size
            ? [...counts.entries()].map(([name, n]) =>
                memo(`table:${name}`, [n, takes[name], canAct && racing], () =>
                  h(
                    "div",
                    { class: "ao-table-slot" },
                    tileFace(name, species[name], {
                      id: `table:${name}`,
                      extra: [takes[name] ? "ao-lit" : ""],
                      onclick: canAct && racing ? () => (takes[name] ? propose(takes[name]) : say(`take ${name}`)) : null,
                    }),
                    n > 1 ? h("span", { class: "ao-count-badge" }, `×${n}`) : null,
                  ),
                ),
              )
            : h("span", { class: "ao-empty" }, "Tiles revealed and left here lie face up: anyone may take them."),
        ),
      ));
      let handArea = null;
      let myArk = null;
      if (me) {
        const held = me.hand;
        const handInputs = [me.name, held, me.finished, me.column, glass.run_out, groups.leave, groups.place, racing, phase, canAct];
        handArea = memo("hand", handInputs, () => h(
          "section",
          { class: "ao-panel ao-hand-panel", "data-id": `hand:${me.name}` },
          h("h4", {}, "Your hand"),
          h(
            "div",
            { class: "ao-hand" },
            h("div", { class: "ao-hand-slot" }, held ? tileFace(held, species[held], { id: "hand" }) : h("span", { class: "ao-empty" }, "empty"), h("span", { class: "ao-busy", title: "your hand is busy" })),
            h(
              "div",
              { class: "ao-hand-actions" },
              h("div", { class: "ao-hint" }, handHint(me, glass, groups, racing, phase)),
              canAct && held
                ? h("button", { class: `ao-btn ${groups.leave ? "ao-primary" : ""}`, "data-control": "leave", onclick: () => (groups.leave ? propose(groups.leave) : say("leave")) }, "Leave it on the table")
                : null,
            ),
          ),
        ));
        const arkInputs = [me.name, me.ark, me.column, me.level, me.filled, me.spaces, groups.place, canAct && racing];
        myArk = memo("ark", arkInputs, () => h(
          "section",
          { class: "ao-panel ao-ark-panel" },
          h("h4", {}, `${me.name}'s ark `, h("span", { class: "ao-badge" }, `${me.filled} of ${me.spaces}`), h("span", { class: "ao-level-tag" }, me.level)),
          arkNode({
            layout: snap.layout || [],
            tiles: me.ark,
            species,
            name: me.name,
            column: me.column,
            level: me.level,
            targets: groups.place || {},
            onSpace: canAct && racing ? (space, target) => (target ? propose(target) : say(`place ${space}`)) : null,
          }),
        ));
      }
      fill(left, [pool, table]);
      fill(right, [myArk, handArea]);
      playArea = play;
    }

    // ---------------------------------------------------------------- players
    const seats = snap.seats || {};
    const pace = snap.pace || {};
    // Each player's row is rebuilt only when what it shows changed: a bot's move redraws its own
    // row, not the panel (ready_at_ms is left out: it changes with every wait and no row shows it).
    const playersPanel = phase === "example" ? null : memo("players", [], () =>
      h("section", { class: "ao-panel ao-players" }, h("h4", {}, "Players"), h("div", { class: "ao-player-rows" })),
    );
    const playerRows = players.map((p, index) => {
      const { ready_at_ms, ...shown } = p;
      const rowInputs = [shown, index, seats[p.name], pace[p.name], snap.can_choose_levels, snap.level_names, seat, interactive];
      return memo(`player:${p.name}`, rowInputs, () => {
        const bot = seats[p.name] && seats[p.name] !== "human";
        const levelNode =
          interactive && snap.can_choose_levels
            ? h(
                "select",
                { class: "ao-level", "data-level": p.name, "aria-label": `${p.name}'s level`, onchange: (e) => send({ type: "level", player: p.name, level: e.target.value }) },
                (snap.level_names || []).map((l) => h("option", { value: l, selected: l === p.level }, l)),
              )
            : h("span", { class: "ao-level-tag" }, p.level);
        const pips = Array.from({ length: p.spaces }, (_, i) => h("span", { class: `ao-pip ${i < p.filled ? "ao-full" : ""}` }));
        return h(
          "div",
          { class: `ao-player ${p.name === seat ? "ao-me" : ""} ${p.finished ? "ao-finished" : ""}`, "data-id": `fill:${p.name}`, "data-player": p.name },
          h("span", { class: `ao-avatar ao-p${index}` }, p.name.slice(0, 1)),
          h(
            "div",
            { class: "ao-player-main" },
            h("div", { class: "ao-player-line" }, h("strong", {}, p.name), p.name === seat ? " (you)" : "", seatNode(p.name, seats[p.name], interactive, send), levelNode),
            h("div", { class: "ao-fill", title: `${p.filled} of ${p.spaces} spaces filled` }, pips, h("span", { class: "ao-fill-text" }, `${p.filled}/${p.spaces}`)),
            bot
              ? h(
                  "div",
                  { class: "ao-pace", title: `acts every ${pace[p.name]} s (its level's pace)` },
                  h("span", { class: "ao-pace-bar", style: `--speed:${Math.min(1, 1 / (pace[p.name] || 2))}` }),
                  h("small", {}, `${pace[p.name]} s per action`),
                )
              : null,
          ),
          h(
            "div",
            { class: "ao-player-hand", "data-id": `hand:${p.name}` },
            p.hand ? tileFace(p.hand, species[p.hand], { small: true }) : p.finished ? h("span", { class: "ao-done", title: "ark full" }, "✓") : h("span", { class: "ao-empty" }, "—"),
          ),
        );
      });
    });
    if (playersPanel) fill(playersPanel.querySelector(".ao-player-rows"), playerRows);

    // ---------------------------------------------------------------- news and score sheet
    const news = phase === "example" ? null : memo("news", snap.news || [], () => h(
      "section",
      { class: "ao-news", "aria-label": "what just happened" },
      (snap.news || []).slice(-4).reverse().map((n, i) =>
        h("div", { class: `ao-news-item ${i === 0 ? "ao-latest" : ""}` }, h("span", { class: "ao-news-time" }, `${(n.at_ms / 1000).toFixed(1)} s`), " ", n.text),
      ),
    ));
    const sheetInputs = [(view.results || []).map((r) => r.players), snap.scores, snap.outcome];
    const sheet = phase === "example" ? null : memo("sheet", sheetInputs, () => scoreSheet(view, snap));

    root.classList.toggle("ao-readonly", !interactive);
    root.classList.toggle("ao-projector", big);
    root.dataset.version = String(model.get("_version"));
    root.dataset.seq = String(snap.seq || 0);
    root.dataset.phase = phase;
    root.dataset.hand = me && me.hand ? me.hand : "";
    fill(bottomRight, [news, sheet]);
    fill(bottom, [playersPanel, bottomRight]);
    fill(root, [header, banner, stage, playArea, bottom]);
    for (const node of root.querySelectorAll("[data-id]")) {
      node.classList.toggle("ao-changed", highlight.has(node.dataset.id));
    }
    keepFocus(focused);
    live = {
      snap,
      countdown: header.querySelector(".ao-count") || h("span", {}),
      glassNode: header.querySelector(".ao-glass") || h("div", {}),
      clock: header.querySelector(".ao-clock") || h("span", {}),
      busy: root.querySelector(".ao-busy"),
      me,
      last: "",
    };
    tickFrame();
  }

  function handHint(me, glass, groups, racing, phase) {
    if (phase === "ready") return "Click Start: then click a face-down pool tile to reveal it.";
    if (phase === "scored") return "The round is scored above. Click Start for the next round.";
    if (phase === "over") return "The game is over.";
    if (me.finished) return "Your ark is full.";
    if (glass.run_out) return me.hand ? "Time is up: you may still place the tile in your hand, or leave it." : "Time is up.";
    if (!me.hand) return "Reveal a pool tile, or take a face-up tile from the table.";
    const place = groups.place || {};
    return Object.keys(place).length
      ? `Place it in column ${me.column} (lit), or leave it on the table.`
      : "Place it in the lit column, or leave it on the table.";
  }

  function scoreSheet(view, snap) {
    const results = view.results || [];
    const names = (view.players || []).map((p) => p.name);
    const totals = (snap.scores || {}).totals || {};
    const winners = (snap.outcome && snap.outcome.winners) || [];
    return h(
      "section",
      { class: "ao-panel ao-sheet", "data-id": "score-sheet" },
      h("h4", {}, "Score sheet"),
      h(
        "table",
        {},
        h("thead", {}, h("tr", {}, h("th", {}, ""), names.map((n) => h("th", { class: winners.includes(n) ? "ao-winner" : "" }, n)))),
        h(
          "tbody",
          {},
          results.length
            ? results.map((r) =>
                h(
                  "tr",
                  {},
                  h("th", {}, `Round ${r.round}`),
                  names.map((n) => {
                    const p = r.players[n];
                    const parts = STEP_KEYS.filter((k) => p.points[k]).map((k) => `${p.points[k] > 0 ? "+" : ""}${p.points[k]} ${SHEET_LABELS[k]}`);
                    return h("td", { title: parts.join(", ") }, h("strong", {}, String(p.total)), h("small", {}, parts.join(" · ")));
                  }),
                ),
              )
            : h("tr", {}, h("td", { colspan: names.length + 1, class: "ao-empty" }, "Rounds are scored here as they end.")),
          h("tr", { class: "ao-total" }, h("th", {}, "Total"), names.map((n) => h("td", { class: winners.includes(n) ? "ao-winner" : "" }, String(totals[n] ?? 0), winners.includes(n) ? " ★" : ""))),
        ),
      ),
    );
  }

  // Between snapshots: the countdown, the sand, the clock and the busy hand, from game time.
  function tickFrame() {
    if (!live) return;
    const { snap, countdown, glassNode, clock, busy, me } = live;
    const view = snap.view || {};
    const glass = view.sandglass || {};
    const now = gameNow(snap);
    // The countdown follows real time. The engine may call the sand out a moment early, when
    // every hand is busy past its end (nothing can happen before it anyway): keep counting.
    let remaining = 30000;
    if (glass.runs_out_at_ms !== null && glass.runs_out_at_ms !== undefined) remaining = Math.max(0, Math.min(30000, glass.runs_out_at_ms - now));
    else if (glass.run_out) remaining = 0;
    const text = seconds(remaining);
    const clockText = `${(Math.min(now, glass.run_out ? glass.runs_out_at_ms : Infinity) / 1000).toFixed(1)} s`;
    const key = `${text}|${clockText}`;
    if (key !== live.last) {
      live.last = key;
      countdown.textContent = text;
      clock.textContent = clockText;
      root.dataset.countdown = String(Math.round(remaining));
      glassNode.style.setProperty("--sand", String(remaining / 30000));
      glassNode.classList.toggle("ao-hurry", remaining > 0 && remaining < 10000);
    }
    if (busy && me) {
      const left = me.ready_at_ms - now;
      const on = (snap.phase === "racing") && left > 0 && !glass.run_out;
      busy.classList.toggle("ao-on", on);
    }
  }

  function loop() {
    tickFrame();
    frame = requestAnimationFrame(loop);
  }

  const names = ["change:_view", "change:_message", "change:_log", "change:_interactive", "change:_version"];
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const snap = model.get("_view");
      if (snap !== lastSnap) {
        // The countdown runs from the moment this snapshot's game time arrived.
        lastSnap = snap;
        received = performance.now();
      }
      draw();
    });
  };
  for (const name of names) model.on(name, schedule);
  draw();
  frame = requestAnimationFrame(loop);
  model.send({ type: "ready" });
  return () => {
    for (const name of names) model.off(name, schedule);
    cancelAnimationFrame(frame);
    if (anim.timer) clearInterval(anim.timer);
  };
}

export default { render };
