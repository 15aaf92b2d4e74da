"""A game printed without a viewer (its repr in a notebook, ``picture()``) shows only what
everyone at the table may see: no player's hand, no tile face down to all (Ark of Animals
ruling 7: from the Normal level on, placed tiles are face down to everyone, their owner
included), no deck order. A picture for a player shows what that player may see."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arkbook import ark, ark_nova
from arkbook import ark_of_animals as aoa
from arkbook.ark_of_animals.data import SPECIES
from arkbook.game import Game
from arkbook.learn import scene


class Printer:
    """IPython's pretty printer, as far as a game's ``_repr_pretty_`` uses it."""

    def __init__(self) -> None:
        self.said = ""

    def text(self, said: str) -> None:
        self.said += said


def printed(game: Game) -> str:
    """What a notebook's plain-text output of ``game`` reads."""
    printer = Printer()
    game._repr_pretty_(printer, False)
    return printer.said


def bens_ark_lines(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Ben (Normal)"))
    return lines[start + 1 : start + 6]


def test_a_printed_ark_of_animals_game_names_no_face_down_tile() -> None:
    """The learner's report: printing the game read "Ben (Normal): ... 1 Wolf, 2 Bear"."""
    game = scene("ark-of-animals", "the sandglass and the predators")
    species = {s.name for s in SPECIES}
    for text in (printed(game), game.picture().text, game.picture("Ada").text):
        ben = bens_ark_lines(text)
        assert ben[0].strip() == "column 1: 1-3 face down", ben  # a run said once
        assert not any(name in line for line in ben for name in species), ben
    assert "1 Owl" in game.picture().text  # Ada plays Novice: her tiles lie face up
    html = game._repr_html_()
    assert html.count("face down") >= 9 and "Wolf" not in html.split("Ben (Normal)")[1]


def test_an_ark_of_animals_public_view_is_what_each_player_sees() -> None:
    game = scene("ark-of-animals", "what the level changes")
    public = game.public_view()
    assert "order" not in public["pool"]
    for player in game.players:
        assert {**game.view(player), "viewer": None} == public
    assert "order" in game.view()["pool"]  # the full view, for bots and tests, is unchanged


def test_a_printed_ark_game_shows_no_hand_and_a_players_picture_their_own() -> None:
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=7)
    hands = {p: [c["name"] for c in game.view(p)["hands"][p]] for p in game.players}
    assert "hand" not in printed(game) and "hand" not in game.picture().text
    ada = game.picture("Ada").text
    assert f"Ada's hand: {hands['Ada'][0]}" in ada and "Ben's hand" not in ada
    public = game.public_view()
    assert set(public["hands"].values()) == {None} and "order" not in public["supply"]
    assert "legal" not in public


def test_a_printed_ark_nova_game_shows_no_hand_nor_the_display_face_down_in_setup() -> None:
    """Ark Nova ruling 23: the display lies face down until setup ends."""
    game = ark_nova.new_game(["Ada", "Ben"], seed=7)
    public = game.public_view()
    assert all("hand" not in p for p in public["players"]) and "deck" not in public
    assert {f["card"] for f in public["display"]} == {None}
    names = [game.deck.cards[f["card"]].name for f in game.view()["display"]]
    text = printed(game)
    assert names and not any(name in text for name in names), text


@pytest.mark.parametrize("module", [ark, aoa, ark_nova])
def test_the_public_view_shows_nothing_a_player_cannot_see(module: Any) -> None:
    """Over random positions: every hand and every face-down tile stays out of it."""
    rng = random.Random(5)
    players = ["Ada", "Ben", "Cy"] if module is ark else ["Ada", "Ben"]
    game = module.new_game(players, seed=3)
    for _ in range(40):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
        public = str(game.public_view())
        for player in game.players:
            view = game.view(player)
            if module is ark:
                assert game.public_view()["hands"][player] is None
                assert game.is_over() or game.public_view()["pets"][player] is None
            elif module is aoa:
                assert public == str({**view, "viewer": None})
            else:
                mine = next(p for p in game.public_view()["players"] if p["name"] == player)
                assert "hand" not in mine and "final_cards" not in mine
