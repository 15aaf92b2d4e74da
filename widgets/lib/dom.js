// Building a board's nodes and keeping them between redraws, for every board (joined in front
// of each board's module by arkbook.boards.assets.front_end). A board file may give domElement a
// short local name (`const h = domElement;`): each board file is a module of its own.

// An element with attributes and children. null, undefined and false are skipped, so parts
// can be left out inline. `onclick` acts on a click; `onpress` on the press (see domPress).
function domElement(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else if (key === "onpress") domPress(node, value);
    else if (key === "onchange") node.addEventListener("change", value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// Act on the press, not the click: a board that redraws several times a second (the race)
// would lose a click whose press and release land on two different drawings. A click with no
// press before it (the keyboard's Enter or Space) still acts.
function domPress(node, handler) {
  node.addEventListener("pointerdown", (event) => {
    if (event.button === 0) handler(event);
  });
  node.addEventListener("click", (event) => {
    if (event.detail === 0) handler(event);
  });
}

// Put exactly `nodes` (nulls skipped) into `parent`, touching only what differs. A redraw hands
// back the same node for every part whose arguments did not change (see domParts); leaving
// those nodes in place spares the browser restyling and laying out the whole board, and a node
// under the pointer is never taken out and put back.
function domFill(parent, nodes) {
  const want = nodes.filter(Boolean);
  const keep = new Set(want);
  for (const old of [...parent.childNodes]) if (!keep.has(old)) old.remove();
  want.forEach((node, i) => {
    const here = parent.childNodes[i] || null;
    if (node !== here) parent.insertBefore(node, here);
  });
}

// A board's parts, each built again only when what it is built from changed.
// `part(name, build, ...args)` calls `build(context, ...args)` and keys on those arguments, so
// a builder reads nothing it was not given (besides the context's callbacks, which do not
// change); `memo(name, inputs, build)` is for containers and nodes that list their inputs.
function domParts(context) {
  const built = new Map();
  function memo(name, inputs, build) {
    const key = JSON.stringify(inputs);
    const hit = built.get(name);
    if (hit && hit.key === key) return hit.node;
    const node = build();
    built.set(name, { key, node });
    return node;
  }
  const part = (name, build, ...args) => memo(name, args, () => build(context, ...args));
  return { memo, part };
}

// An inline SVG symbol (no emoji font is needed), parsed once and cloned after that: a redraw
// shows dozens of them. `body` is the SVG's inside, drawn on a 24 by 24 grid.
const domSvgTemplates = new Map();
function domSvg(body, attrs = "") {
  const key = `${attrs}|${body}`;
  if (!domSvgTemplates.has(key)) {
    const template = document.createElement("template");
    template.innerHTML = `<svg viewBox="0 0 24 24" width="100%" height="100%"${attrs}>${body}</svg>`;
    domSvgTemplates.set(key, template.content.firstChild);
  }
  return domSvgTemplates.get(key).cloneNode(true);
}

// Redraw on these trait changes, once per update: the traits of one update arrive together, so
// they are batched in a microtask. The board draws once and tells Python it is ready (a bot
// waits for that); the function returned stops listening.
function domStart(model, events, draw) {
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
