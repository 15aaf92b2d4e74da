// Ark of Animals' front end (widgets/ark_of_animals.js): time, the sandglass, the scoring steps.
import assert from "node:assert/strict";
import { test } from "node:test";
import { frontEnd } from "./front_end.mjs";

const aoa = frontEnd("ark_of_animals.js", [
  "glyph",
  "seconds",
  "gameNow",
  "sandLeft",
  "clockText",
  "columnWeights",
  "poolScatter",
  "sheetParts",
  "handHint",
  "spaceLabel",
  "scoringFx",
]);

test("a tile's glyph is two letters, with the clashing species spelt apart", () => {
  assert.equal(aoa.glyph("Elephant"), "El");
  assert.equal(aoa.glyph("Mouse"), "Ms");
  assert.equal(aoa.glyph("Monkey"), "Mk");
});

test("the countdown shows tenths under ten seconds and whole seconds above", () => {
  assert.equal(aoa.seconds(30000), "30");
  assert.equal(aoa.seconds(10001), "11");
  assert.equal(aoa.seconds(9950), "9.9");
  assert.equal(aoa.seconds(-5), "0.0");
});

test("game time runs on from the snapshot at the race's speed, less a bot's hold", () => {
  const snap = { race: { running: true, game_ms: 1000, speed: 2, hold_ms: 100 } };
  assert.equal(aoa.gameNow(snap, 5000, 5600), 1000 + 500 * 2);
  assert.equal(aoa.gameNow(snap, 5000, 5050), 1000); // inside the hold: time waits
  assert.equal(aoa.gameNow({ race: { running: false, game_ms: 700 } }, 0, 99999), 700);
  assert.equal(aoa.gameNow({}, 0, 1), 0);
});

test("the sand left: full until turned, counting down after, empty once run out", () => {
  assert.equal(aoa.sandLeft({}, 5000), 30000);
  assert.equal(aoa.sandLeft({ runs_out_at_ms: 40000 }, 25000), 15000);
  assert.equal(aoa.sandLeft({ runs_out_at_ms: 40000 }, 45000), 0);
  assert.equal(aoa.sandLeft({ runs_out_at_ms: 40000 }, 0), 30000);
  assert.equal(aoa.sandLeft({ run_out: true }, 0), 0);
  assert.equal(aoa.clockText(12345, {}), "12.3 s");
  assert.equal(aoa.clockText(50000, { run_out: true, runs_out_at_ms: 41000 }), "41.0 s");
});

test("columns are weighed by level; the middle column never", () => {
  assert.equal(aoa.columnWeights("Normal"), null);
  assert.deepEqual(aoa.columnWeights("Master"), ["×1", "×1", "", "×1", "×1"]);
  assert.deepEqual(aoa.columnWeights("Grand Master"), ["×2", "×1", "", "×1", "×2"]);
});

test("the pool's scatter is stable and small", () => {
  for (let i = 0; i < 90; i++) {
    const { rot, dx } = aoa.poolScatter(i);
    assert.ok(rot >= -15 && rot <= 15 && dx >= -3 && dx <= 3);
    assert.deepEqual(aoa.poolScatter(i), { rot, dx });
  }
});

test("a round on the score sheet lists its non-zero steps, signed", () => {
  assert.deepEqual(aoa.sheetParts({ grain: 0, balance: -2, animals: 7, bonuses: 4 }), ["-2 balance", "+7 animals", "+4 bonus"]);
});

test("the hand's hint follows the race", () => {
  const me = { hand: null, finished: false, column: 2 };
  assert.match(aoa.handHint(me, {}, {}, "ready"), /^Click Start/);
  assert.equal(aoa.handHint(me, {}, {}, "over"), "The game is over.");
  assert.equal(aoa.handHint({ ...me, finished: true }, {}, {}, "racing"), "Your ark is full.");
  assert.equal(aoa.handHint(me, { run_out: true }, {}, "racing"), "Time is up.");
  assert.match(aoa.handHint({ ...me, hand: "Fox" }, { run_out: true }, {}, "racing"), /you may still place/);
  assert.match(aoa.handHint(me, {}, {}, "racing"), /^Reveal a pool tile/);
  assert.equal(aoa.handHint({ ...me, hand: "Fox" }, {}, { place: { 4: "Ada: place 4" } }, "racing"), "Place it in column 2 (lit), or leave it on the table.");
  assert.equal(aoa.handHint({ ...me, hand: "Fox" }, {}, { place: {} }, "racing"), "Place it in the lit column, or leave it on the table.");
  // A tile taken from the table goes to the ark: the hint offers no leaving (ruling 24).
  const taken = { ...me, hand: "Fox", from_table: true };
  assert.equal(aoa.handHint(taken, {}, { place: { 4: "Ada: place 4" } }, "racing"), "Place it in column 2 (lit): a tile taken from the table goes to your ark.");
  assert.equal(aoa.handHint(taken, { run_out: true }, {}, "racing"), "Time is up: you may still place the tile in your hand.");
});

test("an ark space's accessible name says what lies there and whether a tile may go", () => {
  const cell = { space: 7, column: 3 };
  assert.equal(aoa.spaceLabel(cell, null, false, null), "Space 7, column 3: empty");
  assert.equal(aoa.spaceLabel(cell, "grain", true, null), "Space 7, column 3: grain marker; not allowed now");
  assert.equal(aoa.spaceLabel(cell, "face down", true, "Ada: place 7"), "Space 7, column 3: a face-down tile; you may place here");
  assert.equal(aoa.spaceLabel(cell, "Fox", false, null), "Space 7, column 3: Fox");
});

test("the scoring animation marks each step's spaces, and what went stays gone", () => {
  const result = {
    grain_eaten: [{ space: 1, by: [2] }],
    eaten: [{ space: 3, by: [4, 5] }],
    balance: { left: 2, right: 1 },
    ark: ["Fox", "grain", null, "Cow"],
    doubles: [{ space: 6 }],
    kept: [7],
  };
  assert.deepEqual(aoa.scoringFx(result, 0), {});
  assert.deepEqual(aoa.scoringFx(result, 1), { 1: ["ao-fx-grain-eaten"], 2: ["ao-fx-eater"] });
  assert.deepEqual(aoa.scoringFx(result, 2), { 1: ["ao-fx-gone"], 3: ["ao-fx-eaten"], 4: ["ao-fx-hunter"], 5: ["ao-fx-hunter"] });
  assert.deepEqual(aoa.scoringFx(result, 3), { 1: ["ao-fx-gone", "ao-fx-weighed"], 3: ["ao-fx-gone"], 4: ["ao-fx-weighed"] });
  assert.deepEqual(aoa.scoringFx(result, 5), { 1: ["ao-fx-gone"], 3: ["ao-fx-gone"], 6: ["ao-fx-gone"], 7: ["ao-fx-kept"] });
  assert.deepEqual(aoa.scoringFx(null, 5), {});
});
