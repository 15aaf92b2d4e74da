// The coach on a board (Python: arkbook/boards/coaching.py). One call in a board's render,
// coachMount(model, el, picked), adds a strip above the board: a Hint button that lights the
// hinted move's elements and says why, the tip of a rule the first time it matters (plain
// sentence, the rulebook's words behind a fold, a link to the lesson), the tips already seen,
// and the review when the game ends. Everything shown comes from the `_coach` trait; the strip
// decides nothing. `picked()` returns what the learner has picked on the board (a hand card),
// so Python can explain why some places stay dark.

const COACH_LIT = "coach-lit";

function coachNode(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

// The elements a hint lights: the buttons that send its move, and the elements Python named
// by data-id (only the move's own ones when such a button is there: the rest merely change).
function coachTargets(el, hint) {
  if (!hint) return [];
  const buttons = [...el.querySelectorAll("[data-move], [data-action]")].filter(
    (node) => node.dataset.move === hint.action || node.dataset.action === hint.action,
  );
  const ids = buttons.length && !hint.named ? [] : hint.ids;
  const named = [...el.querySelectorAll("[data-id]")].filter((node) => ids.includes(node.dataset.id));
  return [...buttons, ...named];
}

function coachLight(el, hint) {
  const lit = new Set(coachTargets(el, hint));
  for (const node of el.querySelectorAll(`.${COACH_LIT}`)) {
    if (!lit.has(node)) node.classList.remove(COACH_LIT);
  }
  for (const node of lit) node.classList.add(COACH_LIT);
}

function coachTip(tip, close) {
  return coachNode(
    "div",
    { class: "coach-tip", role: "status", "data-rule": tip.rule },
    coachNode(
      "div",
      { class: "coach-tip-head" },
      coachNode("span", { class: "coach-badge" }, `Tip ${tip.number}`),
      coachNode("strong", { class: "coach-plain" }, tip.plain),
      coachNode("button", { class: "coach-close", title: "Hide this tip", onclick: close }, "Got it"),
    ),
    tip.context ? coachNode("div", { class: "coach-context" }, `${tip.why}: ${tip.context}`) : null,
    tip.rulebook
      ? coachNode(
          "details",
          { class: "coach-rulebook" },
          coachNode("summary", {}, "The rulebook's words"),
          coachNode("blockquote", { title: tip.rule }, `“${tip.rulebook}”`),
        )
      : null,
    tip.lesson
      ? coachNode(
          "a",
          { class: "coach-lesson", href: tip.lesson.href, target: "_blank", rel: "noopener" },
          `Learn more: ${tip.lesson.label}`,
        )
      : null,
  );
}

function coachBar(state, send, showReview) {
  const tips = state.tips || [];
  return coachNode(
    "div",
    { class: "coach-bar", role: "group", "aria-label": "coach" },
    coachNode("span", { class: "coach-title" }, "Coach"),
    coachNode("button", { class: "coach-hint", onclick: () => send({ type: "coach-hint" }) }, "Hint"),
    coachNode(
      "label",
      { class: "coach-quiet" },
      coachNode("input", {
        type: "checkbox",
        checked: !state.quiet,
        onchange: (e) => send({ type: "coach-tip", number: null, quiet: !e.target.checked }),
      }),
      " Show tips",
    ),
    tips.length ? coachNode("span", { class: "coach-seen" }, "Tips seen:") : null,
    tips.map((tip) =>
      coachNode(
        "button",
        {
          class: `coach-chip${state.open === tip.number ? " coach-chip-open" : ""}`,
          title: tip.plain,
          "aria-label": `Tip ${tip.number}: ${tip.plain}`,
          "data-rule": tip.rule,
          "aria-pressed": state.open === tip.number ? "true" : "false",
          onclick: () => send({ type: "coach-tip", number: state.open === tip.number ? null : tip.number }),
        },
        `${tip.number}`,
      ),
    ),
    coachNode(
      "button",
      {
        class: "coach-review-button",
        onclick: () => {
          showReview();
          send({ type: "coach-review" });
        },
      },
      "Review",
    ),
  );
}

function coachReview(html, close) {
  const body = coachNode("div", { class: "coach-review-body" });
  body.innerHTML = html; // drawn by Python (arkbook.coach.review), every text escaped there
  return coachNode(
    "div",
    { class: "coach-review" },
    coachNode("button", { class: "coach-close", onclick: close }, "Close the review"),
    body,
  );
}

function coachMount(model, el, picked = () => null) {
  const strip = coachNode("div", { class: "coach" });
  el.prepend(strip);
  const send = (msg) => model.send(msg);
  let reviewShown = false;
  let lastReview = null;
  let reviewAsked = false;
  let lastPick = null;
  let connected = false;

  function draw() {
    // A board taken off the page leaves no listener behind.
    if (connected && !strip.isConnected) return stop();
    connected = connected || strip.isConnected;
    const state = model.get("_coach") || {};
    strip.hidden = !state.on;
    if (!state.on) return;
    if (state.over && !state.review && !reviewAsked) {
      reviewAsked = true;
      send({ type: "coach-review" });
    }
    if (state.review !== lastReview) reviewShown = Boolean(state.review);
    lastReview = state.review;
    const open = (state.tips || []).find((t) => t.number === state.open);
    const hint = state.hint;
    const parts = [
      coachBar(state, send, () => (reviewShown = true)),
      hint ? coachNode("div", { class: "coach-hint-reason", role: "status" }, `Hint: ${hint.reason}`) : null,
      state.error ? coachNode("div", { class: "coach-error", role: "status" }, state.error) : null,
      open ? coachTip(open, () => send({ type: "coach-tip", number: null })) : null,
      state.review && reviewShown
        ? coachReview(state.review, () => {
            reviewShown = false;
            draw();
          })
        : null,
    ];
    strip.replaceChildren(...parts.filter(Boolean));
    coachLight(el, hint);
  }

  // The board redraws its own nodes: light the hint again on the new ones.
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      coachLight(el, (model.get("_coach") || {}).hint);
    });
  });
  observer.observe(el, { childList: true, subtree: true });
  // A pick changes only the board's own state: read it once the board has handled the click.
  el.addEventListener("click", () =>
    setTimeout(() => {
      const now = picked();
      if (now && now !== lastPick) send({ type: "coach-pick", subject: now });
      lastPick = now;
    }),
  );
  function stop() {
    model.off("change:_coach", draw);
    observer.disconnect();
  }
  model.on("change:_coach", draw);
  draw();
}
