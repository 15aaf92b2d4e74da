"""The Ark Nova board's options: over random games, every option sent as legal is a legal move
(its text exactly ``str(move)``), every legal move has an option, every option is labelled in
words, and an unlit target's move is answered with a rule, never a notation error."""

from __future__ import annotations

import random

import pytest

from arkbook.ark_nova import board as nova_map
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova_options import board_options
from arkbook.errors import IllegalMove
from arkbook.game import seat_entry
from arkbook.pictures.ark_nova import words
from tests.ark_nova.positions import scenario


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_legal_move_has_exactly_one_option_and_no_other_option_is_legal(seed: int) -> None:
    game = new_game(["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    kinds = set()
    while not game.is_over() and len(game.moves) < 400:
        player = game.to_move[0]
        view = game.view(player)
        kinds.add(view["pending"]["kind"])
        options = board_options(game, view, player)
        legal = [str(m) for m in game.legal_moves()]
        lit = [o["text"] for o in options if o["legal"]]
        assert lit == legal, view["pending"]
        assert len({o["text"] for o in options}) == len(options)
        for option in options:
            assert option["label"] and option["label"] != option["text"].split(": ", 1)[1]
            assert option["text"].startswith(f"{player}: ")
            assert option["target"] is not None or option["legal"]
        game.play(rng.choice(game.legal_moves()))
    assert {"action", "build_pick", "place", "animal_pick", "take_card"} <= kinds


@pytest.mark.parametrize("seed", [4, 5])
def test_an_unlit_option_is_refused_with_a_rule(seed: int) -> None:
    """Each unlit target proposes a well-formed move the engine answers with its reason."""
    game = new_game(["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    refused = 0
    while not game.is_over() and len(game.moves) < 200:
        player = game.to_move[0]
        unlit = [o for o in board_options(game, game.view(player), player) if not o["legal"]]
        for option in rng.sample(unlit, k=min(2, len(unlit))):
            with pytest.raises(IllegalMove) as refusal:
                game.play(option["text"])
            assert refusal.value.rule and refusal.value.reason
            refused += 1
        game.play(rng.choice(game.legal_moves()))
    assert refused > 20


def test_a_placement_carries_its_turned_hexes_and_the_engines_words() -> None:
    """The hexes are the engine's own, turned; the label names the spaces covered as the
    refusal and the narration do (one coordinate system)."""
    game = scenario({"money": 30})
    for text in ("Ada: action build", "Ada: build enclosure-2"):
        game.play(text)
    options = board_options(game, game.view("Ada"), "Ada")
    by_text = {o["text"]: o for o in options}
    placements = nova_map.placements("enclosure-2")
    assert len(options) == len(placements)
    for p in placements:
        option = by_text[f"Ada: at {p.label}"]
        assert option["hexes"] == [list(h) for h in p.hexes] and option["target"] == "map"
        assert nova_map.place_words(p.label, "enclosure-2") in option["label"]
    # The spaces covered say which way a shape is turned: one anchor, two turns, two labels.
    assert by_text["Ada: at 0,5 r0"]["label"] != by_text["Ada: at 0,5 r1"]["label"]


def test_the_draw_says_how_many_cards_and_from_where_on_each_side() -> None:
    """The l10 judge read "Draw from the deck" on an upgraded Cards card, which draws from the
    display in range too."""
    row = ["animals", "build", "association", "cards", "sponsors"]
    labels = {}
    for upgraded in ([], ["cards"]):
        game = scenario({"row": row, "upgraded": upgraded})
        game.play("Ada: action cards")
        options = board_options(game, game.view("Ada"), "Ada")
        labels[bool(upgraded)] = next(o["label"] for o in options if o["text"] == "Ada: draw")
    assert labels[False] == "Draw 2 cards from the deck"
    assert labels[True] == (
        "Draw 3 cards, each from the deck or a display folder in reputation range"
    )


def test_a_logged_reputation_task_claims_no_gain_read_after_it() -> None:
    from arkbook.boards import ArkNovaBoard

    game = scenario({"reputation": 6})
    game.play("Ada: action association")
    game.play("Ada: task reputation")
    assert game.view("Ada")["players"][0]["reputation"] == 8
    assert ArkNovaBoard(game).log_text(game.history[-1]) == "takes the reputation task"


def test_the_x_token_action_may_choose_the_card_in_slot_1_which_stays_there() -> None:
    """ "Choose any Action card, move it to slot one": a round-57 learner read "Move Animals to
    slot 1", offered for the card already there, as a slip; its label says it stays."""
    game = scenario({"row": ["animals", "build", "association", "cards", "sponsors"]})
    game.play("Ada: x-token")
    labels = {o["text"]: o["label"] for o in board_options(game, game.view("Ada"), "Ada")}
    assert labels["Ada: move animals"] == "Keep Animals in slot 1"
    assert labels["Ada: move cards"] == "Move Cards to slot 1"
    game.play("Ada: move animals")
    assert game.view("Ada")["players"][0]["action_row"][0]["card"] == "animals"


def test_a_hint_in_words_keeps_the_card_in_slot_1_where_it_is() -> None:
    """A round-61 learner read a hint "then moves the Association Action card to slot 1" where
    Association was in slot 1 already: the move in words says it stays, as its label does."""
    game = scenario({"row": ["animals", "build", "association", "cards", "sponsors"]})
    game.play("Ada: x-token")
    assert (
        words(game, game.parse_move("Ada: move animals"))
        == "Ada keeps the Animals Action card in slot 1"
    )
    assert (
        words(game, game.parse_move("Ada: move cards"))
        == "Ada moves the Cards Action card to slot 1"
    )


def test_a_map_edge_tokens_reputation_says_what_the_cap_takes() -> None:
    """A round-62 learner supported a project at reputation 9, read "your next map-edge
    token's bonus: 2 reputation", and lost it to the cap: the label says so beforehand."""
    from arkbook.boards.ark_nova_options import _next_token_bonus

    game = scenario({"reputation": 9, "tokens_removed": 4})
    mine = seat_entry(game.view("Ada"), "Ada")
    assert _next_token_bonus(game, mine) == (
        "your next map-edge token's bonus: +2 reputation, all lost: 9 is the most without "
        "upgraded Cards"
    )
    game = scenario({"reputation": 3, "tokens_removed": 4})
    mine = seat_entry(game.view("Ada"), "Ada")
    assert _next_token_bonus(game, mine) == "your next map-edge token's bonus: +2 reputation"
