"""The bench's plumbing: random games, the move cap and the real-end hook (no timings)."""

from __future__ import annotations

import pytest

from arkbook import bench
from arkbook.saving import game_module


@pytest.mark.parametrize("name", ["ark", "ark_of_animals"])
def test_a_random_game_without_the_hook_ends_when_it_is_over(name):
    assert not hasattr(game_module(name), "reached_real_end")
    played = bench.random_game(name, bench.PLAYERS[name], seed=1)
    assert played.moves > 0 and played.reached_end


def test_a_game_stopped_at_the_cap_has_not_reached_its_end():
    played = bench.random_game("ark_nova", 2, seed=1, max_moves=10)
    assert played == bench.Played(moves=10, reached_end=False)


def test_ark_nova_says_whether_the_real_trigger_ended_it():
    module = game_module("ark_nova")
    assert bench.reached_end_check(module) is module.reached_real_end
    assert bench.random_game("ark_nova", 2, seed=1).reached_end


def test_every_engine_present_has_a_player_count():
    assert set(bench.present_engines()) <= set(bench.PLAYERS)


def test_hint_times_are_taken_along_random_games():
    times = bench.hint_times("ark", 3, count=3)
    assert len(times) == 3 and all(t >= 0 for t in times)


def test_greedy_times_are_taken_along_games_between_greedy_bots():
    times = bench.greedy_times("ark_of_animals", 3, count=4)
    assert len(times) == 4 and all(t >= 0 for t in times)
