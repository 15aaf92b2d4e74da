"""Cards and Build rules, one scenario each, legal and illegal, with the rule id asserted."""

from __future__ import annotations

import random

from arkbook.ark_nova import board, new_game
from tests.ark_nova.positions import me, options, play, rules_of, scenario

CARDS_5 = ["animals", "build", "association", "sponsors", "cards"]
CARDS_4 = ["animals", "build", "sponsors", "cards", "association"]
BUILD_5 = ["animals", "cards", "association", "sponsors", "build"]
BUILD_4 = ["animals", "sponsors", "cards", "build", "association"]
DISPLAY = ["A03", "A04", "A10", "S01", "S02", "A30"]


def test_cards_advances_the_break_then_draws_and_discards():
    game = scenario({"hand": ["A01"]})
    start = game.view(None)["break"]["position"]
    events = play(game, "action cards")
    assert game.view(None)["break"]["position"] == start + 2
    assert "nova.cards.break" in rules_of(events)
    assert options(game) == ["draw"]
    assert game.why_not("Ada: snap 1").rule == "nova.cards.snap"
    play(game, "draw")
    assert len(me(game)["hand"]) == 3
    assert game.prompt == "Ada: discard 1 card, as the Cards action's table says."
    events = play(game, "discard A01")
    assert "nova.cards.draw" in rules_of(events)
    assert len(me(game)["hand"]) == 2


def test_snap_at_strength_five_regardless_of_reputation():
    game = scenario({"row": CARDS_5, "reputation": 0}, display=DISPLAY)
    play(game, "action cards")
    assert options(game) == ["draw"] + [f"snap {f}" for f in range(1, 7)]
    events = play(game, "snap 6")
    assert "A30" in me(game)["hand"]
    assert "nova.cards.snap" in rules_of(events)


def test_cards_side_two_snaps_from_three_and_draws_from_the_range():
    game = scenario({"upgraded": ["cards"], "reputation": 0}, display=DISPLAY)
    play(game, "action cards")
    assert "snap 4" in options(game)
    play(game, "draw")
    assert options(game) == ["take deck", "take 1"]
    problem = game.why_not("Ada: take 2")
    assert problem.rule == "nova.cards.range"
    events = play(game, "take 1")
    assert "nova.cards.range" in rules_of(events)
    game = scenario({"upgraded": ["cards"]}, display=DISPLAY)
    events = play(game, "action cards", "snap 5")
    assert "nova.cards.side2" in rules_of(events)


def test_the_display_refills_only_after_the_turn():
    game = scenario({"row": CARDS_4, "upgraded": ["cards"], "hand": []}, display=DISPLAY)
    play(game, "action cards", "draw", "take 1")
    assert game.view(None)["display"][0]["card"] is None
    events = play(game, "take deck", "take deck", "discard A03")
    display = [f["card"] for f in game.view(None)["display"]]
    assert display[:5] == ["A04", "A10", "S01", "S02", "A30"] and display[5]
    assert "nova.cards.refill" in rules_of(events)


def test_reputation_above_nine_needs_cards_side_two_and_past_fifteen_is_appeal():
    game = scenario({"reputation": 8})
    events = play(game, "action association", "task reputation")
    assert me(game)["reputation"] == 9
    assert "nova.cards.reputation_cap" in rules_of(events)
    game = scenario({"reputation": 15, "upgraded": ["cards"], "appeal": 4})
    events = play(game, "action association", "task reputation")
    assert (me(game)["reputation"], me(game)["appeal"]) == (15, 6)
    assert "nova.cards.reputation_cap" in rules_of(events)


def test_build_one_building_up_to_the_strength_at_two_money_a_space():
    game = scenario()
    play(game, "action build")
    assert options(game) == [
        "build kiosk", "build pavilion", "build enclosure-1", "build enclosure-2",
    ]  # fmt: skip
    assert game.why_not("Ada: build enclosure-3").rule == "nova.build.size"
    play(game, "build enclosure-2")
    events = play(game, options(game)[0])
    assert me(game)["money"] == 25 - 4
    assert "nova.build.size" in rules_of(events)
    assert game.to_move == ("Ben",)


def test_the_kinds_of_building():
    game = scenario({"row": BUILD_5})
    play(game, "action build")
    kinds = [o.split()[1] for o in options(game)]
    assert kinds == ["kiosk", "pavilion", *board.STANDARD, "petting-zoo"]
    assert game.why_not("Ada: build reptile-house").rule == "nova.build.side2"
    game = scenario(
        {
            "row": BUILD_5,
            "buildings": [
                {"kind": "enclosure-3", "at": "2,9 r5"},
                {"kind": "petting-zoo", "at": "0,7 r1"},
            ],
        }
    )
    play(game, "action build")
    assert game.why_not("Ada: build petting-zoo").rule == "nova.build.kinds"


def test_placement_touches_your_buildings_or_first_the_border():
    game = scenario({"row": BUILD_5})
    play(game, "action build", "build kiosk")
    problem = game.why_not("Ada: at 6,5 r0")
    assert problem.rule == "nova.build.adjacent"
    game = scenario({"row": BUILD_5, "buildings": []})
    play(game, "action build", "build kiosk")
    problem = game.why_not("Ada: at 4,5 r0")
    assert problem.rule == "nova.build.adjacent" and "border" in problem.reason
    events = play(game, "at 0,5 r0")
    assert "nova.build.size" in rules_of(events)


def test_no_building_on_water_rock_buildings_or_upgrade_spaces():
    game = scenario({"row": BUILD_5, "buildings": [{"kind": "enclosure-1", "at": "8,9 r0"}]})
    play(game, "action build", "build kiosk")
    assert game.why_not("Ada: at 8,11 r0").rule == "nova.build.terrain"
    assert "upgrade" in game.why_not("Ada: at 8,11 r0").reason
    game = scenario({"row": BUILD_5})
    play(game, "action build", "build enclosure-1")
    assert game.why_not("Ada: at 2,11 r0").rule == "nova.build.terrain"
    assert game.why_not("Ada: at 1,8 r0").rule == "nova.build.terrain"
    side2 = scenario(
        {
            "row": BUILD_5,
            "upgraded": ["build"],
            "buildings": [{"kind": "enclosure-1", "at": "8,9 r0"}],
        }
    )
    play(side2, "action build", "build kiosk")
    assert "at 8,11 r0" in options(side2)


def test_kiosks_stand_three_apart():
    game = scenario(
        {
            "row": BUILD_5,
            "buildings": [
                {"kind": "enclosure-3", "at": "2,9 r5"},
                {"kind": "kiosk", "at": "1,8 r0"},
            ],
        }
    )
    play(game, "action build", "build kiosk")
    problem = game.why_not("Ada: at 2,7 r0")
    assert problem.rule == "nova.build.kiosk"


def test_a_pavilion_gives_one_appeal():
    game = scenario({"appeal": 3})
    events = play(game, "action build", "build pavilion", "at 0,7 r0")
    assert me(game)["appeal"] == 4
    assert "nova.build.pavilion" in rules_of(events)


def test_covering_a_placement_bonus_gives_it_at_once():
    game = scenario()
    events = play(game, "action build", "build enclosure-1", "at 2,9 r0")
    assert me(game)["money"] == 25 - 2 + 5
    assert "nova.build.bonus" in rules_of(events)


def test_covering_every_space_gives_seven_appeal():
    land = sorted(board.map_a().land - {(0, 7)})
    every = [{"kind": "enclosure-1", "at": f"{x},{y} r0"} for x, y in land]
    game = scenario({"buildings": every, "appeal": 10, "upgraded": ["build"]})
    events = play(game, "action build", "build pavilion", "at 0,7 r0")
    assert me(game)["appeal"] == 10 + 1 + 7
    assert me(game)["covered_all"]
    assert "nova.build.cover_all" in rules_of(events)


def test_build_side_two_builds_several_different_buildings():
    game = scenario({"row": BUILD_4, "upgraded": ["build"]})
    play(game, "action build", "build enclosure-2")
    play(game, options(game)[0])
    assert game.prompt == "Ada: choose a building of size up to 2."
    assert game.why_not("Ada: build enclosure-2").rule == "nova.build.side2"
    play(game, "build kiosk")
    events = play(game, options(game)[0])
    # The second building of one action is side II at work (a learner's review had listed
    # "several buildings" as never met after building two at once).
    assert "nova.build.side2" in rules_of(events)
    assert me(game)["money"] == 25 - 4 - 2
    play(game, "done")
    assert game.to_move == ("Ben",)


def test_moving_animals_into_a_new_reptile_house():
    game = scenario(
        {
            "row": BUILD_5,
            "upgraded": ["build"],
            "buildings": [{"kind": "enclosure-1", "at": "1,4 r0", "animals": ["A22"]}],
        }
    )
    play(game, "action build")
    assert "build reptile-house" in options(game)
    play(game, "build reptile-house")
    play(game, options(game)[0])
    assert options(game) == ["relocate King Cobra", "done"]
    appeal = me(game)["appeal"]
    events = play(game, "relocate A22")
    assert "nova.build.move_animals" in rules_of(events)
    assert me(game)["appeal"] == appeal  # the animal stays in the zoo: its appeal stays too
    house = me(game)["buildings"][1]
    assert (house["kind"], house["animals"], house["spaces_used"]) == ("reptile-house", ["A22"], 1)
    assert me(game)["buildings"][0]["animals"] == []


def test_a_kiosk_kept_out_only_by_the_spacing_names_the_kiosk_rule():
    zoo = [{"kind": "enclosure-3", "at": "0,9 r5"}, {"kind": "kiosk", "at": "0,7 r0"}]
    game = scenario({"row": BUILD_5, "buildings": zoo})
    play(game, "action build")
    assert "build kiosk" not in options(game) and "build pavilion" in options(game)
    problem = game.why_not("Ada: build kiosk")
    assert problem.rule == "nova.build.kiosk" and "3 spaces apart" in problem.reason
    lonely = scenario({"row": BUILD_5})
    play(lonely, "action build")
    assert "build kiosk" in options(lonely)


def test_the_cards_prompt_offers_a_snap_only_when_one_is_an_option():
    """A learner's report: at strength 4 the prompt said "draw, or snap a display card" when
    only drawing was allowed. Over random games, the prompt names what the options hold."""
    seen = set()
    for seed in range(6):
        game, rng = new_game(["Ada", "Ben"], seed=seed), random.Random(seed)
        for _ in range(400):
            if game.is_over():
                break
            if game.view(game.to_move[0])["pending"]["kind"] == "cards_mode":
                snaps = any(" snap " in str(m) for m in game.legal_moves())
                assert ("snap" in game.prompt) == snaps, (game.prompt, game.legal_moves())
                seen.add(snaps)
            game.play(rng.choice(game.legal_moves()))
    assert seen == {True, False}, "random play met both kinds of Cards decision"
