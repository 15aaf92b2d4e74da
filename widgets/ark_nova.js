// The Ark Nova board: the zoo map (Map A, its buildings and the left-edge player tokens), the
// Action-card row, the tracks (appeal and conservation toward each other, reputation, Break),
// the association board, the display, the projects, the hand and the Final Scoring cards.
//
// Python decides every rule and writes every move. This module draws the snapshot in `_view`
// (with the map and the track tables from `_static`, sent once). Python sends each option of the
// pending decision (`groups.options`) with its finished move text, its label in words and its
// target (`action:build`, `card:A07`, `folder:3`, `task:project`, `condition:P01:2`...; a
// placement carries its hexes, already turned). A target lights up when its option is legal;
// clicking an unlit one still sends its text, so Python answers with the rule that forbids it.
// A click sends back exactly the text it was given, with the version it was drawn from.

const SEAT_KINDS = ["human", "random", "greedy", "search"];
const ACTION_TITLES = {
  animals: "Animals",
  build: "Build",
  cards: "Cards",
  association: "Association",
  sponsors: "Sponsors",
};
const ACTION_HINTS = {
  animals: "play animals into enclosures",
  build: "build one building (II: several)",
  cards: "draw or snap cards",
  association: "one association task",
  sponsors: "play a sponsor, or break for money",
};
const BUILDING_TITLES = {
  kiosk: "Kiosk",
  pavilion: "Pavilion",
  "enclosure-1": "Enclosure 1",
  "enclosure-2": "Enclosure 2",
  "enclosure-3": "Enclosure 3",
  "enclosure-4": "Enclosure 4",
  "enclosure-5": "Enclosure 5",
  "petting-zoo": "Petting Zoo",
  "reptile-house": "Reptile House",
  aviary: "Large Bird Aviary",
};
const SPECIAL = new Set(["petting-zoo", "reptile-house", "aviary"]);
const MAP_BONUS = {
  card: "+1 card",
  "x-token": "+1 X",
  "money-5": "+5 $",
  "money-10": "+10 $",
  worker: "+worker",
  "reputation-2": "+2 rep",
};
const EDGE_BONUS = {
  snap: "snap 1 card",
  "free-enclosure": "free enclosure 2",
  "money-5": "5 money",
  "conservation-1": "1 conservation",
  "reputation-2": "2 reputation",
  "money-12": "12 money",
  "x-token-3": "3 X-tokens",
};
const TASKS = [
  ["reputation", "Reputation", "+2 reputation"],
  ["partner-zoo", "Partner zoo", "a partner zoo"],
  ["university", "University", "a university"],
  ["project", "Conservation project", "support a project"],
];
const UNIVERSITY_TITLES = {
  "reputation-hand": "+1 rep · hand limit 5",
  "science-reputation": "1 science · +2 rep",
  "science-2": "2 science",
};

// The lit hex nearest to `from` in an arrow key's direction (on the drawing), or null.
const MAP_STEP = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
function nearestHex(hexes, from, [dx, dy]) {
  const [ax, ay] = centre(...from.dataset.hex.split(",").map(Number));
  let best = null;
  let bestScore = Infinity;
  for (const hex of hexes) {
    const [bx, by] = centre(...hex.dataset.hex.split(",").map(Number));
    const along = (bx - ax) * dx + (by - ay) * dy;
    const score = along + 2 * Math.abs((bx - ax) * dy - (by - ay) * dx);
    if (along > 1 && score < bestScore) [best, bestScore] = [hex, score];
  }
  return best;
}

const SQ3 = Math.sqrt(3);
const R = 30; // hex radius in SVG units
const MAP_LEFT = 150; // room for the left-edge player tokens
const SVG_NS = "http://www.w3.org/2000/svg";

// ------------------------------------------------------------------ DOM helpers
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  fill(node, attrs, children);
  return node;
}
function s(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  fill(node, attrs, children);
  return node;
}
function fill(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.setAttribute("class", value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
}

// ------------------------------------------------------------------ hex geometry (drawing only)
function centre(x, y) {
  return [MAP_LEFT + R + x * 1.5 * R, R * SQ3 * 0.5 + y * (SQ3 / 2) * R];
}
function corner(cx, cy, i) {
  const a = (Math.PI / 3) * i;
  return [cx + R * Math.cos(a), cy + R * Math.sin(a)];
}
function hexPoints(x, y, scale = 1) {
  const [cx, cy] = centre(x, y);
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(`${(cx + scale * R * Math.cos(a)).toFixed(1)},${(cy + scale * R * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}
// The neighbour across edge i (between corners i and i+1) of a flat-top hex.
const EDGE_NEIGHBOUR = [[1, 1], [0, 2], [-1, 1], [-1, -1], [0, -2], [1, -1]];
const key = (cell) => `${cell[0]},${cell[1]}`;
// A building's outline: the edges whose neighbour is not part of it.
function outline(cells) {
  const inside = new Set(cells.map(key));
  let d = "";
  for (const [x, y] of cells) {
    const [cx, cy] = centre(x, y);
    EDGE_NEIGHBOUR.forEach(([dx, dy], i) => {
      if (inside.has(key([x + dx, y + dy]))) return;
      const [ax, ay] = corner(cx, cy, i);
      const [bx, by] = corner(cx, cy, i + 1);
      d += `M${ax.toFixed(1)},${ay.toFixed(1)}L${bx.toFixed(1)},${by.toFixed(1)}`;
    });
  }
  return d;
}

// A board panel: its heading (a title and maybe a note after it) above its content.
function panel(attrs, heading, ...content) {
  return h("div", { ...attrs, class: `an-panel ${attrs.class}` }, h("h4", {}, heading), ...content);
}
// The note after a panel's title, in a smaller, softer hand.
function note(text) {
  return h("span", { class: "an-sub" }, text);
}

// ------------------------------------------------------------------ the board's parts
// Each part is built from the context `c` a redraw reads once (see `context`): the snapshot,
// the options by target, and what a click does. None decides a rule or writes a move.

// The title, the decision, the size button and Download/Open.
function headerBar(c) {
  const { model, ui, saves, snap } = c;
  const title = h("div", { class: "an-title" }, "Ark Nova");
  const prompt = h("div", { class: "an-prompt", "data-id": "prompt" }, snap.prompt || "");
  const size = projectorButton(model, ui, "an-size"); // lib/projector.js
  return h("div", { class: "an-header" }, title, prompt, size, model.get("_interactive") ? saves : null);
}

// The answer to the last click, in a slot of fixed height (CSS).
function messageSlot(c) {
  const { interactive, message } = c;
  const banner = h("div", { class: "an-message-slot" }, message.text
    ? h(
        "div",
        { class: `an-message an-${message.kind}`, role: "status", "data-rule": message.rule || "", title: message.rule || "" },
        h("span", { class: "an-icon" }, message.kind === "error" ? "✗" : "ℹ"),
        h(
          "div",
          {},
          message.rule && message.rule_in_text !== false ? h("code", {}, message.rule) : null,
          message.rule && message.rule_in_text !== false ? " " : null,
          h("span", { class: "an-message-text" }, message.text),
          message.quote ? h("blockquote", {}, `“${message.quote}”`) : null,
        ),
      )
    : interactive
      ? h("div", { class: "an-message an-hint" }, "The answer to each click shows here: what it did, or the rule that forbids it.")
      : null);
  return banner;
}

// The buildings of the zoo shown, the animals in them; an enclosure an animal may enter is lit.
function buildingLayer(c) {
  const { mover, cards, colour, choose, act, lit, zooOwner } = c;
  const buildingLayer = s("g", {});
  for (const b of zooOwner.buildings) {
    const id = `building:${zooOwner.name}:${b.id}`;
    const target = zooOwner.name === mover ? choose(`building:${b.id}`) : null;
    const occupied = b.animals.length > 0 && !SPECIAL.has(b.kind);
    const classes = ["an-building", `an-b-${b.kind.replace(/-\d$/, "")}`, occupied ? "an-occupied" : "an-empty"];
    if (lit(target)) classes.push("an-lit");
    if (target) classes.push("an-clickable");
    const g = s("g", { class: classes.join(" "), "data-id": id, "data-building": b.id, onclick: target ? () => act(target) : null });
    for (const [x, y] of b.hexes) g.append(s("polygon", { points: hexPoints(x, y, 0.97), class: "an-bfill" }));
    g.append(s("path", { d: outline(b.hexes), class: "an-bline" }));
    const xs = b.hexes.map(([x, y]) => centre(x, y));
    const mx = xs.reduce((a, c) => a + c[0], 0) / xs.length;
    const my = xs.reduce((a, c) => a + c[1], 0) / xs.length;
    const title = BUILDING_TITLES[b.kind] || b.kind;
    const short = b.kind.startsWith("enclosure") ? `${b.kind.slice(-1)}` : title;
    const animalNames = b.animals.map((a) => (cards[a] || {}).name || a);
    g.append(s("title", {}, `${title}${animalNames.length ? ": " + animalNames.join(", ") : b.kind.startsWith("enclosure") ? " (empty)" : ""}`));
    if (occupied) {
      // The name's lines and the size, one under the other around the middle, spaced by their
      // own font size (which grows at A+). A one-hex enclosure has room for the name only.
      const lines = nameLines(animalNames[0]).map((line) => [line, "an-animal-name"]);
      if (b.hexes.length > 1) lines.push([`size ${b.kind.slice(-1)}`, "an-building-label"]);
      lines.forEach(([line, cls], i) => {
        const dy = (i - (lines.length - 1) / 2) * 1.3 + 0.35;
        g.append(s("text", { x: mx, y: my, dy: `${dy.toFixed(2)}em`, class: cls }, line));
      });
    } else {
      g.append(s("text", { x: mx, y: my + 6, class: `an-building-label ${b.kind.startsWith("enclosure") ? "an-size-label" : ""}` }, short));
    }
    if (SPECIAL.has(b.kind)) {
      for (let i = 0; i < b.spaces_used; i++) {
        g.append(s("circle", { cx: mx - 18 + i * 9, cy: my + 16, r: 4, class: `an-token ${colour(zooOwner.name)}` }));
      }
    }
    buildingLayer.append(g);
  }
  return buildingLayer;
}

// The left-edge player tokens: removed ones uncover their bonus.
function edgeTokens(c) {
  const { colour, map, zooOwner } = c;
  const removed = zooOwner.map_tokens_removed || 0;
  const edge = s("g", { class: "an-edge", "data-id": `tokens:${zooOwner.name}` });
  (map.edge_tokens || []).forEach((bonus, i) => {
    const y = 30 + i * 46;
    const gone = i < removed;
    edge.append(
      s("rect", { x: 8, y: y - 18, width: 132, height: 38, rx: 8, class: `an-edge-space ${i < (map.recurring_tokens || 4) ? "an-recurring" : ""}` }),
      s("text", { x: 38, y: y + 6, class: `an-edge-text ${gone ? "an-uncovered" : ""}` }, EDGE_BONUS[bonus] || bonus),
    );
    if (!gone) edge.append(s("circle", { cx: 22, cy: y + 1, r: 11, class: `an-token an-cover ${colour(zooOwner.name)}` }, s("title", {}, `a player token covers: ${EDGE_BONUS[bonus]}`)));
  });
  edge.append(s("text", { x: 8, y: 30 + 7 * 46 - 8, class: "an-edge-note" }, "first 4 recur at breaks"));
  return edge;
}

// Whose zoo the map shows.
function zooTabs(c) {
  const { ui, redraw, players, colour, zooOwner } = c;
  return h(
    "div",
    { class: "an-tabs" },
    players.map((p) =>
      h(
        "button",
        {
          class: `an-tab ${p.name === zooOwner.name ? "an-on" : ""}`,
          "data-zoo": p.name,
          onclick: () => {
            ui.zoo = p.name;
            redraw();
          },
        },
        h("span", { class: `an-dot ${colour(p.name)}` }),
        `${p.name}'s zoo`,
      ),
    ),
  );
}

// What the map's marks mean, for a learner who has never seen the printed board.
function mapLegend(c) {
  const { colour, zooOwner } = c;
  return h(
    "div",
    { class: "an-legend" },
    h("span", {}, h("i", { class: "an-sw an-sw-water" }), "water"),
    h("span", {}, h("i", { class: "an-sw an-sw-rock" }), "rock"),
    h("span", {}, h("i", { class: "an-sw an-sw-upgrade" }, "II"), "only with Build II"),
    h("span", {}, h("i", { class: "an-sw an-sw-bonus" }), "bonus when covered"),
    h("span", {}, h("i", { class: `an-sw an-sw-token ${colour(zooOwner.name)}` }), "token: leaves for a project, gives its bonus"),
  );
}

// One player's Action-card row: an Action card is lit when choosing it is legal now.
function rowOf(c, p) {
  const { view, mover, choose, act, lit } = c;
  const act_ = view.action || {};
  const performing = act_.player === p.name; // an action under way, never the last one's
  return h(
    "div",
    { class: "an-row", "data-id": `row:${p.name}` },
    p.action_row.map((slot) => {
      const option = p.name === mover ? choose(`action:${slot.card}`) : null;
      const active = performing && act_.card === slot.card;
      const extra = active ? act_.strength - act_.slot : 0;
      return h(
        "button",
        {
          class: `an-action an-a-${slot.card} ${slot.side === 2 ? "an-side2" : ""} ${lit(option) ? "an-lit" : ""} ${active ? "an-active" : ""}`,
          "data-card": slot.card,
          "data-slot": slot.slot,
          "data-move": option ? option.text : null,
          disabled: option ? null : true,
          title: `${ACTION_TITLES[slot.card]} (side ${slot.side === 2 ? "II" : "I"}), slot ${slot.slot}: strength ${slot.strength}. ${ACTION_HINTS[slot.card]}`,
          onclick: option ? () => act(option) : null,
        },
        h("span", { class: "an-strength" }, active && extra ? `${slot.strength}+${extra}` : slot.strength),
        h("span", { class: "an-action-name" }, ACTION_TITLES[slot.card]),
        h("span", { class: "an-sidemark" }, slot.side === 2 ? "II" : "I"),
        active ? h("span", { class: "an-using" }, `strength ${act_.strength}`) : null,
      );
    }),
  );
}

// A player's X-tokens, five spaces.
function xTokens(p) {
  return h(
    "span",
    { class: "an-xs", "data-id": `x:${p.name}`, title: `${p.x_tokens} X-tokens (at most 5)` },
    Array.from({ length: 5 }, (_, i) => h("span", { class: `an-x ${i < p.x_tokens ? "an-have" : ""}` }, "X")),
  );
}

// The decider's Action cards and X-tokens.
function rowPanel(c) {
  const { choose, act, lit, me } = c;
  const rowPanel = me
    ? h(
        "div",
        { class: "an-panel an-row-panel" },
        h("h4", {}, `${me.name}'s Action cards`, h("span", { class: "an-sub" }, " slot 1 → 5 = strength 1 → 5")),
        rowOf(c, me),
        h(
          "div",
          { class: "an-row-foot" },
          xTokens(me),
          choose("x-token")
            ? h("button", { class: `an-xaction ${lit(choose("x-token")) ? "an-lit" : ""}`, "data-move": choose("x-token").text, onclick: () => act(choose("x-token")) }, choose("x-token").label)
            : null,
        ),
      )
    : null;
  return rowPanel;
}

// Every legal option of the decision as a button, in Python's words.
function choicesPanel(c) {
  const { snap, interactive, options, mine, mover, act } = c;
  const legalOptions = options.filter((o) => o.legal);
  const choices = mine
    ? h(
        "div",
        { class: "an-panel an-choices", "data-id": "choices" },
        h("h4", {}, "Your choices now"),
        h(
          "div",
          { class: `an-choice-list ${legalOptions.length > 14 ? "an-compact" : ""}` },
          legalOptions.map((option) =>
            h("button", { class: "an-choice", "data-move": option.text, onclick: () => act(option) }, option.label),
          ),
        ),
      )
    : h("div", { class: "an-panel an-choices an-waiting" }, interactive ? (snap.outcome ? "The game is over." : `Waiting for ${mover || "…"}.`) : "A position from the walkthrough.");
  return choices;
}

// Build: the buildings palette.
function palettePanel(c) {
  const { view, kind, choose, act, lit, map } = c;
  const palette =
    kind === "build_pick"
      ? h(
          "div",
          { class: "an-panel an-palette", "data-id": "palette" },
          h("h4", {}, `Build: pick a building (size up to ${(view.action || {}).left})`),
          Object.keys(BUILDING_TITLES).map((b) => {
            const option = choose(`kind:${b}`);
            const size = (map.shapes[b] || {}).size;
            return h(
              "button",
              { class: `an-bpick an-b-${b.replace(/-\d$/, "")} ${lit(option) ? "an-lit" : ""}`, "data-build": b, "data-move": option ? option.text : null, title: option ? option.label : null, onclick: () => act(option) },
              h("span", { class: "an-bsize" }, size),
              BUILDING_TITLES[b],
              h("span", { class: "an-cost" }, `${2 * size} $`),
            );
          }),
        )
      : null;
  return palette;
}

// A card's printed face; a button when it carries an option (a project's conditions too).
function cardNode(ctx, id, opts = {}) {
  const { cards, colour, choose, act, lit } = ctx;
  const c = cards[id] || { id, name: id };
  const cls = ["an-card", `an-c-${c.kind || "unknown"}`];
  if (lit(opts.option)) cls.push("an-lit");
  if (opts.option) cls.push("an-clickable");
  const parts = [];
  if (c.kind === "animal") {
    parts.push(
      h("div", { class: "an-card-top" }, h("span", { class: "an-csize", title: `needs an enclosure of size ${c.size}` }, `⬢${c.size}`), h("span", { class: "an-ccost" }, `${c.cost} $`)),
      h("div", { class: "an-card-name" }, c.name),
      h(
        "div",
        { class: "an-card-icons" },
        (c.icons || []).map((i) => h("span", { class: `an-icon-chip an-i-${i}` }, i)),
      ),
      h(
        "div",
        { class: "an-card-needs" },
        c.water ? h("span", { class: "an-need-water" }, `${c.water} water`) : null,
        c.rock ? h("span", { class: "an-need-rock" }, `${c.rock} rock`) : null,
        c.house ? h("span", { class: "an-house" }, BUILDING_TITLES[c.house] || c.house) : null,
      ),
      h("div", { class: "an-card-foot" }, h("span", { class: "an-cappeal" }, `+${c.appeal} appeal`), (c.effects || []).length ? h("span", { class: "an-effect" }, c.effects.join("; ")) : null),
    );
  } else if (c.kind === "sponsor") {
    parts.push(
      h("div", { class: "an-card-top" }, h("span", { class: "an-level" }, `level ${c.level}`)),
      h("div", { class: "an-card-name" }, c.name),
      h("div", { class: "an-card-icons" }, (c.icons || []).map((i) => h("span", { class: `an-icon-chip an-i-${i}` }, i))),
      h("div", { class: "an-card-foot" }, h("span", { class: "an-effect" }, (c.effects || []).join("; "))),
    );
  } else if (c.kind === "project") {
    parts.push(
      h("div", { class: "an-card-top" }, h("span", { class: `an-icon-chip an-i-${c.icon}` }, c.icon)),
      h("div", { class: "an-card-name" }, c.name),
      h(
        "div",
        { class: "an-conditions" },
        (c.levels || []).map(([need, points], i) => {
          const token = opts.tokens ? opts.tokens[i] : null;
          const option = choose(`condition:${id}:${i + 1}`);
          return h(
            "button",
            {
              class: `an-condition ${lit(option) ? "an-lit" : ""} ${token ? "an-taken" : ""}`,
              "data-move": option ? option.text : null,
              disabled: option ? null : true,
              title: option ? option.label : `${need} ${c.icon} icons: ${points} conservation`,
              onclick: option
                ? (e) => {
                    e.stopPropagation();
                    act(option);
                  }
                : null,
            },
            h("span", { class: "an-need" }, `${need}×`),
            h("span", { class: "an-points" }, `${points}`),
            token ? h("span", { class: `an-token-chip ${token === "block" ? "an-block" : colour(token)}` }, token === "block" ? "■" : token.slice(0, 1)) : null,
          );
        }),
      ),
    );
  } else if (c.kind === "final") {
    parts.push(
      h("div", { class: "an-card-top" }, "Final Scoring"),
      h("div", { class: "an-card-name" }, c.name),
      h("div", { class: "an-card-foot" }, (c.thresholds || []).map(([n, p]) => h("span", { class: "an-threshold" }, `${n}: ${p}`))),
    );
  } else {
    parts.push(h("div", { class: "an-card-name" }, c.name || id), c.effects ? h("div", { class: "an-effect" }, c.effects.join("; ")) : null);
  }
  return h(
    opts.option ? "button" : "div",
    { class: cls.join(" "), "data-card": id, "data-move": opts.option ? opts.option.text : null, title: opts.option ? opts.option.label : c.name, onclick: opts.option ? () => act(opts.option) : null },
    parts,
    opts.badge ? h("span", { class: "an-badge" }, opts.badge) : null,
  );
}

// The display: six folders, the deck.
function displayPanel(c) {
  const { view, choose, act, lit, me } = c;
  const deckOption = choose("deck");
  return h(
    "div",
    { class: "an-panel an-display" },
    h("h4", {}, "Display", me ? h("span", { class: "an-sub" }, ` ${me.name}'s reputation reaches folder${me.reputation_folders > 1 ? "s 1–" + me.reputation_folders : " 1"}`) : null),
    h(
      "div",
      { class: "an-folders" },
      h(
        "button",
        {
          class: `an-deck ${lit(deckOption) ? "an-lit" : ""}`,
          "data-id": "deck",
          "data-move": deckOption ? deckOption.text : null,
          title: deckOption ? deckOption.label : null,
          disabled: deckOption ? null : true,
          onclick: () => act(deckOption),
        },
        h("span", {}, "Deck"),
        h("strong", {}, `${view.deck_size ?? 0}`),
      ),
      (view.display || []).map((f) => {
        // Folders are taken or snapped; side II plays animals and sponsors from them.
        const option = choose(`folder:${f.folder}`) || (f.card ? choose(`card:${f.card}`) : null);
        const inRange = me && f.folder <= me.reputation_folders;
        return h(
          "div",
          { class: `an-folder ${inRange ? "an-in-range" : ""}`, "data-id": `folder:${f.folder}` },
          h("div", { class: "an-folder-head" }, `folder ${f.folder}`, h("span", { class: "an-extra" }, `+${f.extra_cost} $`)),
          f.card
            ? cardNode(c, f.card, { option, tokens: null })
            : h("div", { class: "an-empty" }, f.face_down ? "face down" : "empty"),
        );
      }),
    ),
  );
}

// Conservation projects in play.
function projectsPanel(c) {
  const { view } = c;
  return panel(
    { class: "an-projects" },
    ["Conservation projects", note(" need × icons → conservation points")],
    h(
      "div",
      { class: "an-project-row" },
      (view.projects || []).map((p) => h("div", { "data-id": `project:${p.card}` }, cardNode(c, p.card, { tokens: p.tokens }))),
    ),
  );
}

// The hand and Final Scoring cards of the viewer.
function handPanel(c) {
  const { seat, mover, byName, choose } = c;
  const viewer = byName[seat];
  const handPanel =
    viewer && viewer.hand
      ? h(
          "div",
          { class: "an-panel an-hand-panel" },
          h("h4", {}, `${viewer.name}'s hand`, h("span", { class: "an-sub" }, ` ${viewer.hand.length} card${viewer.hand.length === 1 ? "" : "s"}`)),
          h(
            "div",
            { class: "an-hand", "data-id": `hand:${viewer.name}` },
            viewer.hand.length
              ? viewer.hand.map((id) => cardNode(c, id, { option: viewer.name === mover ? choose(`card:${id}`) : null }))
              : h("span", { class: "an-empty" }, "no cards"),
          ),
          h("h4", {}, "Final Scoring cards", h("span", { class: "an-sub" }, " only you see them")),
          h(
            "div",
            { class: "an-hand an-finals", "data-id": `final:${viewer.name}` },
            (viewer.final_cards || []).map((id) => {
              const option = viewer.name === mover ? choose(`card:${id}`) : null;
              return cardNode(c, id, { option, badge: option ? "discard" : null });
            }),
          ),
        )
      : null;
  return handPanel;
}

// Appeal and conservation toward each other, with each player's sum in words.
function tracksPanel(c) {
  const { players, colour, tables } = c;
  // The track is drawn in SVG units and shrinks with the panel, so its numbers are large in
  // those units; the sentences about each player are HTML, sized like the rest of the board.
  const SCALE = 9.4;
  const TRACK_W = 118 * SCALE + 40;
  const consPos = (c) => tables.end_target - tables.white[c];
  const laneH = 40;
  const top = 30;
  const trackSvg = s("svg", { class: "an-track-svg", viewBox: `0 0 ${TRACK_W} ${top + 30 + players.length * laneH}`, role: "img", "aria-label": "appeal and conservation tracks" });
  // Scoring areas: the stretch of the appeal scale each conservation space covers.
  for (let c = 0; c < tables.white.length - 1; c++) {
    const a = consPos(c + 1);
    const b = consPos(c);
    if (b < 0) continue;
    const x0 = 20 + Math.max(0, a) * SCALE;
    const x1 = 20 + b * SCALE;
    trackSvg.append(s("rect", { x: x0, y: top, width: x1 - x0, height: players.length * laneH, class: `an-area ${c % 2 ? "an-area-odd" : ""}` }));
    if (c % 2 === 0 || c > 20) trackSvg.append(s("text", { x: (x0 + x1) / 2, y: top - 8, class: "an-area-label an-cons-label" }, `${c}`));
  }
  // The appeal scale, every 10.
  for (let a = 0; a <= 110; a += 10) {
    trackSvg.append(s("text", { x: 20 + a * SCALE, y: top + players.length * laneH + 22, class: "an-area-label" }, `${a}`));
  }
  players.forEach((p, i) => {
    const y = top + i * laneH + laneH / 2;
    const ax = 20 + Math.min(p.appeal, 118) * SCALE;
    const cx = 20 + Math.max(0, consPos(Math.min(p.conservation, tables.white.length - 1))) * SCALE;
    const lane = s("g", { class: `an-lane ${colour(p.name)}` });
    lane.append(
      s("rect", { x: 20, y: y - 8, width: Math.max(0, ax - 20), height: 16, class: "an-appeal-bar" }),
      s("rect", { x: cx, y: y - 8, width: Math.max(0, TRACK_W - 20 - cx), height: 16, class: "an-cons-bar" }),
      s("g", { "data-id": `appeal:${p.name}` }, s("circle", { cx: ax, cy: y, r: 17, class: "an-marker" }), s("text", { x: ax, y: y + 7, class: "an-marker-text" }, p.appeal)),
      s(
        "g",
        { "data-id": `conservation:${p.name}` },
        s("rect", { x: cx - 17, y: y - 17, width: 34, height: 34, rx: 5, class: "an-marker an-cons-marker" }),
        s("text", { x: cx, y: y + 7, class: "an-marker-text" }, p.conservation),
      ),
    );
    trackSvg.append(lane);
  });
  const laneText = h(
    "div",
    { class: "an-lane-list" },
    players.map((p) =>
      h(
        "span",
        { class: "an-lane-text" },
        h("span", { class: `an-dot ${colour(p.name)}` }),
        h("strong", {}, p.name),
        `: appeal ${p.appeal} + white number ${p.white_number} (conservation ${p.conservation}) = ${p.appeal + p.white_number}`,
      ),
    ),
  );
  return panel(
    { class: "an-tracks" },
    ["Appeal ▶ ◀ Conservation", note(` appeal (round) runs right; conservation (square, its spaces numbered on top) runs left; when they meet or pass (appeal + white number ${tables.end_target} or more), the end is triggered; the score also counts cards`)],
    trackSvg,
    laneText,
  );
}

// Reputation, with the display range each space gives.
function reputationPanel(c) {
  const { players, colour, tables } = c;
  return panel(
    { class: "an-reputation" },
    ["Reputation", note(" folders in range; above 9 needs Cards II")],
    h(
      "div",
      { class: "an-rep-track" },
      Array.from({ length: 16 }, (_, r) =>
        h(
          "div",
          { class: `an-rep-space an-f${tables.folders[r] || 1} ${r === 9 ? "an-cap" : ""}`, title: `reputation ${r}: folders 1–${tables.folders[r]}${tables.reputation_bonus[r] ? "; bonus: " + tables.reputation_bonus[r] : ""}` },
          h("span", { class: "an-rep-n" }, r),
          tables.reputation_bonus[r] ? h("span", { class: "an-rep-bonus" }, tables.reputation_bonus[r]) : null,
          h("span", { class: "an-rep-range" }, `1–${tables.folders[r]}`),
          h(
            "span",
            { class: "an-rep-pawns" },
            players.filter((p) => p.reputation === r).map((p) => h("span", { class: `an-dot ${colour(p.name)}`, "data-id": `reputation:${p.name}`, title: p.name })),
          ),
        ),
      ),
    ),
  );
}

// The Break track.
function breakPanel(c) {
  const { view } = c;
  const brk = view.break || { position: 0, start: 0, end: 15 };
  return panel(
    { class: "an-break", "data-id": "break" },
    ["Break track", note(` ${brk.end - brk.position} steps to the break`)],
    h(
      "div",
      { class: "an-break-track" },
      Array.from({ length: brk.end - brk.start + 1 }, (_, i) => brk.start + i).map((n) =>
        h("span", { class: `an-break-space ${n === brk.position ? "an-here" : ""} ${n === brk.end ? "an-end" : ""}` }, n === brk.end ? "break" : n === brk.position ? "●" : ""),
      ),
    ),
  );
}

// The association board: tasks, supplies, workers, the donation.
function associationPanel(c) {
  const { view, players, colour, choose, act, lit, tables } = c;
  const assoc = view.association || { partner_zoos: [], universities: [] };
  const workersOn = (task) =>
    players.flatMap((p) => Array.from({ length: (p.workers.placed || {})[task] || 0 }, () => h("span", { class: `an-worker ${colour(p.name)}`, title: `${p.name}'s worker` })));
  return panel(
    { class: "an-association" },
    ["Association board", note(" a task needs strength ≥ its value")],
    h(
      "div",
      { class: "an-tasks" },
      TASKS.map(([task, title, what]) => {
        const option = choose(`task:${task}`);
        let body = null;
        if (task === "partner-zoo") {
          body = h(
            "div",
            { class: "an-supply", "data-id": "partner-zoos" },
            assoc.partner_zoos.map((c) => {
              const chip = choose(`task:partner-zoo:${c}`);
              return h("button", { class: `an-zoo-chip an-i-${c} ${lit(chip) ? "an-lit" : ""}`, "data-move": chip ? chip.text : null, title: chip ? chip.label : null, disabled: chip ? null : true, onclick: () => act(chip) }, c);
            }),
          );
        } else if (task === "university") {
          body = h(
            "div",
            { class: "an-supply", "data-id": "universities" },
            assoc.universities.map((u) => {
              const chip = choose(`task:university:${u}`);
              return h("button", { class: `an-uni-chip ${lit(chip) ? "an-lit" : ""}`, "data-move": chip ? chip.text : null, title: chip ? chip.label : null, disabled: chip ? null : true, onclick: () => act(chip) }, UNIVERSITY_TITLES[u] || u);
            }),
          );
        }
        return h(
          "div",
          {
            class: `an-task ${lit(option) ? "an-lit" : ""} ${option ? "an-clickable" : ""}`,
            "data-task": task,
            "data-move": option ? option.text : null,
            title: option ? option.label : null,
            onclick: option ? () => act(option) : null,
          },
          h("span", { class: "an-task-value" }, (tables.task_values || {})[task]),
          h("div", { class: "an-task-title" }, title, h("span", { class: "an-sub" }, ` ${what}`)),
          body,
          h("div", { class: "an-workers" }, workersOn(task)),
        );
      }),
    ),
    h(
      "div",
      { class: "an-donation", "data-id": "donation" },
      h("span", {}, `Donation (Association II): next costs ${assoc.next_donation} $ for 1 conservation · ${assoc.donations_made} made`),
      assoc.blocked_donation_spaces ? h("span", { class: "an-sub" }, ` · ${assoc.blocked_donation_spaces} spaces blocked`) : null,
      lit(choose("donate")) ? h("button", { class: "an-lit", "data-move": choose("donate").text, onclick: () => act(choose("donate")) }, choose("donate").label) : null,
    ),
  );
}

// Bonus tiles waiting at conservation 5 and 8.
function tilesPanel(c) {
  const { view, choose } = c;
  return panel(
    { class: "an-tiles", "data-id": "bonus-tiles" },
    ["Bonus tiles", note(" conservation 5 and 8: a tile or 5 money")],
    Object.entries(view.bonus_tiles || {}).map(([space, ids]) =>
      h(
        "div",
        { class: "an-tile-row" },
        h("span", { class: "an-tile-space" }, `at ${space}`),
        ids.map((id) => cardNode(c, id, { option: choose(`card:${id}`) })),
      ),
    ),
  );
}

// Each player: seat, money, X-tokens, workers, hand, partners; the others' Action cards.
function playersPanel(c) {
  const { model, send, snap, players, seat, interactive, colour, me } = c;
  const seats = model.get("_seats") || {};
  return h(
    "div",
    { class: "an-panel an-players" },
    h("h4", {}, "Players"),
    players.map((p) => {
      const free = p.workers.active - Object.values(p.workers.placed || {}).reduce((a, b) => a + b, 0);
      return h(
        "div",
        { class: `an-player ${(snap.to_move || []).includes(p.name) ? "an-to-move" : ""}`, "data-id": `player:${p.name}` },
        h("div", { class: "an-player-head" }, h("span", { class: `an-dot ${colour(p.name)}` }), h("strong", {}, p.name), p.name === seat ? " (you)" : "",
          interactive
            ? h(
                "select",
                { "aria-label": `${p.name} is played by`, "data-seat": p.name, onchange: (e) => send({ type: "seat", player: p.name, kind: e.target.value }) },
                SEAT_KINDS.map((k) => h("option", { value: k, selected: k === seats[p.name] }, k === "human" ? "human" : `${k} bot`)),
              )
            : null),
        h(
          "div",
          { class: "an-stats" },
          h("span", { class: "an-money", "data-id": `money:${p.name}`, title: "money" }, `${p.money} $`),
          xTokens(p),
          h("span", { "data-id": `workers:${p.name}`, title: "association workers: free / active" }, `workers ${free}/${p.workers.active}`),
          h("span", { title: "cards in hand" }, `hand ${p.hand_size}`),
          h("span", { "data-id": `assoc:${p.name}`, title: "partner zoos and universities" }, `zoos: ${p.partner_zoos.join(", ") || "—"} · univ: ${p.universities.length}`),
          h("span", { title: "projects supported" }, `projects ${p.supported_projects.length}`),
        ),
        p.name !== me?.name ? h("div", { class: "an-mini-row" }, rowOf(c, p)) : null,
      );
    }),
  );
}

// The score sheet: as if the game ended now, or the final one.
function scoresPanel(c) {
  const { snap, names } = c;
  const sheet = snap.scores || { rows: [], totals: {} };
  const winners = (snap.outcome && snap.outcome.winners) || [];
  const left = sheetUncountedWords(sheet);
  return h(
    "div",
    { class: "an-panel", "data-id": "scores" },
    h("h4", {}, snap.outcome ? "Final score" : "Score if the game ended now"),
    h(
      "table",
      { class: "an-scores" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), names.map((p) => h("th", { class: winners.includes(p) ? "an-winner" : "" }, p)))),
      h(
        "tbody",
        {},
        sheet.rows.map((r) => h("tr", { title: r.detail || "" }, h("td", {}, r.label), names.map((p) => h("td", {}, String(r.points[p] ?? 0))))),
        h("tr", { class: "an-total" }, h("td", {}, "Total"), names.map((p) => sheetTotalCell(sheet, p, winners.includes(p) ? "an-winner" : ""))),
      ),
    ),
    left ? h("p", { class: "an-note" }, left) : null,
    names.some((p) => (sheet.totals[p] ?? 0) < 0)
      ? h("p", { class: "an-note" }, "Why below zero? A score is appeal plus the white number under the conservation marker, and that number starts below zero: every zoo begins behind.")
      : null,
  );
}

// The moves so far, in words.
function logPanel(c) {
  const { model } = c;
  const log = model.get("_log") || [];
  const logList = h(
    "ol",
    { class: "an-log", "aria-label": "move log" },
    log.length
      ? log.slice(-200).map((t) => h("li", { value: t.index }, h("strong", {}, t.player), ` ${t.text}.`, t.events.length ? h("span", { class: "an-log-events" }, " " + t.events.join(" ")) : null))
      : h("li", { class: "an-empty" }, "No moves yet."),
  );
  const logPanel = h("div", { class: "an-panel" }, h("h4", {}, "Move log"), logList);
  return { panel: logPanel, list: logList };
}

// What the decider counts on, beside the prompt: no scrolling to find the money; Undo.
function statusBar(c) {
  const { send, snap, interactive, colour, me } = c;
  const controls = interactive
    ? h("button", { class: "an-undo", disabled: snap.can_undo ? null : true, onclick: () => send({ type: "undo" }) }, "↶ Undo")
    : null;
  const status = me
    ? h(
        "div",
        { class: "an-status", "data-id": `status:${me.name}`, "aria-label": `${me.name}'s money, X-tokens and reputation` },
        h("span", { class: `an-dot ${colour(me.name)}` }),
        h("strong", {}, me.name),
        h("span", { class: "an-stat" }, h("b", {}, `${me.money}`), " money"),
        h("span", { class: "an-stat", title: "X-tokens: at most 5" }, h("b", {}, `${me.x_tokens}`), ` X-token${me.x_tokens === 1 ? "" : "s"}`),
        h("span", { class: "an-stat" }, "reputation ", h("b", {}, `${me.reputation}`)),
        h("span", { class: "an-stat" }, "appeal ", h("b", {}, `${me.appeal}`)),
        h("span", { class: "an-stat" }, "conservation ", h("b", {}, `${me.conservation}`)),
        controls,
      )
    : controls;
  return status;
}

// The zoo map of the zoo shown: terrain, bonuses, buildings, the left edge. While a building is
// placed, every placement Python sent is drawn under the pointer (or the keyboard's hex), and a
// click or Enter sends the one shown. Returns the panel and `drawPreview`, for after the redraw.
function zooMap(c) {
  const { ui, options, mine, groups, act, map, zooOwner } = c;
  const placements = mine ? options.filter((o) => o.hexes) : [];
  const place = placements.length ? { name: groups.placing, placements } : null;
  const legalCells = new Set(placements.filter((p) => p.legal).flatMap((p) => p.hexes.map(key)));
  // The placement a click on hex `cell` proposes, among Python's: a legal one covering it
  // (the rotation button steps through them), else one anchored there, else any covering it.
  function placementAt(cell) {
    const covering = placements.filter((p) => p.hexes.some((h_) => key(h_) === key(cell)));
    const legal = covering.filter((p) => p.legal);
    const anchored = covering.filter((p) => key(p.hexes[0]) === key(cell));
    const pool = legal.length ? legal : anchored.length ? anchored : covering;
    return pool.length ? pool[ui.turn % pool.length] : null;
  }
  const svg = s("svg", {
    class: "an-map",
    onkeydown: place ? (event) => onMapKey(event) : null,
    viewBox: `0 0 ${MAP_LEFT + 14 * R} ${R * SQ3 * 7.2}`,
    role: place ? "group" : "img", // while placing, its lit hexes are buttons a screen reader reaches
    "aria-label": `${zooOwner.name}'s zoo map`,
  });
  const preview = s("g", { class: "an-preview" });
  const hoverText = h("span", { class: "an-hover-text", "aria-live": "polite" }, "");
  const placing = {
    place,
    legalCells,
    placementAt,
    point: (cell) => {
      ui.hover = cell;
      drawPreview();
    },
    rotate: (event) => {
      event.preventDefault();
      rotate();
    },
  };
  const covered = new Set(zooOwner.buildings.flatMap((b) => b.hexes.map(key))); // bonuses taken
  // The terrain changes only while a building is placed (lit hexes, pointer handlers) and as
  // buildings cover bonuses: between those it is kept from one redraw to the next.
  const terrainKey = place ? null : [...covered].sort().join(" ");
  const kept = terrainKey !== null && ui.terrain && ui.terrain.key === terrainKey ? ui.terrain : null;
  const { hexLayer, bonusLayer, terrain } = kept || terrainLayers(c, placing, covered);
  ui.terrain = terrainKey === null ? null : { key: terrainKey, hexLayer, bonusLayer, terrain };
  svg.append(hexLayer, bonusLayer, buildingLayer(c), preview, edgeTokens(c));

  function drawPreview() {
    preview.replaceChildren();
    if (!place || !ui.hover) return;
    const p = placementAt(ui.hover);
    if (!p) {
      hoverText.textContent = `No ${place.name} covers ${(map.hex_words || {})[key(ui.hover)]}.`;
      return;
    }
    const look = p.legal ? "an-ghost-ok" : "an-ghost-bad";
    for (const [x, y] of p.hexes) {
      if (terrain[key([x, y])]) preview.append(s("polygon", { points: hexPoints(x, y, 0.9), class: `an-ghost ${look}` }));
    }
    preview.append(s("path", { d: outline(p.hexes), class: `an-ghost-line ${look}` }));
    preview.dataset.text = p.text;
    hoverText.textContent = `${p.legal ? "✓ may be built here" : "✗ cannot be built here"}: ${p.label}`;
  }
  // Keys on a lit hex: the arrows move to the nearest lit hex that way, Enter or Space
  // places the building shown, R turns it.
  function onMapKey(event) {
    const hex = event.target.closest(".an-hex.an-can");
    if (!hex) return;
    const cell = hex.dataset.hex.split(",").map(Number);
    if (event.key === "Enter" || event.key === " ") act(placementAt(cell));
    else if (event.key === "r" || event.key === "R") {
      ui.turn += 1;
      drawPreview();
    } else if (MAP_STEP[event.key]) {
      const next = nearestHex([...svg.querySelectorAll(".an-hex.an-can")], hex, MAP_STEP[event.key]);
      if (!next) return;
      hex.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    } else return;
    event.preventDefault();
  }
  const rotate = () => {
    ui.turn += 1;
    drawPreview();
  };
  const placeBar = place
    ? h(
        "div",
        { class: "an-place-bar" },
        h("strong", {}, `Place the ${place.name}: `),
        "point at a hex; green shapes are legal. ",
        h("button", { class: "an-rotate", onclick: rotate }, "⟳ Rotate"),
        " (or right-click) ",
        hoverText,
      )
    : null;
  const panel = h("div", { class: "an-panel an-map-panel", "data-id": `zoo:${zooOwner.name}` }, zooTabs(c), placeBar, svg, mapLegend(c));
  return { panel, drawPreview, rotate };
}

// The map's hexes (terrain, marks, tooltips in words) and the bonus labels above them. While a
// building is placed, a lit hex is a keyboard stop too (see onMapKey) and pointing at any hex
// shows the placement a click there would propose.
function terrainLayers(c, placing, covered) {
  const { act, map } = c;
  const { place, legalCells, placementAt, point } = placing;
  const terrain = {};
  for (const cell of map.land) terrain[key(cell)] = "land";
  for (const cell of map.water) terrain[key(cell)] = "water";
  for (const cell of map.rock) terrain[key(cell)] = "rock";
  const upgradeOnly = new Set(map.upgrade_only.map(key));
  const bonusAt = Object.fromEntries(map.bonuses.map((b) => [key(b.hex), b.bonus]));
  const hexLayer = s("g", {});
  // Bonus labels sit above every hex and below the buildings, which cover the bonuses they took.
  const bonusLayer = s("g", { class: "an-bonus-layer" });
  for (const [k, t] of Object.entries(terrain)) {
    const [x, y] = k.split(",").map(Number);
    const can = legalCells.has(k);
    const [cx, cy] = centre(x, y);
    const g = s(
      "g",
      {
        class: ["an-hex", `an-${t}`, upgradeOnly.has(k) && "an-upgrade-only", can && "an-can"].filter(Boolean).join(" "),
        "data-hex": k,
        tabindex: can ? "-1" : null,
        role: can ? "button" : null,
        "aria-label": can ? `${placementAt([x, y]).label}: may be built here` : null,
        onfocus: can ? () => point([x, y]) : null,
        onclick: place ? () => act(placementAt([x, y])) : null,
        onmouseenter: place ? () => point([x, y]) : null,
        oncontextmenu: place ? (e) => placing.rotate(e) : null,
      },
      s("polygon", { points: hexPoints(x, y, 0.97) }),
      s("title", {}, `${(map.hex_words || {})[k] || k}: ${t}${upgradeOnly.has(k) ? ", buildable with Build II" : ""}${bonusAt[k] ? `, bonus ${MAP_BONUS[bonusAt[k]]}` : ""}`),
    );
    if (t === "water") g.append(s("path", { class: "an-wave", d: `M${cx - 14},${cy + 2}q7,-6 14,0t14,0M${cx - 12},${cy + 10}q6,-5 12,0t12,0` }));
    if (t === "rock") g.append(s("path", { class: "an-rock-mark", d: `M${cx - 15},${cy + 10}l9,-16l7,9l5,-6l9,13z` }));
    if (upgradeOnly.has(k)) g.append(s("text", { x: cx, y: cy + 5, class: "an-upgrade-mark" }, "II"));
    if (bonusAt[k] && !covered.has(k)) {
      bonusLayer.append(
        s("rect", { x: cx - 26, y: cy - 8, width: 52, height: 16, rx: 7, class: `an-bonus an-bonus-${bonusAt[k]}`, "data-cx": cx, "data-cy": cy }),
        s("text", { x: cx, y: cy + 4, class: "an-bonus-text" }, MAP_BONUS[bonusAt[k]]),
      );
    }
    hexLayer.append(g);
  }
  return { hexLayer, bonusLayer, terrain };
}

// What a redraw reads once: the snapshot, the options by their target, and what a click does.
function context(model, ui, send, redraw, saves) {
  const snap = model.get("_view") || {};
  const statics = model.get("_static") || {};
  const view = snap.view || {};
  const players = view.players || [];
  const names = snap.players || players.map((p) => p.name);
  const seat = snap.seat;
  const interactive = model.get("_interactive");
  const groups = snap.groups || {};
  const options = groups.options || [];
  const mine = interactive && options.some((o) => o.legal);
  const mover = (snap.to_move || [])[0];
  const pending = view.pending || {};
  const byName = Object.fromEntries(players.map((p) => [p.name, p]));
  // The option a target proposes (Python wrote its text); a click sends that text back, lit
  // or not, and Python judges it.
  const byTarget = new Map(options.filter((o) => o.target && o.target !== "map").map((o) => [o.target, o]));
  if (!ui.zoo || !byName[ui.zoo]) ui.zoo = seat || view.current || names[0];
  if (model.get("_version") !== ui.lastView) {
    ui.lastView = model.get("_version");
    if (mine && mover) ui.zoo = mover; // the decider sees their own zoo
  }
  return {
    model, ui, send, redraw, saves, snap, statics, view, players, names, seat, interactive,
    groups, options, mine, mover, pending, byName,
    kind: mine ? pending.kind : null,
    cards: snap.cards || {},
    message: model.get("_message") || {},
    colour: (name) => `an-p${Math.max(0, names.indexOf(name))}`,
    choose: (target) => (mine ? byTarget.get(target) || null : null),
    act: (option) => {
      if (mine && option) send({ type: "move", text: option.text });
    },
    lit: (option) => Boolean(option && option.legal),
    me: byName[mover] || byName[seat] || players[0],
    map: statics.map || { land: [], water: [], rock: [], upgrade_only: [], bonuses: [], shapes: {}, hex_words: {} },
    tables: statics.tables || { white: [], end_target: 100, folders: [], reputation_bonus: {} },
    zooOwner: byName[ui.zoo] || players[0] || { buildings: [], name: "" },
  };
}

// At A+, each SVG's labels are kept at 18 px on screen (--an-floor in the CSS): they are drawn
// in the SVG's own units, so the CSS needs the scale the SVG is drawn at. It runs at both sizes:
// the map's bonus layer is kept between redraws, and its pills go back to their size after A−.
function scaleSvgs(root) {
  for (const svg of root.querySelectorAll("svg[viewBox]")) {
    const width = svg.viewBox.baseVal.width;
    const shown = svg.getBoundingClientRect().width;
    if (width && shown) svg.style.setProperty("--an-svg-scale", (shown / width).toFixed(4));
  }
  // The left edge's bonuses sit in boxes of a fixed width: a label the larger size would push
  // past its box onto the map is drawn narrower (its letters, not its height).
  for (const [selector, room] of [[".an-edge-text", 98], [".an-edge-note", 135]]) {
    for (const text of root.querySelectorAll(selector)) {
      if (text.getComputedTextLength() > room) {
        text.setAttribute("textLength", String(room));
        text.setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
    }
  }
  // A conservation space's number that would touch the one to its right (a narrow notebook at
  // A+) is hidden: the numbers left are spaced out, never drawn over each other.
  let free = Infinity;
  for (const text of root.querySelectorAll(".an-cons-label")) {
    text.removeAttribute("visibility");
    const box = text.getBBox();
    if (!box.width) continue; // not laid out yet
    if (box.x + box.width + 4 > free) text.setAttribute("visibility", "hidden");
    else free = box.x;
  }
  // A map bonus's pill grows around its larger label (it stays inside its hex's row), and one
  // at the map's right edge is moved in, so that the SVG does not cut it.
  for (const text of root.querySelectorAll(".an-bonus-text")) {
    const pill = text.previousElementSibling;
    const width = Math.max(52, text.getComputedTextLength() + 8);
    const size = parseFloat(getComputedStyle(text).fontSize) || 11; // 11: not laid out yet
    const height = Math.max(16, size + 2);
    const right = text.ownerSVGElement.viewBox.baseVal.width - 2;
    const left = Math.min(Number(pill.dataset.cx) - width / 2, right - width);
    const middle = Number(pill.dataset.cy);
    pill.setAttribute("width", width.toFixed(1));
    pill.setAttribute("height", height.toFixed(1));
    pill.setAttribute("x", left.toFixed(1));
    pill.setAttribute("y", (middle - height / 2).toFixed(1));
    text.setAttribute("x", (left + width / 2).toFixed(1));
    text.setAttribute("y", (middle + size * 0.35).toFixed(1));
  }
}

// ------------------------------------------------------------------ the widget
function render({ model, el }) {
  const root = h("div", { class: "arkbook-nova arkbook-frame" });
  el.append(root);
  coachMount(model, el); // the coach's strip (widgets/lib/coach.js), if on
  const send = (msg) => model.send({ ...msg, version: model.get("_version") });

  // Local, front-end-only state: whose zoo is shown, the rotation and hovered hex while
  // placing, the projector size, the terrain layer kept between redraws. None of it is a rule.
  // A classroom page opens at the projector size the teacher last chose (lib/projector.js).
  const ui = { zoo: null, turn: 0, hover: null, big: projectorStart(model), lastView: -1, terrain: null, shownStep: -1, redraw: () => draw() };
  const saves = saveButtons(model); // Download and Open (lib/saves.js)

  function draw() {
    // Keyboard focus inside the board goes back to the same thing after the redraw (or to what
    // the next decision asks); a mouse click's focus is left alone, nothing scrolls.
    const active = document.activeElement;
    const refocus = root.contains(active) && active.matches(":focus-visible") ? focusKey(active) : null;
    const c = context(model, ui, send, draw, saves);
    const zoo = zooMap(c);
    const log = logPanel(c);
    root.classList.toggle("an-readonly", !c.interactive);
    root.classList.toggle("an-projector", ui.big);
    root.dataset.version = String(model.get("_version"));
    root.dataset.turn = c.mine ? "yours" : "others";
    root.dataset.pending = c.kind || "";
    root.dataset.over = c.snap.outcome ? "yes" : "no"; // for tests: a finished game's board
    const two = (...panels) => h("div", { class: "an-two" }, ...panels);
    root.replaceChildren(
      ...[
        headerBar(c),
        statusBar(c),
        h(
          "div",
          { class: "an-main" },
          messageSlot(c),
          h("div", { class: "an-col an-col-map" }, zoo.panel),
          h("div", { class: "an-col an-col-side" }, choicesPanel(c), palettePanel(c), rowPanel(c), handPanel(c)),
        ),
        tracksPanel(c),
        two(reputationPanel(c), breakPanel(c)),
        two(associationPanel(c), projectsPanel(c)),
        displayPanel(c),
        two(playersPanel(c), tilesPanel(c)),
        two(scoresPanel(c), log.panel),
      ].filter(Boolean),
    );
    const firstHex = root.querySelector(".an-hex.an-can");
    if (firstHex) firstHex.tabIndex = 0;
    if (refocus !== null) focusAgain(refocus);
    showChanged(c);
    zoo.drawPreview(); // before reading the log's height: one layout per redraw, not two
    log.list.scrollTop = log.list.scrollHeight;
    scaleSvgs(root);
  }

  // What changed since the last step is outlined; a walkthrough step brings it into view (it
  // may be far below Next).
  function showChanged(c) {
    const highlight = new Set(c.snap.highlight || []);
    const changed = [...root.querySelectorAll("[data-id]")].filter((node) => highlight.has(node.dataset.id));
    for (const node of changed) node.classList.add("an-changed");
    if (!c.interactive && changed.length && ui.shownStep !== model.get("_version")) {
      ui.shownStep = model.get("_version");
      changed[0].scrollIntoView({ block: "nearest", behavior: "auto" });
    }
  }

  // What identifies a focusable thing from one redraw to the next.
  function focusKey(node) {
    return node.dataset.move || (node.dataset.hex && `hex:${node.dataset.hex}`) || node.dataset.id || node.dataset.zoo || node.className.baseVal || node.className;
  }
  // Focus the same thing as before the redraw, else what the decision now asks for: the map
  // while placing, a lit target, the first choice, Undo.
  function focusAgain(key) {
    const focusable = [...root.querySelectorAll("button:not(:disabled), [tabindex='0']")];
    const wanted = [".an-hex.an-can[tabindex='0']", "button.an-lit:not(:disabled)", "button.an-choice", "button.an-undo"];
    const next =
      focusable.find((node) => focusKey(node) === key) ||
      wanted.map((selector) => root.querySelector(selector)).find(Boolean);
    if (next) next.focus({ preventScroll: true, focusVisible: true });
  }

  const resized = new ResizeObserver(() => scaleSvgs(root));
  resized.observe(root);

  const events = ["change:_view", "change:_static", "change:_message", "change:_log", "change:_seats", "change:_interactive"];
  const stop = domStart(model, events, draw); // redraws once per update (widgets/lib/dom.js)
  return () => {
    stop();
    resized.disconnect();
  };
}

// An animal's name on its enclosure: at most two short lines (long words cut), so it stays
// inside the building at any zoom.
function nameLines(name) {
  const cut = (word) => (word.length > 10 ? word.slice(0, 9) + "…" : word);
  const words = name.split(" ");
  if (words.length === 1) return [cut(name)];
  const last = words.pop();
  return [cut(words.join(" ")), cut(last)];
}

export default { render };
