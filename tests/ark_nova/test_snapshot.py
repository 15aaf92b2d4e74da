"""Ark Nova's undo snapshot (``State.freeze``) copies every container a move changes in place and
shares only what is replaced whole (state.py says which), so playing on never changes a
position already taken back."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from arkbook import ark_nova
from arkbook.ark_nova.state import PlayerState, State, TurnContext
from tests.snapshots import MUTABLE, containers

#: Containers the engine replaces whole and never changes in place, so copies share them, and
#: a player's last snapshot of itself (never changed: a change to the player forgets it).
REPLACED_WHOLE = {"placed", "bonus_tiles", "_last_frozen"}


def walk(value: Any, path: str) -> Iterator[tuple[int, str]]:
    """The mutable containers of a state, entering its own records (not the buildings, which
    are shared copy-on-write: ``PlayerState.own_building`` copies one before changing it)."""
    if isinstance(value, State | PlayerState | TurnContext):
        for name, item in vars(value).items():
            if name not in REPLACED_WHOLE:
                yield from walk(item, f"{path}.{name}")
    elif isinstance(value, list | tuple):
        if isinstance(value, MUTABLE):
            yield id(value), path
        for i, item in enumerate(value):
            yield from walk(item, f"{path}[{i}]")
    else:
        yield from containers(value, path)


def shared(snapshot: State, live: State) -> list[str]:
    live_ids = dict(walk(live, "live"))
    return [f"{path} is {live_ids[i]}" for i, path in walk(snapshot, "snapshot") if i in live_ids]


@pytest.mark.parametrize("seed", range(2))
def test_a_snapshot_shares_no_changing_container_with_the_game(seed: int) -> None:
    game = ark_nova.new_game(players=["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    for _ in range(300):
        legal = game.legal_moves()
        if not legal:
            return
        game.play(rng.choice(legal))
        found = shared(game._undo_stack[-1], game.s)
        assert not found, "; ".join(found[:5])


@pytest.mark.parametrize("seed", range(2))
def test_a_players_kept_snapshot_is_the_player_as_it_is(seed: int) -> None:
    """``PlayerState.freeze`` gives a player's last snapshot again until the player changes:
    after every move (and every undo) it must equal a snapshot taken afresh."""
    game = ark_nova.new_game(players=["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    for step in range(300):
        legal = game.legal_moves()
        if not legal:
            return
        game.play(rng.choice(legal))
        if step % 7 == 6:
            game.undo()
        for p in game.s.players:
            fresh = {name: value for name, value in vars(p).items() if name != "_last_frozen"}
            kept = p.freeze()
            assert kept == {**fresh, "buildings": tuple(fresh["buildings"])}
            assert [id(b) for b in kept["buildings"]] == [id(b) for b in p.buildings]
