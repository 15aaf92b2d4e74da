"""Ark's preparation in the rulebook's eight steps, each with the table after it."""

from __future__ import annotations

import pytest

from arkbook import ark
from arkbook.ark.setup import deal_discs


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_preparation_step_quotes_its_own_sentence_and_lays_its_part(players: int) -> None:
    names = ["Ada", "Ben", "Cy", "Di", "Ed"][:players]
    game = ark.new_game(players=names, seed=11)
    stages = game.setup_stages()
    assert [s.number for s in stages] == list(range(1, 9))
    assert [s.rule for s in stages] == [
        "ark.setup.table",  # 1: "Place the bow card on the table ... the 5 scoring cards"
        "ark.setup.start_player",  # 2: "The players choose a starting player."
        "ark.setup.discs",
        "ark.setup.figures",  # 4: "Each player takes the animal figures in his color."
        "ark.setup.start_cabins",
        "ark.setup.bow",
        "ark.setup.deal",
        "ark.setup.rain",
    ]
    table, start, discs, figures, cards, bow, deal, supply = (s.view for s in stages)
    assert table["turn"] is None and start["turn"] == names[0]
    assert list(discs["discs"].values()) == deal_discs(players)
    assert table["discs"] == dict.fromkeys(names, 0)
    assert figures == discs and stages[3].unchanged  # nothing the table shows changes
    assert cards["bow"] is None and bow["bow"] == game.view(None)["bow"]
    assert cards["cabins"] == game.view(None)["cabins"] and discs["cabins"]["port"] == []
    assert deal["hand_counts"] == dict.fromkeys(names, 2) and bow["hand_counts"]["Ada"] == 0
    assert supply == game.view(None)
    assert supply["supply"]["count"] == deal["supply"]["count"] + 5  # the 5 rain cards join


def test_every_setup_event_is_at_one_step_and_in_order() -> None:
    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=3)
    stages = game.setup_stages("Ben")
    told = [e for s in stages for e in s.events]
    assert told == list(game.history[0].events)
    assert all(
        e.rule in ("ark.setup.start_weight", "ark.setup.start_kind", "ark.setup.start_cabins")
        for e in stages[4].events
    )
    # Ben's view: his own hand, the others hidden, at the deal and after it.
    assert stages[6].view["hands"]["Ada"] is None and len(stages[6].view["hands"]["Ben"]) == 2
    assert stages[5].view["hands"]["Ben"] == []
