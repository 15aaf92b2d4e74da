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


def test_a_card_shows_its_conditions_in_words():
    """The Bengal Tiger's partner-zoo condition is on its face, not only in a refusal."""
    game = new_game(["Ada", "Ben"], seed=1)
    tiger = game.card("Bengal Tiger")
    assert tiger["requires"] == ["a partner zoo in Asia"]
    assert "needs a partner zoo in Asia" in tiger["text"]
    assert "needs reputation 2 or more" in game.card("Koala")["text"]
    assert "needs 1 reptile icon in your zoo" in game.card("Komodo Dragon")["text"]
    assert "no conditions" in game.card("Plains Zebra")["text"]
    assert "costs no money" in game.card("Night Safari")["text"]


def test_every_card_reads_in_words_final_scoring_cards_and_bonus_tiles_too():
    game = new_game(["Ada", "Ben"], seed=1)
    small = game.card("Small Animal Zoo")
    assert small["kind"] == "final"
    assert small["text"] == (
        "Small Animal Zoo: Final Scoring card; at the end, counts animals of size 2 or less in "
        "the zoo: 3+ gives 1, 5+ gives 2, 7+ gives 3, 9+ gives 4 conservation points"
    )
    assert game.card("Open Day")["text"] == "Open Day: bonus tile; effect: 2 appeal, 4 money"
    deck = game.deck
    every = [*deck.cards, *deck.bonus_tiles, *deck.final_cards]
    for card in every:
        face = game.card(card)
        assert face["text"].startswith(face["name"] + ": "), face


@pytest.mark.parametrize("name", ["Petting Zoo", "kiosk", "size-3 enclosure", "Large Bird Aviary"])
def test_a_building_is_no_card_and_the_error_says_where_buildings_are_described(name):
    """A learner-judge looked up "Petting Zoo" and was offered the nearest card names."""
    game = new_game(["Ada", "Ben"], seed=1)
    with pytest.raises(ArkbookError, match=r"is a building, not a card: buildings_table\(\)"):
        game.card(name)
