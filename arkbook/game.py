"""The game contract shared by all three engines.

Every engine subclasses :class:`Game` and fills in a handful of small hooks (set up, list the
legal moves, explain why a move is illegal, apply a move, show a view, score). Everything a
learner, a bot, a board or a test relies on is implemented here once:

* ``play`` checks a move with the engine's own ``_check`` before touching anything, so an
  illegal move changes nothing;
* ``undo`` restores a snapshot taken before the move (a move stack, as in python-chess), so
  undo is exact and cheap, never a replay;
* ``to_json`` writes the seed, the options, the moves and the full state; ``arkbook.load``
  replays the moves and compares the state, so a tampered file is caught and the broken field
  named.

Chance comes only from :func:`chance`, a ``random.Random`` seeded from the game seed and a
purpose string, so the same seed and moves give the same game byte for byte.
"""

from __future__ import annotations

import copy
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from arkbook.errors import ArkbookError, BadNotation, IllegalMove

JSONDict = dict[str, Any]
SAVE_FORMAT = 1
#: The longest move text read; every real move is under 60 characters, and a longer text is
#: refused before any parsing, so a megabyte typed or sent by a page costs nothing.
MAX_MOVE_CHARS = 200
#: How many checked move objects a game remembers (the moves of a whole game are far fewer).
_KNOWN_MOVES = 10_000
#: The longest player name (it starts every move's notation and every save).
MAX_NAME_CHARS = 40

#: Rules of the contract itself, shared by every game (no rulebook states them; they are how a
#: game on a table works). Engine rule ids live in each engine's ``RULES``.
CONTRACT_RULES: Mapping[str, str] = {
    "game.over": "Once the game has ended, nobody moves any more.",
    "game.turn": "Players act in turn; a move is made by the player whose decision it is.",
    "game.undo": "Only a move that was played can be taken back.",
}


def chance(seed: int, *purpose: object) -> random.Random:
    """A generator for one purpose ("deck", "round 2 pool", ...) of one seeded game.

    Seeding from a string is stable across Python runs and platforms, and a separate stream per
    purpose means adding a new random step never shifts the others.
    """
    return random.Random("/".join(str(p) for p in (seed, *purpose)))


def canonical_json(data: object) -> str:
    """The one text form of a JSON-ready value: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class Move:
    """One decision by one player. Engines subclass it as frozen dataclasses.

    ``str(move)`` is the game's notation, ``"<player>: <what>"``, and ``game.parse_move`` reads
    it back. The player's name is part of every move so that simultaneous games (Ark of Animals)
    and hot-seat boards need no separate "whose move" channel.
    """

    player: str

    def action_text(self) -> str:
        """The notation without the player, e.g. ``"take 2"``."""
        raise NotImplementedError

    def __str__(self) -> str:
        return f"{self.player}: {self.action_text()}"


@dataclass(frozen=True)
class Event:
    """Something that happened, told in plain words, with the rule behind it.

    Events are what the walkthrough player narrates, so ``text`` is a full sentence and ``rule``
    is the rule id whose rulebook sentence explains it (or None for pure bookkeeping). ``data``
    carries what a board needs to highlight (card ids, cabins, players), JSON-ready.
    """

    kind: str
    text: str
    rule: str | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> JSONDict:
        return {"kind": self.kind, "text": self.text, "rule": self.rule, "data": dict(self.data)}


@dataclass(frozen=True)
class Turn:
    """One entry of ``game.history``: a move and what it caused. Entry 0 is the setup."""

    index: int
    move: Move | None
    events: tuple[Event, ...]

    @property
    def player(self) -> str | None:
        return None if self.move is None else self.move.player


@dataclass(frozen=True)
class ScoreRow:
    """One scoring step: a label, its rule id, and each player's points for it."""

    label: str
    points: Mapping[str, int | float]
    rule: str | None = None
    detail: str = ""


@dataclass(frozen=True)
class ScoreSheet:
    """The score sheet "if the game ended now": one row per scoring step, then the totals."""

    rows: tuple[ScoreRow, ...]
    totals: Mapping[str, int | float]

    @classmethod
    def from_rows(cls, players: Sequence[str], rows: Sequence[ScoreRow]) -> ScoreSheet:
        """Sum the rows into totals, so that the totals can never disagree with the rows."""
        totals = {p: sum(row.points.get(p, 0) for row in rows) for p in players}
        return cls(rows=tuple(rows), totals=totals)

    def to_dict(self) -> JSONDict:
        return {
            "rows": [
                {"label": r.label, "rule": r.rule, "detail": r.detail, "points": dict(r.points)}
                for r in self.rows
            ],
            "totals": dict(self.totals),
        }


@dataclass(frozen=True)
class Outcome:
    """A finished game: final scores and the winners (more than one when the victory is shared)."""

    scores: Mapping[str, int | float]
    winners: tuple[str, ...]
    tie_break: str = ""


class Game(ABC):
    """Base of every engine. Subclasses implement the ``_hooks``; the public API lives here."""

    #: The module name of the game ("ark", "ark_of_animals", "ark_nova"), used by ``load``.
    game_name: ClassVar[str]
    #: Rule id -> the rulebook sentence it enforces.
    RULES: ClassVar[Mapping[str, str]]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    def __init__(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> None:
        self.players: tuple[str, ...] = _check_players(players, self.min_players, self.max_players)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ArkbookError(f"seed must be a whole number, not {seed!r}")
        self.seed = seed
        self.options: JSONDict = dict(options)
        self._undo_stack: list[Any] = []
        #: Move objects already found to parse back to themselves, with their notation (see
        #: ``_coerce``): what a notation means does not change during a game.
        self._known_moves: dict[Move, str] = {}
        setup_events = self._setup()
        self._history: list[Turn] = [Turn(0, None, tuple(setup_events))]

    # ----------------------------------------------------------------- hooks for engines
    @abstractmethod
    def _setup(self) -> list[Event]:
        """Lay out the game as the rulebook's preparation says; return the setup events."""

    @abstractmethod
    def _legal_moves(self) -> list[Move]:
        """Every legal move now, in a stable order. Empty once the game is over."""

    @abstractmethod
    def _check(self, move: Move) -> IllegalMove | None:
        """None if ``move`` is legal now, else the IllegalMove naming the rule it breaks."""

    @abstractmethod
    def _apply(self, move: Move) -> list[Event]:
        """Carry out a move already checked legal, and say what happened."""

    @abstractmethod
    def _snapshot(self) -> Any:
        """A copy of the whole mutable state, cheap enough to take on every move."""

    @abstractmethod
    def _restore(self, snapshot: Any) -> None:
        """Put back a state taken by ``_snapshot``."""

    @abstractmethod
    def _parse(self, player: str, text: str) -> Move:
        """Read the action part of a move's notation; raise BadNotation if it is no move."""

    @abstractmethod
    def _to_move(self) -> tuple[str, ...]:
        """The players who may decide now (several in a simultaneous game; none when over)."""

    @abstractmethod
    def _prompt(self) -> str:
        """Who must decide what now, in one sentence."""

    @abstractmethod
    def view(self, player: str | None = None) -> JSONDict:
        """What ``player`` may see, JSON-ready; ``None`` shows everything, deck order included."""

    @abstractmethod
    def scores(self) -> ScoreSheet:
        """The score sheet as if the game ended now."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None until the game is over."""

    @abstractmethod
    def _determinize(self, player: str, rng: random.Random) -> None:
        """Reshuffle everything ``player`` cannot see, consistently with what they know.

        Search bots use it to sample a world they cannot see; the conformance suite uses it to
        check that ``view(player)`` hides exactly what this reshuffles.
        """

    def evaluate(self, player: str) -> float:
        """How good the position looks for ``player``, for bots. Default: the lead in points."""
        totals = self.scores().totals
        best_other = max((v for p, v in totals.items() if p != player), default=0)
        return float(totals[player] - best_other)

    # ----------------------------------------------------------------- the public contract
    @classmethod
    def rule_text(cls, rule: str) -> str:
        """The rulebook sentence behind a rule id, for messages and narration."""
        return cls.RULES.get(rule) or CONTRACT_RULES.get(rule) or ""

    @property
    def prompt(self) -> str:
        return self._prompt()

    @property
    def to_move(self) -> tuple[str, ...]:
        return self._to_move()

    @property
    def history(self) -> tuple[Turn, ...]:
        return tuple(self._history)

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played so far, in order (the history without the setup)."""
        return tuple(t.move for t in self._history[1:] if t.move is not None)

    def is_over(self) -> bool:
        return self.outcome() is not None

    def legal_moves(self) -> list[Move]:
        return self._legal_moves()

    def parse_move(self, text: str) -> Move:
        """Read ``"<player>: <action>"``; the player may be left out when only one may move."""
        if not isinstance(text, str):
            raise BadNotation(repr(text)[:MAX_MOVE_CHARS], "a move is written as text")
        if len(text) > MAX_MOVE_CHARS:
            raise BadNotation(text[:40] + "...", f"a move is at most {MAX_MOVE_CHARS} characters")
        head, sep, rest = text.partition(":")
        if sep and head.strip() in self.players:
            player, action = head.strip(), rest.strip()
        else:
            deciders = self._to_move()
            if len(deciders) != 1:
                raise BadNotation(text, "start with the player's name, e.g. 'Ada: ...'")
            player, action = deciders[0], text.strip()
        if not action:
            raise BadNotation(text, "the move is empty")
        return self._parse(player, action)

    def why_not(self, move: Move | str) -> IllegalMove | None:
        """None if the move is legal now, else the IllegalMove it would raise."""
        move = self._coerce(move)
        if self.outcome() is not None:
            return IllegalMove("game.over", "The game is over; no more moves can be played.")
        if move.player not in self._to_move():
            return IllegalMove(
                "game.turn", f"It is not {move.player}'s decision now: {self.prompt}"
            )
        return self._check(move)

    def play(self, move: Move | str) -> list[Event]:
        """Apply one move after checking it. An illegal move raises and changes nothing."""
        move = self._coerce(move)
        problem = self.why_not(move)
        if problem is not None:
            raise problem
        snapshot = self._snapshot()
        events = self._apply(move)
        self._undo_stack.append(snapshot)
        self._history.append(Turn(len(self._history), move, tuple(events)))
        return events

    def undo(self) -> Move:
        """Take back the last move and return it."""
        if not self._undo_stack:
            raise IllegalMove("game.undo", "There is no move to take back.")
        self._restore(self._undo_stack.pop())
        return self._history.pop().move  # type: ignore[return-value]

    def clone(self) -> Game:
        """An independent copy of the current position (for bots); its undo stack is empty."""
        twin = copy.copy(self)
        twin._undo_stack = []
        twin._history = list(self._history)
        twin._restore(self._snapshot())
        return twin

    def to_json(self) -> str:
        """The whole game in one canonical text: seed, options, moves and the full state."""
        return canonical_json(
            {
                "arkbook": SAVE_FORMAT,
                "game": self.game_name,
                "players": list(self.players),
                "seed": self.seed,
                "options": self.options,
                "moves": [str(m) for m in self.moves],
                "state": self.view(None),
            }
        )

    def _coerce(self, move: Move | str) -> Move:
        """The move, checked to be one this game reads: its notation parses back to it.

        A hand-built move (``Place("Ada", "3")``, a bare ``Move``, another game's move) would
        otherwise reach engine code that trusts the fields' types; the round trip refuses it
        with the notation it claims, before any rule looks at it.
        """
        if isinstance(move, str):
            return self.parse_move(move)
        if not isinstance(move, Move):
            raise BadNotation(repr(move)[:MAX_MOVE_CHARS], "expected a move or its text")
        if move.player not in self.players:
            return move  # why_not refuses it: that player is not at this table
        if type(move).action_text is Move.action_text:
            raise BadNotation(repr(move), "use a move of this game, e.g. from legal_moves()")
        text = str(move)
        try:
            # Equal moves may differ in their fields' types (1.0 == 1), never in their text.
            if self._known_moves.get(move) == text:
                return move
        except TypeError:  # a list or dict field: no game's move has one
            raise BadNotation(
                text[:MAX_MOVE_CHARS], "a move's fields are text or numbers"
            ) from None
        if self.parse_move(text) != move:
            raise BadNotation(repr(move)[:MAX_MOVE_CHARS], "its fields do not match its notation")
        if len(self._known_moves) < _KNOWN_MOVES:
            self._known_moves[move] = text
        return move

    def __repr__(self) -> str:
        state = "over" if self.is_over() else self.prompt
        return f"<{type(self).__name__} {', '.join(self.players)} seed={self.seed}: {state}>"


def _check_players(players: Sequence[str], low: int, high: int) -> tuple[str, ...]:
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise ArkbookError("players must be a list of names")
    names = tuple(players)
    if not low <= len(names) <= high:
        raise ArkbookError(f"this game takes {low} to {high} players, not {len(names)}")
    for name in names:
        if (
            not isinstance(name, str)
            or not name.strip()
            or name != name.strip()
            or ":" in name
            or len(name) > MAX_NAME_CHARS
            or not name.isprintable()
            or not _utf8(name)
        ):
            raise ArkbookError(
                f"a player's name must be printable text of at most {MAX_NAME_CHARS} "
                f"characters, without ':', not {repr(name)[:60]}"
            )
    if len(set(names)) != len(names):
        raise ArkbookError("players' names must differ")
    return names


def _utf8(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (a lone surrogate cannot, so no save could)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
