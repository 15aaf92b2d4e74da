// The generic arkbook board: any game's prompt, its legal moves as buttons, the message, the
// move log, undo, seats and the score panel. Games with a board of their own (ark.js) draw the
// table; this one lets every engine be played before its board exists. Python decides all
// legality: this file only shows the snapshot in `_view` and sends the chosen move's text.

const SEATS = ["human", "random", "greedy", "search"];

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

function render({ model, el: host }) {
  const root = el("div", { class: "arkbook-board" });
  host.append(root);
  coachMount(model, host); // the coach's strip (widgets/lib/coach.js), if on
  const send = (msg) => model.send({ ...msg, version: model.get("_version") });

  function draw() {
    const snap = model.get("_view") || {};
    const message = model.get("_message") || {};
    const seats = model.get("_seats") || {};
    const interactive = model.get("_interactive");
    root.replaceChildren(
      el("div", { class: "ab-prompt", "data-id": "prompt" }, snap.prompt || ""),
      message.text
        ? el("div", { class: `ab-message ab-${message.kind}`, role: "status", title: message.rule || "" },
            message.rule && message.rule_in_text !== false ? el("code", {}, message.rule) : null,
            el("span", {}, " " + message.text),
            message.quote ? el("blockquote", {}, message.quote) : null)
        : null,
      el("div", { class: "ab-moves" },
        (snap.legal || []).map((m) =>
          el("button", { class: "ab-move", "data-move": m.text, onclick: () => send({ type: "move", text: m.text }) }, m.action))),
      interactive
        ? el("div", { class: "ab-controls" },
            el("button", { class: "ab-undo", onclick: () => send({ type: "undo" }), ...(snap.can_undo ? {} : { disabled: "" }) }, "↶ Undo"),
            Object.entries(seats).map(([player, kind]) =>
              el("label", { class: "ab-seat" }, player + " ",
                el("select", { onchange: (e) => send({ type: "seat", player, kind: e.target.value }) },
                  SEATS.map((k) => el("option", k === kind ? { value: k, selected: "" } : { value: k }, k))))))
        : null,
      el("pre", { class: "ab-view", "data-id": "view" }, JSON.stringify(snap.view, null, 1)),
      el("table", { class: "ab-scores" },
        el("tr", {}, el("th", {}, "If the game ended now"), (snap.players || []).map((p) => el("th", {}, p))),
        ((snap.scores || {}).rows || []).map((r) =>
          el("tr", {}, el("td", {}, r.label), (snap.players || []).map((p) => el("td", {}, String(r.points[p] ?? 0))))),
        el("tr", { class: "ab-total" }, el("td", {}, "Total"),
          (snap.players || []).map((p) => el("td", {}, String(((snap.scores || {}).totals || {})[p] ?? 0))))),
      el("ol", { class: "ab-log" },
        (model.get("_log") || []).map((t) => el("li", {}, `${t.player}: ${t.text}`))),
    );
  }

  const names = ["change:_view", "change:_message", "change:_log", "change:_seats", "change:_version"];
  for (const name of names) model.on(name, draw);
  draw();
  model.send({ type: "ready" });
  return () => {
    for (const name of names) model.off(name, draw);
  };
}

export default { render };
