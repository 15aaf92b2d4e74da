// Ark's front end (widgets/ark.js): the words and numbers it draws, from a snapshot.
import assert from "node:assert/strict";
import { test } from "node:test";
import { frontEnd } from "./front_end.mjs";

const ark = frontEnd("ark.js", [
  "figureText",
  "figuresOf",
  "describe",
  "bowText",
  "placeLabel",
  "cabinLabel",
  "handHint",
  "readView",
  "petLabel",
]);

test("figures are counted in halves: a figure on a disc is 1½", () => {
  assert.equal(ark.figureText(0), "0");
  assert.equal(ark.figureText(0.5 * 3), "1½");
  assert.equal(ark.figureText(0.5), "½");
  assert.equal(ark.figureText(4), "4");
  assert.deepEqual(ark.figuresOf({ figures: 2, half: 1 }), { full: 2, halves: 1, units: 3.5 });
  assert.deepEqual(ark.figuresOf(undefined), { full: 0, halves: 0, units: 0 });
});

test("a card in words names everything printed on it, its ability in full", () => {
  const fox = { name: "Fox", kind: "useful", climate: "none", weight: 1, diet: "carnivore", ability: "fox" };
  assert.equal(ark.describe(fox), "Fox · useful · any climate · weight 1 · carnivore · ! Takes 2 discs from the supply");
  assert.equal(ark.describe({ name: "Hay", kind: "provision", weight: 0 }), "Hay · provision · weight 0");
  assert.equal(ark.describe({ name: "Odd", ability: "unknown" }), "Odd · ! unknown");
});

test("the bow's spaces read from port heavier to starboard heavier", () => {
  assert.deepEqual([-2, -1, 0, 1, 2].map(ark.bowText), ["−2", "−1", "0", "+1", "+2"]);
});

test("a place's button says the cabin, a new one, and the animal driven out", () => {
  const sides = { port: [[], []], starboard: [[]] };
  assert.equal(ark.placeLabel({ side: "port", slot: 2 }, sides), "Port cabin 2");
  assert.equal(ark.placeLabel({ side: "starboard", slot: 2 }, sides), "New starboard cabin");
  assert.equal(ark.placeLabel({ side: "port", slot: 1, victim: "Mouse" }, sides), "Port cabin 1, driving out the Mouse");
});

test("a cabin's accessible name says what is in it and whether the picked card may go", () => {
  const cards = [{ name: "Cow" }, { name: "Pig" }];
  const base = { side: "port", slot: 3, cards, selected: null, mine: true, allowed: false, victims: [] };
  assert.equal(ark.cabinLabel(base), "port cabin 3: Cow, Pig");
  assert.equal(ark.cabinLabel({ ...base, cards: [] }), "port cabin 3: empty");
  assert.equal(ark.cabinLabel({ ...base, cards: null }), "New cabin, port 3: costs 1 disc and a face-up card");
  assert.equal(ark.cabinLabel({ ...base, selected: "Lion", allowed: true }), "port cabin 3: Cow, Pig. Lion may go here");
  assert.equal(ark.cabinLabel({ ...base, selected: "Lion", victims: ["Cow", "Pig"] }), "port cabin 3: Cow, Pig. Lion may drive out Cow or Pig");
  assert.equal(ark.cabinLabel({ ...base, selected: "Lion" }), "port cabin 3: Cow, Pig. Lion may not go here");
  assert.equal(ark.cabinLabel({ ...base, selected: "Lion", mine: false, allowed: true }), "port cabin 3: Cow, Pig");
});

test("the hand's hint follows the decision", () => {
  const base = { over: false, mine: true, selected: null, options: [], petMove: null, canTake: false };
  assert.match(ark.handHint(base), /^Pick a card from your hand/);
  assert.match(ark.handHint({ ...base, canTake: true }), /^Take a face-up card/);
  assert.match(ark.handHint({ ...base, over: true, mine: false }), /game is over/);
  assert.equal(ark.handHint({ ...base, mine: false }), "Waiting for the other players.");
  assert.match(ark.handHint({ ...base, selected: "Lion" }), /^Lion fits nowhere right now/);
  assert.match(ark.handHint({ ...base, selected: "Lion", petMove: "Ada: pet Lion" }), /^Play Lion: click a place below or a lit cabin\. /);
  const dashed = ark.handHint({ ...base, selected: "Lion", options: [{ victim: "Cow" }] });
  assert.match(dashed, /a dashed card can be driven out/);
});

test("the view is read with defaults, the bow's null kept for setup, other pets face down", () => {
  const snap = {
    seat: "Ada",
    players: ["Ada", "Ben"],
    view: {
      bow: null,
      cabins: { port: [{ cards: [{ name: "Cow" }] }] },
      hands: { Ada: [{ name: "Fox" }], Ben: 3 },
      pets: { Ada: { name: "Dog" } },
      pet_counts: { Ben: 1 },
      endgame: true,
    },
  };
  const t = ark.readView(snap);
  assert.equal(t.bow, null);
  assert.deepEqual(t.sides, { port: [[{ name: "Cow" }]], starboard: [] });
  assert.deepEqual(t.hand, [{ name: "Fox" }]);
  assert.deepEqual(t.pets, { Ada: { name: "Dog" }, Ben: "hidden" });
  assert.equal(t.phase, "endgame");
  assert.equal(t.rainTotal, 5);
  assert.equal(t.discSupply, null);
  const empty = ark.readView({});
  assert.equal(empty.bow, 0);
  assert.deepEqual(empty.hand, []);
  assert.equal(ark.readView({ view: { phase: "over" } }).phase, "game over");
  assert.deepEqual(empty.warnings, {});
});

test("a pet that cannot score says so on its button, from the engine's warning", () => {
  const warnings = { "pet Hay": "The Hay may be your pet, but an illegal pet scores nothing at the end." };
  const t = ark.readView({ view: { legal: { moves: ["pet Hay", "pet Rabbit"], warnings } } });
  assert.equal(ark.petLabel("Hay", t.warnings["pet Hay"]), "Make Hay your pet (scores nothing as a pet)");
  assert.equal(ark.petLabel("Rabbit", t.warnings["pet Rabbit"]), "Make Rabbit your pet");
});
