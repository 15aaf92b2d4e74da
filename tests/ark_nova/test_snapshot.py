"""Ark Nova's undo snapshot (``State.freeze``) copies every container a move changes in place and
shares only what is replaced whole (state.py says which), so playing on never changes a
position already taken back; an undo point (a snapshot, then the moves since played again) gives
back exactly the position it was taken at."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from arkbook import ark_nova
from arkbook.ark_nova import engine
from arkbook.ark_nova.state import PlayerState, State, TurnContext
from tests.snapshots import MUTABLE, containers

#: Containers the engine replaces whole and never changes in place, so copies share them.
REPLACED_WHOLE = {"placed", "bonus_tiles"}


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
        # A snapshot taken now, and the one the last undo point holds (a few moves old).
        found = shared(game._snapshot(), game.s) + shared(game._undo_stack[-1].frozen, game.s)
        assert not found, "; ".join(found[:5])


@pytest.mark.parametrize("seed", range(2))
def test_undo_points_take_back_any_number_of_moves(seed: int) -> None:
    """An undo point is a snapshot, shared by the moves played after it (``ArkNova._undo_point``):
    undoing replays them. Taking back runs of moves longer than ``REPLAY_LIMIT``, one at a
    time, gives each earlier position exactly, and so does playing on after an undo."""
    game = ark_nova.new_game(players=["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    seen: list[str] = [game.to_json()]
    longest = 0
    for step in range(400):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
        seen.append(game.to_json())
        if step % 37 == 36:
            back = rng.randint(1, min(len(game.moves), 2 * engine.REPLAY_LIMIT + 3))
            for _ in range(back):
                game.undo()
                seen.pop()
                assert game.to_json() == seen[-1]
            longest = max(longest, back)
    assert longest > engine.REPLAY_LIMIT + 1


def test_undo_after_a_determinization_gives_the_reshuffled_position() -> None:
    """A bot reshuffles what it cannot see (``_determinize``), a change made by no move: the
    next undo point snapshots it, so an undo gives the reshuffled position, not the one the
    moves before it led to."""
    game = ark_nova.new_game(players=["Ada", "Ben"], seed=3)
    rng = random.Random(3)
    for _ in range(5):  # the undo point now holds moves to replay
        game.play(rng.choice(game.legal_moves()))
    game._determinize("Ada", random.Random(1))
    reshuffled = game.to_json()
    game.play(rng.choice(game.legal_moves()))
    game.undo()
    assert game.to_json() == reshuffled


def test_a_clone_plays_and_undoes_as_its_original() -> None:
    """A clone starts from a snapshot of its own: it plays on as the original does, and
    undoes back to where it was cloned."""
    game = ark_nova.new_game(players=["Ada", "Ben"], seed=4)
    rng = random.Random(4)
    for _ in range(30):
        game.play(rng.choice(game.legal_moves()))
    twin = game.clone()
    cloned_at = game.to_json()
    for _ in range(20):
        move = rng.choice(game.legal_moves())
        game.play(move)
        twin.play(move)
        assert twin.to_json() == game.to_json()
    for _ in range(20):
        twin.undo()
    assert twin.to_json() == cloned_at
