// The parts every board shares (widgets/lib): keeping nodes between redraws, and the arrow keys.
import assert from "node:assert/strict";
import { test } from "node:test";
import { frontEnd } from "./front_end.mjs";

const { domFill, domParts, neighbour } = frontEnd("board.js", ["domFill", "domParts", "neighbour"]);

// A parent with the three things domFill uses, counting the nodes it inserts.
function parent(...names) {
  const box = { childNodes: [], inserted: [] };
  box.insertBefore = (node, before) => {
    if (node.parent) node.remove();
    box.childNodes.splice(before ? box.childNodes.indexOf(before) : box.childNodes.length, 0, node);
    node.parent = box;
    box.inserted.push(node.name);
  };
  for (const name of names) box.insertBefore(child(name), null);
  box.inserted = [];
  return box;
}
function child(name) {
  const node = { name, parent: null };
  node.remove = () => {
    node.parent.childNodes.splice(node.parent.childNodes.indexOf(node), 1);
    node.parent = null;
  };
  return node;
}
const names = (box) => box.childNodes.map((n) => n.name).join("");

test("domFill leaves kept nodes where they are and puts new ones in their slots", () => {
  const box = parent("a", "b", "c", "d", "e");
  const [a, , c, , e] = box.childNodes;
  domFill(box, [a, child("X"), c, child("Y"), e]);
  assert.equal(names(box), "aXcYe");
  assert.deepEqual(box.inserted, ["X", "Y"]);
});

test("domFill skips nulls, drops what is not wanted, and reorders", () => {
  const box = parent("a", "b", "c");
  const [a, b, c] = box.childNodes;
  domFill(box, [c, null, a]);
  assert.equal(names(box), "ca");
  assert.equal(b.parent, null);
  domFill(box, []);
  assert.equal(names(box), "");
});

test("domFill of a shorter list (tiles drawn from the pool) only removes", () => {
  const box = parent("a", "b", "c", "d");
  domFill(box, box.childNodes.slice(0, 2));
  assert.equal(names(box), "ab");
  assert.deepEqual(box.inserted, []);
});

test("a part is built again only when its arguments change", () => {
  const context = { calls: 0 };
  const parts = domParts(context);
  const build = (ctx, label, list) => {
    ctx.calls += 1;
    return { label, list };
  };
  const first = parts.part("p", build, "x", [1, 2]);
  assert.equal(parts.part("p", build, "x", [1, 2]), first);
  assert.equal(context.calls, 1);
  const second = parts.part("p", build, "x", [1, 3]);
  assert.notEqual(second, first);
  assert.deepEqual(second, { label: "x", list: [1, 3] });
  assert.equal(context.calls, 2);
});

test("memo keys on the inputs it is given, per name", () => {
  const parts = domParts({});
  let built = 0;
  const make = () => ({ n: ++built });
  const one = parts.memo("a", [1], make);
  assert.equal(parts.memo("a", [1], make), one);
  assert.notEqual(parts.memo("b", [1], make), one);
  assert.notEqual(parts.memo("a", [2], make), one);
});

// Items laid out as boxes: two rows of three, 100 wide and 50 high.
const grid = [0, 1, 2, 3, 4, 5].map((i) => {
  const left = (i % 3) * 100;
  const top = Math.floor(i / 3) * 60;
  return { getBoundingClientRect: () => ({ left, top, width: 100, height: 50, bottom: top + 50 }) };
});

test("left and right step through the items and wrap", () => {
  assert.equal(neighbour(grid, 0, [1, 0]), 1);
  assert.equal(neighbour(grid, 5, [1, 0]), 0);
  assert.equal(neighbour(grid, 0, [-1, 0]), 5);
});

test("up and down go to the nearest item on the next row, or nowhere", () => {
  assert.equal(neighbour(grid, 1, [0, 1]), 4);
  assert.equal(neighbour(grid, 5, [0, -1]), 2);
  assert.equal(neighbour(grid, 4, [0, 1]), -1);
});

const { sheetTotal, sheetUncountedWords } = frontEnd("board.js", ["sheetTotal", "sheetUncountedWords"]);

test("a total that leaves something out says so, and the note under the table says what", () => {
  const sheet = { totals: { Ada: 26, Ben: 21, Cy: 21 }, uncounted: { Ada: "a face-down pet", Ben: "a face-down pet" } };
  assert.deepEqual(sheetTotal(sheet, "Ada"), { text: "26 + ?", title: "not counted: a face-down pet" });
  assert.deepEqual(sheetTotal(sheet, "Cy"), { text: "21", title: null });
  assert.equal(sheetUncountedWords(sheet), "+ ? is not counted until the end (Ada: a face-down pet; Ben: a face-down pet).");
  assert.equal(sheetUncountedWords({ totals: { Ada: 3 } }), "");
});
