"""The card format and its validation: animals, sponsors, projects, bonus tiles, final scoring.

A deck is one JSON object (see ``data/teaching_deck.json``)::

    {"name": ..., "format": 1,
     "animals":  [{"id", "name", "size" 1-5, "cost", "appeal", "continents": [...],
                   "categories": [...], "water", "rock", "house"?, "requires"?, "effects"}],
     "sponsors": [{"id", "name", "level" 1-5, "icons": [...], "requires"?, "effects"}],
     "projects": [{"id", "name", "base": bool, "icon", "levels": [[icons needed, points], x3]}],
     "bonus_tiles":   [{"id", "name", "effects"}],
     "final_scoring": [{"id", "name", "measure", "thresholds": [[count, points], ...]}]}

* ``house`` is ``"petting-zoo"`` (the animal lives only there, one space), or ``"reptile-house"``
  / ``"aviary"`` (the animal may also live there, taking ``size`` spaces).
* ``requires`` holds ``reputation`` (at least), ``partner_zoo`` (a continent) and ``icons``
  ({icon: at least}).
* Effects are described in :mod:`arkbook.ark_nova.effects`.
* A final-scoring ``measure`` is ``icon:<icon>``, ``animals-min-size:<n>``,
  ``animals-max-size:<n>``, ``continents``, ``partner-zoos`` or ``buildings``.

Validation raises :class:`arkbook.errors.InvalidDataFile` naming the card and the field, so a
user transcribing a deck finds the typo at once. The deck data travels in the game's options,
so a saved game is self-contained.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from functools import cache, cached_property
from importlib import resources
from typing import Any, TypeVar

from arkbook.ark_nova.effects import Effect, parse_effects
from arkbook.ark_nova.tables import CONTINENTS
from arkbook.errors import InvalidDataFile

CATEGORIES = ("predator", "herbivore", "bird", "reptile", "primate", "sea", "bear", "pet")
ICONS = (*CONTINENTS, *CATEGORIES, "science")
HOUSES = ("petting-zoo", "reptile-house", "aviary")
MEASURES = ("continents", "partner-zoos", "buildings")
#: The one deck format version this module reads.
DECK_FORMAT = 1
#: The fields of a deck and of each kind of entry: anything else is a typo or foreign data, and
#: would be carried into every save, so it is refused.
DECK_FIELDS = ("name", "format", "note", "animals", "sponsors", "projects", "bonus_tiles",
               "final_scoring")  # fmt: skip
ENTRY_FIELDS: Mapping[str, tuple[str, ...]] = {
    "animals": ("id", "name", "size", "cost", "appeal", "continents", "categories", "water",
                "rock", "house", "requires", "effects"),
    "sponsors": ("id", "name", "level", "icons", "requires", "effects"),
    "projects": ("id", "name", "base", "icon", "levels"),
    "bonus_tiles": ("id", "name", "effects"),
    "final_scoring": ("id", "name", "measure", "thresholds"),
}  # fmt: skip
#: A card id is part of move notation (``play A01``), which reads 1-12 ASCII letters or digits.
_ID = re.compile(r"[A-Za-z0-9]{1,12}")
_SIZE_MEASURE = re.compile(r"animals-(?:min|max)-size:[1-5]")
#: Bounds on what a deck from elsewhere may hold: the teaching deck has 84 entries.
MAX_ENTRIES = 1_000
MAX_TEXT_CHARS = 200
#: The largest number in a project's levels or a Final Scoring threshold.
MAX_COUNT = 100


@dataclass(frozen=True)
class Requirements:
    reputation: int = 0
    partner_zoo: str | None = None
    icons: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Animal:
    id: str
    name: str
    size: int
    cost: int
    appeal: int
    continents: tuple[str, ...]
    categories: tuple[str, ...]
    water: int
    rock: int
    house: str | None
    requires: Requirements
    effects: tuple[Effect, ...]
    kind: str = "animal"

    @property
    def icons(self) -> tuple[str, ...]:
        return self.continents + self.categories

    @cached_property
    def needs(self) -> tuple[str | None, int, int, int]:
        """What the animal needs of a room: its house, size, water and rock."""
        return self.house, self.size, self.water, self.rock


@dataclass(frozen=True)
class Sponsor:
    id: str
    name: str
    level: int
    icons: tuple[str, ...]
    requires: Requirements
    effects: tuple[Effect, ...]
    kind: str = "sponsor"


@dataclass(frozen=True)
class Project:
    id: str
    name: str
    base: bool
    icon: str
    levels: tuple[tuple[int, int], ...]
    kind: str = "project"


@dataclass(frozen=True)
class BonusTile:
    id: str
    name: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class FinalCard:
    id: str
    name: str
    measure: str
    thresholds: tuple[tuple[int, int], ...]


Card = Animal | Sponsor | Project


@dataclass(frozen=True)
class Deck:
    """A validated deck: every card by id, plus the lists setup needs."""

    name: str
    cards: Mapping[str, Card]
    zoo_cards: tuple[str, ...]
    base_projects: tuple[str, ...]
    bonus_tiles: Mapping[str, BonusTile]
    final_cards: Mapping[str, FinalCard]
    #: Icon counts of zoos built from this deck, remembered by ``zoo.icons``.
    icon_memo: dict[Any, Any] = dataclass_field(default_factory=dict, compare=False, repr=False)
    #: ``break_effects``' answers, by card id.
    break_memo: dict[str, tuple[int, tuple[Effect, ...]]] = dataclass_field(
        default_factory=dict, compare=False, repr=False
    )

    @cached_property
    def animals(self) -> dict[str, Animal]:
        """The deck's animal cards by id: the Animals action looks up every card in reach
        here, a non-animal being simply absent (``decisions.animals.homed_in_reach``)."""
        return {c.id: c for c in self.cards.values() if isinstance(c, Animal)}

    def animal(self, card_id: str) -> Animal:
        """The animal card with this id (a KeyError for any other card: a bug, since the
        engine asks only of cards it found to be animals)."""
        return _typed(self.cards, card_id, Animal)

    def sponsor(self, card_id: str) -> Sponsor:
        return _typed(self.cards, card_id, Sponsor)

    def project(self, card_id: str) -> Project:
        return _typed(self.cards, card_id, Project)

    def break_effects(self, card_id: str) -> tuple[int, tuple[Effect, ...]]:
        """What a card in a zoo does at every break: the money it pays, and its appeal
        effects in order. Remembered: asked of every card of every zoo at every break."""
        found = self.break_memo.get(card_id)
        if found is None:
            card = self.cards[card_id]
            effects = card.effects if isinstance(card, (Animal, Sponsor)) else ()
            at_break = [e for e in effects if e.when == "break"]
            money = sum(e.n for e in at_break if e.do == "money")
            appeal = tuple(e for e in at_break if e.do == "appeal")
            found = self.break_memo[card_id] = (money, appeal)
        return found


_C = TypeVar("_C", Animal, Sponsor, Project)


def _typed(cards: Mapping[str, Card], card_id: str, kind: type[_C]) -> _C:
    card = cards[card_id]
    if not isinstance(card, kind):
        raise KeyError(f"{card_id} is not a {kind.__name__.lower()} card")
    return card


@cache
def teaching_deck_data() -> dict[str, Any]:
    """The packaged teaching deck, as JSON data (the form new_game's ``deck`` option takes)."""
    path = resources.files("arkbook.ark_nova").joinpath("data/teaching_deck.json")
    return json.loads(path.read_text("utf-8"))


@cache
def teaching_deck() -> Deck:
    """The packaged teaching deck, loaded once: every game without a deck of its own shares
    it (a Deck and its cards are frozen; only its icon memo fills up)."""
    return load_deck(teaching_deck_data(), "teaching deck")


def load_deck(data: Any, source: str = "deck") -> Deck:
    """Validate deck data and build the Deck; InvalidDataFile names the card and field."""
    if not isinstance(data, dict):
        raise InvalidDataFile(source, "(deck)", "(file)", "a deck is a JSON object")
    for key in data:
        if key not in DECK_FIELDS:
            raise InvalidDataFile(
                source,
                "(deck)",
                str(key)[:40],
                f"unknown field; a deck has {', '.join(DECK_FIELDS)}",
            )
    if type(data.get("format")) is not int or data["format"] != DECK_FORMAT:
        raise InvalidDataFile(source, "(deck)", "format", f"must be {DECK_FORMAT}")
    reader = _Reader(source)
    name = reader.deck_text(data, "name") if "name" in data else source
    if "note" in data:
        reader.deck_text(data, "note")
    cards: dict[str, Card] = {}
    for entry in reader.items(data, "animals"):
        animal = reader.animal(entry)
        cards[reader.unique(animal.id, cards)] = animal
    for entry in reader.items(data, "sponsors"):
        sponsor = reader.sponsor(entry)
        cards[reader.unique(sponsor.id, cards)] = sponsor
    for entry in reader.items(data, "projects"):
        project = reader.project(entry)
        cards[reader.unique(project.id, cards)] = project
    tiles: dict[str, BonusTile] = {}
    for entry in reader.items(data, "bonus_tiles"):
        tile = BonusTile(reader.text(entry, "id"), reader.text(entry, "name"), reader.fx(entry))
        tiles[reader.unique(tile.id, {**cards, **tiles})] = tile
    finals: dict[str, FinalCard] = {}
    for entry in reader.items(data, "final_scoring"):
        final = reader.final(entry)
        finals[reader.unique(final.id, {**cards, **tiles, **finals})] = final
    base = tuple(c.id for c in cards.values() if isinstance(c, Project) and c.base)
    zoo = tuple(c.id for c in cards.values() if not (isinstance(c, Project) and c.base))
    if len(tiles) != 9:
        raise InvalidDataFile(source, "(deck)", "bonus_tiles", "the game needs exactly 9")
    if len(base) < 4:
        raise InvalidDataFile(source, "(deck)", "projects", "needs at least 4 base projects")
    if len(finals) < 8:
        raise InvalidDataFile(source, "(deck)", "final_scoring", "needs 8 (2 for each of 4)")
    if len(zoo) < 40:
        raise InvalidDataFile(source, "(deck)", "animals", "needs 40 zoo cards to deal from")
    return Deck(name, cards, zoo, base, tiles, finals)


class _Reader:
    """Field readers that know which card they are reading, to name it in errors."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.card = "(deck)"

    def fail(self, field: str, reason: str) -> InvalidDataFile:
        return InvalidDataFile(self.source, self.card, field, reason)

    def items(self, data: dict, key: str) -> list[dict]:
        value = data.get(key)
        self.card = "(deck)"
        if not isinstance(value, list):
            raise self.fail(key, "must be a list of cards")
        if len(value) > MAX_ENTRIES:
            raise self.fail(key, f"at most {MAX_ENTRIES} entries")
        for i, entry in enumerate(value):
            self.card = f"{key}[{i}]"
            if not isinstance(entry, dict):
                raise self.fail("(card)", "each card is a JSON object")
            self.begin(entry)
            for field in entry:
                if field not in ENTRY_FIELDS[key]:
                    raise self.fail(
                        str(field)[:40], f"unknown field; use {', '.join(ENTRY_FIELDS[key])}"
                    )
        return value

    def begin(self, entry: dict) -> None:
        self.card = f"{_label(entry.get('id', '?'))} ({_label(entry.get('name', '?'))})"

    def unique(self, card_id: str, seen: Mapping[str, Any]) -> str:
        if card_id in seen:
            other = seen[card_id]
            raise self.fail("id", f"{card_id!r} is used twice: {other.id} ({other.name}) has it")
        return card_id

    def text(self, entry: dict, key: str) -> str:
        self.begin(entry)
        return self.checked_text(entry.get(key), key)

    def deck_text(self, data: dict, key: str) -> str:
        """A text field of the deck itself (its ``name``, its ``note``)."""
        self.card = "(deck)"
        return self.checked_text(data.get(key), key)

    def checked_text(self, value: object, key: str) -> str:
        if not isinstance(value, str) or not value.strip() or value != value.strip():
            raise self.fail(key, "must be non-empty text")
        if len(value) > MAX_TEXT_CHARS or not value.isprintable() or not _utf8(value):
            raise self.fail(key, f"printable text of at most {MAX_TEXT_CHARS} characters")
        if key == "id" and not _ID.fullmatch(value):
            raise self.fail(key, "1 to 12 ASCII letters and digits (it is part of move notation)")
        return value

    def number(self, entry: dict, key: str, low: int, high: int, default: int | None = None) -> int:
        value = entry.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(key, f"must be a whole number from {low} to {high}")
        return value

    def names(self, entry: dict, key: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
        value = entry.get(key, [])
        if not isinstance(value, list) or any(
            not isinstance(v, str) or v not in allowed for v in value
        ):
            raise self.fail(key, f"must be a list drawn from {', '.join(allowed)}")
        return tuple(value)

    def requires(self, entry: dict) -> Requirements:
        value = entry.get("requires", {})
        if not isinstance(value, dict):
            raise self.fail("requires", "must be an object")
        unknown = set(value) - {"reputation", "partner_zoo", "icons"}
        if unknown:
            raise self.fail("requires", f"unknown condition {sorted(unknown)[0]!r}")
        zoo = value.get("partner_zoo")
        if zoo is not None and zoo not in CONTINENTS:
            raise self.fail("requires.partner_zoo", f"must be one of {', '.join(CONTINENTS)}")
        icons = value.get("icons", {})
        if not isinstance(icons, dict) or any(
            k not in ICONS or not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20
            for k, n in icons.items()
        ):
            raise self.fail("requires.icons", "maps an icon to a count from 1 to 20")
        return Requirements(
            reputation=self.number(value, "reputation", 0, 15, 0) if value else 0,
            partner_zoo=zoo,
            icons=tuple(sorted(icons.items())),
        )

    def fx(self, entry: dict) -> tuple[Effect, ...]:
        try:
            return parse_effects(entry.get("effects", []))
        except ValueError as exc:
            raise self.fail("effects", str(exc)) from None

    def animal(self, entry: dict) -> Animal:
        card_id, name = self.text(entry, "id"), self.text(entry, "name")
        house = entry.get("house")
        if house is not None and house not in HOUSES:
            raise self.fail("house", f"must be one of {', '.join(HOUSES)}")
        continents = self.names(entry, "continents", CONTINENTS)
        return Animal(
            id=card_id,
            name=name,
            size=self.number(entry, "size", 1, 5),
            cost=self.number(entry, "cost", 0, 40),
            appeal=self.number(entry, "appeal", 0, 20),
            continents=continents,
            categories=self.names(entry, "categories", CATEGORIES),
            water=self.number(entry, "water", 0, 3, 0),
            rock=self.number(entry, "rock", 0, 3, 0),
            house=house,
            requires=self.requires(entry),
            effects=self.fx(entry),
        )

    def sponsor(self, entry: dict) -> Sponsor:
        card_id, name = self.text(entry, "id"), self.text(entry, "name")
        return Sponsor(
            id=card_id,
            name=name,
            level=self.number(entry, "level", 1, 5),
            icons=self.names(entry, "icons", ICONS),
            requires=self.requires(entry),
            effects=self.fx(entry),
        )

    def project(self, entry: dict) -> Project:
        card_id, name = self.text(entry, "id"), self.text(entry, "name")
        icon = entry.get("icon")
        if icon not in ICONS:
            raise self.fail("icon", f"must be one of {', '.join(ICONS)}")
        levels = entry.get("levels")
        if (
            not isinstance(levels, list)
            or len(levels) != 3
            or not all(_pair(level) for level in levels)
        ):
            raise self.fail("levels", "three [icons needed, conservation points] pairs")
        base = entry.get("base", False)
        if not isinstance(base, bool):
            raise self.fail("base", "must be true or false")
        return Project(card_id, name, base, icon, tuple(map(tuple, levels)))

    def final(self, entry: dict) -> FinalCard:
        card_id, name = self.text(entry, "id"), self.text(entry, "name")
        measure = entry.get("measure")
        ok = isinstance(measure, str) and (
            measure in MEASURES
            or (measure.startswith("icon:") and measure[5:] in ICONS)
            or _SIZE_MEASURE.fullmatch(measure) is not None
        )
        if not ok or not isinstance(measure, str):
            raise self.fail("measure", "see the measure vocabulary in arkbook/ark_nova/cards.py")
        thresholds = entry.get("thresholds")
        if not isinstance(thresholds, list) or not thresholds or not all(map(_pair, thresholds)):
            raise self.fail("thresholds", "a list of [count, points] pairs")
        return FinalCard(card_id, name, measure, tuple(map(tuple, thresholds)))


def _pair(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COUNT for v in value
        )
    )


def _label(value: object) -> str:
    """An id or name for an error message: text cut short, anything else by its type."""
    return value[:40] if isinstance(value, str) else f"<{type(value).__name__}>"


def _utf8(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (a lone surrogate cannot, so no save could)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
