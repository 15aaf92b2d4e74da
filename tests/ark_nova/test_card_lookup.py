"""``game.card`` reads a card as moves do: by id or by printed name, in any case."""

import pytest

from arkbook.ark_nova.engine import new_game
from arkbook.errors import ArkbookError


def test_a_card_is_looked_up_by_name_or_id_in_any_case():
    game = new_game(["Ada", "Ben"], seed=1)
    zebra = game.card("Plains Zebra")
    assert zebra["id"] == "A03" and zebra["kind"] == "animal" and zebra["size"] > 0
    assert game.card("  plains   ZEBRA ") == zebra == game.card("a03") == game.card("A03")


def test_an_unknown_card_is_a_clear_error_with_the_closest_names():
    game = new_game(["Ada", "Ben"], seed=1)
    with pytest.raises(ArkbookError, match="did you mean Plains Zebra"):
        game.card("Plains Zebraa")
