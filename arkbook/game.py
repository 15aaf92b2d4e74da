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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from arkbook.errors import ArkbookError, BadNotation, IllegalMove
from arkbook.rule_ids import RuleIds
from arkbook.text_form import ShowsAsText

if TYPE_CHECKING:
    from arkbook.explain import Targets, Verdict
    from arkbook.pictures import Mark, Picture

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
    "game.turn": "A move is made by a player of the game who has a decision to make now.",
    "game.undo": "Only a move that was played can be taken back.",
    "game.choice": "A move answers the decision asked now: it is one of that decision's choices.",
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


def seat_entry(view: Mapping[str, Any], name: str) -> JSONDict:
    """``name``'s entry in a view's ``players``, in the games whose view lists each player as
    a record with a ``name`` (Ark Nova and Ark of Animals; Ark's lists the names only). One
    lookup, so a name not at the table is an :class:`ArkbookError` naming it, never a bare
    ``StopIteration`` from a generator."""
    for entry in view["players"]:
        if entry["name"] == name:
            return entry
    raise ArkbookError(f"no such player at this table: {name!r}")


@dataclass(frozen=True)
class Move:
    """One decision by one player. Engines subclass it as frozen dataclasses.

    ``str(move)`` is the game's notation, ``"<player>: <what>"``, and ``game.parse_move`` reads
    it back. The player's name is part of every move so that simultaneous games (Ark of Animals)
    and hot-seat boards need no separate "whose move" channel.
    """

    player: str

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every move's ``repr`` is its notation, so ``game.legal_moves()`` reads as the moves
        a learner types (``Ada: take Cow``), not as code. Set on the subclass itself before its
        ``@dataclass`` runs, which then leaves a ``__repr__`` already there alone."""
        super().__init_subclass__(**kwargs)
        if "__repr__" not in cls.__dict__:
            cls.__repr__ = _notation  # type: ignore[method-assign,assignment]

    def action_text(self) -> str:
        """The notation without the player, e.g. ``"take 2"``."""
        raise NotImplementedError

    def __str__(self) -> str:
        return f"{self.player}: {self.action_text()}"


def _notation(move: Move) -> str:
    """A move's ``repr``: its notation, as its ``str`` (a subclass's own, if it has one)."""
    return str(move)


def _slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The setters of a frozen record's slots, to fill them while it is being made (its own
    ``__setattr__`` refuses): a slot's own setter takes about half the time of
    ``object.__setattr__`` by name, and every move of every game makes several records."""
    return tuple(vars(cls)[name].__set__ for name in names)


@dataclass(frozen=True, slots=True)
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

    def __init__(
        self, kind: str, text: str, rule: str | None = None, data: Mapping[str, Any] | None = None
    ) -> None:
        # Written out, not the dataclass's (every move of every game makes several events).
        # Slots, not a __dict__: a game keeps every event in its history, and a dict per event
        # doubled what the garbage collector keeps walking.
        _set_kind(self, kind)
        _set_text(self, text)
        _set_rule(self, rule)
        _set_data(self, {} if data is None else data)

    def to_dict(self) -> JSONDict:
        return {"kind": self.kind, "text": self.text, "rule": self.rule, "data": dict(self.data)}


_set_kind, _set_text, _set_rule, _set_data = _slot_setters(Event, "kind", "text", "rule", "data")


class Events(ShowsAsText, list[Event]):
    """The events of one played move: a list (it is one), that also shows itself.

    In a notebook it is a short list of sentences, each rule id with its rulebook sentence as a
    tooltip; as text, one line per event (what nbval compares and a console prints).
    """

    # A slot, not a __dict__, and list's own __init__: every move played makes one.
    __slots__ = ("_game",)

    def __init__(self, events: Sequence[Event] = (), game: type[Game] | None = None) -> None:
        list.__init__(self, events)
        self._game = game

    def about(self, *rules: str) -> Events:
        """Only the events whose rule id starts with one of ``rules`` ("nova.end"), each with
        the events without a rule id that follow it (its details, such as the money a choice
        paid): a lesson shows what its scene is about, not every routine step of the turn."""
        kept, keeping = [], False
        for event in self:
            if event.rule:
                keeping = event.rule.startswith(rules)
            if keeping:
                kept.append(event)
        return Events(kept, self._game)

    def text(self) -> str:
        from arkbook.explain import events_text

        return events_text(self)

    def _repr_html_(self) -> str:
        from arkbook.explain import events_html

        return events_html(self, None if self._game is None else self._game.rule_text)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Turn:
    """One entry of ``game.history``: a move and what it caused. Entry 0 is the setup."""

    index: int
    move: Move | None
    events: tuple[Event, ...]

    def __init__(self, index: int, move: Move | None, events: tuple[Event, ...]) -> None:
        # Written out, as Event's is: one Turn is made per move played.
        _set_index(self, index)
        _set_move(self, move)
        _set_events(self, events)

    @property
    def player(self) -> str | None:
        return None if self.move is None else self.move.player


_set_index, _set_move, _set_events = _slot_setters(Turn, "index", "move", "events")


@dataclass(frozen=True)
class ScoreRow:
    """One scoring step: a label, its rule id, and each player's points for it.

    ``shaped_by`` names the further rules that decided this row's points in this game (Ark's
    tie sharing when players tied on a card), so a review counts them as met.
    """

    label: str
    points: Mapping[str, int | float]
    rule: str | None = None
    detail: str = ""
    shaped_by: tuple[str, ...] = ()


@dataclass(frozen=True, repr=False)
class ScoreSheet(ShowsAsText):
    """The score sheet "if the game ended now": one row per scoring step, then the totals.

    It draws itself, in text and in HTML, as python-chess's board does: a learner mid-game
    asked how to see the rows behind "Score if the game ended now", and ``game.scores()``
    printed a dataclass's fields.
    """

    rows: tuple[ScoreRow, ...]
    totals: Mapping[str, int | float]
    #: Whether the game is over: the sheet is then the final one, not "if the game ended now"
    #: (a judge read "if the game ended now" on the sheet of a finished game).
    final: bool = False
    #: What a player's total leaves out because the viewer may not see it yet (Ark Nova:
    #: another player's Final Scoring card), told beside the total: a round-50 learner read
    #: "Ada 105, Ben 96", ended the game sure of a 12-point lead, and won by 4.
    uncounted: Mapping[str, str] = field(default_factory=dict)

    #: The sheet's title, in text and in HTML, while the game goes on and once it is over.
    TITLE: ClassVar[str] = "The score sheet (if the game ended now)"
    FINAL_TITLE: ClassVar[str] = "The final score sheet"

    @property
    def title(self) -> str:
        return self.FINAL_TITLE if self.final else self.TITLE

    def total_words(self, player: str) -> str:
        """A player's total in words, with what it leaves out: "Ben 96 + a secret card"."""
        told = f"{player} {self.totals[player]:g}"
        return f"{told} + {self.uncounted[player]}" if player in self.uncounted else told

    def table(self) -> tuple[list[str], list[list[str]]]:
        """The sheet as a table of words: a row per scoring step (its points for each player,
        what it counts and, while rule ids show in text, its rule), then the totals. A lesson
        that keeps ids in tooltips gets no rule column (a round-32 judge found ids there)."""
        players = list(self.totals)
        ids = RuleIds.in_text
        head = ["row", *players, "what it counts", *(["rule"] if ids else [])]
        rows = [
            [r.label, *(f"{r.points.get(p, 0):g}" for p in players), r.detail]
            + ([r.rule or ""] if ids else [])
            for r in self.rows
        ]
        rows.append(
            ["Total", *(f"{self.totals[p]:g}" for p in players), "", *([""] if ids else [])]
        )
        return head, rows

    def __str__(self) -> str:
        from arkbook.pictures.base import words_table

        return "\n".join([self.title, *words_table(*self.table())])

    def html_table(self) -> str:
        """The sheet as an HTML table. Without a rule column (ids in tooltips), each row's rule
        is its label's tooltip, where the rules index and the lessons' coverage still find it."""
        from arkbook.pictures.base import esc, table

        head, rows = self.table()
        cells = [[esc(c) for c in r] for r in rows]
        if not RuleIds.in_text:
            for row, sheet_row in zip(cells, self.rows, strict=False):  # the totals: no rule
                if sheet_row.rule:
                    row[0] = f'<span title="{esc(sheet_row.rule)}">{row[0]}</span>'
        return table([esc(h) for h in head], cells, len(head))

    def _repr_html_(self) -> str:
        from arkbook.pictures.base import wrap

        return wrap("score-sheet", self.title, self.html_table())

    @classmethod
    def from_rows(
        cls,
        players: Sequence[str],
        rows: Sequence[ScoreRow],
        final: bool = False,
        uncounted: Mapping[str, str] | None = None,
    ) -> ScoreSheet:
        """Sum the rows into totals, so that the totals can never disagree with the rows."""
        totals = {p: sum(row.points.get(p, 0) for row in rows) for p in players}
        return cls(rows=tuple(rows), totals=totals, final=final, uncounted=dict(uncounted or {}))

    def to_dict(self) -> JSONDict:
        return {
            "rows": [
                {"label": r.label, "rule": r.rule, "detail": r.detail, "points": dict(r.points)}
                for r in self.rows
            ],
            "totals": dict(self.totals),
            "uncounted": dict(self.uncounted),
        }


@dataclass(frozen=True)
class SetupStage:
    """One step of a game's preparation, in its rulebook's order, with the table after it.

    A walkthrough of the setup draws ``view`` at each step, so the table is built as the
    rulebook builds it instead of appearing finished at step 1. ``view`` has the shape of
    ``game.view(player)`` and shows only what the steps so far have laid out (no cabins before
    the starting cards, no hands before the deal...). ``number`` and ``total`` follow the
    rulebook's own numbering where it has one, and ``counts`` names what is counted
    ("Preparation" for Ark's eight numbered steps). ``unchanged`` says, for a step the table
    does not show (figures taken from the box), why the picture stays the same.
    """

    number: int
    total: int
    counts: str
    title: str
    narration: str
    rule: str | None
    events: tuple[Event, ...]
    view: JSONDict
    unchanged: str = ""

    @property
    def counter(self) -> str:
        """The step's place in the preparation, e.g. ``"Preparation 5 of 8"``."""
        return f"{self.counts} {self.number} of {self.total}"


@dataclass(frozen=True)
class Destination:
    """A place a card, tile or animal could go: its mark on the picture, its label in words,
    and the moves that would put it there (the place is allowed if any of them is)."""

    at: str
    label: str
    moves: tuple[Move, ...]


@dataclass(frozen=True)
class Placements:
    """Every place a subject could go now, as an engine lists them for ``game.targets``.

    ``first`` is a move the player makes before choosing a place (in Ark Nova, choosing the
    animal): the destinations are judged after it, all refused for its reason if it is refused.
    ``leave_out`` names what the picture of the answer need not show (the game's picture
    knows the names: other players' arks, the hands...).
    """

    subject: str
    player: str
    destinations: tuple[Destination, ...]
    first: Move | None = None
    leave_out: tuple[str, ...] = ()


@dataclass(frozen=True)
class Outcome:
    """A finished game: final scores and the winners (more than one when the victory is shared)."""

    scores: Mapping[str, int | float]
    winners: tuple[str, ...]
    tie_break: str = ""

    def verdict(self) -> str:
        """Who won, in a sentence: several winners share the victory (the tie-break, if any,
        did not part them: said with its counts, which a round-46 learner looked for to check
        it); a single winner on level totals wins on the tie-break, said so that a win on
        level points never reads as a win on points."""
        winners = " and ".join(self.winners)
        if len(self.winners) > 1 and self.tie_break:
            return (
                f"{winners} share the victory; the tie-break does not part them: {self.tie_break}."
            )
        if len(self.winners) > 1:
            return f"{winners} share the victory."
        if self.tie_break:
            return f"{winners} wins, on the tie-break: {self.tie_break}."
        return f"{winners} wins."

    def final_score(self) -> str:
        """The final totals and who won, as a finished game's picture says them."""
        totals = ", ".join(f"{p} {v:g}" for p, v in self.scores.items())
        return f"Final score: {totals}. {self.verdict()}"


class Game(ABC):
    """Base of every engine. Subclasses implement the ``_hooks``; the public API lives here."""

    #: The module name of the game ("ark", "ark_of_animals", "ark_nova"), used by ``load``.
    game_name: ClassVar[str]
    #: Rule id -> the rulebook sentence it enforces.
    RULES: ClassVar[Mapping[str, str]]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: What :meth:`scores` counts before the end, as a board labels its totals.
    SCORES_SAY: ClassVar[str] = "Score if the game ended now"
    #: How many of a player's own further decisions a greedy bot plays before it rates a move
    #: (:class:`arkbook.bots.GreedyBot`): where a turn is several decisions (Ark Nova's action,
    #: then what it does), a choice is worth what the turn ends with. 0 rates a move alone.
    TURN_STEPS: ClassVar[int] = 0
    #: A choice among at most this many options is rated by where the turn goes next
    #: (:func:`arkbook.bots.finish_turn`): an X-token spent or a task chosen scores nothing
    #: by itself. 0: never.
    FEW_OPTIONS: ClassVar[int] = 0

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
        #: The same move objects by identity (holding them keeps their ids unique): the move
        #: objects a game offers come back to ``play`` one by one, and are taken at once.
        self._known_objects: dict[int, Move] = {}
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
        """Put back a state taken by ``_snapshot`` (or by ``_undo_point``)."""

    def _undo_point(self) -> Any:
        """What ``undo`` gives ``_restore`` to take back the move about to be played. By
        default a snapshot; an engine may keep something cheaper to take on every move that
        ``_restore`` still reads, such as its last snapshot and the moves played since it.
        ``clone`` always takes a snapshot."""
        return self._snapshot()

    @abstractmethod
    def _parse(self, player: str, text: str) -> Move:
        """Read the action part of a move's notation; raise BadNotation if it is no move."""

    def _saved_view(self, view: JSONDict) -> JSONDict:
        """A full view read from a save, written the way this version writes it, so that a
        save from before a change of notation still matches the game it replays to. The
        default: as it is."""
        return view

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
    def public_view(self) -> JSONDict:
        """What everyone at the table may see, as :meth:`view` says it: no player's secret (a
        hand), nothing face down to all (a placed tile, the deck's order). A game printed
        without a viewer (its repr, ``picture()``) shows this, never the full view."""

    @abstractmethod
    def scores(self, viewer: str | None = None) -> ScoreSheet:
        """The score sheet as if the game ended now, counting only what ``viewer`` may see
        (``None``: everything, as :meth:`view`): a board's score must not give away a secret
        card by the points it adds."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None until the game is over."""

    @abstractmethod
    def _determinize(self, player: str, rng: random.Random) -> None:
        """Reshuffle everything ``player`` cannot see, consistently with what they know.

        Search bots use it to sample a world they cannot see; the conformance suite uses it to
        check that ``view(player)`` hides exactly what this reshuffles.
        """

    def _setup_stages(self, player: str | None) -> list[SetupStage]:
        """The preparation step by step; engines whose rulebook orders it override this.

        By default the whole setup is one step whose table is the table as set up.
        """
        events = self._history[0].events
        return [
            SetupStage(
                number=1,
                total=1,
                counts="Setup",
                title="Setup",
                narration=" ".join(e.text for e in events),
                rule=next((e.rule for e in events if e.rule), None),
                events=events,
                view=self.view(player),
            )
        ]

    def has_no_effect(self, move: Move) -> bool:
        """Whether ``move``, though legal, would change nothing for its player (Ark Nova's
        reputation task with reputation at its cap): bots and the hint take such a move only
        when it is the only one. Default: every move does something."""
        return False

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

    def turn_under_way(self, player: str) -> bool:
        """Whether ``player``'s turn goes on after the decisions others make now: a decision
        the turn set off for everyone (Ark Nova: the Final Scoring discards when someone
        first reaches 10 conservation), after which the turn's action finishes. A bot or hint
        that rates a turn plays through them (:func:`arkbook.bots.through_others`). No game
        interrupts a turn by default."""
        return False

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
        if action.lower() == "undo":  # a round-32 learner typed the board's ↶ Undo as a move
            raise BadNotation(text, "taking a move back is no move: board.undo() (game.undo())")
        return self._parse(player, action)

    def setup_stages(self, player: str | None = None) -> list[SetupStage]:
        """The preparation in the rulebook's order, each step with the table as it is then
        (what ``player`` may see; None: everything). Only a game before its first move has
        that table in front of it: replay a played game from its seed first."""
        if self.moves:
            raise ArkbookError(
                "setup_stages() shows the table being set up, so it needs a game before its "
                "first move: use arkbook.walkthrough.replay(game).setup_stages()"
            )
        return self._setup_stages(player)

    def why_not(self, move: Move | str) -> IllegalMove | None:
        """None if the move is legal now, else the IllegalMove it would raise."""
        return self._refusal(self._coerce(move))

    def _refusal(self, move: Move) -> IllegalMove | None:
        """``why_not`` of a move already coerced (``play`` coerces once, then asks this)."""
        if self.outcome() is not None:
            return IllegalMove("game.over", "The game is over; no more moves can be played.")
        if move.player not in self.players:  # a move object built by code, never parsed text
            return IllegalMove(
                "game.turn", f"{move.player!r} is not playing; the players are {list(self.players)}"
            )
        if move.player not in self._to_move():
            return self._not_deciding(move)
        return self._check(move)

    def _not_deciding(self, move: Move) -> IllegalMove:
        """Why ``move.player`` has no decision now. In a turn-based game it is someone else's
        turn; a simultaneous game (Ark of Animals) overrides this with the rule of its own that
        holds the player back (a busy hand, a full ark, sand run out)."""
        return IllegalMove("game.turn", f"It is not {move.player}'s decision now: {self.prompt}")

    def play(self, move: Move | str) -> Events:
        """Apply one move after checking it. An illegal move raises and changes nothing.

        The events come back as :class:`Events`, a list that shows itself in a notebook.
        """
        move = self._coerce(move)
        problem = self._refusal(move)
        if problem is not None:
            raise problem
        snapshot = self._undo_point()
        events = self._apply(move)
        self._undo_stack.append(snapshot)
        self._history.append(Turn(len(self._history), move, tuple(events)))
        return Events(events, type(self))

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
        if self._known_objects.get(id(move)) is move:
            return move  # this very object was checked: a move is frozen
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
        self._know(move, text)
        return move

    def _know(self, move: Move, text: str) -> None:
        """Remember that ``move`` reads back to itself from ``text``, its notation, so that
        ``_coerce`` takes it at once. An engine may call this for the moves it makes from its
        own options, which are in canonical notation (its tests check that they read back), so
        that a move it offered is not parsed again when it is played."""
        if len(self._known_moves) < _KNOWN_MOVES:
            self._known_moves[move] = text
            self._known_objects[id(move)] = move

    # ----------------------------------------------------------------- teaching
    # Pictures and explanations live in arkbook.pictures and arkbook.explain, which import the
    # engines' contract; the engines reach them only here, lazily, so imports stay one-way.
    def picture(
        self, player: str | None = None, marks: Sequence[Mark] = (), leave_out: Sequence[str] = ()
    ) -> Picture:
        """A static picture of the position (HTML and text), as ``player`` sees it (None: what
        everyone may see), without the parts named in ``leave_out`` (see
        :mod:`arkbook.pictures`)."""
        from arkbook.pictures import picture

        return picture(self, marks, player, leave_out)

    def explain(self, move: Move | str) -> Verdict:
        """Whether ``move`` is allowed now, and why, as a card (see :mod:`arkbook.explain`)."""
        from arkbook.explain import explain

        return explain(self, move)

    def targets(self, subject: str, player: str | None = None) -> Targets:
        """Where ``subject`` (a card, tile or animal) may go now, marked on the picture."""
        from arkbook.explain import targets

        return targets(self, subject, player)

    def placements(self, subject: str, player: str | None = None) -> Placements:
        """The places ``subject`` could go now (the hook behind :meth:`targets`); each game
        that has targets overrides it."""
        raise ArkbookError(f"no targets are known for the game {self.game_name!r}")

    def _deciding(self, player: str | None) -> str:
        """``player`` if playing, else the one player deciding now."""
        if player is not None:
            if player not in self.players:
                raise ArkbookError(
                    f"{player!r} is not playing; the players are {list(self.players)}"
                )
            return player
        if not self.to_move:
            raise ArkbookError("nobody has a decision to make: the game is over")
        return self.to_move[0]

    def _repr_html_(self) -> str:
        return self.picture()._repr_html_()

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self) if cycle else self.picture().text)

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
