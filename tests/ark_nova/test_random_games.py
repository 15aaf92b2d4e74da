"""Random 2-, 3- and 4-player games reach the real end trigger and score."""

from __future__ import annotations

import random

import pytest

from arkbook.ark_nova import new_game
from arkbook.bench import random_game


@pytest.mark.parametrize(("players", "games"), [(2, 3), (3, 1), (4, 1)])
def test_random_games_reach_the_real_trigger_and_score(players, games):
    for seed in range(100 * players, 100 * players + games):
        played = random_game("ark_nova", players, seed)
        assert played.reached_end, f"{players}p seed {seed}: no real end in {played.moves} moves"


def test_a_finished_random_game_has_a_full_score_sheet():
    game = new_game(["Ada", "Ben"], seed=3)
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
