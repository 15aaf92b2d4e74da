"""The hint: a legal move of the deciding player, with a reason that names no hidden card."""

from __future__ import annotations

import pytest

from arkbook.coach import hint
from arkbook.errors import ArkbookError
from tests.coach.helpers import ENGINES, hidden_names, named, new, random_positions


@pytest.mark.parametrize("engine", ENGINES)
def test_a_hint_is_a_legal_move_of_the_deciding_player(engine: str) -> None:
    checked = 0
    for game in random_positions(engine, range(8)):
        for player in game.to_move:
            found = hint(game, player)
            assert found.move in game.legal_moves()
            assert found.move.player == player
            assert found.reason.endswith(".")
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("engine", ENGINES)
def test_a_hint_reason_names_no_card_hidden_from_the_player(engine: str) -> None:
    for game in random_positions(engine, range(10, 18)):
        player = game.to_move[0]
        hidden = hidden_names(game, player)
        assert not named(hint(game, player).reason, hidden)


def test_the_reason_reads_the_score_sheet_if_the_game_ended_now() -> None:
    from arkbook.ark.positions import position

    game = position(
        port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]}
    )
    found = hint(game, "Ada")
    # The Rabbit is shy: port is closed to it, and starboard 1 is the one cabin with room.
    assert str(found.move) == "Ada: play Rabbit to starboard 1"
    assert found.reason == (
        "Ada plays the Rabbit into starboard 1: +10 points on the shy scoring card; "
        "you would lead by 10 points if the game ended now."
    )


def test_a_hint_is_the_same_each_time() -> None:
    game = next(random_positions("ark", [3]))
    player = game.to_move[0]
    assert str(hint(game, player)) == str(hint(game, player))


def test_no_hint_for_a_player_without_a_decision() -> None:
    game = new("ark", 1)
    waiting = next(p for p in game.players if p not in game.to_move)
    with pytest.raises(ArkbookError, match="no decision"):
        hint(game, waiting)
    with pytest.raises(ArkbookError, match="not playing"):
        hint(game, "Zed")
