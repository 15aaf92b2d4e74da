"""Ark of Animals' "Game Setup" step by step: boards, tiles, sandglass, levels."""

from __future__ import annotations

from arkbook import ark_of_animals


def test_the_setup_lays_the_boards_the_pool_the_sandglass_then_the_levels() -> None:
    game = ark_of_animals.new_game(players=["Ada", "Ben"], seed=4, levels="Expert")
    stages = game.setup_stages("Ada")
    assert [s.rule for s in stages] == [
        "aoa.setup.boards",  # "Each player takes a player board that shows an ark ..."
        "aoa.setup.pool",
        "aoa.setup.sandglass",  # "Put the sandglass next to your boards ..."
        "aoa.level.choose",
    ]
    assert [s.counter for s in stages] == [f"Setup step {n} of 4" for n in range(1, 5)]
    boards, pool, glass, levels = (s.view for s in stages)
    assert boards["pool"] == {"count": 0} and pool["pool"]["count"] == 84
    assert pool["sandglass"] is None and glass["sandglass"] == levels["sandglass"]
    assert [p["level"] for p in glass["players"]] == [None, None]
    assert levels == game.view("Ada")
    assert [e.rule for e in stages[3].events] == ["aoa.level.expert"] * 2
    assert "player board" in stages[0].narration and "sandglass" in stages[2].narration
