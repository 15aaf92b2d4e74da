"""Ark of Animals copies its small lists of ints into each undo snapshot (``_STATE`` in the
engine): a snapshot must never share a list with the live race, or undo restores a changed
position."""

from __future__ import annotations

import pytest

from arkbook import ark_of_animals
from arkbook.ark_of_animals.engine import _STATE as STATE
from tests.snapshots import check_random_game


@pytest.mark.parametrize("seed", range(3))
def test_a_snapshot_shares_no_mutable_container_with_the_game(seed: int) -> None:
    check_random_game(ark_of_animals.new_game(players=["Ada", "Ben"], seed=seed), STATE, seed)
