"""Scoring: majorities and their ties (the rulebook's three examples), discs, pets, half
figures and the winner's tie-break."""

from __future__ import annotations

import random

import pytest

from arkbook.ark.positions import position
from arkbook.ark.scoring import majority_points

CABINS = {"port": [["Cow"], ["Horse"]], "starboard": [["Camel"], ["Giraffe", "Sheep"]]}


def test_most_figures_10_second_6_others_2() -> None:
    """ark.score.majority"""
    assert majority_points({"A": 5, "B": 3, "C": 1, "D": 2, "E": 0}) == {
        "A": 10,
        "B": 6,
        "D": 2,
        "C": 2,
        "E": 0,
    }


@pytest.mark.parametrize(
    ("figures", "points"),
    [
        ({"A": 4, "B": 4, "C": 1}, {"A": 8, "B": 8, "C": 2}),  # 2 tied first: 8 each
        ({"A": 4, "B": 2, "C": 2}, {"A": 10, "B": 4, "C": 4}),  # 2 tied second: 4 each
        ({"A": 3, "B": 3, "C": 3}, {"A": 6, "B": 6, "C": 6}),  # 3 tied first: 6 each
        ({"A": 5, "B": 2, "C": 2, "D": 2}, {"A": 10, "B": 4, "C": 4, "D": 4}),  # (6+2+2)/3 up
    ],
)
def test_ties_average_the_places_rounded_up(figures: dict, points: dict) -> None:
    """ark.score.ties: the rulebook's examples."""
    assert majority_points(figures) == points


def test_tie_for_first_pushes_the_next_player_to_third() -> None:
    """ark.score.ties (ruling): two tied first take places 1 and 2; the next is third (2)."""
    assert majority_points({"A": 4, "B": 4, "C": 2, "D": 2}) == {"A": 8, "B": 8, "C": 2, "D": 2}


def test_score_sheet_rows_per_scoring_card_and_discs() -> None:
    """ark.score.majority and ark.score.discs in a game: the tie examples on the board."""
    game = position(
        **CABINS,
        figures={
            "Ada": {"heavy": 2, "useful": 3, "shy": 1},
            "Ben": {"heavy": 2, "useful": 1, "shy": 1},
            "Cy": {"heavy": 1, "useful": 1, "shy": 1},
        },
        discs={"Ada": 2, "Ben": 5, "Cy": 0},
    )
    rows = {r.label: r.points for r in game.scores().rows}
    assert rows["Heavy scoring card"] == {"Ada": 8, "Ben": 8, "Cy": 2}
    assert rows["Useful scoring card"] == {"Ada": 10, "Ben": 4, "Cy": 4}
    assert rows["Shy scoring card"] == {"Ada": 6, "Ben": 6, "Cy": 6}
    assert rows["Action discs"] == {"Ada": 2, "Ben": 5, "Cy": 0}
    assert game.scores().totals == {"Ada": 26, "Ben": 23, "Cy": 12}


def test_half_figures_count_one_and_a_half() -> None:
    """ark.score.half: 1.5 beats 1 and loses to 2."""
    game = position(
        **CABINS, figures={"Ada": {"slow": (0, 1)}, "Ben": {"slow": 1}, "Cy": {"slow": 2}}
    )
    slow = next(r for r in game.scores().rows if r.label.startswith("Slow"))
    assert slow.points == {"Ada": 6, "Ben": 2, "Cy": 10}


def finish(game: object) -> None:
    while not game.is_over():
        game.play(f"{game.to_move[0]}: pass")


def test_pets_are_scored_at_the_end_and_illegal_ones_not() -> None:
    """ark.score.pets and ark.score.pet_illegal: too heavy, "!" and provisions score nothing."""
    pets = {"Ada": "Rabbit", "Ben": "Lion", "Cy": "Hay"}
    game = position(**CABINS, pets=pets, rain_drawn=5, phase="endgame", hands={"Ada": ["Okapi"]})
    shy = lambda g: next(r for r in g.scores().rows if r.label.startswith("Shy")).points  # noqa: E731
    assert shy(game) == {"Ada": 0, "Ben": 0, "Cy": 0}, "pets stay face down until the end"
    finish(game)
    assert shy(game) == {"Ada": 10, "Ben": 0, "Cy": 0}
    heavy = next(r for r in game.scores().rows if r.label.startswith("Heavy")).points
    assert heavy["Ben"] == 0
    for pet in ("Hedgehog", "Water"):
        other = position(**CABINS, pets={"Ada": pet}, rain_drawn=5, phase="endgame")
        finish(other)
        assert sum(sum(r.points.values()) for r in other.scores().rows[:5]) == 0


def test_tie_break_fewest_animal_cards_in_hand_not_provisions() -> None:
    """ark.score.tiebreak"""
    game = position(
        **CABINS,
        hands={"Ada": ["Dog", "Hay", "Water"], "Ben": ["Pig", "Okapi"], "Cy": []},
        discs={"Ada": 5, "Ben": 5, "Cy": 1},
        rain_drawn=5,
        phase="endgame",
    )
    finish(game)
    outcome = game.outcome()
    assert outcome.scores == {"Ada": 5, "Ben": 5, "Cy": 1}
    assert outcome.winners == ("Ada",)
    assert "fewest animal cards" in outcome.tie_break


def pet_game() -> object:
    """The endgame, one pass from the end for each player: Ada's pet is legal, Ben's and Cy's
    are not (too heavy; a provision), and nobody has a figure yet."""
    pets = {"Ada": "Rabbit", "Ben": "Lion", "Cy": "Hay"}
    return position(**CABINS, pets=pets, rain_drawn=5, phase="endgame")


def test_pets_are_turned_face_up_at_game_end() -> None:
    """ark.score.pets: "are turned face up at game end and scored then"; every view shows
    every pet then, and each legal pet's figure is on its scoring card."""
    game = pet_game()
    assert game.view("Ben")["pets"]["Ada"] is None, "face down before the end"
    finish(game)
    events = game.history[-1].events
    turned = [e for e in events if e.rule == "ark.score.pets"]
    assert [e.data["card"] for e in turned] == ["Rabbit"]
    for viewer in (*game.players, None):
        view = game.view(viewer)
        assert {p: c["name"] for p, c in view["pets"].items()} == {
            "Ada": "Rabbit",
            "Ben": "Lion",
            "Cy": "Hay",
        }
        assert view["scoring"]["shy"]["Ada"] == {"figures": 1, "half": 0}
        assert view["scoring"]["heavy"]["Ben"] == {"figures": 0, "half": 0}
    shy = next(r for r in game.scores().rows if r.label.startswith("Shy")).points
    assert shy == {"Ada": 10, "Ben": 0, "Cy": 0}, "the card shows the figure it scores"
    assert game.view("Ben")["figures_left"]["Ada"] == 16
    world = game.clone()
    world._determinize("Ben", random.Random(1))
    assert world.view("Ben") == game.view("Ben"), "face-up pets are no longer reshuffled"
    game.undo()
    assert game.view("Ben")["pets"]["Ada"] is None
    assert game.view(None)["scoring"]["shy"]["Ada"] == {"figures": 0, "half": 0}


def test_illegal_pets_score_nothing_and_the_game_says_why() -> None:
    """ark.score.pet_illegal: the game-end events name each illegal pet and why."""
    game = pet_game()
    finish(game)
    illegal = {
        e.data["player"]: e for e in game.history[-1].events if e.rule == "ark.score.pet_illegal"
    }
    assert sorted(illegal) == ["Ben", "Cy"]
    assert "Lion" in illegal["Ben"].text and "weighs 3" in illegal["Ben"].text
    assert "Hay" in illegal["Cy"].text and "provision" in illegal["Cy"].text
    bronto = position(**CABINS, pets={"Ada": "Bronto"}, rain_drawn=5, phase="endgame")
    finish(bronto)
    (event,) = [e for e in bronto.history[-1].events if e.rule == "ark.score.pet_illegal"]
    assert event.data["problems"] == [
        "it weighs 4, and a pet may weigh only 0, 1 or 2",
        'it has a special ability ("!"), and a pet may have none',
    ]


def test_an_illegal_pet_may_be_chosen_but_is_warned() -> None:
    """ark.score.pet_illegal at pet time: the choice stays legal (ruling 9) and its verdict
    warns that it will not score; a legal pet and "no pet" carry no warning."""
    game = position(**CABINS, hands={"Ada": ["Rabbit", "Lion", "Hay"]}, phase="pet", rain_drawn=2)
    assert game.why_not("Ada: pet Lion") is None
    warned = game.warning("Ada: pet Lion")
    assert warned is not None and warned.rule == "ark.score.pet_illegal"
    assert "Lion" in warned.reason and "weighs 3" in warned.reason
    assert "provision" in game.warning("Ada: pet Hay").reason
    assert game.warning("Ada: pet Rabbit") is None
    assert game.warning("Ada: no pet") is None
    assert game.warning("Ada: pet Okapi") is None, "an illegal move is why_not's to explain"
    warnings = game.view("Ada")["legal"]["warnings"]
    assert set(warnings) == {"pet Lion", "pet Hay"}
    assert warnings["pet Lion"] == warned.reason
    assert "weight 0, 1 or 2" in game.prompt


def test_a_pet_needs_a_figure_left_to_score() -> None:
    """ark.pieces.figures at the end: a legal pet adds "an animal figure", one of the 17."""
    game = position(
        **CABINS,
        pets={"Ada": "Rabbit"},
        figures={"Ada": {"heavy": 17}},
        rain_drawn=5,
        phase="endgame",
    )
    finish(game)
    (event,) = [e for e in game.history[-1].events if e.data.get("card") == "Rabbit"]
    assert event.rule == "ark.pieces.figures" and "Rabbit" in event.text
    assert game.view("Ben")["scoring"]["shy"]["Ada"] == {"figures": 0, "half": 0}


def test_majority_shares_show_the_working_of_a_tie() -> None:
    """ark.score.ties: three tied for second share (6 + 2 + 2) / 3, rounded up to 4; two tied
    for first use up the 10 and the 6, so the next player is third."""
    from arkbook.ark.scoring import Share, majority_shares

    assert majority_shares({"Ada": 5, "Ben": 2, "Cy": 2, "Di": 2, "Ed": 0}) == [
        Share(("Ada",), 0, (10,), 10),
        Share(("Ben", "Cy", "Di"), 1, (6, 2, 2), 4),
    ]
    assert [s.points for s in majority_shares({"Ada": 4, "Ben": 4, "Cy": 2})] == [8, 2]


def test_the_scoring_table_counts_the_figures_left_once_a_player_may_run_out() -> None:
    """ark.pieces.figures: a card played with none of the 17 figures left places none. A
    round-44 learner lost a point to a pet that found all their figures placed, and no board
    had shown the count: the table shows every player's once one has 5 or fewer left."""
    from arkbook.pictures.ark import FIGURES_LEFT

    cabins = {"port": [["Cow"], ["Sheep"]], "starboard": [["Horse"], ["Llama"]]}
    plenty = position(**cabins, figures={"Ada": {"heavy": 11}})
    few = position(**cabins, figures={"Ada": {"heavy": 12}, "Ben": {"shy": 1}})
    assert FIGURES_LEFT not in plenty.picture("Ada")
    assert FIGURES_LEFT not in plenty.picture("Ada").html
    row = next(line for line in few.picture("Ada").splitlines() if line.startswith(FIGURES_LEFT))
    assert row.split()[-3:] == ["5", "16", "17"]
    assert FIGURES_LEFT in few.picture("Ada").html


def test_a_player_is_told_when_few_figures_are_left() -> None:
    """Ark ruling 12: with no figure left, a card played or a pet turned up places none. A
    round-49 learner found it out only when their tie-breaking pet added no figure: the fall
    to three figures left is told, once, under the figures' rule (so the coach tips it then)."""
    from arkbook.ark.positions import position

    game = position(
        port=[["Cow"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Sheep", "Camel"]},
        figures={"Ada": {"useful": 13}},
    )
    events = game.play("Ada: play Sheep to port 1")
    told = [e for e in events if e.rule == "ark.pieces.figures"]
    assert [e.text for e in told] == [
        "Ada now has 3 of 17 animal figures left; once none is left, a card played or a pet "
        "turned up places no figure."
    ]
    for placed, warned in ((5, False), (14, False)):  # 12 left; 3 left already: told before
        game = position(
            port=[["Cow"]],
            starboard=[["Horse"]],
            hands={"Ada": ["Sheep"]},
            figures={"Ada": {"useful": placed}},
        )
        events = game.play("Ada: play Sheep to port 1")
        assert any(e.rule == "ark.pieces.figures" for e in events) is warned


def test_a_pet_counts_only_while_its_player_has_a_figure_left() -> None:
    """ark.pieces.figures: at the end a pet turned up adds a figure only if one is left
    (ruling 12); the bots' and the coach's count of pets must agree, or a hint plays a player's
    last figures and still counts their pet (round 57)."""
    from arkbook.ark.cards import KINDS
    from arkbook.ark.scoring import figure_units

    def ada_shy_units(useful_figures: int) -> int:
        game = position(
            port=[["Reindeer"]],
            starboard=[["Llama"]],
            pets={"Ada": "Rabbit"},
            figures={"Ada": {"useful": useful_figures}},
            rain_drawn=5,
            phase="endgame",
        )
        return figure_units(game, game.pets)[KINDS.index("shy")][0]

    assert ada_shy_units(16) == 2  # one figure left: the Rabbit adds it
    assert ada_shy_units(17) == 0  # all 17 placed: no figure for the pet
