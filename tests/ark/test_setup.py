"""The preparation, step by step, on chosen card orders and on seeded games."""

from __future__ import annotations

import random

import pytest

from arkbook import ArkbookError, ark
from arkbook.ark import setup as prep
from arkbook.ark.engine import builtin_deck
from arkbook.ark.positions import position
from tests.ark.util import refused


def ids(names: list[str]) -> list[int]:
    deck = builtin_deck()
    return [deck.by_name[n] for n in names]


@pytest.mark.parametrize("count", [2, 6])
def test_three_to_five_players(count: int) -> None:
    """ark.setup.players (ruling 18): seats "in position 4 and 5" and "With 3 players" bound the
    count the rulebook never states."""
    with pytest.raises(ArkbookError, match="3 to 5 players"):
        ark.new_game(["Ada", "Ben", "Cy", "Di", "Ed", "Flo"][:count])
    for players in (3, 4, 5):
        assert len(ark.new_game(["Ada", "Ben", "Cy", "Di", "Ed"][:players]).players) == players


@pytest.mark.parametrize(
    ("count", "discs"), [(3, [4, 4, 4]), (4, [3, 3, 3, 4]), (5, [3, 3, 3, 4, 4])]
)
def test_action_discs(count: int, discs: list[int]) -> None:
    """ark.setup.discs: 3 each, seats 4 and 5 take 4; with 3 players, 4 each."""
    game = ark.new_game(["Ada", "Ben", "Cy", "Di", "Ed"][:count])
    view = game.view(None)
    assert list(view["discs"].values()) == discs
    assert view["disc_supply"] == 22 - sum(discs)


def test_start_cards_weight_one_or_two_at_most_two_of_a_kind() -> None:
    """ark.setup.start_weight and ark.setup.start_kind: rejected cards go under the deck."""
    deck = builtin_deck()
    order = ids(["Elephant", "Sheep", "Cow", "Pig", "Snail", "Rabbit", "Deer", "Lion"])
    start = prep.choose_start_cards(deck, order)
    assert start.accepted == tuple(ids(["Sheep", "Cow", "Rabbit", "Deer"]))
    assert [(deck.names[c], rule) for c, rule in start.rejected] == [
        ("Elephant", "ark.setup.start_weight"),
        ("Pig", "ark.setup.start_kind"),
        ("Snail", "ark.setup.start_weight"),
    ]
    assert start.rest == tuple(ids(["Lion", "Elephant", "Pig", "Snail"]))


def test_start_cabins_two_a_side_and_the_bow_example() -> None:
    """ark.setup.start_cabins and ark.setup.bow: B and C weigh 2, A and D weigh 1, so the disc
    goes to the far end (2) on the side of B and C."""
    deck = builtin_deck()
    a, b, c, d = ids(["Sheep", "Cow", "Deer", "Rabbit"])
    port, starboard, bow = prep.lay_out(deck, (a, b, c, d))
    assert port == ((a,), (d,)) and starboard == ((b,), (c,))
    assert bow == 2


def test_seeded_games_start_with_two_cabins_a_side_of_legal_start_cards() -> None:
    """ark.setup.start_cabins, ark.setup.start_weight, ark.setup.start_kind, ark.setup.bow"""
    for seed in range(20):
        view = ark.new_game(["Ada", "Ben", "Cy"], seed=seed).view(None)
        cabins = view["cabins"]
        assert [len(cabins[s]) for s in ("port", "starboard")] == [2, 2]
        cards = [c for s in ("port", "starboard") for cab in cabins[s] for c in cab["cards"]]
        assert len(cards) == 4 and all(c["weight"] in (1, 2) for c in cards)
        kinds = [c["kind"] for c in cards]
        assert max(kinds.count(k) for k in kinds) <= 2
        weight = {s: sum(c["weight"] for cab in cabins[s] for c in cab["cards"]) for s in cabins}
        assert view["bow"] == weight["starboard"] - weight["port"]


def test_deal_two_card_hands_and_three_face_up() -> None:
    """ark.setup.deal: every one of the 60 cards is somewhere."""
    game = ark.new_game(["Ada", "Ben", "Cy", "Di"], seed=5)
    view = game.view(None)
    assert all(len(h) == 2 for h in view["hands"].values())
    assert len(view["display"]) == 3
    on_ark = sum(len(cab["cards"]) for s in ("port", "starboard") for cab in view["cabins"][s])
    assert on_ark + 8 + 3 + view["supply"]["count"] == 60


def test_rain_cards_the_first_comes_halfway() -> None:
    """ark.setup.rain: one rain card on top of the lower half, four shuffled below it."""
    deck = builtin_deck()
    rest = list(range(40))
    supply = prep.build_supply(rest, deck.rain_ids, random.Random(1))
    rain_at = [i for i, c in enumerate(supply) if c in deck.rain_ids]
    assert rain_at[0] == 20 and len(rain_at) == 5
    assert supply[:20] == rest[:20]
    for seed in range(10):
        order = ark.new_game(["Ada", "Ben", "Cy"], seed=seed).view(None)["supply"]["order"]
        first = next(i for i, name in enumerate(order) if name.startswith("Rain"))
        assert first == (len(order) - 5) // 2


def test_setup_events_narrate_every_step() -> None:
    """Every preparation step is an event with its rule id."""
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=7)
    rules = {e.rule for e in game.history[0].events}
    assert {
        "ark.turn.order",
        "ark.setup.discs",
        "ark.setup.start_cabins",
        "ark.setup.bow",
        "ark.setup.deal",
        "ark.setup.rain",
    } <= rules


def test_setup_narration_follows_the_rulebook_steps() -> None:
    """ark.setup.table, ark.setup.figures, ark.setup.rain: one event per preparation step, in
    the rulebook's order; the yellow disc appears only at step 6 (no disc "in the middle" at
    step 1), and the rain cards in step 8's order."""
    for seed in range(6):
        events = ark.new_game(["Ada", "Ben", "Cy"], seed=seed).history[0].events
        rules = [
            e.rule
            for e in events
            if e.rule not in ("ark.setup.start_weight", "ark.setup.start_kind")
        ]
        assert rules == [
            "ark.setup.table",
            "ark.turn.order",
            "ark.setup.players",
            "ark.setup.discs",
            "ark.setup.figures",
            "ark.pieces.figures",
            "ark.pieces.extra",
            "ark.setup.start_cabins",
            "ark.setup.bow",
            "ark.setup.deal",
            "ark.setup.rain",
        ]
        disc = [e.rule for e in events if "yellow disc" in e.text]
        assert disc == ["ark.setup.bow"]
        rain = events[-1].text
        steps = (
            "4 rain cards are shuffled into one stack",
            "the fifth rain card is placed on top",
            "the other stack goes on top",
        )
        assert all(step in rain for step in steps)
        assert sorted(steps, key=rain.index) == list(steps)


def test_setup_tells_the_player_count_and_the_pieces_at_their_steps() -> None:
    """ark.setup.players, ark.pieces.figures, ark.pieces.extra: step 2 says Ark is for 3 to 5
    players, step 4 that a player has 17 of the box's 85 figures and extra pieces stay out."""
    game = ark.new_game(["Ada", "Ben", "Cy", "Di"], seed=1)
    stages = {s.number: s for s in game.setup_stages()}
    assert [e.rule for e in stages[2].events] == ["ark.turn.order", "ark.setup.players"]
    assert "3 to 5 players" in stages[2].narration and "this game has 4" in stages[2].narration
    assert [e.rule for e in stages[4].events] == [
        "ark.setup.figures",
        "ark.pieces.figures",
        "ark.pieces.extra",
    ]
    assert "85 figures, 17 in each of 5 colours" in stages[4].narration


def test_a_starting_cards_power_of_play_does_nothing_but_what_it_is_stays() -> None:
    """Ruling 6: a "!" card among the starting cards was played by nobody, so its power on
    being played does nothing (the Fox brings no discs, no figure is placed), while what it
    is stays: a starting Fox cannot be driven out, and a starting Hedgehog lets a larger
    carnivore into its cabin (test_cabins.py's Hedgehog test; ``position`` lays its cabins
    out as starting cards, belonging to nobody)."""
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=15)
    view = game.public_view()
    start = {c["name"] for side in view["cabins"].values() for cab in side for c in cab["cards"]}
    assert {"Fox", "Hedgehog"} <= start
    assert view["discs"] == {"Ada": 4, "Ben": 4, "Cy": 4} and view["disc_supply"] == 22 - 12
    assert all(e["figures"] == 0 for kind in view["scoring"].values() for e in kind.values())
    fox = position(
        port=[["Fox"], ["Cow"]], starboard=[["Deer"], ["Sheep"]], hands={"Ada": ["Skunk"]}
    )
    refused(fox, "Ada: play Skunk to port 1 driving out Fox", "ark.driveout.immune")
