// The Ark board: the ark's cabins, the bow, the display, supply and rain, the five scoring
// cards, each player's discs and pet, the hand of the player whose seat this is, the score
// panel "if the game ended now", the move log and the seat pickers.
//
// Python decides everything about the rules. This module draws the snapshot in `_view` and,
// when a learner clicks, sends the move's text with the version it was drawn from. The cabins
// that light up for a selected card are exactly the ones in Python's legal moves
// (`_view.groups.play`). Clicking anywhere else still proposes the move, so Python can answer
// with the rule that forbids it: that is how the board teaches.

const KINDS = ["heavy", "useful", "slow", "provision", "shy"];
const KIND_TITLES = {
  heavy: "Heavy",
  useful: "Useful",
  slow: "Slow",
  provision: "Provisions",
  shy: "Shy",
};
const SEAT_KINDS = ["human", "random", "greedy", "search"];
const RAIN_TEXT = {
  2: "2nd rain card: everyone may keep a pet",
  5: "5th rain card: the endgame begins",
};
const ABILITY_TEXT = {
  fox: "Takes 2 discs from the supply",
  turtle: "Not bothered by larger carnivores",
  hedgehog: "Not bothered by larger carnivores",
  skunk: "Drives out any animal",
  mosquito: "Drives out a weight-2 animal",
  spider: "Drives out a shy animal",
  bronto: "Its figure stands on a disc: 1½",
  chimpanzee: "Half disc under one of your figures",
};

// Symbols are inline SVG (no emoji font is needed) and always come with a colour and a text.
const ICONS = {
  hot:
    '<circle cx="12" cy="12" r="5" fill="#f9c80e" stroke="#8a5a00" stroke-width="1.5"/>' +
    '<g stroke="#8a5a00" stroke-width="2" stroke-linecap="round">' +
    '<path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1' +
    'M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"/></g>',
  cold:
    '<g stroke="#1f5d99" stroke-width="2" stroke-linecap="round" fill="none">' +
    '<path d="M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10"/>' +
    '<path d="M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5"/></g>',
  none:
    '<path d="M12 3a9 9 0 0 0 0 18z" fill="#f9c80e" stroke="#8a5a00" stroke-width="1.5"/>' +
    '<path d="M12 3a9 9 0 0 1 0 18z" fill="#9cc8f0" stroke="#1f5d99" stroke-width="1.5"/>' +
    '<path d="M15.5 8v8M13 12h5" stroke="#1f5d99" stroke-width="1.6" stroke-linecap="round"/>' +
    '<circle cx="8" cy="12" r="2" fill="#8a5a00"/>',
  herbivore:
    '<path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16z" fill="#43a047" stroke="#1b5e20"' +
    ' stroke-width="1.5"/><path d="M5 19L15 9" stroke="#e8f5e9" stroke-width="1.5"/>',
  carnivore:
    '<path d="M4 4h16l-5.5 17-2.5-8-2.5 8z" fill="#c62828" stroke="#5a0b0b" stroke-width="1.5"' +
    ' stroke-linejoin="round"/>',
  omnivore:
    '<path d="M2 21C2 13 6 8 12 8c0 8-4 13-10 13z" fill="#43a047" stroke="#1b5e20"' +
    ' stroke-width="1.3"/><path d="M11 3h11l-3.8 11-1.7-5-1.7 5z" fill="#c62828"' +
    ' stroke="#5a0b0b" stroke-width="1.3" stroke-linejoin="round"/>',
  heavy:
    '<path d="M8.5 9a3.5 3.5 0 1 1 7 0" fill="none" stroke="currentColor" stroke-width="2.2"/>' +
    '<path d="M5 10h14l2.5 11h-19z" fill="currentColor"/>',
  useful:
    '<path d="M14.5 3.5a5 5 0 0 0-4.6 6.9L3.5 16.8l3.7 3.7 6.4-6.4a5 5 0 0 0 6.9-4.6l-3 3-3.2-.8' +
    '-.8-3.2z" fill="currentColor"/>',
  slow:
    '<path d="M3 19h17a2 2 0 0 0 2-2" fill="none" stroke="currentColor" stroke-width="2"' +
    ' stroke-linecap="round"/><circle cx="11" cy="12" r="6.5" fill="none"' +
    ' stroke="currentColor" stroke-width="2"/><path d="M11 12a2 2 0 1 1 2.2 2 4 4 0 1 1-4.3-4.4"' +
    ' fill="none" stroke="currentColor" stroke-width="1.6"/>',
  provision:
    '<path d="M12 6c-5-2-9 1-8.5 6.5C4 18 8 22 12 20.5 16 22 20 18 20.5 12.5 21 7 17 4 12 6z"' +
    ' fill="currentColor"/><path d="M12 6c0-2 1-3.5 3-4" fill="none" stroke="currentColor"' +
    ' stroke-width="1.8" stroke-linecap="round"/>',
  shy:
    '<path d="M2.5 10.5Q12 19 21.5 10.5" fill="none" stroke="currentColor" stroke-width="2.2"' +
    ' stroke-linecap="round"/><path d="M6 14l-1.6 2.6M12 15.6V18.6M18 14l1.6 2.6"' +
    ' stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  rain:
    '<path d="M12 2.5C9 8 6 11 6 14.5a6 6 0 0 0 12 0C18 11 15 8 12 2.5z" fill="currentColor"/>',
};

// ------------------------------------------------------------------ tiny DOM helpers
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else if (key === "onchange") node.addEventListener("change", value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// Each icon's SVG is parsed once and cloned after that: a redraw shows dozens of them.
const iconTemplates = new Map();
function icon(name, label, extraClass = "") {
  if (!iconTemplates.has(name)) {
    const template = document.createElement("template");
    template.innerHTML = `<svg viewBox="0 0 24 24" width="100%" height="100%">${ICONS[name]}</svg>`;
    iconTemplates.set(name, template.content.firstChild);
  }
  const span = h("span", { class: `ak-ico ${extraClass}`, role: "img", "aria-label": label, title: label });
  span.append(iconTemplates.get(name).cloneNode(true));
  return span;
}

function figureText(units) {
  // Figures count 1 each and 1.5 on a disc; show halves as "½".
  const whole = Math.floor(units);
  return units - whole ? `${whole || ""}½` : String(whole);
}

function pawn(players, player, half = false) {
  const index = players.indexOf(player);
  return h(
    "span",
    {
      class: `ak-pawn ak-p${index} ${half ? "ak-half" : ""}`,
      title: half ? `${player}: a figure on a disc (1½)` : `${player}: a figure`,
    },
    player.slice(0, 1).toUpperCase(),
  );
}

// ------------------------------------------------------------------ reading the view
// The engine's view (arkbook.ark's ``view(player)``), read in one place so the drawing code
// below never digs into its fields.
function readView(snap) {
  const v = snap.view || {};
  const players = snap.players || [];
  const side = (name) => ((v.cabins || {})[name] || []).map((cabin) => cabin.cards || []);
  const hands = v.hands || {};
  const pets = {};
  for (const p of players) {
    const pet = (v.pets || {})[p];
    pets[p] = pet ? pet : (v.pet_counts || {})[p] ? "hidden" : null;
  }
  return {
    players,
    sides: { port: side("port"), starboard: side("starboard") },
    bow: v.bow === undefined ? 0 : v.bow, // null: the yellow disc is not placed yet (setup)
    display: v.display || [],
    supply: (v.supply || {}).count ?? 0,
    rainDrawn: (v.rain || {}).drawn ?? 0,
    rainTotal: (v.rain || {}).total ?? 5,
    scoring: v.scoring || {},
    discs: v.discs || {},
    discSupply: v.disc_supply ?? null,
    pets,
    hand: Array.isArray(hands[snap.seat]) ? hands[snap.seat] : [],
    handCounts: v.hand_counts || {},
    phase: v.endgame ? "endgame" : v.phase === "over" ? "game over" : "",
    passed: v.passed || [],
  };
}

// Figures of one player on one scoring card: simple figures count 1, those on a disc 1.5.
function figuresOf(entry) {
  const full = (entry && entry.figures) || 0;
  const halves = (entry && entry.half) || 0;
  return { full, halves, units: full + 1.5 * halves };
}

// ------------------------------------------------------------------ drawing pieces
function cardFace(card, opts = {}) {
  const climate = card.climate || "none";
  const classes = ["ak-card", card.kind === "provision" ? "ak-provision-card" : `ak-${climate}`];
  if (opts.small) classes.push("ak-small");
  if (opts.extra) classes.push(...opts.extra);
  const dietName = card.diet || (card.kind === "provision" ? "provision" : "no diet");
  const strip = h(
    "div",
    { class: "ak-card-strip" },
    h("span", { class: "ak-weight", title: `weight ${card.weight}` }, card.weight ?? "–"),
    icon(climate === "none" ? "none" : climate, `climate: ${climate === "none" ? "no preference" : climate}`),
    card.diet ? icon(card.diet, card.diet) : null,
    card.kind ? icon(card.kind, `kind: ${card.kind}`, `ak-kind-${card.kind}`) : null,
    card.ability ? h("span", { class: "ak-bang", title: `! ${ABILITY_TEXT[card.ability] || card.ability}` }, "!") : null,
  );
  const body = h(
    "div",
    { class: "ak-card-body" },
    h("span", { class: `ak-kind-band ak-k-${card.kind}` }, KIND_TITLES[card.kind] || card.kind),
    h("span", { class: "ak-diet-text" }, dietName === "no diet" ? "" : dietName),
    card.ability ? h("span", { class: "ak-ability" }, ABILITY_TEXT[card.ability] || card.ability) : null,
  );
  const tag = opts.onclick ? "button" : "div";
  const node = h(
    tag,
    {
      class: classes.join(" "),
      "data-id": opts.id || `card:${card.name}`,
      "data-card": card.name,
      title: describe(card),
      onclick: opts.onclick,
      type: opts.onclick ? "button" : null,
    },
    strip,
    h("div", { class: "ak-card-name" }, card.name),
    opts.small ? null : body,
  );
  // Kind icons take the kind's colour from the band colour.
  for (const ico of node.querySelectorAll(".ak-card-strip [class*=ak-kind-]")) {
    ico.style.color = KIND_ICON_COLOURS[card.kind] || "#333";
  }
  return node;
}

const KIND_ICON_COLOURS = {
  heavy: "#5d4037",
  useful: "#00796b",
  slow: "#6a1b9a",
  provision: "#bf5b00",
  shy: "#ad1457",
};

function describe(card) {
  const parts = [card.name];
  if (card.kind) parts.push(card.kind);
  if (card.climate) parts.push(card.climate === "none" ? "any climate" : card.climate);
  if (card.weight !== undefined && card.weight !== null) parts.push(`weight ${card.weight}`);
  if (card.diet) parts.push(card.diet);
  if (card.ability) parts.push(`! ${ABILITY_TEXT[card.ability] || card.ability}`);
  return parts.join(" · ");
}

// A card in a cabin: one line (weight, climate, diet, kind, name, "!") where the cabin is wide
// enough, the name under the icons where it is not. The whole card is in its title and
// accessible name.
function cardChip(card, opts = {}) {
  const climate = card.climate || "none";
  const classes = ["ak-chip", card.kind === "provision" ? "ak-provision-card" : `ak-${climate}`];
  if (opts.extra) classes.push(...opts.extra);
  const tag = opts.onclick ? "button" : "div";
  const node = h(
    tag,
    {
      class: classes.join(" "),
      "data-id": `card:${card.name}`,
      "data-card": card.name,
      title: describe(card),
      onclick: opts.onclick,
      type: opts.onclick ? "button" : null,
    },
    h("span", { class: "ak-weight", "aria-hidden": "true" }, card.weight ?? "–"),
    icon(climate === "none" ? "none" : climate, climateText(climate)),
    // Eaters are what a cabin's rules are about; a plant-eater's leaf would only crowd the name.
    card.diet && card.diet !== "herbivore" ? icon(card.diet, card.diet) : null,
    h("span", { class: "ak-chip-name" }, card.name),
    card.ability ? h("span", { class: "ak-bang", "aria-hidden": "true" }, "!") : null,
  );
  return node;
}

function climateText(climate) {
  return `climate: ${climate === "none" ? "no preference" : climate}`;
}

// Put `nodes` in `parent`, touching only what differs. A redraw hands back the same node for
// every part whose inputs did not change (see `memo`); leaving those nodes in place spares the
// browser restyling and laying out the whole board on each click.
function fill(parent, nodes) {
  const want = nodes.filter(Boolean);
  const have = [...parent.childNodes];
  let start = 0;
  while (start < want.length && start < have.length && want[start] === have[start]) start++;
  let wantEnd = want.length;
  let haveEnd = have.length;
  while (wantEnd > start && haveEnd > start && want[wantEnd - 1] === have[haveEnd - 1]) {
    wantEnd--;
    haveEnd--;
  }
  const keep = new Set(want);
  for (const old of have.slice(start, haveEnd)) if (!keep.has(old)) old.remove();
  const anchor = have[haveEnd] || null;
  for (const node of want.slice(start, wantEnd)) parent.insertBefore(node, anchor);
}

// ------------------------------------------------------------------ the widget
function render({ model, el }) {
  const root = h("div", { class: "arkbook-ark" });
  el.append(root);
  let selected = null; // the hand card picked, a name; purely a display choice
  let big = projectorStart(model); // A+: the projector size (lib/projector.js)
  coachMount(model, el, () => selected); // the coach's strip (widgets/lib/coach.js), if on
  let shownSeq = 0;
  let logLength = -1;
  // What the latest redraw knows: clicks on kept nodes read it when they happen.
  let now = { selected: null, mine: false, say: () => {}, targets: () => [] };

  const send = (msg) => model.send({ ...msg, version: model.get("_version") });
  const propose = (text) => send({ type: "move", text });
  const saves = saveButtons(model); // Download and Open (lib/saves.js)

  // Each part of the board is built again only when what it shows, or what its clicks send,
  // changed: `inputs` must name everything the builder reads.
  const built = new Map();
  function memo(name, inputs, build) {
    const key = JSON.stringify(inputs);
    const hit = built.get(name);
    if (hit && hit.key === key) return hit.node;
    const node = build();
    built.set(name, { key, node });
    return node;
  }
  // The containers that hold those parts stay the same nodes for the widget's life.
  // The decision first (hand, face-up cards, buttons), the ark under it, the rest below.
  const top = h("div", { class: "ak-top" });
  const tables = h("div", { class: "ak-tables" });
  const ark = h("div", { class: "ak-ark", "data-id": "ark", role: "group", "aria-label": "the ark: arrow keys move between cabins" });
  const ARK_ITEMS = ".ak-cabin, .ak-chip.ak-victim";
  rovingKeys(ark, ARK_ITEMS);
  // Enter and Space press a cabin as a click does (cabins are drawn as boxes, not buttons).
  root.addEventListener("keydown", (event) => {
    const target = event.target;
    const pressable = target.classList.contains("ak-cabin") || target.classList.contains("ak-score-card");
    if ((event.key === "Enter" || event.key === " ") && pressable) {
      event.preventDefault();
      target.click();
    }
  });
  const decks = [h("div", { class: "ak-deck" }), h("div", { class: "ak-deck" })];
  const logList = h("ol", { class: "ak-log", "aria-label": "move log" });
  const logPanel = h("div", { class: "ak-panel" }, h("h4", {}, "Move log"), logList);
  const bottom = h("div", { class: "ak-bottom" });

  // What had the keyboard focus before a redraw, to give it back to the same thing after.
  const focusKey = (node) =>
    node && root.contains(node) ? node.dataset.id || node.dataset.take || node.dataset.action || node.className : null;

  function draw() {
    const focused = focusKey(document.activeElement);
    const snap = model.get("_view") || {};
    const interactive = Boolean(model.get("_interactive"));
    const groups = snap.groups || {};
    const t = readView(snap);
    const seat = snap.seat;
    const mine = Boolean(interactive && seat && (snap.to_move || []).includes(seat));
    const plays = groups.play || {};
    if (selected && !t.hand.some((c) => c.name === selected)) selected = null;
    const options = selected ? plays[selected] || [] : [];
    const highlight = new Set(snap.highlight || []);
    const say = (action) => propose(`${seat}: ${action}`);
    now = {
      selected,
      mine,
      say,
      targets: (sideName, slot) => options.filter((o) => o.side === sideName && o.slot === slot),
    };

    // ---------------------------------------------------------------- header
    const message = model.get("_message") || {};
    const header = memo("header", [snap.prompt, t.phase, interactive, snap.can_undo, big], () =>
      h(
        "div",
        { class: "ak-header" },
        h("div", { class: "ak-prompt", "data-id": "prompt" }, snap.prompt || ""),
        t.phase ? h("span", { class: "ak-phase" }, t.phase) : null,
        h(
          "button",
          {
            class: "ak-size",
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
        interactive
          ? h(
              "button",
              {
                class: "ak-undo",
                disabled: !snap.can_undo,
                title: "Take back your last move (and the bots' moves after it)",
                onclick: () => send({ type: "undo" }),
              },
              "↶ Undo",
            )
          : null,
        interactive ? saves : null,
      ),
    );
    // The banner's slot is always there, at one height: a refusal appearing never moves what
    // is under the pointer (a long message scrolls inside it).
    const banner = !message.text
      ? memo("banner:none", [], () => h("div", { class: "ak-quiet", "aria-hidden": "true" }))
      : memo("banner", message, () => {
          const node = h(
            "div",
            {
              class: `ak-message ak-${message.kind}`,
              role: message.kind === "error" ? "alert" : "status",
              "data-rule": message.rule || "",
            },
            h("span", { class: "ak-icon" }, message.kind === "error" ? "✗" : "ℹ"),
            h(
              "div",
              { class: "ak-message-body" },
              message.rule ? h("code", {}, message.rule) : null,
              message.rule ? " " : null,
              h("span", { class: "ak-message-text" }, message.text),
              message.quote ? h("blockquote", {}, `“${message.quote}”`) : null,
            ),
          );
          if (message.seq !== shownSeq) {
            node.classList.add("ak-flash");
            shownSeq = message.seq;
          }
          return node;
        });

    // ---------------------------------------------------------------- the ark
    // A cabin is rebuilt only when its cards change, or which of them the selected card may
    // drive out (those become buttons). Whether it lights up is a class set on the kept node;
    // its click reads the live state (`now`) when it happens.
    function cabinNode(sideName, slot, cards) {
      const isNew = cards === null;
      const targets = now.targets(sideName, slot);
      const victims = new Map(targets.filter((o) => o.victim).map((o) => [o.victim, o.text]));
      const node = memo(`cabin:${sideName}:${slot}`, [cards, [...victims]], () => {
        const node = h(
          "div",
          {
            class: `ak-cabin ${isNew ? "ak-new" : ""}`,
            "data-id": `cabin:${sideName}:${slot}`,
            "data-side": sideName,
            "data-slot": slot,
            title: isNew ? `Open a new cabin: ${sideName} ${slot}` : `${sideName} cabin ${slot}`,
            tabindex: "-1",
            onclick: () => {
              if (!now.selected || !now.mine) return;
              const plain = now.targets(sideName, slot).find((o) => !o.victim);
              now.say(plain ? plain.action : `play ${now.selected} to ${sideName} ${slot}`);
            },
          },
          isNew
            ? [
                h("div", { class: "ak-plus" }, "+ New cabin"),
                h("div", { class: "ak-cost" }, "pay ", h("span", { class: "ak-disc" }), " 1 disc and take a face-up card"),
              ]
            : [
                h("div", { class: "ak-cabin-name", "aria-hidden": "true" }, h("span", {}, `Cabin ${slot}`), h("span", {}, `${cards.length}/3`)),
                cards.map((card) =>
                  cardChip(card, {
                    extra: victims.has(card.name) ? ["ak-victim"] : [],
                    onclick: victims.has(card.name)
                      ? (event) => {
                          event.stopPropagation();
                          propose(victims.get(card.name));
                        }
                      : null,
                  }),
                ),
              ],
        );
        if (!isNew && cards.length === 0) node.append(h("div", { class: "ak-empty" }, "empty"));
        return node;
      });
      const allowed = targets.some((o) => !o.victim);
      node.classList.toggle("ak-target", allowed);
      node.classList.toggle("ak-clickable", Boolean(selected && mine));
      const where = isNew ? `New cabin, ${sideName} ${slot}` : `${sideName} cabin ${slot}`;
      const inside = isNew ? "costs 1 disc and a face-up card" : cards.length ? cards.map((c) => c.name).join(", ") : "empty";
      const verdict = !selected || !mine ? "" : allowed ? `. ${selected} may go here` : victims.size ? `. ${selected} may drive out ${[...victims.keys()].join(" or ")}` : `. ${selected} may not go here`;
      node.setAttribute("aria-label", `${where}: ${inside}${verdict}`);
      if (mine && selected) node.setAttribute("role", "button");
      else node.removeAttribute("role");
      return node;
    }

    // A side's cabins wrap onto as many rows as the column needs: the largest ark random games
    // reach (15 cabins a side, benchmarks/ark_size.py) never scrolls sideways.
    function sideRow(sideName) {
      const cabins = t.sides[sideName];
      const row = memo(`side:${sideName}`, [], () =>
        h(
          "div",
          { class: "ak-side", "data-id": `side:${sideName}` },
          h("div", { class: "ak-side-label" }, sideName),
          h("div", { class: "ak-cabins" }),
        ),
      );
      fill(row.lastChild, [
        ...cabins.map((cards, i) => cabinNode(sideName, i + 1, cards)),
        cabinNode(sideName, cabins.length + 1, null),
      ]);
      return row;
    }

    const bow = memo("bow", [t.bow], () =>
      h(
        "div",
        { class: "ak-bow", "data-id": "bow" },
        h("div", { class: "ak-bow-title" }, "Bow"),
        h("span", { class: "ak-bow-hint" }, "port heavier"),
        h(
          "div",
          { class: "ak-bow-track", role: "img", "aria-label": t.bow === null ? "the bow disc is not placed yet" : `the bow disc is on ${t.bow}` },
          [-2, -1, 0, 1, 2].map((n) =>
            h(
              "div",
              {
                class: `ak-bow-space ${n === t.bow ? "ak-yellow-disc" : ""} ${Math.abs(n) === 2 ? "ak-limit" : ""}`,
                title: n === 0 ? "level" : `${Math.abs(n)} heavier to ${n > 0 ? "starboard" : "port"}`,
              },
              n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0",
            ),
          ),
        ),
        h("span", { class: "ak-bow-hint" }, "starboard heavier"),
      ),
    );
    fill(ark, [sideRow("starboard"), decks[0], bow, decks[1], sideRow("port")]);

    // ---------------------------------------------------------------- display, supply, rain
    const takes = groups.take || {};
    const picks = groups.pick || {};
    // Each face-up card keeps its node while it, its move and whether it may be clicked stay.
    const slots = t.display.map((card) => {
      const legal = picks[card.name] || takes[card.name] || null;
      const verb = picks[card.name] ? "pick" : "take";
      return memo(`display:${card.name}`, [card, legal, verb, mine], () => {
        const click = () => (legal ? propose(legal) : now.say(`${verb} ${card.name}`));
        return h(
          "div",
          { class: "ak-display-slot" },
          cardFace(card, { small: true, extra: legal ? ["ak-playable"] : [], onclick: mine ? click : null }),
          mine
            ? h("button", { class: legal ? "ak-primary" : "", "data-take": card.name, onclick: click }, verb === "pick" ? "Pick" : "Take")
            : null,
        );
      });
    });
    const row = memo("display-row", [], () => h("div", { class: "ak-row" }));
    fill(row, slots);
    const display = memo("display", [], () =>
      h("div", { class: "ak-panel ak-display", "data-id": "display" }, h("h4", {}, "Face-up cards"), row),
    );
    const statInputs = [t.supply, t.rainDrawn, t.rainTotal, t.discSupply];
    const stats = memo("stats", statInputs, () =>
      h(
        "div",
        { class: "ak-panel ak-stats" },
        h("div", { class: "ak-stat", "data-id": "supply" }, h("span", {}, "Supply"), h("strong", {}, `${t.supply} cards`)),
        h(
          "div",
          { class: "ak-stat", "data-id": "rain" },
          h("span", {}, "Rain cards drawn"),
          h(
            "span",
            { class: "ak-rain-track", role: "img", "aria-label": `${t.rainDrawn} of ${t.rainTotal} rain cards drawn` },
            Array.from({ length: t.rainTotal }, (_, i) => i + 1).map((n) =>
              h(
                "span",
                {
                  class: `ak-drop ${n <= t.rainDrawn ? "ak-fallen" : ""}`,
                  title: `${RAIN_TEXT[n] || `rain card ${n}`}${n <= t.rainDrawn ? " (drawn)" : ""}`,
                },
                h("span", {}, n === 2 ? "P" : n === 5 ? "E" : n),
              ),
            ),
          ),
        ),
        h("div", { class: "ak-rain-legend" }, "P: the 2nd rain card brings pets · E: the 5th starts the endgame"),
        t.discSupply !== null
          ? h(
              "div",
              { class: "ak-stat", "data-id": "disc-supply" },
              h("span", {}, "Disc supply"),
              h("strong", {}, h("span", { class: "ak-disc" }), ` ${t.discSupply}`),
            )
          : null,
      ),
    );

    // ---------------------------------------------------------------- players
    const seats = model.get("_seats") || {};
    const playersPanel = memo("players", [], () => h("div", { class: "ak-panel" }, h("h4", {}, "Players")));
    fill(playersPanel, [
      playersPanel.firstChild,
      ...t.players.map((p) => {
        const active = (snap.to_move || []).includes(p);
        const passed = t.passed.includes(p);
        const inputs = [t.players, t.pets[p], active, passed, seat, t.discs[p], t.handCounts[p], interactive, seats[p]];
        return memo(`player:${p}`, inputs, () => {
          const pet = t.pets[p];
          const petNode = !pet
            ? null
            : pet === "hidden"
              ? h("span", { class: "ak-pet", title: "a pet, face down" }, "pet")
              : h("span", { class: "ak-pet ak-shown", title: `pet (face down to the others): ${describe(pet)}` }, `pet: ${pet.name}`);
          return h(
            "div",
            {
              class: `ak-player ${active ? "ak-active" : ""} ${passed ? "ak-passed" : ""}`,
              "data-id": `player:${p}`,
            },
            pawn(t.players, p),
            h(
              "div",
              {},
              h(
                "div",
                { class: "ak-player-name" },
                h("span", { class: "ak-name" }, p),
                p === seat ? " (you)" : "",
                passed ? h("span", { class: "ak-passed-tag" }, " · passed for good") : null,
                active ? h("span", { class: "ak-passed-tag" }, " · deciding now") : null,
              ),
              h(
                "div",
                { class: "ak-player-meta" },
                h("span", { title: "action discs", "data-id": `discs:${p}` }, h("span", { class: "ak-disc" }), ` ${t.discs[p] ?? 0}`),
                h("span", { title: "cards in hand" }, h("span", { class: "ak-mini-card" }), ` ${t.handCounts[p] ?? 0}`),
                petNode ? h("span", { "data-id": `pet:${p}` }, petNode) : null,
              ),
            ),
            interactive
              ? h(
                  "select",
                  {
                    "aria-label": `${p} is played by`,
                    "data-seat": p,
                    onchange: (e) => send({ type: "seat", player: p, kind: e.target.value }),
                  },
                  SEAT_KINDS.map((k) => h("option", { value: k, selected: k === seats[p] }, k === "human" ? "human" : `${k} bot`)),
                )
              : h("span", { class: "ak-hint" }, seats[p] && seats[p] !== "human" ? `${seats[p]} bot` : ""),
          );
        });
      }),
    ]);

    // ---------------------------------------------------------------- scoring cards
    const halves = groups.half || {};
    const scoring = memo("scoring", [], () => h("div", { class: "ak-scoring" }));
    fill(
      scoring,
      KINDS.map((kind) => {
        const perPlayer = t.scoring[kind] || {};
        const legal = halves[kind];
        return memo(`score:${kind}`, [perPlayer, legal, mine, t.players], () =>
          h(
            "div",
            {
              class: `ak-score-card ${legal ? "ak-target" : ""}`,
              "data-id": `score:${kind}`,
              onclick: legal && mine ? () => propose(legal) : null,
              role: legal && mine ? "button" : null,
              tabindex: legal && mine ? "0" : null,
              "aria-label": legal && mine ? `${KIND_TITLES[kind]} scoring card: put a half disc here` : null,
            },
            h("div", { class: `ak-score-head ak-k-${kind}` }, icon(kind, kind), KIND_TITLES[kind]),
            h(
              "div",
              { class: "ak-score-body" },
              t.players.map((p) => {
                const f = figuresOf(perPlayer[p]);
                const pawns = [];
                for (let i = 0; i < Math.min(f.full, 6); i++) pawns.push(pawn(t.players, p));
                for (let i = 0; i < Math.min(f.halves, 3); i++) pawns.push(pawn(t.players, p, true));
                return h(
                  "div",
                  { class: "ak-figures", title: `${p}: ${figureText(f.units)} figures` },
                  h("span", { class: "ak-who" }, p),
                  pawns.length ? pawns : h("span", { class: "ak-empty" }, "—"),
                  h("span", { class: "ak-count" }, f.units ? figureText(f.units) : ""),
                );
              }),
            ),
          ),
        );
      }),
    );
    fill(tables, [stats, playersPanel]);

    // ---------------------------------------------------------------- hand and actions
    // Each hand card keeps its node while the card and whether it may be clicked stay the same;
    // picking a card only moves the classes.
    let handArea = null;
    let actions = null;
    if (seat && interactive) {
      const pets = groups.pet || {};
      const cards = t.hand.map((card) => {
        const node = memo(`hand:${card.name}`, [card, mine], () =>
          cardFace(card, {
            id: `hand:${card.name}`,
            onclick: mine
              ? () => {
                  selected = selected === card.name ? null : card.name;
                  draw();
                }
              : null,
          }),
        );
        node.classList.toggle("ak-selected", card.name === selected);
        node.classList.toggle("ak-playable", Boolean(plays[card.name]));
        node.setAttribute("aria-pressed", card.name === selected ? "true" : "false");
        const can = plays[card.name] ? "can be played now" : pets[card.name] ? "can be your pet" : "fits no cabin now";
        node.setAttribute("aria-label", `${describe(card)}; ${can}`);
        node.classList.toggle("ak-dim", Boolean(selected && card.name !== selected));
        return node;
      });
      let hint = "Pick a card from your hand: the cabins where it may go light up.";
      if (snap.outcome) hint = "The game is over: the final score is below.";
      else if (!mine) hint = "Waiting for the other players.";
      else if (selected && options.length === 0 && !pets[selected])
        hint = `${selected} fits nowhere right now. Click a cabin to hear which rule forbids it.`;
      else if (selected)
        hint = `Play ${selected}: click a place below or a lit cabin${options.some((o) => o.victim) ? " (a dashed card can be driven out)" : ""}. Any other cabin says why not.`;
      else if (Object.keys(takes).length) hint = "Take a face-up card, or pick a card from your hand to play.";
      const petMove = selected && pets[selected];
      // Every place the picked card may go, as buttons beside the hand: a late-game ark is taller
      // than a laptop's screen (two or three screens at A+), and the hand and every target must
      // be in view at once. The lit cabins in the ark stay clickable too.
      const places = mine && selected ? options : [];
      const sizes = [t.sides.starboard.length, t.sides.port.length];
      actions = memo("actions", [hint, groups.buttons, petMove, selected, places, sizes], () => {
        const buttons = (groups.buttons || []).map((b) =>
          h("button", { class: "ak-primary", "data-action": b.action, onclick: () => propose(b.text) }, b.label),
        );
        if (petMove) {
          buttons.unshift(h("button", { class: "ak-primary", "data-action": `pet ${selected}`, onclick: () => propose(petMove) }, `Make ${selected} your pet`));
        }
        const placeList = places.length
          ? h(
              "div",
              { class: "ak-places", role: "group", "aria-label": `Where ${selected} may go` },
              places.map((o) => {
                const where = o.slot > t.sides[o.side].length ? `New ${o.side} cabin` : `${o.side[0].toUpperCase()}${o.side.slice(1)} cabin ${o.slot}`;
                const label = o.victim ? `${where}, driving out the ${o.victim}` : where;
                return h("button", { class: "ak-place", "data-target": o.text, onclick: () => propose(o.text) }, label);
              }),
            )
          : null;
        return h("div", { class: "ak-actions" }, h("div", { class: "ak-hint" }, hint), placeList, buttons);
      });
      const hand = memo("hand-cards", [], () => {
        const node = h("div", { class: "ak-hand", role: "group", "aria-label": `${seat}'s hand: arrow keys to choose, Enter to pick` });
        rovingKeys(node, ".ak-card");
        return node;
      });
      fill(hand, cards.length ? cards : [memo("hand:none", [], () => h("span", { class: "ak-empty" }, "no cards"))]);
      const title = memo("hand-title", [seat, t.discs[seat]], () =>
        h("h4", { class: "ak-hand-title" }, `${seat}'s hand · `, h("span", { class: "ak-disc" }), ` ${t.discs[seat] ?? 0} discs`),
      );
      handArea = memo("hand", [], () => h("div", { class: "ak-panel ak-hand-area", "data-id": "hand" }));
      fill(handArea, [title, hand]);
    }

    // ---------------------------------------------------------------- score panel and log
    const sheet = snap.scores || { rows: [], totals: {} };
    const winners = (snap.outcome && snap.outcome.winners) || [];
    const scores = memo("scores", [sheet, winners, Boolean(snap.outcome), t.players], () =>
      h(
        "div",
        { class: "ak-panel", "data-id": "scores" },
        h("h4", {}, snap.outcome ? "Final score" : "Score if the game ended now"),
        h(
          "table",
          { class: "ak-scores" },
          h("thead", {}, h("tr", {}, h("th", {}, ""), t.players.map((p) => h("th", { class: winners.includes(p) ? "ak-winner" : "" }, pawn(t.players, p), " ", p)))),
          h(
            "tbody",
            {},
            sheet.rows.map((r) =>
              h("tr", { title: r.detail || "" }, h("td", {}, r.label), t.players.map((p) => h("td", {}, String(r.points[p] ?? 0)))),
            ),
            h(
              "tr",
              { class: "ak-total" },
              h("td", {}, "Total"),
              t.players.map((p) => h("td", { class: winners.includes(p) ? "ak-winner" : "" }, String(sheet.totals[p] ?? 0), winners.includes(p) ? " ★" : "")),
            ),
          ),
        ),
      ),
    );
    // The log only grows between undos: each entry keeps its node while its text is the same.
    const log = model.get("_log") || [];
    fill(
      logList,
      log.length
        ? log.map((turn) =>
            memo(`log:${turn.index}`, turn, () =>
              h(
                "li",
                { value: turn.index },
                h("strong", {}, turn.player),
                `: ${turn.text}`,
                turn.events && turn.events.length ? h("span", { class: "ak-log-events" }, turn.events.join(" ")) : null,
              ),
            ),
          )
        : [memo("log:empty", [], () => h("li", { class: "ak-empty" }, "No moves yet."))],
    );
    fill(bottom, [scores, logPanel]);

    root.classList.toggle("ak-readonly", !interactive);
    root.classList.toggle("ak-projector", big);
    root.dataset.version = String(model.get("_version"));
    root.dataset.turn = mine ? "yours" : "others"; // for tests and the latency benchmark
    fill(top, [handArea, display, actions]);
    fill(root, [header, banner, top, ark, tables, scoring, bottom]);
    for (const node of root.querySelectorAll("[data-id]")) {
      node.classList.toggle("ak-changed", highlight.has(node.dataset.id));
    }
    tabStop(ark, ARK_ITEMS, ark.querySelector(".ak-target, .ak-victim"));
    if (handArea) tabStop(handArea, ".ak-hand .ak-card", handArea.querySelector(".ak-selected"));
    for (const card of display.querySelectorAll("button.ak-card")) card.tabIndex = -1; // Take is the key
    if (focused && !root.contains(document.activeElement)) {
      const again = [...root.querySelectorAll("[data-id], [data-take], [data-action]")].find((n) => focusKey(n) === focused);
      const fallback = root.querySelector(".ak-hand [tabindex='0'], button.ak-primary, .ak-undo");
      (again || fallback)?.focus();
    }
    if (log.length !== logLength) {
      logLength = log.length;
      logList.scrollTop = logList.scrollHeight;
    }
  }

  const events = ["change:_view", "change:_message", "change:_log", "change:_seats", "change:_interactive"];
  // One redraw per update: traits of one update arrive together, so batch them in a frame.
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      draw();
    });
  };
  for (const name of events) model.on(name, schedule);
  draw();
  model.send({ type: "ready" });
  return () => {
    for (const name of events) model.off(name, schedule);
  };
}

export default { render };
