"""The Ark Nova lessons' scenes: a two-player game at one player's turn, only what matters set.

Every in-depth lesson builds small positions with ``new_game(..., position=...)``. Written out,
each is a nested dictionary that buries the one field the scene is about; :func:`scene` takes
Ada's fields (and Ben's, and the table's) and fills in the rest, so a lesson cell reads
``scene({"row": ROW, "x_tokens": 2})``. The engine checks the position as always.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arkbook.ark_nova import ArkNova, new_game


def scene(
    ada: Mapping[str, Any] | None = None,
    ben: Mapping[str, Any] | None = None,
    *,
    display: Sequence[str] | None = None,
    current: str = "Ada",
    seed: int = 5,
    table: Mapping[str, Any] | None = None,
) -> ArkNova:
    """Ada and Ben (seed 5) at ``current``'s turn, with Ada's and Ben's fields as given, the
    display (folder 1 first) if given, and any other position field in ``table`` ("break",
    "reached_ten", "projects"); everything else is the seeded setup."""
    players = {name: dict(fields) for name, fields in (("Ada", ada), ("Ben", ben)) if fields}
    position: dict[str, Any] = {"current": current, "players": players, **(table or {})}
    if display is not None:
        position["display"] = list(display)
    return new_game(["Ada", "Ben"], seed=seed, position=position)


__all__ = ["scene"]
