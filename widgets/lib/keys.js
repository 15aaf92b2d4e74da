// Keyboard navigation every board shares (joined in front of each board's module by
// arkbook.boards.assets.front_end).
// A group of cards or cabins is one Tab stop (a "roving tabindex"): the arrow keys move inside
// it, Home and End jump to its ends, Enter and Space press the item like a click.
const STEP = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

function rovingKey(group, selector, event) {
  const items = [...group.querySelectorAll(selector)];
  const from = items.indexOf(document.activeElement);
  if (from < 0) return;
  let to = -1;
  if (event.key === "Home") to = 0;
  else if (event.key === "End") to = items.length - 1;
  else if (STEP[event.key]) to = neighbour(items, from, STEP[event.key]);
  if (to < 0) return;
  event.preventDefault();
  items[from].tabIndex = -1;
  items[to].tabIndex = 0;
  items[to].focus();
}

function rovingKeys(group, selector) {
  group.addEventListener("keydown", (event) => rovingKey(group, selector, event));
}

// The item next to items[from] in a direction, by where they are drawn: left and right step
// through the order (wrapping), up and down go to the nearest item on the next row.
function neighbour(items, from, [dx, dy]) {
  if (dx) return (from + dx + items.length) % items.length;
  const here = items[from].getBoundingClientRect();
  const cx = here.left + here.width / 2;
  let best = -1;
  let bestScore = Infinity;
  items.forEach((item, i) => {
    const r = item.getBoundingClientRect();
    const gap = dy > 0 ? r.top - here.bottom : here.top - r.bottom;
    if (i === from || gap < -here.height / 2) return;
    const score = Math.max(gap, 0) * 4 + Math.abs(r.left + r.width / 2 - cx);
    if (score < bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

// After a redraw: one item of the group takes Tab (the focused one, else `preferred`, else the
// one that had it, else the first); the others are reached by the arrow keys.
function tabStop(group, selector, preferred) {
  const items = [...group.querySelectorAll(selector)];
  const stop =
    items.find((n) => n === document.activeElement) ||
    (preferred && items.includes(preferred) ? preferred : null) ||
    items.find((n) => n.tabIndex === 0) ||
    items[0];
  for (const item of items) item.tabIndex = item === stop ? 0 : -1;
}
