"""The game as a whole: setup by level, the end, the winner's tie-break, views, saving, bots."""

from __future__ import annotations

import json
import random

from arkbook import load
from arkbook.ark_of_animals import BOT_SECONDS_PER_ACTION, WORKED_EXAMPLE, new_game, score_layout
from arkbook.ark_of_animals.layout import build_ark
from arkbook.ark_of_animals.scoring import SHEET_ROWS
from arkbook.bots import GreedyBot, RandomBot
from tests.ark_of_animals.util import finish_round, game_with


def test_setup_first_tells_the_aim_of_the_game():
    """aoa.game.objective: the setup's first sentence is the game's aim."""
    first = new_game(["Ada", "Ben"], seed=0).history[0].events[0]
    assert first.rule == "aoa.game.objective" and "different species" in first.text


def test_setup_tells_each_players_level_and_its_rule():
    """aoa.level.novice ... aoa.level.master, aoa.level.grand-master."""
    levels = {"Ada": "Novice", "Ben": "Expert", "Cy": "Master", "Di": "Grand Master"}
    game = new_game(list(levels), seed=0, levels=levels)
    told = {e.data["player"]: e.rule for e in game.history[0].events if e.kind == "level"}
    assert told == {
        "Ada": "aoa.level.novice",
        "Ben": "aoa.level.expert",
        "Cy": "aoa.level.master",
        "Di": "aoa.level.grand-master",
    }


def test_a_round_ends_with_every_ark_turned_face_up_and_shown():
    """aoa.score.reveal: the scored arks stay in the view, face up, for the board to animate."""
    game = game_with()
    events = finish_round(game)
    assert next(e for e in events if e.kind == "reveal-arks").rule == "aoa.score.reveal"
    result = game.view("Ben")["results"][0]
    assert result["round"] == 1 and result["first"] == "Ada"
    ada = result["players"]["Ada"]
    assert all(tile not in (None, "face down") for tile in ada["ark"])
    assert set(ada["points"]) == {"grain", "predators", "balance", "animals", "bonuses"}


def scored_game(layouts: dict, first: str | None):
    """A finished game whose three rounds all ended as ``layouts`` (a test-only shortcut)."""
    game = new_game(list(layouts), seed=0)
    game._results = [score_layout(layouts, "Normal", r, first) for r in (1, 2, 3)]
    game._over = True
    return game


def test_tied_players_share_the_victory():
    """aoa.game.winner: "the player with the most points is the winner", and the rulebook names
    no tie-break, so players tied on points share the victory, however many animals they kept."""
    game = scored_game({"Ada": {1: "Horse"}, "Ben": {1: "Deer", 4: "Owl", 16: "Frog"}}, "Ada")
    outcome = game.outcome()
    assert outcome.scores == {"Ada": 12, "Ben": 12}
    assert outcome.winners == ("Ada", "Ben") and outcome.tie_break == ""
    assert "Ada and Ben are tied on 12 points and share the victory" in game.prompt
    alone = scored_game({"Ada": {1: "Horse", 2: "Deer"}, "Ben": {1: "Deer"}}, None)
    assert alone.outcome().winners == ("Ada",)
    assert f"Ada wins with {alone.outcome().scores['Ada']} points" in alone.prompt


def test_the_game_over_event_names_every_winner():
    """aoa.game.winner: the event that ends a played game names the winners and their points."""
    game = game_with()
    bots = {p: RandomBot(seed=i) for i, p in enumerate(game.players)}
    while not game.is_over():
        player = game.to_move[0]
        game.play(bots[player].choose(game, player))
    over = next(e for e in game.history[-1].events if e.kind == "game-over")
    outcome = game.outcome()
    assert over.rule == "aoa.game.winner" and over.data["winners"] == list(outcome.winners)
    assert all(name in over.text for name in outcome.winners)


def test_the_view_carries_what_a_race_board_needs():
    game = game_with({"Ada": "Expert", "Ben": "Normal"})
    finish_round(game, "Ben")
    view = game.view("Ada")
    json.dumps(view)
    assert {
        "round",
        "clock_ms",
        "sandglass",
        "to_move",
        "pool",
        "table",
        "players",
        "results",
        "scores",
    } <= set(view)
    ada = view["players"][0]
    assert {
        "name",
        "level",
        "hand",
        "ready_at_ms",
        "finished",
        "filled",
        "spaces",
        "column",
    } <= set(ada)
    assert ada["ark"][9] == "grain" and ada["column"] == 1 and ada["spaces"] == 15
    assert view["scores"]["totals"] == game.scores().totals
    no_grain_or_balance = [label for key, label in SHEET_ROWS if key not in ("grain", "balance")]
    assert [row["label"].split(" · ")[1] for row in view["scores"]["rows"]] == no_grain_or_balance


def test_save_and_load_replays_to_the_same_game():
    game = game_with({"Ada": "Grand Master", "Ben": "Novice"}, seed=9)
    rng = random.Random(9)
    for _ in range(300):
        game.play(rng.choice(game.legal_moves()))
    again = load(game.to_json())
    assert again.to_json() == game.to_json()
    assert again.levels == ("Grand Master", "Novice")


def test_evaluate_prefers_a_safe_animal_to_a_doomed_one():
    game = new_game(["Ada", "Ben"], seed=0)
    game._arks[0] = build_ark({1: "Lion"}, "Normal", 1)
    game._free[0] -= 1
    base = game.evaluate("Ada")
    game._arks[0][1] = build_ark({2: "Mouse"}, "Normal", 1)[1]
    doomed = game.evaluate("Ada")
    game._arks[0][1] = build_ark({2: "Owl"}, "Normal", 1)[1]
    safe = game.evaluate("Ada")
    assert safe > base > doomed - 1 and safe > doomed


def test_greedy_beats_random_in_a_short_match():
    wins = 0
    for seed in range(4):
        game = new_game(["Greedy", "Random"], seed=seed)
        bots = {"Greedy": GreedyBot(seed), "Random": RandomBot(seed)}
        while not game.is_over():
            player = game.to_move[0]
            game.play(bots[player].choose(game, player))
        wins += "Greedy" in game.outcome().winners
    assert wins >= 3


def test_bot_speeds_are_published_per_level():
    assert list(BOT_SECONDS_PER_ACTION) == ["Novice", "Normal", "Expert", "Master", "Grand Master"]


def test_the_worked_example_is_importable_for_the_notebooks():
    assert score_layout(**WORKED_EXAMPLE).arks[0].total == 8


def test_a_move_shows_itself_in_its_notation():
    """A printed list of legal moves reads as the notation a learner types, and reads back."""
    game = new_game(["Ada", "Ben"], seed=0)
    moves = game.legal_moves()
    assert repr(moves[0]) == str(moves[0]) == "Ada: reveal"
    assert "Ada: reveal" in repr(moves) and "player=" not in repr(moves)
    assert all(game.parse_move(repr(m)) == m for m in moves)
