"""Ark's practice positions say what Ada can see, and the Hint agrees with their task."""

from __future__ import annotations

import re

import pytest

from arkbook.coach import hint
from arkbook.learn import PRACTICE

ARK = PRACTICE["ark"]


@pytest.mark.parametrize("name", list(ARK))
def test_a_task_names_only_cards_ada_can_see(name: str) -> None:
    """A task is read before the board: a card it names that is not on the ark, in Ada's hand
    or face up would send the learner looking for it (or tell them a hidden card)."""
    drill = ARK[name]
    game = drill.build()
    laid = game.options["position"]
    seen = {
        card
        for cards in (*laid["port"], *laid["starboard"], laid["hands"]["Ada"], laid["display"])
        for card in cards
    }
    named = {c for c in game.deck.names if re.search(rf"\b{re.escape(c)}\b", drill.task)}
    assert named, f"{name}: the task names no card"
    assert named <= seen, f"{name}: the task names {sorted(named - seen)}, which Ada cannot see"


@pytest.mark.parametrize("name", list(ARK))
def test_the_hint_suggests_the_move_the_task_ends_with(name: str) -> None:
    """A learner who presses Hint in a practice position is sent where its task leads (the
    move after the tries), not elsewhere, as in the lesson's scenes."""
    drill = ARK[name]
    suggested = hint(drill.build(), "Ada").move
    assert f"Ada: {suggested.action_text()}" == drill.plays[0]


def test_the_fox_in_the_endgame_leaves_ada_one_disc_richer() -> None:
    """The task says to count the discs: the Fox costs the endgame's disc and brings 2."""
    game = ARK["the Fox in the endgame"].build()
    before = game.view("Ada")["discs"]["Ada"]
    game.play(ARK["the Fox in the endgame"].plays[0])
    assert game.view("Ada")["discs"]["Ada"] == before + 1 == 2


@pytest.mark.parametrize("name", list(ARK))
def test_a_task_names_the_cabin_of_each_move_it_asks_for(name: str) -> None:
    """A move needs its cabin: the round-20 learner, told only "drive out the Zebra", typed
    the wrong side and was refused for the cabin, not for the rule. A driven-out animal is
    named with its cabin ("the Zebra in port 1")."""
    drill = ARK[name]
    for move in (*(m for _, m in drill.tries), *drill.plays):
        cabin = re.search(r"(port|starboard) \d", move)
        if cabin:
            assert cabin[0] in drill.task, f"{name}: {move!r}, its cabin not in the task"
        driven = re.search(r"driving out (.+)$", move)
        if driven and cabin:
            assert f"the {driven[1]} in {cabin[0]}" in drill.task, f"{name}: {move!r}"
