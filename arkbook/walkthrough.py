"""The walkthrough player: step through a narrated sequence of game states, for any game.

Every sequence is built from what the engines already record (``history``, its ``Event``s, the
``ScoreSheet`` rows), never written again by hand in a notebook: the setup step by step, a turn
decision by decision, the scoring step by step, or a whole game replayed from its seed. Each
step carries a sentence in plain words, the rule id behind it with the rulebook sentence, and a
board snapshot with the elements that changed highlighted (a diff of consecutive views).

The player is an ipywidgets box: first / back / next / last buttons, a step counter and a slider,
around a read-only board of the game's own kind (pass the board class).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from arkbook.boards.base import Board, changed_elements, log_entry
from arkbook.errors import ArkbookError
from arkbook.game import Event, Game
from arkbook.saving import game_module


@dataclass(frozen=True)
class Step:
    """One narrated moment: what happened in plain words, the rule behind it, the board then."""

    title: str
    narration: str
    rule: str | None
    quote: str
    snapshot: dict[str, Any]
    log: list[dict[str, Any]]

    @property
    def highlight(self) -> list[str]:
        """The board elements this step changed or is about."""
        return list(self.snapshot.get("highlight", []))

    def text(self) -> str:
        """The step as plain text: title, narration and the quoted rule (for notebooks)."""
        lines = [self.title, self.narration]
        if self.rule:
            lines.append(f"[{self.rule}] {self.quote}".rstrip())
        return "\n".join(lines)


def replay(game: Game) -> Game:
    """A fresh game from the same seed, players and options, before any move."""
    module = game_module(game.game_name)
    return module.new_game(players=list(game.players), seed=game.seed, **game.options)


def _first_rule(events: Iterable[Event]) -> str | None:
    return next((e.rule for e in events if e.rule), None)


class _Recorder:
    """Replays a game on a read-only board and takes a snapshot at each step."""

    def __init__(self, game: Game, board_cls: type[Board], player: str | None) -> None:
        self.original = game
        self.game = replay(game)
        self.board = board_cls(self.game, interactive=False, watch=player)
        self.previous = self.board.elements(self.game.view(player))
        self.player = player

    def step(self, title: str, narration: str, rule: str | None, extra: Iterable[str] = ()) -> Step:
        now = self.board.elements(self.game.view(self.player))
        highlight = set(changed_elements(self.previous, now)) | set(extra)
        self.previous = now
        return Step(
            title=title,
            narration=narration,
            rule=rule,
            quote=self.game.rule_text(rule) if rule else "",
            snapshot=self.board.snapshot(highlight),
            log=[log_entry(t, self.board.log_text(t)) for t in self.game.history[1:]],
        )

    def advance(self, index: int) -> list[Event]:
        """Play the original game's move number ``index`` (1-based history index)."""
        move = self.original.history[index].move
        assert move is not None
        return self.game.play(str(move))


def setup_steps(game: Game, board_cls: type[Board], player: str | None = None) -> list[Step]:
    """The preparation, one step per setup event, on the board as set up."""
    rec = _Recorder(game, board_cls, player)
    events = game.history[0].events
    steps = []
    for n, event in enumerate(events, start=1):
        rec.previous = rec.board.elements(rec.game.view(player))  # nothing changes in setup
        steps.append(
            rec.step(
                f"Setup, step {n} of {len(events)}",
                event.text,
                event.rule,
                rec.board.event_elements(event),
            )
        )
    return steps


def move_steps(
    game: Game,
    board_cls: type[Board],
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
    steps = [rec.step(f"Before move {start}", rec.game.prompt, None)]
    for index in range(start, stop):
        move = game.history[index].move
        events = rec.advance(index)
        narration = " ".join(e.text for e in events) or f"{move}."
        steps.append(rec.step(f"Move {index}: {move}", narration, _first_rule(events)))
    return steps


def turn_steps(
    game: Game, board_cls: type[Board], start: int, player: str | None = None
) -> list[Step]:
    """One turn decision by decision: the moves from history entry ``start`` while the same
    player keeps deciding (a turn is often several moves)."""
    who = game.history[start].player
    stop = start
    while stop < len(game.history) and game.history[stop].player == who:
        stop += 1
    return move_steps(game, board_cls, start, stop, player)


def scoring_steps(game: Game, board_cls: type[Board], player: str | None = None) -> list[Step]:
    """The score sheet of the position reached, one row at a time, with running totals."""
    rec = _Recorder(game, board_cls, player)
    for index in range(1, len(game.history)):
        rec.advance(index)
    sheet = rec.game.scores()
    running = dict.fromkeys(game.players, 0.0)
    steps = []
    for n, row in enumerate(sheet.rows, start=1):
        for p in game.players:
            running[p] += row.points.get(p, 0)
        points = ", ".join(f"{p} {row.points.get(p, 0):g}" for p in game.players)
        totals = ", ".join(f"{p} {running[p]:g}" for p in game.players)
        detail = f" ({row.detail})" if row.detail else ""
        narration = f"{row.label}: {points}{detail}. Running totals: {totals}."
        rec.previous = rec.board.elements(rec.game.view(player))
        steps.append(
            rec.step(
                f"Scoring, step {n} of {len(sheet.rows)}",
                narration,
                row.rule,
                rec.board.score_elements(row),
            )
        )
    outcome = rec.game.outcome()
    if outcome is not None:
        winners = " and ".join(outcome.winners)
        tie = f" {outcome.tie_break}" if outcome.tie_break else ""
        steps.append(rec.step("Result", f"{winners} won.{tie}", None))
    return steps


def history_steps(game: Game, board_cls: type[Board], player: str | None = None) -> list[Step]:
    """A whole game replayed from its seed: the setup in one step, then every decision."""
    rec = _Recorder(game, board_cls, player)
    setup = game.history[0].events
    steps = [rec.step("Setup", " ".join(e.text for e in setup), _first_rule(setup))]
    for index in range(1, len(game.history)):
        move = game.history[index].move
        events = rec.advance(index)
        narration = " ".join(e.text for e in events) or f"{move}."
        steps.append(rec.step(f"Move {index}: {move}", narration, _first_rule(events)))
    return steps


class Walkthrough(widgets.VBox):
    """A player over narrated steps: first, back, next, last, a counter and a slider.

    Build one with :meth:`setup`, :meth:`turn`, :meth:`scoring` or :meth:`history`, passing the
    game and its board class, e.g. ``Walkthrough.history(game, ArkBoard)``.
    """

    def __init__(self, name: str, steps: Sequence[Step], board: Board) -> None:
        if not steps:
            raise ArkbookError(f"the walkthrough {name!r} has no steps")
        self.name = name
        self.steps = list(steps)
        self.board = board
        self._title = widgets.HTML()
        self._narration = widgets.HTML()
        self._counter = widgets.Label()
        self._counter.add_class("arkbook-walk-counter")
        self._slider = widgets.IntSlider(
            value=0, min=0, max=len(self.steps) - 1, readout=False, description=""
        )
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
        self._slider.observe(lambda change: self._show(change["new"]), names="value")
        controls = widgets.HBox(
            [
                buttons["first"],
                buttons["back"],
                self._slider,
                buttons["next"],
                buttons["last"],
                self._counter,
            ],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"),
        )
        super().__init__([self._title, self._narration, controls, board])
        self.add_class("arkbook-walkthrough")
        self._show(0)

    # ------------------------------------------------------------------ building
    @classmethod
    def setup(
        cls, game: Game, board_cls: type[Board] = Board, player: str | None = None
    ) -> Walkthrough:
        """The game's preparation, step by step."""
        return cls._build("Setup", game, board_cls, player, setup_steps(game, board_cls, player))

    @classmethod
    def turn(
        cls, game: Game, start: int, board_cls: type[Board] = Board, player: str | None = None
    ) -> Walkthrough:
        """The turn starting at history entry ``start``, decision by decision."""
        steps = turn_steps(game, board_cls, start, player)
        return cls._build(f"Turn from move {start}", game, board_cls, player, steps)

    @classmethod
    def scoring(
        cls, game: Game, board_cls: type[Board] = Board, player: str | None = None
    ) -> Walkthrough:
        """The score sheet of the game's position, row by row."""
        steps = scoring_steps(game, board_cls, player)
        return cls._build("Scoring", game, board_cls, player, steps)

    @classmethod
    def history(
        cls, game: Game, board_cls: type[Board] = Board, player: str | None = None
    ) -> Walkthrough:
        """The whole game so far, replayed from its seed."""
        steps = history_steps(game, board_cls, player)
        return cls._build("Replay", game, board_cls, player, steps)

    @classmethod
    def _build(
        cls,
        name: str,
        game: Game,
        board_cls: type[Board],
        player: str | None,
        steps: list[Step],
    ) -> Walkthrough:
        board = board_cls(replay(game), interactive=False, watch=player)
        return cls(name, steps, board)

    # ------------------------------------------------------------------ stepping
    @property
    def index(self) -> int:
        """The step shown now, from 0."""
        return int(self._slider.value)

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def go(self, index: int) -> Step:
        """Show step ``index`` (clamped to the sequence) and return it."""
        self._slider.value = max(0, min(index, len(self.steps) - 1))
        return self.step

    def _show(self, index: int) -> None:
        """Each part is its own widget and reaches the page in its own message, in this order:
        the board first and the counter last, so that "Step N" never stands over an older
        board or narration."""
        step = self.steps[index]
        self.board.show(step.snapshot, step.log)
        self._title.value = f"<h3 class='arkbook-walk-title'>{html.escape(step.title)}</h3>"
        quote = ""
        if step.rule:
            quote = (
                f"<blockquote class='arkbook-walk-rule'><code>{html.escape(step.rule)}</code> "
                f"{html.escape(step.quote)}</blockquote>"
            )
        self._narration.value = (
            f"<p class='arkbook-walk-narration'>{html.escape(step.narration)}</p>{quote}"
        )
        last = len(self.steps) - 1
        self._buttons["first"].disabled = self._buttons["back"].disabled = index == 0
        self._buttons["next"].disabled = self._buttons["last"].disabled = index == last
        self._counter.value = f"Step {index + 1} of {len(self.steps)}"

    def __repr__(self) -> str:
        """Short and deterministic: ipywidgets cuts a widget's text/plain at 110 characters."""
        where = f"step {self.index + 1} of {len(self.steps)}"
        return f"Walkthrough {self.name}: {where}, {self.step.title}"
