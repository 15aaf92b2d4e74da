"""The cards of Ark: the card model, the deck file format and its validation.

A deck is data (``deck.json`` beside this module), so that a player who owns the game can load
a transcription of their own deck in the same format. Validation names the card and the field
of every mistake, because a typo in a hand-typed deck must be found in seconds.

The engine works on card *ids* (positions in the deck) and on the small integer tables of
:class:`Deck`, never on dicts, because the rules are checked tens of thousands of times a
second during bot play.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arkbook import safejson
from arkbook.errors import InvalidDataFile

DECK_FORMAT = "arkbook-ark-deck"
BUILTIN_DECK = Path(__file__).with_name("deck.json")

#: The five kinds with a scoring card, in the rulebook's order, then rain (no scoring card).
KINDS: tuple[str, ...] = ("heavy", "useful", "slow", "provision", "shy")
RAIN = "rain"
CLIMATES: tuple[str, ...] = ("none", "hot", "cold")
DIETS: tuple[str | None, ...] = (None, "herbivore", "carnivore", "omnivore")
#: The special ("!") abilities the rulebook describes, by the animal that has them.
ABILITIES: tuple[str | None, ...] = (
    None,
    "fox",
    "turtle",
    "hedgehog",
    "skunk",
    "mosquito",
    "spider",
    "bronto",
    "chimpanzee",
)
#: How many rain cards the rules need: pets come with the 2nd, the end with the 5th.
RAIN_CARDS = 5
#: Fewest non-rain cards that set up and deal a 5-player game with a supply left to draw.
MIN_PLAY_CARDS = 20

# Integer codes used by the rules (indexes into the tuples above).
HEAVY, USEFUL, SLOW, PROVISION, SHY, RAIN_KIND = range(6)
NONE_CLIMATE, HOT, COLD = range(3)
NO_DIET, HERBIVORE, CARNIVORE, OMNIVORE = range(4)
(
    NO_ABILITY,
    FOX,
    TURTLE,
    HEDGEHOG,
    SKUNK,
    MOSQUITO,
    SPIDER,
    BRONTO,
    CHIMPANZEE,
) = range(9)

_NAME = re.compile(r"[A-Z][A-Za-z0-9'-]*(?: [A-Za-z0-9'-]+)*")
_RESERVED_WORDS = {"to", "driving", "out", "port", "starboard", "on", "under"}
_FIELDS = ("name", "kind", "climate", "weight", "diet", "ability")
#: Bounds on a deck file from elsewhere: the built-in deck is 60 cards, 7 KB, 3 levels deep.
MAX_DECK_BYTES = 1_000_000
MAX_DECK_DEPTH = 8
MAX_CARDS = 1_000
#: The longest card name; a move names cards, and a move is short text.
MAX_NAME_CHARS = 40


@dataclass(frozen=True)
class Card:
    """One card as a learner reads it. Rain cards have no climate, weight or diet."""

    name: str
    kind: str
    climate: str | None = None
    weight: int | None = None
    diet: str | None = None
    ability: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The card in the deck-file format (and in views)."""
        return {
            "name": self.name,
            "kind": self.kind,
            "climate": self.climate,
            "weight": self.weight,
            "diet": self.diet,
            "ability": self.ability,
        }

    def describe(self) -> str:
        """ "Lion (carnivore, weight 3)": the name with what matters for the cabin rules."""
        if self.kind == RAIN:
            return self.name
        what = self.diet or ("provision" if self.kind == "provision" else "no diet")
        return f"{self.name} ({what}, weight {self.weight})"


class Deck:
    """A validated deck and the integer tables the rules read.

    ``weight[i]``, ``climate[i]``, ``diet[i]``, ``kind[i]`` and ``ability[i]`` describe card id
    ``i`` with the integer codes of this module, so that a legality check is a few list lookups.
    """

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards: tuple[Card, ...] = tuple(cards)
        self.by_name: dict[str, int] = {c.name: i for i, c in enumerate(self.cards)}
        self.by_folded: dict[str, int] = {c.name.casefold(): i for i, c in enumerate(self.cards)}
        self.kind = tuple(RAIN_KIND if c.kind == RAIN else KINDS.index(c.kind) for c in self.cards)
        self.weight = tuple(c.weight or 0 for c in self.cards)
        self.climate = tuple(CLIMATES.index(c.climate or "none") for c in self.cards)
        self.diet = tuple(DIETS.index(c.diet) for c in self.cards)
        self.ability = tuple(ABILITIES.index(c.ability) for c in self.cards)
        self.names = tuple(c.name for c in self.cards)
        #: Animals that are neither provisions nor rain.
        self.animal = tuple(k not in (PROVISION, RAIN_KIND) for k in self.kind)
        #: Carnivores and omnivores: the ones that must be lighter than their cabin mates.
        self.predator = tuple(d in (CARNIVORE, OMNIVORE) for d in self.diet)
        #: Herbivores and omnivores: the ones that never share a cabin with provisions.
        self.grazer = tuple(d in (HERBIVORE, OMNIVORE) for d in self.diet)
        #: Turtle and hedgehog: not bothered by larger carnivores or omnivores.
        self.calm = tuple(a in (TURTLE, HEDGEHOG) for a in self.ability)
        #: Played alone, never second, never in the endgame: slow animals and provisions.
        self.alone = tuple(k in (SLOW, PROVISION) for k in self.kind)
        self.rain_ids = tuple(i for i, k in enumerate(self.kind) if k == RAIN_KIND)
        self.play_ids = tuple(i for i, k in enumerate(self.kind) if k != RAIN_KIND)

    def __len__(self) -> int:
        return len(self.cards)

    def card_dict(self, card_id: int) -> dict[str, Any]:
        """The card for a view: its id and all its attributes."""
        return {"id": card_id, **self.cards[card_id].to_dict()}

    def describe(self, card_id: int) -> str:
        return self.cards[card_id].describe()

    def holders(self, *abilities: int, last: str = "and") -> str:
        """The cards with one of ``abilities``, for sentences: "the Skunk, the Mosquito and the
        Spider" (``last`` joins the last two); "no card" when the deck has none.

        Reasons and prompts name a deck's cards by looking them up by ability, never by the
        built-in names, so that a transcribed deck whose Skunk is called otherwise reads right.
        """
        found = [
            f"the {n}" for n, a in zip(self.names, self.ability, strict=True) if a in abilities
        ]
        if not found:
            return "no card"
        return found[0] if len(found) == 1 else f"{', '.join(found[:-1])} {last} {found[-1]}"

    def to_data(self) -> list[dict[str, Any]]:
        """The deck as JSON-ready data, in the file format's ``cards`` list."""
        return [c.to_dict() for c in self.cards]


def load_deck(source: str | Path | Mapping[str, Any] | Sequence[Any] | None = None) -> Deck:
    """Read and validate a deck: a file path, the parsed file, its ``cards`` list, or None.

    None is the built-in deck. A path is read only here, when the user calls this for a file of
    their own; a game's ``deck`` option (and so a save) takes the deck as data, never as a path.
    A file is read up to :data:`MAX_DECK_BYTES`, as UTF-8 JSON nested at most
    :data:`MAX_DECK_DEPTH` deep, each key once. Any mistake raises :class:`InvalidDataFile`
    naming the card (by name, or by position when it has none) and the field.
    """
    where = "built-in deck"
    if source is None:
        source = BUILTIN_DECK
    if isinstance(source, str | Path):
        where = str(source)[:200]
        source = _read_file(where, source)
    elif not isinstance(source, Mapping):
        where = "deck option"
    cards = _cards_of(where, source)
    return Deck(_validate(where, cards))


def _read_file(where: str, path: str | Path) -> Any:
    """The parsed deck file, refused (typed) when it is unreadable, too big, deep or not JSON."""
    try:
        with Path(path).open("rb") as handle:
            raw = handle.read(MAX_DECK_BYTES + 1)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "a bad path"
        raise InvalidDataFile(where, "(file)", "(file)", f"cannot be read: {reason}") from None
    if len(raw) > MAX_DECK_BYTES:
        raise InvalidDataFile(
            where, "(file)", "(file)", f"is larger than {MAX_DECK_BYTES} bytes, the most read"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidDataFile(
            where, "(file)", "(file)", f"is not UTF-8 text (byte {exc.start})"
        ) from None
    try:
        data = safejson.parse(text, max_chars=MAX_DECK_BYTES, max_depth=MAX_DECK_DEPTH)
    except safejson.JSONRefused as exc:
        raise InvalidDataFile(where, "(file)", "(file)", f"is not a deck: {exc.reason}") from None
    if data is None:
        raise InvalidDataFile(where, "(file)", "(file)", "is empty (null)")
    return data


def _cards_of(where: str, source: Any) -> list[Any]:
    if isinstance(source, Mapping):
        if source.get("format") != DECK_FORMAT:
            raise InvalidDataFile(where, "(file)", "format", f"should be {DECK_FORMAT!r}")
        for key in source:
            if key not in ("format", "cards"):
                raise InvalidDataFile(
                    where, "(file)", str(key)[:40], "unknown field; a deck has format and cards"
                )
        source = source.get("cards")
    if isinstance(source, str | bytes) or not isinstance(source, Sequence):
        raise InvalidDataFile(where, "(file)", "cards", "should be a list of cards")
    if len(source) > MAX_CARDS:
        raise InvalidDataFile(where, "(deck)", "cards", f"at most {MAX_CARDS} cards")
    return list(source)


def _validate(where: str, raw_cards: list[Any]) -> list[Card]:
    cards: list[Card] = []
    seen: dict[str, str] = {}
    for index, raw in enumerate(raw_cards):
        label = f"card #{index + 1}"
        if not isinstance(raw, Mapping):
            raise InvalidDataFile(where, label, "(card)", "each card is an object with fields")
        name = raw.get("name")
        if isinstance(name, str) and name:
            label = f"{name} (card #{index + 1})"
        card = _card(where, label, raw)
        other = seen.get(card.name.casefold())
        if other is not None:
            raise InvalidDataFile(where, label, "name", f"{other} has this name already")
        seen[card.name.casefold()] = label
        cards.append(card)
    rain = sum(c.kind == RAIN for c in cards)
    if rain != RAIN_CARDS:
        raise InvalidDataFile(where, "(deck)", "kind", f"needs {RAIN_CARDS} rain cards, has {rain}")
    play = [c for c in cards if c.kind != RAIN]
    if len(play) < MIN_PLAY_CARDS:
        raise InvalidDataFile(
            where, "(deck)", "cards", f"needs at least {MIN_PLAY_CARDS} non-rain cards"
        )
    starters = [c for c in play if c.weight in (1, 2)]
    kinds_ok = sum(min(2, sum(c.kind == k for c in starters)) for k in KINDS)
    if kinds_ok < 4:
        raise InvalidDataFile(
            where,
            "(deck)",
            "weight",
            "needs 4 starting cards of weight 1 or 2, at most 2 of one kind",
        )
    return cards


def _card(where: str, label: str, raw: Mapping[str, Any]) -> Card:
    for key in raw:
        if key not in _FIELDS:
            raise InvalidDataFile(
                where, label, str(key), f"unknown field; use {', '.join(_FIELDS)}"
            )
    name = raw.get("name")
    if not isinstance(name, str) or len(name) > MAX_NAME_CHARS or not _NAME.fullmatch(name):
        raise InvalidDataFile(
            where,
            label,
            "name",
            f"should be words of letters or digits starting with a capital, at most "
            f"{MAX_NAME_CHARS} characters",
        )
    if _RESERVED_WORDS & set(name.casefold().split()):
        raise InvalidDataFile(
            where, label, "name", f"may not contain the words {sorted(_RESERVED_WORDS)}"
        )
    kind = raw.get("kind")
    if kind not in (*KINDS, RAIN):
        raise InvalidDataFile(where, label, "kind", f"should be one of {[*KINDS, RAIN]}")
    if kind == RAIN:
        for key in ("climate", "weight", "diet", "ability"):
            if raw.get(key) is not None:
                raise InvalidDataFile(where, label, key, "a rain card has none")
        return Card(name=name, kind=RAIN)
    climate = raw.get("climate")
    if climate not in CLIMATES:
        raise InvalidDataFile(where, label, "climate", f"should be one of {list(CLIMATES)}")
    weight = raw.get("weight")
    if not isinstance(weight, int) or isinstance(weight, bool) or not 0 <= weight <= 4:
        raise InvalidDataFile(where, label, "weight", "should be a whole number from 0 to 4")
    diet = raw.get("diet")
    if diet not in DIETS:
        raise InvalidDataFile(where, label, "diet", f"should be one of {list(DIETS)}")
    ability = raw.get("ability")
    if ability not in ABILITIES:
        raise InvalidDataFile(where, label, "ability", f"should be one of {list(ABILITIES)}")
    if kind == "provision" and (diet is not None or ability is not None):
        field = "diet" if diet is not None else "ability"
        raise InvalidDataFile(where, label, field, "a provision is no animal and has none")
    return Card(name=name, kind=kind, climate=climate, weight=weight, diet=diet, ability=ability)
