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

const KIND_ICON_COLOURS = {
  heavy: "#5d4037",
  useful: "#00796b",
  slow: "#6a1b9a",
  provision: "#bf5b00",
  shy: "#ad1457",
};
const EVENTS = ["change:_view", "change:_message", "change:_log", "change:_seats", "change:_interactive"];
// The ark's keyboard items: its cabins, and the cards the picked card may drive out.
const ARK_ITEMS = ".ak-cabin, .ak-chip.ak-victim";

// The shared parts (widgets/lib/dom.js) under the short names the drawing below uses.
const h = domElement;
const fill = domFill;

// ------------------------------------------------------------------ words and numbers (pure)
// Figures count 1 each and 1.5 on a disc; show halves as "½".
function figureText(units) {
  const whole = Math.floor(units);
  return units - whole ? `${whole || ""}½` : String(whole);
}

// Figures of one player on one scoring card: simple figures count 1, those on a disc 1.5.
function figuresOf(entry) {
  const full = (entry && entry.figures) || 0;
  const halves = (entry && entry.half) || 0;
  return { full, halves, units: full + 1.5 * halves };
}

// A card in words: its title and its accessible name.
function describe(card) {
  const parts = [card.name];
  if (card.kind) parts.push(card.kind);
  if (card.climate) parts.push(card.climate === "none" ? "any climate" : card.climate);
  if (card.weight !== undefined && card.weight !== null) parts.push(`weight ${card.weight}`);
  if (card.diet) parts.push(card.diet);
  if (card.ability) parts.push(`! ${ABILITY_TEXT[card.ability] || card.ability}`);
  return parts.join(" · ");
}

function climateText(climate) {
  return `climate: ${climate === "none" ? "no preference" : climate}`;
}

// A bow space's label: "−2" (port heavier) to "+2" (starboard heavier).
function bowText(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

// A place the picked card may go, as its button says it.
function placeLabel(option, sides) {
  const { side, slot, victim } = option;
  const where = slot > sides[side].length ? `New ${side} cabin` : `${side[0].toUpperCase()}${side.slice(1)} cabin ${slot}`;
  return victim ? `${where}, driving out the ${victim}` : where;
}

// A cabin's accessible name: where it is, what is in it, and whether the picked card may go.
function cabinLabel({ side, slot, cards, selected, mine, allowed, victims }) {
  const isNew = cards === null;
  const where = isNew ? `New cabin, ${side} ${slot}` : `${side} cabin ${slot}`;
  const inside = isNew ? "costs 1 disc and a face-up card" : cards.length ? cards.map((c) => c.name).join(", ") : "empty";
  let verdict = "";
  if (selected && mine) {
    if (allowed) verdict = `. ${selected} may go here`;
    else if (victims.length) verdict = `. ${selected} may drive out ${victims.join(" or ")}`;
    else verdict = `. ${selected} may not go here`;
  }
  return `${where}: ${inside}${verdict}`;
}

// What the hand's hint says: what the learner may do now.
function handHint({ over, mine, selected, options, petMove, canTake }) {
  if (over) return "The game is over: the final score is below.";
  if (!mine) return "Waiting for the other players.";
  if (selected && options.length === 0 && !petMove)
    return `${selected} fits nowhere right now. Click a cabin to hear which rule forbids it.`;
  if (selected) {
    const dashed = options.some((o) => o.victim) ? " (a dashed card can be driven out)" : "";
    return `Play ${selected}: click a place below or a lit cabin${dashed}. Any other cabin says why not.`;
  }
  if (canTake) return "Take a face-up card, or pick a card from your hand to play.";
  return "Pick a card from your hand: the cabins where it may go light up.";
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
    // Action text -> the engine's reason, for a legal move that costs something unseen: a
    // pet that will score nothing (too heavy, "!", a provision).
    warnings: (v.legal || {}).warnings || {},
  };
}

// The pet button's words: a pet that cannot score says so before it is chosen (its
// tooltip gives the engine's reason).
function petLabel(card, warning) {
  return warning ? `Make ${card} your pet (scores nothing as a pet)` : `Make ${card} your pet`;
}

// What one redraw knows: the snapshot read once, the legal moves grouped by what lights up.
function drawContext(ui) {
  const snap = ui.model.get("_view") || {};
  const interactive = Boolean(ui.model.get("_interactive"));
  const groups = snap.groups || {};
  const t = readView(snap);
  const seat = snap.seat;
  const plays = groups.play || {};
  if (ui.selected && !t.hand.some((c) => c.name === ui.selected)) ui.selected = null;
  return {
    snap,
    t,
    seat,
    interactive,
    groups,
    plays,
    mine: Boolean(interactive && seat && (snap.to_move || []).includes(seat)),
    options: ui.selected ? plays[ui.selected] || [] : [],
    // Python's texts for clicks on unlit targets, which the engine refuses by rule (never written here)
    tries: groups.tries || { play: {}, take: {} },
  };
}

// ------------------------------------------------------------------ small pieces
function icon(name, label, extraClass = "") {
  const span = h("span", { class: `ak-ico ${extraClass}`, role: "img", "aria-label": label, title: label });
  span.append(domSvg(ICONS[name]));
  return span;
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

function cardStrip(card, climate) {
  return h(
    "div",
    { class: "ak-card-strip" },
    h("span", { class: "ak-weight", title: `weight ${card.weight}` }, card.weight ?? "–"),
    icon(climate === "none" ? "none" : climate, climateText(climate)),
    card.diet ? icon(card.diet, card.diet) : null,
    // Kind icons take the kind's colour from the band colour.
    card.kind ? kindIcon(card.kind) : null,
    card.ability ? h("span", { class: "ak-bang", title: `! ${ABILITY_TEXT[card.ability] || card.ability}` }, "!") : null,
  );
}

function kindIcon(kind) {
  const node = icon(kind, `kind: ${kind}`, `ak-kind-${kind}`);
  node.style.color = KIND_ICON_COLOURS[kind] || "#333";
  return node;
}

function cardBody(card) {
  const dietName = card.diet || (card.kind === "provision" ? "provision" : "no diet");
  return h(
    "div",
    { class: "ak-card-body" },
    h("span", { class: `ak-kind-band ak-k-${card.kind}` }, KIND_TITLES[card.kind] || card.kind),
    h("span", { class: "ak-diet-text" }, dietName === "no diet" ? "" : dietName),
    card.ability ? h("span", { class: "ak-ability" }, ABILITY_TEXT[card.ability] || card.ability) : null,
  );
}

// A card as it is printed: in the hand, and small among the face-up cards.
function cardFace(card, opts = {}) {
  const climate = card.climate || "none";
  const classes = ["ak-card", card.kind === "provision" ? "ak-provision-card" : `ak-${climate}`];
  if (opts.small) classes.push("ak-small");
  if (opts.extra) classes.push(...opts.extra);
  return h(
    opts.onclick ? "button" : "div",
    {
      class: classes.join(" "),
      "data-id": opts.id || `card:${card.name}`,
      "data-card": card.name,
      title: describe(card),
      onclick: opts.onclick,
      type: opts.onclick ? "button" : null,
    },
    cardStrip(card, climate),
    h("div", { class: "ak-card-name" }, card.name),
    opts.small ? null : cardBody(card),
  );
}

// A card in a cabin: one line (weight, climate, diet, kind, name, "!") where the cabin is wide
// enough, the name under the icons where it is not. The whole card is in its title and
// accessible name.
function cardChip(card, opts = {}) {
  const climate = card.climate || "none";
  const classes = ["ak-chip", card.kind === "provision" ? "ak-provision-card" : `ak-${climate}`];
  if (opts.extra) classes.push(...opts.extra);
  return h(
    opts.onclick ? "button" : "div",
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
}

// ------------------------------------------------------------------ header
function headerNode(ui, prompt, phase, interactive, canUndo) {
  return h(
    "div",
    { class: "ak-header" },
    h("div", { class: "ak-prompt", "data-id": "prompt" }, prompt || ""),
    phase ? h("span", { class: "ak-phase" }, phase) : null,
    projectorButton(ui.model, ui, "ak-size"),
    interactive
      ? h(
          "button",
          {
            class: "ak-undo",
            disabled: !canUndo,
            title: "Take back your last move (and the bots' moves after it)",
            onclick: () => ui.send({ type: "undo" }),
          },
          "↶ Undo",
        )
      : null,
    interactive ? ui.saves : null,
  );
}

// ------------------------------------------------------------------ the ark
// A cabin is rebuilt only when its cards change, or which of them the selected card may drive
// out (those become buttons). Whether it lights up is a class set on the kept node (markCabin);
// its click reads the live state (`ui.now`) when it happens.
function cabinBox(ui, side, slot, cards, victimList) {
  const isNew = cards === null;
  const victims = new Map(victimList);
  const onclick = () => {
    const now = ui.now;
    if (!now.selected || !now.mine) return;
    const plain = now.targets(side, slot).find((o) => !o.victim);
    const text = plain ? plain.text : now.attempt(side, slot);
    if (text) ui.propose(text);
  };
  const attrs = {
    class: `ak-cabin ${isNew ? "ak-new" : ""}`,
    "data-id": `cabin:${side}:${slot}`,
    "data-side": side,
    "data-slot": slot,
    title: isNew ? `Open a new cabin: ${side} ${slot}` : `${side} cabin ${slot}`,
    tabindex: "-1",
    onclick,
  };
  if (isNew) {
    const cost = h("div", { class: "ak-cost" }, "pay ", h("span", { class: "ak-disc" }), " 1 disc and take a face-up card");
    return h("div", attrs, h("div", { class: "ak-plus" }, "+ New cabin"), cost);
  }
  const head = h("div", { class: "ak-cabin-name", "aria-hidden": "true" }, h("span", {}, `Cabin ${slot}`), h("span", {}, `${cards.length}/3`));
  const chips = cards.map((card) => {
    const text = victims.get(card.name);
    const drive = (event) => {
      event.stopPropagation();
      ui.propose(text);
    };
    return cardChip(card, { extra: text ? ["ak-victim"] : [], onclick: text ? drive : null });
  });
  return h("div", attrs, head, chips, cards.length ? null : h("div", { class: "ak-empty" }, "empty"));
}

function cabinNode(ui, c, side, slot, cards) {
  const targets = ui.now.targets(side, slot);
  const victims = targets.filter((o) => o.victim).map((o) => [o.victim, o.text]);
  const node = ui.parts.part(`cabin:${side}:${slot}`, cabinBox, side, slot, cards, victims);
  const allowed = targets.some((o) => !o.victim);
  const picking = Boolean(ui.selected && c.mine);
  node.classList.toggle("ak-target", allowed);
  node.classList.toggle("ak-clickable", picking);
  const names = victims.map(([name]) => name);
  node.setAttribute("aria-label", cabinLabel({ side, slot, cards, selected: ui.selected, mine: c.mine, allowed, victims: names }));
  if (picking) node.setAttribute("role", "button");
  else node.removeAttribute("role");
  return node;
}

// A side's cabins wrap onto as many rows as the column needs: the largest ark random games
// reach (15 cabins a side, benchmarks/ark_size.py) never scrolls sideways.
function sideRow(ui, c, side) {
  const cabins = c.t.sides[side];
  const row = ui.parts.memo(`side:${side}`, [], () =>
    h(
      "div",
      { class: "ak-side", "data-id": `side:${side}` },
      h("div", { class: "ak-side-label" }, side),
      h("div", { class: "ak-cabins" }),
    ),
  );
  fill(row.lastChild, [
    ...cabins.map((cards, i) => cabinNode(ui, c, side, i + 1, cards)),
    cabinNode(ui, c, side, cabins.length + 1, null),
  ]);
  return row;
}

function bowNode(ui, bow) {
  const space = (n) =>
    h(
      "div",
      {
        class: `ak-bow-space ${n === bow ? "ak-yellow-disc" : ""} ${Math.abs(n) === 2 ? "ak-limit" : ""}`,
        title: n === 0 ? "level" : `${Math.abs(n)} heavier to ${n > 0 ? "starboard" : "port"}`,
      },
      bowText(n),
    );
  const where = bow === null ? "the bow disc is not placed yet" : `the bow disc is on ${bow}`;
  return h(
    "div",
    { class: "ak-bow", "data-id": "bow" },
    h("div", { class: "ak-bow-title" }, "Bow"),
    h("span", { class: "ak-bow-hint" }, "port heavier"),
    h("div", { class: "ak-bow-track", role: "img", "aria-label": where }, [-2, -1, 0, 1, 2].map(space)),
    h("span", { class: "ak-bow-hint" }, "starboard heavier"),
  );
}

function arkRegion(ui, c, frame) {
  const bow = ui.parts.part("bow", bowNode, c.t.bow);
  fill(frame.ark, [sideRow(ui, c, "starboard"), frame.decks[0], bow, frame.decks[1], sideRow(ui, c, "port")]);
}

// ------------------------------------------------------------------ display, supply, rain
// Each face-up card keeps its node while it, its move and whether it may be clicked stay.
function displaySlot(ui, card, legal, verb, mine, attempt) {
  const click = () => (legal || attempt) && ui.propose(legal || attempt);
  return h(
    "div",
    { class: "ak-display-slot" },
    cardFace(card, { small: true, extra: legal ? ["ak-playable"] : [], onclick: mine ? click : null }),
    mine
      ? h("button", { class: legal ? "ak-primary" : "", "data-take": card.name, onclick: click }, verb === "pick" ? "Pick" : "Take")
      : null,
  );
}

function displayRegion(ui, c) {
  const takes = c.groups.take || {};
  const picks = c.groups.pick || {};
  const slots = c.t.display.map((card) => {
    const legal = picks[card.name] || takes[card.name] || null;
    const verb = picks[card.name] ? "pick" : "take";
    const attempt = c.tries.take[card.name];
    return ui.parts.part(`display:${card.name}`, displaySlot, card, legal, verb, c.mine, attempt);
  });
  const row = ui.parts.memo("display-row", [], () => h("div", { class: "ak-row" }));
  fill(row, slots);
  return ui.parts.memo("display", [], () =>
    h("div", { class: "ak-panel ak-display", "data-id": "display" }, h("h4", {}, "Face-up cards"), row),
  );
}

function rainTrack(drawn, total) {
  const drop = (n) =>
    h(
      "span",
      { class: `ak-drop ${n <= drawn ? "ak-fallen" : ""}`, title: `${RAIN_TEXT[n] || `rain card ${n}`}${n <= drawn ? " (drawn)" : ""}` },
      h("span", {}, n === 2 ? "P" : n === 5 ? "E" : n),
    );
  const label = `${drawn} of ${total} rain cards drawn`;
  return h("span", { class: "ak-rain-track", role: "img", "aria-label": label }, Array.from({ length: total }, (_, i) => drop(i + 1)));
}

function statsNode(ui, supply, rainDrawn, rainTotal, discSupply) {
  const discs =
    discSupply !== null
      ? h("div", { class: "ak-stat", "data-id": "disc-supply" }, h("span", {}, "Disc supply"), h("strong", {}, h("span", { class: "ak-disc" }), ` ${discSupply}`))
      : null;
  return h(
    "div",
    { class: "ak-panel ak-stats" },
    h("div", { class: "ak-stat", "data-id": "supply" }, h("span", {}, "Supply"), h("strong", {}, `${supply} cards`)),
    h("div", { class: "ak-stat", "data-id": "rain" }, h("span", {}, "Rain cards drawn"), rainTrack(rainDrawn, rainTotal)),
    h("div", { class: "ak-rain-legend" }, "P: the 2nd rain card brings pets · E: the 5th starts the endgame"),
    discs,
  );
}

// ------------------------------------------------------------------ players
function petNode(pet) {
  if (!pet) return null;
  if (pet === "hidden") return h("span", { class: "ak-pet", title: "a pet, face down" }, "pet");
  return h("span", { class: "ak-pet ak-shown", title: `pet (face down to the others): ${describe(pet)}` }, `pet: ${pet.name}`);
}

function seatPicker(ui, player, kind, interactive) {
  if (!interactive) return h("span", { class: "ak-hint" }, kind && kind !== "human" ? `${kind} bot` : "");
  return h(
    "select",
    { "aria-label": `${player} is played by`, "data-seat": player, onchange: (e) => ui.send({ type: "seat", player, kind: e.target.value }) },
    SEAT_KINDS.map((k) => h("option", { value: k, selected: k === kind }, k === "human" ? "human" : `${k} bot`)),
  );
}

function playerRow(ui, r) {
  const pet = petNode(r.pet);
  const name = h(
    "div",
    { class: "ak-player-name" },
    h("span", { class: "ak-name" }, r.name),
    r.you ? " (you)" : "",
    r.passed ? h("span", { class: "ak-passed-tag" }, " · passed for good") : null,
    r.active ? h("span", { class: "ak-passed-tag" }, " · deciding now") : null,
  );
  const meta = h(
    "div",
    { class: "ak-player-meta" },
    h("span", { title: "action discs", "data-id": `discs:${r.name}` }, h("span", { class: "ak-disc" }), ` ${r.discs ?? 0}`),
    h("span", { title: "cards in hand" }, h("span", { class: "ak-mini-card" }), ` ${r.cards ?? 0}`),
    pet ? h("span", { "data-id": `pet:${r.name}` }, pet) : null,
  );
  return h(
    "div",
    { class: `ak-player frame-player ${r.active ? "ak-active" : ""} ${r.passed ? "ak-passed" : ""}`, "data-id": `player:${r.name}` },
    pawn(r.players, r.name),
    h("div", {}, name, meta),
    seatPicker(ui, r.name, r.kind, r.interactive),
  );
}

function playersRegion(ui, c) {
  const { t, snap } = c;
  const seats = ui.model.get("_seats") || {};
  const panel = ui.parts.memo("players", [], () => h("div", { class: "ak-panel" }, h("h4", {}, "Players")));
  const rows = t.players.map((p) => {
    const row = {
      name: p,
      players: t.players,
      pet: t.pets[p],
      active: (snap.to_move || []).includes(p),
      passed: t.passed.includes(p),
      you: p === c.seat,
      discs: t.discs[p],
      cards: t.handCounts[p],
      interactive: c.interactive,
      kind: seats[p],
    };
    return ui.parts.part(`player:${p}`, playerRow, row);
  });
  fill(panel, [panel.firstChild, ...rows]);
  return panel;
}

// ------------------------------------------------------------------ scoring cards
function figuresRow(players, p, entry) {
  const f = figuresOf(entry);
  const pawns = [];
  for (let i = 0; i < Math.min(f.full, 6); i++) pawns.push(pawn(players, p));
  for (let i = 0; i < Math.min(f.halves, 3); i++) pawns.push(pawn(players, p, true));
  return h(
    "div",
    { class: "ak-figures", title: `${p}: ${figureText(f.units)} figures` },
    h("span", { class: "ak-who" }, p),
    pawns.length ? pawns : h("span", { class: "ak-empty" }, "—"),
    h("span", { class: "ak-count" }, f.units ? figureText(f.units) : ""),
  );
}

function scoreCard(ui, kind, perPlayer, legal, mine, players) {
  const may = legal && mine;
  return h(
    "div",
    {
      class: `ak-score-card ${legal ? "ak-target" : ""}`,
      "data-id": `score:${kind}`,
      onclick: may ? () => ui.propose(legal) : null,
      role: may ? "button" : null,
      tabindex: may ? "0" : null,
      "aria-label": may ? `${KIND_TITLES[kind]} scoring card: put a half disc here` : null,
    },
    h("div", { class: `ak-score-head ak-k-${kind}` }, icon(kind, kind), KIND_TITLES[kind]),
    h("div", { class: "ak-score-body" }, players.map((p) => figuresRow(players, p, perPlayer[p]))),
  );
}

function scoringRegion(ui, c) {
  const halves = c.groups.half || {};
  const cards = KINDS.map((kind) => ui.parts.part(`score:${kind}`, scoreCard, kind, c.t.scoring[kind] || {}, halves[kind], c.mine, c.t.players));
  const row = ui.parts.memo("scoring", [], () => h("div", { class: "ak-scoring" }));
  fill(row, cards);
  return row;
}

// ------------------------------------------------------------------ hand and actions
// Each hand card keeps its node while the card and whether it may be clicked stay the same;
// picking a card only moves the classes.
function handCard(ui, c, card) {
  const pick = () => {
    ui.selected = ui.selected === card.name ? null : card.name;
    ui.redraw();
  };
  const node = ui.parts.memo(`hand:${card.name}`, [card, c.mine], () => cardFace(card, { id: `hand:${card.name}`, onclick: c.mine ? pick : null }));
  const picked = card.name === ui.selected;
  const pets = c.groups.pet || {};
  node.classList.toggle("ak-selected", picked);
  node.classList.toggle("ak-playable", Boolean(c.plays[card.name]));
  node.setAttribute("aria-pressed", picked ? "true" : "false");
  const pet = c.t.warnings[`pet ${card.name}`] ? "can be your pet, but scores nothing as a pet" : "can be your pet";
  const can = c.plays[card.name] ? "can be played now" : pets[card.name] ? pet : "fits no cabin now";
  node.setAttribute("aria-label", `${describe(card)}; ${can}`);
  node.classList.toggle("ak-dim", Boolean(ui.selected && !picked));
  return node;
}

// Every place the picked card may go, as buttons beside the hand: a late-game ark is taller
// than a laptop's screen (two or three screens at A+), and the hand and every target must be
// in view at once. The lit cabins in the ark stay clickable too.
function actionsNode(ui, hint, buttons, petMove, selected, places, sides, petWarning) {
  const pressed = (buttons || []).map((b) =>
    h("button", { class: "ak-primary", "data-action": b.action, onclick: () => ui.propose(b.text) }, b.label),
  );
  if (petMove) {
    const attrs = { class: "ak-primary", "data-action": `pet ${selected}`, onclick: () => ui.propose(petMove) };
    const pet = h("button", petWarning ? { ...attrs, title: petWarning } : attrs, petLabel(selected, petWarning));
    pressed.unshift(pet);
  }
  const place = (o) => h("button", { class: "ak-place", "data-target": o.text, onclick: () => ui.propose(o.text) }, placeLabel(o, sides));
  const placeList = places.length
    ? h("div", { class: "ak-places", role: "group", "aria-label": `Where ${selected} may go` }, places.map(place))
    : null;
  return h("div", { class: "ak-actions" }, h("div", { class: "ak-hint" }, hint), placeList, pressed);
}

function actionsRegion(ui, c) {
  const selected = ui.selected;
  const petMove = (selected && (c.groups.pet || {})[selected]) || null;
  const hint = handHint({
    over: Boolean(c.snap.outcome),
    mine: c.mine,
    selected,
    options: c.options,
    petMove,
    canTake: Object.keys(c.groups.take || {}).length > 0,
  });
  const places = c.mine && selected ? c.options : [];
  // Only the side lengths are read (is a slot a new cabin?), so only they are an argument.
  const sides = { starboard: { length: c.t.sides.starboard.length }, port: { length: c.t.sides.port.length } };
  const petWarning = (petMove && c.t.warnings[`pet ${selected}`]) || null;
  return ui.parts.part("actions", actionsNode, hint, c.groups.buttons, petMove, selected, places, sides, petWarning);
}

function handTitle(ui, seat, discs) {
  return h("h4", { class: "ak-hand-title" }, `${seat}'s hand · `, h("span", { class: "ak-disc" }), ` ${discs ?? 0} discs`);
}

function handRegion(ui, c) {
  const cards = c.t.hand.map((card) => handCard(ui, c, card));
  const hand = ui.parts.memo("hand-cards", [], () => {
    const node = h("div", { class: "ak-hand", role: "group", "aria-label": `${c.seat}'s hand: arrow keys to choose, Enter to pick` });
    rovingKeys(node, ".ak-card");
    return node;
  });
  fill(hand, cards.length ? cards : [ui.parts.memo("hand:none", [], () => h("span", { class: "ak-empty" }, "no cards"))]);
  const title = ui.parts.part("hand-title", handTitle, c.seat, c.t.discs[c.seat]);
  const area = ui.parts.memo("hand", [], () => h("div", { class: "ak-panel ak-hand-area", "data-id": "hand" }));
  fill(area, [title, hand]);
  return area;
}

// ------------------------------------------------------------------ score panel and log
function scoresNode(ui, sheet, winners, over, players) {
  const head = h("tr", {}, h("th", {}, ""), players.map((p) => h("th", { class: winners.includes(p) ? "ak-winner" : "" }, pawn(players, p), " ", p)));
  const rows = sheet.rows.map((r) => h("tr", { title: r.detail || "" }, h("td", {}, r.label), players.map((p) => h("td", {}, String(r.points[p] ?? 0)))));
  const total = players.map((p) => sheetTotalCell(sheet, p, winners.includes(p) ? "ak-winner" : ""));
  const left = sheetUncountedWords(sheet);
  return h(
    "div",
    { class: "ak-panel", "data-id": "scores" },
    h("h4", {}, over ? "Final score" : "Score if the game ended now"),
    h("table", { class: "ak-scores" }, h("thead", {}, head), h("tbody", {}, rows, h("tr", { class: "ak-total" }, h("td", {}, "Total"), total))),
    left ? h("p", { class: "ak-note" }, left) : null,
  );
}

function logEntry(ui, turn) {
  const events = turn.events && turn.events.length ? h("span", { class: "ak-log-events" }, turn.events.join(" ")) : null;
  return h("li", { value: turn.index }, h("strong", {}, turn.player), `: ${turn.text}`, events);
}

// The log only grows between undos: each entry keeps its node while its text is the same.
function logRegion(ui, frame, log) {
  const entries = log.map((turn) => ui.parts.part(`log:${turn.index}`, logEntry, turn));
  fill(frame.logList, entries.length ? entries : [ui.parts.memo("log:empty", [], () => h("li", { class: "ak-empty" }, "No moves yet."))]);
  if (log.length !== ui.logLength) {
    ui.logLength = log.length;
    frame.logList.scrollTop = frame.logList.scrollHeight;
  }
}

// ------------------------------------------------------------------ the widget
// The containers that hold the parts stay the same nodes for the widget's life. The decision
// first (hand, face-up cards, buttons), the ark under it, the rest below.
function boardFrame(root) {
  const ark = h("div", { class: "ak-ark", "data-id": "ark", role: "group", "aria-label": "the ark: arrow keys move between cabins" });
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
  const logList = h("ol", { class: "ak-log", "aria-label": "move log" });
  return {
    ark,
    logList,
    top: h("div", { class: "ak-top" }),
    tables: h("div", { class: "ak-tables" }),
    decks: [h("div", { class: "ak-deck" }), h("div", { class: "ak-deck" })],
    logPanel: h("div", { class: "ak-panel" }, h("h4", {}, "Move log"), logList),
    bottom: h("div", { class: "ak-bottom" }),
  };
}

// What had the keyboard focus before a redraw, to give it back to the same thing after.
function focusKey(root, node) {
  return node && root.contains(node) ? node.dataset.id || node.dataset.take || node.dataset.action || node.className : null;
}

function restoreFocus(root, frame, handArea, focused) {
  tabStop(frame.ark, ARK_ITEMS, frame.ark.querySelector(".ak-target, .ak-victim"));
  if (handArea) tabStop(handArea, ".ak-hand .ak-card", handArea.querySelector(".ak-selected"));
  for (const card of root.querySelectorAll(".ak-display button.ak-card")) card.tabIndex = -1; // Take is the key
  if (!focused || root.contains(document.activeElement)) return;
  const again = [...root.querySelectorAll("[data-id], [data-take], [data-action]")].find((n) => focusKey(root, n) === focused);
  const fallback = root.querySelector(".ak-hand [tabindex='0'], button.ak-primary, .ak-undo");
  (again || fallback)?.focus();
}

function draw(ui, frame) {
  const root = ui.root;
  const focused = focusKey(root, document.activeElement);
  const c = drawContext(ui);
  const { snap, t, interactive } = c;
  ui.now = {
    selected: ui.selected,
    mine: c.mine,
    targets: (side, slot) => c.options.filter((o) => o.side === side && o.slot === slot),
    attempt: (side, slot) => (c.tries.play[ui.selected] || {})[`${side} ${slot}`],
  };
  const header = ui.parts.part("header", headerNode, snap.prompt, t.phase, interactive, snap.can_undo, ui.big);
  const banner = bannerPart(ui.parts, ui.model.get("_message") || {}, "ak", "ak-icon", ui.shown);
  arkRegion(ui, c, frame);
  const display = displayRegion(ui, c);
  const stats = ui.parts.part("stats", statsNode, t.supply, t.rainDrawn, t.rainTotal, t.discSupply);
  fill(frame.tables, [stats, playersRegion(ui, c)]);
  const scoring = scoringRegion(ui, c);
  const playing = c.seat && interactive;
  const handArea = playing ? handRegion(ui, c) : null;
  const actions = playing ? actionsRegion(ui, c) : null;
  const winners = (snap.outcome && snap.outcome.winners) || [];
  const sheet = snap.scores || { rows: [], totals: {} };
  const scores = ui.parts.part("scores", scoresNode, sheet, winners, Boolean(snap.outcome), t.players);
  fill(frame.bottom, [scores, frame.logPanel]);
  root.classList.toggle("ak-readonly", !interactive);
  root.classList.toggle("ak-projector", ui.big);
  root.dataset.version = String(ui.model.get("_version"));
  root.dataset.turn = c.mine ? "yours" : "others"; // for tests and the latency benchmark
  fill(frame.top, [handArea, display, actions]);
  fill(root, [header, banner, frame.top, frame.ark, frame.tables, scoring, frame.bottom]);
  const highlight = new Set(snap.highlight || []);
  for (const node of root.querySelectorAll("[data-id]")) node.classList.toggle("ak-changed", highlight.has(node.dataset.id));
  restoreFocus(root, frame, handArea, focused);
  logRegion(ui, frame, ui.model.get("_log") || []);
}

function render({ model, el }) {
  const root = h("div", { class: "arkbook-ark arkbook-frame" });
  el.append(root);
  // The board's own state: `selected` (the hand card picked, a name) is a display choice; `now`
  // is what the latest redraw knows, which clicks on kept nodes read when they happen.
  const ui = boardUi(model, root, {
    selected: null,
    logLength: -1,
    now: { selected: null, mine: false, targets: () => [], attempt: () => undefined },
  });
  coachMount(model, el, () => ui.selected); // the coach's strip (widgets/lib/coach.js), if on
  const frame = boardFrame(root);
  ui.redraw = () => draw(ui, frame);
  return domStart(model, EVENTS, ui.redraw);
}

export default { render };
