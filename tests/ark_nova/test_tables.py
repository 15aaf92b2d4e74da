"""The reference's tables as the engine reads them."""

from __future__ import annotations

import pytest

from arkbook.ark_nova import tables as T


@pytest.mark.parametrize(
    ("appeal", "money"),
    [
        (0, 5),
        (4, 9),
        (6, 10),
        (16, 15),
        (17, 16),
        (35, 21),
        (60, 27),
        (101, 35),
        (113, 37),
        (114, 37),
        (150, 37),
    ],
)
def test_appeal_income(appeal, money):
    """The reference's table; past its last band, 113, the last step holds (ruling 34)."""
    assert T.appeal_income(appeal) == money


@pytest.mark.parametrize(("c", "white"), [(0, -14), (7, 0), (10, 6), (11, 9), (20, 36)])
def test_white_number(c, white):
    assert T.white_number(c) == white


@pytest.mark.parametrize(
    ("rep", "folders"), [(0, 1), (1, 1), (2, 2), (6, 3), (9, 4), (12, 5), (15, 6)]
)
def test_reputation_range(rep, folders):
    assert T.folders_in_range(rep) == folders


def test_donation_costs_by_player_count():
    assert [T.donation_cost(2, i) for i in range(6)] == [2, 5, 7, 10, 12, 12]
    assert [T.donation_cost(3, i) for i in range(9)] == [2, 2, 5, 5, 7, 7, 10, 12, 12]
    assert T.donations_ahead(2, 0) == (2, 5, 7, 10, 12) and T.donations_ahead(2, 9) == (12,)


def test_action_tables():
    assert T.CARDS_TABLE[1] == ((1, 1), (1, 0), (2, 1), (2, 0), (3, 1))
    assert T.CARDS_TABLE[2] == ((1, 0), (2, 1), (2, 0), (3, 1), (4, 1))
    assert T.ANIMALS_TABLE == {1: (0, 1, 1, 1, 2), 2: (1, 1, 2, 2, 2)}
    assert T.clamp_strength(7) == 5
