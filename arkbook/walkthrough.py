"""The walkthrough player: step through a narrated sequence of game states, for any game.

Every sequence is built from what the engines already record (``history``, its ``Event``s, the
``ScoreSheet`` rows, the engine's ``setup_stages``), never written again by hand in a notebook:
the setup step by step, a turn decision by decision, the scoring row by row, or a whole game
replayed from its seed. Each step carries a sentence in plain words, the rule id behind it with
the rulebook sentence, one counter named after what it counts ("Preparation 5 of 8", "Score
row 2 of 6", "Move 3 of 40"), and a board snapshot of the game *as it is at that step*, with the
elements that changed highlighted (a diff of consecutive views).

* The setup draws each preparation step's partial table (``Game.setup_stages``), so the table
  is built in the rulebook's order.
* The scoring reveals the score sheet one row at a time: the board's sheet shows only the rows
  counted so far, and the outcome appears on the last step only (``Board.score_snapshot``).

The player is an ipywidgets box: first / back / next / last buttons, the counter and a labelled
"Go to step" number box, around a read-only board of the game's own kind (pass the board class).
"""

from __future__ import annotations

import copy
import dataclasses
import html
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from arkbook.boards.base import Board
from arkbook.boards.core import BoardCore
from arkbook.boards.records import changed_elements, log_entry
from arkbook.errors import ArkbookError
from arkbook.game import Event, Game, SetupStage
from arkbook.rule_ids import RuleIds
from arkbook.saving import game_module

#: A step's counter: what it counts, its number, the total ("Move 12 of 40").
_COUNTER = re.compile(r"(.+?) (\d+) of (\d+)")


@dataclass(frozen=True, repr=False)
class Step:
    """One narrated moment: what happened in plain words, the rule behind it, the board then.

    ``counter`` places the step in its sequence, named after what it counts. ``unchanged`` says
    why the board looks as it did at the step before, for a step the board cannot show (Ark's
    figures taken from the box); it is empty whenever the step changes the picture.
    """

    title: str
    narration: str
    rule: str | None
    quote: str
    snapshot: dict[str, Any]
    log: list[dict[str, Any]]
    counter: str = ""
    unchanged: str = ""

    @property
    def number(self) -> int | None:
        """The number its counter shows ("Move 12 of 40": 12), or None without a counter."""
        found = _COUNTER.fullmatch(self.counter)
        return int(found.group(2)) if found else None

    @property
    def counts(self) -> str:
        """What its counter counts ("Move", "Score row"), or "Step" without a counter."""
        found = _COUNTER.fullmatch(self.counter)
        return found.group(1) if found else "Step"

    @property
    def highlight(self) -> list[str]:
        """The board elements this step changed or is about."""
        return list(self.snapshot.get("highlight", []))

    def text(self) -> str:
        """The step as plain text: counter and title, narration, the quoted rule (notebooks)."""
        head = f"{self.counter}: {self.title}" if self.counter else self.title
        lines = [head, self.narration]
        if self.rule:
            # The id leads the quote while ids are shown in text (rule_ids_in_tooltips).
            lines.append(f"[{self.rule}] {self.quote}".rstrip() if RuleIds.in_text else self.quote)
        return "\n".join(line for line in lines if line)

    def _repr_html_(self) -> str:
        """The step's words (not its board), e.g. as an exercise's folded answer."""
        head = f"{self.counter}: {self.title}" if self.counter else self.title
        quote = _quote_html(self.rule, self.quote)
        return f"<div><b>{html.escape(head)}</b><p>{html.escape(self.narration)}</p>{quote}</div>"

    def __repr__(self) -> str:
        """The plain text (the board's snapshot is data for the widget, not for reading)."""
        return self.text()


def replay(game: Game) -> Game:
    """A fresh game from the same seed, players and options, before any move."""
    module = game_module(game.game_name)
    return module.new_game(players=list(game.players), seed=game.seed, **game.options)


def _first_rule(events: Iterable[Event]) -> str | None:
    return next((e.rule for e in events if e.rule), None)


def numbered(steps: list[Step], counts: str) -> list[Step]:
    """The steps with the counter ``"<counts> k of n"``, for sequences that count their steps."""
    total = len(steps)
    return [
        dataclasses.replace(step, counter=f"{counts} {n} of {total}")
        for n, step in enumerate(steps, start=1)
    ]


class _Recorder:
    """Replays a game on a read-only board and takes a snapshot at each step."""

    def __init__(self, game: Game, board_cls: type[BoardCore], player: str | None) -> None:
        self.original = game
        self.game = replay(game)
        self.board = board_cls(self.game, interactive=False, watch=player)
        self.previous = self.board.elements(self.game.view(player))
        self.player = player

    def step(
        self,
        title: str,
        narration: str,
        rule: str | None,
        counter: str = "",
        extra: Iterable[str] = (),
        snapshot: dict[str, Any] | None = None,
    ) -> Step:
        """The step now: changes since the last step (and ``extra``) highlighted; ``snapshot``
        replaces the board's own when the step shows the game otherwise (a partial sheet)."""
        now = self.board.elements(self.game.view(self.player))
        highlight = set(changed_elements(self.previous, now)) | set(extra)
        self.previous = now
        snap = self.board.snapshot(highlight) if snapshot is None else snapshot
        return Step(
            title=title,
            narration=narration,
            rule=rule,
            quote=self.game.rule_text(rule) if rule else "",
            snapshot=snap,
            log=[log_entry(t, self.board.log_text(t)) for t in self.game.history[1:]],
            counter=counter,
        )

    def advance(self, index: int) -> list[Event]:
        """Play the original game's move number ``index`` (1-based history index)."""
        move = self.original.history[index].move
        assert move is not None
        return self.game.play(str(move))


def setup_steps(game: Game, board_cls: type[BoardCore], player: str | None = None) -> list[Step]:
    """The preparation in the rulebook's order, one step per preparation step, each on the
    table as it stands after that step (``Game.setup_stages``)."""
    fresh = replay(game)
    board = board_cls(fresh, interactive=False, watch=player)
    stages = fresh.setup_stages(player)
    previous = board.elements(stages[0].view)
    steps = []
    for stage in stages:
        now = board.elements(stage.view)
        lit = set(changed_elements(previous, now)) | set(board.stage_elements(stage))
        previous = now
        steps.append(
            Step(
                title=stage.title,
                narration=stage.narration,
                rule=stage.rule,
                quote=fresh.rule_text(stage.rule) if stage.rule else "",
                snapshot=_stage_snapshot(board, stage, sorted(lit & set(now))),
                log=[],
                counter=stage.counter,
                unchanged=stage.unchanged,
            )
        )
    return steps


def _stage_snapshot(board: BoardCore, stage: SetupStage, highlight: list[str]) -> dict[str, Any]:
    """The board's snapshot of a partial table: its view, its step as the prompt, and nobody
    to move before the rulebook says who starts."""
    view = copy.deepcopy(stage.view)
    return board.snapshot(
        highlight,
        view=view,
        prompt=f"{stage.counter}: {stage.title}",
        to_move=list(view.get("to_move", [])),
    )


def move_steps(
    game: Game,
    board_cls: type[BoardCore],
    start: int = 1,
    stop: int | None = None,
    player: str | None = None,
) -> list[Step]:
    """History entries ``start`` to ``stop`` (exclusive), one step per decision, after a first
    step showing the position and the prompt before them."""
    stop = len(game.history) if stop is None else stop
    if not 1 <= start <= stop <= len(game.history):
        raise ArkbookError(f"history has entries 1 to {len(game.history) - 1}")
    rec = _Recorder(game, board_cls, player)
    for index in range(1, start):
        rec.advance(index)
    rec.previous = rec.board.elements(rec.game.view(player))
    last = stop - 1  # counted in the game's own move numbers, as the titles are
    steps = [rec.step(f"Before move {start}", rec.game.prompt, None, f"Move {start - 1} of {last}")]
    for index in range(start, stop):
        move = game.history[index].move
        events = rec.advance(index)
        narration = " ".join(e.text for e in events) or f"{move}."
        counter = f"Move {index} of {last}"
        steps.append(rec.step(f"Move {index}: {move}", narration, _first_rule(events), counter))
    return steps


def turn_steps(
    game: Game, board_cls: type[BoardCore], start: int, player: str | None = None
) -> list[Step]:
    """One turn decision by decision: the moves from history entry ``start`` while the same
    player keeps deciding (a turn is often several moves)."""
    who = game.history[start].player
    stop = start
    while stop < len(game.history) and game.history[stop].player == who:
        stop += 1
    return move_steps(game, board_cls, start, stop, player)


def scoring_steps(game: Game, board_cls: type[BoardCore], player: str | None = None) -> list[Step]:
    """The score sheet of the position reached, one row per step, with running totals.

    The board's sheet shows only the rows counted so far; the last step counts the last row
    and only then tells the outcome (a scoring walkthrough that named the winner first would
    give its ending away).
    """
    rec = _Recorder(game, board_cls, player)
    for index in range(1, len(game.history)):
        rec.advance(index)
    sheet = rec.game.scores()
    if not sheet.rows:
        raise ArkbookError("this position has no score sheet rows to walk through")
    running = dict.fromkeys(game.players, 0.0)
    outcome = rec.game.outcome()
    total = len(sheet.rows)
    steps = []
    for n, row in enumerate(sheet.rows, start=1):
        for p in game.players:
            running[p] += row.points.get(p, 0)
        points = ", ".join(f"{p} {row.points.get(p, 0):g}" for p in game.players)
        totals = ", ".join(f"{p} {running[p]:g}" for p in game.players)
        detail = f" ({row.detail})" if row.detail else ""
        narration = f"{row.label}: {points}{detail}. Running totals: {totals}."
        if n == total:
            narration = f"{row.label}: {points}{detail}. Final totals: {totals}."
            if outcome is not None:
                winners = " and ".join(outcome.winners)
                tie = f" {outcome.tie_break}" if outcome.tie_break else ""
                narration += f" {winners} {'win' if len(outcome.winners) > 1 else 'wins'}.{tie}"
        extra = rec.board.score_elements(row)
        rec.previous = rec.board.elements(rec.game.view(player))
        snap = rec.board.score_snapshot(n, extra)
        steps.append(
            rec.step(row.label, narration, row.rule, f"Score row {n} of {total}", extra, snap)
        )
    return steps


def history_steps(game: Game, board_cls: type[BoardCore], player: str | None = None) -> list[Step]:
    """A whole game replayed from its seed: the setup in one step, then every decision."""
    rec = _Recorder(game, board_cls, player)
    setup = game.history[0].events
    total = len(game.history) - 1
    steps = [
        rec.step("Setup", " ".join(e.text for e in setup), _first_rule(setup), f"Move 0 of {total}")
    ]
    for index in range(1, len(game.history)):
        move = game.history[index].move
        events = rec.advance(index)
        narration = " ".join(e.text for e in events) or f"{move}."
        counter = f"Move {index} of {total}"
        steps.append(rec.step(f"Move {index}: {move}", narration, _first_rule(events), counter))
    return steps


def _first_number(steps: Sequence[Step]) -> int:
    """The number "Go to" gives the first step: the one its counter shows when the counters
    number the steps one by one ("Move 0", "Move 1"...), so that typing 12 shows "Move 12";
    else 1, as "Step 1 of n" does."""
    numbers = [s.number for s in steps]
    first = numbers[0]
    if first is not None and numbers == list(range(first, first + len(steps))):
        return first
    return 1


class Walkthrough(widgets.VBox):
    """A player over narrated steps: first, back, next, last, a counter and a step number box.

    The step number is a labelled number box, not ipywidgets' slider: the slider's handle has no
    accessible name a screen reader could announce, whatever its description (axe-core reports
    it), while a number box is labelled, takes the keyboard's arrow keys, and lets a teacher type
    "step 12" directly.

    Build one with :meth:`setup`, :meth:`turn`, :meth:`scoring` or :meth:`history`, passing the
    game and its board class, e.g. ``Walkthrough.history(game, ArkBoard)``.
    """

    def __init__(
        self, name: str, steps: Sequence[Step], board: BoardCore, controls_below: bool = False
    ) -> None:
        """``controls_below`` puts the step's words and buttons under the board, beside a
        part that changes at the board's foot (the score sheet and scoring cards): above a
        tall board they would stand a screen away from it."""
        if not steps:
            raise ArkbookError(f"the walkthrough {name!r} has no steps")
        self.name = name
        self.steps = list(steps)
        self.board = board
        self._title = widgets.HTML()
        self._narration = widgets.HTML()
        self._counter = widgets.Label()
        self._counter.add_class("arkbook-walk-counter")
        self._index = 0
        self._first = _first_number(self.steps)
        self._goto = widgets.BoundedIntText(
            value=self._first,
            min=self._first,
            max=self._first + len(self.steps) - 1,
            description=f"Go to {self.steps[-1].counts.lower()}",
            style={"description_width": "initial"},
            layout=widgets.Layout(width="12em"),
        )
        self._goto.add_class("arkbook-walk-goto")
        buttons = {
            "first": widgets.Button(description="« First", tooltip="First step"),
            "back": widgets.Button(description="‹ Back", tooltip="Previous step"),
            "next": widgets.Button(description="Next ›", tooltip="Next step"),
            "last": widgets.Button(description="Last »", tooltip="Last step"),
        }
        for button in buttons.values():
            button.layout = widgets.Layout(width="auto")
            button.add_class("arkbook-walk-button")
        buttons["first"].on_click(lambda _b: self.go(0))
        buttons["back"].on_click(lambda _b: self.go(self.index - 1))
        buttons["next"].on_click(lambda _b: self.go(self.index + 1))
        buttons["last"].on_click(lambda _b: self.go(len(self.steps) - 1))
        self._buttons = buttons
        self._goto.observe(lambda change: self.go(int(change["new"]) - self._first), names="value")
        controls = widgets.HBox(
            [
                buttons["first"],
                buttons["back"],
                buttons["next"],
                buttons["last"],
                self._counter,
                self._goto,
            ],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"),
        )
        parts = [self._title, self._narration, controls, board]
        if controls_below:
            parts = [board, self._title, self._narration, controls]
        super().__init__(parts)
        self.add_class("arkbook-walkthrough")
        self._show(0)

    # ------------------------------------------------------------------ building
    @classmethod
    def setup(
        cls, game: Game, board_cls: type[BoardCore] = Board, player: str | None = None
    ) -> Walkthrough:
        """The game's preparation, step by step, in the rulebook's order."""
        return cls._build("Setup", game, board_cls, player, setup_steps(game, board_cls, player))

    @classmethod
    def turn(
        cls, game: Game, start: int, board_cls: type[BoardCore] = Board, player: str | None = None
    ) -> Walkthrough:
        """The turn starting at history entry ``start``, decision by decision."""
        steps = turn_steps(game, board_cls, start, player)
        return cls._build(f"Turn from move {start}", game, board_cls, player, steps)

    @classmethod
    def scoring(
        cls, game: Game, board_cls: type[BoardCore] = Board, player: str | None = None
    ) -> Walkthrough:
        """The score sheet of the game's position, row by row."""
        steps = scoring_steps(game, board_cls, player)
        board = board_cls(replay(game), interactive=False, watch=player)
        return cls("Scoring", steps, board, controls_below=True)

    @classmethod
    def history(
        cls, game: Game, board_cls: type[BoardCore] = Board, player: str | None = None
    ) -> Walkthrough:
        """The whole game so far, replayed from its seed."""
        steps = history_steps(game, board_cls, player)
        return cls._build("Replay", game, board_cls, player, steps)

    @classmethod
    def _build(
        cls,
        name: str,
        game: Game,
        board_cls: type[BoardCore],
        player: str | None,
        steps: list[Step],
    ) -> Walkthrough:
        board = board_cls(replay(game), interactive=False, watch=player)
        return cls(name, steps, board)

    # ------------------------------------------------------------------ stepping
    @property
    def index(self) -> int:
        """The step shown now, from 0."""
        return self._index

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def go(self, index: int) -> Step:
        """Show step ``index`` (clamped to the sequence) and return it."""
        index = max(0, min(index, len(self.steps) - 1))
        if index != self._index:
            self._index = index
            self._show(index)
        self._goto.value = index + self._first  # a number out of range is put back in range
        return self.step

    def _show(self, index: int) -> None:
        """Each part is its own widget and reaches the page in its own message, in this order:
        the board first and the counter last, so that "Step N" never stands over an older
        board or narration."""
        step = self.steps[index]
        self.board.show(step.snapshot, step.log)
        self._title.value = f"<h3 class='arkbook-walk-title'>{html.escape(step.title)}</h3>"
        unchanged = (
            f"<p class='arkbook-walk-unchanged'>{html.escape(step.unchanged)}</p>"
            if step.unchanged and step.unchanged != step.narration
            else ""
        )
        quote = _quote_html(step.rule, step.quote, "arkbook-walk-rule")
        self._narration.value = (
            f"<p class='arkbook-walk-narration'>{html.escape(step.narration)}</p>{unchanged}{quote}"
        )
        last = len(self.steps) - 1
        self._buttons["first"].disabled = self._buttons["back"].disabled = index == 0
        self._buttons["next"].disabled = self._buttons["last"].disabled = index == last
        self._counter.value = step.counter or f"Step {index + 1} of {len(self.steps)}"

    def __repr__(self) -> str:
        """Short and deterministic: ipywidgets cuts a widget's text/plain at 110 characters."""
        where = self.step.counter or f"step {self.index + 1} of {len(self.steps)}"
        return f"Walkthrough {self.name}: {where}, {self.step.title}"


def _quote_html(rule: str | None, quote: str, css: str = "") -> str:
    """A step's rule: its id in ``<code>`` before the quote while ids are shown in text, else
    the id is the quote's tooltip (:func:`arkbook.explain.rule_ids_in_tooltips`)."""
    if not rule:
        return ""
    cls = f" class='{css}'" if css else ""
    if RuleIds.in_text:
        said = f"<code>{html.escape(rule)}</code> {html.escape(quote)}"
        return f"<blockquote{cls}>{said}</blockquote>"
    return f"<blockquote{cls} title='{html.escape(rule)}'>{html.escape(quote)}</blockquote>"
