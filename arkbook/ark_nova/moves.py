"""Ark Nova moves and their notation.

Every move is one decision, written ``"<player>: <verb> <arguments>"``:

===============================  ===============================================================
``action build``                 pick an Action card (animals, build, cards, association,
                                 sponsors)
``x-token`` / ``move cards``     take the X-token action / choose the card it moves to slot 1
``spend 2``                      spend X-tokens before performing
``draw`` / ``snap 4``            Cards: draw from the deck / snap the card in folder 4
``take deck`` / ``take 2``       take a card from the deck / from display folder 2
``discard Greater Flamingo``     discard a zoo card or a Final Scoring card
``build enclosure-3``            choose a building; then ``at 4,5 r2`` places it (anchor hex
                                 and 60° turns, see ``board.py``)
``relocate King Cobra``          move an animal into a new Reptile House or Aviary
``play African Lion``            choose an animal; then ``enclosure 3``, the building it
                                 moves into
``raise reputation`` / ``skip``  Animals side II at strength 5+: the optional +1 reputation
``task partner-zoo asia``        an association task (``reputation``, ``partner-zoo <c>``,
                                 ``university <kind>``, ``project``); ``donate``
``support Himalaya Reserve 2``   support a project at its condition 2 (1-3, left to right)
``sponsor Zoo School``           play a sponsor; ``break``: the break alternative
``upgrade build`` / ``worker``   a track bonus: upgrade a card / activate a worker
``money`` / ``tile Open Day``    conservation 5/8: 5 money / a bonus tile
``done``                         finish a repeatable step (side II actions, relocating)
===============================  ===============================================================

A card is written by its name, in any case (``discard african lion``), or by its id
(``discard A01``, as older saves and golden files have it); the move's text always shows the
name. A name may have spaces: each verb takes a fixed number of arguments and at most one of
them is a card, so the card is every word the others leave (``support Zoo School 2`` is the
card "Zoo School" at condition 2). The deck's :class:`CardNames` reads and writes them; a name
the deck does not have is an :class:`~arkbook.errors.UnknownCard` naming the closest ones.

Parsing checks the shape only (which words, how many, which card); whether the move is legal is
the engine's ``_check``. The canonical text is what ``str(move)`` prints and parses back.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from arkbook.ark_nova.board import SHAPES
from arkbook.ark_nova.tables import ACTIONS, CONTINENTS, UNIVERSITIES
from arkbook.errors import BadNotation, UnknownCard
from arkbook.game import Move

if TYPE_CHECKING:
    from arkbook.ark_nova.cards import Deck

_ID = re.compile(r"^[A-Za-z0-9]{1,12}$")
_SMALL = re.compile(r"^[0-9]{1,2}$")
_AT = re.compile(r"^([0-9]),([0-9]{1,2})$")
_ROT = re.compile(r"^r([0-5])$")
#: A longer name is written as its id, so that a move's text stays well within the length a
#: move may have (``arkbook.game.MAX_MOVE_CHARS``) and a save always reads back.
MAX_NAME_CHARS = 40

#: verb -> the kinds of its arguments.
GRAMMAR: dict[str, tuple[str, ...]] = {
    "action": ("action",),
    "x-token": (),
    "move": ("action",),
    "spend": ("small",),
    "draw": (),
    "snap": ("small",),
    "take": ("source",),
    "discard": ("id",),
    "build": ("kind",),
    "at": ("hex", "rot"),
    "relocate": ("id",),
    "play": ("id",),
    "enclosure": ("small",),
    "raise": ("reputation",),
    "skip": (),
    "donate": (),
    "support": ("id", "small"),
    "sponsor": ("id",),
    "break": (),
    "upgrade": ("action",),
    "worker": (),
    "money": (),
    "tile": ("id",),
    "done": (),
}
TASKS: dict[str, tuple[str, ...]] = {
    "reputation": (),
    "project": (),
    "partner-zoo": CONTINENTS,
    "university": tuple(UNIVERSITIES),
}


#: A parsed argument: a word (action, card id, building kind, task...), a number (folder,
#: X-tokens, enclosure, condition, rotation) or a hex ``(x, y)``.
Arg = str | int | tuple[int, int]


class CardNames:
    """A deck's cards as the notation names them: read by id or by name, written by name.

    A name is read in any case and spacing. A card is written by its id instead when its name
    would not read back to it (two cards share the name, or it is another card's id) or is
    longer than :data:`MAX_NAME_CHARS`.
    """

    def __init__(self, names: Mapping[str, str]) -> None:
        """``names``: card id -> printed name, for every card a move may name."""
        self._names = dict(names)
        found: dict[str, list[str]] = {}
        for card, name in names.items():
            found.setdefault(_key(name), []).append(card)
        self._by_name = {key: cards[0] for key, cards in found.items() if len(cards) == 1}
        self._shared = {key: cards for key, cards in found.items() if len(cards) > 1}
        self._by_id = {_key(card): card for card in names}
        self._words = {
            card: name if len(name) <= MAX_NAME_CHARS and self.card(name) == card else card
            for card, name in names.items()
        }
        #: What move texts read as with these names (see ``fields``).
        self._fields: dict[str, tuple[str, tuple[Arg, ...]]] = {}
        #: The moves made from option texts, by player and text (see ``move``).
        self._moves: dict[tuple[str, str], NovaMove] = {}

    @classmethod
    def of(cls, deck: Deck) -> CardNames:
        """The zoo cards, bonus tiles and Final Scoring cards of a deck, made once per deck
        (a deck is frozen), so that every game of the deck shares what its texts read as."""
        found = _NAMES_OF.get(id(deck))
        if found is None or found[0] is not deck:
            if len(_NAMES_OF) > DECKS_KEPT:
                _NAMES_OF.clear()
            cards = [*deck.cards.values(), *deck.bonus_tiles.values(), *deck.final_cards.values()]
            found = _NAMES_OF[id(deck)] = (deck, cls({c.id: c.name for c in cards}))
        return found[1]

    def fields(self, text: str) -> tuple[str, tuple[Arg, ...]]:
        """``read(text, self)``, remembered: game after game, the same option texts are
        made into moves whose fields are asked."""
        found = self._fields.get(text)
        if found is None:
            if len(self._fields) > FIELDS_KEPT:
                self._fields.clear()
            found = self._fields[text] = read(text, self)
        return found

    def move(self, player: str, text: str) -> NovaMove:
        """The move of a player's option text, one object shared by every game of the deck:
        a bench or a tournament plays game after game with the same players, and each game
        met about 400 texts it had not made a move of yet, made the move and read its fields
        again. A move is frozen, and its fields depend on the text and these names only."""
        key = (player, text)
        found = self._moves.get(key)
        if found is None:
            if len(self._moves) > FIELDS_KEPT:
                self._moves.clear()
            found = self._moves[key] = NovaMove(player, text, self)
        return found

    def name(self, card: str) -> str:
        """The printed name of a card id (an unknown id is shown as it is)."""
        return self._names.get(card, card)

    def word(self, card: str) -> str:
        """How a move's text writes a card: its name, unless that would not read back."""
        return self._words.get(card, card)

    def card(self, written: str) -> str | None:
        """The id of the card an argument names: an id as it is, a name in any case, an id
        in any case; None for none of these."""
        if written in self._names:
            return written
        key = _key(written)
        return self._by_name.get(key) or self._by_id.get(key)

    def unknown(self, text: str, written: str) -> BadNotation:
        """Why ``written`` names no card: shared by several (write the id), or unknown (the
        closest names)."""
        shared = self._shared.get(_key(written))
        if shared:
            return BadNotation(text, f"{len(shared)} cards are called {written!r}: write "
                               f"{' or '.join(shared)}")  # fmt: skip
        keys = {_key(name): name for name in self._names.values()}
        close = difflib.get_close_matches(_key(written), list(keys), n=3, cutoff=0.6)
        return UnknownCard(text, written, tuple(keys[k] for k in close))


#: Each deck's CardNames, by the deck's id (the deck kept alive, so its id is not reused).
_NAMES_OF: dict[int, tuple[Deck, CardNames]] = {}
#: How many decks' CardNames are remembered before the memo starts over.
DECKS_KEPT = 16
#: How many move texts' fields, and moves, a CardNames remembers before it starts over.
FIELDS_KEPT = 20_000


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


@dataclass(frozen=True)
class NovaMove(Move):
    """One decision; ``text`` is its canonical notation without the player.

    ``verb`` and ``args`` are its parsed fields, read by the one grammar below and kept on the
    move (``"support Himalaya Reserve 2"`` -> ``"support"``, ``("P03", 2)``: a card argument
    is its id; ``"at 4,5 r2"`` -> ``"at"``, ``((4, 5), 2)``); :func:`parse` builds the text from
    them, so the two cannot disagree. ``names`` are the deck's card names the text is read
    with (None: cards by id only).
    """

    text: str = ""
    names: CardNames | None = field(default=None, compare=False, repr=False)

    def action_text(self) -> str:
        return self.text

    @property
    def verb(self) -> str:
        return self.fields[0]

    @property
    def args(self) -> tuple[Arg, ...]:
        return self.fields[1]

    @property
    def by_id(self) -> str:
        """The text with each card written by its id (``"support P03 2"``), as the engine's
        rules compare them."""
        return write(*self.fields)

    def word(self, i: int) -> str:
        """Argument ``i`` (0-based), a word: an action, a card id, a kind, a task..."""
        arg = self.args[i]
        if not isinstance(arg, str):
            raise BadNotation(self.text, f"argument {i + 1} is not a word")
        return arg

    def number(self, i: int) -> int:
        """Argument ``i``, a number: a folder, X-tokens, an enclosure, a condition, turns."""
        arg = self.args[i]
        if not isinstance(arg, int):
            raise BadNotation(self.text, f"argument {i + 1} is not a number")
        return arg

    def hex(self, i: int) -> tuple[int, int]:
        arg = self.args[i]
        if not isinstance(arg, tuple):
            raise BadNotation(self.text, f"argument {i + 1} is not a hex")
        return arg

    @cached_property
    def fields(self) -> tuple[str, tuple[Arg, ...]]:
        """(verb, args), parsed once; BadNotation if the text is no move."""
        return read(self.text) if self.names is None else self.names.fields(self.text)


def parse(player: str, text: str, names: CardNames | None = None) -> NovaMove:
    """The move a text names, in canonical form, or BadNotation saying what is wrong."""
    verb, args = read(text, names)
    return NovaMove(player, write(verb, args, names), names)


def read(text: str, names: CardNames | None = None) -> tuple[str, tuple[Arg, ...]]:
    """A move's verb and typed arguments, checked against the grammar (the shape only:
    whether the move is legal is the engine's ``_check``). A card is read by id or, with
    ``names``, by name; the argument is its id."""
    words = text.split()
    if not words:
        raise BadNotation(text, "the move is empty")
    verb, rest = words[0].lower(), words[1:]
    if verb == "task":
        return verb, tuple(_task(text, rest))
    if verb not in GRAMMAR:
        raise BadNotation(text, f"unknown verb {verb!r}; moves start with one of {_verbs()}")
    kinds = GRAMMAR[verb]
    if "id" in kinds and len(rest) > len(kinds):
        # The card is every word the other arguments leave (a name may have spaces).
        at, extra = kinds.index("id"), len(rest) - len(kinds)
        rest = [*rest[:at], " ".join(rest[at : at + extra + 1]), *rest[at + extra + 1 :]]
    if len(rest) != len(kinds):
        raise BadNotation(
            text,
            f"{verb!r} takes {len(kinds)} word(s) after it, not {len(rest)}"
            + _one_step(verb, rest),
        )
    return verb, tuple(
        _card(text, word, names) if kind == "id" else _value(text, kind, word)
        for kind, word in zip(kinds, rest, strict=True)
    )


def write(verb: str, args: tuple[Arg, ...], names: CardNames | None = None) -> str:
    """The canonical text of a verb and its arguments (``read``'s inverse); with ``names``,
    cards are written by name, else by id."""
    words = [verb]
    for kind, arg in zip(GRAMMAR.get(verb, ("word",) * len(args)), args, strict=True):
        if isinstance(arg, tuple):
            words.append(f"{arg[0]},{arg[1]}")
        elif kind == "rot":
            words.append(f"r{arg}")
        elif kind == "id" and names is not None:
            words.append(names.word(str(arg)))
        else:
            words.append(str(arg))
    return " ".join(words)


def is_verb(word: str) -> bool:
    """Whether a move may start with ``word`` (in any case)."""
    return word.lower() in GRAMMAR or word.lower() == "task"


def _verbs() -> str:
    return ", ".join([*GRAMMAR, "task"])


def _task(text: str, args: list[str]) -> list[str]:
    if not args or args[0].lower() not in TASKS:
        raise BadNotation(text, f"a task is one of {', '.join(TASKS)}")
    name = args[0].lower()
    choices = TASKS[name]
    if not choices:
        if len(args) != 1:
            raise BadNotation(text, f"task {name} takes nothing more")
        return [name]
    if len(args) != 2 or args[1].lower() not in choices:
        raise BadNotation(text, f"task {name} names one of {', '.join(choices)}")
    return [name, args[1].lower()]


def _card(text: str, written: str, names: CardNames | None) -> str:
    """A card argument's id: without ``names``, any one word shaped like an id."""
    if names is None:
        if _ID.match(written):
            return written
        raise BadNotation(text, f"{written!r} is not a card id here")
    card = names.card(written)
    if card is None:
        raise names.unknown(text, written)
    return card


def _value(text: str, kind: str, word: str) -> Arg:
    low = word.lower()
    if kind == "action" and low in ACTIONS:
        return low
    if kind == "small" and _SMALL.match(word):
        return int(word)
    if kind == "source" and low == "deck":
        return low
    if kind == "source" and _SMALL.match(word) and len(word) == 1:
        return int(word)
    if kind == "kind" and low in SHAPES:
        return low
    at = _AT.match(word) if kind == "hex" else None
    if at:
        return int(at.group(1)), int(at.group(2))
    if kind == "rot" and _ROT.match(low):
        return int(low[1:])
    if kind == "reputation" and low == "reputation":
        return low
    raise BadNotation(text, f"{word!r} is not {KIND_WORDS[kind]}")


#: What each kind of word in a move is, as a refusal of a wrong word says it (a round-29
#: learner wrote ``take Lion`` and read "'Lion' is not a source here").
KIND_WORDS: Mapping[str, str] = {
    "action": f"an Action card ({', '.join(ACTIONS)})",
    "small": "a number here",
    "source": "'deck' or a display folder, 1 to 6: a display card is taken by its folder",
    "kind": f"a building ({', '.join(SHAPES)})",
    "hex": "a space, column and row such as 3,6",
    "rot": "a facing, r0 to r5",
    "reputation": "the word 'reputation'",
}


#: The verbs that take a card from a display folder: the Cards action's snap, a bonus's take.
DISPLAY_VERBS = ("snap", "take")


def _one_step(verb: str, rest: list[str]) -> str:
    """What to do instead when a move holds a later decision too: a building and its place are
    two decisions (a round-26 learner wrote ``build pavilion at 2,9 r0`` and read only the
    word count); or names a display card, which is taken by its folder (round 29: ``take
    African Elephant``)."""
    lowered = [w.lower() for w in rest]
    if verb in DISPLAY_VERBS:
        return "; a display card is named by its folder number, 1 to 6, not by its name"
    if verb != "build" or "at" not in lowered:
        return ""
    place = " ".join(rest[lowered.index("at") :])
    return f"; the place is a second decision: play 'build {rest[0]}', then '{place}'"
