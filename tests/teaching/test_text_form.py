"""Everything a learner reads prints the same text whichever way it is shown: ``print``, the
console's ``repr`` and IPython's pretty form (:mod:`arkbook.text_form`)."""

from __future__ import annotations

import pytest
from IPython.lib.pretty import pretty

import arkbook.ark as ark
from arkbook.boards.ark import ArkBoard
from arkbook.coach import review
from arkbook.explain import explain, targets

KINDS = ["picture", "verdict", "targets", "events", "answer", "review"]


@pytest.fixture(scope="module")
def shown() -> dict[str, object]:
    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=7)
    board = ArkBoard(game.clone(), seats={"Ben": "random", "Cy": "random"})
    things = {
        "picture": game.picture("Ada"),
        "verdict": explain(game, "Ada: play Camel to port 1"),
        "targets": targets(game, "Camel"),
        "events": game.clone().play(game.legal_moves()[0]),
        "answer": board.play("Ada: play Camel to port 1"),
        "review": review(game, "Ada"),
    }
    assert list(things) == KINDS
    return things


@pytest.mark.parametrize("kind", KINDS)
def test_repr_and_pretty_are_the_text_a_learner_reads(kind: str, shown: dict[str, object]) -> None:
    thing = shown[kind]
    text = str(thing)
    assert text and not text.startswith(type(thing).__name__ + "(")  # no dataclass field dump
    assert repr(thing) == text
    assert pretty(thing) == text
