"""Random 2-, 3- and 4-player games reach the real end trigger and score."""

from __future__ import annotations

import pytest

from arkbook.ark_nova import bench


@pytest.mark.parametrize(("players", "games"), [(2, 3), (3, 1), (4, 1)])
def test_random_games_reach_the_real_trigger_and_score(players, games):
    result = bench.run(players, games, seed=100 * players)
    assert result.reached_trigger == games, result.line()


def test_a_finished_random_game_has_a_full_score_sheet():
    from arkbook.ark_nova import new_game

    game = new_game(["Ada", "Ben"], seed=3)
    import random

    rng = random.Random(3)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    sheet = game.scores()
    labels = [row.label for row in sheet.rows]
    assert labels == [
        "Appeal",
        "Conservation: the white number",
        "Final Scoring card",
        "End-game cards",
    ]
    view = game.view(None)
    trigger = view["end"]["triggered_by"]
    p = next(p for p in view["players"] if p["name"] == trigger)
    assert p["appeal"] + p["white_number"] >= 100
    assert all(p["final_cards_held"] == 1 for p in view["players"])
    assert game.outcome().scores == sheet.totals
