"""Scoring a round: the rulebook's five steps, each on its own small ark, then its worked example.

Arks are written out with :func:`score_layout` (spaces 1-16; columns 1-5 hold spaces 1-3, 4-6,
7-10, 11-13 and 14-16, each top to bottom), so these tests hold no rules of their own.
"""

from __future__ import annotations

import pytest

from arkbook.ark_of_animals import WORKED_EXAMPLE, score_layout
from arkbook.ark_of_animals.scoring import SHEET_ROWS


def points(layouts, levels="Normal", round_no=1, first=None):
    result = score_layout(layouts, levels, round_no, first)
    return {a.player: a.points for a in result.arks}


def ark_of(result, player="Ada"):
    return next(a for a in result.arks if a.player == player)


# ----------------------------------------------------------------- the worked example
def test_the_rulebooks_grand_master_example_scores_8():
    """The example's figures, all at once (see the ruling on its self-contradiction)."""
    result = score_layout(**WORKED_EXAMPLE)
    ada = ark_of(result)
    assert ada.points == {"grain": -2, "predators": 0, "balance": -3, "animals": 10, "bonuses": 3}
    assert ada.total == 8
    eaten = {(s + 1, ada.ark[s]) for s, _ in ada.eaten}
    names = sorted(e["species"] for e in ada.to_dict()["eaten"])
    assert names == ["Chameleon", "Frog", "Pigeon"]
    assert 2 in {space for space, _ in eaten}, "the Pigeon above the Cobra is eaten"
    assert 1 in [s + 1 for s in ada.kept], "the other Pigeon stays"
    assert ada.balance == (11, 8)
    assert len(ada.grain_eaten) == 1
    assert ada.sets == ("bird",) and ada.bonus_mammals == 1 and ada.bonus_first == 0


def test_the_example_is_narrated_step_by_step():
    result = score_layout(**WORKED_EXAMPLE)
    texts = [e.text for e in result.events if e.data.get("player") == "Ada"]
    assert "The Cobra on space 3 eats Ada's Pigeon on space 2." in texts
    assert "Ada's ark weighs 11 on the left and 8 on the right: -3 for the balance." in texts
    kinds = [e.kind for e in result.events if e.data.get("player") == "Ada"]
    order = ["grain-eaten", "eaten", "balance", "animals", "bonus-mammals", "round-score"]
    assert [k for k in kinds if k in order] == sorted(
        (k for k in kinds if k in order), key=order.index
    ), "aoa.score.order: the steps come in the rulebook's order"


# ----------------------------------------------------------------- step 1: grain
def test_grain_is_not_played_below_expert_nor_in_round_one():
    """aoa.level.expert: the first round follows the normal rules."""
    herd = dict(enumerate(["Sheep", "Horse", "Deer"] * 5 + ["Sheep"], start=1))
    for level, round_no in [("Normal", 3), ("Novice", 2), ("Expert", 1), ("Grand Master", 1)]:
        result = score_layout({"Ada": herd}, level, round_no)
        assert ark_of(result).points["grain"] == 0
        assert "grain" not in ark_of(result).to_dict()["ark"]


def test_a_grain_marker_next_to_a_herbivore_is_eaten_for_minus_two():
    """aoa.score.grain, round 2: one marker on space 10, next to spaces 6, 9 and 13."""
    eaten = points({"Ada": {9: "Mouse"}}, "Expert", 2)["Ada"]
    safe = points({"Ada": {9: "Lion", 13: "Cobra", 6: "Crocodile", 1: "Mouse"}}, "Expert", 2)
    assert eaten["grain"] == -2
    assert safe["Ada"]["grain"] == 0


def test_a_herbivore_eaten_in_step_two_has_eaten_the_grain_in_step_one():
    """Ruling 10: grain (step 1) is checked on the full board, before anything is eaten; the
    Mouse on 9 eats the grain on 10, then the Lion on 8 eats the Mouse."""
    result = score_layout({"Ada": {8: "Lion", 9: "Mouse"}}, "Expert", 2)
    ada = ark_of(result)
    assert ada.points["grain"] == -2
    assert [space for space, _ in ada.eaten] == [8]  # space index 8 is space 9


def test_three_markers_in_round_three_each_cost_two():
    """aoa.grain.round3: markers on 10, 13 and 14; a herbivore next to each."""
    result = score_layout({"Ada": {6: "Mouse", 15: "Sheep", 16: "Lion"}}, "Master", 3)
    assert ark_of(result).points["grain"] == -4, "10 and 14 eaten; 13 is next to the Lion only"
    everywhere = score_layout({"Ada": {9: "Mouse", 11: "Sheep"}}, "Expert", 3)
    assert ark_of(everywhere).points["grain"] == -6


# ----------------------------------------------------------------- step 2: predators
def test_a_predator_eats_adjacent_herbivores_of_equal_or_smaller_size():
    """aoa.score.predators: the Lion (2) eats the Sheep (2) and the Mouse (1), not the Elephant."""
    result = score_layout({"Ada": {5: "Lion", 4: "Sheep", 6: "Mouse", 2: "Elephant"}})
    eaten = sorted(e["species"] for e in ark_of(result).to_dict()["eaten"])
    assert eaten == ["Mouse", "Sheep"]
    small = score_layout({"Ada": {5: "Cobra", 4: "Sheep", 6: "Mouse"}})
    assert [e["species"] for e in ark_of(small).to_dict()["eaten"]] == ["Mouse"]


def test_predators_never_eat_predators():
    """aoa.score.predators-safe: two predators do not eat each other, whatever their sizes."""
    result = score_layout({"Ada": {5: "Lion", 4: "Cobra", 6: "Owl", 2: "Wolf"}})
    assert ark_of(result).eaten == ()
    assert ark_of(result).points["animals"] == 4


def test_eating_is_simultaneous_and_each_animal_is_eaten_once():
    """Ruling: a herbivore next to two predators is eaten once, and both are named."""
    result = score_layout({"Ada": {8: "Rabbit", 7: "Fox", 9: "Wolf", 16: "Mouse"}})
    ada = ark_of(result)
    assert [e["species"] for e in ada.to_dict()["eaten"]] == ["Rabbit"]
    assert ada.to_dict()["eaten"][0]["by"] == [7, 9]
    assert ada.points["animals"] == 3
    told = [e.text for e in result.events if e.kind == "eaten"]
    assert told == ["The Fox on space 7 and the Wolf on space 9 eat Ada's Rabbit on space 8."]


def test_only_adjacent_spaces_count():
    far = score_layout({"Ada": {1: "Lion", 3: "Mouse"}})
    assert ark_of(far).eaten == ()


# ----------------------------------------------------------------- step 3: balance
LOPSIDED = {"Ada": {1: "Horse", 2: "Deer", 4: "Sheep", 14: "Mouse", 11: "Rabbit", 10: "Bear"}}


def test_balance_is_not_counted_below_master():
    for level in ("Novice", "Normal", "Expert"):
        result = score_layout(LOPSIDED, level)
        assert ark_of(result).balance is None and ark_of(result).points["balance"] == 0


def test_master_counts_both_sides_once():
    """aoa.score.balance and aoa.score.balance-sides: 6 + 2 left, 1 + 1 right; the middle
    column's Bear weighs on neither side."""
    ada = ark_of(score_layout(LOPSIDED, "Master"))
    assert ada.balance == (6, 2) and ada.points["balance"] == -4


def test_grand_master_doubles_the_outermost_columns():
    """aoa.score.grand-master: column 1 and column 5 count twice: 2*4 + 2 against 2*1 + 1."""
    ada = ark_of(score_layout(LOPSIDED, "Grand Master"))
    assert ada.balance == (10, 3) and ada.points["balance"] == -7


def test_balance_counts_in_every_round_and_grain_waits_for_round_two():
    """Ark of Animals ruling 21: Expert's "first round ... according to the normal rules" holds
    back only the grain; a Master's balance costs points in round 1 too."""
    first = ark_of(score_layout(LOPSIDED, "Master", 1))
    assert first.balance == (6, 2) and first.points["balance"] == -4
    assert first.points["grain"] == 0 and not first.grain_eaten
    no_bear = {"Ada": {k: v for k, v in LOPSIDED["Ada"].items() if k != 10}}  # grain on 10
    second = ark_of(score_layout(no_bear, "Master", 2))
    assert second.balance == (6, 2) and second.points["balance"] == -4


def test_balance_weighs_predators_and_herbivores_alike():
    """aoa.score.balance-weight: the weight is the number of symbols, whatever the diet."""
    ada = ark_of(score_layout({"Ada": {1: "Lion", 16: "Sheep"}}, "Master"))
    assert ada.balance == (2, 2) and ada.points["balance"] == 0


def test_balance_comes_after_eating_and_before_doubles():
    """aoa.score.balance-sides: eaten animals weigh nothing; a double still weighs."""
    layout = {"Ada": {4: "Mouse", 5: "Cobra", 14: "Horse", 15: "Horse"}}
    ada = ark_of(score_layout(layout, "Master"))
    assert [e["species"] for e in ada.to_dict()["eaten"]] == ["Mouse"]
    assert ada.doubles and ada.balance == (1, 4)


# ----------------------------------------------------------------- step 4: doubles
def test_only_one_animal_of_a_species_stays_and_each_scores_one():
    """aoa.score.doubles and aoa.score.animals."""
    result = score_layout({"Ada": {1: "Horse", 2: "Horse", 3: "Horse", 4: "Deer", 5: "Owl"}})
    ada = ark_of(result)
    assert [s + 1 for s in ada.doubles] == [2, 3]
    assert ada.points["animals"] == 3
    assert sum(e.kind == "double" for e in result.events) == 2


def test_a_double_removed_says_which_copy_stays():
    """Ruling 12: the lowest-numbered copy stays. A round-63 learner read "a second Deer" on
    the Deer they had placed first, on a higher space, as the wrong one removed."""
    from arkbook.pictures.ark_of_animals import draw_round

    result = score_layout({"Ada": {4: "Deer", 5: "Deer"}})
    text = draw_round(result).text
    assert "a double: one Deer stays; which one does not matter" in text
    assert "a second Deer" not in text


# ----------------------------------------------------------------- step 5: bonuses
def test_the_first_to_finish_gets_two():
    """aoa.bonus.first."""
    scored = points({"Ada": {1: "Owl"}, "Ben": {1: "Owl"}}, first="Ben")
    assert scored["Ben"]["bonuses"] == 2 and scored["Ada"]["bonuses"] == 0


def test_the_most_mammals_gets_two_and_a_tie_one_each():
    """aoa.bonus.mammals, with one leader, a two-way tie and a three-way tie."""
    one = points({"Ada": {1: "Horse", 2: "Deer"}, "Ben": {1: "Horse"}})
    assert (one["Ada"]["bonuses"], one["Ben"]["bonuses"]) == (2, 0)
    tie = points({"Ada": {1: "Horse"}, "Ben": {1: "Deer"}, "Cy": {1: "Owl"}})
    assert (tie["Ada"]["bonuses"], tie["Ben"]["bonuses"], tie["Cy"]["bonuses"]) == (1, 1, 0)
    three = points({"Ada": {1: "Horse"}, "Ben": {1: "Deer"}, "Cy": {1: "Lion"}})
    assert [three[p]["bonuses"] for p in ("Ada", "Ben", "Cy")] == [1, 1, 1]


def test_mammals_are_counted_after_eating_and_doubles():
    """Ruling: eaten mammals and doubles do not count; no mammal at all wins nothing."""
    scored = points(
        {
            "Ada": {1: "Horse", 2: "Horse", 3: "Horse"},
            "Ben": {1: "Deer", 2: "Sheep", 4: "Crocodile"},
        }
    )
    assert scored["Ada"]["bonuses"] == 2, "Ben's Deer and Sheep are eaten by his Crocodile"
    nobody = points({"Ada": {1: "Owl"}, "Ben": {1: "Frog"}})
    assert nobody["Ada"]["bonuses"] == nobody["Ben"]["bonuses"] == 0


def test_each_complete_set_of_birds_reptiles_or_amphibians_gets_two():
    """aoa.bonus.sets: all three species of a class; two sets score twice."""
    birds = {1: "Pigeon", 3: "Owl", 6: "Raven"}
    assert points({"Ada": birds})["Ada"]["bonuses"] == 2
    reptiles = {1: "Cobra", 3: "Crocodile", 11: "Chameleon"}
    assert points({"Ada": reptiles})["Ada"]["bonuses"] == 2
    amphibians = {14: "Frog", 15: "Toad", 7: "Salamander"}
    assert points({"Ada": amphibians})["Ada"]["bonuses"] == 2
    two = score_layout({"Ada": {**birds, **amphibians, 12: "Mouse"}})
    assert ark_of(two).sets == ("amphibian", "bird")
    assert ark_of(two).points["bonuses"] == 4 + 2, "and the mammal bonus for the Mouse"


def test_a_set_broken_by_a_predator_scores_nothing():
    reptiles = {1: "Cobra", 2: "Crocodile", 3: "Chameleon"}
    assert points({"Ada": reptiles})["Ada"]["bonuses"] == 0, "the Crocodile eats the Chameleon"


def test_an_incomplete_set_gets_nothing():
    assert points({"Ada": {1: "Owl", 2: "Raven", 3: "Raven"}})["Ada"]["bonuses"] == 0


def test_the_bonuses_are_told_after_every_ark_bonus_by_bonus_in_the_rulebooks_order():
    """Step 5 needs every ark, so its events come after all arks' steps 1 to 4: first to
    finish, most mammals, complete sets (the score sheet's row order), whoever earns them."""
    result = score_layout(
        {"Ada": {1: "Pigeon", 3: "Owl", 6: "Raven", 12: "Horse"}, "Ben": {1: "Owl"}},
        first="Ben",
    )
    kinds = [(e.kind, e.data.get("player")) for e in result.events if e.kind.startswith("bonus")]
    assert kinds == [("bonus-first", "Ben"), ("bonus-mammals", "Ada"), ("bonus-set", "Ada")]
    last_step = max(i for i, e in enumerate(result.events) if e.kind == "animals")
    first_bonus = min(i for i, e in enumerate(result.events) if e.kind.startswith("bonus"))
    assert last_step < first_bonus


# ----------------------------------------------------------------- the sheet
def test_each_round_makes_its_rows_in_the_rulebooks_order():
    """aoa.score.order: grain, the animals left after eating and doubles, balance, then the
    three bonuses: each row by its first step."""
    result = score_layout(**WORKED_EXAMPLE)
    rows = result.rows()
    assert [r.label for r in rows] == [f"Round 3 · {label}" for _, label in SHEET_ROWS]
    steps = [r.label.split(" · ")[1][0] for r in rows]
    assert steps == sorted(steps) == ["1", "2", "3", "5", "5", "5"]
    assert sum(r.points["Ada"] for r in rows) == 8
    assert rows[1].detail.startswith("Ada: Pigeon, Frog, Chameleon eaten; ")


@pytest.mark.parametrize(
    ("levels", "round_no", "steps"),
    [
        ("Normal", 3, ["2", "5", "5", "5"]),
        ("Expert", 1, ["2", "5", "5", "5"]),
        ("Expert", 2, ["1", "2", "5", "5", "5"]),
        ({"Ada": "Master", "Ben": "Novice"}, 1, ["2", "3", "5", "5", "5"]),
        ({"Ada": "Grand Master", "Ben": "Expert"}, 3, ["1", "2", "3", "5", "5", "5"]),
    ],
)
def test_a_step_no_ark_can_score_has_no_row(levels, round_no, steps):
    """aoa.score.grain and aoa.score.balance: grain has a row where a marker lies (Expert and
    up, from round 2), balance where anyone plays Master or up; a Novice round's rows of 0 for
    them read as steps the learner had missed."""
    layouts = {"Ada": {1: "Lion"}, "Ben": {1: "Deer"}}
    rows = score_layout(layouts, levels, round_no).rows()
    assert [r.label.split(" · ")[1][0] for r in rows] == steps


def test_each_bonus_row_quotes_the_rule_its_points_come_from():
    """aoa.bonus.first, aoa.bonus.mammals, aoa.bonus.sets: step 5 has a row per bonus, so a
    row of points for finishing first or for a set never quotes the mammal rule."""
    result = score_layout(**WORKED_EXAMPLE)
    bonus = {r.rule: r for r in result.rows() if r.label.split(" · ")[1].startswith("5 ")}
    assert list(bonus) == ["aoa.bonus.first", "aoa.bonus.mammals", "aoa.bonus.sets"]
    ada = next(a for a in result.arks if a.player == "Ada")
    assert sum(r.points["Ada"] for r in bonus.values()) == ada.points["bonuses"]
    for rule, row in bonus.items():
        if row.points["Ada"]:
            assert row.detail.startswith("Ada"), (rule, row.detail)


def test_the_round_summary_names_all_five_steps_the_predators_included():
    """Step 2 scores no points itself, but the summary still tells what it did (issue 11)."""
    from arkbook.ark_of_animals import WORKED_EXAMPLE, score_layout

    result = score_layout(**WORKED_EXAMPLE)
    summary = next(e.text for e in result.events if e.kind == "round-score")
    assert summary == (
        "Round 3: Ada scores 8 (grain -2, predators: 3 eaten, balance -3, animals +10, bonuses +3)."
    )


def test_the_round_summary_cites_the_rounds_scoring_not_the_games_winner():
    """The summary adds up one round's steps (aoa.score.order); who wins the game is decided
    only after the third round (aoa.game.winner), by the game-over event alone."""
    from arkbook.ark_of_animals import WORKED_EXAMPLE, score_layout

    result = score_layout(**WORKED_EXAMPLE)
    summary = next(e for e in result.events if e.kind == "round-score")
    assert summary.rule == "aoa.score.order"
    assert all(e.rule != "aoa.game.winner" for e in result.events)


# ----------------------------------------------------------------- the risk ahead (the hint's)
def test_a_mouse_between_empty_spaces_risks_more_than_one_in_a_corner_and_eaten_risks_nothing():
    """``expected_eating``: space 2 touches four spaces still to fill (1, 3, 4, 5), space 1
    two (2 and 4); a Mouse already eaten by a Lion beside it is counted by the score, not
    again by the risk, and a predator risks the herbivores that may come beside it (the Lion on
    space 1 touches 2 and 4)."""
    from arkbook.ark_of_animals.data import SPECIES_BY_NAME
    from arkbook.ark_of_animals.scoring import EATEN_BY_SIZE, EMPTY, expected_eating

    def ark(**tiles):
        spaces = [EMPTY] * 16
        for space, name in tiles.items():
            spaces[int(space[1:]) - 1] = SPECIES_BY_NAME[name.lower()].index
        return spaces

    rest = range(16)
    middle = expected_eating(ark(s2="Mouse"), [s for s in rest if s != 1])
    corner = expected_eating(ark(s1="Mouse"), [s for s in rest if s != 0])
    assert middle < corner < 0
    eaten = ark(s1="Lion", s2="Mouse")
    # Left: the one space beside the Lion still to fill (4), and a herbivore coming there.
    assert expected_eating(eaten, [s for s in rest if s > 1]) == -EATEN_BY_SIZE[2]


def test_eating_is_named_on_the_row_where_its_cost_counts():
    """A learner read "2 predators: Ada 0" beside six animals eaten as eating costing nothing,
    and a later one read a predators row that was always 0 as noise: eating has no row, and
    step 4's row names what was eaten and the doubles that went."""
    labels = dict(SHEET_ROWS)
    assert "predators" not in labels
    assert labels["animals"] == "2 eating, 4 doubles: animals left"
    result = score_layout({"Ada": {1: "Lion", 2: "Mouse", 5: "Fox", 6: "Fox"}}, "Novice")
    (row,) = [r for r in result.rows() if r.rule == "aoa.score.animals"]
    assert row.detail == "Ada: Mouse eaten, 1 double removed"
    assert row.points == {"Ada": 2}, "the Lion and one Fox"


def test_the_grain_eaten_is_told_before_the_grain_left_safe():
    """aoa.score.grain: a tip about the grain stands beside the first grain event, and a
    round-50 learner's read "grain on space 10 is safe" when the grain on 14 had been eaten."""
    result = score_layout({"Ada": {15: "Sheep", 16: "Lion"}}, "Master", 3)
    told = [e for e in result.events if e.rule == "aoa.score.grain"]
    kinds = [e.kind for e in told]
    assert kinds[0] == "grain-eaten" and "grain-safe" in kinds, kinds
    assert kinds == sorted(kinds, key=["grain-eaten", "grain-safe"].index)


def test_a_balance_row_says_whose_ark_it_does_not_count():
    """aoa.score.balance: beside a Master's balance, an Expert's 0 read as a perfectly balanced
    ark (round 57): the row's detail says the level does not count it."""
    layouts = {"Ada": {1: "Lion"}, "Ben": {1: "Deer"}}
    rows = score_layout(layouts, {"Ada": "Master", "Ben": "Expert"}).rows()
    (balance,) = [r for r in rows if r.rule == "aoa.score.balance"]
    assert balance.detail == "Ada: 2 left, 0 right; Ben: not counted at Expert"
