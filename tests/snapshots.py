"""Checks that an engine's undo snapshot is independent of its live state.

An engine keeps a snapshot per move for undo. If the snapshot and the live state share a list
or a dict, playing on changes a position already taken back, and undo silently restores the
wrong game; a forgotten copy line is exactly that. These helpers walk both values and find any
mutable container they share.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

MUTABLE = (list, dict, set, bytearray)


def containers(value: Any, path: str = "state") -> Iterator[tuple[int, str]]:
    """Every mutable container inside ``value`` (its id and where it is), walking lists,
    tuples, dicts and sets. A record (a dataclass or other object) is a value the engine never
    changes, so the walk does not enter it."""
    if isinstance(value, MUTABLE):
        yield id(value), path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from containers(item, f"{path}[{key!r}]")
    elif isinstance(value, list | tuple | set | frozenset):
        for i, item in enumerate(value):
            yield from containers(item, f"{path}[{i}]")


def shared_containers(snapshot: Any, live: Any) -> list[str]:
    """Where the snapshot holds a mutable container that the live state holds too."""
    live_ids = dict(containers(live, "live"))
    found = containers(snapshot, "snapshot")
    return [f"{path} is {live_ids[i]}" for i, path in found if i in live_ids]


def check_random_game(game: Any, state: Iterable[str], seed: int, moves: int = 400) -> None:
    """Play up to ``moves`` random moves. Before each, a fresh snapshot, and after it the
    snapshot the move pushed for undo, share no mutable container with the live ``state``
    attributes (the engine's list of what changes during play)."""
    names = tuple(state)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            return
        live = {name: getattr(game, name) for name in names}
        found = shared_containers(game._snapshot(), live)
        game.play(rng.choice(legal))
        live = {name: getattr(game, name) for name in names}
        found += shared_containers(game._undo_stack[-1], live)
        assert not found, f"after {len(game._undo_stack)} moves: " + "; ".join(found[:5])
