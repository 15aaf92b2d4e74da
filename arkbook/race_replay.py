"""The replay of a recorded Ark of Animals race, for the walkthrough player.

A race is thousands of ``wait`` moves that only let time pass, with a few moves a learner
should see between them (a tile revealed, taken, placed or left; the sand running out). The
replay skips the waits and shows each of the others at the game time it happened: the step's
title and the board's clock both give it, so the clock advances through the replay.
"""

from __future__ import annotations

from collections.abc import Iterable

from arkbook.ark_of_animals import Wait
from arkbook.boards.core import BoardCore
from arkbook.boards.race import clock_ms
from arkbook.boards.records import changed_elements, log_entry
from arkbook.game import Event, Game, Move
from arkbook.walkthrough import Step, Walkthrough, numbered, replay

#: Move kinds a learner sees in a replay or the news (``wait`` only lets time pass).
SHOWN = ("reveal", "take", "place", "leave")


def replay_steps(
    game: Game,
    board_cls: type[BoardCore],
    player: str | None = None,
    kinds: Iterable[str] = SHOWN,
    round_no: int | None = None,
) -> list[Step]:
    """A recorded race replayed from its seed: one step per move of ``kinds`` (waits skipped),
    each with the events it caused and the board at that moment, changes highlighted.

    ``round_no`` keeps only that round's moves (a whole game is hundreds of steps).
    """
    wanted = set(kinds)
    fresh = replay(game)
    board = board_cls(fresh, interactive=False, watch=player)
    previous = board.elements(fresh.view(player))
    steps: list[Step] = []

    def step(title: str, narration: str, rule: str | None, at_ms: int = 0) -> None:
        """One step at game time ``at_ms``: the board's clock reads the time the move was
        made, as the title does (the engine's own clock has already moved to the next
        moment something can happen)."""
        nonlocal previous
        now = board.elements(fresh.view(player))
        highlight = changed_elements(previous, now)
        previous = now
        snapshot = board.snapshot(highlight)
        snapshot["race"] = {**snapshot["race"], "game_ms": at_ms}
        steps.append(
            Step(
                title=title,
                narration=narration,
                rule=rule,
                quote=fresh.rule_text(rule) if rule else "",
                snapshot=snapshot,
                log=[log_entry(t) for t in fresh.history[1:] if _shown(t.move)][-12:],
            )
        )

    if round_no in (None, 1):
        setup = game.history[0].events
        step("Setup", " ".join(e.text for e in setup), next((e.rule for e in setup), None))
    for index in range(1, len(game.history)):
        move = game.history[index].move
        assert move is not None
        playing = fresh.view(None)["round"]
        clock = clock_ms(fresh)
        events = fresh.play(str(move))
        if round_no is not None and playing != round_no:
            previous = board.elements(fresh.view(player))
            continue
        if move.action_text().split()[0] not in wanted:
            if any(e.kind in ("sand-out", "reveal-arks") for e in events):
                step(f"{clock / 1000:g} s", _narrate(events), _first_rule(events), clock)
            else:
                previous = board.elements(fresh.view(player))
            continue
        step(f"{clock / 1000:g} s · {move}", _narrate(events), _first_rule(events), clock)
    return numbered(steps, "Replay step")


def _shown(move: Move | None) -> bool:
    return move is not None and not isinstance(move, Wait)


def _narrate(events: list[Event]) -> str:
    """The events of a move as one paragraph, the round's scoring cut to its totals."""
    text = [e.text for e in events if e.kind not in _SCORING_DETAIL]
    return " ".join(text)


def _first_rule(events: list[Event]) -> str | None:
    return next((e.rule for e in events if e.rule), None)


#: Scoring events a replay step summarises by the round totals (the scoring board shows them).
_SCORING_DETAIL = frozenset(
    {"grain-eaten", "grain-safe", "eaten", "balance", "double", "animals"}
    | {"bonus-first", "bonus-mammals", "bonus-set"}
)


def race_walkthrough(
    game: Game,
    board_cls: type[BoardCore],
    player: str | None = None,
    round_no: int | None = None,
) -> Walkthrough:
    """A recorded race in the walkthrough player (see :func:`replay_steps`)."""
    steps = replay_steps(game, board_cls, player, round_no=round_no)
    name = "Race replay" if round_no is None else f"Race replay, round {round_no}"
    return Walkthrough(name, steps, board_cls(replay(game), interactive=False, watch=player))
