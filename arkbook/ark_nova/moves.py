"""Ark Nova moves and their notation.

Every move is one decision, written ``"<player>: <verb> <arguments>"``:

===============================  ===============================================================
``action build``                 pick an Action card (animals, build, cards, association,
                                 sponsors)
``x-token`` / ``move cards``     take the X-token action / choose the card it moves to slot 1
``spend 2``                      spend X-tokens before performing
``draw`` / ``snap 4``            Cards: draw from the deck / snap the card in folder 4
``take deck`` / ``take 2``       take a card from the deck / from display folder 2
``discard A07``                  discard a zoo card or a Final Scoring card
``build enclosure-3``            choose a building; then ``at 4,5 r2`` places it (anchor hex
                                 and 60° turns, see ``board.py``)
``relocate A22``                 move an animal into a new Reptile House or Aviary
``play A01`` / ``enclosure 3``   choose an animal / the building it moves into
``raise reputation`` / ``skip``  Animals side II at strength 5+: the optional +1 reputation
``task partner-zoo asia``        an association task (``reputation``, ``partner-zoo <c>``,
                                 ``university <kind>``, ``project``); ``donate``
``support P03 2``                support a project at its condition 2 (1-3, left to right)
``sponsor S04`` / ``break``      play a sponsor / the break alternative
``upgrade build`` / ``worker``   a track bonus: upgrade a card / activate a worker
``money`` / ``tile B3``          conservation 5/8: 5 money / a bonus tile
``done``                         finish a repeatable step (side II actions, relocating)
===============================  ===============================================================

Parsing checks the shape only (which words, how many); whether the move is legal is the
engine's ``_check``. The canonical text is what ``str(move)`` prints and parses back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from arkbook.ark_nova.board import SHAPES
from arkbook.ark_nova.tables import ACTIONS, CONTINENTS, UNIVERSITIES
from arkbook.errors import BadNotation
from arkbook.game import Move

_ID = re.compile(r"^[A-Za-z0-9]{1,12}$")
_SMALL = re.compile(r"^[0-9]{1,2}$")
_AT = re.compile(r"^([0-9]),([0-9]{1,2})$")
_ROT = re.compile(r"^r([0-5])$")

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


@dataclass(frozen=True)
class NovaMove(Move):
    """One decision; ``text`` is its canonical notation without the player.

    ``verb`` and ``args`` are its parsed fields, read by the one grammar below and kept on the
    move (``"support P03 2"`` -> ``"support"``, ``("P03", 2)``; ``"at 4,5 r2"`` -> ``"at"``,
    ``((4, 5), 2)``); :func:`parse` builds the text from them, so the two cannot disagree.
    """

    text: str = ""

    def action_text(self) -> str:
        return self.text

    @property
    def verb(self) -> str:
        return self.fields[0]

    @property
    def args(self) -> tuple[Arg, ...]:
        return self.fields[1]

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
        return read(self.text)


def parse(player: str, text: str) -> NovaMove:
    """The move a text names, in canonical form, or BadNotation saying what is wrong."""
    verb, args = read(text)
    return NovaMove(player, write(verb, args))


def read(text: str) -> tuple[str, tuple[Arg, ...]]:
    """A move's verb and typed arguments, checked against the grammar (the shape only:
    whether the move is legal is the engine's ``_check``)."""
    words = text.split()
    if not words:
        raise BadNotation(text, "the move is empty")
    verb, rest = words[0].lower(), words[1:]
    if verb == "task":
        return verb, tuple(_task(text, rest))
    if verb not in GRAMMAR:
        raise BadNotation(text, f"unknown verb {verb!r}; moves start with one of {_verbs()}")
    kinds = GRAMMAR[verb]
    if len(rest) != len(kinds):
        raise BadNotation(text, f"{verb!r} takes {len(kinds)} word(s) after it, not {len(rest)}")
    return verb, tuple(_value(text, kind, word) for kind, word in zip(kinds, rest, strict=True))


def write(verb: str, args: tuple[Arg, ...]) -> str:
    """The canonical text of a verb and its arguments (``read``'s inverse)."""
    words = [verb]
    for kind, arg in zip(GRAMMAR.get(verb, ("word",) * len(args)), args, strict=True):
        if isinstance(arg, tuple):
            words.append(f"{arg[0]},{arg[1]}")
        elif kind == "rot":
            words.append(f"r{arg}")
        else:
            words.append(str(arg))
    return " ".join(words)


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
    if kind == "id" and _ID.match(word):
        return word
    if kind == "kind" and low in SHAPES:
        return low
    at = _AT.match(word) if kind == "hex" else None
    if at:
        return int(at.group(1)), int(at.group(2))
    if kind == "rot" and _ROT.match(low):
        return int(low[1:])
    if kind == "reputation" and low == "reputation":
        return low
    raise BadNotation(text, f"{word!r} is not a {kind} here")
