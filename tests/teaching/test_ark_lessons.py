"""The Ark lesson pictures say what the deck and the engine's scoring say, in HTML and text."""

from __future__ import annotations

import pytest

from arkbook import ark
from arkbook.ark.positions import position
from arkbook.errors import ArkbookError
from arkbook.pictures import ark_lessons as L
from arkbook.pictures.base import esc


def static(pic) -> None:
    html = pic._repr_html_()
    assert "<script" not in html and 'class="arkbook-pic' in html
    assert esc(pic.text.splitlines()[0]) in html


def test_cards_show_the_five_features_from_the_deck():
    deck = ark.load_deck()
    pic = L.cards(deck, ["Polar bear", "Skunk"])
    static(pic)
    assert "Polar bear  ❄ cold" in pic.text and "! skunk" in pic.text
    with pytest.raises(ArkbookError):
        L.cards(deck, ["Unicorn"])


def test_the_gallery_groups_every_card_by_kind():
    deck = ark.load_deck()
    pic = L.gallery(deck)
    static(pic)
    heads = [line for line in pic.text.splitlines() if " — " in line]
    assert [h.split(" — ")[0] for h in heads] == [*ark.cards.KINDS, "rain"]
    assert sum(int(h.split(" — ")[1].split()[0]) for h in heads) == len(deck.cards)
    assert "Bronto! (4, hot, herbivore)" in pic.text


def test_the_deck_list_names_every_card_with_its_weight_and_diet_under_its_kind_and_climate():
    deck = ark.load_deck()
    pic = L.deck_list(deck)
    static(pic)
    rows = {line.split()[0]: line for line in pic.text.splitlines()[2:]}
    assert list(rows) == list(ark.cards.KINDS)
    letters = {"carnivore": "C", "omnivore": "O", "herbivore": "", None: "N"}
    for card in (c for c in deck.cards if c.kind != "rain"):
        diet = "" if card.kind == "provision" else letters[card.diet]
        climate = {"hot": "hot", "cold": "cold"}.get(card.climate or "", "any climate")
        ability = "!" if card.ability else ""
        group = rows[card.kind].split(f"{climate}: ")[1].split(" · ")[0]
        assert f"{card.name}{ability} {card.weight}{diet}" in group.split(", "), card.name
    assert "60 cards, 5 of them rain" in pic.text


def test_a_tie_for_second_shows_its_rounding():
    pic = L.majority({"Ada": 5, "Ben": 2, "Cy": 2, "Di": 2, "Ed": 0}, "the shy card")
    static(pic)
    assert "Ben, Cy and Di tie for second: (6 + 2 + 2) / 3 = 3.33, rounded up to 4 each" in (
        pic.text
    )
    two_first = L.majority({"Ada": 4, "Ben": 4, "Cy": 2}).text
    assert "Ada and Ben tie for first: (10 + 6) / 2 = 8 each [ark.score.ties]" in two_first
    assert ["Cy", "2", "third", "2"] in [line.split() for line in two_first.splitlines()]


def test_the_score_sheet_names_ties_and_the_tie_break():
    game = position(
        port=[["Cow"], ["Horse"]],
        starboard=[["Camel"], ["Giraffe", "Sheep"]],
        hands={"Ada": ["Dog", "Hay"], "Ben": ["Pig", "Okapi"], "Cy": []},
        discs={"Ada": 5, "Ben": 5, "Cy": 1},
        rain_drawn=5,
        phase="endgame",
    )
    assert "not over" in L.score_sheet(game).text
    while not game.is_over():
        game.play(f"{game.to_move[0]}: pass")
    pic = L.score_sheet(game)
    static(pic)
    totals = pic.text.splitlines()
    assert any(line.startswith("Total") and line.split()[1:] == ["5", "5", "1"] for line in totals)
    assert totals[-1].startswith("Ada wins. Tie-break: tied on 5 points") and totals[-1].endswith(
        "[ark.score.tiebreak]"
    )


def test_ark_3s_what_if_without_bens_pet_says_what_the_game_does():
    """Ark 3's Exercise 4 reads its answer in prose: the bots' seed-2 game, with and without
    Ben's Deer. The prose went stale once when the bots' play changed; this pins it."""
    from arkbook.boards import ArkBoard

    seats = {name: "greedy" for name in ("Ada", "Ben", "Cy")}
    board = ArkBoard(ark.new_game(players=list(seats), seed=2), seats=seats)
    board.run_bots()
    final = board.game
    pet = next(str(m) for m in final.moves if str(m).startswith("Ben: pet"))
    assert pet == "Ben: pet Deer"
    what_if = ark.new_game(players=list(seats), seed=2)
    for move in final.moves:
        what_if.play("Ben: no pet" if str(move) == pet else str(move))
    real, without = final.scores(), what_if.scores()
    changed = [r.label for r, w in zip(real.rows, without.rows, strict=True) if r != w]
    assert changed == ["Shy scoring card"]
    assert (real.totals["Ben"], without.totals["Ben"]) == (35, 33)
    assert (real.totals["Cy"], without.totals["Cy"]) == (26, 28)
    assert without.rows[4].points == {"Ada": 2, "Ben": 8, "Cy": 8}
    assert final.outcome().winners == what_if.outcome().winners == ("Ada",)
