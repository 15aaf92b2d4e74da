"""Ark's undo snapshot is one tuple of references to immutable values (``_STATE``): it must
never hold a list or dict that the live game holds too."""

from __future__ import annotations

import pytest

from arkbook import ark
from arkbook.ark.engine import _STATE as STATE
from tests.snapshots import check_random_game


@pytest.mark.parametrize("seed", range(3))
def test_a_snapshot_shares_no_mutable_container_with_the_game(seed: int) -> None:
    check_random_game(ark.new_game(players=["Ada", "Ben", "Cy"], seed=seed), STATE, seed)
