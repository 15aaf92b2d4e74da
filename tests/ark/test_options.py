"""A position's options are worked out once: ``play`` takes one of the listed move objects
without reading its notation back or checking it again, and checks every other move."""

from __future__ import annotations

import copy
import random

import pytest

from arkbook import IllegalMove, ark
from arkbook.ark import legality, scoring
from arkbook.ark.moves import Play
from arkbook.ark.phases import SECOND
from arkbook.game import Move


def counting_checks(monkeypatch: pytest.MonkeyPatch) -> list[Move]:
    """Record every move ``legality.check`` judges from now on (and still judge it)."""
    judged: list[Move] = []
    check = legality.check

    def counted(game: ark.ArkGame, move: Move) -> IllegalMove | None:
        judged.append(move)
        return check(game, move)

    monkeypatch.setattr(legality, "check", counted)
    return judged


def test_a_listed_move_is_played_without_a_second_check(monkeypatch: pytest.MonkeyPatch) -> None:
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=3)
    listed = game.legal_moves()[-1]
    judged = counting_checks(monkeypatch)
    game.play(copy.copy(listed))  # equal, but not the object listed: read and checked
    assert judged == [listed]
    game.undo()
    game.play(listed)
    assert judged == [listed]


def test_a_move_listed_for_an_earlier_position_is_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=5)
    deck = game.deck
    first = next(
        m
        for m in game.legal_moves()
        if isinstance(m, Play) and m.slot <= 2 and not deck.alone[deck.by_name[m.card]]
    )
    game.play(first)
    assert game.to_move == ("Ada",) and game.phase == SECOND  # Ada may play a second card
    judged = counting_checks(monkeypatch)
    problem = game.why_not(first)
    assert problem is not None and problem.rule == "ark.play.hand"  # that card was played
    assert judged == [first]


def test_a_finished_games_outcome_follows_its_figures_discs_and_hands() -> None:
    """The outcome is remembered once scored, for the very tuples it read."""
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=3)
    rng = random.Random(3)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    first = game.outcome()
    assert first is not None and game.outcome() is first
    for change in ("figs", "discs", "hands"):
        world = twin(game)
        value = getattr(world, change)
        setattr(world, change, (value[1], value[0], *value[2:]))  # Ada and Ben swap theirs
        assert world.outcome() == scoring.outcome(world)
    world = twin(game)
    world.discs = tuple(d + 5 * (p == 1) for p, d in enumerate(world.discs))
    changed = world.outcome()
    assert changed is not None and changed.scores["Ben"] == first.scores["Ben"] + 5


def twin(game: ark.ArkGame) -> ark.ArkGame:
    """An independent copy of an Ark game."""
    world = game.clone()
    assert isinstance(world, ark.ArkGame)
    return world
